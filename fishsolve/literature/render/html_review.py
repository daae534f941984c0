"""The review as one self-contained HTML page: data embedded once as JSON, drawn by inline script
(the page's frame and its script are shared with the Go Fish family's: :mod:`fishsolve.render.
review_page`).

No network, no external script or font: the page is a file a coach can open anywhere or send to
a player. Every text that comes from the log (names, comments, the file name) reaches the page
only as JSON data inside a ``<script type="application/json">`` element — with ``<``, ``>`` and
``&`` escaped, so no log text can close the element — and the page's script puts it into the
document with ``textContent``, never as markup.

Size: each view at each position is a *frame* of the in-play cards' holder probabilities, in
whole percent (0 and 100 only when exact). Distinct per-card rows (one percentage per player) are
stored once in a palette, and a frame is a string of fixed-width palette indexes, one per card.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from fishsolve.literature.render.html_template import BOARD, HEAD, HEADER, SCRIPT, SUMMARY
from fishsolve.literature.review.report import ReviewReport, ViewFrames
from fishsolve.render.common import score_words
from fishsolve.render.moments import page_moments
from fishsolve.render.review_page import review_page

_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"
"""Palette indexes in base 64 (characters that need no escaping in JSON or HTML)."""


def percent_cell(n: int, deals: int) -> int:
    """``n / deals`` in whole percent, never 0 or 100 unless exact.

    >>> percent_cell(1, 3), percent_cell(1, 1000), percent_cell(999, 1000), percent_cell(0, 5)
    (33, 1, 99, 0)
    """
    if n == 0 or n == deals:
        return 0 if n == 0 else 100
    return min(99, max(1, round(Fraction(100 * n, deals))))


class _Palette:
    """Distinct rows, each stored once; a row's index is written in base 64."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, ...]] = [()]  # index 0: the card is out of play
        self.index: dict[tuple[int, ...], int] = {(): 0}

    def add(self, row: tuple[int, ...]) -> int:
        if row not in self.index:
            self.index[row] = len(self.rows)
            self.rows.append(row)
        return self.index[row]

    def width(self) -> int:
        """Characters per index."""
        width = 1
        while len(_DIGITS) ** width < len(self.rows):
            width += 1
        return width


def _encode(value: int, width: int) -> str:
    out = []
    for _ in range(width):
        value, digit = divmod(value, len(_DIGITS))
        out.append(_DIGITS[digit])
    return "".join(reversed(out))


def _frames(
    views: tuple[ViewFrames, ...], cards: list[str], names: list[str]
) -> tuple[_Palette, list[list[list[int] | None]]]:
    """Each view's frames as rows of palette indexes, one per card of ``cards``."""
    palette = _Palette()
    by_view: list[list[list[int] | None]] = []
    for view in views:
        rows: list[list[int] | None] = []
        for frame in view.frames:
            if not frame.deals:
                rows.append(None)
                continue
            by_code = {
                c.code: {p.name: n for p, n in per.items()} for c, per in frame.counts.items()
            }
            row = []
            for card in cards:
                per = by_code.get(card)
                if per is None:
                    row.append(0)
                else:
                    cells = tuple(percent_cell(per.get(name, 0), frame.deals) for name in names)
                    row.append(palette.add(cells))
            rows.append(row)
        by_view.append(rows)
    return palette, by_view


def page_data(report: ReviewReport) -> dict[str, Any]:
    """Everything the page shows, in the compact form its script reads."""
    names = [name for name, _ in report.players]
    cards = [code for _, _, codes in report.half_suits for code in codes]
    palette, by_view = _frames(report.views, cards, names)
    width = palette.width()
    frames = [
        [None if row is None else "".join(_encode(i, width) for i in row) for row in rows]
        for rows in by_view
    ]
    data = report.to_dict()
    return {
        "file": report.file,
        "players": data["players"],
        "rules": data["rules"],
        "deck": data["deck"],
        "score": data["score"],
        "result": score_words(
            f"A {report.score[0]} : B {report.score[1]}", report.over, report.turn
        ),
        "comments": data["comments"],
        "halves": [
            {"key": key, "name": name, "cards": list(codes)}
            for key, name, codes in report.half_suits
        ],
        "views": [{"label": v.label, "hands": list(v.hands)} for v in report.views],
        "events": data["events"],
        "missed": data["missed_claims"],
        "summary": data["players_summary"],
        "teams": data["teams_summary"],
        "palette": [list(row) for row in palette.rows],
        "width": width,
        "digits": _DIGITS,
        "frames": frames,
        "viewers": [
            {"label": v.label, "name": f"{v.label}'s view" if v.hands else "public view"}
            for v in report.views
        ],
        **page_moments(
            report.moments, report.critical, report.sides, [v.label for v in report.views]
        ),
    }


def render_html(report: ReviewReport, spoilers: bool = True) -> str:
    """The whole page; without ``spoilers`` it opens spoiler-free (the module
    :mod:`fishsolve.render.review_script` says what that hides)."""
    title = f"fishsolve review — {report.file}" if report.file else "fishsolve review"
    return review_page(
        title=title,
        head=HEAD,
        header=HEADER,
        board=BOARD,
        summary=SUMMARY,
        script=SCRIPT,
        data={**page_data(report), "spoilers": spoilers},
    )
