"""The season as one self-contained HTML page: tables, and per player inline SVG plots.

No network, no external script, style or font: the page is one file. Every text that comes from
the logs (names, file names, error messages) goes through :func:`html.escape`, so none can become
markup. The plots are drawn here as inline SVG — per player, the ask quality of each game in
season order (a trend line, with the missed claims of each game as bars beneath it) and the
distribution of the quality of all their rated asks — so the page needs no script to show them;
a few lines of script only mark it ready and show any script error in ``#errors``.
"""

from __future__ import annotations

import html

from fishsolve.render.analysis import percent
from fishsolve.season.report import BINS, SeasonReport, SideSeason, Tally

_W, _H, _PAD = 320, 120, 24
"""A plot's width and height, and its margin, in SVG units."""

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


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _f(value: float) -> str:
    return f"{value:.1f}"


def trend_svg(side: SideSeason) -> str:
    """The ask quality of each game (a line, dots where defined; 0 at the bottom, 1 at the top)
    with each game's missed claims as bars beneath it."""
    points = side.trend
    n = len(points)
    step = (_W - 2 * _PAD) / max(1, n - 1)
    top, bottom = _PAD / 2, _H - _PAD
    parts = [
        f'<svg class="trend" width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" role="img">',
        f"<title>{_e(side.name)}: ask quality by game</title>",
        f'<line class="axis" x1="{_PAD}" y1="{bottom}" x2="{_W - _PAD}" y2="{bottom}"/>',
        f'<text class="label" x="2" y="{_f(top + 4)}">100%</text>',
        f'<text class="label" x="2" y="{bottom}">0%</text>',
    ]
    coords = []
    for i, point in enumerate(points):
        x = _PAD + i * step if n > 1 else _W / 2
        missed = point.tally.missed
        if missed:
            height = min(missed * 6, _PAD - 4)
            parts.append(
                f'<rect class="miss" x="{_f(x - 3)}" y="{bottom + 2}" width="6" height="{height}">'
                f"<title>{_e(point.file)}: {missed} missed</title></rect>"
            )
        quality = point.tally.ask_quality
        if quality is None:
            continue
        y = bottom - quality * (bottom - top)
        coords.append(f"{_f(x)},{_f(y)}")
        when = f" ({point.date})" if point.date else ""
        parts.append(
            f'<circle class="dot" cx="{_f(x)}" cy="{_f(y)}" r="3">'
            f"<title>{_e(point.file)}{_e(when)}: {percent(quality)}</title></circle>"
        )
    if len(coords) > 1:
        parts.insert(5, f'<polyline class="line" points="{" ".join(coords)}"/>')
    parts.append("</svg>")
    return "".join(parts)


def bins_svg(side: SideSeason) -> str:
    """The distribution of the quality of the side's rated asks, in :data:`BINS` bins."""
    bins = side.total.quality_bins
    most = max(bins) or 1
    width = (_W - 2 * _PAD) / BINS
    bottom = _H - _PAD
    parts = [
        f'<svg class="bins" width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" role="img">',
        f"<title>{_e(side.name)}: distribution of ask quality</title>",
        f'<line class="axis" x1="{_PAD}" y1="{bottom}" x2="{_W - _PAD}" y2="{bottom}"/>',
        f'<text class="label" x="{_PAD}" y="{_H - 6}">0%</text>',
        f'<text class="label" x="{_W - _PAD - 24}" y="{_H - 6}">100%</text>',
    ]
    for i, count in enumerate(bins):
        height = count / most * (bottom - _PAD / 2)
        parts.append(
            f'<rect class="bin" x="{_f(_PAD + i * width + 1)}" y="{_f(bottom - height)}" '
            f'width="{_f(width - 2)}" height="{_f(height)}">'
            f"<title>{10 * i}-{10 * (i + 1)}%: {count} asks</title></rect>"
        )
    parts.append("</svg>")
    return "".join(parts)


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
        f"{t.wins}-{t.draws}-{t.losses}",
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
    """The whole page (see the module)."""
    title = f"Season review: {len(report.games)} games"
    chances = [c for p in report.players for c in p.total.chances]
    body = [
        f"<h1>{_e(title)}</h1>",
        '<div id="errors"></div>',
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
    if report.skipped:
        items = "".join(f'<li class="skipped">{_e(s.error)}</li>' for s in report.skipped)
        body.append(f"<h2>Skipped</h2><ul>{items}</ul>")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head>"
        f"<body>{''.join(body)}<script>{_SCRIPT}</script></body></html>\n"
    )
