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

__all__ = ["app", "main"]

app = typer.Typer(
    name="fishsolve",
    help="Exact deduction for the card game Literature (Canadian Fish, Russian Fish).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        sys.stdout.write(f"fishsolve {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """Exact deduction for the card game Literature (Canadian Fish, Russian Fish)."""


app.command("check")(logs.check)
app.command("convert")(logs.convert)
app.command("analyze")(analysis.analyze)
app.command("risk")(analysis.risk)
app.command("explain")(analysis.explain)
app.command("review")(analysis.review)
app.command("simulate")(play.simulate)
app.command("tournament")(play.tournament)

puzzle_app = typer.Typer(
    help="Deduction puzzles: make them from simulated games, check hand-written ones.",
    no_args_is_help=True,
)
app.add_typer(puzzle_app, name="puzzle")
puzzle_app.command("make")(puzzles.make)
puzzle_app.command("check")(puzzles.check)


def main() -> None:
    """Console-script entry point."""
    app()
