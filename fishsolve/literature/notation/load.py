"""Reading a log file from disk (or from stdin, named ``-``), in the text notation or in JSON."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TextIO

from fishsolve.errors import FishsolveError, UsageError
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.notation.jsonform import load_log
from fishsolve.literature.notation.text import parse_log, parse_log_lenient

STDIN = "-"
"""The path that names standard input: ``fishsolve check - < game.fish``."""
STDIN_NAME = "<stdin>"
"""How messages name standard input (``<stdin>:3:5: ...``)."""
LOG_SUFFIXES = (".fish", ".json")
"""The files of a directory that are read as game logs (in any case: ``.FISH`` too)."""
MAX_LOG_BYTES = 8 * 1024 * 1024
"""The largest log read (8 MiB; a game of a thousand events is about 40 KiB): more is refused,
so that a device or a runaway file cannot fill the memory."""
_MAX_SHOWN = "8 MiB"
# Standard input, read once: a command may look at its input twice (which game, then the log).
# Kept with the stream it came from, so that a new stdin (a test runner's) is read anew.
_stdin: dict[int, tuple[object, str | UsageError]] = {}


def source_name(path: str | Path) -> str:
    """The name messages give the log at ``path``: ``<stdin>`` for ``-``."""
    return STDIN_NAME if str(path) == STDIN else str(path)


def read_text(path: str | Path) -> str:
    """The text of ``path`` (``-``: standard input, read once), or a :class:`UsageError` saying
    why it cannot be read."""
    if str(path) == STDIN:
        stream = sys.stdin
        kept = _stdin.get(0)
        if kept is None or kept[0] is not stream:
            _stdin[0] = (stream, _read_stdin(stream))
        found = _stdin[0][1]
        # A refusal is kept too: a second read must not take what is left of the stream.
        if isinstance(found, UsageError):
            raise found
        return found
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{path}: is {_kind(info.st_mode)}, not a game log (a regular file)")
        _check_size(path, info.st_size)
        # Opened without blocking: a file swapped for a FIFO since the stat cannot hang the read.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise UsageError(f"{path}: not a game log (a regular file)")
            data = handle.read(MAX_LOG_BYTES + 1)
        _check_size(path, len(data))
        return data.decode("utf-8-sig")
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{path}: is a directory, not a game log") from None
    except UnicodeDecodeError as err:
        raise UsageError(f"{path}: not UTF-8 text (byte {err.start})") from None
    except OSError as err:
        raise UsageError(f"{path}: cannot read ({err.strerror})") from None


def _read_stdin(stream: TextIO) -> str | UsageError:
    """Standard input's text, or why it is refused (at most MAX_LOG_BYTES are read)."""
    raw = getattr(stream, "buffer", None)
    if raw is not None:
        data = raw.read(MAX_LOG_BYTES + 1)
    else:
        data = stream.read(MAX_LOG_BYTES + 1).encode()
    try:
        _check_size(STDIN_NAME, len(data))
        return str(data.decode("utf-8-sig"))
    except UsageError as err:
        return err
    except UnicodeDecodeError as err:
        return UsageError(f"{STDIN_NAME}: not UTF-8 text (byte {err.start})")


def _check_size(name: str | Path, size: int) -> None:
    if size > MAX_LOG_BYTES:
        raise UsageError(f"{name}: larger than {_MAX_SHOWN}; a game log is a smaller text file")


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def is_json(path: str | Path, text: str) -> bool:
    """True if the file is in the JSON form (by extension, or by its first character)."""
    return str(path).lower().endswith(".json") or text.lstrip().startswith("{")


def read_log(path: str | Path) -> GameLog:
    """Read a log file in either form; raises the first error found."""
    text = read_text(path)
    if is_json(path, text):
        return load_log(text, source_name(path))
    return parse_log(text, source_name(path))


def read_log_lenient(path: str | Path) -> tuple[GameLog | None, list[FishsolveError]]:
    """Read a log file, collecting every notation error instead of stopping at the first."""
    text = read_text(path)
    if is_json(path, text):
        try:
            return load_log(text, source_name(path)), []
        except FishsolveError as err:
            return None, [err]
    return parse_log_lenient(text, source_name(path))


def log_files(paths: Iterable[str | Path], *, recursive: bool = False) -> list[Path]:
    """The game logs named by ``paths``, in order: a file as given (``-`` too: standard input),
    a directory for its ``*.fish`` and ``*.json`` files sorted by name — with ``recursive``, those
    of its subdirectories too, sorted by their path below it.

    Raises:
        UsageError: a path that does not exist, a directory without logs, or no path at all.
    """
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if str(given) == STDIN or path.is_file():
            files.append(path)
            continue
        if not path.is_dir():
            raise UsageError(f"{path}: no such file or directory")
        found = _walk(path) if recursive else path.iterdir()
        logs = sorted(
            (p for p in found if p.suffix.lower() in LOG_SUFFIXES and p.is_file()),
            key=lambda p: p.relative_to(path).parts,
        )
        if not logs:
            below = " or below it" if recursive else ""
            raise UsageError(f"{path}: no .fish or .json game logs in this directory{below}")
        files.extend(logs)
    if not files:
        raise UsageError("no games given")
    return files


def _walk(top: Path) -> Iterator[Path]:
    """Everything below ``top``, however deep (a loop, not recursion: a folder 1,100 levels deep
    overflowed pathlib's rglob); symbolic links to folders are not followed (no cycles)."""
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            path = Path(entry.path)
            yield path
            try:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(path)
            except OSError:
                continue
