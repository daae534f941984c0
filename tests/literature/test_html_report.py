"""The HTML review page: escaping of every log text, its data, and a real browser loading it."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from bruteforce import small_deck
from headless import CHROMIUM
from headless import dump_dom as headless_dom

from fishsolve import Comment, GameLog, ReviewReport, RuleSet
from fishsolve.literature.render.html_review import render_html
from fishsolve.literature.review.game import review
from fishsolve.literature.sim.game import simulate

# Names may hold letters, digits and _ ' . - : quotes are what could break out of a string.
NAMES = ["Zoe'", "O'Neil", "x_'--", "Al.", "Bo-b", "Cy_'.'"]
HOSTILE = [
    "</script><script>document.title='pwned'</script>",
    "<img src=x onerror=\"document.title='pwned'\">",
    ']]></script><!-- \u2028 & &amp; {"x": 1}',
]


def _game() -> GameLog:
    log = simulate(11, 6, RuleSet(deck=small_deck(3)), "careless", names=NAMES)
    comments = (
        Comment(0, HOSTILE[0]),
        Comment(2, HOSTILE[1], inline=True),
        Comment(len(log.events), HOSTILE[2]),
    )
    return replace(log, comments=comments, path="<b>game</b>.fish")


@pytest.fixture(scope="module")
def report() -> ReviewReport:
    return review(_game())


def _data(page: str) -> dict[str, Any]:
    match = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S)
    assert match is not None
    data = json.loads(match.group(1))
    assert isinstance(data, dict)
    return data


def test_log_text_cannot_become_markup(report: ReviewReport) -> None:
    page = render_html(report)
    # The template's four script elements, and no other tag from the log.
    assert page.count("<script") == 4
    assert page.count("</script>") == 4
    assert "<img" not in page
    assert "<b>" not in page
    assert "&lt;b&gt;game&lt;/b&gt;.fish" in page  # the title, escaped
    # The data still says exactly what the log says.
    data = _data(page)
    assert [p["name"] for p in data["players"]] == NAMES
    assert data["comments"] == [HOSTILE[0]]
    events = data["events"]
    assert isinstance(events, list)
    assert events[1]["comments"] == [HOSTILE[1]]
    assert events[-1]["comments"] == [HOSTILE[2]]


def test_page_is_self_contained_and_compact(report: ReviewReport) -> None:
    page = render_html(report)
    data = _data(page)
    markup = re.sub(
        r'(<script type="application/json" id="data">).*?(</script>)', "", page, count=1, flags=re.S
    )
    assert not re.search(r"(src|href)\s*=|https?://|@import|url\(", markup)
    frames = data["frames"]
    assert isinstance(frames, list)
    assert len(frames) == 6  # every seat
    assert all(len(view) == len(report.events) + 1 for view in frames)
    width = data["width"]
    assert all(f is None or len(f) == 18 * width for view in frames for f in view)


def dump_dom(report: ReviewReport, tmp_path: Path, fragment: str = "") -> str:
    """The review page of ``report`` as headless chromium leaves it once its script has run."""
    page = tmp_path / "report.html"
    page.write_text(render_html(report), encoding="utf-8")
    return headless_dom(page, fragment, tmp_path / "profile")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install chromium)")
def test_page_runs_in_a_real_browser(report: ReviewReport, tmp_path: Path) -> None:
    dom = dump_dom(report, tmp_path)
    # Ready, and the word is hidden once the page is drawn (issue 14, item 15: a stray "ready").
    assert '<p id="status" hidden="">ready</p>' in dom
    # The page says which colour is which team and what the summary's columns mean.
    assert "blue for a player of team A" in dom
    assert "orange for team B" in dom
    assert 'id="summary-notes"' in dom
    assert '<div id="errors"></div>' in dom
    assert 'data-ready="1"' in dom
    assert "pwned" not in dom.split("<body")[0]  # the title was not rewritten
    assert "<img" not in dom
    assert dom.count('<div class="half') == 3  # one heatmap block per half-suit
    timeline = re.search(r'<ol id="timeline">(.*?)</ol>', dom, re.S)
    assert timeline is not None
    assert timeline.group(1).count("<li") == len(report.events) + 1
    assert dom.count('<tr class="player">') == 6
    assert dom.count('<tr class="team">') == 2
    # Hostile text shows as text.
    assert "&lt;/script&gt;&lt;script&gt;document.title='pwned'" in dom


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install chromium)")
@pytest.mark.parametrize("fragment", ["#%E0%A4%A", "#3/%E0%A4%A", "#2/%"])
def test_a_malformed_address_opens_the_first_event(
    report: ReviewReport, tmp_path: Path, fragment: str
) -> None:
    """Issue 14, item 26: a malformed '#' address once stopped the page with a URIError."""
    dom = dump_dom(report, tmp_path, fragment)
    assert '<div id="errors"></div>' in dom  # no script error
    assert 'data-ready="1"' in dom
    assert f"after event 1 of {len(report.events)}" in dom
