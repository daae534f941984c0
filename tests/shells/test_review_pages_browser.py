"""Both families' review pages in headless Chromium, driven by Playwright: the keys pressed and the
page read back (the selected event, the view, the mistakes n and p reach, a link opened on its
moment, the spoiler-free page never holding a later event in its document), and no request
leaving the file.

Playwright (a dev dependency) drives the system's Chromium (``/usr/bin/chromium``; no browser is
downloaded); without either the tests skip.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,  # a real browser: seconds each
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH"),
]

from clirun import invoke  # noqa: E402
from scripted_bots import scripted_game, standard_game  # noqa: E402

from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules  # noqa: E402
from fishsolve.gofish.notation.writer import write_fish_log  # noqa: E402
from fishsolve.gofish.render.html_review import render_fish_html  # noqa: E402
from fishsolve.gofish.review.game import FishReviewReport, review_fish  # noqa: E402
from fishsolve.gofish.sim.game import play  # noqa: E402
from fishsolve.literature.notation.writer import write_log  # noqa: E402
from fishsolve.literature.render.html_review import render_html  # noqa: E402
from fishsolve.literature.review.game import review  # noqa: E402
from fishsolve.literature.review.report import ReviewReport  # noqa: E402


@pytest.fixture(scope="module")
def lit() -> ReviewReport:
    log, _ = scripted_game(15, {0: {"pass sure": 2}, 3: {"wrong claim": 5}})
    return review(log, "scripted.fish")


@pytest.fixture(scope="module")
def fish() -> FishReviewReport:
    # Six ranks (24 cards): every position counted, in a tenth of a second.
    return review_fish(play(["Ana", "Bo", "Cy"], GoFishRules(ranks=ALL_RANKS[:6]), 3), "fish.fish")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


class Page:
    """One page open in the browser, with every request it made."""

    def __init__(self, browser: Any, path: Path, fragment: str = "") -> None:
        self.page = browser.new_page(viewport={"width": 1400, "height": 1000})
        self.requests: list[str] = []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.goto(path.as_uri() + fragment)
        self.page.wait_for_selector("body[data-ready]")

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)

    @property
    def pos(self) -> int:
        return int(self.page.evaluate("document.body.dataset.pos"))

    @property
    def view(self) -> str:
        return str(self.page.evaluate("document.body.dataset.view"))

    def errors(self) -> str:
        return str(self.page.inner_text("#errors"))


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_keys_on_the_literature_page(browser: Any, lit: ReviewReport, tmp_path: Path) -> None:
    page = Page(browser, _write(tmp_path, "lit.html", render_html(lit)))
    first = lit.critical[0]
    assert (page.pos, page.view) == (first.event, first.view)  # opens on the first moment
    n = len(lit.events)
    page.press("ArrowRight")
    assert page.pos == first.event + 1
    page.press("k", "k", "j", "ArrowLeft")
    assert page.pos == first.event - 1
    page.press("End")
    assert page.pos == n
    page.press("Home")
    assert page.pos == 0
    selected = page.page.locator("#timeline li.selected")
    assert selected.get_attribute("aria-current") == "true"
    assert selected.get_attribute("data-pos") == "0"
    # n and p: the mistakes of the selected view, in event order.
    mine = [m.event for m in lit.moments if m.view == page.view]
    reached = []
    for _ in mine:
        page.press("n")
        reached.append(page.pos)
    assert reached == mine
    page.press("n")  # none later: it stays
    assert page.pos == mine[-1]
    assert "No later mistake" in page.page.inner_text("#note")
    page.press("p")
    assert page.pos == (mine[-2] if len(mine) > 1 else mine[-1])
    # Everyone's mistakes: n follows each into its player's view.
    page.page.select_option("#scope", "all")
    page.press("Home")
    seen = []
    for _ in lit.moments:
        page.press("n")
        seen.append((page.pos, page.view))
    assert seen == sorted(dict.fromkeys((m.event, m.view) for m in lit.moments))
    # v cycles the views; the address and the copy-link box follow.
    labels = [v.label for v in lit.views]
    at = labels.index(page.view)
    page.press("v")
    assert page.view == labels[(at + 1) % len(labels)]
    assert page.page.input_value("#link").endswith(f"#{page.pos}/{page.view}")
    assert page.page.evaluate("location.hash") == f"#{page.pos}/{page.view}"
    page.press("?")
    assert page.page.is_visible("#help")
    assert "next / previous mistake" in page.page.inner_text("#help")
    page.press("Escape")
    assert not page.page.is_visible("#help")
    assert page.errors() == ""
    assert all(url.startswith("file://") for url in page.requests)


def test_a_link_opens_its_moment(browser: Any, lit: ReviewReport, tmp_path: Path) -> None:
    path = _write(tmp_path, "lit.html", render_html(lit))
    page = Page(browser, path, "#4/Cara")
    assert (page.pos, page.view) == (4, "Cara")
    # A critical moment's link, clicked, opens it in its player's view.
    last = lit.critical[-1]
    page.page.locator("#critical a").nth(len(lit.critical) - 1).click()
    assert (page.pos, page.view) == (last.event, last.view)


def test_on_a_phone_the_board_is_on_the_first_screen(
    browser: Any, lit: ReviewReport, tmp_path: Path
) -> None:
    """At 390x844 the board comes under the header, the critical moments after it; at 1400x1000
    the critical moments stay at the head of the page."""
    page = Page(browser, _write(tmp_path, "lit.html", render_html(lit)))

    def top(selector: str) -> float:
        return float(page.page.locator(selector).bounding_box()["y"])

    assert top("#critical-panel") < top("#board")
    page.page.set_viewport_size({"width": 390, "height": 844})
    assert top("#board") + 200 < 844  # its controls and the detail of the event, at least
    assert top("#critical-panel") > top("#board")
    assert page.page.is_visible("#critical a")
    assert page.page.evaluate("document.documentElement.scrollWidth") <= 390


def test_spoiler_free_page_holds_no_later_event(
    browser: Any, lit: ReviewReport, tmp_path: Path
) -> None:
    # The first mistake given a hindsight note that reads two events later (as a missed claim's
    # "the opponents scored the set later" does): spoiler-free, it waits for that event.
    first = lit.moments[0]
    note = "a note that reads two events later"
    later = replace(first, hindsight=note, hindsight_event=first.event + 2)
    lit = replace(lit, moments=(later, *lit.moments[1:]))
    page = Page(browser, _write(tmp_path, "ns.html", render_html(lit, spoilers=False)))
    texts = [e.text for e in lit.events]
    unique = {t for t in texts if texts.count(t) == 1}

    def later_shown(pos: int) -> list[str]:
        dom = page.page.content()
        return [t for t in texts[pos:] if t in unique and t in dom]

    assert page.pos == 0
    assert later_shown(0) == []
    assert 'id="data"' not in page.page.content()
    assert "final score" not in page.page.content()
    assert page.page.locator("#timeline li").count() == 1
    page.press("ArrowRight", "ArrowRight", "j")
    assert page.pos == 3
    assert later_shown(3) == []
    assert page.page.locator("#timeline li").count() == 4
    page.press("End", "n")  # neither goes past the last event shown
    assert page.pos == 3
    assert later_shown(3) == []
    page.press(*["j"] * (first.event - 3))
    assert page.pos == first.event
    assert "Mistake (" in page.page.inner_text("#detail")
    assert note not in page.page.content()
    page.press("j", "j", "k", "k")  # the event it reads shown: the note too
    assert note in page.page.inner_text("#detail")
    page.page.click("#no-spoilers")  # spoilers asked for
    assert page.page.locator("#timeline li").count() == len(lit.events) + 1
    assert page.page.is_visible("#critical-panel")
    assert page.errors() == ""


def test_go_fish_page_shares_the_keys_and_tries_a_moment(
    browser: Any, fish: FishReviewReport, tmp_path: Path
) -> None:
    page = Page(browser, _write(tmp_path, "fish.html", render_fish_html(fish)))
    first = fish.critical[0]
    assert (page.pos, page.view) == (first.event, first.view)
    # Every mistake is marked on the timeline with its kind (a weak ask, a book left too).
    assert {"weak ask", "book left"} <= {m.kind for m in fish.moments}
    for m in fish.moments:
        item = page.page.locator(f'#timeline li[data-pos="{m.event}"]')
        assert "mistake" in str(item.get_attribute("class"))
        assert m.kind in item.inner_text(), (m.event, m.kind)
    page.press("Home", "n")
    mine = [m.event for m in fish.moments if m.view == page.view]
    assert page.pos == mine[0]
    page.press("Home", "t")  # try it: the position before the next mistake of this view
    assert page.pos == mine[0] - 1
    assert page.page.is_visible("#try")
    assert "?" in page.page.inner_text("#try-question")

    def shown(rows: str) -> set[str]:  # the colours of the figures in those rows
        return set(
            page.page.evaluate(
                f"Array.from(document.querySelectorAll('#heatmap {rows} td div'))"
                ".map(function (d) { return getComputedStyle(d).color; })"
            )
        )

    hidden = "rgba(0, 0, 0, 0)"
    assert shown("tr:not(.own)") == {hidden}  # what fishsolve proves waits for the answer
    assert hidden not in shown("tr.own")  # the reader's own hand stays in view

    def listed() -> list[int]:  # the events the timeline holds
        return [
            int(p)
            for p in page.page.eval_on_selector_all(
                "#timeline li", "items => items.map(i => i.dataset.pos)"
            )
        ]

    # Nothing after the position is listed, nor the critical moments (they name the answer).
    assert listed() == list(range(mine[0]))
    assert not page.page.is_visible("#critical-panel")
    page.page.click("#reveal")
    assert page.pos == mine[0]
    assert "Better:" in page.page.inner_text("#try-answer")
    assert hidden not in shown("tr:not(.own)")
    assert listed() == list(range(len(fish.events) + 1))
    assert page.page.is_visible("#critical-panel")
    assert page.errors() == ""
    assert all(url.startswith("file://") for url in page.requests)


def test_season_page_links_each_mistake_to_its_moment(browser: Any, tmp_path: Path) -> None:
    """`review DIR --html` writes each game's page beside the season page; a player's mistake,
    clicked, opens its game's page on that moment in the player's view."""
    games = tmp_path / "club"
    games.mkdir()
    fish_log = play(["Ana", "Bo", "Cy"], GoFishRules(ranks=ALL_RANKS[:6]), 3)
    (games / "fish.fish").write_text(write_fish_log(fish_log), encoding="utf-8")
    (games / "lit.fish").write_text(write_log(standard_game()), encoding="utf-8")
    code, _, err = invoke("review", games, "--html", tmp_path / "season.html", "--jobs", "1")
    assert code == 0, err
    # Self-contained, every page: nothing fetched, every link a game page beside it, at a moment.
    written = [tmp_path / "season.html", *sorted((tmp_path / "games").iterdir())]
    assert len(written) == 3
    for path in written:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bsrc\s*=|https?://|//[a-z]|@import|url\(|<link|<iframe", text)
        for href in re.findall(r"\bhref\s*=\s*\"([^\"]*)\"", text):
            assert re.fullmatch(r"games/[A-Za-z0-9_.-]+\.html#\d+/[^/#]+", href), href
    page = Page(browser, tmp_path / "season.html")
    links = page.page.locator("details.mistakes a")
    assert links.count() > 0
    for k in (0, links.count() - 1):
        page.page.goto((tmp_path / "season.html").as_uri())
        page.page.locator("details.mistakes summary").nth(0).click()
        page.page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        href = str(page.page.locator("details.mistakes a").nth(k).get_attribute("href"))
        event, view = href.split("#")[1].split("/")
        page.page.locator("details.mistakes a").nth(k).click()
        page.page.wait_for_selector("body[data-ready]")
        assert (page.pos, page.view) == (int(event), view)
        assert page.errors() == ""
    # On a phone's width its tables scroll in their own boxes: the page itself never sideways.
    page.page.set_viewport_size({"width": 390, "height": 844})
    page.page.goto((tmp_path / "season.html").as_uri())
    page.page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert page.page.evaluate("document.documentElement.scrollWidth") <= 390
    assert all(url.startswith("file://") for url in page.requests)
