"""What ``fishsolve`` runs first: hand a batch command to a warm server, or run it here.

A batch command (:data:`SERVED`: it neither reads the terminal interactively nor runs long)
goes to this user's server for this code (:mod:`~fishsolve.cli.warm.place`) when one answers:
the client sends its argv, working directory, umask, environment, the settings of its standard
streams and its fds 0, 1 and 2; the server's child runs the same command line on them and the
client waits, passes on SIGINT, SIGTERM and SIGHUP, and ends as the child ended. When no server
answers, the command runs here and a server is started, detached, for the next runs.

Anything that goes wrong before the command has started — no server, a stale socket, another
code's server, no ``AF_UNIX`` or ``fork``, a stream that is closed — means the command runs here,
in this process, as if there were no server; so does ``FISHSOLVE_NO_SERVER=1``.

Standard library only (``os``, ``sys``, ``_socket``, ``_signal``): typer, rich and fishsolve's
library load only when the command runs here.
"""

from __future__ import annotations

import os
import sys

from fishsolve.cli.warm import place

TYPE_CHECKING = False
if TYPE_CHECKING:
    import _socket
    from types import ModuleType

SERVED = frozenset({"analyze", "risk", "explain", "check", "convert", "match"})
"""Sub-commands a server runs; ``puzzle check`` and ``--version`` too (:func:`served`). Not
``live`` (reads the terminal), ``review``, ``simulate``, ``tournament``, ``puzzle make`` (long,
with worker processes) or ``server``."""

FORWARDED = ("SIGINT", "SIGTERM", "SIGHUP")
"""Signals the client passes on to the child running its command."""


def served(argv: list[str]) -> bool:
    """True if the command line ``argv`` (without the program) is one a server may run."""
    if not argv:
        return False
    if argv == ["--version"]:
        return True
    if argv[0] == "puzzle":
        return argv[1:2] == ["check"]
    return argv[0] in SERVED


def main() -> None:
    """Run the command: served by a warm server when one answers, else here."""
    if served(sys.argv[1:]) and not place.off() and _possible():
        status = _serve()
        if status is not None:
            _end_as(status)
    from fishsolve.cli.commands import run

    run()


def _possible() -> bool:
    return hasattr(os, "fork") and sys.platform != "win32" and hasattr(os, "getuid")


def _serve() -> int | None:
    """The wait status of the served command, or None if it must run here."""
    try:
        import _socket

        directory = place.runtime_dir()
        if directory is None:
            return None
        key = place.fingerprint()
        path = place.socket_path(directory, key)
        if path is None:
            return None
        body = _request(key)
        for fd in (0, 1, 2):
            os.fstat(fd)  # a closed stream: run here, where Python deals with it as usual
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except (OSError, ImportError, AttributeError, ValueError):
        return None
    try:
        return _served(sock, path, key, body)
    finally:
        sock.close()


def _served(sock: _socket.socket, path: str, key: str, body: bytes) -> int | None:
    """Ask the server at ``path`` to run the command; its wait status (None: run it here)."""
    from fishsolve.cli.warm import wire

    try:
        sock.connect(path)
    except (FileNotFoundError, ConnectionRefusedError):
        # No server, or a socket file nobody listens on (its server was killed): start
        # one, which replaces the file, for the next runs.
        _start_server(path, key)
        return None
    except OSError:
        return None
    relay = _Relay()
    try:
        if not _same_user(sock):
            return None
        relay.install()
        wire.send_request(sock, wire.COMMAND, body, [0, 1, 2])
        kind, pid = wire.read_reply(sock)
    except (OSError, wire.WireError):
        relay.uninstall()
        return None
    if kind != wire.STARTED:
        relay.uninstall()
        return None
    relay.forward_to(pid)
    try:
        kind, status = wire.read_reply(sock)
    except (OSError, wire.WireError):
        # The server went away while the command ran: say so (the command cannot be run
        # again here, it may have written already).
        sys.stderr.write("fishsolve: the warm server ended before the command did\n")
        return 1 << 8
    finally:
        relay.uninstall()
    return status if kind == wire.ENDED else 1 << 8


