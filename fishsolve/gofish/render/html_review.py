"""The Go Fish family review as one self-contained HTML page: the report's data embedded once as
script-safe JSON and drawn by an inline script with ``textContent`` only (the rules of
:mod:`fishsolve.literature.render.html_review`: no network, no external script or font, no log text
read as markup). The heat map fits ranks: players and the stock by row, ranks by column; each cell
the exact chance of holding at least one and the expected count, in the chosen view after the chosen
event — or, past the counting budget, "over budget" and no figure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fishsolve.gofish.render.html_template import BOARD, HEAD, HEADER, SCRIPT, SUMMARY
from fishsolve.render.common import score_words
from fishsolve.render.moments import page_moments
from fishsolve.render.review_page import review_page

if TYPE_CHECKING:
    from fishsolve.gofish.review.game import FishReviewReport


def fish_page_data(report: FishReviewReport) -> dict[str, Any]:
    """Everything the page shows: the report's JSON with every view's frames."""
    data = report.to_dict(frames=True)
    data["places"] = [*report.players, "stock"]
    score = ", ".join(f"{name} {points}" for name, points in report.score.items())
    data["result"] = score_words(score, report.over, report.turn)
    labels = [v.viewer for v in report.views]
    data["viewers"] = [
        {"label": label, "name": "the table (public)" if label == "public" else f"{label}'s view"}
        for label in labels
    ]
    data.update(page_moments(report.moments, report.critical, report.sides, labels))
    return data


def render_fish_html(report: FishReviewReport, spoilers: bool = True) -> str:
    """The whole page; without ``spoilers`` it opens spoiler-free."""
    title = f"fishsolve review — {report.file}" if report.file else "fishsolve review"
    return review_page(
        title=title,
        head=HEAD,
        header=HEADER,
        board=BOARD,
        summary=SUMMARY,
        script=SCRIPT,
        data={**fish_page_data(report), "spoilers": spoilers},
    )
