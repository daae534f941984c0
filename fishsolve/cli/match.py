"""``match``: a match scored from the logs of its games (S-ES: the first side to win 5 games)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from fishsolve.cli.options import BadValue, JsonOpt, at_least
from fishsolve.cli.output import respond
from fishsolve.errors import FishsolveError, UsageError

if TYPE_CHECKING:
    from fishsolve.literature.game.events import GameLog
    from fishsolve.literature.reports.match import MatchReport, Rosters

TO_DEFAULT = 5
"""The default of ``--to``: :data:`fishsolve.literature.reports.match.DEFAULT_TO`
(S-ES: 5 games)."""


def _rosters(text: object) -> Rosters:
    from fishsolve.literature.reports.match import Rosters

    if isinstance(text, Rosters):
        return text
    try:
        return Rosters.parse(str(text))
    except FishsolveError as err:
        raise BadValue(text, err.message) from None


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
        Any,
        typer.Option(
            "--sides",
            help="Each side's players when they change between games: 'Asha,Cara,Eli,Gus/"
            "Ben,Dev,Fay' (one list alone: everyone else is the other side). Default: the "
            "teams of the first game, the same in every game.",
            parser=_rosters,
            metavar="<names/names>",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Score a match from its games' logs: each game's result, games won, the match winner."""

    from fishsolve.gofish.notation.load import is_fish_file
    from fishsolve.literature.notation.load import read_log
    from fishsolve.literature.render.match import match_view
    from fishsolve.literature.reports.match import match_files, score_match

    def read(path: Path) -> GameLog:
        if is_fish_file(path):
            raise UsageError(
                f"{path}: a Go Fish family log; a match is scored from Literature games, "
                "which a team wins (in Go Fish each plays for themself)"
            )
        return read_log(path)

    def run() -> MatchReport:
        return score_match(match_files(games), to=to, rosters=sides, read=read)

    def error_json(document: dict[str, Any]) -> dict[str, Any]:
        # The file the error is in, when the error knows it.
        return {**document, "file": document["error"]["file"] or document["file"]}

    respond(run, match_view, as_json=as_json, json_error=error_json)
