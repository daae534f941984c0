"""Reading a game log's text: a regular file of bounded size, or standard input (named ``-``).

Every family reads its logs through :func:`read_text`, which refuses what is not a log (a
directory, a device, a FIFO, a file larger than :data:`MAX_LOG_BYTES`) in one line, and
:func:`log_files`, which lists the logs of folders (a season, a match). Which family a log is of,
and how it is parsed, is the families' own business (:mod:`fishsolve.families`).
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from fishsolve.errors import UsageError

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


def source_name(path: str | Path | LogInput) -> str:
    """The name messages give the log at ``path``: ``<stdin>`` for ``-``."""
    if isinstance(path, LogInput):
        path = path.path
    return STDIN_NAME if str(path) == STDIN else str(path)


def read_text(path: str | Path | LogInput) -> str:
    """The text of ``path`` (``-``: standard input, all of it: read it once, with
    :class:`LogInput`), or a :class:`UsageError` saying why it cannot be read."""
    if isinstance(path, LogInput):
        return path.text
    if str(path) == STDIN:
        found = _read_stdin(sys.stdin)
        if isinstance(found, UsageError):
            raise found
        return found
    try:
        return log_bytes(path).decode("utf-8-sig")
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except UnicodeDecodeError as err:
        raise UsageError(f"{path}: not UTF-8 text (byte {err.start})") from None


def log_bytes(path: str | Path) -> bytes:
    """The bytes of the log at ``path`` exactly as they are on disk (a session that writes the
    log back keeps them): a regular file of at most :data:`MAX_LOG_BYTES`, opened without
    blocking, so that a FIFO or a device named like a log is refused, never read.

    Raises:
        FileNotFoundError: there is no such file (each caller says so its own way).
        UsageError: a directory, what is not a regular file, a file too large, or one that
            cannot be read.
    """
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
        return data
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise UsageError(f"{path}: is a directory, not a game log") from None
    except OSError as err:
        raise UsageError(f"{path}: cannot read ({err.strerror})") from None


def _read_stdin(stream: TextIO | None) -> str | UsageError:
    """Standard input's text, or why it is refused (at most MAX_LOG_BYTES are read)."""
    if stream is None:  # the process was started with it closed (<&-)
        return UsageError(f"{STDIN_NAME}: standard input is closed")
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


def is_json(path: str | Path | LogInput, text: str) -> bool:
    """True if the file is in the JSON form (by extension, or by its first character)."""
    if isinstance(path, LogInput):
        path = path.path
    return str(path).lower().endswith(".json") or text.lstrip().startswith("{")


def log_files(paths: Iterable[str | Path], *, recursive: bool = False) -> list[Path]:
    """The game logs named by ``paths``, in order: a file as given (``-`` too: standard input),
    a directory for its ``*.fish`` and ``*.json`` files sorted by name — with ``recursive``, those
    of its subdirectories too, sorted by their path below it.

    Raises:
        UsageError: a path that does not exist or is neither a file nor a directory (a FIFO, a
            device), a directory without logs, or no path at all.
    """
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if str(given) == STDIN or path.is_file():
            files.append(path)
            continue
        if not path.is_dir():
            try:
                mode = os.stat(path).st_mode
            except OSError:
                raise UsageError(f"{path}: no such file or directory") from None
            raise UsageError(f"{path}: is {_kind(mode)}, not a game log (a regular file)")
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


@dataclass(frozen=True)
class LogInput:
    """A game log as a command was given it: the path (``-`` for standard input) and its text,
    read once. Which family it is of, and its events, are read from the text, never from the
    path again (standard input cannot be read twice).

    >>> log = LogInput("g.json", '{"players": []}')
    >>> log.name, log.is_json
    ('g.json', True)
    """

    path: str
    text: str

    @classmethod
    def read(cls, path: str | Path) -> LogInput:
        """The log at ``path`` (``-``: standard input), or a :class:`UsageError` saying why it
        cannot be read."""
        return cls(str(path), read_text(path))

    @property
    def name(self) -> str:
        """The name messages give the log: ``<stdin>`` for ``-``."""
        return source_name(self.path)

    def __str__(self) -> str:
        return self.name

    @property
    def is_json(self) -> bool:
        """True if the log is in the JSON form (by extension, or by its first character)."""
        return is_json(self.path, self.text)


LogPath = str | Path | LogInput
"""A log as a function of a family takes it: a path to read, or the log already read."""


def as_input(given: str | Path | LogInput) -> LogInput:
    """``given`` as a :class:`LogInput`: read from its path unless it is one already."""
    return given if isinstance(given, LogInput) else LogInput.read(given)


def name_of(given: object) -> str:
    """The name messages give a log however it was given: a path's (``<stdin>`` for ``-``), a
    :class:`LogInput`'s, or a log already read's own ``path`` (empty when it has none)."""
    if isinstance(given, LogInput | str | Path):
        return source_name(given)
    return str(getattr(given, "path", None) or "")
