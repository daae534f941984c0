"""Rendering for `fishsolve simulate` and `tournament`: the summary line and the result table.

Their progress on stderr is drawn by :mod:`fishsolve.render.progress`.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.gofish.sim.tournament import FishTournamentReport
from fishsolve.literature.sim.tournament import Rate, TournamentReport


def simulate_summary(count: int, where: str, wins: dict[str, int]) -> Text:
    """One line saying how many games went where, and who won them."""
    games = "game" if count == 1 else "games"
    text = Text(f"wrote {count} {games} to {where}", style="bold")
    if set(wins) == {"A", "B", "draw"}:
        text.append(f" (team A won {wins['A']}, team B {wins['B']}, drawn {wins['draw']})")
        return text
    players = ", ".join(f"{name} {n}" for name, n in wins.items() if name != "draw")
    text.append(f" (won: {players}; shared {wins.get('draw', 0)})")
    return text


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def _row(label: str, rate: Rate) -> tuple[str, str, str, str]:
    return (
        label,
        str(rate.count),
        _percent(rate.share),
        f"{_percent(rate.low)} – {_percent(rate.high)}",
    )


def _rates(first: str, second: str, draws: str, rates: tuple[Rate, Rate, Rate]) -> Table:
    """The rate table of a tournament: the first bot's wins, the draws, the second bot's wins."""
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("result", style="bold cyan")
    table.add_column("games", justify="right")
    table.add_column("share", justify="right")
    table.add_column("95% interval", justify="right")
    for label, rate in zip((f"{first} wins", draws, f"{second} wins"), rates, strict=True):
        table.add_row(*_row(label, rate))
    return table


def tournament_view(report: TournamentReport) -> RenderableType:
    """The results of a tournament: a head line, a rate table and the averages."""
    first, second = report.bots
    rules = ", ".join(report.rules) if report.rules else "standard"
    head = Text(f"{first} vs {second}", style="bold")
    head.append(
        f": {report.games} games ({report.deals} deals, each played with the teams swapped), "
        f"{report.players} players, rules: {rules}, deck: {report.deck}, seeds "
        f"{report.first_seed}–{report.first_seed + report.deals - 1}",
        style="default",
    )
    table = _rates(first, second, "draws", (report.wins, report.draws, report.losses))
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
    return Group(head, table, lines)


def fish_tournament_view(report: FishTournamentReport) -> RenderableType:
    """The results of a Go Fish family tournament: a head line, a rate table and the averages."""
    first, second = report.bots
    rules = ", ".join(report.rules) if report.rules else "standard"
    others = "the other seat" if report.players == 2 else f"the other {report.players - 1} seats"
    head = Text(f"{first} vs {second}", style="bold")
    head.append(
        f" ({report.game}): {report.games} games ({report.deals} deals, each played with {first} "
        f"in every seat and {second} in {others}), {report.players} players, rules: {rules}, "
        f"seeds {report.first_seed}–{report.first_seed + report.deals - 1}",
        style="default",
    )
    table = _rates(first, second, "shared wins", (report.wins, report.draws, report.losses))
    lines = Text()
    lines.append(
        f"A bot no better than the others wins {_percent(report.fair_share)} of games "
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
    return Group(head, table, lines)
