"""Writing files whole or not at all: every file fishsolve writes goes through here.

:func:`check_target` says, before any work is done, whether a file may be written;
:func:`write_atomic` writes it through a temporary file in the same folder, renamed (or, with
``exclusive``, linked) into place.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
from collections.abc import Iterable
from pathlib import Path

from fishsolve.errors import Opt, OptionError

# Where a file system cannot make hard links, an exclusive write falls back to reserving the
# name with O_EXCL and renaming the finished file over it.
_NO_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.ENOSYS}


def temporary_name(path: Path) -> Path:
    """A new name for :func:`write_atomic`'s temporary copy of ``path``: hidden, in the same
    folder, ``.NAME.<12 hex digits>.tmp``."""
    return path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"


def is_temporary_of(path: Path, name: str) -> bool:
    """Whether ``name`` (a file name in ``path``'s folder) is a name :func:`temporary_name`
    gives ``path``'s temporary copies."""
    return re.fullmatch(rf"\.{re.escape(path.name)}\.[0-9a-f]{{12}}\.tmp", name) is not None


def _umask() -> int:
    # The only way to read the umask is to set it; set it straight back.
    mask = os.umask(0)
    os.umask(mask)
    return mask


def shown(path: Path) -> str:
    r"""``path`` as text that can be printed: bytes that are not UTF-8 as ``\xNN``."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def check_target(
    path: Path, option: str, *, force: bool = False, inputs: Iterable[Path] = ()
) -> None:
    """Refuse to write ``path`` before any work is done, unless it is safe to.

    Args:
        path: the file to be written.
        option: the choice that names it (``out``, ``html``), for the message.
        force: an existing file may be replaced.
        inputs: the files the command reads: never replaced, even with ``force``, whatever
            name they go by (the same inode: a hard or symbolic link, another spelling).

    Raises:
        OptionError: a name that is not UTF-8, an input file, a directory, or (without
            ``force``) a file that exists.
    """
    try:
        os.fsencode(path).decode("utf-8")
    except UnicodeDecodeError:
        raise OptionError.bad(
            option, shown(path), "the name is not UTF-8; choose another"
        ) from None
    if any(_same_file(path, source) for source in inputs):
        raise OptionError(f"{path}: is the input file; choose another ", Opt(option))
    if path.is_dir():
        raise OptionError(f"{path}: is a directory; give ", Opt(option), " a file's name")
    if not force and (path.exists() or path.is_symlink()):
        raise OptionError(f"{path}: exists; use ", Opt("force"), " to overwrite it")


def write_atomic(path: Path, text: str, *, exclusive: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a temporary file, then a rename.

    With ``exclusive``, ``path`` must not exist: the finished file is linked into place, which
    fails if another writer created ``path`` meanwhile (two runs into one folder).

    What is not a regular file is never renamed over: a character device (``/dev/null``) or a
    FIFO with a reader is written into, anything else (a block device, a socket, a FIFO that
    nobody reads) is refused.

    Raises:
        OptionError: the file cannot be written (``PATH: cannot write (REASON)``), or with
            ``exclusive`` it exists (``PATH: exists already; not overwritten``).
    """
    if not exclusive and _write_in_place(path, text):
        return
    # The temporary file's name is chosen before it is made, and made inside the block that
    # removes it: an interrupt however early leaves none behind (with mkstemp one landing
    # between the file's creation and the block left it).
    tmp = str(temporary_name(path))
    try:
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except OSError as err:
            raise OptionError(f"{shown(path)}: cannot write ({err.strerror})") from None
        with open(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            # On disk before the rename: after a crash the file is the old one or the new one.
            handle.flush()
            os.fsync(handle.fileno())
        # The file was made private; give it the mode a plain write would.
        os.chmod(tmp, 0o666 & ~_umask())
        if exclusive:
            _link_exclusively(tmp, path)
        else:
            os.replace(tmp, path)
    except FileExistsError:
        Path(tmp).unlink(missing_ok=True)
        raise OptionError(f"{shown(path)}: exists already; not overwritten") from None
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise OptionError(f"{shown(path)}: cannot write ({err.strerror})") from None
    except BaseException:
        # An interrupt (Ctrl-C, SIGTERM) mid-write leaves no temporary file behind either.
        Path(tmp).unlink(missing_ok=True)
        raise


def _write_in_place(path: Path, text: str) -> bool:
    """Write ``text`` into ``path`` if it is a character device or a FIFO (True); False if it is
    a regular file or nothing (the caller writes it atomically); refuse anything else."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        # A directory is refused by the rename, with its own reason.
        return False
    if not (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
        kind = "a block device" if stat.S_ISBLK(mode) else "not a regular file"
        raise OptionError(f"{shown(path)}: is {kind}; not written")
    try:
        # Without blocking: a FIFO that nobody reads is refused (ENXIO), not waited on.
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as err:
        if err.errno == errno.ENXIO:
            raise OptionError(f"{shown(path)}: is a FIFO that nobody reads; not written") from None
        raise OptionError(f"{shown(path)}: cannot write ({err.strerror})") from None
    try:
        os.set_blocking(fd, True)
        with open(fd, "w", encoding="utf-8", closefd=True) as handle:
            fd = -1
            handle.write(text)
            handle.flush()
    except OSError as err:
        raise OptionError(f"{shown(path)}: cannot write ({err.strerror})") from None
    finally:
        if fd >= 0:
            os.close(fd)
    return True


def _link_exclusively(tmp: str, path: Path) -> None:
    """Put the finished ``tmp`` at ``path`` only if nothing is there (FileExistsError else)."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError as err:
        if err.errno not in _NO_LINKS:
            raise
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        os.replace(tmp, path)
        return
    os.unlink(tmp)
