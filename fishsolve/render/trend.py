"""The plots of a season, for every family: a row of bars for the terminal, and inline SVG for the
page — a trend line of one figure game by game (with a count per game as bars beneath it) and a
distribution in bins. Every text that comes from the logs is escaped here; nothing is computed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from fishsolve.render.common import percent

_BARS = "▁▂▃▄▅▆▇█"
TREND = 8
"""Games in a player's trend column of the terminal (the last ones, in date order)."""

W, H, PAD = 320, 120, 24
"""A plot's width and height, and its margin, in SVG units."""


def spark(values: Sequence[float | None]) -> str:
    """Values from 0 to 1 as a row of bar characters (a space where there is none).

    >>> spark([0.0, 0.5, 1.0, None])
    '▁▅█ '
    """
    return "".join(
        " " if v is None else _BARS[min(len(_BARS) - 1, int(v * len(_BARS)))] for v in values
    )


def e(text: object) -> str:
    """``text`` escaped for HTML text and attributes."""
    return html.escape(str(text), quote=True)


def _f(value: float) -> str:
    return f"{value:.1f}"


@dataclass(frozen=True)
class Point:
    """One game of a trend: its file and date, the figure (0 to 1, None: none), and a count drawn
    as a bar beneath it (``count`` things, said as ``what``)."""

    file: str
    date: str | None
    value: float | None
    count: int
    what: str


def trend_svg(title: str, points: Sequence[Point], bar_class: str = "miss") -> str:
    """The figure of each game (a line, dots where defined; 0 at the bottom, 1 at the top) with
    each game's count as a bar beneath it."""
    n = len(points)
    step = (W - 2 * PAD) / max(1, n - 1)
    top, bottom = PAD / 2, H - PAD
    parts = [
        f'<svg class="trend" width="{W}" height="{H}" viewBox="0 0 {W} {H}" role="img">',
        f"<title>{e(title)}</title>",
        f'<line class="axis" x1="{PAD}" y1="{bottom}" x2="{W - PAD}" y2="{bottom}"/>',
        f'<text class="label" x="2" y="{_f(top + 4)}">100%</text>',
        f'<text class="label" x="2" y="{bottom}">0%</text>',
    ]
    coords = []
    for i, point in enumerate(points):
        x = PAD + i * step if n > 1 else W / 2
        if point.count:
            height = min(point.count * 6, PAD - 4)
            parts.append(
                f'<rect class="{bar_class}" x="{_f(x - 3)}" y="{bottom + 2}" width="6" '
                f'height="{height}"><title>{e(point.file)}: {point.count} {e(point.what)}'
                "</title></rect>"
            )
        if point.value is None:
            continue
        y = bottom - point.value * (bottom - top)
        coords.append(f"{_f(x)},{_f(y)}")
        when = f" ({point.date})" if point.date else ""
        parts.append(
            f'<circle class="dot" cx="{_f(x)}" cy="{_f(y)}" r="3">'
            f"<title>{e(point.file)}{e(when)}: {percent(point.value)}</title></circle>"
        )
    if len(coords) > 1:
        parts.insert(5, f'<polyline class="line" points="{" ".join(coords)}"/>')
    parts.append("</svg>")
    return "".join(parts)


def bins_svg(title: str, bins: Sequence[int]) -> str:
    """A distribution over equal bins from 0% to 100%."""
    most = max(bins) or 1
    width = (W - 2 * PAD) / len(bins)
    bottom = H - PAD
    step = 100 // len(bins)
    parts = [
        f'<svg class="bins" width="{W}" height="{H}" viewBox="0 0 {W} {H}" role="img">',
        f"<title>{e(title)}</title>",
        f'<line class="axis" x1="{PAD}" y1="{bottom}" x2="{W - PAD}" y2="{bottom}"/>',
        f'<text class="label" x="{PAD}" y="{H - 6}">0%</text>',
        f'<text class="label" x="{W - PAD - 24}" y="{H - 6}">100%</text>',
    ]
    for i, count in enumerate(bins):
        height = count / most * (bottom - PAD / 2)
        parts.append(
            f'<rect class="bin" x="{_f(PAD + i * width + 1)}" y="{_f(bottom - height)}" '
            f'width="{_f(width - 2)}" height="{_f(height)}">'
            f"<title>{step * i}-{step * (i + 1)}%: {count} asks</title></rect>"
        )
    parts.append("</svg>")
    return "".join(parts)
