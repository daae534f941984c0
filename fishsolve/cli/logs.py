"""Commands on a log as a file: ``check``, ``convert`` and ``import``.

Each reads its log once, asks the registry which family it is of, and calls that family; the
library loads when the command runs, so that building the command line costs no more than its
options.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from fishsolve.cli.options import GameArg, JsonOpt, one_of, perspective_option
from fishsolve.cli.output import read_log, respond, show, stderr
from fishsolve.cli.outstream import write_data

if TYPE_CHECKING:
    from fishsolve.family.base import Reported


def check(
    game: GameArg,
    lenient: Annotated[
        bool, typer.Option("--lenient", help="Report every problem instead of the first.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Check that a game log is well-formed and legal; summarise it or show every problem."""
    from fishsolve.render.common import print_problems

    def error_json(document: dict[str, Any]) -> dict[str, Any]:
        # A check's document lists its problems; an error is the one problem.
        return {**document, "problems": [document["error"]]}

    def run() -> Reported:
        log, family = read_log(game)
        return family.check(log, lenient=lenient)

    def view(report: Any) -> None:
        # A check report lists its problems (every family's, as located problems).
        if report.problems:
            print_problems(stderr(), report.problems)
            count = len(report.problems)
            s = "s" if count != 1 else ""
            stderr().print(f"{count} problem{s} in {game}", style="bold red")
            return
        show(report)

    respond(run, view, as_json=as_json, source=game, json_error=error_json)


class Format(StrEnum):
    """Formats `convert` writes."""

    json = "json"
    text = "text"


def convert(
    game: GameArg,
    to: Annotated[
        Format, typer.Option("--to", help="Output format.", parser=one_of(Format))
    ] = Format.json,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write to this file instead of stdout.")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing --out file.")] = (
        False
    ),
) -> None:
    """Convert a log between the text notation and JSON (lossless both ways)."""
    from fishsolve.files import check_target, write_atomic

    def run() -> None:
        if out is not None:
            check_target(out, "out", force=force, inputs=[game])
        log, family = read_log(game)
        text = family.convert(log, to.value)
        if out is None:
            write_data(text)
            return
        write_atomic(out, text, exclusive=not force)

    respond(run)


def import_record(
    source: Annotated[
        str,
        typer.Argument(
            help="The program that recorded the game (docs/import.md): openspiel, canadian-fish."
        ),
    ],
    record: Annotated[
        Path, typer.Argument(help="Its record (docs/import.md: which files each program gives).")
    ],
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write to this file instead of stdout.")
    ] = None,
    perspective: Annotated[
        str | None,
        perspective_option(
            "Whose log to write: a seat, or 'public'. Default: all the record holds (OpenSpiel: "
            "every hand and the stock; a room's view: its seat)."
        ),
    ] = None,
    to: Annotated[
        Format, typer.Option("--to", help="Output format.", parser=one_of(Format))
    ] = Format.text,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing --out file.")] = (
        False
    ),
) -> None:
    """Import a game recorded by another program as a fishsolve log, checked on the way in."""
    from fishsolve.families import family_of_source
    from fishsolve.family.requests import ImportRecord
    from fishsolve.files import check_target, write_atomic
    from fishsolve.text.reading import LogInput

    def run() -> None:
        family = family_of_source(source)
        if out is not None:
            check_target(out, "out", force=force, inputs=[record])
        given = LogInput.read(record)
        request = ImportRecord(source.strip().lower(), perspective, to.value)
        imported = family.import_record(given, request)
        if out is None:
            write_data(imported.text)
            return
        write_atomic(out, imported.text, exclusive=not force)

    respond(run)
