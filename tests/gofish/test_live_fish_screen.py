"""``fishsolve live``'s screen on the Go Fish family (issue 13), driven by Textual's headless pilot:
a sample typed event by event gives the sample's file back byte for byte, with what each event
changed in the history and the position in the panel; bad lines are refused with their message
and leave the file as it was; the input line completes the family's notation. Completion is
checked word by word against hand-worked positions."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

pytest.importorskip("textual")

from rich.console import Console
from textual.widgets import Input, RichLog, Static

from fishsolve.cli.screen import LiveScreen
from fishsolve.gofish.live.session import FishLiveSession

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "gofish"


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


def _split(sample: Path) -> tuple[str, list[str]]:
    """The sample's headers (through the blank line after them) and its later lines."""
    lines = sample.read_text(encoding="utf-8").splitlines()
    cut = lines.index("") + 1
    return "\n".join(lines[:cut]) + "\n", lines[cut:]


def _typed_on_screen(
    tmp_path: Path, sample: Path, viewer: str, last: int | None = None
) -> tuple[str, str]:
    """Type the sample's lines (its first ``last``) on the screen: the file must come back."""
    head, typed = _split(sample)
    typed = typed[:last]
    path = tmp_path / sample.name
    path.write_text(head, encoding="utf-8")

    async def run() -> tuple[str, str]:
        app = LiveScreen(FishLiveSession(path, viewer))
        async with app.run_test(size=(100, 40)) as pilot:
            await _type(app, pilot, *typed)
            history = _text(app.query_one("#history", RichLog))
            return history, _plain(app.query_one("#now", Static).content)

    history, panel = asyncio.run(run())
    if last is None:
        assert path.read_bytes() == sample.read_bytes()
    else:
        assert path.read_text(encoding="utf-8") == head + "".join(t + "\n" for t in typed)
    assert "not added" not in history
    assert history.count("Changed:") == len([t for t in typed if t.strip()])
    return history, panel


@pytest.mark.parametrize(
    ("sample", "viewer"),
    [("go-fish-5.fish", "Ana"), ("authors-2.fish", "Ana"), ("simplified-fish-2.fish", "Ana")],
)
def test_a_puzzle_game_typed_on_the_screen_gives_the_file_back(
    tmp_path: Path, sample: str, viewer: str
) -> None:
    _, panel = _typed_on_screen(tmp_path, SAMPLES / "puzzles" / sample, viewer)
    assert f"From {viewer}'s view" in panel


@pytest.mark.slow
def test_what_changed_is_in_the_history(tmp_path: Path) -> None:
    history, panel = _typed_on_screen(tmp_path, SAMPLES / "puzzles" / "go-fish-5.fish", "Ana")
    # Hand-checked: Ana (dealt AC 4D 7D 2S 5S 6S KS) is asked for a 7 and hands one over: she
    # holds none now; Bo held one to ask for it and has one more (four: he books next).
    at = history.index("Bo asks Ana for 7: 1")
    block = history[at : history.index("line", at + 1)]
    assert "Ana 7: none  (was 1)" in block
    assert "Bo 7: 2–4  (was 0–3)" in block
    # The puzzle's own answer ("which ask is sure? Bo 7") is the last event's news and the panel.
    assert "sure ask now: Bo for 7" in history[history.rindex("\nline ") :]
    assert "Sure ask: Bo for 7" in panel


@pytest.mark.slow  # a full deck, each event analysed exactly
def test_the_family_samples_lines_typed_on_the_screen_give_the_file_back(tmp_path: Path) -> None:
    # Its first 25 lines: the first book laid (line 20) and lucky draws among them.
    history, _ = _typed_on_screen(tmp_path, SAMPLES / "go-fish-family.fish", "Asha", last=25)
    assert "Ben 7s booked" not in history  # ranks booked are written "7s booked"
    assert "7s booked" in history


