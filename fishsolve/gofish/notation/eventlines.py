"""Reading the event lines of a Go Fish family log: asks and their answers and draws, books and
refills, on the player, card and rank tokens of a line.

Owns :class:`EventReader`, the base of the log reader: it holds the fields of the log being built
and turns a failure into an error raised or, when reading leniently, collected. The headers are
read by :mod:`fishsolve.gofish.notation.headers`, the whole log by
:mod:`fishsolve.gofish.notation.text`; the grammar is documented in ``docs/gofish.md``.
"""

from __future__ import annotations

from fishsolve.cards import Card, Rank, parse_card
from fishsolve.errors import FishsolveError, NotationError
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, Refill
from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules
from fishsolve.gofish.game.seating import Seating
from fishsolve.seating import Player
from fishsolve.text.lines import Line, Tok, did_you_mean, quote, shorten
from fishsolve.text.source import Comment, Source

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


def _is_card(token: str) -> bool:
    """Whether a token reads as a card: ``2S``, ``AS`` and ``10S`` are cards, not plural ranks.

    >>> _is_card("2S"), _is_card("10s"), _is_card("KS"), _is_card("2"), _is_card("twos")
    (True, True, True, False, False)
    """
    try:
        parse_card(token)
    except NotationError:
        return False
    return True


class EventReader:
    """Reads event lines into events, on the fields of the log being built."""

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
                if not self.rules.lucky_by_rank:
                    raise line.error(f"write the card drawn: 'draws {card}'", word.col)
                line.mark("drawn", word)
                lucky = True
            elif word.low in _DRAW_WORDS:
                tok = line.next("the card drawn")
                line.mark("drawn", tok)
                drawn = self.card(line, tok)
                lucky = self.rules.is_lucky(rank, card, drawn)
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
        rank: Rank | None = None
        # A token followed by more is the first card of a list: ``2S 2H`` names two cards, its
        # ``2S`` is not the plural "2s". A lone token may be a rank in any form, plural included.
        if line.peek() is None or not _is_card(tok.text):
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
