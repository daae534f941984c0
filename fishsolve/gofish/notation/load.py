"""Reading a Go Fish family log from disk, and telling such a log from a Literature one.

A Go Fish family log names its game in a ``game:`` header (text) or a ``"game"`` key (JSON);
a log without one is Literature's. Telling them apart loads none of the family's readers, which
load when a log of the family is read (the command line asks of every log it reads).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from fishsolve.errors import FishsolveError
from fishsolve.text.reading import LogPath, is_json, read_text, source_name

if TYPE_CHECKING:
    from fishsolve.gofish.game.events import FishLog

_GAME_RE = re.compile(r"^\s*game\s*:\s*([^\s#]+)", re.IGNORECASE | re.MULTILINE | re.ASCII)


def names_fish_game(path: str | Path, text: str) -> bool:
    """True if ``text`` (the file at ``path``) is a log of the Go Fish family.

    >>> names_fish_game("g.fish", "# family game\\ngame: go-fish\\nplayers: Ana Bo\\n")
    True
    >>> names_fish_game("g.fish", "players: A1 B1 A2 B2 A3 B3\\n")
    False
    """
    if is_json(path, text):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return False
        game = data.get("game") if isinstance(data, dict) else None
        return isinstance(game, str) and _a_variant(game)
    match = _GAME_RE.search(text)
    return match is not None and _a_variant(match.group(1))


def _a_variant(name: str) -> bool:
    """Whether ``name`` names a game of the family (its rules load only for a log that names a
    game: a Literature log's reading does not pay for them)."""
    from fishsolve.gofish.game.rules import variant_of

    return variant_of(name) is not None


def is_fish_file(path: str | Path) -> bool:
    """True if the file at ``path`` holds a Go Fish family log (False if it cannot be read:
    the Literature reader then says why)."""
    try:
        return names_fish_game(path, read_text(path))
    except FishsolveError:
        return False


def read_fish_log(path: LogPath | FishLog) -> FishLog:
    """Read a Go Fish family log in either form (a log already read is given back); raises the
    first error found."""
    from fishsolve.gofish.game.events import FishLog
    from fishsolve.gofish.notation.jsonform import load_fish_log
    from fishsolve.gofish.notation.text import parse_fish_log

    if isinstance(path, FishLog):
        return path

    text = read_text(path)
    if is_json(path, text):
        return load_fish_log(text, source_name(path))
    return parse_fish_log(text, source_name(path))


def read_fish_log_lenient(path: LogPath) -> tuple[FishLog | None, list[FishsolveError]]:
    """Read a log, collecting every notation error instead of stopping at the first."""
    from fishsolve.gofish.notation.jsonform import load_fish_log
    from fishsolve.gofish.notation.text import parse_fish_log_lenient

    text = read_text(path)
    if is_json(path, text):
        try:
            return load_fish_log(text, source_name(path)), []
        except FishsolveError as err:
            return None, [err]
    return parse_fish_log_lenient(text, source_name(path))
