"""One served command, in a child the server forked: become the client's process, run, end.

The child takes the client's fds 0, 1 and 2, working directory, umask, environment and argv,
opens standard streams with the client's settings (encoding, errors, line buffering), and runs
:func:`fishsolve.cli.commands.run` — what a run without a server runs — so that the output, the
colours, the width, the errors and the exit code are those of a normal run. It ends with
``os._exit`` after flushing, and its wait status goes back to the client from the server.
"""

from __future__ import annotations

import atexit
import io
import os
import signal
import sys
import types
from typing import NoReturn


def serve(fields: list[bytes], fds: list[int], close: list[int]) -> NoReturn:
    """Run the command of a request (``fields`` of :func:`fishsolve.cli.warm.client._request`)
    on the client's ``fds``, after closing the server's own fds ``close``; never returns."""
    code = 1
    try:
        code = _run(fields, fds, close)
    finally:
        os._exit(code)


def _run(fields: list[bytes], fds: list[int], close: list[int]) -> int:
    for fd in close:
        _close(fd)
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for name in ("SIGTERM", "SIGHUP", "SIGCHLD"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)
    for target, fd in zip((0, 1, 2), fds, strict=True):
        if fd != target:
            os.dup2(fd, target)
            _close(fd)
    _, cwd, mask, package, *rest = fields
    settings, rest = rest[:12], rest[12:]
    count = int(rest[0])
    argv, env = rest[1 : 1 + count], rest[1 + count :]
    os.chdir(cwd)
    os.umask(int(mask))
    os.environb.clear()
    for item in env:
        variable, _, value = item.partition(b"=")
        os.environb[variable] = value
    sys.argv = [os.fsdecode(arg) for arg in argv]
    # click names the program after ``__main__`` (``fishsolve``, or ``python -m fishsolve``):
    # the client's, not the server's.
    main = types.ModuleType("__main__")
    main.__package__ = None if package == b"-" else package[1:].decode()
    sys.modules["__main__"] = main
    streams = [_stream(fd, settings[4 * fd : 4 * fd + 4]) for fd in (0, 1, 2)]
    sys.stdin, sys.stdout, sys.stderr = streams
    for name, stream in zip(("__stdin__", "__stdout__", "__stderr__"), streams, strict=True):
        setattr(sys, name, stream)
    code = _command()
    return _flushed(code)


def _command() -> int:
    """Run the command line as a normal run does; the exit code Python would give it."""
    from fishsolve.cli.commands import run

    try:
        run()
    except SystemExit as end:
        if end.code is None:
            return 0
        if isinstance(end.code, int):
            return end.code & 0xFF
        sys.stderr.write(f"{end.code}\n")
        return 1
    except BaseException:  # a bug: its traceback, as Python shows an uncaught exception
        sys.excepthook(*sys.exc_info())
        return 1
    return 0


def _flushed(code: int) -> int:
    """``code`` once the streams are flushed and the exit functions have run (120 if stdout
    cannot be flushed, as Python does)."""
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = 120
    return code


def _stream(fd: int, settings: list[bytes]) -> io.TextIOWrapper:
    """A standard stream on ``fd`` with the client's encoding, errors and buffering."""
    encoding, errors, line_buffering, write_through = (s.decode() for s in settings)
    raw = io.FileIO(fd, "rb" if fd == 0 else "wb", closefd=False)
    raw.name = ("<stdin>", "<stdout>", "<stderr>")[fd]
    buffer = io.BufferedReader(raw) if fd == 0 else io.BufferedWriter(raw)
    return io.TextIOWrapper(
        buffer,
        encoding=encoding,
        errors=errors,
        newline="\n",
        line_buffering=line_buffering == "1",
        write_through=write_through == "1",
    )


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:  # closed already
        return
