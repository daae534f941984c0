"""The Go Fish family's section of the season page: a table of the players (each for themselves)
and, per player, the ask quality of each game in season order (grey bars beneath: the asks of
that game without a figure, not counted within the budget) and the distribution of the quality of
their rated asks. Every name and file name is escaped (:func:`fishsolve.render.trend.e`)."""

from __future__ import annotations

from fishsolve.gofish.season.report import FishPlayer, FishSeason, FishTally
from fishsolve.render import trend
from fishsolve.render.common import counted, percent
from fishsolve.render.moments import season_mistakes
from fishsolve.render.trend import Point, e

COLUMNS = (
    "games",
    "W-D-L",
    "books",
    "asks",
    "ask quality",
    "rated",
    "no figure",
    "bits/ask",
    "lacked",
    "sure passed",
    "certain books",
)


def _cells(t: FishTally) -> list[str]:
    bits = "—" if t.bits_per_ask is None else f"{t.bits_per_ask:.2f}"
    return [
        str(t.games),
        f"{t.wins}-{t.draws}-{t.losses}"
        + (f" ({t.unfinished} unfinished)" if t.unfinished else ""),
        str(t.books),
        str(t.asks),
        percent(t.ask_quality),
        str(t.rated_asks),
        str(t.uncounted_asks),
        bits,
        str(t.lacked),
        str(t.sure_passed),
        str(t.certain_books),
    ]


def _plots(player: FishPlayer) -> str:
    points = [
        Point(p.file, p.date, p.tally.ask_quality, p.tally.uncounted_asks, "asks without a figure")
        for p in player.trend
    ]
    line = trend.trend_svg(f"{player.name}: Go Fish ask quality by game", points, "uncounted")
    bins = trend.bins_svg(
        f"{player.name}: distribution of Go Fish ask quality", player.total.quality_bins
    )
    return f'<div class="plots"><h3>{e(player.name)}</h3>{line} {bins}</div>'


def fish_section(season: FishSeason) -> str:
    """The section (see the module)."""
    head = "".join(f"<th>{c}</th>" for c in ("name", *COLUMNS))
    rows = "".join(
        f'<tr class="fish-player"><td>{e(p.name)}</td>'
        + "".join(f"<td>{e(c)}</td>" for c in _cells(p.total))
        + "</tr>"
        for p in season.players
    )
    games = "".join(
        f"<tr><td>{e(g.file)}</td><td>{e(g.date or '—')}</td><td>{e(g.game)}</td>"
        f"<td>{e(', '.join(f'{n} {s}' for n, s in g.score))}</td></tr>"
        for g in season.games
    )
    return "".join(
        [
            f"<h2>Go Fish family: {counted(len(season.games), 'game')}</h2>",
            "<p>Each player for themselves. Ask quality: the mean over the rated asks of the exact "
            "chance of a yes against the best legal ask's, in the asker's own view; no figure: "
            "asks whose position was not counted within the budget (never guessed).</p>",
            f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>",
            "<table><thead><tr><th>game</th><th>date</th><th>variant</th><th>score</th>"
            f"</tr></thead><tbody>{games}</tbody></table>",
            *(_plots(p) for p in season.players),
            season_mistakes(
                [p.name for p in season.players],
                [(g.file, g.date, g.moments, g.page is not None) for g in season.games],
            ),
        ]
    )


def fish_season_section(season: FishSeason, alone: bool) -> str:
    """The family's section of the season page (headed alike, alone or not)."""
    return fish_section(season)
