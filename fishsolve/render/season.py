"""Rich rendering of `review --season`: the players, the teams, the gambles and blunders, the
trends, and what was skipped; laid out for an 80-column terminal."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.render.analysis import percent
from fishsolve.render.gofish_season import fish_season_view
from fishsolve.render.trend import TREND, spark
from fishsolve.season.report import SeasonReport, SideSeason

__all__ = ["TREND", "season_view", "spark"]


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


def _chances(report: SeasonReport) -> Table | None:
    rows = [c for p in report.players for c in p.total.chances]
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


def season_notices(report: SeasonReport) -> list[Text]:
    """The games not over (reviewed, not scored) and the files that repeat a game."""
    out = []
    if report.unfinished:
        out.append(
            Text(
                f"unfinished, not scored: {', '.join(report.unfinished)} (moves reviewed; no "
                "win, draw or loss counted)",
                style="yellow",
            )
        )
    for r in report.repeats:
        out.append(
            Text(
                f"warning: {r.file} is the same game as {r.same_as} (the same events): "
                "counted once",
                style="yellow",
            )
        )
    return out


def season_view(report: SeasonReport) -> RenderableType:
    """The season: Literature's players, teams, gambles and blunders, the Go Fish family's
    players (each part only when the season has games of it), skipped files, and notes."""
    head = Text(f"Season: {report.reviewed} games reviewed", style="bold")
    if report.skipped:
        head.append(f", {len(report.skipped)} skipped", style="bold red")
    parts: list[RenderableType] = [head]
    dates = [g.date for g in report.games] + [g.date for g in report.fish.games]
    dated = [d for d in dates if d]
    if dated:
        parts.append(Text(f"from {min(dated)} to {max(dated)}", style="dim"))
    parts += season_notices(report)
    if report.games:
        parts.append(_sides("Players", report.players, trend=True))
        parts.append(_sides("Teams", report.teams, trend=False))
        chances = _chances(report)
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
    if report.fish.games:
        parts.append(fish_season_view(report.fish))
    for skip in report.skipped:
        parts.append(Text(f"skipped {skip.error}", style="red"))
    return Group(*parts)
