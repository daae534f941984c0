"""Writing files whole or not at all: every file fishsolve writes goes through here."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from fishsolve.errors import OptionError


def _umask() -> int:
    # The only way to read the umask is to set it; set it straight back.
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a temporary file, then a rename.

    Raises:
        OptionError: the file cannot be written (``PATH: cannot write (REASON)``).
    """
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as err:
        raise OptionError(f"{path}: cannot write ({err.strerror})") from None
    try:
        with open(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            # On disk before the rename: after a crash the file is the old one or the new one.
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file private; give it the mode a plain write would.
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise OptionError(f"{path}: cannot write ({err.strerror})") from None
