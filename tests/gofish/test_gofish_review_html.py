"""The Go Fish family review page: escaping of every log text, no network, and a real browser
drawing it (the rules of tests/literature/test_html_report.py, the same skip when chromium is
missing)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from headless import CHROMIUM
from headless import dump_dom as headless_dom

from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.render.html_review import render_fish_html
from fishsolve.gofish.review.game import FishReviewReport, review_fish
from fishsolve.gofish.sim.game import play

NAMES = ["Zoe'", "O'Neil", "x_'--"]
HOSTILE_FILE = "<b>g</b></script><script>document.title='pwned'</script>.fish"


@pytest.fixture(scope="module")
def report() -> FishReviewReport:
    log = play(NAMES, GoFishRules(), 5)
    return review_fish(log, HOSTILE_FILE)


def _data(page: str) -> dict[str, Any]:
    match = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S)
    assert match is not None
    data = json.loads(match.group(1))
    assert isinstance(data, dict)
    return data


@pytest.mark.slow
def test_log_text_cannot_become_markup(report: FishReviewReport) -> None:
    page = render_fish_html(report)
    assert page.count("<script") == 4
    assert page.count("</script>") == 4
    assert "<b>" not in page
    data = _data(page)
    assert data["players"] == NAMES
    assert data["file"] == HOSTILE_FILE
    markup = re.sub(
        r'(<script type="application/json" id="data">).*?(</script>)', "", page, flags=re.S
    )
    assert not re.search(r"(src|href)\s*=|https?://|@import|url\(", markup)


@pytest.mark.slow
def test_over_budget_positions_carry_no_figure(report: FishReviewReport) -> None:
    data = _data(render_fish_html(report))
    positions = [p for v in data["views"] for p in v["positions"]]
    over = [p for p in positions if p["total"] is None]
    assert over
    assert all(p["note"] == "over budget" and "cells" not in p for p in over)
    counted = [p for p in positions if p["total"] is not None]
    assert counted
    assert all(len(p["cells"]) == len(NAMES) + 1 for p in counted)


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install chromium)")
def test_page_runs_in_a_real_browser(report: FishReviewReport, tmp_path: Path) -> None:
    page = tmp_path / "review.html"
    page.write_text(render_fish_html(report), encoding="utf-8")

    def dom(fragment: str) -> str:
        return headless_dom(page, fragment, tmp_path / "profile")

    start = dom("#0/Zoe'")
    assert '<p id="status" hidden="">ready</p>' in start
    assert '<div id="errors"></div>' in start
    assert 'data-ready="1"' in start
    assert "<title>pwned" not in start  # the title was not rewritten
    # The deal, from Zoe's view, is counted: a heat map of 3 players + the stock by 13 ranks.
    assert start.count("<tr") >= 5 + 1  # heat map rows (and the summary's)
    assert 'id="over"></p>' in start
    end = dom(f"#{len(report.events)}/public")
    assert "over budget — no figures" in end
