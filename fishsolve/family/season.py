"""A season's games as every family's digest sees them: a game read with its date
(:class:`SeasonGame`), or a file set aside with its reason (:class:`Skipped`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishsolve.errors import FishsolveError


@dataclass(frozen=True)
class SeasonGame:
    """One log of the season, read: what a worker reviews."""

    file: str
    date: str | None
    """ISO date (``2026-03-14``), or None."""
    family: str
    """The key of the log's family (:attr:`fishsolve.family.base.GameFamily.key`)."""
    log: Any
    """The log, as its family reads it."""
    page: bool = False
    """Also draw the game's review page (the season page links each mistake to it)."""


@dataclass(frozen=True)
class Skipped:
    """A file of the season that was not reviewed, and why."""

    file: str
    error: str
    """The reason, with the file:line:col of the error when it has one."""
    line: int | None = None
    column: int | None = None

    @classmethod
    def of(cls, file: str, err: FishsolveError) -> Skipped:
        """The skip of ``file`` for ``err``."""
        located = err.with_path(file)
        loc = located.location
        return cls(file, str(located), loc.line if loc else None, loc.column if loc else None)

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return dict(self.__dict__)
