"""The options the commands share, declared once: the game, ``--as``, ``--at``, ``--json``...

The library names a choice in words in its errors (``perspective Zed: ...``); :func:`flags` says
which option a user of the command line types for each, so the error reads ``--as Zed: ...``.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

AS = "--as"
AT = "--at"


@cache
def flags() -> dict[str, str]:
    """The library's name of a choice -> the option that sets it on the command line."""
    from fishsolve.errors import PERSPECTIVE, POSITION

    return {
        PERSPECTIVE: AS,
        POSITION: AT,
        "source": "SOURCE",
        **{name: f"--{name}" for name in _NAMED},
    }


_NAMED = (
    "bots",
    "brief",
    "cluster",
    "count",
    "deck",
    "designate",
    "difficulty",
    "engine",
    "force",
    "game",
    "games",
    "hand-counts",
    "html",
    "jobs",
    "kind",
    "odds",
    "out",
    "player",
    "players",
    "precision",
    "refill",
    "rules",
    "seed",
    "sides",
    "time-limit",
)
"""The choices the library names as the option does (without its ``--``)."""

E = TypeVar("E", bound=Enum)


class BadValue(typer.BadParameter):
    """A value typed for an option that is not of its kind (``--at x``): ``--at x: REASON``."""

    def __init__(self, value: object, reason: str) -> None:
        super().__init__(reason)
        self.value = value


class Refused(typer.BadParameter):
    """A command line the library refused once the command ran: an option's value no game could
    take (``--players 7``), or a command or option the log's family does not have. Shown as any
    usage error: one line naming the command, exit code 2."""


# The parsers below read typed options in fishsolve's words (typer's would say "Input should
# be a valid integer, unable to parse string as an integer"); each gets the text typed, or the
# default already of its type.


def whole_number(text: object) -> int:
    """A whole number (``--at 4``)."""
    if isinstance(text, int):
        return text
    try:
        return int(str(text))
    except ValueError:
        raise BadValue(text, "expected a whole number") from None


def at_least(minimum: int, most: int | None = None) -> Callable[[object], int]:
    """A whole number no smaller than ``minimum`` (``--jobs 0``) and, with ``most``, no larger
    (``--port 99999``)."""

    def parse(text: object) -> int:
        value = whole_number(text)
        if value < minimum:
            raise BadValue(text, f"expected a whole number, {minimum} or more")
        if most is not None and value > most:
            raise BadValue(text, f"expected a whole number from {minimum} to {most}")
        return value

    return parse


def number(text: object) -> float:
    """A number (``--time-limit 2.5``)."""
    if isinstance(text, float | int):
        return float(text)
    try:
        return float(str(text))
    except ValueError:
        raise BadValue(text, "expected a number") from None


def one_of(kind: type[E]) -> Callable[[object], E]:
    """One of an enumeration's values (``--to json``)."""

    def parse(text: object) -> E:
        if isinstance(text, kind):
            return text
        for member in kind:
            if member.value == text:
                return member
        words = [str(m.value) for m in kind]
        expected = ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
        raise BadValue(text, f"expected {expected}")

    return parse


def game_name(text: object) -> str:
    """A game some family plays (``--game authors``), in lower case."""
    from fishsolve.errors import OptionError
    from fishsolve.families import family_of_game

    name = str(text).strip().lower()
    try:
        family_of_game(name)
    except OptionError as err:
        raise BadValue(text, err.worded({"game": ""}).split(": ", 1)[-1]) from None
    return name


def game_option(help_text: str) -> Any:
    """``--game``: which game (each command says what it does with it)."""
    return typer.Option("--game", help=help_text, parser=game_name)


def perspective_option(help_text: str) -> Any:
    """``--as``: whose view (each command says in its own words what the view is for)."""
    from fishsolve.cli.complete import viewers

    return typer.Option(AS, help=help_text, autocompletion=viewers)


def position_option(help_text: str) -> Any:
    """``--at``: the position, as a number of events."""
    return typer.Option(AT, help=help_text, parser=whole_number)


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
    float,
    typer.Option(
        "--time-limit", help="Seconds per solver question before 'unknown'.", parser=number
    ),
]

RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules", help="Rule words of the notation, comma-separated (e.g. annul,split-claims)."
    ),
]
DeckOpt = Annotated[
    str | None, typer.Option("--deck", help="Deck: standard (default), no-sevens or jokers.")
]
JobsOpt = Annotated[
    int,
    typer.Option("--jobs", "-j", help="Worker processes to play games in.", parser=whole_number),
]
ClusterOpt = Annotated[
    str | None,
    typer.Option(
        "--cluster",
        help="Run on a Dask cluster: a scheduler's address (tcp://host:8786), or local:N to start "
        "N local workers; needs the cluster extra (docs/scale.md). Same results as a local run.",
    ),
]
QuietOpt = Annotated[
    bool,
    typer.Option("--quiet", "-q", help="Show no progress on stderr (it shows after a second)."),
]
