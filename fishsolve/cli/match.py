"""``match``: a match scored from the logs of its games (S-ES: the first side to win 5 games)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from fishsolve.cli.options import JsonOpt, QuietOpt, at_least
from fishsolve.cli.output import progress, read_log, respond
from fishsolve.errors import UsageError

if TYPE_CHECKING:
    from fishsolve.family.base import Reported

TO_DEFAULT = 5
"""The default of ``--to``: :data:`fishsolve.literature.reports.match.DEFAULT_TO`
(S-ES: 5 games)."""


def match(
    games: Annotated[
        list[Path],
        typer.Argument(
            help="Literature game logs in the order played, or a directory (its .fish and "
            ".json logs, sorted by name).",
            show_default=False,
            metavar="game",
        ),
    ],
    to: Annotated[
        int,
        typer.Option("--to", help="Games a side must win to win the match.", parser=at_least(1)),
    ] = TO_DEFAULT,
    sides: Annotated[
        str | None,
        typer.Option(
            "--sides",
            help="Each side's players when they change between games: 'Asha,Cara,Eli,Gus/"
            "Ben,Dev,Fay' (one list alone: everyone else is the other side). Default: the "
            "teams of the first game, the same in every game.",
            metavar="<names/names>",
        ),
    ] = None,
    as_json: JsonOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Score a match from its games' logs: each game's result, games won, the match winner."""
    from fishsolve.family.requests import Match
    from fishsolve.text.reading import log_files

    def run() -> Reported:
        logs = [read_log(path) for path in log_files(games)]
        family = logs[0][1]
        for log, other in logs[1:]:
            if other is not family:
                raise UsageError(
                    f"{log.name}: a log of {other.name}; the match's first game is of "
                    f"{family.name}, and a match's games are of one family"
                )
        with progress("match", "games", len(logs), title="scoring", quiet=quiet) as shown:
            request = Match(to=to, sides=sides, progress=shown.update)
            return family.match([log for log, _ in logs], request)

    def error_json(document: dict[str, Any]) -> dict[str, Any]:
        # The file the error is in, when the error knows it.
        return {**document, "file": document["error"]["file"] or document["file"]}

    respond(run, as_json=as_json, json_error=error_json)
