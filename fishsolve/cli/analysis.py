"""Commands that deduce from a log: ``analyze``, ``risk`` and ``explain`` (``review`` is in
:mod:`fishsolve.cli.review`).

Each imports its library modules when it runs: they load the game's modules and the counter or
CP-SAT, which the other commands (and ``--help``) need not wait for.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.complete import claim_names
from fishsolve.cli.options import (
    AnalyzeAtOpt,
    ClaimAtOpt,
    ClaimerOpt,
    ExplainAtOpt,
    GameArg,
    JsonOpt,
    OneViewOpt,
    QuietOpt,
    TimeLimitOpt,
    ViewOpt,
    at_least,
    one_of,
)
from fishsolve.cli.output import progress, read_log, respond

if TYPE_CHECKING:
    from fishsolve.family.base import Reported


class Engine(StrEnum):
    """The engines ``--engine`` chooses between (Literature's; docs/analyze.md)."""

    COUNT = "count"
    CPSAT = "cpsat"


def analyze(
    game: GameArg,
    as_: ViewOpt = None,
    at: AnalyzeAtOpt = None,
    as_json: JsonOpt = False,
    time_limit: TimeLimitOpt = 20.0,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="Name the lines that prove each claimable half-suit."),
    ] = False,
    odds: Annotated[
        bool,
        typer.Option(
            "--odds", help="Exact probability of each holder (every consistent deal counted)."
        ),
    ] = False,
    engine: Annotated[
        Engine,
        typer.Option(
            "--engine",
            help="count: the exact deal counter (default); cpsat: the CP-SAT backbone (no odds).",
            parser=one_of(Engine),
        ),
    ] = Engine.COUNT,
    brief: Annotated[
        bool,
        typer.Option(
            "--brief",
            help="Just the quick answer: what the viewer can claim, sure asks, the best ask.",
        ),
    ] = False,
    precision: Annotated[
        int | None,
        typer.Option(
            "--precision",
            help="Go Fish: how hard to work where counting is costly: the exact count's budget "
            "grows with it, and past that it is the estimate's samples (more: more positions "
            "counted exactly, narrower intervals, slower; default 8).",
            parser=at_least(2),
        ),
    ] = None,
    quiet: QuietOpt = False,
) -> None:
    """Who can hold each card, which half-suits are provably claimable, which asks must succeed."""
    from fishsolve.family.requests import Analyze

    def run() -> Reported:
        log, family = read_log(game)
        with progress("analyze", "views", title="analysing", quiet=quiet) as shown:
            request = Analyze(
                perspective=as_,
                at=at,
                odds=odds,
                explain=explain,
                brief=brief,
                engine=engine.value,
                time_limit=time_limit,
                precision=precision or 0,
                progress=shown.update,
            )
            return family.analyze(log, request)

    respond(run, as_json=as_json, source=game)


def risk(
    game: GameArg,
    half_suit: Annotated[
        str,
        typer.Argument(
            help="The half-suit to claim: 'low diamonds', 'LD'.", autocompletion=claim_names
        ),
    ],
    owners: Annotated[
        str | None,
        typer.Option(
            "--owners",
            help="The owners to declare, as in a claim: 'Asha 2D 3D 4D 5D 7D, Cara 6D'. "
            "Default: the most likely assignment on the claimer's team.",
        ),
    ] = None,
    as_: ClaimerOpt = None,
    at: ClaimAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The exact chances that a claim is right, wrong or annulled, from the claimer's view."""
    from fishsolve.family.requests import Risk

    def run() -> Reported:
        log, family = read_log(game)
        return family.risk(log, Risk(half_suit, owners, as_, at))

    respond(run, as_json=as_json, source=game)


def explain(
    game: GameArg,
    fact: Annotated[
        str,
        typer.Argument(
            help="What to explain: a card ('6D': why its holder is forced), a ruled-out holder "
            "('6D not Ben') or a half-suit ('low diamonds', 'LD': why it can be claimed); for the "
            "Go Fish family, 'Cara holds no 5s', 'Bo holds 2 jacks', 'the stock holds an ace'."
        ),
    ],
    as_: OneViewOpt = None,
    at: ExplainAtOpt = None,
    as_json: JsonOpt = False,
    time_limit: TimeLimitOpt = 20.0,
) -> None:
    """Why a fact holds: a minimal set of log lines that force it, as a numbered argument."""
    from fishsolve.family.requests import Explain

    def run() -> Reported:
        log, family = read_log(game)
        return family.explain(log, Explain(fact, as_, at, time_limit))

    respond(run, as_json=as_json, source=game)
