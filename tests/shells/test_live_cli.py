"""`fishsolve live` on the command line: plain line mode, --json lines, kill -9 at any instant."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text()


def test_plain_mode_prints_each_block_and_goes_on_after_a_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "friday.fish"
    typed = FRIDAY.splitlines()  # comment, players, hand, blank, two events, ...
    lines = [*typed[:5], "Cara asks Ben for 9X: no", typed[5]]
    result = CliRunner().invoke(app, ["live", str(path), "--plain"], input="\n".join(lines))
    out = result.output
    assert result.exit_code == 1  # a line was refused
    assert "9X' is not a card" in out
    assert "\n                      ^" in out
    assert "line 5: not added" in out
    assert "Claim: low diamonds — Asha 2D 3D 4D 5D 7D, Cara 6D" in out
    assert "6D is with Cara" in out
    kept = [line for line in typed[:6] if line]  # blank lines typed are not written
    assert path.read_text() == "".join(line + "\n" for line in kept)


def test_plain_mode_takes_grid_and_quit_as_the_screen_does(tmp_path: Path) -> None:
    """`grid` draws the position's whole report (nothing written); `quit` ends the session: the
    lines after it are not read (a user piping a session's lines, or typing them)."""
    path = tmp_path / "friday.fish"
    typed = FRIDAY.splitlines()
    lines = [*typed[:5], "grid", "quit", typed[5]]
    result = CliRunner().invoke(app, ["live", str(path), "--plain"], input="\n".join(lines))
    assert result.exit_code == 0, result.output
    assert "card Asha (A) Ben (B) Cara (A) Dev (B) Eli (A) Fay (B)" in result.output  # the grid
    kept = [line for line in typed[:5] if line]
    assert path.read_text() == "".join(line + "\n" for line in kept)  # nothing after quit
    family = ROOT / "samples" / "gofish" / "go-fish-family.fish"
    head = family.read_text().partition("\n\n")[0] + "\n\n"
    fish = tmp_path / "family.fish"
    fish.write_text(head)
    result = CliRunner().invoke(app, ["live", str(fish), "--json"], input="grid\nquit\n")
    docs = [json.loads(line) for line in result.output.splitlines()]
    assert [d["kind"] for d in docs] == ["open", "grid"]
    assert docs[1]["analysis"]["rows"]
    assert result.exit_code == 0


def test_json_mode_is_one_document_per_line(tmp_path: Path) -> None:
    path = tmp_path / "friday.fish"
    path.write_text("\n".join(FRIDAY.splitlines()[:4]) + "\n")
    lines = ["Ben asks Cara for 9C: no", "Cara asks Ben for 3D: yes", "undo", "# note"]
    result = CliRunner().invoke(app, ["live", str(path), "--json"], input="\n".join(lines))
    docs = [json.loads(line) for line in result.output.splitlines()]
    assert [d["kind"] for d in docs] == ["open", "event", "refused", "undo", "comment"]
    assert docs[1]["analysis"]["at"] == 1
    assert docs[1]["changes"]["excluded"]
    assert docs[2]["error"]["kind"] == "inconsistent"
    assert docs[2]["error"]["line"] == 6
    assert "with Asha" in docs[2]["error"]["message"]
    assert docs[3]["analysis"]["at"] == 0
    assert result.exit_code == 1


def test_the_seats_quick_view_shows_what_the_other_team_can_claim(tmp_path: Path) -> None:
    """Issue 30: Asha's quick view said 'Claim: none provable' while her view proves low clubs
    for team B. Hand-checked: Ben's five asks for 2C-6C got yes (so he holds them), and by the
    asker rule he held a low club before the first, which can only be 7C."""
    path = tmp_path / "opp.fish"
    path.write_text("players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n")
    typed = "".join(f"Ben asks Cara for {c}: yes\n" for c in ("2C", "3C", "4C", "5C", "6C"))
    result = CliRunner().invoke(app, ["live", str(path), "--plain"], input=typed)
    assert result.exit_code == 0, result.output
    last = result.output.split("line 7:")[-1]
    assert "Claim: none provable" in last
    assert (
        "Their claim: low clubs — Ben 2C 3C 4C 5C 6C 7C  (team B; provable by Ben, Dev, Fay)"
        in last
    )
    result = CliRunner().invoke(app, ["live", str(path), "--json"], input="")
    (opening,) = [json.loads(line) for line in result.output.splitlines()]
    analysis = opening["analysis"]
    assert analysis["claims"] == []
    assert [(c["half_suit"], c["team"]) for c in analysis["their_claims"]] == [("low-clubs", "B")]


def test_a_missing_perspective_is_named_as_the_option(tmp_path: Path) -> None:
    path = tmp_path / "friday.fish"
    path.write_text(FRIDAY)
    result = CliRunner().invoke(app, ["live", str(path), "--as", "Zed", "--json"], input="")
    assert result.exit_code == 1
    (line,) = result.output.splitlines()  # the session never starts: one error document
    doc = json.loads(line)
    assert doc["ok"] is False
    assert doc["error"]["message"].startswith("--as Zed:")


def _intended(seed: int) -> tuple[str, list[str]]:
    text = write_log(simulate(seed, 6, bots=("tracker", "random")))
    head, _, body = text.partition("\n\n")
    return head + "\n", [line for line in body.splitlines() if line.strip()]


def _kill_at_random(
    tmp_path: Path, rng: random.Random, runs: int, mid_game: bool = False
) -> list[int]:
    """Kill a session fed a whole game ``runs`` times; the events each file was left with.

    The kill falls at a random instant after start-up; with ``mid_game`` at a random instant
    once the file holds a random number of the game's events (so that the kills fall inside the
    game however fast the machine is: a fixed window of time may hold all of it, or none)."""
    head, events = _intended(11)
    intended = head + "".join(line + "\n" for line in events)
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    kept = []
    for run in range(runs):
        path = tmp_path / f"crash{run}.fish"
        path.write_text(head)
        child = subprocess.Popen(
            [sys.executable, "-m", "fishsolve", "live", str(path), "--plain", "--json"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        assert child.stdin is not None
        child.stdin.write("".join(line + "\n" for line in events).encode())
        child.stdin.flush()
        if mid_game:
            target = rng.randrange(1, len(events))
            deadline = time.monotonic() + 60
            while child.poll() is None and time.monotonic() < deadline:
                if len(path.read_text().splitlines()) - len(head.splitlines()) >= target:
                    break
                time.sleep(0.002)
            time.sleep(rng.uniform(0.0, 0.02))
        else:
            time.sleep(rng.uniform(0.3, 1.2))  # start-up takes about half a second
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdin.close()
        left = [p.name for p in tmp_path.iterdir() if p.name.startswith(f".{path.name}.")]
        for stray in left:  # a temporary file the kill left behind: never the log itself
            (tmp_path / stray).unlink()
        text = path.read_text()
        assert intended.startswith(text), f"run {run}: not a prefix of the intended log"
        report = check_file(path)
        assert report.ok, report.problems
        kept.append(len(parse_log(text).events))
    return kept


@pytest.mark.slow
def test_kill_9_at_random_instants_leaves_a_prefix_check_accepts(tmp_path: Path) -> None:
    _kill_at_random(tmp_path, random.Random(1), runs=4)


@pytest.mark.slow  # ten child processes killed at random instants (300: bench_live_crash.py)
def test_kill_9_many_times(tmp_path: Path) -> None:
    kept = _kill_at_random(tmp_path, random.Random(2), runs=10, mid_game=True)
    _, events = _intended(11)
    # The kills fell at several instants of the game, not only before or after it.
    assert len({n for n in kept if 0 < n < len(events)}) >= 4, kept
