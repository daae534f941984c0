"""The one protocol every game family implements, and what a shell may ask of a family.

A game family (Literature; the Go Fish family) is a house of its own: its rules, notation,
deduction, bots, reports, review, puzzles, live session and season digest. The shells — the
command line, the live screen, the season — never look inside a house: they find the family of a
log once (:mod:`fishsolve.families`) and call these methods. A family says plainly what it does
not do: the method it does not override raises :class:`~fishsolve.errors.Unsupported`, one line
naming the family and the command (the command line exits with code 2).

A log is given as a command read it (:class:`~fishsolve.text.reading.LogInput`: its text, once)
or, from the Python API, already read (the family's own log value).

Reports are plain values with ``to_dict()`` (the ``--json`` document); a report whose ``ok`` is
False makes the command exit with code 1 once shown. How a report is drawn is chosen by its type
(:mod:`fishsolve.render.views`), from the views the family registers in :meth:`load_views`.

Every method imports the family's stages when it runs, so finding a family costs nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from fishsolve.errors import Unsupported

if TYPE_CHECKING:
    from fishsolve.family import requests
    from fishsolve.family.imported import Imported
    from fishsolve.family.season import SeasonGame, Skipped
    from fishsolve.family.simulated import Dealer
    from fishsolve.live.session import LiveSession
    from fishsolve.text.reading import LogInput


class Reported(Protocol):
    """A report: a plain value with a JSON form."""

    def to_dict(self) -> Any:
        """One JSON-ready document."""
        ...


class GameFamily:
    """A game family's house, as the shells see it. Subclass it and override what the family
    does; everything else raises :class:`Unsupported`."""

    key: ClassVar[str]
    """A short name for the family (``literature``, ``gofish``), as a season's JSON names it."""
    name: ClassVar[str]
    """The family in words, as messages name it (``Literature``, ``the Go Fish family``)."""
    views: ClassVar[str | None] = None
    """The module that registers the family's views of its reports (:meth:`load_views`)."""

    @property
    def games(self) -> tuple[str, ...]:
        """The games of the family, as ``--game`` and a log's ``game:`` header name them."""
        raise NotImplementedError

    @property
    def import_sources(self) -> tuple[str, ...]:
        """The programs whose records the family imports, as ``fishsolve import`` names them."""
        return ()

    def _unsupported(self, command: str, why: str = "") -> Unsupported:
        return Unsupported(command, self.name, why)

    # -- a log -----------------------------------------------------------------------------

    def recognises(self, log: LogInput) -> bool:
        """Whether ``log`` is a log of this family (from its text alone)."""
        raise NotImplementedError

    def read(self, log: LogInput | Any) -> Any:
        """The log's events and headers, read; raises the first error found."""
        raise self._unsupported("read")

    def viewers(self, log: LogInput | Any) -> tuple[str, ...]:
        """The views ``--as`` takes for ``log`` (a shell's completion offers them)."""
        return ()

    def claim_names(self, log: LogInput | Any) -> tuple[str, ...]:
        """The names of what a claim in ``log`` is about (``risk``'s argument, for completion);
        none for a family without claims."""
        return ()

    def replay(self, log: Any, lenient: bool = False) -> Any:
        """The public state after each event of a log already read, every rule checked (with
        ``lenient``, the rule errors are collected instead of raised)."""
        raise self._unsupported("replay")

    def check(self, log: LogInput | Any, lenient: bool = False) -> Reported:
        """``check``: is the log well-formed, legal and consistent (a summary, or its problems)."""
        raise self._unsupported("check")

    def convert(self, log: LogInput | Any, to: str) -> str:
        """``convert``: the log written in ``to`` (``json`` or ``text``), losing nothing."""
        raise self._unsupported("convert")

    def import_record(self, record: LogInput, request: requests.ImportRecord) -> Imported:
        """``import``: the game in ``record``, written by another program (``request.source``),
        as a log of the family that ``check`` accepts; a record that breaks the rules is refused
        at its event."""
        raise self._unsupported("import")

    # -- a position --------------------------------------------------------------------------

    def analyze(self, log: LogInput | Any, request: requests.Analyze) -> Reported:
        """``analyze``: who can hold what at a position, from a perspective."""
        raise self._unsupported("analyze")

    def explain(self, log: LogInput | Any, request: requests.Explain) -> Reported:
        """``explain``: the lines of the log that force a fact."""
        raise self._unsupported("explain")

    def risk(self, log: LogInput | Any, request: requests.Risk) -> Reported:
        """``risk``: the chances that a claim is right, wrong or annulled."""
        raise self._unsupported("risk")

    # -- a whole game ----------------------------------------------------------------------

    def review(self, log: LogInput | Any, request: requests.Review) -> Reported:
        """``review``: a coach's review of a finished game."""
        raise self._unsupported("review")

    def match(self, logs: Sequence[LogInput], request: requests.Match) -> Reported:
        """``match``: a match scored from its games' logs."""
        raise self._unsupported("match")

    # -- puzzles -----------------------------------------------------------------------------

    def puzzle_check(self, log: LogInput | Any) -> Reported:
        """``puzzle check``: a puzzle's answer, grade and solution, or a second answer."""
        raise self._unsupported("puzzle check")

    def make_puzzles(self, request: requests.MakePuzzles) -> Reported:
        """``puzzle make``: puzzles cut from simulated games, written to ``request.out``."""
        raise self._unsupported("puzzle make")

    # -- bots ----------------------------------------------------------------------------------

    def dealer(self, request: requests.Deal) -> Dealer[Any]:
        """``simulate``: what plays and writes the games of ``request`` from their seeds."""
        raise self._unsupported("simulate")

    def tournament(self, request: requests.Tournament) -> Reported:
        """``tournament``: two bots over the same deals, seats moved, with 95% intervals."""
        raise self._unsupported("tournament")

    # -- live ----------------------------------------------------------------------------------

    def live(self, path: Path, perspective: str | None) -> LiveSession:
        """``live`` on the existing text log at ``path``."""
        raise self._unsupported("live")

    def start_live(self, path: Path, text: str, perspective: str | None) -> LiveSession | None:
        """``live`` on a new log whose typed header lines so far are ``text``: the session once
        the headers make a log of this family (the file is then written), None while they are
        a valid start that needs more lines; raises the notation's error otherwise."""
        raise self._unsupported("live (a new log)")

    # -- a season ------------------------------------------------------------------------------

    def season_digest(self, game: SeasonGame) -> Any:
        """What a season keeps of one game's review (in a worker process; never raises: a
        refused log comes back as :class:`~fishsolve.family.season.Skipped`)."""
        raise self._unsupported("review --season")

    def season_section(self, digests: Sequence[Any], skipped: Sequence[Skipped]) -> Reported:
        """The family's part of a season: its digests added up per player (and team)."""
        raise self._unsupported("review --season")

    # -- views ---------------------------------------------------------------------------------

    def owns(self, report: object) -> bool:
        """Whether ``report`` was made in the family's house (the package of its module)."""
        house = type(self).__module__.rpartition(".")[0]
        return type(report).__module__.startswith(house + ".")

    def load_views(self) -> None:
        """Register the family's views of its reports (imports its render modules)."""
        if self.views is not None:
            import importlib

            importlib.import_module(self.views)
