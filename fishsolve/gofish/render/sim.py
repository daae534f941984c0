"""`fishsolve tournament --game`: the Go Fish family's head line, rates and averages."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.gofish.sim.tournament import FishTournamentReport
from fishsolve.render.common import counted, wrapped
from fishsolve.render.sim import rates_table, share


def fish_tournament_view(report: FishTournamentReport) -> RenderableType:
    """The results of a Go Fish family tournament: a head line, a rate table and the averages."""
    first, second = report.bots
    rules = ", ".join(report.rules) if report.rules else "standard"
    others = "the other seat" if report.players == 2 else f"the other {report.players - 1} seats"
    head = Text(f"{first} vs {second}", style="bold")
    head.append(
        f" ({report.game}): {counted(report.games, 'game')} ({counted(report.deals, 'deal')}, "
        f"each played with {first} "
        f"in every seat and {second} in {others}), {report.players} players, rules: {rules}, "
        f"seeds {report.first_seed}–{report.first_seed + report.deals - 1}",
        style="default",
    )
    table = rates_table(first, second, "shared wins", (report.wins, report.draws, report.losses))
    lines = Text()
    lines.append(
        f"A bot no better than the others wins {share(report.fair_share)} of games "
        f"(1/{report.players}, less shared wins).\n"
    )
    lines.append(
        f"Points per game: {first} {report.points_for:.2f}, best {second} "
        f"{report.points_best_other:.2f}; {report.events:.0f} events per game.\n"
    )
    seats = "; ".join(
        f"{name}: {r['win']} won, {r['draw']} shared, {r['loss']} lost"
        for name, r in report.by_seat.items()
    )
    lines.append(f"{first} by seat: {seats}.\n")
    lines.append(
        f"Intervals: {report.interval} (design effect of the wins: {report.design_effect:.2f}).",
        style="dim",
    )
    return Group(wrapped(head), table, wrapped(lines))
