"""Reading the text notation of a game log: the forgiving reader and its headers.

Owns the reader's entry points (:func:`parse_log`, :func:`parse_log_lenient`, :func:`parse_event`
and :func:`parse_holders`) and the split of a log into headers, events and comments. Each header
line is read by :class:`~fishsolve.literature.notation.headers.HeaderReader`, each event line by
:class:`~fishsolve.literature.notation.eventlines.EventReader`, on the tokens of
:mod:`fishsolve.text.lines`; the canonical writer is :mod:`fishsolve.literature.notation.writer`.

The grammar is documented in ``docs/notation.md``. In short::

    # a comment               (anywhere; also at the end of a line)
    players: Asha Ben Cara Dev Eli Fay (seating order; teams alternate) deck: standard (optional:
    standard, no-sevens, jokers) rules: annul split-claims (optional) hand Asha: 2D 3D 4D 5D 7D QS
    KS AS (zero, one, several or all hands) start: Ben (optional; default: whoever acts first)
    dealer: Ben (optional: who dealt; the dealer asks first, S-PT) question: who holds 6D? (a
    puzzle: see fishsolve.literature.game.question; optional answer key below) answer: Cara

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

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.literature.decks import Deck, HalfSuit
from fishsolve.literature.game.events import Event, GameLog, Redeal
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.question import Question
from fishsolve.literature.notation.eventlines import is_verb
from fishsolve.literature.notation.headers import HeaderReader
from fishsolve.seating import Player, Table
from fishsolve.text.lines import HEADER_RE, HEADER_WORDS, LINE_END_RE, Line, Tok, clip, quote
from fishsolve.text.source import Comment, Source, below_headers


class _Reader(HeaderReader):
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
        below: list[int] = []  # comments on lines of their own since the last header
        for line in self.lines():
            comment = _comment_of(line.text)
            if not line.tokens:
                if comment is not None:
                    if headers and not body:
                        below.append(len(self.comments))
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
                below.clear()  # a header follows them: they stay above the headers
            else:
                body.append(line)
            if comment is not None:
                # A comment on a header line is kept above the headers: the canonical form
                # reorders headers, so it cannot stay on its line.
                self.comments.append(Comment(len(body), comment, inline=bool(body)))
        below_headers(self.comments, below)
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
            "format",
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

    >>> from fishsolve.literature.decks import STANDARD
    >>> from fishsolve.literature.game.events import format_holders
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
