"""The games of a season: the logs named (files, or every log in a directory), each with its date.

A game is named by its path from the folder of the season's files (:func:`season_names`);
a file skipped keeps the path it was given by, to be found and fixed.
A game's date is the one of a leading ``# date: 2026-03-14`` comment, else the one its file name
starts with (``2026-03-14-table2.fish``), else none. The season puts the dated games in date
order, then the undated ones, each group in the order the files were given (a directory's logs by
name). Each log is read once and by its own family's reader (:func:`fishsolve.families.family_of`).
A log that cannot be read is not an error of the run: it is a :class:`Skipped` game,
with its file:line:col error, and the rest is reviewed. Two files of one game (the same events:
a ``.fish`` log and its ``.json`` conversion) are one game: the first is reviewed, the other is
a :class:`Repeat`, named in a warning.

>>> date_of_name("2026-03-14-table2.fish"), date_of_name("game-3.fish")
('2026-03-14', None)
>>> date_of_name("2026-02-30.fish") is None  # not a date
True
"""

from __future__ import annotations

import datetime
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fishsolve.errors import FishsolveError
from fishsolve.families import family_of
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.text.reading import LogInput, log_files

_NAME_DATE = re.compile(r"(\d{4}-\d{2}-\d{2})(?!\d)")
_COMMENT_DATE = re.compile(r"date:\s*(\S+)\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Repeat:
    """A file of the season holding the same game as an earlier one: the game counts once."""

    file: str
    same_as: str
    """The earlier file (in season order), the one reviewed."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return dict(self.__dict__)


def same_game(log: Any) -> Any:
    """What makes two logs (of any family: dataclasses with ``comments``) the same game:
    everything but their comments (a ``.fish`` log and its ``.json`` conversion compare equal;
    where each line was written never counts)."""
    return replace(log, comments=())


def distinct_games(games: Sequence[SeasonGame]) -> tuple[list[SeasonGame], list[Repeat]]:
    """``games`` with each game once (the first file of it, in the given order), and the files
    that repeat an earlier one (:func:`same_game`)."""
    kept: list[SeasonGame] = []
    repeats: list[Repeat] = []
    seen: dict[tuple[str, type, int], list[tuple[Any, str]]] = {}
    for game in games:
        log = same_game(game.log)
        bucket = seen.setdefault((game.family, type(log), len(log.events)), [])
        earlier = next((file for other, file in bucket if other == log), None)
        if earlier is None:
            bucket.append((log, game.file))
            kept.append(game)
        else:
            repeats.append(Repeat(game.file, earlier))
    return kept, repeats


def date_of_name(name: str) -> str | None:
    """The valid ISO date a file name starts with, or None."""
    match = _NAME_DATE.match(name)
    return _valid(match.group(1)) if match else None


def date_of(log: Any, name: str) -> str | None:
    """The date of a game: its leading ``date:`` comment's, else its file name's (see module).
    ``log`` is any family's log: its ``comments`` are :class:`~fishsolve.text.source.Comment`."""
    for comment in log.comments:
        if comment.after == 0:
            match = _COMMENT_DATE.fullmatch(comment.text.strip())
            if match and _valid(match.group(1)):
                return _valid(match.group(1))
    return date_of_name(name)


def _valid(text: str) -> str | None:
    try:
        return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        return None


def season_files(paths: Sequence[Path]) -> list[Path]:
    """The log files of ``paths``: each file as given, each directory's logs (recursively) by
    name (see :func:`~fishsolve.text.reading.log_files`).

    Raises:
        UsageError: a path that does not exist, a directory without logs, or no path at all.
    """
    return log_files(paths, recursive=True)


def season_folder(files: Sequence[Path]) -> str:
    """The folder that holds every file of the season, written as the files were (relative
    when they all were, else absolute): what the games' names are relative to.

    >>> season_folder([Path("club/2026-03-14 lit.fish"), Path("club/t2/a.fish")])
    'club'
    >>> season_folder([Path("lit.fish")])
    '.'
    """
    if not files:
        return "."
    try:
        return os.path.commonpath([f.parent for f in files]) or "."
    except ValueError:  # absolute and relative paths mixed
        return os.path.commonpath([Path(os.path.abspath(f)).parent for f in files])


def season_names(files: Sequence[Path]) -> list[str]:
    """Each game's name in the season: its path from :func:`season_folder` (a folder given: the
    logs' names in it), so that a folder named by an absolute path (``/home/coach/club``) does
    not repeat that path, and a dated file its date, in every row of a season.

    >>> season_names([Path("/x/club/2026-03-14 lit.fish"), Path("/x/club/t2/a.fish")])
    ['2026-03-14 lit.fish', 't2/a.fish']
    >>> season_names([Path("a/g.fish"), Path("b/g.fish")])  # apart, by the folders they differ in
    ['a/g.fish', 'b/g.fish']
    """
    base = Path(os.path.abspath(season_folder(files)))
    return [Path(os.path.relpath(os.path.abspath(f), base)).as_posix() for f in files]


def load_season(paths: Sequence[Path]) -> tuple[list[SeasonGame], list[Skipped]]:
    """The games of ``paths`` in season order (see module), and the files skipped.

    Raises:
        UsageError: see :func:`season_files`.
    """
    games: list[SeasonGame] = []
    skipped: list[Skipped] = []
    files = season_files(paths)
    for path, name in zip(files, season_names(files), strict=True):
        try:
            given = LogInput.read(path)
            family = family_of(given)
            log = family.read(given)
        except FishsolveError as err:
            skipped.append(Skipped.of(str(path), err))  # the path as given: to find and fix it
            continue
        games.append(SeasonGame(name, date_of(log, path.name), family.key, log))
    return in_season_order(games), skipped


def in_season_order(games: Sequence[SeasonGame]) -> list[SeasonGame]:
    """The dated games by date, then the undated ones; ties in the given order."""
    return sorted(games, key=lambda g: (g.date is None, g.date or ""))
