"""`fishsolve live` on the Go Fish family (issue 13, item 5): a sample typed line by line gives
the sample back; after each line the report equals `analyze --at N` of the file read afresh; a
bad line, an impossible one and undo leave the file exactly as they should."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.families import open_live
from fishsolve.gofish.live.session import FishLiveSession
from fishsolve.gofish.reports.analyze import analyze_fish
from fishsolve.live.session import NewLog

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "gofish" / "go-fish-family.fish"


def _split(n: int) -> tuple[str, list[str]]:
    lines = SAMPLE.read_text().splitlines()
    cut = lines.index("") + 1
    return "\n".join(lines[:cut]) + "\n", lines[cut : cut + n]


def test_a_go_fish_game_typed_line_by_line(tmp_path: Path) -> None:
    head, typed = _split(10)
    path = tmp_path / "g.fish"
    path.write_text(head)
    session = open_live(path, "Asha")
    assert isinstance(session, FishLiveSession)
    assert session.opening().ok
    for n, line in enumerate(typed, start=1):
        step = session.feed(line)
        assert step.ok, step.error
        assert step.kind == "event"
        fresh = analyze_fish(path, "Asha", n, odds=True)
        assert step.report is not None
        assert step.report.to_dict() == fresh.to_dict()
    assert path.read_text() == head + "".join(line + "\n" for line in typed)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Ben asks Cara for X: 1", "X"),  # not a rank
        ("Cara asks Ben for 5: 1", "turn"),  # not Cara's turn
        ("Ben asks Asha for 9: 3", "handing over 3 does not fit"),  # Asha holds one 9
        ("Ben asks Cara for 5: 4", "a player holds at most 3 of a rank"),
        # Cara handed over every 8 she had: only a deduction refuses it (Asha's view uses all
        # the log records, so its own count decides, with the same words).
        ("Ben asks Cara for 8: 1", "no deal of the cards and order of the stock fits the log"),
    ],
)
def test_a_bad_go_fish_line_is_refused_and_the_file_kept(
    tmp_path: Path, line: str, message: str
) -> None:
    head, typed = _split(2)
    path = tmp_path / "g.fish"
    path.write_text(head + "".join(t + "\n" for t in typed))
    before = path.read_bytes()
    session = open_live(path, "Asha")
    step = session.feed(line)
    assert not step.ok
    assert message in str(step.error)
    assert path.read_bytes() == before
    # The session goes on as if the line had not been typed.
    assert session.feed("undo").ok
    assert path.read_text() == head + typed[0] + "\n"


def test_live_opens_the_right_session_and_speaks_json(tmp_path: Path) -> None:
    head, typed = _split(3)
    path = tmp_path / "g.fish"
    path.write_text(head)
    assert isinstance(open_live(tmp_path / "new.fish"), NewLog)
    result = CliRunner().invoke(
        app, ["live", str(path), "--as", "Asha", "--json"], input="\n".join(typed) + "\n"
    )
    assert result.exit_code == 0, result.output
    docs = [json.loads(line) for line in result.output.splitlines()]
    assert [d["kind"] for d in docs] == ["open", "event", "event", "event"]
    assert docs[-1]["analysis"]["at"] == 3
    assert docs[-1]["analysis"]["game"] == "go-fish"


@pytest.mark.slow
def test_past_the_budget_live_shows_the_estimates_analyze_gives(tmp_path: Path) -> None:
    """A 52-card three-player game past the exact count's budget (seed 3, event 35, Cara on
    turn): the line's report is `analyze --at 35 --odds --precision 4` of the file (estimated
    chances, each with its 95% interval, labelled so in the quick answer and in JSON), not "no
    chances"."""
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.sim.game import play
    from fishsolve.render.live import step_view

    game = play(["Asha", "Ben", "Cara"], GoFishRules(), 3)
    text = write_fish_log(game).splitlines()
    first = next(i for i, line in enumerate(text) if line.startswith("Asha ") or " asks " in line)
    path = tmp_path / "g.fish"
    path.write_text("\n".join(text[: first + 34]) + "\n")
    session = open_live(path, "Cara")
    session.opening()
    step = session.feed(text[first + 34])
    assert step.ok, step.error
    report = step.report
    assert report is not None
    assert report.at == 35
    assert report.to_dict() == analyze_fish(path, "Cara", 35, odds=True, precision=4).to_dict()
    assert not report.exact
    assert report.estimate is not None
    # Asks the proved counts make sure, or leave no way to go on, are priced exactly; every
    # other one is estimated.
    assert any(a.interval is not None for a in report.asks)
    assert all((a.interval is None) == (a.go_on in ("0", "1")) for a in report.asks)
    from fishsolve.gofish.family import GoFishFamily
    from fishsolve.render.views import view

    GoFishFamily().load_views()
    assert "Best ask: Cara asks" in _plain(step_view(step))
    grid = _plain(view(session.grid()))
    assert "ESTIMATES" in grid
    assert "≈" in grid
    data = json.loads(json.dumps(step.to_dict()))
    assert data["analysis"]["exact"] is False
    assert data["analysis"]["estimate"]["samples"] >= 2


def _plain(renderable: object) -> str:
    from rich.console import Console

    console = Console(width=120, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()
