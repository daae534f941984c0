"""Where a warm server lives and which code it serves.

A server listens on a Unix socket in a private directory: ``$XDG_RUNTIME_DIR/fishsolve``, or
``/tmp/fishsolve-UID`` without one, created with mode 0700 and used only when it is a real
directory (no symlink) owned by this user that nobody else can enter.

The socket's name is a fingerprint of the code the server would run: fishsolve's version and
the newest modification time, total size and number of the package's ``.py`` and extension
files (an edit of an editable install changes it), the interpreter and its flags, the other
entries of ``sys.path`` with their modification times (installing or upgrading a dependency
changes its ``site-packages``), and the variables of the environment that modules read when
they are imported. A run finds only a server started from the same code; a server started from
older code is never asked, and ends when it has been idle long enough.

Standard library only (``os``, ``sys``): the client imports this module on every run.
"""

from __future__ import annotations

import os
import sys

ENV_OFF = "FISHSOLVE_NO_SERVER"
"""``1`` turns the warm start off: every command runs in its own process."""
ENV_IDLE = "FISHSOLVE_SERVER_IDLE"
"""Seconds a server waits for a command before it ends (default :data:`IDLE_SECONDS`)."""
IDLE_SECONDS = 600.0

IMPORT_ENV = (
    "PYTHONPATH",
    "PYTHONHOME",
    "PYTHONHASHSEED",
    "PYTHONIOENCODING",
    "PYTHONUTF8",
    "PYTHONWARNINGS",
    "PYTHONDEVMODE",
    "PYTHONSAFEPATH",
    "PYTHONINTMAXSTRDIGITS",
    "LC_ALL",
    "LC_CTYPE",
    "LANG",
    "TZ",
    "TYPER_USE_RICH",
    "TERMINAL_WIDTH",
    "_TYPER_FORCE_DISABLE_TERMINAL",
    "GITHUB_ACTIONS",
    "FORCE_COLOR",
    "PY_COLORS",
    "TYPER_STANDARD_TRACEBACK",
    "_TYPER_STANDARD_TRACEBACK",
)
"""Variables read when the interpreter starts or a preloaded module is imported (typer reads
the last eight into module constants): a server started under other values is another server.
Every other variable reaches the served command as it is in the client's environment."""

_SOCKET_PATH_MAX = 100
"""A Unix socket's path must fit in 108 bytes; a longer one means no server."""


def off() -> bool:
    """True when ``FISHSOLVE_NO_SERVER`` turns the warm start off."""
    return os.environ.get(ENV_OFF, "").strip().lower() not in ("", "0", "no", "false", "off")


def idle_seconds() -> float:
    """The idle time from ``FISHSOLVE_SERVER_IDLE`` (seconds, more than 0), else 10 minutes."""
    try:
        value = float(os.environ.get(ENV_IDLE, IDLE_SECONDS))
    except ValueError:
        return IDLE_SECONDS
    return value if value > 0 else IDLE_SECONDS


def runtime_dir(create: bool = True) -> str | None:
    """The private directory of this user's servers, or None if there is no safe one."""
    base = os.environ.get("XDG_RUNTIME_DIR", "")
    path = os.path.join(base, "fishsolve") if base else f"/tmp/fishsolve-{os.getuid()}"
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return None
    try:
        st = os.lstat(path)
    except OSError:
        return None
    private = (st.st_mode & 0o170000) == 0o040000 and st.st_mode & 0o077 == 0
    return path if private and st.st_uid == os.getuid() else None


def _package_files(root: str) -> tuple[int, int, int, int]:
    """Newest mtime and sum of mtimes (ns), total size and number of the ``.py`` and extension
    files (the sum: a file put back to an older time, as a checkout does, changes it too)."""
    newest = total = size = count = 0
    todo = [root]
    while todo:
        with os.scandir(todo.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        todo.append(entry.path)
                elif entry.name.endswith((".py", ".so", ".pyd")):
                    st = entry.stat()
                    newest = max(newest, st.st_mtime_ns)
                    total += st.st_mtime_ns
                    size += st.st_size
                    count += 1
    return newest, total, size, count


def _mtime(path: str) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def fingerprint() -> str:
    """16 hex digits naming the code a server started from this process would serve."""
    code, context = identity()
    return _fnv64(f"{code}:{context}")


def identity() -> tuple[str, str]:
    """What the fingerprint is made of, hashed in two parts: the code (fishsolve's version and
    files, the other ``sys.path`` entries' modification times) and the context it runs in (the
    install's place, the interpreter, its flags, the environment read at import). A server whose
    context is another's with other code serves code that no client runs any more."""
    import fishsolve

    root = os.path.dirname(os.path.abspath(fishsolve.__file__ or ""))
    code = [
        fishsolve.__version__,
        repr(_package_files(root)),
        *(f"{p}@{_mtime(p)}" for p in sys.path[1:]),
    ]
    context = [
        "fishsolve-warm-1",
        root,
        sys.executable,
        sys.version,
        repr(tuple(sys.flags)),
        repr(sys.warnoptions),
        repr(sorted(sys._xoptions.items())),
        *sys.path[1:],
        *(f"{k}={os.environ.get(k)}" for k in IMPORT_ENV),
    ]
    return _fnv64("\0".join(code)), _fnv64("\0".join(context))


def _fnv64(text: str) -> str:
    # FNV-1a: a stable hash without importing hashlib (a few ms with OpenSSL).
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8", "surrogateescape"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def socket_path(directory: str, key: str) -> str | None:
    """The socket of the server for ``key`` (None if the path is too long for a socket)."""
    path = os.path.join(directory, f"{key}.sock")
    return path if len(os.fsencode(path)) <= _SOCKET_PATH_MAX else None


def info_path(directory: str, key: str) -> str:
    """The file where the server for ``key`` writes its pid and what it serves."""
    return os.path.join(directory, f"{key}.info")


def lock_path(directory: str, key: str) -> str:
    """The file the server for ``key`` keeps locked while it lives (one server per key)."""
    return os.path.join(directory, f"{key}.lock")
