"""`fishsolve review`, `puzzle make --game` and `puzzle check` on the Go Fish family, through the
command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.game import play

runner = CliRunner()


def _fish_log(tmp_path: Path) -> Path:
    path = tmp_path / "g.fish"
    path.write_text(write_fish_log(play(["Ana", "Bo"], GoFishRules(), 3)), encoding="utf-8")
    return path


@pytest.mark.slow
def test_review_json_and_html(tmp_path: Path) -> None:
    log = _fish_log(tmp_path)
    result = runner.invoke(app, ["review", str(log), "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["players"] == ["Ana", "Bo"]
    assert data["events"]
    assert data["coverage"]["public"]["positions"] == len(data["events"]) + 1
    page = tmp_path / "r.html"
    result = runner.invoke(app, ["review", str(log), "--html", str(page)])
    assert result.exit_code == 0
    assert page.exists()
    assert "over budget" in result.output or "Yes / best" in result.output


def test_puzzle_make_and_check(tmp_path: Path) -> None:
    out = tmp_path / "p"
    args = ["puzzle", "make", "--game", "authors", "--out", str(out), "--count", "1"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    puzzle = sorted(out.glob("*.fish"))[0]
    assert puzzle.with_suffix(".html").exists()
    result = runner.invoke(app, ["puzzle", "check", str(puzzle), "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["ok"]
    assert len(data["answers"]) == 1
