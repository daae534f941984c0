"""`fishsolve serve` in a real browser: Playwright driving the system's Chromium (never a
downloaded one), at a phone's 390×844 and at 1400×1000.

The server is the command itself (``fishsolve serve DIR --port 0``). Screenshots go to
``$FISHSOLVE_SCREENSHOTS`` when it is set (the pages as a reviewer looks at them), else to the
test's temporary folder. Skipped, with the reason, without Playwright or Chromium.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="fishsolve serve needs the 'web' extra (starlette)")
pytest.importorskip("uvicorn", reason="fishsolve serve needs the 'web' extra (uvicorn)")
sync_api = pytest.importorskip("playwright.sync_api", reason="browser tests need playwright")

CHROMIUM = (
    os.environ.get("FISHSOLVE_CHROMIUM")
    or shutil.which("chromium")
    or shutil.which("chromium-browser")
)
if CHROMIUM is None or not Path(CHROMIUM).exists():
    pytest.skip(
        "browser tests need the system's Chromium (no chromium on PATH)", allow_module_level=True
    )

ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 390, "height": 844}
DESK = {"width": 1400, "height": 1000}
WAIT = 15_000  # ms: the longest a page may take to show an answer (a loaded CI machine)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    games = tmp_path / "games"
    games.mkdir()
    shutil.copy(ROOT / "samples" / "friday-club.fish", games / "friday.fish")
    return games


@pytest.fixture
def base(folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # Its private folder in the test's own temporary folders: killed, the server cannot remove it.
    private = tmp_path_factory.mktemp("serve-private")
    child = subprocess.Popen(
        [sys.executable, "-m", "fishsolve", "serve", str(folder), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": str(private)},
    )
    assert child.stdout is not None
    found = re.search(r"(http://\S+)", child.stdout.readline())
    assert found is not None
    yield found.group(1).rstrip("/")
    child.kill()  # not terminate: the pages' waiting requests would hold it 2 s
    child.wait()
    child.stdout.close()


@pytest.fixture
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM)
        yield launched
        launched.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("FISHSOLVE_SCREENSHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _send(page: Any, text: str) -> None:
    """Type ``text`` in the input line and send it; wait for the answer."""
    before = page.get_attribute("body", "data-answers") or "0"
    page.fill("#line", text)
    page.press("#line", "Enter")
    _answered(page, before)


def _answered(page: Any, before: str) -> None:
    """Wait until the page has had an answer since it had ``before`` answers."""
    page.wait_for_function(f"(document.body.dataset.answers || '0') !== '{before}'", timeout=WAIT)


def _offered(page: Any) -> None:
    """Wait until the chip offers a completion of the text in the input line as it is now."""
    page.wait_for_function(
        "!document.querySelector('#take').hidden && document.querySelector('#whole')"
        ".textContent.startsWith(document.querySelector('#line').value)",
        timeout=WAIT,
    )


def _said(page: Any) -> str:
    text: str = page.inner_text("#said")
    return text


def test_a_phone_and_a_table_display_in_a_browser(
    browser: Any, base: str, folder: Path, shots: Path
) -> None:
    """One test: the server and Chromium are started once (seconds of the suite's budget)."""
    _on_a_phone_a_new_game_typed_with_completion_a_bad_line_and_undo(browser, base, folder, shots)
    _the_table_display_follows_and_two_racing_pages_lose_nothing(browser, base, folder, shots)


def _on_a_phone_a_new_game_typed_with_completion_a_bad_line_and_undo(
    browser: Any, base: str, folder: Path, shots: Path
) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.goto(base + "/")
    page.fill("#new-name", "phone")
    page.click("#new button")
    page.wait_for_url("**/game/phone.fish")
    _send(page, "players: Asha Ben Cara Dev Eli Fay")
    _send(page, "hand Asha: 2D 3D 4D 5D 7D QS KS AS")
    assert "headers so far" in page.inner_text("#now")
    # Completion: the chip offers the rest of the word; a tap takes it, Tab too.
    page.fill("#line", "")
    page.type("#line", "Asha asks B")
    _offered(page)
    assert page.inner_text("#take") == "→ en"
    page.screenshot(path=str(shots / "phone-completion.png"))
    page.tap("#take")
    assert page.input_value("#line") == "Asha asks Ben"
    page.type("#line", " f")
    _offered(page)
    # A key typed while its completion is on its way: the chip of the text before it goes at
    # once (taken, it would put back the earlier text and drop the key).
    held: list[Any] = []
    page.route("**/suggest?*", lambda route: held.append(route))
    page.type("#line", "x")
    assert page.is_hidden("#take")
    page.unroute("**/suggest?*")  # the held request goes on its way
    page.press("#line", "Backspace")
    page.type("#line", "or J")
    _offered(page)
    page.press("#line", "Tab")
    assert page.input_value("#line").startswith("Asha asks Ben for J")
    _send(page, "Asha asks Ben for JS: no")
    assert "line 3: Asha asks Ben for JS: no" in _said(page)
    assert "JS not Ben" in _said(page)
    assert "after event 1 of 1" in page.inner_text("#now")
    assert page.input_value("#line") == ""
    # A bad line: refused with its error and caret, kept in the input for correction.
    _send(page, "Ben asks Asha for 9X: no")
    assert "line 4: not added" in _said(page)
    assert "'9X' is not a card" in _said(page)
    assert page.input_value("#line") == "Ben asks Asha for 9X: no"
    page.screenshot(path=str(shots / "phone-refused.png"), full_page=True)
    page.click("[data-line=undo]")
    page.wait_for_function("document.querySelector('#said').innerText.includes('undone')")
    assert "undone: line 3: Asha asks Ben for JS: no" in _said(page)
    assert page.input_value("#line") == "Ben asks Asha for 9X: no"  # undo leaves it there
    page.screenshot(path=str(shots / "phone-undo.png"), full_page=True)
    # A paste gone wrong: refused for its size alone, said in one line, the text kept.
    _send(page, "x" * 70_000)
    assert _said(page) == "refused: a line is at most 64 KB"
    assert len(page.input_value("#line")) == 70_000
    assert (folder / "phone.fish").read_text() == (
        "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
    )
    page.close()


def _the_table_display_follows_and_two_racing_pages_lose_nothing(
    browser: Any, base: str, folder: Path, shots: Path
) -> None:
    context = browser.new_context(viewport=DESK)
    table = context.new_page()
    table.goto(base + "/table/friday.fish")
    one, two = context.new_page(), context.new_page()
    one.goto(base + "/game/friday.fish")
    two.goto(base + "/game/friday.fish")
    # A line entered on one page: the table display shows it, unasked.
    _send(one, "Asha asks Ben for JS: no")
    table.wait_for_function(
        "document.querySelector('#tail').innerText.includes('Asha asks Ben for JS: no')",
        timeout=WAIT,
    )
    assert "after event 8 of 8" in table.inner_text("#now")
    table.screenshot(path=str(shots / "desk-table.png"))
    two.wait_for_function("!document.querySelector('#news').hidden", timeout=WAIT)
    assert "line 12: Asha asks Ben for JS: no" in two.inner_text("#news")
    # Both pages send a line on the same version: page one's request is held on its way until
    # page two's has been answered (so that the race is the same on a fast or a slow machine).
    version = one.get_attribute("body", "data-version")
    assert two.get_attribute("body", "data-version") == version
    lines = {one: "Ben asks Asha for KS: yes", two: "# Ben looked twice"}
    for page, line in lines.items():
        page.fill("#line", line)
    answered = {page: page.get_attribute("body", "data-answers") or "0" for page in lines}
    held: list[Any] = []
    one.route("**/game/friday.fish/line", lambda route: held.append(route))
    one.evaluate("document.querySelector('#entry').requestSubmit()")
    while not held:
        one.wait_for_timeout(5)
    two.evaluate("document.querySelector('#entry').requestSubmit()")
    _answered(two, answered[two])
    held[0].continue_()
    _answered(one, answered[one])
    one.unroute("**/game/friday.fish/line")
    assert "refused" not in (two.get_attribute("#said", "class") or "")
    assert "refused" in (one.get_attribute("#said", "class") or "")
    loser = one
    assert "the game changed since this page last had it" in _said(loser)
    assert "added: line 13: # Ben looked twice" in _said(loser)
    assert loser.input_value("#line") == lines[loser]  # kept, to be sent again
    assert "Ben looked twice" in loser.inner_text("#tail")  # the page has the game as it is
    loser.screenshot(path=str(shots / "desk-race-refused.png"))
    _send(loser, lines[loser])
    assert "refused" not in (loser.get_attribute("#said", "class") or "")
    text = (folder / "friday.fish").read_text()
    assert all(line + "\n" in text for line in lines.values())
    table.wait_for_function(
        "document.querySelector('#tail').innerText.includes('Ben looked twice')", timeout=WAIT
    )
    one.screenshot(path=str(shots / "desk-entry.png"))
    # At 1400 px the page's column is centred (no blank band on one side only), the view beside
    # the input, and the header's title lines up with the column.
    box = one.locator("main").bounding_box()
    left, right = box["x"], DESK["width"] - box["x"] - box["width"]
    assert abs(left - right) <= 20, box
    assert box["width"] >= 1100, box
    now, entry = one.locator("#now-box").bounding_box(), one.locator("#entry").bounding_box()
    assert now["x"] > entry["x"] + entry["width"]
    assert abs(now["y"] - entry["y"]) < 40
    assert abs(one.locator("header > *").first.bounding_box()["x"] - entry["x"]) < 20
    context.close()
