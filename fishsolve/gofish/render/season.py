"""Rich rendering of the Go Fish family's part of `review --season`: each player's games, books,
ask quality, information given away per ask and the asks without a figure, with the trend of
their ask quality; laid out for an 80-column terminal. Computes nothing."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.gofish.season.report import FishSeason
from fishsolve.render.common import counted, percent
from fishsolve.render.trend import TREND, spark


def fish_season_view(season: FishSeason) -> RenderableType:
    """The players' table and its note."""
    table = Table(
        title=f"Go Fish family: {counted(len(season.games), 'game')}, each player for themselves",
        box=box.SIMPLE_HEAD,
        title_justify="left",
        pad_edge=False,
    )
    table.add_column("name", overflow="fold", max_width=20)
    table.add_column("games\nW-D-L", justify="right")
    table.add_column("books", justify="right")
    table.add_column("ask\nquality", justify="right")
    table.add_column("no\nfigure", justify="right")
    table.add_column("bits/\nask", justify="right")
    table.add_column("lack-\ned", justify="right")
    table.add_column("sure\npassed", justify="right")
    table.add_column(f"last\n{TREND}", no_wrap=True)
    for player in season.players:
        t = player.total
        table.add_row(
            Text(player.name),
            f"{t.games}\n{t.wins}-{t.draws}-{t.losses}",
            str(t.books),
            f"{percent(t.ask_quality)}\n{counted(t.rated_asks, 'ask')}",
            str(t.uncounted_asks),
            "—" if t.bits_per_ask is None else f"{t.bits_per_ask:.2f}",
            str(t.lacked),
            str(t.sure_passed),
            spark([p.tally.ask_quality for p in player.trend[-TREND:]]),
        )
    note = Text(
        "games W-D-L: played, then won, drawn, lost (an unfinished game is played, not scored); "
        "ask quality: mean of chance / best chance of a yes over the rated asks (asker's own "
        "view); no figure: asks whose position was not counted within the budget; bits/ask: what "
        "a player's own questions told the table; lacked: asks for a rank the asker provably "
        f"lacked; sure passed: asks certain to get a yes passed by; last {TREND}: ask quality "
        "per game, in date order.",
        style="dim",
    )
    return Group(table, note)
