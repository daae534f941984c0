"""The text of a log being played, line by line, and how it changes on disk.

A live session only ever adds one line at the end of its log, or cuts the log back before an
event's line (``undo``). Every change rewrites the whole file through
:func:`fishsolve.files.write_atomic` — a temporary file in the same folder, flushed and fsynced,
then renamed over the log — so after a crash (even ``kill -9``, even mid-write) the file is the
old log or the new one, never a torn line. Appending to the open file instead (write, flush,
fsync) can leave half a line behind: a log that ``check`` refuses. A log is a few kilobytes, so
the rewrite costs no more than the one fsync either way takes.

Two sessions may follow one log (two windows, a script beside the screen). While a line is
checked and written, a session holds the log's advisory lock (:meth:`LogText.held`: ``flock`` on
the file itself, taken again on the new file when a rename replaced it meanwhile); the other
session waits for it a few seconds, then refuses its line. Under the lock the file is read back
and compared with what the session last wrote: a log changed by anyone else meanwhile (the other
session, an editor) is never overwritten, so a line answered as added is on disk and stays there.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from fishsolve.errors import UsageError
from fishsolve.files import is_temporary_of, shown, write_atomic
from fishsolve.text.lines import LINE_END_RE
from fishsolve.text.reading import log_bytes

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks; the comparison remains
    fcntl = None  # type: ignore[assignment]

BOM = "\ufeff"

LOCK_WAIT = 5.0
"""Seconds a session waits for another session's lock before it refuses the line."""
STALE_AFTER = 5.0
"""Seconds after which a temporary copy of the log nobody holds the lock of is left over from a
writer that was killed (a write takes milliseconds)."""


class LogText:
    """The exact text of a log file, as a list of lines with their own line ends."""

    def __init__(self, path: Path, text: str, *, on_disk: bool = False) -> None:
        self.path = path
        self.text = text
        self.on_disk = on_disk
        """Whether ``text`` is a file on disk (False for a log not written yet)."""
        ends = LINE_END_RE.findall(text)
        self.newline = ends[0] if ends else "\n"
        """The line end new lines get: the file's own (its first), or LF."""
        self._lock: int | None = None
        self._holds = 0

    @classmethod
    def read(cls, path: Path) -> LogText:
        """The text of ``path``, exactly as it is on disk.

        Raises:
            UsageError: the file cannot be read or is not UTF-8.
        """
        return cls(path, _read(path), on_disk=True)

    @classmethod
    def open(cls, path: Path) -> LogText:
        """The text of the log at ``path`` for a session that will write it; the temporary
        copies a killed writer left beside it are removed first (:meth:`sweep`).

        Raises:
            UsageError: the file cannot be read, is not UTF-8, or is read-only.
        """
        text = cls.read(path)
        _writable(path)
        text.sweep()
        return text

    def sweep(self) -> list[Path]:
        """Remove the temporary copies of this log a writer killed mid-write left behind (the
        names :func:`fishsolve.files.write_atomic` gives them); the ones removed.

        Only while this log's lock is free (no live session is writing it) and held here, and
        only regular files of this user's last changed more than :data:`STALE_AFTER` seconds
        ago: a write in progress (another command's ``-o`` of the same name) is never touched.
        """
        try:
            fd = _lock(self.path, wait=0.0)
        except UsageError:
            return []  # another session is writing it: its copy may be in use
        removed: list[Path] = []
        try:
            now = time.time()
            uid = os.getuid() if hasattr(os, "getuid") else None
            with os.scandir(self.path.parent) as entries:
                for entry in entries:
                    if not is_temporary_of(self.path, entry.name):
                        continue
                    try:
                        info = entry.stat(follow_symlinks=False)
                        if not entry.is_file(follow_symlinks=False):
                            continue
                        if uid is not None and info.st_uid != uid:
                            continue
                        if now - info.st_mtime <= STALE_AFTER:
                            continue
                        os.unlink(entry.path)
                    except OSError:
                        continue
                    removed.append(Path(entry.path))
        except OSError:
            pass  # a folder that cannot be listed: nothing to sweep
        finally:
            if fd is not None:
                os.close(fd)
        return removed

    @property
    def parsed(self) -> str:
        """The text as the notation reads it (without a byte-order mark)."""
        return self.text.removeprefix(BOM)

    def pieces(self) -> list[str]:
        """The lines as the notation numbers them (the last is empty after a final line end)."""
        return LINE_END_RE.split(self.parsed)

    @property
    def next_line(self) -> int:
        """The number the next line added gets."""
        pieces = self.pieces()
        return len(pieces) if pieces[-1] == "" else len(pieces) + 1

    def before(self, line: int) -> str:
        """The text of lines 1 to ``line - 1``, as the notation reads it (line ends kept)."""
        return "".join(self._split()[: line - 1]).removeprefix(BOM)

    def plus(self, line: str) -> str:
        """The whole text with ``line`` added at the end (and a line end after it)."""
        text = self.text
        if text.removeprefix(BOM) and not text.endswith(("\n", "\r")):
            text += self.newline
        return text + line + self.newline

    def cut(self, line: int) -> str:
        """The whole text without line ``line`` and everything after it."""
        return "".join(self._split()[: line - 1])

    def _split(self) -> list[str]:
        # The lines with their ends, so that joining them gives the text back exactly.
        out: list[str] = []
        start = 0
        for match in LINE_END_RE.finditer(self.text):
            out.append(self.text[start : match.end()])
            start = match.end()
        if start < len(self.text):
            out.append(self.text[start:])
        return out

    @contextmanager
    def held(self) -> Iterator[None]:
        """Hold the log's advisory lock, the file being what this session last wrote.

        Every change of a session is made inside: a second session on the same log waits up
        to :data:`LOCK_WAIT` seconds for the lock. Nested calls hold the one lock. A log not
        written yet has nothing to lock (it is created exclusively).

        Raises:
            UsageError: another session held the lock all that time, or the file changed on
                disk since the session last wrote it.
        """
        if not self.on_disk or self._holds:
            self._holds += 1
            try:
                yield
            finally:
                self._holds -= 1
            return
        self._lock = _lock(self.path, LOCK_WAIT)
        self._holds = 1
        try:
            self._unchanged()
            yield
        finally:
            self._holds = 0
            fd, self._lock = self._lock, None
            if fd is not None:
                os.close(fd)  # closing the file releases its lock

    def _unchanged(self) -> None:
        try:
            on_disk = _read(self.path)
        except UsageError:
            on_disk = None
        if on_disk != self.text:
            raise UsageError(
                f"{shown(self.path)}: changed on disk since the session read it; nothing "
                "written (start the session again to go on from the file as it is)"
            )

    def replace(self, text: str) -> None:
        """Put ``text`` on disk in place of the log, whole or not at all, and keep it (under the
        log's lock: :meth:`held`).

        Raises:
            UsageError: the lock is held by another session, the file changed on disk since
                the session last wrote it, it was made read-only, or it cannot be written.
        """
        with self.held():
            self._unchanged()
            _writable(self.path)
            write(self.path, text)
        self.text = text
        self.on_disk = True
        if not LINE_END_RE.search(self.text):
            self.newline = "\n"


