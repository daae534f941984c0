"""The warm server: ``python -m fishsolve.cli.warm.server SOCKET KEY``, started detached by the
first client that found none (:func:`fishsolve.cli.warm.client._start_server`).

It serves only the code it was started from (its fingerprint must be ``KEY``), one server per
key (it holds ``KEY.lock`` locked while it lives). Before it listens it imports the command line
and the served commands' modules and runs one analysis of a small game, so that a served command
finds its modules and caches ready; it starts no thread and creates no console. Then it forks a
child per command (:mod:`~fishsolve.cli.warm.child`), reaps each child and sends its wait status
to its client, and ends when no command has come for the idle time, on ``stop`` or on SIGTERM,
after its running children; it removes its socket and info file as it ends.
"""

from __future__ import annotations

import fcntl
import gc
import json
import os
import select
import signal
import socket
import sys
import threading
import time
from contextlib import suppress

from fishsolve.cli.warm import child, place, wire

PRELOAD = (
    "fishsolve.cli.commands",
    "rich.console",
    "rich.table",
    "rich.text",
    "rich._emoji_codes",
    "typer._click.decorators",
    "encodings.utf_8_sig",
    "fishsolve.render.progress",
    "fishsolve.files",
    "fishsolve.literature.notation.load",
    "fishsolve.literature.notation.text",
    "fishsolve.literature.notation.jsonwrite",
    "fishsolve.literature.notation.writer",
    "fishsolve.gofish.notation.load",
    "fishsolve.gofish.reports.analyze",
    "fishsolve.gofish.reports.check",
    "fishsolve.render.common",
    "fishsolve.literature.render.analysis",
    "fishsolve.gofish.render.analysis",
    "fishsolve.literature.render.match",
    "fishsolve.literature.reports.analyze",
    "fishsolve.literature.reports.check",
    "fishsolve.literature.reports.risk",
    "fishsolve.literature.reports.match",
)
"""What the served commands import when they run, but ortools (``explain``, ``puzzle check``:
they load it themselves, and take long enough that it matters little)."""

WARM_UP = """\
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
"""
"""A small game analysed once before serving: the first analysis fills caches (the counting's
tables, the C extension) that every later one would otherwise fill again."""


class Server:
    """The listening socket, the children running commands, and when to end."""

    def __init__(
        self, path: str, key: str, listener: socket.socket, idle: float, lock: int
    ) -> None:
        self.path = path
        self.lock = lock
        self.identity = place.identity()
        self.key = key
        self.listener = listener
        self.inode = os.stat(path).st_ino
        self.idle = idle
        self.children: dict[int, socket.socket] = {}
        self.killed: set[int] = set()
        self.served = 0
        self.started = time.time()
        self.last = time.monotonic()
        self.stopping = False
        self.wake_r, self.wake_w = os.pipe()
        for fd in (self.wake_r, self.wake_w):
            os.set_blocking(fd, False)

    def loop(self) -> None:
        """Serve until idle, stopped or terminated, and the last child has ended."""
        signal.set_wakeup_fd(self.wake_w)
        signal.signal(signal.SIGCHLD, lambda signum, frame: None)
        signal.signal(signal.SIGTERM, self._terminate)
        while True:
            self._reap()
            if self.stopping and not self.children:
                return
            wait = None
            if not self.children:
                wait = self.last + self.idle - time.monotonic()
                if wait <= 0:
                    return
            listening = self.listener.fileno()
            watched = [self.wake_r] if self.stopping else [listening, self.wake_r]
            clients = {
                conn.fileno(): pid for pid, conn in self.children.items() if pid not in self.killed
            }
            ready, _, _ = select.select([*watched, *clients], [], [], wait)
            if self.wake_r in ready:
                with suppress(OSError):
                    os.read(self.wake_r, 512)
            if listening in ready:
                self._accept()
            for fd in ready:
                if fd in clients:
                    self._client_gone(clients[fd])

    def _client_gone(self, pid: int) -> None:
        """The client of ``pid`` closed its end before the command ended: it was killed (a
        client sends nothing after its request, and exits only after the status). A process
        killed so takes its command with it; so does the client, through its child."""
        try:
            if self.children[pid].recv(64, socket.MSG_DONTWAIT):
                return  # bytes a client never sends: dropped, and the command runs on
        except BlockingIOError:
            return
        except OSError:
            pass  # reset: the client is gone
        self.killed.add(pid)
        with suppress(OSError):
            os.kill(pid, signal.SIGKILL)

    def _terminate(self, signum: int, frame: object) -> None:
        self.stopping = True

    def _reap(self) -> None:
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            self.killed.discard(pid)
            if conn is not None:
                with suppress(OSError):
                    wire.reply(conn, wire.ENDED, status)
                conn.close()
            self.last = time.monotonic()

    def _accept(self) -> None:
        try:
            conn, _ = self.listener.accept()
        except OSError:
            return
        try:
            conn.settimeout(5)  # a client that sends nothing must not hold the server up
            if not _same_user(conn):
                conn.close()
                return
            kind, body, fds = wire.recv_request(conn)
        except (OSError, wire.WireError):
            conn.close()
            return
        if kind == wire.CONTROL:
            self._control(conn, body.decode(errors="replace"), fds)
            return
        try:
            fields = wire.unpack(body)
        except wire.WireError:
            fields = []
        if len(fds) != 3 or not fields or fields[0] != self.key.encode() or self.stopping:
            self._decline(conn, fds)
            return
        self._fork(conn, fields, fds)

    def _fork(self, conn: socket.socket, fields: list[bytes], fds: list[int]) -> None:
        try:
            pid = os.fork()
        except OSError:
            self._decline(conn, fds)
            return
        if pid == 0:  # pragma: no cover - the child runs the command and exits
            own = [self.listener.fileno(), conn.fileno(), self.wake_r, self.wake_w, self.lock]
            own += [c.fileno() for c in self.children.values()]
            child.serve(fields, fds, own)
        for fd in fds:
            os.close(fd)
        self.children[pid] = conn
        self.served += 1
        try:
            wire.reply(conn, wire.STARTED, pid)
        except OSError:
            return  # the client is gone; the child's status is sent nowhere when it ends

    def _decline(self, conn: socket.socket, fds: list[int]) -> None:
        for fd in fds:
            os.close(fd)
        with suppress(OSError):
            wire.reply(conn, wire.DECLINED, 0)
        conn.close()

    def _control(self, conn: socket.socket, what: str, fds: list[int]) -> None:
        for fd in fds:
            os.close(fd)
        if what == "stop":
            self.stopping = True
        text = json.dumps(self.status(), sort_keys=True).encode()
        with suppress(OSError):
            wire.reply(conn, wire.STATUS, len(text))
            conn.sendall(text)
        conn.close()

    def status(self) -> dict[str, object]:
        """What ``fishsolve server status`` shows of this server."""
        import fishsolve

        return {
            "code": self.identity[0],
            "context": self.identity[1],
            "pid": os.getpid(),
            "key": self.key,
            "version": fishsolve.__version__,
            "socket": self.path,
            "started": self.started,
            "served": self.served,
            "running": len(self.children),
            "children": sorted(self.children),
            "idle_seconds": self.idle,
            "stopping": self.stopping,
        }

    def close(self) -> None:
        """Remove the socket (if it is still this server's) and the info file."""
        with suppress(OSError):
            if os.stat(self.path).st_ino == self.inode:
                os.unlink(self.path)
        with suppress(OSError):
            os.unlink(place.info_path(os.path.dirname(self.path), self.key))
        self.listener.close()


