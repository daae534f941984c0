"""The command line: exit codes, stdout and stderr checked separately.

typer 0.29's ``CliRunner`` keeps stderr apart from stdout by default (``result.stdout``,
``result.stderr``); ``result.output`` would interleave them, so it is not used here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve import __version__, load_log, parse_log

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"


def test_check_ok() -> None:
    code, out, err = invoke("check", FRIDAY)
    assert code == 0
    assert err == ""
    assert out.splitlines()[0] == f"{FRIDAY}: legal and consistent"
    assert "Team A     Asha (1), Cara (3), Eli (5)" in out
    assert "low-diamonds: Asha right → team A (event 7, line 11)" in out
    assert "A 1 – B 0 (in progress, Asha's turn)" in out


def test_check_broken_file() -> None:
    broken = ROOT / "tests/broken/ask-teammate.fish"
    code, out, err = invoke("check", broken)
    assert code == 1
    assert out == ""
    assert err == (
        f"{broken}:4:11: Cara is on Asha's team; asks go to opponents\n"
        "    Asha asks Cara for 6D: no\n"
        "              ^\n"
    )


def test_check_lenient_lists_every_problem() -> None:
    broken = ROOT / "tests/broken/several-problems.fish"
    code, out, err = invoke("check", "--lenient", broken)
    assert code == 1
    assert out == ""
    lines = err.splitlines()
    assert [line.split(": ")[0] for line in lines if line.startswith(str(broken))] == [
        f"{broken}:4:19",
        f"{broken}:5:11",
        f"{broken}:6:11",
        f"{broken}:7:1",
        f"{broken}:8:16",
    ]
    assert lines[-1] == f"5 problems in {broken}"


def test_check_json_is_one_document() -> None:
    code, out, err = invoke("check", "--json", FRIDAY)
    assert code == 0
    assert err == ""
    data = json.loads(out)  # raises if there is anything but one JSON document
    assert data["ok"] is True
    assert data["score"] == {"A": 1, "B": 0}
    assert out.endswith("}\n")


@pytest.mark.parametrize("lenient", [[], ["--lenient"]])
def test_check_json_of_a_broken_file(lenient: list[str]) -> None:
    broken = ROOT / "tests/broken/bad-card-token.fish"
    code, out, err = invoke("check", "--json", *lenient, broken)
    assert code == 1
    assert err == ""
    data = json.loads(out)
    assert data["ok"] is False
    assert data["problems"] == [
        {
            "kind": "notation",
            "message": "'1H' is not a card; write e.g. 10H, TH, QS or 6♦",
            "file": str(broken),
            "line": 4,
            "column": 19,
            "text": "Ben asks Cara for 1H: no",
        }
    ]


def test_missing_file_is_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "nope.fish"
    for command in (["check"], ["check", "--lenient"], ["convert"]):
        code, out, err = invoke(*command, missing)
        assert code == 1
        assert out == ""
        assert err == f"{missing}: no such file\n"
        assert "Traceback" not in err


def test_convert_both_ways(tmp_path: Path) -> None:
    code, out, err = invoke("convert", FRIDAY)
    assert (code, err) == (0, "")
    original = parse_log(FRIDAY.read_text(encoding="utf-8"))
    assert load_log(out) == original
    as_json = tmp_path / "friday.json"
    code, out, err = invoke("convert", FRIDAY, "--to", "json", "-o", as_json)
    assert (code, out, err) == (0, "", "")
    back = tmp_path / "friday.fish"
    code, out, err = invoke("convert", as_json, "--to", "text", "--out", back)
    assert (code, out, err) == (0, "", "")
    # The sample is already in canonical form, so the text comes back byte for byte.
    assert back.read_text(encoding="utf-8") == FRIDAY.read_text(encoding="utf-8")
    code, out, err = invoke("convert", as_json, "--to", "text")
    assert out == FRIDAY.read_text(encoding="utf-8")


def test_convert_refuses_to_overwrite(tmp_path: Path) -> None:
    game = tmp_path / "game.fish"
    game.write_text(FRIDAY.read_text(encoding="utf-8"), encoding="utf-8")
    code, out, err = invoke("convert", game, "--to", "text", "-o", game, "--force")
    assert (code, out) == (1, "")
    assert err == f"{game}: is the input file; choose another --out\n"
    target = tmp_path / "game.json"
    target.write_text("keep me", encoding="utf-8")
    code, out, err = invoke("convert", game, "-o", target)
    assert (code, out) == (1, "")
    assert err == f"{target}: exists; use --force to overwrite it\n"
    assert target.read_text(encoding="utf-8") == "keep me"
    code, out, err = invoke("convert", game, "-o", target, "--force")
    assert (code, out, err) == (0, "", "")
    assert load_log(target.read_text(encoding="utf-8")) == parse_log(game.read_text("utf-8"))


def test_convert_into_a_missing_directory(tmp_path: Path) -> None:
    out_path = tmp_path / "no" / "such" / "dir.json"
    code, out, err = invoke("convert", FRIDAY, "-o", out_path)
    assert (code, out) == (1, "")
    assert err.startswith(f"{out_path}: cannot write (")
    assert len(err.splitlines()) == 1


def test_convert_a_broken_file_shows_the_caret() -> None:
    broken = ROOT / "tests/broken/bad-answer.fish"
    code, out, err = invoke("convert", broken)
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        f"{broken}:3:23: expected the answer yes or no; found 'maybe'",
        "    Ben asks Cara for 9C: maybe",
        "                          ^",
    ]


def test_version_and_help() -> None:
    code, out, err = invoke("--version")
    assert (code, out, err) == (0, f"fishsolve {__version__}\n", "")
    code, out, _ = invoke("--help")
    assert code == 0
    assert "check" in out
    assert "convert" in out


def test_python_dash_m() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "fishsolve", "--help"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0
    assert "Usage" in done.stdout
    assert "check" in done.stdout
    assert done.stderr == ""
    done = subprocess.run(
        [sys.executable, "-m", "fishsolve", "check", "samples/friday-club.fish"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0
    assert done.stdout.startswith("samples/friday-club.fish: legal and consistent\n")


def test_convert_refuses_the_input_by_inode_not_by_path(tmp_path: Path) -> None:
    game = tmp_path / "game.fish"
    game.write_text(FRIDAY.read_text(encoding="utf-8"), encoding="utf-8")
    link = tmp_path / "same.fish"
    os.link(game, link)
    code, out, err = invoke("convert", game, "--to", "json", "-o", link, "--force")
    assert (code, out, err) == (1, "", f"{link}: is the input file; choose another --out\n")
    assert game.read_text(encoding="utf-8") == FRIDAY.read_text(encoding="utf-8")


def test_shell_completion_is_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = invoke("--help")
    assert code == 0
    assert "--install-completion" in out
    assert "--show-completion" in out
    # typer's --show-completion is a flag: the shell is the one found up the process tree
    # (shellingham), and a run with no shell above it (a detached or scheduled run) finds none.
    # The shell is given here, as the one the user runs it from.
    import typer.completion

    monkeypatch.setattr(typer.completion, "_get_shell_name", lambda: "bash")
    code, out, err = invoke("--show-completion")
    assert (code, err) == (0, "")
    assert "_fishsolve_completion" in out
