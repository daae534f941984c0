"""Talking to running warm servers: ask one for its status or to stop, and tell whether the
server of a key is alive (it holds its lock file while it lives)."""

from __future__ import annotations

import json
import os
import time
from typing import Any

from fishsolve.cli.warm import place, wire


def ask(path: str, what: str) -> dict[str, Any] | None:
    """A server's answer to ``status`` or ``stop`` (None if it does not answer)."""
    import socket

    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(5)
            sock.connect(path)
            wire.send_request(sock, wire.CONTROL, what.encode(), [])
            kind, size = wire.read_reply(sock)
            if kind != wire.STATUS:
                return None
            answer: dict[str, Any] = json.loads(wire.recv_exact(sock, size))
            return answer
    except (OSError, ValueError, wire.WireError):
        return None


def unlocked(directory: str, key: str) -> bool:
    """True if no server holds the lock of ``key`` (none is alive or starting)."""
    import fcntl

    try:
        fd = os.open(place.lock_path(directory, key), os.O_RDWR)
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def wait_gone(directory: str, key: str, seconds: float = 10.0) -> None:
    """Wait until the server of ``key`` has ended (it lets its running commands finish)."""
    end = time.monotonic() + seconds
    while not unlocked(directory, key) and time.monotonic() < end:
        time.sleep(0.02)
