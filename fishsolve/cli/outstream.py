"""Standard output with its failures told apart from the command's own errors, and data
written to it in UTF-8 whatever the terminal's encoding.

A result written to a full disk (``> /dev/full``, a quota) or to a reader that has gone (``|
head -1``) fails in the middle of a library's write (rich's, ``json``'s, ours): :func:`guard`
puts :class:`Guarded` in front of ``sys.stdout`` so that such a failure surfaces as
:class:`OutputError`, which :func:`~fishsolve.cli.commands.run` ends in one line (or, for a
reader gone, quietly, as a shell tool killed by SIGPIPE does) instead of a traceback.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import Any, TextIO


class OutputError(Exception):
    """Writing to standard output failed."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(cause.strerror or str(cause))
        self.errno = cause.errno
        self.reason = cause.strerror or str(cause)

    @property
    def reader_gone(self) -> bool:
        """The other end of the pipe was closed (``| head -1``): nothing to say about it."""
        return self.errno == errno.EPIPE


class Guarded:
    """A text stream whose write and flush raise :class:`OutputError` instead of ``OSError``;
    everything else is the stream's own. ``None`` (the process was started with its standard
    output closed: ``>&-``) takes no text: a write fails as writing to a closed descriptor
    does."""

    def __init__(self, stream: TextIO | None) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if self._stream is None:
            raise OutputError(OSError(errno.EBADF, "standard output is closed"))
        try:
            return self._stream.write(text)
        except OSError as err:
            raise OutputError(err) from None

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as err:
            raise OutputError(err) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def guard() -> None:
    """Put :class:`Guarded` in front of ``sys.stdout`` (once), and have both standard streams
    replace what their encoding cannot write (a terminal in Latin-1, ``PYTHONIOENCODING=ascii``:
    a dash or a suit's symbol was a ``UnicodeEncodeError``) instead of failing."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    if not isinstance(sys.stdout, Guarded):
        sys.stdout = Guarded(sys.stdout)


def write_data(text: str) -> None:
    """Write ``text`` — a log, a JSON document: data, not a view — to standard output in UTF-8
    whatever the terminal's encoding (the notation and JSON are UTF-8; replacing what the
    encoding cannot write would change the data)."""
    stream = sys.stdout
    raw = getattr(stream, "buffer", None)
    if stream is None:
        raise OutputError(OSError(errno.EBADF, "standard output is closed"))
    if raw is None or (getattr(stream, "encoding", "") or "").lower().replace("-", "") == "utf8":
        stream.write(text)
        return
    stream.flush()
    try:
        raw.write(text.encode("utf-8"))
        raw.flush()
    except OSError as err:
        raise OutputError(err) from None


def silence() -> None:
    """Point the process's standard output at nowhere, so that the interpreter's own last
    flush of what could not be written fails no more."""
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.__stdout__.fileno() if sys.__stdout__ is not None else 1)
        os.close(nowhere)
    except OSError:  # pragma: no cover - no /dev/null: nothing better to do
        pass
