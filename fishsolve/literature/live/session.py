"""A live session: a log on disk that grows one typed line at a time, analysed as it grows.

Each typed line is read in the context of the log's headers (its names and deck; errors carry the
line, the column and the caret the notation gives), replayed by one step of
:class:`~fishsolve.literature.game.replay.LiveReplay`, checked for consistency (does any deal still
fit every known hand and every event?), and only then written: the file on disk is always a log
``fishsolve check`` accepts, holding every line accepted so far (:mod:`fishsolve.live.logtext`). The
analysis after it is the `analyze --brief` report of the new position, computed by an
:class:`~fishsolve.literature.deduce.analysis.Analyzer` extended by the one event, with what the
event changed in the view (:mod:`fishsolve.literature.live.changes`).

A refused line changes nothing: neither the file nor the session. ``undo`` cuts the log back
before its last event's line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import ClassVar

from fishsolve.errors import FishsolveError, InconsistentLog, Location, UsageError
from fishsolve.files import shown
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.perspective import perspectives
from fishsolve.literature.game.events import Event, GameLog
from fishsolve.literature.game.replay import LiveReplay
from fishsolve.literature.live.changes import changes
from fishsolve.literature.live.words import suggest
from fishsolve.literature.notation.text import (
    is_header_line,
    parse_event,
    parse_holders,
    parse_log,
)
from fishsolve.literature.reports.analyze import AnalysisReport, analysis_report
from fishsolve.literature.reports.risk import RiskReport, risk_report
from fishsolve.live.logtext import LogText, write
from fishsolve.live.session import LiveSession, Step
from fishsolve.text.reading import is_json


def header_text(
    players: Sequence[str],
    *,
    deck: str | None = None,
    rules: Sequence[str] = (),
    hands: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """The header lines of a new log: players, deck (if not standard), rules, known hands."""
    lines = [f"players: {' '.join(players)}"]
    if deck:
        lines.append(f"deck: {deck}")
    if rules:
        lines.append(f"rules: {' '.join(rules)}")
    lines += [f"hand {name}: {' '.join(cards)}" for name, cards in (hands or {}).items()]
    return "".join(line + "\n" for line in lines)


class LiteratureSession(LiveSession):
    """A Literature log being played: feed it typed lines with :meth:`feed`."""

    help: ClassVar[str] = "an event, # comment, undo, redo, grid, risk HALF-SUIT[: OWNERS], quit"

    def __init__(
        self, path: Path | str, perspective: str | None = None, *, checked: bool = True
    ) -> None:
        """Open the text log at ``path``.

        ``perspective``: a player's name, ``public`` or ``team:A``; None: the log's one known
        hand, or the public view when it gives none or several. ``checked``: analyse the
        position first (a log just made of headers is not: its hands may still come).

        Raises:
            UsageError: a JSON or Go Fish log, or a file that cannot be read.
            NotationError, RuleError, InconsistentLog: the log on disk is not one ``check``
                accepts (fix it first).
        """
        super().__init__(path, perspective)
        self.log: GameLog | None = None
        self.reports: list[AnalysisReport] = []
        """The reports of this session's positions, the current one last."""
        # Through a symbolic link, the file it names is rewritten (the link stays a link).
        self.file = LogText.open(self.path.resolve())
        if is_json(self.path, self.file.parsed):
            raise UsageError(
                f"{shown(self.path)}: a JSON log; live writes the text notation (convert it "
                "first: fishsolve convert GAME --to text -o GAME.fish)"
            )
        self._load()
        problem = self.report().inconsistency if checked else None
        if problem is not None:
            raise InconsistentLog(
                f"no deal fits the log after event {problem.event}: {problem.text}; fix the "
                "file first",
                Location(problem.line or 1, 1, "", self.name),
            )

    @classmethod
    def create(
        cls, path: Path | str, header: str, perspective: str | None = None
    ) -> LiteratureSession:
        """Write a new log of ``header`` (see :func:`header_text`) at ``path`` and open it.

        Raises:
            UsageError: ``path`` exists.
            NotationError: the headers do not make a log.
        """
        log = parse_log(header, str(path))
        LiveReplay(log)
        write(Path(path), header, exclusive=True)
        return cls(path, perspective)

    @classmethod
    def start(cls, path: Path, text: str, perspective: str | None) -> LiteratureSession:
        """The session of a new log whose typed lines so far are ``text`` (comments, then the
        line that makes a log of them: ``players:``), its file written.

        Raises:
            NotationError: the lines do not make a log; UsageError: they hold an event.
        """
        log = parse_log(text, str(path))
        if log.events:
            raise UsageError("a new log starts with its headers (players: first)")
        LiveReplay(log)
        write(path, text, exclusive=True)
        return cls(path, perspective, checked=False)

    # -- the state -----------------------------------------------------------------------

    def _load(self) -> None:
        """Read, replay and analyse the file's text (on opening, and after an undo)."""
        log = parse_log(self.file.parsed, self.name)
        self._check = LiveReplay(log)  # strict: the file must be a log `check` accepts
        self.analyzer = Analyzer(log, count_budget=None)
        self.log = log

    @property
    def events(self) -> int:
        """How many events the log has."""
        return len(self.log.events) if self.log is not None else 0

    def spec(self) -> str:
        """The perspective the analysis takes, as `analyze --as` names it.

        Raises:
            OptionError: a perspective the log cannot give (a hand it lacks).
        """
        assert self.log is not None
        if self.perspective is not None:
            perspectives(self.log, self.perspective)
            return self.perspective
        known = self.log.known_players
        return known[0].name if len(known) == 1 else "public"

    def report(self) -> AnalysisReport:
        """The report of the current position (computed once per position).

        Raises:
            OptionError: a perspective the log cannot give.
        """
        if not self.reports or self.reports[-1].at != self.events:
            self.reports.append(self._analyse())
        return self.reports[-1]

    def _analyse(self) -> AnalysisReport:
        return analysis_report(self.analyzer, self.spec(), self.events, self.name, brief=True)

    def opening(self) -> Step:
        """The position the session starts from (nothing when the log has no players yet)."""
        if self.log is None:
            return Step("open", self.name, None, "")
        try:
            return Step("open", self.name, None, "", report=self.report())
        except FishsolveError as err:
            return Step("open", self.name, None, "", error=err)

    # -- typed lines (:meth:`LiveSession.feed` reads them) ---------------------------------

    def _line(self, raw: str, number: int) -> Step:
        event = self._read(raw, number)
        if event is None:
            return self._header(raw, number)
        return self._event(event, raw, number)

    def _read(self, raw: str, number: int) -> Event | None:
        """The event ``raw`` writes as line ``number`` (None for a header before any event).

        It is read with the log's names and deck, at a cost that does not grow with the log.
        """
        assert self.log is not None
        if not self.log.events and is_header_line(raw):
            return None
        return parse_event(self.log, raw, number, self.name)

    def _header(self, raw: str, number: int) -> Step:
        """A header line while the log has no event: checked as a whole new log, then kept."""
        text = self.file.plus(raw)
        LiveReplay(parse_log(text.removeprefix("\ufeff"), self.name))
        self.file.replace(text)
        self.reports.clear()
        self._load()
        return Step("header", self.name, number, raw)

    def _event(self, event: Event, raw: str, number: int) -> Step:
        assert self.log is not None
        spec = self.spec()
        before = self.report()
        self._check.append(event)  # a refused event leaves the replay as it was
        try:
            self.analyzer.extend([event])
            after = analysis_report(self.analyzer, spec, self.events + 1, self.name, brief=True)
            problem = after.inconsistency
            if problem is not None:
                lines = sorted({c.line for c in problem.reasons if c.line and c.line != number})
                cited = ""
                if lines:
                    cited = f" and line{'s' if len(lines) > 1 else ''} "
                    cited += ", ".join(map(str, lines))
                raise InconsistentLog(
                    f"no deal fits this line{cited}: {problem.text}",
                    Location(number, 1, raw, self.name),
                )
            self.file.replace(self.file.plus(raw))
        except BaseException:
            self._load()
            raise
        self.log = self.analyzer.log
        self.analyzer.forget()  # the counts of earlier positions are not needed again
        self.reports.append(after)
        found = None
        if before.views and after.views:
            found = changes(before.views[0], after.views[0])
        return Step("event", self.name, number, raw, report=after, changes=found)

    # -- on demand ---------------------------------------------------------------------------

    def suggest(self, text: str) -> str | None:
        """``text`` with its last word completed (:mod:`fishsolve.literature.live.words`), or
        None."""
        return suggest(self.log, text)

    def grid(self) -> AnalysisReport:
        """The whole `analyze` report of the current position (the grid, with exact odds for a
        seat's view).

        Raises:
            UsageError: the log has no players yet.
        """
        if self.log is None:
            raise UsageError("no log yet: type its players: line first")
        spec = self.spec()
        odds = spec not in ("public",) and not spec.startswith("team:")
        return analysis_report(self.analyzer, spec, self.events, self.name, odds=odds)

    def risk(self, text: str) -> RiskReport:
        """The odds of a claim written ``HALF-SUIT [: OWNERS]`` (``low clubs``, ``LD: Asha 2D
        3D 4D 5D 7D, Cara 6D``) from the session's seat, at the current position.

        Raises:
            UsageError: no log yet, or no seat's view; NotationError: a bad half-suit or owners.
        """
        if self.log is None:
            raise UsageError("no log yet: type its players: line first")
        spec = self.spec()
        if spec == "public" or spec.startswith("team:"):
            raise UsageError("risk is a claimer's question: follow the game as a seat (--as NAME)")
        deck, table = self.log.rules.deck, self.log.table
        name, _, owners = text.partition(":")
        half = deck.parse_half_suit(name.strip())
        declared = (
            dict(parse_holders(owners.strip(), table, deck, half, "risk")) if owners else None
        )
        return risk_report(self.analyzer, spec, self.events, half, declared, self.name)

    def undo(self) -> Step:
        """Cut the log back before its last event's line (and the comments after it).

        Raises:
            UsageError: the log has no event, or the file changed on disk.
        """
        if self.log is None or not self.log.events:
            raise UsageError("nothing to undo: the log has no event")
        last = self.log.events[-1].source
        line = last.line if last is not None else self.file.next_line - 1
        self.file.replace(self.file.cut(line))
        self._load()
        while self.reports and self.reports[-1].at > self.events:
            self.reports.pop()
        report = self.report()
        return Step("undo", self.name, line, last.text if last else "", report=report)
