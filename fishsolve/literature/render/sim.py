"""`fishsolve tournament` of Literature bots: the head line, the rates and the averages."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.literature.sim.tournament import TournamentReport
from fishsolve.render.common import counted, wrapped
from fishsolve.render.sim import rates_table


def tournament_view(report: TournamentReport) -> RenderableType:
    """The results of a tournament: a head line, a rate table and the averages."""
    first, second = report.bots
    rules = ", ".join(report.rules) if report.rules else "standard"
    head = Text(f"{first} vs {second}", style="bold")
    head.append(
        f": {counted(report.games, 'game')} ({counted(report.deals, 'deal')}, each played with "
        "the teams swapped), "
        f"{report.players} players, rules: {rules}, deck: {report.deck}, seeds "
        f"{report.first_seed}–{report.first_seed + report.deals - 1}",
        style="default",
    )
    table = rates_table(first, second, "draws", (report.wins, report.draws, report.losses))
    a, b = report.by_team["A"], report.by_team["B"]
    lines = Text()
    lines.append(
        f"Sets per game: {first} {report.sets_for:.2f}, {second} {report.sets_against:.2f}; "
        f"{report.events:.0f} events per game.\n"
    )
    lines.append(
        f"{first} as team A: {a['win']} won, {a['draw']} drawn, {a['loss']} lost; as team B: "
        f"{b['win']} won, {b['draw']} drawn, {b['loss']} lost.\n"
    )
    lines.append(
        f"Intervals: {report.interval} (design effect of the wins: {report.design_effect:.2f}).",
        style="dim",
    )
    return Group(wrapped(head), table, wrapped(lines))
