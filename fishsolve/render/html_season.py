"""The season as one self-contained HTML page: tables, and per player inline SVG plots.

No network, no external script, style or font: the page is one file. Every text that comes from
the logs (names, file names, error messages) goes through :func:`html.escape`, so none can become
markup. The plots are drawn here as inline SVG — per player, the ask quality of each game in
season order (a trend line, with the missed claims of each game as bars beneath it) and the
distribution of the quality of all their rated asks — so the page needs no script to show them;
a few lines of script only mark it ready and show any script error in ``#errors``. The Go Fish
family's games have a section of their own (:mod:`fishsolve.render.html_gofish_season`); the plots
of both are drawn by :mod:`fishsolve.render.trend`.
"""

from __future__ import annotations

from fishsolve.render import trend
from fishsolve.render.analysis import percent
from fishsolve.render.html_gofish_season import fish_section
from fishsolve.render.trend import Point
from fishsolve.render.trend import e as _e
from fishsolve.season.report import SeasonReport, SideSeason, Tally

_STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { padding: 2px 8px; text-align: right; border-bottom: 1px solid #ddd; }
th, td { white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
.plots { display: inline-block; vertical-align: top; margin: 0 1.5em 1.5em 0; }
.plots h3 { margin: 0.2em 0; font-size: 15px; }
svg { background: #fafafa; border: 1px solid #ddd; }
.line { fill: none; stroke: #1f77b4; stroke-width: 2; }
.dot { fill: #1f77b4; } .miss { fill: #d62728; opacity: 0.6; } .bin { fill: #2ca02c; }
.uncounted { fill: #888; opacity: 0.6; }
.axis { stroke: #999; stroke-width: 1; } .label { font-size: 10px; fill: #555; }
.skipped { color: #b00; } #errors { color: #b00; }
"""

_SCRIPT = """
(function () {
  var errors = document.getElementById("errors");
  window.addEventListener("error", function (e) { errors.textContent += e.message + "\\n"; });
  document.body.setAttribute("data-plots", String(document.querySelectorAll("svg").length));
  document.body.setAttribute("data-ready", "1");
})();
"""


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


def render_season_html(report: SeasonReport) -> str:
    """The whole page (see the module): Literature's section, then the Go Fish family's (each
    only when the season has games of it), then the skipped files."""
    title = f"Season review: {report.reviewed} games"
    body = [f"<h1>{_e(title)}</h1>", '<div id="errors"></div>']
    if report.games or not report.fish.games:
        body += _literature(report)
    if report.fish.games:
        body.append(fish_section(report.fish))
    if report.unfinished:
        items = "".join(f"<li>{_e(file)}</li>" for file in report.unfinished)
        body.append(
            "<h2>Unfinished</h2><p>Not over: their moves are reviewed, no win, draw or loss is "
            f"counted.</p><ul>{items}</ul>"
        )
    if report.repeats:
        items = "".join(
            f'<li class="skipped">{_e(r.file)} is the same game as {_e(r.same_as)} (the same '
            "events): counted once</li>"
            for r in report.repeats
        )
        body.append(f"<h2>Repeated games</h2><ul>{items}</ul>")
    if report.skipped:
        items = "".join(f'<li class="skipped">{_e(s.error)}</li>' for s in report.skipped)
        body.append(f"<h2>Skipped</h2><ul>{items}</ul>")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head>"
        f"<body>{''.join(body)}<script>{_SCRIPT}</script></body></html>\n"
    )


def _literature(report: SeasonReport) -> list[str]:
    chances = [c for p in report.players for c in p.total.chances]
    heading = "<h2>Literature</h2>" if report.fish.games else ""
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
    return body
