"""The options the commands share, declared once: the game, ``--as``, ``--at``, ``--json``...

The library names a choice in words in its errors (``perspective Zed: ...``); :data:`FLAGS` says
which option a user of the command line types for each, so the error reads ``--as Zed: ...``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from fishsolve.deduce.perspective import PERSPECTIVE, POSITION

AS = "--as"
AT = "--at"

FLAGS: dict[str, str] = {
    PERSPECTIVE: AS,
    POSITION: AT,
    **{
        name: f"--{name}"
        for name in (
            "bots",
            "count",
            "deck",
            "difficulty",
            "engine",
            "force",
            "games",
            "hand-counts",
            "jobs",
            "kind",
            "odds",
            "out",
            "players",
            "rules",
            "time-limit",
        )
    },
}
"""The library's name of a choice -> the option that sets it on the command line."""


def perspective_option(help_text: str) -> Any:
    """``--as``: whose view (each command says in its own words what the view is for)."""
    return typer.Option(AS, help=help_text)


def position_option(help_text: str) -> Any:
    """``--at``: the position, as a number of events."""
    return typer.Option(AT, help=help_text)


GameArg = Annotated[Path, typer.Argument(help="Game log: text notation (.fish) or JSON (.json).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")]

ViewOpt = Annotated[
    str | None,
    perspective_option(
        "Perspective: a player's name, 'public', or 'team:A' / 'team:B'. Default: the log's known "
        "hand (each known hand for a full deal), or public."
    ),
]
OneViewOpt = Annotated[
    str | None,
    perspective_option(
        "Perspective: a player's name, 'public', or 'team:A' / 'team:B'. Default: the log's single "
        "known hand, or public when it gives none."
    ),
]
ClaimerOpt = Annotated[
    str | None, perspective_option("The claimer (default: the log's single known hand).")
]

AnalyzeAtOpt = Annotated[
    int | None, position_option("Analyse the position after this many events (default: all).")
]
ClaimAtOpt = Annotated[int | None, position_option("Claim after this many events (default: all).")]
ExplainAtOpt = Annotated[
    int | None,
    position_option("Explain at the position after this many events (default: all)."),
]

TimeLimitOpt = Annotated[
    float, typer.Option("--time-limit", help="Seconds per solver question before 'unknown'.")
]

PlayersOpt = Annotated[int, typer.Option("--players", help="Table size: 6 or 8.")]
RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules", help="Rule words of the notation, comma-separated (e.g. annul,split-claims)."
    ),
]
DeckOpt = Annotated[
    str | None, typer.Option("--deck", help="Deck: standard (default), no-sevens or jokers.")
]
JobsOpt = Annotated[int, typer.Option("--jobs", "-j", help="Worker processes to play games in.")]
