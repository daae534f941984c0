"""``fishsolve serve``: the live mode as a web page, for a phone at the table (docs/serve.md).

Reads the arguments, makes the application (:mod:`fishsolve.serve.app`) and runs it with uvicorn
on a socket bound here (so that the address printed is the one served, even with ``--port 0``).
Starlette and uvicorn are the ``web`` extra: without them the command says how to install them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import at_least
from fishsolve.cli.output import fail
from fishsolve.errors import UsageError

if TYPE_CHECKING:
    import socket

    from fishsolve.serve.folder import Folder

PORT = 8033
"""The port served unless ``--port`` says otherwise."""
MOST_PORT = 65535
"""The largest port there is."""


def serve(
    target: Annotated[
        Path,
        typer.Argument(
            help="A folder of games (*.fish), or one game (a new one if it does not exist).",
            metavar="GAME | DIR",
            show_default=False,
        ),
    ] = Path("."),
    lan: Annotated[
        bool,
        typer.Option(
            "--lan",
            help="Serve the local network too (0.0.0.0), behind a random token in the address "
            "(printed, with a QR code). Without it, only this machine (127.0.0.1).",
        ),
    ] = False,
    port: Annotated[
        int,
        typer.Option("--port", help="The port (0: any free one).", parser=at_least(0, MOST_PORT)),
    ] = PORT,
) -> None:
    """The live mode as a web page: enter a game's events on a phone, show it on a second screen."""
    try:
        import uvicorn

        from fishsolve.serve.app import create_app, new_token
    except ImportError as err:
        fail(
            UsageError(
                f"fishsolve serve needs the 'web' extra (pip install 'fishsolve[web]'): "
                f"{err.name or err} is missing"
            )
        )
    try:
        folder = _folder(target)
        sock = _bound("0.0.0.0" if lan else "127.0.0.1", port)
    except UsageError as err:
        fail(err)
    port = sock.getsockname()[1]
    token = new_token() if lan else None
    hosts = None if lan else {f"127.0.0.1:{port}", f"localhost:{port}"}
    address = _lan_address() if lan else "127.0.0.1"
    url = f"http://{address}:{port}/" + (f"?t={token}" if token else "")
    # The copies of the log that seats' private hands go into: this process's own, removed
    # when it ends (mode 0700).
    import tempfile  # here: building the command line costs no more than its options

    with tempfile.TemporaryDirectory(prefix="fishsolve-serve-") as private:
        app = create_app(folder, Path(private), token=token, hosts=hosts)
        _announce(url, lan)
        config = uvicorn.Config(
            app, log_level="warning", lifespan="off", timeout_graceful_shutdown=2, access_log=False
        )
        uvicorn.Server(config).run(sockets=[sock])


def _folder(target: Path) -> Folder:
    """The folder served: ``target`` itself, or the folder of the one game ``target`` names.

    The process works from inside it, so that messages name a game by its file name alone
    (``friday.fish:7:19: ...``), as a phone's narrow page wants, whatever the folder's path.
    """
    from fishsolve.serve.folder import SUFFIX, Folder

    if target.is_dir():
        os.chdir(target)
        return Folder(Path("."))
    if target.name.endswith(SUFFIX) and target.parent.is_dir():
        os.chdir(target.parent)
        served = Folder(Path("."), only=target.name)
        served.path(target.name)  # refuses a link out of the folder, a hidden name
        return served
    if not target.exists():
        raise UsageError(f"{target}: no such folder (a game's file ends in {SUFFIX})")
    raise UsageError(f"{target}: not a folder nor a game (a game's file ends in {SUFFIX})")


def _bound(host: str, port: int) -> socket.socket:
    """A socket listening on ``host``:``port``.

    Made with its protocol named (TCP): asyncio sets TCP_NODELAY only on the connections of such a
    socket. Without it, an answer's body waits for the client's delayed ACK of its headers on a
    kept-alive connection, as a browser's are (40 ms an answer on Linux).
    """
    import socket

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        raise UsageError(f"--port {port}: cannot listen there ({err.strerror})") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def _lan_address() -> str:
    """This machine's address on the local network (the one a route out would leave from)."""
    import socket

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        address: str = probe.getsockname()[0]
        return address
    except OSError:
        return socket.gethostname()
    finally:
        probe.close()


def _announce(url: str, lan: bool) -> None:
    """Say where the pages are; with ``--lan``, the address as a QR code too (for a phone)."""
    write = sys.stdout.write
    write(f"fishsolve serve: {url}\n")
    if lan:
        write(
            "Anyone on the network who has this address (its token) can enter lines; without "
            "it, every page answers 403.\n"
        )
        try:
            import segno
        except ImportError:
            write("(a QR code needs the 'web' extra's segno)\n")
        else:
            segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
    write("Ctrl-C stops the server (every line added is already on disk).\n")
    sys.stdout.flush()
