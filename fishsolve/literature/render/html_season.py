"""Literature's section of the season page: tables, and per player inline SVG plots.

Every text that comes from the logs (names, file names) goes through :func:`html.escape`, so none
can become markup. The plots are drawn as inline SVG (:mod:`fishsolve.render.trend`) — per
player, the ask quality of each game in season order (a trend line, with the missed claims of each
game as bars beneath it) and the distribution of the quality of all their rated asks — so the page
needs no script to show them. The page around the sections is the season's
(:mod:`fishsolve.season.page`).
"""

from __future__ import annotations

from fishsolve.literature.season.report import LiteratureSeason, SideSeason, Tally
from fishsolve.render import trend
from fishsolve.render.common import percent
from fishsolve.render.moments import season_mistakes
from fishsolve.render.trend import Point
from fishsolve.render.trend import e as _e


def trend_svg(side: SideSeason) -> str:
    """The ask quality of each game (a line) with each game's missed claims as bars beneath it."""
    points = [
        Point(p.file, p.date, p.tally.ask_quality, p.tally.missed, "missed") for p in side.trend
    ]
    return trend.trend_svg(f"{side.name}: ask quality by game", points)


def bins_svg(side: SideSeason) -> str:
    """The distribution of the quality of the side's rated asks, in ten bins."""
    return trend.bins_svg(f"{side.name}: distribution of ask quality", side.total.quality_bins)


_COLUMNS = (
    "games",
    "W-D-L",
    "asks",
    "ask quality",
    "bits/ask",
    "missed",
    "turns sat",
    "gambles",
    "blunders",
    "illegal",
)


def _cells(t: Tally) -> list[str]:
    bits = "—" if t.bits_per_ask is None else f"{t.bits_per_ask:.2f}"
    return [
        str(t.games),
        f"{t.wins}-{t.draws}-{t.losses}"
        + (f" ({t.unfinished} unfinished)" if t.unfinished else ""),
        str(t.asks),
        percent(t.ask_quality),
        bits,
        str(t.missed),
        str(t.turns_sat),
        str(t.gambles),
        str(t.blunders),
        str(t.illegal_asks),
    ]


def _table(sides: tuple[SideSeason, ...], cls: str) -> str:
    head = "".join(f"<th>{c}</th>" for c in ("name", *_COLUMNS))
    rows = "".join(
        f'<tr class="{cls}"><td>{_e(s.name)}</td>'
        + "".join(f"<td>{_e(c)}</td>" for c in _cells(s.total))
        + "</tr>"
        for s in sides
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def literature_section(season: LiteratureSeason, alone: bool) -> str:
    """Literature's section of the season page (headed when other families' follow it)."""
    return "".join(_literature(season, alone))


def _literature(report: LiteratureSeason, alone: bool) -> list[str]:
    chances = [c for p in report.players for c in p.total.chances]
    heading = "" if alone else "<h2>Literature</h2>"
    body = [
        heading,
        "<h2>Players</h2>",
        _table(report.players, "player"),
        "<h2>Teams</h2>",
        _table(report.teams, "team"),
    ]
    if chances:
        rows = "".join(
            f"<tr><td>{_e(c.claimer)}</td><td>{_e(c.file)}</td><td>{c.event}</td>"
            f"<td>{_e(c.half_suit)}</td><td>{_e(c.verdict)}</td><td>{percent(c.right)}</td>"
            f"<td>{_e(c.right)}</td></tr>"
            for c in chances
        )
        body.append(
            "<h2>Gambles and blunders</h2><table><thead><tr><th>player</th><th>game</th>"
            "<th>event</th><th>half-suit</th><th>verdict</th><th>chance</th><th>exact</th>"
            f"</tr></thead><tbody>{rows}</tbody></table>"
        )
    body.append(
        "<h2>Each player</h2><p>Left: ask quality in each game, in date order (red bars: "
        "missed claims in that game). Right: how good their asks were, over the season.</p>"
    )
    for side in report.players:
        body.append(
            f'<div class="plots"><h3>{_e(side.name)}</h3>{trend_svg(side)} {bins_svg(side)}</div>'
        )
    games = [(g.file, g.date, g.moments, g.page is not None) for g in report.games]
    body.append(season_mistakes([p.name for p in report.players], games))
    return body
