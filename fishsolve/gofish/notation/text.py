"""Reading the text notation of a Go Fish family log.

The grammar (docs/gofish.md)::

    game: go-fish              (go-fish, authors or simplified-fish; this header comes first)
    players: Ana Bo Cy         (2 to 6, in order to the left)
    rules: pairs points        (optional: pairs, continuous, no-look, points)
    deck: 2 3 4 5 6            (optional: the ranks in play, for small games)
    deal: 5                    (optional: cards dealt to each; default 7 for 2-3 players, 5 for 4-6)
    hand Ana: 2C 5C 9H JH 3S 4S KD   (zero, one or every hand, as dealt)
    stock: 4H 7C ...           (optional: the whole stock from the top, for a full record)
    start: Ana                 (optional; default: whoever asks first)

    Ana asks Bo for jacks: 2               (Bo hands over two jacks)
    Ana asks Bo for J: JC JD               (the same, naming them)
    Ana asks Cy for 5s: go fish            (a hidden draw)
    Ana asks Cy for 5s: go fish, draws 5H  (a lucky draw, shown: Ana asks again)
    Ana asks Cy for 5s: go fish, draws 7C  (Ana's own record of a hidden draw)
    Ana asks Bo for 5H: yes                (Authors, Simplified Fish: one card)
    Bo books 9                             (a book of nines laid; under pairs: 'Bo books 9C 9S')
    Cy draws 5                             (a refill after Cy's hand emptied; or the cards)

>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo Cy\\nAna asks Bo for jacks: 2\\n")
>>> log.events[0].rank, log.events[0].given
(<Rank.JACK: 11>, 2)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.game.cards import Card, Rank, parse_card
from fishsolve.game.events import Comment, Source
from fishsolve.game.table import Player
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.question import parse_question
from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules, parse_rank
from fishsolve.gofish.game.seating import Seating
from fishsolve.notation.lines import LINE_END_RE, Line, Tok, did_you_mean, quote, shorten

HEADERS = ("game", "players", "rules", "deck", "deal", "stock", "start", "question", "answer")
_HEADER_RE = re.compile(
    r"^\s*(game|players|rules|deck|deal|stock|start|question|answer|hand\s+[^\s:#]+)\s*:",
    re.IGNORECASE | re.ASCII,
)
_VERBS = {
    "asks": "ask",
    "ask": "ask",
    "asked": "ask",
    "books": "book",
    "book": "book",
    "booked": "book",
    "lays": "book",
    "lay": "book",
    "laid": "book",
    "draws": "refill",
    "draw": "refill",
    "drew": "refill",
    "refills": "refill",
}
_FISH = ("go", "fish", "gofish", "no", "n")
_YES = ("yes", "y")
_DRAW_WORDS = ("draws", "draw", "drew", "drawing")


class _FishReader:
    def __init__(self, text: str, path: str | None, lenient: bool) -> None:
        self.text = text
        self.path = path
        self.lenient = lenient
        self.errors: list[FishsolveError] = []
        self.seating: Seating | None = None
        self.rules = GoFishRules()
        self.ranks: tuple[Rank, ...] = ALL_RANKS
        self.hands: list[tuple[Player, tuple[Card, ...]]] = []
        self.hand_sources: list[Source] = []
        self.stock: tuple[Card, ...] | None = None
        self.stock_source: Source | None = None
        self.start: Player | None = None
        self.start_source: Source | None = None
        self.question: str | None = None
        self.answer_text: str | None = None
        self.question_source: Source | None = None
        self.comments: list[Comment] = []

    def fail(self, err: FishsolveError) -> None:
        if not self.lenient:
            raise err
        self.errors.append(err)

    def lines(self) -> Iterator[Line]:
        for number, text in enumerate(LINE_END_RE.split(self.text), start=1):
            yield Line(number, text, self.path)

    # -- the whole log -------------------------------------------------------------------------

    def read(self) -> FishLog | None:
        headers: dict[str, Line] = {}
        hand_lines: list[tuple[str, Line]] = []
        body: list[Line] = []
        for line in self.lines():
            comment = line.text.split("#", 1)[1].strip() if "#" in line.text else None
            if not line.tokens:
                if comment is not None:
                    self.comments.append(Comment(len(body), comment))
                continue
            match = _HEADER_RE.match(line.text)
            if match:
                key = re.sub(r"\s+", " ", match.group(1).strip()).lower()
                if body:
                    self.fail(line.error("headers come before the first event", 1))
                elif key.startswith("hand "):
                    hand_lines.append((key, line))
                elif key in headers:
                    self.fail(line.error(f"header {quote(key)} appears twice", 1))
                else:
                    headers[key] = line
            else:
                body.append(line)
            if comment is not None:
                self.comments.append(Comment(len(body), comment, inline=bool(match is None)))
        if "game" not in headers:
            first = next(iter(headers.values()), body[0] if body else None)
            raise NotationError(
                "a Go Fish family log starts with a 'game:' header (go-fish, authors or "
                "simplified-fish)",
                Location(first.number, 1, first.text, self.path) if first else None,
            )
        if "players" not in headers:
            line = headers["game"]
            self.fail(line.error("the log needs a 'players:' header naming the players in order"))
            return None
        for key in HEADERS:
            if key in headers:
                try:
                    self.header(key, headers[key])
                except FishsolveError as err:
                    self.fail(err)
                    if key in ("game", "players"):
                        return None
        for _key, line in hand_lines:
            try:
                self.hand(line)
            except FishsolveError as err:
                self.fail(err)
        events: list[FishEvent] = []
        for line in body:
            try:
                events.append(self.event(line))
            except FishsolveError as err:
                self.fail(err)
        assert self.seating is not None
        dealt = sorted(zip(self.hands, self.hand_sources, strict=True), key=lambda h: h[0][0].seat)
        return FishLog(
            seating=self.seating,
            rules=self.rules,
            hands=tuple(h for h, _ in dealt),
            stock=self.stock,
            start=self.start,
            events=tuple(events),
            comments=tuple(self.comments),
            start_source=self.start_source,
            hand_sources=tuple(src for _, src in dealt),
            stock_source=self.stock_source,
            question=self.question,
            answer=self.answer_text,
            question_source=self.question_source,
        )

    # -- headers -------------------------------------------------------------------------------

    def values(self, line: Line) -> list[Tok]:
        colon = next(i for i, t in enumerate(line.tokens) if t.text == ":")
        return [t for t in line.tokens[colon + 1 :] if t.text not in (",", ";")]

    def header(self, key: str, line: Line) -> None:
        values = self.values(line)
        if key == "game":
            if len(values) != 1:
                raise line.error("expected one game: go-fish, authors or simplified-fish")
            try:
                self.rules = GoFishRules.parse(values[0].text, [])
            except NotationError as err:
                raise line.error(err.message, values[0].col) from None
        elif key == "players":
            try:
                self.seating = Seating.from_names([t.text for t in values])
            except NotationError as err:
                raise line.error(err.message, values[0].col if values else None) from None
        elif key == "rules":
            try:
                parsed = GoFishRules.parse(self.rules.variant, [t.text for t in values])
            except NotationError as err:
                bad = next((t for t in values if t.text in err.message), values[0])
                raise line.error(err.message, bad.col) from None
            self.rules = _with(
                self.rules,
                book=parsed.book,
                continuous=parsed.continuous,
                no_look=parsed.no_look,
                points=parsed.points,
            )
        elif key == "deck":
            ranks = []
            for t in values:
                try:
                    ranks.append(parse_rank(t.text))
                except NotationError as err:
                    raise line.error(err.message, t.col) from None
            if len(set(ranks)) != len(ranks) or not ranks:
                raise line.error("the deck header lists each rank in play once")
            self.rules = _with(self.rules, ranks=tuple(sorted(set(ranks))))
        elif key == "deal":
            if len(values) != 1 or not values[0].text.isdigit() or int(values[0].text) < 1:
                raise line.error("expected the number of cards dealt to each player")
            self.rules = _with(self.rules, deal=int(values[0].text))
        elif key == "stock":
            self.stock = tuple(self.card(line, t) for t in values)
            self.stock_source = line.source()
        elif key in ("question", "answer"):
            text = line.text.split(":", 1)[1].split("#", 1)[0].strip()
            if not text:
                raise line.error(f"the {key} header needs its text")
            if key == "question":
                try:
                    question = parse_question(text)
                except FishsolveError as err:
                    raise line.error(err.message, values[0].col if values else None) from None
                self.question = question.text
                self.question_source = line.source()
            else:
                self.answer_text = " ".join(text.split())
        elif key == "start":
            if len(values) != 1:
                raise line.error("expected the name of the player who asks first")
            self.start = self.player(line, values[0])
            line.mark("start", values[0])
            self.start_source = line.source()

    def hand(self, line: Line) -> None:
        name = line.tokens[1]
        player = self.player(line, name)
        if any(p == player for p, _ in self.hands):
            raise line.error(f"{player.name}'s hand is given twice", name.col)
        cards = tuple(self.card(line, t) for t in self.values(line))
        if len(set(cards)) != len(cards):
            raise line.error(f"a card is named twice in {player.name}'s hand")
        self.hands.append((player, tuple(sorted(cards))))
        self.hand_sources.append(line.source())

    # -- tokens --------------------------------------------------------------------------------

    def player(self, line: Line, tok: Tok) -> Player:
        assert self.seating is not None
        try:
            return self.seating.player(tok.text)
        except NotationError as err:
            raise line.error(shorten(err.message, tok.text), tok.col) from None

    def card(self, line: Line, tok: Tok) -> Card:
        try:
            card = parse_card(tok.text)
        except NotationError as err:
            raise line.error(shorten(err.message, tok.text), tok.col) from None
        if card.rank not in self.rules.ranks:
            raise line.error(f"{card} is not in this deck", tok.col)
        return card

    def rank(self, line: Line, tok: Tok) -> Rank:
        try:
            return self.rules.rank_of(tok.text)
        except NotationError as err:
            raise line.error(shorten(err.message, tok.text), tok.col) from None

    # -- events --------------------------------------------------------------------------------

    def event(self, line: Line) -> FishEvent:
        first = line.next("a player's name")
        verb = line.peek()
        if verb is None or verb.low not in _VERBS:
            found = f"found {quote(verb.text)}" if verb else "the line ends"
            if verb is not None:
                found += did_you_mean(verb.text, ("asks", "books", "draws", "lays"))
            raise line.error(
                "expected 'asks', 'books' or 'draws' after the player's name; " + found,
                verb.col if verb else None,
            )
        actor = self.player(line, first)
        line.mark("actor", first)
        line.pos += 1
        kind = _VERBS[verb.low]
        if kind == "ask":
            return self.ask(line, actor)
        if kind == "book":
            return self.book(line, actor)
        return self.refill(line, actor)

    def ask(self, line: Line, asker: Player) -> FishAsk:
        target_tok = line.next("the name of the player asked")
        target = self.player(line, target_tok)
        line.mark("target", target_tok)
        line.accept("for")
        what = line.next("the rank asked for" if not self.rules.card_asks else "the card asked for")
        line.mark("rank", what)
        card: Card | None = None
        if self.rules.card_asks:
            card = self.card(line, what)
            rank = card.rank
        else:
            rank = self.rank(line, what)
        line.expect(":", "':' and the answer")
        answer = line.next("the answer")
        line.mark("answer", answer)
        given, cards = self.answer(line, answer, rank, card)
        drawn: Card | None = None
        lucky = False
        nxt = line.peek()
        if nxt is not None and (nxt.text in (",", ";") or nxt.low in (*_DRAW_WORDS, "lucky")):
            if nxt.text in (",", ";"):
                line.pos += 1
            word = line.next("'draws' and the card drawn, or 'lucky'")
            if given:
                raise line.error("only a 'go fish' draws a card", word.col)
            if word.low == "lucky":
                if card is not None:
                    raise line.error(f"write the card drawn: 'draws {card}'", word.col)
                line.mark("drawn", word)
                lucky = True
            elif word.low in _DRAW_WORDS:
                tok = line.next("the card drawn")
                line.mark("drawn", tok)
                drawn = self.card(line, tok)
                lucky = drawn == card if card is not None else drawn.rank == rank
            else:
                raise line.error(
                    f"expected 'draws' and the card drawn; found {quote(word.text)}"
                    + did_you_mean(word.text, ("draws", "lucky")),
                    word.col,
                )
        line.done("the answer")
        return FishAsk(asker, target, rank, given, card, cards, drawn, lucky, line.source())

    def answer(
        self, line: Line, tok: Tok, rank: Rank, card: Card | None
    ) -> tuple[int, tuple[Card, ...]]:
        if tok.low in _FISH:
            if tok.low == "go":
                line.accept("fish")
            return 0, ()
        if card is not None:
            if tok.low in _YES:
                return 1, ()
            raise line.error(
                f"expected the answer yes or go fish; found {quote(tok.text)}"
                + did_you_mean(tok.text, ("yes", "no", "go")),
                tok.col,
            )
        if tok.low in _YES:
            tok = line.next("how many cards were handed over")
        if tok.text.isascii() and tok.text.isdigit():
            n = int(tok.text)
            if n == 0:
                raise line.error("no cards handed over is a 'go fish'", tok.col)
            return n, ()
        cards: list[Card] = []
        while True:
            card_read = self.card(line, tok)
            if card_read.rank != rank:
                raise line.error(f"{card_read} is not of rank {rank.code}", tok.col)
            if card_read in cards:
                raise line.error(f"{card_read} is named twice", tok.col)
            cards.append(card_read)
            nxt = line.peek()
            if nxt is None or nxt.text in (",", ";") or nxt.low in _DRAW_WORDS:
                break
            tok = line.next("a card")
        return len(cards), tuple(sorted(cards))

    def book(self, line: Line, player: Player) -> Book:
        tok = line.next("the rank of the book")
        line.mark("rank", tok)
        cards: tuple[Card, ...] = ()
        try:
            rank = self.rules.rank_of(tok.text)
        except NotationError:
            rank = None
        if rank is None:
            found = [self.card(line, tok)]
            while (nxt := line.peek()) is not None:
                line.pos += 1
                found.append(self.card(line, nxt))
            rank = found[0].rank
            if any(c.rank != rank for c in found):
                raise line.error("a book's cards are all of one rank", tok.col)
            cards = tuple(sorted(found))
        line.done("the book")
        return Book(player, rank, cards, line.source())

    def refill(self, line: Line, player: Player) -> Refill:
        tok = line.next("how many cards were drawn, or the cards")
        line.mark("count", tok)
        if tok.text.isascii() and tok.text.isdigit():
            line.accept("cards", "card")
            line.done("the number of cards")
            return Refill(player, int(tok.text), (), line.source())
        cards = [self.card(line, tok)]
        while (nxt := line.peek()) is not None:
            line.pos += 1
            cards.append(self.card(line, nxt))
        return Refill(player, len(cards), tuple(sorted(cards)), line.source())


def _with(rules: GoFishRules, **changes: object) -> GoFishRules:
    from dataclasses import replace

    return replace(rules, **changes)  # type: ignore[arg-type]


def parse_fish_log(text: str, path: str | None = None) -> FishLog:
    """Read a Go Fish family log; raise the first :class:`NotationError`."""
    log = _FishReader(text, path, lenient=False).read()
    assert log is not None
    return log


def parse_fish_log_lenient(
    text: str, path: str | None = None
) -> tuple[FishLog | None, list[FishsolveError]]:
    """Read as much of a log as can be read, with every notation error found."""
    reader = _FishReader(text, path, lenient=True)
    try:
        log = reader.read()
    except FishsolveError as err:
        return None, [*reader.errors, err]
    return log, reader.errors