HEAD = "game: go-fish\nplayers: Asha Ben Cara\nhand Asha: 3C AC 6D 6H JH 5S 9S\nstart: Asha\n\n"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Ben asks Cara for X: 1", "'X' is not a rank"),  # notation
        ("Cara asks Ben for 5: 1", "it is Ben's turn, not Cara's"),  # the rules
        ("Ben asks Asha for 6: 1", "handing over 1 does not fit"),  # Asha holds 6C 6D 6H
        ("Ben asks Asha for 9: go fish", "handing over 0 does not fit"),  # Asha holds 9S
        # Cara said no jack to Asha and has drawn nothing since: only deduction sees it.
        ("Ben asks Cara for J: 1", "no deal of the cards and order of the stock fits"),
    ],
)
def test_a_bad_line_is_refused_on_the_screen_and_the_file_kept(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "g.fish"
    path.write_text(HEAD + "Asha asks Cara for J: go fish, draws 6C\n", encoding="utf-8")
    before = path.read_bytes()

    async def run() -> str:
        app = LiveScreen(FishLiveSession(path, "Asha"))
        async with app.run_test(size=(100, 40)) as pilot:
            await _type(app, pilot, line)
            return _text(app.query_one("#history", RichLog))

    history = asyncio.run(run())
    assert "line 7: not added" in history
    assert message in " ".join(history.split())  # (the history wraps long lines)
    assert f"    {line}\n" in history  # the line, and the caret under it
    assert history.rstrip().endswith("^")
    assert path.read_bytes() == before


def test_completion_on_the_screen(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    path.write_text(HEAD, encoding="utf-8")

    async def run() -> list[str]:
        app = LiveScreen(FishLiveSession(path, "Asha"))
        seen = []
        async with app.run_test(size=(100, 40)) as pilot:
            field = app.query_one(Input)
            for typed in (
                "As",
                "Asha a",
                "Asha asks C",
                "Asha asks Cara f",
                "Asha asks Cara for t",
            ):
                field.value = typed
                field.cursor_position = len(typed)
                await pilot.pause(0.1)
                await pilot.press("right")
                seen.append(field.value)
        return seen

    assert asyncio.run(run()) == [
        "Asha",
        "Asha asks",
        "Asha asks Cara",
        "Asha asks Cara for",
        "Asha asks Cara for threes",  # Asha holds a three and no two
    ]


def _session(tmp_path: Path, text: str, viewer: str | None = None) -> FishLiveSession:
    path = tmp_path / "g.fish"
    path.write_text(text, encoding="utf-8")
    session = FishLiveSession(path, viewer)
    assert session.opening().ok
    return session


def test_completion_of_go_fish_lines(tmp_path: Path) -> None:
    # Asha's view after her first ask: she holds 3C AC 6C 6D 6H JH 5S 9S, Ben is on turn.
    s = _session(tmp_path, HEAD + "Asha asks Cara for J: go fish, draws 6C\n", "Asha")
    cases = {
        "B": "Ben",
        "Ben a": "Ben asks",
        "Ben b": "Ben books",
        "Ben d": None,  # Ben's hand is not empty: he does not draw
        "Cara a": None,  # not Cara's turn
        "Cara b": "Cara books",  # a book is laid at any time
        "u": "undo",
        "g": "grid",
        "Ben asks A": "Ben asks Asha",
        "Ben asks Asha f": "Ben asks Asha for",
        "Ben asks Asha for 1": "Ben asks Asha for 10",  # Ben may hold any rank
        "Ben asks Asha for q": None,  # Q is a whole rank already
        "Ben asks Asha for qu": "Ben asks Asha for queens",
        # Asha holds three sixes: Ben's ask for 6 gets 3 (or the cards), never a go fish.
        "Ben asks Asha for 6: g": None,
        "Ben asks Asha for 6: 6": "Ben asks Asha for 6: 6C",
        "Ben asks Asha for 6: 6C 6": "Ben asks Asha for 6: 6C 6D",
        # Asha holds no seven: only a go fish.
        "Ben asks Asha for 7: g": "Ben asks Asha for 7: go fish",
        "Ben asks Asha for 7: 7": None,
        "Ben asks Asha for 7: go f": "Ben asks Asha for 7: go fish",
        "Ben asks Asha for 7: go fish, d": "Ben asks Asha for 7: go fish, draws",
        "Ben asks Asha for 7: go fish, l": "Ben asks Asha for 7: go fish, lucky",
        # The stock may hold 6S (Asha has 6C 6D 6H), never 6C.
        "Ben asks Asha for 7: go fish, draws 6": "Ben asks Asha for 7: go fish, draws 6S",
        "Ben asks Asha for 7: go fish, draws 6S": None,  # whole
        "Ben asks ": None,  # nothing typed yet
        "Zed a": None,
    }
    for typed, expected in cases.items():
        assert s.suggest(typed) == expected, typed
    # Asha asks only for ranks she holds (3 5 6 9 J A): tens and twos are not offered.
    assert s.suggest("Asha asks Ben for 1") is None
    assert s.suggest("Asha asks Ben for tw") is None
    assert s.suggest("Asha asks Ben for t") == "Asha asks Ben for threes"


def test_completion_of_header_lines(tmp_path: Path) -> None:
    """Issue 30, item 11: ``hand `` offers the players whose hand the log lacks, then the cards
    no known hand holds; ``start:`` a player; none of it once the log has an event."""
    head = "game: go-fish\nplayers: Bea Ben Cy\ndeck: 2 3 4\ndeal: 1\nhand Bea: 2C\n"
    s = _session(tmp_path, head)
    assert s.suggest("hand ") == "hand Ben"
    assert s.suggest("hand C") == "hand Cy"
    assert s.suggest("hand Be") == "hand Ben"  # Bea's hand is known
    assert s.suggest("hand Ben: 2") == "hand Ben: 2D"  # 2C is Bea's
    assert s.suggest("hand Ben:") == "hand Ben: 2D"
    assert s.suggest("start: ") == "start: Bea"
    assert s.suggest("h") == "hand"
    assert s.suggest("s") == "stock:"
    s = _session(tmp_path, head + "start: Bea\n\nBea asks Ben for 2: go fish, draws 3C\n")
    assert s.suggest("hand ") is None
    assert s.suggest("h") is None


def test_completion_puts_the_player_who_acts_next_first(tmp_path: Path) -> None:
    head = "game: go-fish\nplayers: Bea Ben Cy\ndeck: 2 3 4\ndeal: 1\nhand Bea: 2C\n"
    # Ben is on turn: "B" is Ben before Bea.
    assert _session(tmp_path, head + "start: Ben\n", "Bea").suggest("B") == "Ben"
    assert _session(tmp_path, head + "start: Bea\n", "Bea").suggest("B") == "Bea"
    # Bea takes Ben's only card: Ben's hand is empty and he must draw (five, from nine).
    s = _session(tmp_path, head + "start: Bea\n\nBea asks Ben for 2: 1\n", "Bea")
    assert s.suggest("B") == "Ben"
    assert s.suggest("Ben d") == "Ben draws"
    assert s.suggest("Ben draws 5 c") == "Ben draws 5 cards"
    assert s.suggest("Bea a") is None  # Ben draws before anyone asks
    assert s.suggest("Bea asks Be") is None  # Ben has no card to be asked for
    # Bea holds two twos now, no book of four: nothing to book.
    assert s.suggest("Bea books t") is None
    # Under pairs the two twos are a book, and the only one she can lay (she holds no three).
    pairs = head.replace("deal: 1", "deal: 1\nrules: pairs") + "start: Bea\n\n"
    s = _session(tmp_path, pairs + "Bea asks Ben for 2: 1\n", "Bea")
    assert s.suggest("Bea books tw") == "Bea books twos"
    assert s.suggest("Bea books th") is None


def test_completion_of_card_asks(tmp_path: Path) -> None:
    # Authors, Ben's view before the first ask: Ben holds 8C 9C 10C AD 3S 5S AS.
    head, _ = _split(SAMPLES / "authors.fish")
    s = _session(tmp_path, head, "Ben")
    assert s.suggest("Ben asks Asha for 8") == "Ben asks Asha for 8D"  # not his own 8C
    assert s.suggest("Ben asks Asha for 2") is None  # Ben holds no two
    assert s.suggest("Ben asks Asha for A") == "Ben asks Asha for AC"
    assert s.suggest("Ben asks Asha for AD") is None  # whole (and Ben's own: never offered)
    assert s.suggest("Asha asks Cara for QH: y") == "Asha asks Cara for QH: yes"
    assert s.suggest("Asha asks Cara for QH: g") == "Asha asks Cara for QH: go fish"
    # Ben holds 5S: Cara cannot hand it over, so only a go fish is offered.
    assert s.suggest("Cara asks Asha for 5S: y") is None
    assert s.suggest("Cara asks Asha for 5S: g") == "Cara asks Asha for 5S: go fish"
    # No lucky draw in a card-ask game: the draw is named.
    assert s.suggest("Asha asks Cara for QH: go fish, l") is None
    assert s.suggest("Asha asks Cara for QH: go fish, draws 5") == (
        "Asha asks Cara for QH: go fish, draws 5C"
    )
