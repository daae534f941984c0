"""The messages between a warm-start client and its server, on a Unix stream socket.

A request is a 4-byte kind, a 4-byte length and that many bytes of fields (each a 4-byte length
and its bytes); a command's request carries the client's fds 0, 1 and 2 with the first bytes
(``SCM_RIGHTS``). Replies are one byte and a 4-byte number, or a status text:

- ``P pid``: the child running the command has started (from here on the command runs);
- ``N 0``: declined (another code's server, or it cannot serve now): run the command here;
- ``W status``: the child has ended, with this wait status (``os.waitpid``'s);
- ``S length text``: the answer to ``status`` or ``stop``.

Standard library only (``_socket``, ``sys``): the client imports this module on every run.
"""

from __future__ import annotations

import _socket
import sys

COMMAND = b"FSW1"
"""A command to run, with fds 0, 1, 2."""
CONTROL = b"FSC1"
"""``status`` or ``stop``."""
STARTED, DECLINED, ENDED, STATUS = b"P", b"N", b"W", b"S"
MAX_REQUEST = 16 << 20
"""A request longer than this is not one of ours."""


class WireError(Exception):
    """The other end closed, or sent what is not a message of this protocol."""


def pack(fields: list[bytes]) -> bytes:
    """Fields as one byte string: each a 4-byte length and its bytes."""
    return b"".join(len(f).to_bytes(4, "big") + f for f in fields)


def unpack(data: bytes) -> list[bytes]:
    """The fields of :func:`pack`."""
    fields, at = [], 0
    while at < len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        if at + 4 + size > len(data):
            raise WireError("a field runs past the end of the request")
        fields.append(data[at + 4 : at + 4 + size])
        at += 4 + size
    return fields


def send_request(sock: _socket.socket, kind: bytes, body: bytes, fds: list[int]) -> None:
    """Send one request; ``fds`` go with its first bytes."""
    head = kind + len(body).to_bytes(4, "big")
    ancillary = []
    if fds:
        rights = b"".join(fd.to_bytes(4, sys.byteorder, signed=True) for fd in fds)
        ancillary.append((_socket.SOL_SOCKET, _socket.SCM_RIGHTS, rights))
    sent = sock.sendmsg([head], ancillary)
    if sent < len(head):
        sock.sendall(head[sent:])
    sock.sendall(body)


def recv_request(sock: _socket.socket, max_fds: int = 3) -> tuple[bytes, bytes, list[int]]:
    """One request: its kind, its body and the fds that came with it (the caller closes them)."""
    space = _socket.CMSG_SPACE(4 * max_fds)
    head, ancillary, _, _ = sock.recvmsg(8, space)
    fds: list[int] = []
    for level, kind, data in ancillary:
        if level == _socket.SOL_SOCKET and kind == _socket.SCM_RIGHTS:
            whole = len(data) - len(data) % 4
            fds += [
                int.from_bytes(data[i : i + 4], sys.byteorder, signed=True)
                for i in range(0, whole, 4)
            ]
    try:
        head += recv_exact(sock, 8 - len(head))
        size = int.from_bytes(head[4:8], "big")
        if head[:4] not in (COMMAND, CONTROL) or size > MAX_REQUEST:
            raise WireError("not a request of fishsolve's warm start")
        return head[:4], recv_exact(sock, size), fds
    except BaseException:
        for fd in fds:
            _close(fd)
        raise


def recv_exact(sock: _socket.socket, size: int) -> bytes:
    """Exactly ``size`` bytes (:class:`WireError` if the other end closes first)."""
    chunks, left = [], size
    while left:
        chunk = sock.recv(min(left, 1 << 16))
        if not chunk:
            raise WireError("the other end closed")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def reply(sock: _socket.socket, kind: bytes, number: int) -> None:
    """One reply: a kind and a number (a pid, a wait status)."""
    sock.sendall(kind + (number & 0xFFFFFFFF).to_bytes(4, "big"))


def read_reply(sock: _socket.socket) -> tuple[bytes, int]:
    """One reply of :func:`reply`."""
    data = recv_exact(sock, 5)
    return data[:1], int.from_bytes(data[1:], "big")


def _close(fd: int) -> None:
    import os

    try:
        os.close(fd)
    except OSError:  # gone already: nothing to do
        return
