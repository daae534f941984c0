"""A seat's view with a hand the log does not hold: the hand typed on one phone, kept off the log.

The shared log is the table's record (and the table display shows it): a player who may keep
notes (a casual game, practice) types their own hand on their own page, and it must not go into
the log. The server keeps, in a private folder of its own (not the game's folder), a copy of the
log with the hand's header added — ``hand SEAT: CARDS``, the header both families' notations
share — and feeds it every line the log gains, through the same live session as any log
(:func:`fishsolve.families.open_live`). The copy's analysis is the seat's view.

The hand goes in where the session needs it: before the first event (a seat's session refuses an
event until the seat's hand is known; a session that took the event without it is taken back
one event and given the hand first), or after the headers while the log has no event. An ``undo``
of the log is an ``undo`` of the copy; anything else that shortens the log starts the copy again.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from fishsolve.errors import FishsolveError, UsageError
from fishsolve.live.session import UNDO, LiveSession, NewLog, Step

BOM = "\ufeff"


def log_lines(text: str | None) -> list[str]:
    """The lines of a log's text, as a session is fed them (no line ends, no byte-order mark).

    >>> log_lines("players: A B C\\r\\n\\nA asks B for 2C: no\\n"), log_lines(None)
    (['players: A B C', '', 'A asks B for 2C: no'], [])
    """
    return [] if text is None else text.removeprefix(BOM).splitlines()


class PrivateCopy:
    """The view of ``seat`` with ``hand`` added to the log, in a copy kept in ``folder``."""

    def __init__(self, folder: Path, seat: str, hand: str, name: str = "") -> None:
        self.folder = folder
        self.name = name
        """The log's name, that the copy's messages are given under."""
        self.seat = seat
        self.hand_line = f"hand {seat}: {' '.join(hand.split())}"
        self.session: LiveSession | None = None
        self.fed: list[str] = []
        """The log's lines fed to the copy so far."""
        self.marks: list[int] = []
        """The copy's events after each line fed."""
        self.hand_in = False
        self.error: FishsolveError | None = None
        """Why the copy cannot follow the log (the hand refused, or contradicted by a line)."""
        self._failed_on: list[str] = []

    def follow(self, text: str | None) -> Step | None:
        """Bring the copy to the log's ``text``; the step of the last line fed (None: nothing
        fed), or the refused step of the line (or hand) it could not take."""
        lines = log_lines(text)
        if self.error is not None:
            if lines == self._failed_on:
                return None
            self._restart()
        same = 0
        for mine, theirs in zip(self.fed, lines, strict=False):
            if mine != theirs:
                break
            same += 1
        if same < len(self.fed) and not self._cut(same):
            self._restart()
        last: Step | None = None
        for line in lines[len(self.fed) :]:
            step = self._feed(line)
            if not step.ok:
                return self._failed(step, lines)
            last = step
        if not self.hand_in and self._started() and self.events == 0:
            step = self._take_hand()
            if not step.ok:
                return self._failed(step, lines)
        if last is not None and last.report is not None:
            last = replace(last, report=self.in_log(last.report))
        return last

    @property
    def events(self) -> int:
        """How many events the copy has."""
        return 0 if self.session is None else self.session.events

    def opening(self) -> Step:
        """The position of the copy now: the seat's view."""
        if self.error is not None:
            return Step("open", self.seat, None, "", error=self.error)
        if self.session is None:
            return Step("open", self.seat, None, "")
        step = self.session.opening()
        if step.error is not None:
            return replace(step, error=self._in_log(step.error))
        return replace(step, report=self.in_log(step.report))

    def in_log(self, report: Any) -> Any:
        """A report of the copy said of the log: the log's name (``file``), the log's line of
        its event (``line``)."""
        if report is None or not is_dataclass(report) or isinstance(report, type):
            return report
        names = {f.name for f in fields(report)}
        changed: dict[str, Any] = {}
        if "file" in names and self.name:
            changed["file"] = self.name
        line = getattr(report, "line", None) if "line" in names else None
        if isinstance(line, int):
            lines, _ = self._lines_in_log()
            changed["line"] = lines.get(line, line)
        return replace(report, **changed)

    def _in_log(self, err: FishsolveError) -> FishsolveError:
        """``err`` of the copy said of the log: its file is the log, its lines the log's (the
        copy's file has the hand's line more, and may keep blank lines otherwise), a reference
        to the hand's line is to the hand typed."""
        if type(err).__init__ is not FishsolveError.__init__:
            return err  # an error of its own shape (an option's): no file, no line
        lines, hand = self._lines_in_log()

        def said(found: re.Match[str]) -> str:
            on, word, n = found.group(1) or "", found.group(2), int(found.group(3))
            if n == hand:
                return "in the hand you typed"
            return f"{on}{word} {lines.get(n, n)}"

        message = re.sub(r"\b(on |at )?(line|lines) (\d+)\b", said, err.message)
        location = err.location
        if location is not None:
            line = lines.get(location.line, location.line)
            location = replace(location, path=self.name or location.path, line=line)
        return type(err)(message, location)

    def _lines_in_log(self) -> tuple[dict[int, int], int | None]:
        """The log's line number of each line of the copy's file (and of the line after its
        last: the line being fed), and the copy's line number of the hand (None: none)."""
        session = self.session
        inner = session.session if isinstance(session, NewLog) else session
        mine = [] if inner is None else log_lines(inner.file.text)
        lines: dict[int, int] = {}
        hand = None
        at = 0
        for n, line in enumerate(mine, start=1):
            if hand is None and self.hand_in and line == self.hand_line:
                hand = n
                continue
            while at < len(self.fed) and self.fed[at] != line:
                at += 1
            if at < len(self.fed):
                lines[n] = at + 1
                at += 1
        lines[len(mine) + 1] = len(self.fed) + 1
        return lines, hand

    # -- inside -----------------------------------------------------------------------------

    def _restart(self) -> None:
        path = self.folder / f"{secrets.token_hex(8)}.fish"
        from fishsolve.families import open_live

        self.session = open_live(path, self.seat)
        self.fed, self.marks = [], []
        self.hand_in = False
        self.error = None
        self._failed_on = []

    def _failed(self, step: Step, lines: list[str]) -> Step:
        assert step.error is not None
        self.error = self._in_log(step.error)
        self._failed_on = lines
        return replace(step, error=self.error)

    def _started(self) -> bool:
        """Whether the copy's log exists (its headers made one)."""
        session = self.session
        return session is not None and (not isinstance(session, NewLog) or bool(session.session))

    def _take_hand(self) -> Step:
        assert self.session is not None
        step = self.session.feed(self.hand_line)
        if step.ok:
            self.hand_in = True
            return step
        assert step.error is not None
        # Said of the hand typed: the copy's file is the server's own, not the page's.
        why = UsageError(f"your hand ({self.hand_line}): {step.error.message}")
        return Step("refused", self.seat, None, self.hand_line, error=why)

    def _feed(self, line: str) -> Step:
        if self.session is None:
            self._restart()
        assert self.session is not None
        before = self.events
        started = self._started()
        step = self.session.feed(line)
        if not self.hand_in and started and before == 0:
            if not step.ok:
                # A seat's session takes no event before the seat's hand: the hand first.
                hand = self._take_hand()
                if not hand.ok:
                    return hand
                step = self.session.feed(line)
            elif self.events == 1:
                # Taken without the hand: back one event, the hand, the event again.
                self.session.feed(UNDO)
                hand = self._take_hand()
                if not hand.ok:
                    return hand
                step = self.session.feed(line)
        if step.ok:
            self.fed.append(line)
            self.marks.append(self.events)
        return step

    def _cut(self, keep: int) -> bool:
        """Take the copy back to the log's first ``keep`` lines by ``undo`` (False: it cannot)."""
        assert self.session is not None
        want = self.marks[keep - 1] if keep else 0
        while self.events > want:
            if not self.session.feed(UNDO).ok:
                return False
        self.fed, self.marks = self.fed[:keep], self.marks[:keep]
        return self._mirrors()

    def _mirrors(self) -> bool:
        """Whether the copy's file is the log's lines fed so far, plus the hand."""
        session = self.session
        inner = session.session if isinstance(session, NewLog) else session
        if inner is None:
            return not any(line.strip() and not line.startswith("#") for line in self.fed)
        mine = [line for line in log_lines(inner.file.text) if line.strip()]
        if self.hand_in:
            if self.hand_line not in mine:
                return False
            mine.remove(self.hand_line)
        return mine == [line for line in self.fed if line.strip()]
