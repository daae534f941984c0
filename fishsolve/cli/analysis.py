"""Commands that deduce from a log: ``analyze``, ``risk`` and ``explain`` (``review`` is in
:mod:`fishsolve.cli.review`).

Each imports its library modules when it runs: they load the game's modules and the counter or
CP-SAT, which the other commands (and ``--help``) need not wait for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

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
    one_of,
)
from fishsolve.cli.output import progress, respond
from fishsolve.errors import UsageError
from fishsolve.literature.deduce.engines import Engine

if TYPE_CHECKING:
    from fishsolve.literature.reports.risk import RiskReport


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
    quiet: QuietOpt = False,
) -> None:
    """Who can hold each card, which half-suits are provably claimable, which asks must succeed."""
    from fishsolve.gofish.notation.load import is_fish_file
    from fishsolve.literature.notation.load import read_log, source_name
    from fishsolve.literature.render.analysis import analysis_view, brief_view
    from fishsolve.literature.reports.analyze import AnalysisReport, check_odds
    from fishsolve.literature.reports.analyze import analyze as analyze_log

    if is_fish_file(game):
        from fishsolve.gofish.render.analysis import fish_analysis_view
        from fishsolve.gofish.reports.analyze import analyze_fish

        if explain or brief or engine is not Engine.COUNT:
            flag = "--explain" if explain else ("--brief" if brief else "--engine")
            respond(lambda: _not_for_fish(flag), as_json=as_json, source=game)
        respond(
            lambda: analyze_fish(game, as_, at, odds),
            fish_analysis_view,
            as_json=as_json,
            source=game,
        )
        return

    def run() -> AnalysisReport:
        check_odds(engine, odds, brief)
        log = read_log(game)
        with progress("analyze", "views", title="analysing", quiet=quiet) as shown:
            return analyze_log(
                log,
                as_,
                at,
                source_name(game),
                engine,
                odds,
                explain,
                time_limit,
                brief,
                shown.update,
            )

    respond(
        run,
        brief_view if brief else analysis_view,
        as_json=as_json,
        source=game,
        failed=lambda report: report.inconsistency is not None,
    )


def _not_for_fish(flag: str) -> None:
    raise UsageError(f"{flag} is not available for Go Fish family logs yet")


def risk(
    game: GameArg,
    half_suit: Annotated[str, typer.Argument(help="The half-suit to claim: 'low diamonds', 'LD'.")],
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
    from fishsolve.literature.notation.load import read_log, source_name
    from fishsolve.literature.notation.text import parse_holders
    from fishsolve.literature.render.analysis import risk_view
    from fishsolve.literature.reports.risk import risk as claim_risk

    def run() -> RiskReport:
        log = read_log(game)
        half = log.rules.deck.parse_half_suit(half_suit)
        declared = (
            None
            if owners is None
            else dict(parse_holders(owners, log.table, log.rules.deck, half, "--owners"))
        )
        return claim_risk(log, half, declared, as_, at, source_name(game))

    respond(run, risk_view, as_json=as_json, source=game)


def explain(
    game: GameArg,
    fact: Annotated[
        str,
        typer.Argument(
            help="What to explain: a card ('6D': why its holder is forced), a ruled-out holder "
            "('6D not Ben') or a half-suit ('low diamonds', 'LD': why it can be claimed)."
        ),
    ],
    as_: OneViewOpt = None,
    at: ExplainAtOpt = None,
    as_json: JsonOpt = False,
    time_limit: TimeLimitOpt = 20.0,
) -> None:
    """Why a fact holds: a minimal set of log lines that force it, as a numbered argument."""
    from fishsolve.gofish.notation.load import is_fish_file
    from fishsolve.literature.notation.load import read_log, source_name
    from fishsolve.literature.render.explain import explain_view
    from fishsolve.literature.reports.explain import explain as explain_fact  # loads ortools

    if is_fish_file(game):
        from fishsolve.gofish.render.analysis import fish_explain_view
        from fishsolve.gofish.reports.explain import explain_fish

        respond(
            lambda: explain_fish(game, fact, as_, at),
            fish_explain_view,
            as_json=as_json,
            source=game,
        )
        return
    respond(
        lambda: explain_fact(read_log(game), fact, as_, at, source_name(game), time_limit),
        explain_view,
        as_json=as_json,
        source=game,
    )