def _same_user(conn: socket.socket) -> bool:
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12)
    return int.from_bytes(creds[4:8], sys.byteorder) == os.getuid()


def preload() -> None:
    """Import what the served commands import, and analyse :data:`WARM_UP` once."""
    import importlib

    for name in PRELOAD:
        with suppress(ImportError):
            importlib.import_module(name)
    from fishsolve.cli.commands import app, prebuild

    prebuild(app)  # the command tree, built from the commands' annotations (25 ms a run)
    with suppress(Exception):
        from fishsolve.literature.notation.text import parse_log
        from fishsolve.literature.reports.analyze import analyze

        analyze(parse_log(WARM_UP, "<warm-up>"), "Asha", 2).to_dict()
    with suppress(Exception):
        from rich._unicode_data import load

        load("latest")  # the table of the version rich uses unless UNICODE_VERSION says other
    # Objects made so far stay out of the children's collections: a collection that walked
    # them would copy every page they are on into each child.
    gc.collect()
    gc.freeze()


def _listen(path: str) -> socket.socket:
    """A socket listening at ``path``: bound under a temporary name, then renamed into place,
    so that a client never finds a socket that does not listen yet."""
    temporary = f"{path}.{os.getpid()}.tmp"
    with suppress(FileNotFoundError):
        os.unlink(temporary)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(temporary)
    listener.listen(64)
    os.replace(temporary, path)
    return listener


def _write_info(path: str, data: dict[str, object]) -> None:
    """``data`` as JSON at ``path``, written atomically (temporary file, then rename)."""
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as out:
        json.dump(data, out, sort_keys=True)
    os.replace(temporary, path)


def _stop_replaced(directory: str, mine: dict[str, object]) -> None:
    """Stop the servers of the same context (install, interpreter, flags, environment) started
    from other code: no client reaches them any more, and an editable install being edited
    would otherwise gather one idle server per edit."""
    from fishsolve.cli.warm.control import ask

    for name in os.listdir(directory):
        if not name.endswith(".info") or name == f"{mine['key']}.info":
            continue
        try:
            with open(os.path.join(directory, name), encoding="utf-8") as info:
                other = json.load(info)
        except (OSError, ValueError):
            continue
        older = other.get("context") == mine["context"] and other.get("code") != mine["code"]
        path = place.socket_path(directory, name[: -len(".info")])
        if older and path is not None:
            ask(path, "stop")


def main() -> None:
    """Run the server for ``sys.argv[1:] == [SOCKET, KEY]`` (detached by the client)."""
    path, key = sys.argv[1], sys.argv[2]
    directory = os.path.dirname(path)
    if place.runtime_dir(create=False) != directory or place.fingerprint() != key:
        return  # not this user's private directory, or not the code the client runs
    lock = os.open(place.lock_path(directory, key), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return  # another server for this code is alive or starting
    preload()
    if threading.active_count() > 1:
        return  # a thread would not survive fork: serve nothing rather than serve wrong
    listener = _listen(path)  # we hold the lock: any socket file at ``path`` is stale
    server = Server(path, key, listener, place.idle_seconds(), lock)
    try:
        _write_info(place.info_path(directory, key), server.status())
        _stop_replaced(directory, server.status())
        server.loop()
    finally:
        server.close()
        with suppress(OSError):  # still held: a server starting now makes a lock of its own
            os.unlink(place.lock_path(directory, key))
    # The lock goes with the process (``fishsolve server stop`` waits for it): no finalizing
    # of a large heap in between.
    os._exit(0)


if __name__ == "__main__":
    main()