class _Relay:
    """Passes SIGINT, SIGTERM and SIGHUP on to the child that runs the command (those that
    come before its pid is known, as soon as it is), and Ctrl-Z: on SIGTSTP the child is
    stopped (SIGSTOP: it is in the server's orphaned process group, where SIGTSTP is
    discarded) and then this process, and on SIGCONT both go on; where this process does not
    stop (its own group orphaned), neither does the command."""

    def __init__(self) -> None:
        self.pid = 0
        self.pending: list[int] = []
        self.saved: dict[int, object] = {}

    def install(self) -> None:
        _signal = _signals()
        for name in (*FORWARDED, "SIGTSTP", "SIGCONT"):
            signum = getattr(_signal, name, None)
            if signum is not None:
                self.saved[signum] = _signal.signal(signum, self._on_signal)

    def uninstall(self) -> None:
        _signal = _signals()
        for signum, handler in self.saved.items():
            _signal.signal(signum, handler)
        self.saved.clear()
        # Signals that came while no command had started (it will run here): this process
        # takes them now, as it would have without the relay.
        pending, self.pending = self.pending, []
        for signum in pending:
            os.kill(os.getpid(), signum)

    def forward_to(self, pid: int) -> None:
        self.pid = pid
        for signum in self.pending:
            self._on_signal(signum, None)
        self.pending.clear()

    def _on_signal(self, signum: int, frame: object) -> None:
        if not self.pid:
            self.pending.append(signum)
            return
        _signal = _signals()
        if signum == _signal.SIGTSTP:
            self._kill(_signal.SIGSTOP)
            _signal.signal(signum, _signal.SIG_DFL)  # stop as a normal process does
            os.kill(os.getpid(), signum)
            _signal.signal(signum, self._on_signal)  # here again after SIGCONT
            # Here either this process was stopped and has been continued, or it never
            # stopped: in an orphaned process group the system discards a SIGTSTP whose action
            # is to stop, and a normal run goes on. Either way the command goes on too.
            self._kill(_signal.SIGCONT)
        else:
            self._kill(signum)

    def _kill(self, signum: int) -> None:
        try:
            os.kill(self.pid, signum)
        except OSError:  # gone already: nothing to do
            return


def _signals() -> ModuleType:
    """The C module behind :mod:`signal` (which costs 2 ms more: its enums)."""
    import _signal  # type: ignore[import-not-found]

    return _signal  # type: ignore[no-any-return]


def _same_user(sock: _socket.socket) -> bool:
    """True if the server at the other end runs as this user (``SO_PEERCRED``)."""
    import _socket

    creds = getattr(_socket, "SO_PEERCRED", None)
    if creds is None:
        return True  # no such option here; the directory is private (0700, ours)
    data = sock.getsockopt(_socket.SOL_SOCKET, creds, 12)
    return int.from_bytes(data[4:8], sys.byteorder) == os.getuid()


def _request(key: str) -> bytes:
    """The command's request: what the child needs to be this process."""
    from fishsolve.cli.warm import wire

    mask = os.umask(0o22)
    os.umask(mask)
    streams = []
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if stream is None or not hasattr(stream, "encoding"):
            raise ValueError("a standard stream is missing")
        streams += [
            stream.encoding.encode(),
            (stream.errors or "strict").encode(),
            b"1" if getattr(stream, "line_buffering", False) else b"0",
            b"1" if getattr(stream, "write_through", False) else b"0",
        ]
    env = [os.fsencode(k) + b"=" + os.fsencode(v) for k, v in os.environ.items()]
    argv = [os.fsencode(a) for a in sys.argv]
    package = getattr(sys.modules.get("__main__"), "__package__", None)
    main_package = b"-" if package is None else b"=" + package.encode()  # click's program name
    head = [key.encode(), os.fsencode(os.getcwd()), str(mask).encode(), main_package]
    return wire.pack([*head, *streams, str(len(argv)).encode(), *argv, *env])


def _end_as(status: int) -> None:
    """End this process as the child ended: its exit code, or killed by its signal."""
    _signal = _signals()
    if os.WIFSIGNALED(status):
        signum = os.WTERMSIG(status)
        sys.stdout.flush()
        _signal.signal(signum, _signal.SIG_DFL)
        os.kill(os.getpid(), signum)
    sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 1)


def _start_server(path: str, key: str) -> None:
    """Start the server for ``key``, detached (double fork, own session, stdio on /dev/null,
    no other fd), and return at once: this run does its command itself."""
    argv = [sys.executable, *_interpreter_flags(), "-m", "fishsolve.cli.warm.server", path, key]
    try:
        pid = os.fork()
    except OSError:
        return
    if pid == 0:  # pragma: no cover - the child execs or exits
        try:
            os.setsid()
            if os.fork() != 0:
                os._exit(0)
            os.chdir("/")
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.closerange(3, 1 << 16)
            os.execv(sys.executable, argv)
        finally:
            os._exit(127)
    try:
        os.waitpid(pid, 0)
    except OSError:  # gone already: nothing to do
        return


def _interpreter_flags() -> list[str]:
    """The command-line options this interpreter was started with that change how code runs."""
    flags = sys.flags
    found = ["-O"] * flags.optimize + ["-b"] * flags.bytes_warning
    for on, option in (
        (flags.isolated, "-I"),
        (flags.ignore_environment and not flags.isolated, "-E"),
        (flags.no_user_site and not flags.isolated, "-s"),
        (flags.no_site, "-S"),
        (flags.dont_write_bytecode, "-B"),
        (getattr(flags, "safe_path", False) and not flags.isolated, "-P"),
    ):
        if on:
            found.append(option)
    for option in sys.warnoptions:
        found += ["-W", option]
    for name, value in sys._xoptions.items():
        found += ["-X", name if value is True else f"{name}={value}"]
    return found
