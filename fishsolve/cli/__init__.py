"""The `fishsolve` command line: reads arguments, calls the library, renders. No logic here.

One module per group of commands (:mod:`~fishsolve.cli.logs`, :mod:`~fishsolve.cli.analysis`,
:mod:`~fishsolve.cli.play`, :mod:`~fishsolve.cli.puzzles`), the options they share in
:mod:`~fishsolve.cli.options`, and the one way a command ends (a result as JSON or a view, an
error as one red line) in :mod:`~fishsolve.cli.output`. Commands are registered here, in the
order ``--help`` lists them.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from fishsolve import __version__
from fishsolve.cli import analysis, logs, play, puzzles
from fishsolve.cli.usage import Command, Group

__all__ = ["app", "main"]

app = typer.Typer(
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
    ("review", analysis.review),
    ("simulate", play.simulate),
    ("tournament", play.tournament),
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


def main() -> None:
    """Console-script entry point."""
    app()
