"""Reading the text notation of a Go Fish family log.

The grammar (docs/gofish.md)::

    game: go-fish              (go-fish, authors or simplified-fish; this header comes first)
    players: Ana Bo Cy         (2 to 6, in order to the left)
    rules: pairs points        (optional: pairs, continuous, no-look, points, lucky-rank)
    deck: 2 3 4 5 6            (optional: the ranks in play, for small games)
    deal: 5                    (optional: cards dealt to each; default 7 for 2-3 players, 5 for 4-6)
    refill: 3                  (optional: cards drawn when a hand empties; default 5)
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

A log is split here into its headers, read by :mod:`fishsolve.gofish.notation.headers`, and its
event lines, read by :mod:`fishsolve.gofish.notation.eventlines`.

>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo Cy\\nAna asks Bo for jacks: 2\\n")
>>> log.events[0].rank, log.events[0].given
(<Rank.JACK: 11>, 2)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.gofish.game.events import FishEvent, FishLog
from fishsolve.gofish.notation.headers import HeaderReader
from fishsolve.text.lines import LINE_END_RE, Line, quote
from fishsolve.text.source import Comment, below_headers

HEADERS = (
    "game",
    "format",
    "players",
    "rules",
    "deck",
    "deal",
    "refill",
    "stock",
    "start",
    "question",
    "answer",
)
_HEADER_RE = re.compile(
    r"^\s*(game|format|players|rules|deck|deal|refill|stock|start|question|answer|hand\s+[^\s:#]+)\s*:",
    re.IGNORECASE | re.ASCII,
)


class _FishReader(HeaderReader):
    def lines(self) -> Iterator[Line]:
        for number, text in enumerate(LINE_END_RE.split(self.text), start=1):
            yield Line(number, text, self.path)

    # -- the whole log -------------------------------------------------------------------------

    def read(self) -> FishLog | None:
        headers: dict[str, Line] = {}
        hand_lines: list[tuple[str, Line]] = []
        body: list[Line] = []
        below: list[int] = []  # comments on lines of their own since the last header
        for line in self.lines():
            comment = line.text.split("#", 1)[1].strip() if "#" in line.text else None
            if not line.tokens:
                if comment is not None:
                    if (headers or hand_lines) and not body:
                        below.append(len(self.comments))
                    self.comments.append(Comment(len(body), comment))
                continue
            match = _HEADER_RE.match(line.text)
            if match:
                below.clear()  # a header follows them: they stay above the headers
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
        below_headers(self.comments, below)
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
        if self.seating is not None and "players" in headers:
            try:
                self.rules.check_table(len(self.seating))
            except NotationError as err:
                self.fail(headers["players"].error(err.message))
            else:
                try:
                    self.rules.check_deal(len(self.seating))
                except NotationError as err:
                    # Where the deal was set: its own header, else the deck's, else the table's.
                    said = headers.get("deal") or headers.get("deck") or headers["players"]
                    values = self.values(said)
                    self.fail(said.error(err.message, values[0].col if values else None))
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
