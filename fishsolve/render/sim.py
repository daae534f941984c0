"""Rendering for `fishsolve simulate` and `tournament`: the summary line and the result table.

Their progress on stderr is drawn by :mod:`fishsolve.render.progress`.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from fishsolve.family.rates import Rate
from fishsolve.family.simulated import Simulated


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


def share(x: float) -> str:
    return f"{100 * x:.1f}%"


def rate_row(label: str, rate: Rate) -> tuple[str, str, str, str]:
    return (
        label,
        str(rate.count),
        share(rate.share),
        f"{share(rate.low)} – {share(rate.high)}",
    )


def rates_table(first: str, second: str, draws: str, rates: tuple[Rate, Rate, Rate]) -> Table:
    """The rate table of a tournament: the first bot's wins, the draws, the second bot's wins."""
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("result", style="bold cyan")
    table.add_column("games", justify="right")
    table.add_column("share", justify="right")
    table.add_column("95% interval", justify="right")
    for label, rate in zip((f"{first} wins", draws, f"{second} wins"), rates, strict=True):
        table.add_row(*rate_row(label, rate))
    return table


def simulated_view(done: Simulated) -> Text:
    """What `simulate --out` did: :func:`simulate_summary` of its games."""
    return simulate_summary(done.count, str(done.out), done.wins)
