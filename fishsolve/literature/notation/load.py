"""Reading a log file from disk (or from stdin, named ``-``), in the text notation or in JSON."""

from __future__ import annotations

from fishsolve.errors import FishsolveError
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.notation.jsonform import load_log
from fishsolve.literature.notation.text import parse_log, parse_log_lenient
from fishsolve.text.reading import LogPath, is_json, read_text, source_name


def read_log(path: LogPath | GameLog) -> GameLog:
    """Read a log file in either form (a log already read is given back); raises the first error
    found."""
    if isinstance(path, GameLog):
        return path
    text = read_text(path)
    if is_json(path, text):
        return load_log(text, source_name(path))
    return parse_log(text, source_name(path))


def read_log_lenient(path: LogPath) -> tuple[GameLog | None, list[FishsolveError]]:
    """Read a log file, collecting every notation error instead of stopping at the first."""
    text = read_text(path)
    if is_json(path, text):
        try:
            return load_log(text, source_name(path)), []
        except FishsolveError as err:
            return None, [err]
    return parse_log_lenient(text, source_name(path))
