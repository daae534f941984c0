"""Reading the text notation of a game log: the forgiving reader and its headers.

Owns the reader's entry points (:func:`parse_log`, :func:`parse_log_lenient` and
:func:`parse_holders`), the split of a log into headers, events and comments, and the reading of
the headers. Each event line is read by :class:`~fishsolve.notation.eventlines.EventReader`, on
the tokens of :mod:`fishsolve.notation.lines`; the canonical writer is
:mod:`fishsolve.notation.writer`.

The grammar is documented in ``docs/notation.md``. In short::

    # a comment               (anywhere; also at the end of a line)
    players: Asha Ben Cara Dev Eli Fay      (seating order; teams alternate)
    deck: standard            (optional: standard, no-sevens, jokers)
    rules: annul split-claims (optional)
    hand Asha: 2D 3D 4D 5D 7D QS KS AS      (zero, one, several or all hands)
    start: Ben                (optional; default: whoever acts first)
    dealer: Ben               (optional: who dealt; the dealer asks first, S-PT)
    question: who holds 6D?   (a puzzle: see fishsolve.game.question; optional answer key below)
    answer: Cara

    Ben asks Cara for 9C: no
    Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right
    Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Dev 6D
    Asha passes to Cara
    Ben has 3 cards

>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for 10h: yes\\n")
>>> log.events[0].card, log.events[0].answer
(Card('10H'), True)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.game.cards import Card, Deck, HalfSuit, is_card_token
from fishsolve.game.events import Comment, Event, GameLog, Redeal, Source
from fishsolve.game.options import RuleSet
from fishsolve.game.question import HOLDER, ClaimKey, Question
from fishsolve.game.table import Player, Table
from fishsolve.notation.eventlines import EventReader, is_verb
from fishsolve.notation.lines import (
    HEADER_RE,
    HEADER_WORDS,
    LINE_END_RE,
    Line,
    Tok,
    clip,
    quote,
    shorten,
)


class _Reader(EventReader):
    """Reads a log line by line; collects errors when lenient."""

    def __init__(self, text: str, path: str | None, lenient: bool) -> None:
        super().__init__()
        self.text = text
        self.path = path
        self.lenient = lenient
        self.errors: list[FishsolveError] = []
        self.rules = RuleSet()
        self.hands: dict[Player, frozenset[Card]] = {}
        self.start: Player | None = None
        self.dealer: Player | None = None
        self.redeals: list[Redeal] = []
        self.question: Question | None = None
        self.events: list[Event] = []
        self.comments: list[Comment] = []
        self.header_sources: dict[str, Source] = {}

    def fail(self, err: FishsolveError) -> None:
        if not self.lenient:
            raise err
        self.errors.append(err)

    def lines(self) -> Iterator[Line]:
        # LF, CRLF or a lone CR ends a line (as in editors, and as a file read in text mode);
        # str.splitlines would also split on form feeds, U+2028 and the like and shift every
        # line number after them.
        for number, raw in enumerate(LINE_END_RE.split(self.text), start=1):
            yield Line(number, raw, self.path)

    def read(self) -> GameLog | None:
        headers: list[tuple[str, Line]] = []
        body: list[Line] = []
        for line in self.lines():
            comment = _comment_of(line.text)
            if not line.tokens:
                if comment is not None:
                    self.comments.append(Comment(len(body), comment))
                continue
            match = HEADER_RE.match(line.text)
            if not match and (fixed := _missing_colon(line)) is not None:
                # A header typed without its colon would otherwise read as an event and make
                # every header after it "come after the first event": blame this line instead.
                key, at = fixed
                self.fail(
                    line.error(
                        f"a header needs a ':' after its name; did you mean '{clip(key)}:'?",
                        line.tokens[at].col if at < len(line.tokens) else None,
                    )
                )
                line.tokens.insert(at, Tok(":", line.tokens[at - 1].col))
                match = HEADER_RE.match(f"{key}:")
            if match:
                if body:
                    self.fail(
                        line.error(
                            "headers come before the first event",
                            1 + (len(line.text) - len(line.text.lstrip())),
                        )
                    )
                    continue
                key = re.sub(r"\s+", " ", match.group(1).strip())
                headers.append((key, line))
            else:
                body.append(line)
            if comment is not None:
                # A comment on a header line is kept above the headers: the canonical form
                # reorders headers, so it cannot stay on its line.
                self.comments.append(Comment(len(body), comment, inline=bool(body)))
        self._read_headers(headers, body)
        if self.table is None:
            return None
        for line in body:
            try:
                self.events.append(self._event(line))
            except FishsolveError as err:
                self.fail(err)
        return GameLog(
            table=self.table,
            rules=self.rules,
            hands=dict(self.hands),
            events=tuple(self.events),
            start=self.start,
            comments=tuple(self.comments),
            path=self.path,
            header_sources=dict(self.header_sources),
            question=self.question,
            dealer=self.dealer,
            redeals=tuple(self.redeals),
        )

    # -- headers ---------------------------------------------------------------------------

    def _read_headers(self, headers: list[tuple[str, Line]], body: list[Line]) -> None:
        order = [
            "players",
            "deck",
            "rules",
            "start",
            "dealer",
            "redeal",
            "hand",
            "question",
            "answer",
        ]
        unique: list[tuple[str, Line]] = []
        seen: set[str] = set()
        for key, line in headers:
            low = key.lower()
            if low in seen:
                self.fail(line.error(f"header {quote(key)} appears twice", line.tokens[0].col))
                continue
            # One answer line per half-suit; one redeal line per deal thrown in.
            if not low.startswith("hand ") and low not in ("answer", "redeal"):
                seen.add(low)
            unique.append((key, line))
        if "players" not in seen:
            first = headers[0][1] if headers else (body[0] if body else None)
            msg = "the log needs a 'players:' header naming the players in seat order"
            where = (
                Location(first.number, first.tokens[0].col, first.text, self.path)
                if first
                else Location(
                    1, 1, self.text.splitlines()[0] if self.text.strip() else "", self.path
                )
            )
            self.fail(NotationError(msg, where))
            return
        unique.sort(key=lambda kv: order.index(kv[0].lower().split()[0]))
        for key, line in unique:
            try:
                self._header(key, line)
            except FishsolveError as err:
                self.fail(err)
                if key.lower() == "players":
                    return

    def _header(self, key: str, line: Line) -> None:
        low = key.lower()
        colon = next(i for i, t in enumerate(line.tokens) if t.text == ":")
        values = line.tokens[colon + 1 :]
        self.header_sources[low if not low.startswith("hand ") else key] = line.source()
        if low == "players":
            names = [t for t in values if t.text not in (",", ";")]
            try:
                self.table = Table.from_names([t.text for t in names])
            except NotationError as err:
                col = names[0].col if names else None
                for tok in reversed(names):  # the last one: a name given twice is the 2nd
                    if repr(tok.text) in err.message:
                        col = tok.col
                        break
                message = err.message
                for tok in names:
                    message = shorten(message, tok.text)
                raise line.error(message, col) from None
            for player in self.table.players:
                self.header_sources[f"hand {player.name}"] = line.source()
            return
        if low == "deck":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected one deck name: standard, no-sevens or jokers",
                    values[0].col if values else None,
                )
            try:
                deck = RuleSet.parse_deck(words[0].text)
                RuleSet(deck=deck).hand_size(len(self.table or ()))
            except NotationError as err:
                raise line.error(shorten(err.message, words[0].text), words[0].col) from None
            self.deck = deck
            self.rules = RuleSet.parse(list(self.rules.tokens()), self.deck)
            return
        if low == "rules":
            words = [t for t in values if t.text not in (",", ";")]
            for tok in words:
                try:
                    RuleSet.parse([tok.text], self.deck, partial=True)
                except NotationError as err:
                    raise line.error(shorten(err.message, tok.text), tok.col) from None
            try:
                self.rules = RuleSet.parse([t.text for t in words], self.deck)
                if self.table is not None:
                    self.rules.hand_size(len(self.table))  # a preset's table size
            except NotationError as err:
                raise line.error(err.message, words[0].col) from None
            return
        assert self.table is not None
        if low == "start":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected the name of the player who starts", values[0].col if values else None
                )
            self.start = self._player(line, words[0])
            return
        if low == "dealer":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected the name of the player who dealt", values[0].col if values else None
                )
            self.dealer = self._player(line, words[0])
            if self.start is not None and self.start != self.dealer:
                raise line.error(
                    f"the dealer asks first (S-PT: 'O dador pergunta primeiro'), but 'start:' "
                    f"names {self.start.name}; keep one of the two headers",
                    words[0].col,
                )
            return
        if low == "redeal":
            self._redeal(line, values)
            return
        if low == "question":
            self._question(line, values)
            return
        if low == "answer":
            self._answer(line, values)
            return
        # hand NAME: cards
        name_tok = line.tokens[1]
        player = self._player(line, name_tok)
        self.header_sources.pop(key, None)
        self.header_sources[f"hand {player.name}"] = line.source()
        if player in self.hands:
            raise line.error(f"{player.name}'s hand is given twice", name_tok.col)
        cards: list[Card] = []
        for tok in values:
            if tok.text in (",", ";"):
                continue
            card = self._card(line, tok)
            if card in cards:
                raise line.error(f"{card} is listed twice", tok.col)
            for other, hand in self.hands.items():
                if card in hand:
                    raise line.error(f"{card} is already in {other.name}'s hand", tok.col)
            cards.append(card)
        size = self.rules.hand_size(len(self.table))
        if len(cards) != size:
            raise line.error(
                f"{player.name}'s hand lists {len(cards)} cards; each player is dealt {size}",
                values[0].col if values else None,
            )
        self.hands[player] = frozenset(cards)

    def _redeal(self, line: Line, values: list[Tok]) -> None:
        """``redeal: 7D exposed by Ben`` (every part optional): a deal thrown in (S-PT §02)."""
        words = [t for t in values if t.text not in (",", ";")]
        cards: list[Card] = []
        by: Player | None = None
        at = 0
        while at < len(words) and words[at].low not in ("exposed", "by"):
            card = self._card(line, words[at])
            if card in cards:
                raise line.error(f"{card} is listed twice", words[at].col)
            cards.append(card)
            at += 1
        if at < len(words) and words[at].low == "exposed":
            at += 1
        if at < len(words) and words[at].low == "by":
            if at + 1 >= len(words):
                raise line.error("expected the name of the player who exposed the card after 'by'")
            by = self._player(line, words[at + 1])
            at += 2
        if at < len(words):
            raise line.error(
                "expected 'redeal: CARD exposed by NAME' (every part optional)", words[at].col
            )
        self.redeals.append(Redeal(tuple(cards), by, line.source()))

    def _question(self, line: Line, values: list[Tok]) -> None:
        """``question: who holds 6D?`` (or ``holder 6D``) / ``question: what can you claim?``."""
        words = [t for t in values if t.text not in (",", ";", "?")]
        texts = [t.low.removesuffix("?") for t in words]
        if texts and is_card_token(texts[-1]) and texts[:-1] in ([], ["holder"], ["who", "holds"]):
            card = self._card(line, Tok(words[-1].text.removesuffix("?"), words[-1].col))
            self.question = Question.who_holds(card)
        elif texts in (["claim"], ["what", "can", "you", "claim"]):
            self.question = Question.what_claims()
        else:
            raise line.error(
                "expected the question 'who holds CARD?' or 'what can you claim?'",
                words[0].col if words else None,
            )

    def _answer(self, line: Line, values: list[Tok]) -> None:
        """``answer: Cara`` (a holder) / ``answer: low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D``."""
        question = self.question
        first = values[0].col if values else None
        if question is None:
            raise line.error("an answer needs a 'question:' header", line.tokens[0].col)
        if question.kind == HOLDER:
            if question.holder is not None:
                raise line.error("a holder question has one answer line", line.tokens[0].col)
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error("expected the name of the player who holds the card", first)
            assert question.card is not None
            self.question = Question.who_holds(question.card, self._player(line, words[0]))
            return
        line.pos = next(i for i, t in enumerate(line.tokens) if t.text == ":") + 1
        words = []
        while (tok := line.peek()) is not None and tok.text != ":":
            words.append(tok)
            line.pos += 1
        if not words:
            raise line.error("expected a half-suit, e.g. 'low diamonds: Asha 2D 3D ...'", first)
        half = self._half_suit(line, words)
        line.expect(":", "':' after the half-suit, then the owner of each card")
        owners = self._holders(line, half, "answer", stop=set())
        line.done("the owners")
        self._all_six(line, half, owners, "the answer", "name the owner", words[0].col)
        keys = list(question.claims or ())
        if any(k.half_suit == half for k in keys):
            raise line.error(f"{half.name} are answered twice", words[0].col)
        keys.append(ClaimKey(half, owners))
        keys.sort(key=lambda k: self.deck.half_suits.index(k.half_suit))
        self.question = Question.what_claims(tuple(keys))


def _missing_colon(line: Line) -> tuple[str, int] | None:
    """A header written without its colon: its key (``hand Ana``) and where the colon belongs.

    Only a header word followed by something other than an event's verb counts, so a player
    called Start or Hand still acts in events (``Start asks Bo for 9C: no``).
    """
    toks = line.tokens
    first = toks[0].low
    if first in HEADER_WORDS:
        at = 1
    elif first == "hand" and len(toks) > 1 and toks[1].text not in (":", ",", ";"):
        at = 2
    else:
        return None
    if len(toks) > 1 and (toks[1].text in (":", ",", ";") or is_verb(toks[1].text)):
        return None
    if at < len(toks) and toks[at].text == ":":
        return None
    return " ".join(t.text for t in toks[:at]), at


def _comment_of(text: str) -> str | None:
    if "#" not in text:
        return None
    return text.split("#", 1)[1].strip()


def parse_log(text: str, path: str | None = None) -> GameLog:
    """Read a log, raising the first :class:`NotationError` found."""
    log = _Reader(text, path, lenient=False).read()
    assert log is not None
    return log


def parse_log_lenient(
    text: str, path: str | None = None
) -> tuple[GameLog | None, list[FishsolveError]]:
    """Read a log, skipping bad lines; returns the log (None without players) and every error."""
    reader = _Reader(text, path, lenient=True)
    log = reader.read()
    # Headers and events are read in two passes; report the errors in file order.
    errors = sorted(
        reader.errors, key=lambda e: (e.location.line, e.location.column) if e.location else (0, 0)
    )
    return log, errors


def is_header_line(text: str) -> bool:
    """True if ``text`` is a header line (``players: ...``, ``hand Asha: ...``, ...)."""
    return HEADER_RE.match(text) is not None


def parse_event(log: GameLog, text: str, number: int, path: str | None = None) -> Event:
    """Read one event line, written as line ``number`` of ``log``'s file (a game being typed).

    Names and the deck are ``log``'s; errors are located at ``number`` and the line's columns.
    A comment at the end of the line is left out (see :func:`inline_comment`).

    >>> log = parse_log("players: A1 B1 A2 B2 A3 B3")
    >>> parse_event(log, "a1 asks b1 for 10h: yes  # ok", 3).source.line
    3

    Raises:
        NotationError: the line is no event (a header, blank, or a bad event).
    """
    reader = _Reader(text, path, lenient=False)
    reader.table = log.table
    reader.deck = log.rules.deck
    line = Line(number, text, path)
    if is_header_line(text):
        raise line.error(
            "headers come before the first event", 1 + (len(text) - len(text.lstrip()))
        )
    if not line.tokens:
        raise line.error("expected an event (an ask, a claim, a pass, a count or a correction)")
    return reader._event(line)


def inline_comment(text: str) -> str | None:
    """The comment at the end of ``text`` (after ``#``), trimmed, or None."""
    return _comment_of(text)


def parse_holders(
    text: str, table: Table, deck: Deck, half_suit: HalfSuit, where: str | None = None
) -> tuple[tuple[Card, Player], ...]:
    """Read owners written as in a claim, ``Asha 2D 3D, Cara 6D``, for one half-suit.

    >>> from fishsolve.game.cards import STANDARD
    >>> from fishsolve.game.events import format_holders
    >>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    >>> ld = STANDARD.parse_half_suit("LD")
    >>> format_holders(parse_holders("asha 2d 3d, cara 6d", t, STANDARD, ld))
    'Asha 2D 3D, Cara 6D'
    """
    reader = _Reader(text, where, lenient=False)
    reader.table = table
    reader.deck = deck
    line = Line(1, text, where)
    holders = reader._holders(line, half_suit, "owners", stop=set())
    line.done("the owners")
    return holders
