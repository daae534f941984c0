"""Rich rendering of Literature's part of `review --season`: the players, the teams, the gambles
and blunders, the trends; laid out for an 80-column terminal."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.literature.season.report import LiteratureSeason, SideSeason
from fishsolve.render.common import percent
from fishsolve.render.trend import TREND, spark

__all__ = ["TREND", "literature_season_view", "spark"]


def _num(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _sides(title: str, sides: tuple[SideSeason, ...], trend: bool) -> Table:
    table = Table(title=title, box=box.SIMPLE_HEAD, title_justify="left", pad_edge=False)
    table.add_column("name", overflow="fold", max_width=20)
    table.add_column("games\nW-D-L", justify="right")
    table.add_column("ask\nquality", justify="right")
    table.add_column("bits/\nask", justify="right")
    table.add_column("missed\n/game", justify="right")
    table.add_column("turns\nsat", justify="right")
    table.add_column("gambles/\nblunders", justify="right")
    table.add_column("ille-\ngal", justify="right")
    if trend:
        table.add_column(f"last\n{TREND}", no_wrap=True)
    for side in sides:
        t = side.total
        row: list[Text | str] = [
            Text(side.name),
            f"{t.games}\n{t.wins}-{t.draws}-{t.losses}",
            percent(t.ask_quality),
            _num(t.bits_per_ask),
            _num(t.missed_per_game),
            str(t.turns_sat),
            f"{t.gambles}/{t.blunders}",
            str(t.illegal_asks),
        ]
        if trend:
            row.append(spark([p.tally.ask_quality for p in side.trend[-TREND:]]))
        table.add_row(*row)
    return table


def _chances(season: LiteratureSeason) -> Table | None:
    rows = [c for p in season.players for c in p.total.chances]
    if not rows:
        return None
    table = Table(
        title="Gambles and blunders (the claim's exact chance of being right)",
        box=box.SIMPLE_HEAD,
        title_justify="left",
        pad_edge=False,
    )
    table.add_column("player", overflow="fold", max_width=16)
    table.add_column("game", overflow="fold", max_width=28)
    table.add_column("event", justify="right")
    table.add_column("half-suit")
    table.add_column("chance", justify="right")
    table.add_column("outcome")
    for c in rows:
        style = "bold red" if c.verdict == "blunder" else "yellow"
        table.add_row(
            Text(c.claimer),
            Text(c.file),
            str(c.event),
            c.half_suit.replace("-", " "),
            Text(percent(c.right), style=style),
            c.outcome,
        )
    return table


def literature_season_view(season: LiteratureSeason) -> RenderableType:
    """Literature's part of a season: the players, the teams, the gambles and blunders."""
    parts: list[RenderableType] = [
        _sides("Players", season.players, trend=True),
        _sides("Teams", season.teams, trend=False),
    ]
    chances = _chances(season)
    if chances is not None:
        parts.append(chances)
    parts.append(
        Text(
            "games W-D-L: played, then won, drawn, lost (an unfinished game is played, not "
            "scored); ask quality: mean of chance / best chance over the rated asks; "
            "bits/ask: what a side's own questions told the table; turns sat: own turns let "
            "go with a claim in hand; last 8: the ask quality of the last 8 games, one bar "
            "each, in date order.",
            style="dim",
        )
    )
    return Group(*parts)
