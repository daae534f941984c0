"""Commands on a log as a file: ``check`` and ``convert``.

Each imports the library's modules when it runs, so that loading this module to build the
command line costs no more than its options.
"""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from fishsolve.cli.options import GameArg, JsonOpt, one_of
from fishsolve.cli.output import respond, stderr

if TYPE_CHECKING:
    from rich.console import RenderableType

    from fishsolve.gofish.reports.check import FishCheckReport
    from fishsolve.literature.reports.check import CheckReport, Problem


def check(
    game: GameArg,
    lenient: Annotated[
        bool, typer.Option("--lenient", help="Report every problem instead of the first.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Check that a game log is well-formed and legal; summarise it or show every problem."""
    from fishsolve.gofish.notation.load import is_fish_file
    from fishsolve.gofish.render.analysis import fish_check_summary
    from fishsolve.gofish.reports.check import check_fish_file
    from fishsolve.literature.reports.check import check_file
    from fishsolve.render.common import check_summary, print_problems

    def error_json(document: dict[str, Any]) -> dict[str, Any]:
        # A check's document lists its problems; an error is the one problem.
        return {**document, "problems": [document["error"]]}

    def problems(found: list[Problem]) -> None:
        print_problems(stderr(), found)
        count = len(found)
        stderr().print(f"{count} problem{'s' if count != 1 else ''} in {game}", style="bold red")

    def view(report: CheckReport) -> RenderableType | None:
        if report.problems:
            problems(report.problems)
            return None
        return check_summary(report)

    def fish_view(report: FishCheckReport) -> RenderableType | None:
        if report.problems:
            problems(report.problems)
            return None
        return fish_check_summary(report)

    if is_fish_file(game):
        respond(
            lambda: check_fish_file(game, lenient=lenient),
            fish_view,
            as_json=as_json,
            source=game,
            json_error=error_json,
            failed=lambda report: not report.ok,
        )
        return
    respond(
        lambda: check_file(game, lenient=lenient),
        view,
        as_json=as_json,
        source=game,
        json_error=error_json,
        failed=lambda report: not report.ok,
    )


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
    from fishsolve.gofish.notation.jsonform import dump_fish_log
    from fishsolve.gofish.notation.load import is_fish_file, read_fish_log
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.literature.notation.jsonwrite import dump_log
    from fishsolve.literature.notation.load import read_log
    from fishsolve.literature.notation.writer import write_log

    def run() -> None:
        if out is not None:
            check_target(out, "out", force=force, inputs=[game])
        if is_fish_file(game):
            fish = read_fish_log(game)
            text = dump_fish_log(fish) if to is Format.json else write_fish_log(fish)
        else:
            log = read_log(game)
            text = dump_log(log) if to is Format.json else write_log(log)
        if out is None:
            sys.stdout.write(text)
            return
        write_atomic(out, text, exclusive=not force)

    respond(run)
