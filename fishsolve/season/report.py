"""A season: every game reviewed by its own family, each family's games added up apart.

:func:`review_season` runs one executor task per game (:func:`digest`, which asks the game's
family for the part of its review a season keeps), then hands each family its games' digests
(:meth:`~fishsolve.family.base.GameFamily.season_section`). A log a family's review refuses comes
back as a skipped game, never as an error of the run.

The JSON document (docs/season.md) keeps Literature's keys at its top (``games``, ``players``,
``teams``) and each other family's part under its own key (the Go Fish family's ``go_fish``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from fishsolve.errors import FishsolveError
from fishsolve.executor import Executor
from fishsolve.families import by_key, families
from fishsolve.family.base import GameFamily
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.season.load import Repeat, distinct_games

HOME = "literature"
"""The family whose part of a season sits at the top of the JSON document (where it always was)."""
JSON_KEYS = {"gofish": "go_fish"}
"""The key of each other family's part in the JSON document (default: the family's key)."""


@dataclass(frozen=True)
class SeasonReport:
    """Everything `fishsolve review --season` reports."""

    sections: tuple[tuple[str, Any], ...]
    """(family key, that family's part of the season), Literature's first; every family that
    keeps seasons has a part, with or without games."""
    skipped: tuple[Skipped, ...]
    repeats: tuple[Repeat, ...] = ()
    """Files that hold a game already in the season: counted once (the first file)."""
    folder: str = ""
    """The folder the games' names are relative to (:func:`~fishsolve.season.load.season_folder`;
    empty: the names are the files as given)."""

    @property
    def unfinished(self) -> tuple[str, ...]:
        """The files of the games, of every family, that are not over (no result counted)."""
        return tuple(g.file for _, section in self.sections for g in section.games if not g.over)

    @property
    def reviewed(self) -> int:
        """Games reviewed, of every family."""
        return sum(len(section.games) for _, section in self.sections)

    def section(self, key: str) -> Any:
        """The part of the family whose key is ``key``.

        Raises:
            KeyError: no family of that key keeps seasons.
        """
        return dict(self.sections)[key]

    def dates(self) -> list[str]:
        """The dates of the dated games."""
        return [g.date for _, section in self.sections for g in section.games if g.date]

    def to_dict(self) -> dict[str, Any]:
        """One JSON document (see the module)."""
        out: dict[str, Any] = {"reviewed": self.reviewed, "skipped_count": len(self.skipped)}
        if self.folder:
            out["folder"] = self.folder
        out["skipped"] = [s.to_dict() for s in self.skipped]
        out["repeats"] = [r.to_dict() for r in self.repeats]
        for key, section in self.sections:
            if key == HOME:
                out.update(section.to_dict())
            else:
                out[JSON_KEYS.get(key, key)] = section.to_dict()
        return out


Progress = Callable[[], object]


def digest(game: SeasonGame) -> Any:
    """What the season keeps of ``game``'s review, by its family (the executor's task)."""
    try:
        return by_key(game.family).season_digest(game)
    except FishsolveError as err:
        return Skipped.of(game.file, err)


def review_season(
    games: Sequence[SeasonGame],
    skipped: Iterable[Skipped] = (),
    executor: Executor | None = None,
    progress: Progress | None = None,
) -> SeasonReport:
    """Review every game of ``games`` (one executor task each) and add the season up.

    ``skipped``: the files already skipped when the season was read; a game the review refuses
    joins them. A file that repeats a game already in ``games`` is not reviewed again
    (:func:`~fishsolve.season.load.distinct_games`). ``progress()`` is called after each game,
    in season order (at once for each repeat: nothing to review).
    """
    runner = executor if executor is not None else Executor()
    kept: list[tuple[str, Any]] = []
    left = list(skipped)
    distinct, repeats = distinct_games(games)
    for _ in repeats:
        if progress is not None:
            progress()
    for game, result in zip(distinct, runner.map(digest, distinct), strict=True):
        if isinstance(result, Skipped):
            left.append(result)
        else:
            kept.append((game.family, result))
        if progress is not None:
            progress()
    return season_of(kept, left, repeats)


def season_of(
    digests: Sequence[tuple[str, Any]],
    skipped: Sequence[Skipped] = (),
    repeats: Sequence[Repeat] = (),
) -> SeasonReport:
    """The season of ``digests`` ((family key, digest), in season order, each game once), each
    family's added up apart, Literature's first."""
    sections = []
    for family in sorted(families(), key=_order):
        mine = [d for key, d in digests if key == family.key]
        if not _keeps_seasons(family) and not mine:
            continue
        sections.append((family.key, family.season_section(mine, skipped)))
    return SeasonReport(tuple(sections), tuple(skipped), tuple(repeats))


def _order(family: GameFamily) -> tuple[bool, str]:
    return (family.key != HOME, family.key)


def _keeps_seasons(family: GameFamily) -> bool:
    """Whether the family has a season part of its own (it overrides the base class's)."""
    return type(family).season_section is not GameFamily.season_section


def shown_sections(report: SeasonReport) -> list[tuple[str, Any]]:
    """The sections a page shows: those with games, or the first alone when none has."""
    shown = [(key, section) for key, section in report.sections if section.games]
    return shown or list(report.sections[:1])
