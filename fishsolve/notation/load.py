"""Reading a log file from disk, in the text notation or in JSON."""

from __future__ import annotations

from pathlib import Path

from fishsolve.errors import FishsolveError, UsageError
from fishsolve.game.events import GameLog
from fishsolve.notation.jsonform import load_log
from fishsolve.notation.text import parse_log, parse_log_lenient


def read_text(path: str | Path) -> str:
    """The text of ``path``, or a :class:`UsageError` saying why it cannot be read."""
    p = Path(path)
    try:
        return p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{path}: is a directory, not a game log") from None
    except UnicodeDecodeError as err:
        raise UsageError(f"{path}: not UTF-8 text (byte {err.start})") from None
    except OSError as err:
        raise UsageError(f"{path}: cannot read ({err.strerror})") from None


def is_json(path: str | Path, text: str) -> bool:
    """True if the file is in the JSON form (by extension, or by its first character)."""
    return str(path).lower().endswith(".json") or text.lstrip().startswith("{")


def read_log(path: str | Path) -> GameLog:
    """Read a log file in either form; raises the first error found."""
    text = read_text(path)
    if is_json(path, text):
        return load_log(text, str(path))
    return parse_log(text, str(path))


def read_log_lenient(path: str | Path) -> tuple[GameLog | None, list[FishsolveError]]:
    """Read a log file, collecting every notation error instead of stopping at the first."""
    text = read_text(path)
    if is_json(path, text):
        try:
            return load_log(text, str(path)), []
        except FishsolveError as err:
            return None, [err]
    return parse_log_lenient(text, str(path))
