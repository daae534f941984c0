"""A live session of a Go Fish family game (Go Fish, Authors, Simplified Fish): the log on disk
grows one typed line at a time, each line checked and analysed before it is written.

The same contract as Literature's :class:`~fishsolve.literature.live.session.LiveSession`: a typed
line is read with the log (the family's notation, :mod:`fishsolve.gofish.notation.text`), replayed
under the rules (:mod:`fishsolve.gofish.game.replay`), checked for consistency (does any deal and
stock order still fit?), analysed (the position's `analyze` report with the on-turn seat's asks
priced; past the exact count's budget its chances are estimates with their 95% intervals, as
`analyze --precision 4` gives them: :data:`PRECISION`), and only then written atomically
(:mod:`fishsolve.live.logtext`). Each position is analysed with the report before it at hand:
what it proved impossible where the event moved no card is not asked again
(:mod:`fishsolve.gofish.deduce.carry`: the report is the one `analyze` makes; only the time
differs). The step
says what the event changed in the view
(:mod:`fishsolve.gofish.live.changes`: the reports before and after compared) and completes the
next word (:mod:`fishsolve.gofish.live.words`). A refused line changes nothing; ``undo`` cuts the
log back before its last event.

The consistency is what the analysis finds when the view uses everything the log records
(:meth:`~fishsolve.gofish.deduce.perspective.Knowledge.complete`); otherwise the CP-SAT model of
the whole record (:mod:`fishsolve.gofish.deduce.questions`) is asked first.

Go Fish logs are short (a family game is about a hundred lines), so each line is read with the
whole log rather than one step of an incremental replay.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import ClassVar, NoReturn

from fishsolve.errors import FishsolveError, InconsistentLog, UsageError
from fishsolve.files import shown
from fishsolve.gofish.deduce.engines import analyze_steps
from fishsolve.gofish.deduce.model import Undecided
from fishsolve.gofish.deduce.perspective import Knowledge
from fishsolve.gofish.deduce.questions import first_impossible_sat
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.live.changes import fish_changes
from fishsolve.gofish.live.words import suggest_fish
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.reports.analyze import analyze_fish_log, viewer_of
from fishsolve.gofish.reports.report import FishAnalysisReport
from fishsolve.live.logtext import LogText, write
from fishsolve.live.session import LiveSession, Step
from fishsolve.text.reading import is_json

SAMPLES = 4
"""The precision of live's reports: a line's report is the one `analyze --at N --odds
--precision 4` gives. Half `analyze`'s default: at the table an event's answer waits for it, and
it buys the exact count half `analyze`'s budget (:func:`.analyze_steps`) and the estimate past it
half the samples (docs/performance.md, "Live")."""

PRECISION: int | None = SAMPLES
"""Samples of the estimates a position past the exact count's budget is given (None: no
estimate; the benchmarks' comparison, the exact count's budget kept)."""

_PLAYERS_RE = re.compile(r"^\s*players\s*:", re.IGNORECASE | re.MULTILINE)
"""A ``players:`` header: what a new log needs before it can be written."""


class FishLiveSession(LiveSession):
    """A Go Fish family log being played: feed it typed lines with :meth:`feed`."""

    help: ClassVar[str] = (
        "an event (Ben asks Cara for 8: go fish), # comment, undo, redo, grid, quit"
    )

    def __init__(self, path: Path | str, perspective: str | None = None) -> None:
        """Open the text log at ``path`` (it must exist and hold the game's headers).

        ``perspective``: a player's name, ``public`` or ``full``; None: the log's one known
        hand, or the public view.

        Raises:
            UsageError: no such file, or a JSON log; the notation's, the rules' and the
                consistency's errors for a log ``check`` would refuse.
        """
        super().__init__(path, perspective)
        if not self.path.exists():
            raise UsageError(
                f"{shown(self.path)}: no such file; write the game's headers first (game:, "
                "players:, ...), then follow it live"
            )
        self.file = LogText.open(self.path.resolve())
        if is_json(self.path, self.file.parsed):
            raise UsageError(
                f"{shown(self.path)}: a JSON log; live writes the text notation (convert it "
                "first: fishsolve convert GAME --to text -o GAME.fish)"
            )
        self.log, self.replay = self._read(self.file.parsed)
        self.reports: list[FishAnalysisReport] = []
        self._consistent(self.log, self.replay)

    @property
    def events(self) -> int:
        """How many events the log has."""
        return len(self.log.events)

    def _read(self, text: str) -> tuple[FishLog, FishReplay]:
        log = parse_fish_log(text.removeprefix("\ufeff"), self.name)
        return log, replay(log)

    def _consistent(self, log: FishLog, rep: FishReplay) -> None:
        try:
            found = first_impossible_sat(log, rep)
        except Undecided as err:
            raise InconsistentLog(f"could not decide whether any deal fits ({err})") from None
        if found is None:
            return
        event = log.events[found - 1] if found else None
        where = event.source.at() if event is not None and event.source else None
        raise InconsistentLog(
            "no deal of the cards and order of the stock fits the log once this line is added",
            where,
        )

    def report(self) -> FishAnalysisReport:
        """The report of the current position (computed once per position)."""
        if not self.reports or self.reports[-1].at != self.events:
            self.reports.append(_analyzed(self.log, self.replay, self.name, self.perspective))
        return self.reports[-1]

    def opening(self) -> Step:
        """The position the session starts from."""
        try:
            return Step("open", self.name, None, "", report=self.report())
        except FishsolveError as err:
            return Step("open", self.name, None, "", error=err)

    def grid(self) -> FishAnalysisReport:
        """The whole analysis of the current position (the same report: its grid is shown)."""
        return self.report()

    def suggest(self, text: str) -> str | None:
        """``text`` with its last word completed (:mod:`fishsolve.gofish.live.words`), or None;
        from the public state and the view's report of the position when it is already made
        (completion never starts an analysis)."""
        known = self.reports[-1] if self.reports and self.reports[-1].at == self.events else None
        return suggest_fish(self.log, self.replay.final, known, text)

    def risk(self, text: str) -> NoReturn:
        """Go Fish has no claims to risk."""
        raise UsageError("risk prices a Literature claim; Go Fish has none (see the asks)")

    @classmethod
    def start(cls, path: Path, text: str, perspective: str | None) -> FishLiveSession | None:
        """The session of a new log whose typed lines so far are ``text`` (``game:`` first,
        comments, then ``players:`` and the other headers), its file written once they make a
        log; None while they hold no more than the game.

        Raises:
            NotationError: the lines do not make a log; UsageError: they hold an event.
        """
        if not _PLAYERS_RE.search(text):
            parse_fish_log(text + "players: A B\n", str(path))  # the game and rules, checked
            return None
        log = parse_fish_log(text, str(path))
        if log.events:
            raise UsageError("a new log starts with its headers (game:, then players:)")
        replay(log)
        write(path, text, exclusive=True)
        return cls(path, perspective)

    def _line(self, raw: str, number: int) -> Step:
        text = self.file.plus(raw)
        log, rep = self._read(text)
        if not log.events and not self.log.events:
            # A header while the log has no event: the whole log read again, then kept.
            self.file.replace(text)
            self.log, self.replay = log, rep
            self.reports.clear()
            return Step("header", self.name, number, raw)
        if len(log.events) != self.events + 1:
            raise UsageError("one event per line (headers come before the first event)")
        # The report before the line: what it proved impossible where the event moves no card
        # is not asked again; after a position past the count's budget the next one nearly
        # always is too, so its proofs start beside the count at once (the same report; only
        # the time differs).
        last = self.reports[-1] if self.reports and self.reports[-1].at == self.events else None
        early = last is not None and not last.exact
        if Knowledge(log, viewer_of(log, self.perspective)).complete():
            # The view uses everything the log records: its analysis finds a deal that fits
            # the whole log, or raises (worded below as for any view). No second solve.
            try:
                report = _analyzed(log, rep, self.name, self.perspective, last, early)
            except InconsistentLog:
                self._consistent(log, rep)
                raise
        else:
            self._consistent(log, rep)
            report = _analyzed(log, rep, self.name, self.perspective, last, early)
        before = self._previous()
        self.file.replace(text)
        self.log, self.replay = log, rep
        self.reports.append(report)
        found = fish_changes(before, report) if before is not None else None
        return Step("event", self.name, number, raw, report=report, changes=found)

    def _previous(self) -> FishAnalysisReport | None:
        # The report of the position before the line (None when it cannot be had).
        try:
            return self.report()
        except FishsolveError:
            return None

    def undo(self) -> Step:
        """Cut the log back before its last event's line (and the comments after it).

        Raises:
            UsageError: the log has no event, or the file changed on disk.
        """
        if not self.log.events:
            raise UsageError("nothing to undo: the log has no event")
        last = self.log.events[-1].source
        line = last.line if last is not None else self.file.next_line - 1
        text = self.file.cut(line)
        log, rep = self._read(text)
        self.file.replace(text)
        self.log, self.replay = log, rep
        while self.reports and self.reports[-1].at > self.events:
            self.reports.pop()
        return Step("undo", self.name, line, last.text if last else "", report=self.report())


def _analyzed(
    log: FishLog,
    rep: FishReplay,
    name: str,
    perspective: str | None,
    before: FishAnalysisReport | None = None,
    early: bool = False,
) -> FishAnalysisReport:
    """The position's report as ``fishsolve analyze --at N --odds --precision 4`` makes it:
    past the exact count's budget (:data:`SAMPLES`), its chances estimated with
    :data:`PRECISION` samples (each labelled an estimate, with its 95% interval) beside the
    proved counts. ``before``, ``early``: ``analyze_fish_log``'s (the time differs, not the
    report)."""
    return analyze_fish_log(
        log,
        rep,
        name,
        perspective,
        odds=True,
        precision=PRECISION,
        rank_steps=analyze_steps(SAMPLES),
        before=before,
        early=early,
    )
