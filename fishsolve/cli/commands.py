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
from typing import Annotated, Any

import typer
import typer.main
from typer.models import DeveloperExceptionConfig

from fishsolve import __version__
from fishsolve.cli import analysis, live, logs, match, play, puzzles, review, server
from fishsolve.cli.usage import Command, Group

__all__ = ["app", "run"]


class _Typer(typer.Typer):
    """A typer application whose click command can be built ahead of its one run.

    typer builds the command tree (every parameter of every command, from the functions'
    annotations) on each call, about 25 ms. A warm server builds it before it forks
    (:func:`prebuild`), and each served command — one run in a child — takes that tree. A
    tree is used for one run only (click keeps state on it while it runs): any other call
    builds its own, as typer does. The call is otherwise typer's own.
    """

    _built: Any = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command line, as :meth:`typer.Typer.__call__` does."""
        if sys.excepthook != typer.main.except_hook:
            sys.excepthook = typer.main.except_hook
        command, self._built = self._built, None
        try:
            return (command or typer.main.get_command(self))(*args, **kwargs)
        except Exception as e:
            setattr(
                e,
                typer.main._typer_developer_exception_attr_name,
                DeveloperExceptionConfig(
                    pretty_exceptions_enable=self.pretty_exceptions_enable,
                    pretty_exceptions_show_locals=self.pretty_exceptions_show_locals,
                    pretty_exceptions_short=self.pretty_exceptions_short,
                ),
            )
            raise e


def prebuild(application: _Typer) -> None:
    """Build ``application``'s click command now, for its next run."""
    application._built = typer.main.get_command(application)


app = _Typer(
    name="fishsolve",
    help="Exact deduction for the card game Literature (Canadian Fish, Russian Fish).",
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
    ("analyze", analysis.analyze),
    ("risk", analysis.risk),
    ("explain", analysis.explain),
    ("review", review.review),
    ("simulate", play.simulate),
    ("tournament", play.tournament),
    ("match", match.match),
    ("live", live.live),
):
    app.command(name, cls=Command)(command)

# The warm server starts and ends by itself (docs/warm-start.md); this shows or stops it.
app.command("server", cls=Command)(server.server)

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


def run() -> None:
    """Run the command line in this process (what :func:`fishsolve.cli.main` does when no warm
    server answers, and what a warm server's child does for a client).

    Ctrl-C (SIGINT) ends a command with the one line "interrupted" and exit code 130, SIGTERM
    quietly with exit code 143 (128 + the signal's number), without tracebacks.
    """
    for handled in (signal.SIGINT, signal.SIGTERM):
        signal.signal(handled, _stop)
    try:
        app()
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
