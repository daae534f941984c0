"""The `fishsolve` command line as typer runs it, in this process: :data:`app` and :func:`run`.

One module per group of commands (:mod:`~fishsolve.cli.logs`, :mod:`~fishsolve.cli.analysis`,
:mod:`~fishsolve.cli.play`, :mod:`~fishsolve.cli.puzzles`), the options they share in
:mod:`~fishsolve.cli.options`, and the one way a command ends (a result as JSON or a view, an
error as one red line) in :mod:`~fishsolve.cli.output`. Commands are registered here, in the
order ``--help`` lists them.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from types import FrameType
from typing import Annotated

import typer
import typer.main

from fishsolve import __version__
from fishsolve.cli import analysis, live, logs, match, outstream, play, puzzles, review, serve
from fishsolve.cli.usage import Command, Group

__all__ = ["app", "run"]


app = typer.Typer(
    name="fishsolve",
    help=(
        "Exact deduction for the Fish card games: Literature (Canadian Fish, Russian Fish) and "
        "the Go Fish family (Go Fish, Authors, Simplified Fish, pairs)."
    ),
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    cls=Group,
)


def _version(value: bool) -> None:
    if value:
        sys.stdout.write(f"fishsolve {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Show the version."),
    ] = False,
) -> None:
    """Exact deduction for the card game Literature (Canadian Fish, Russian Fish)."""


for name, command in (
    ("check", logs.check),
    ("convert", logs.convert),
    ("import", logs.import_record),
    ("analyze", analysis.analyze),
    ("risk", analysis.risk),
    ("explain", analysis.explain),
    ("review", review.review),
    ("simulate", play.simulate),
    ("tournament", play.tournament),
    ("match", match.match),
    ("live", live.live),
    ("serve", serve.serve),
):
    app.command(name, cls=Command)(command)

puzzle_app = typer.Typer(
    help="Deduction puzzles: make them from simulated games, check hand-written ones.",
    no_args_is_help=True,
    cls=Group,
)
app.add_typer(puzzle_app, name="puzzle")
puzzle_app.command("make", cls=Command)(puzzles.make)
puzzle_app.command("check", cls=Command)(puzzles.check)


class _Stopped(BaseException):
    """A signal asked the command to stop: raised in the main thread by :func:`_stop`.

    Not a KeyboardInterrupt, which click would turn into "Aborted!" and exit code 1. As an
    exception it unwinds every ``with`` on its way: worker pools are ended, files being written
    are left unwritten (every write is atomic).
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


STOP_GRACE = 20.0
"""Seconds a command has to end once a signal asked it to stop; then it ends at once.

Unwinding frees everything the command holds, and some of it belongs to libraries: a Dask
client and its local cluster close through their own event loop, which a signal landing at the
wrong moment can leave waiting (the clean-clone CI saw ``simulate --cluster local:2`` still
there 60 s after a Ctrl-C, once; 35 runs here did not do it again). Past the grace the process
exits with the signal's code without finishing the unwinding: its worker processes end with it
(ours watch their parent, Dask's theirs), and a file being written is left as it was before the
write (every write goes through a temporary file, renamed once whole), though such a temporary
file can stay.
"""


def _stop(signum: int, frame: FrameType | None) -> None:
    _end_after(STOP_GRACE, signum)
    raise _Stopped(signum)


_deadline: threading.Timer | None = None
_said: list[bool] = []
"""Holds True once "interrupted" is written: it is written once."""


def _say_interrupted() -> None:
    if not _said:
        _said.append(True)
        os.write(2, b"interrupted\n")


def _end_after(grace: float, signum: int) -> None:
    """Make sure the process ends ``grace`` seconds from now (see :data:`STOP_GRACE`), with the
    signal's exit code and, for Ctrl-C, the line "interrupted"; once, at the first signal."""
    global _deadline
    if _deadline is not None:
        return

    def end() -> None:
        if signum == signal.SIGINT:
            _say_interrupted()
        os._exit(128 + signum)

    _deadline = threading.Timer(grace, end)
    _deadline.daemon = True
    _deadline.start()


def _output_failed(failed: outstream.OutputError) -> None:
    outstream.silence()
    if failed.reader_gone:
        sys.exit(128 + signal.SIGPIPE)
    sys.stderr.write(f"fishsolve: cannot write the output ({failed.reason})\n")
    sys.exit(1)


def run() -> None:
    """Run the command line in this process (what :func:`fishsolve.cli.main` does).

    Ctrl-C (SIGINT) ends a command with the one line "interrupted" and exit code 130, SIGTERM
    quietly with exit code 143 (128 + the signal's number), without tracebacks. A result that
    cannot be written (a full disk: ``fishsolve: cannot write the output (No space left on
    device)``, exit code 1; a pipe's reader gone: quietly, exit code 141) ends it too.
    """
    for handled in (signal.SIGINT, signal.SIGTERM):
        signal.signal(handled, _stop)
    outstream.guard()
    try:
        try:
            app()
        finally:
            sys.stdout.flush()
    except outstream.OutputError as failed:
        _output_failed(failed)
    except _Stopped as stopped:
        signum = stopped.signum
    else:  # pragma: no cover - app() always ends with SystemExit
        return
    # Outside the handler, so that the frames the exception held are freed (and any pool still
    # referenced from them ends) before the exit. A second signal now changes nothing.
    for other in (signal.SIGINT, signal.SIGTERM):
        signal.signal(other, signal.SIG_IGN)
    sys.stderr.flush()
    if signum == signal.SIGINT:
        _say_interrupted()
    sys.exit(128 + signum)