def write(path: Path, text: str, *, exclusive: bool = False) -> None:
    """Write ``text`` atomically, keep the file's mode, and make the rename itself durable.

    Raises:
        UsageError: ``text`` holds what UTF-8 cannot (a lone surrogate): nothing is written.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise UsageError(
            f"{shown(path)}: U+{ord(text[err.start]):04X} is not a character UTF-8 can hold; "
            "nothing written"
        ) from None
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        mode = None
    write_atomic(path, text, exclusive=exclusive)
    if mode is not None and path.stat().st_mode & 0o7777 != mode:
        os.chmod(path, mode)
    _sync_folder(path.parent)


def _writable(path: Path) -> None:
    """Refuse a log its owner made read-only (no write permission for anyone, or none for this
    user): the atomic rename would replace it all the same, as the folder allows.

    Raises:
        UsageError: the file is read-only.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # gone: the comparison with what the session wrote says so
    if mode & 0o222 and os.access(path, os.W_OK):
        return
    raise UsageError(
        f"{shown(path)}: read-only (mode {mode & 0o7777:04o}); live adds lines to it, so it "
        f"must be writable (chmod u+w {shown(path)}), or follow a copy"
    )


def _lock(path: Path, wait: float) -> int | None:
    """An open descriptor of ``path`` holding its exclusive advisory lock, waited for up to
    ``wait`` seconds (None: no file to lock, or no locks on this system).

    The lock is on the file, and a session replaces the file by a rename: when the name points
    to another file once the lock is had, the lock of that file is taken instead.
    """
    if fcntl is None:  # pragma: no cover - Windows
        return None
    deadline = time.monotonic() + wait
    while True:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        except FileNotFoundError:
            return None  # gone: the comparison with what the session wrote says so
        except OSError as err:
            raise UsageError(f"{shown(path)}: cannot read ({err.strerror})") from None
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise UsageError(
                            f"{shown(path)}: another live session is writing it (it held the "
                            f"file's lock for {wait:g} s); nothing written"
                        ) from None
                    time.sleep(0.01)
            held = os.fstat(fd)
            try:
                now = os.stat(path)
            except FileNotFoundError:
                return fd
            if (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # replaced while we waited: lock the file the name points to now


def _sync_folder(folder: Path) -> None:
    # The rename is in the folder's entry: fsync it too, so a power cut cannot undo it.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - a folder that cannot be opened (Windows)
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse fsync on a folder
        pass
    finally:
        os.close(fd)


def _read(path: Path) -> str:
    try:
        data = log_bytes(path)
    except FileNotFoundError:
        raise UsageError(f"{shown(path)}: no such file") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise UsageError(f"{shown(path)}: not UTF-8 text (byte {err.start})") from None
