"""``fishsolve live``'s interactive screen (issue 13, item 1), driven by Textual's headless pilot:
typed events reach the file exactly as the plain mode writes them, a refused line leaves the file
byte for byte, the view panel shows the position's claims, ``grid`` and ``risk`` answer as
``analyze`` and ``risk`` do, completion takes the notation's next word, ↑ recalls a line.
Completion itself is checked word by word against hand-written expectations."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

pytest.importorskip("textual")

from rich.console import Console
from textual.widgets import Input, RichLog, Static

from fishsolve.cli.screen import LiveScreen
from fishsolve.families import open_live
from fishsolve.literature.live.words import suggest
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.render.analysis import analysis_view
from fishsolve.literature.reports.analyze import analyze

HEAD = "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n"


def _text(widget: RichLog) -> str:
    return "\n".join(strip.text for strip in widget.lines)


def _plain(renderable: object, width: int = 98) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines())


async def _type(app: LiveScreen, pilot: object, *lines: str) -> None:
    field = app.query_one(Input)
    for line in lines:
        field.value = line
        await pilot.press("enter")  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]


def test_typed_lines_reach_the_file_and_the_panel(tmp_path: Path) -> None:
    path = tmp_path / "game.fish"
    path.write_text(HEAD)
    plain = tmp_path / "plain.fish"
    plain.write_text(HEAD)
    lines = ["Ben asks Cara for 9C: no", "# Cara thinks", "Cara asks Dev for 3D: no"]

    async def run() -> tuple[str, str]:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(100, 50)) as pilot:
            await _type(app, pilot, *lines)
            before = path.read_bytes()
            await _type(app, pilot, "Dev asks Asha for 9S: yes")  # Asha was not dealt 9S
            assert path.read_bytes() == before
            history = _text(app.query_one("#history", RichLog))
            panel = _plain(app.query_one("#now", Static).content)
        return history, panel

    history, panel = asyncio.run(run())
    session = open_live(plain)
    for line in lines:
        assert session.feed(line).ok
    assert path.read_text() == plain.read_text()
    assert "line 6: not added" in history
    assert "Asha cannot hold 9S" in history
    assert "6D is with Cara" in history
    # The panel is the position's quick answer: Asha can claim low diamonds with Cara's 6D.
    assert "Claim: low diamonds — Asha 2D 3D 4D 5D 7D, Cara 6D" in panel


def test_grid_and_risk_answer_as_the_commands_do(tmp_path: Path) -> None:
    path = tmp_path / "game.fish"
    path.write_text(HEAD + "Ben asks Cara for 9C: no\nCara asks Dev for 3D: no\n")

    async def run() -> str:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(120, 50)) as pilot:
            await _type(app, pilot, "grid", "risk low diamonds", "risk high zebras")
            return _text(app.query_one("#history", RichLog))

    history = asyncio.run(run())
    expected = _plain(
        analysis_view(analyze(parse_log(path.read_text(), str(path)), "Asha", odds=True)), 118
    )
    for row in ("6D          ·       ·     100%       ·       ·       ·", "Claimable:"):
        assert row in expected
        assert row in history
    assert "right      100%" in history
    assert "high zebras" in history  # the bad half-suit is named in its error
    assert path.read_text().count("\n") == 4  # nothing written by grid or risk


def test_completion_and_recall(tmp_path: Path) -> None:
    path = tmp_path / "game.fish"
    path.write_text(HEAD)

    async def run() -> tuple[str, str, str]:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(100, 40)) as pilot:
            field = app.query_one(Input)
            field.value = "Ben a"
            field.cursor_position = len(field.value)
            await pilot.pause(0.1)
            await pilot.press("right")
            completed = field.value
            await _type(app, pilot, "Ben asks Cara for 9C: no")
            await pilot.press("up")
            recalled = field.value
            await pilot.press("down")
            return completed, recalled, field.value

    completed, recalled, cleared = asyncio.run(run())
    assert completed == "Ben asks"
    assert recalled == "Ben asks Cara for 9C: no"
    assert cleared == ""


def test_the_history_says_what_each_line_did_and_the_summary_is_shown_once(
    tmp_path: Path,
) -> None:
    """Issue 30: the history repeated the whole summary after every event (two events visible
    at 30 rows). It now holds each line and what it changed; the summary is in the view pane."""
    path = tmp_path / "game.fish"
    path.write_text(HEAD)
    lines = ["Ben asks Cara for 9C: no", "Cara asks Dev for 3D: no", "Dev asks Eli for JH: yes"]

    async def run() -> tuple[str, str]:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(100, 30)) as pilot:
            await _type(app, pilot, *lines)
            history = _text(app.query_one("#history", RichLog))
            panel = _plain(app.query_one("#now", Static).content)
        return history, panel

    history, panel = asyncio.run(run())
    for n, line in enumerate(lines, start=3):
        assert f"line {n}: {line}" in history
    assert "6D is with Cara" in history
    for summary in ("From Asha's view", "Claim:", "Sure ask:", "Best ask:", "after event"):
        assert summary not in history
        assert summary in panel
    assert "after event 3 of 3" in panel


def test_page_up_and_down_scroll_the_history_from_the_input(tmp_path: Path) -> None:
    path = tmp_path / "game.fish"
    path.write_text(HEAD + "Ben asks Cara for 9C: no\n")

    async def run() -> tuple[float, float, float, str]:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(100, 30)) as pilot:
            await _type(app, pilot, "grid")  # far longer than the history pane
            history = app.query_one("#history", RichLog)
            await pilot.pause()
            end = history.scroll_y
            await pilot.press("pageup")
            await pilot.pause()
            up = history.scroll_y
            await pilot.press("pagedown")
            await pilot.pause()
            focused = app.focused.id if app.focused else ""
            return end, up, history.scroll_y, str(focused)

    end, up, down, focused = asyncio.run(run())
    assert end > 0
    assert up < end
    assert down > up
    assert focused == "line"


@pytest.mark.slow
def test_tab_takes_the_suggestion_and_without_one_keeps_the_input(tmp_path: Path) -> None:
    """→ or Tab takes the suggestion (docs/live.md); Tab with none does nothing: the keys after
    it still reach the input line (Textual's Tab moved the focus to the history, where they were
    lost)."""
    path = tmp_path / "game.fish"
    path.write_text(HEAD)

    async def run() -> tuple[str, str]:
        app = LiveScreen(open_live(path))
        async with app.run_test(size=(100, 40)) as pilot:
            field = app.query_one(Input)
            await pilot.press(*"Ben a")
            await pilot.pause(0.1)
            await pilot.press("tab")
            completed = field.value
            field.value = ""
            await pilot.press(*"Ben asks Cara for 9C: ")
            await pilot.pause(0.1)
            await pilot.press("tab", "n", "o", "enter")
            await pilot.pause()
            return completed, str(app.focused.id if app.focused else None)

    completed, focused = asyncio.run(run())
    assert completed == "Ben asks"
    assert focused == "line"
    assert path.read_text() == HEAD + "Ben asks Cara for 9C: no\n"


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("b", "Ben"),
        ("un", "undo"),
        ("gr", "grid"),
        ("Ben c", "Ben claims"),
        ("Ben p", "Ben passes"),
        ("Ben passes t", "Ben passes to"),
        ("Ben asks C", "Ben asks Cara"),
        ("Ben asks Cara f", "Ben asks Cara for"),
        ("Ben asks Cara for 1", "Ben asks Cara for 10C"),
        ("Ben asks Cara for 10C: n", "Ben asks Cara for 10C: no"),
        ("Asha claims h", "Asha claims high clubs"),
        ("Asha claims high s", "Asha claims high spades"),
        ("Asha claims LD: Asha 2D 3D 4D 5D 7D, C", "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara"),
        (
            "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: r",
            "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: right",
        ),
        ("correction: v", "correction: void"),
        ("correction: Dev h", "correction: Dev held"),
        ("correction: turn E", "correction: turn Eli"),
        ("risk low h", "risk low hearts"),
        ("Ben asks Cara for 10C:", "Ben asks Cara for 10C: yes"),  # a space after the colon
        # Headers, while the log has no event (issue 30, item 11): "hand A" was "hand asks".
        ("hand A", "hand Asha"),
        ("hand ", "hand Asha"),  # a player is offered before any letter of it
        ("hand Ben: 1", "hand Ben: 10C"),
        ("hand Ben: 10C 1", "hand Ben: 10C 10D"),
        ("h", "hand"),
        ("start: ", "start: Asha"),
        ("dealer:", "dealer: Asha"),
        ("start: F", "start: Fay"),
        ("Ben asks Cara", None),  # the word is whole
        ("Ben asks ", None),  # nothing typed yet
        ("Zed", None),
    ],
)
def test_the_next_word(typed: str, expected: str | None) -> None:
    log = parse_log("players: Asha Ben Cara Dev Eli Fay\n")
    assert suggest(log, typed) == expected


def test_header_completion_knows_the_hands_and_ends_with_the_first_event() -> None:
    head = "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
    log = parse_log(head)
    assert suggest(log, "hand ") == "hand Ben"  # Asha's hand is known
    assert suggest(log, "hand A") is None
    assert suggest(log, "hand Ben: 2") == "hand Ben: 2C"
    assert suggest(log, "hand Ben: 2C 2") == "hand Ben: 2C 2H"  # 2D is Asha's
    after = parse_log(head + "Ben asks Cara for 9C: no\n")
    assert suggest(after, "hand ") is None  # headers come before the first event
    assert suggest(after, "h") is None


@pytest.mark.slow  # each event analysed from a seat
def test_a_sample_typed_on_the_screen_gives_the_sample_back(tmp_path: Path) -> None:
    """The full-deal sample's headers, then its next 30 lines typed one by one (comments and a
    claim among them): the file is the sample's beginning (less its blank lines after the
    headers), and nothing was refused. (Every line of every sample, in plain mode:
    tests/literature/test_live_session.py.)"""
    sample = (Path(__file__).resolve().parents[2] / "samples" / "full-deal-six.fish").read_text()
    lines = sample.splitlines()
    cut = lines.index("") + 1
    path = tmp_path / "typed.fish"
    path.write_text("\n".join(lines[:cut]) + "\n")
    typed = [line for line in lines[cut:] if line.strip()][:30]
    while typed[-1].lstrip().startswith("#"):
        typed.pop()

    async def run() -> str:
        app = LiveScreen(open_live(path, "Maya"))
        async with app.run_test(size=(100, 40)) as pilot:
            await _type(app, pilot, *typed)
            return _text(app.query_one("#history", RichLog))

    history = asyncio.run(run())
    assert "not added" not in history
    assert path.read_text() == "\n".join(lines[:cut] + typed) + "\n"
    # Undo takes the last event back, byte for byte.
    before_last = "\n".join(lines[:cut] + typed[:-1]) + "\n"
    assert not typed[-1].lstrip().startswith("#")  # the sample ends with an event

    async def undo() -> None:
        app = LiveScreen(open_live(path, "Maya"))
        async with app.run_test(size=(100, 40)) as pilot:
            await _type(app, pilot, "undo")

    asyncio.run(undo())
    assert path.read_text() == before_last
