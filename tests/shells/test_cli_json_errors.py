"""Every ``--json`` command answers an error with one JSON document on stdout (issue 14, item 12).

The document is ``{"file": ..., "ok": false, "error": {kind, message, file, line, column,
text}}``, the exit code is the one the error always had (1), and stderr stays empty.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = str(ROOT / "samples" / "friday-club.fish")
BROKEN = str(ROOT / "tests" / "broken" / "bad-card-token.fish")
MISSING = "no-such-game.fish"
GOFISH = str(ROOT / "samples" / "gofish" / "authors.fish")

CASES = {
    "analyze, unknown viewer": (
        ["analyze", FRIDAY, "--as", "Zed"],
        FRIDAY,
        "usage",
        "--as Zed: no player 'Zed'",
    ),
    "analyze, missing file": (["analyze", MISSING], MISSING, "usage", "no such file"),
    "explain, bad fact": (["explain", FRIDAY, "7Z"], FRIDAY, "usage", ""),
    "risk, position out of range": (
        ["risk", FRIDAY, "low diamonds", "--at", "99"],
        FRIDAY,
        "usage",
        "--at 99:",
    ),
    "review, broken log": (["review", BROKEN, "--jobs", "1"], BROKEN, "notation", "'1H'"),
    "puzzle check, missing file": (["puzzle", "check", MISSING], MISSING, "usage", "no such"),
    "check, broken log": (["check", BROKEN], BROKEN, "notation", "'1H' is not a card"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_an_error_is_one_json_document_on_stdout(case: str) -> None:
    args, source, kind, words = CASES[case]
    code, out, err = invoke(*args, "--json")
    assert (code, err) == (1, "")
    document = json.loads(out)  # exactly one document, nothing else
    assert list(document)[:3] == ["file", "ok", "error"]
    assert document["file"] == source
    assert document["ok"] is False
    error = document["error"]
    assert set(error) == {"kind", "message", "file", "line", "column", "text"}
    assert error["kind"] == kind
    assert words in error["message"]
    # Without --json the same error is the one red line on stderr, as before.
    code, out, err = invoke(*args)
    assert (code, out) == (1, "")
    assert words in err


def test_check_lists_the_error_among_its_problems_too() -> None:
    code, out, _ = invoke("check", BROKEN, "--json")
    assert code == 1
    document = json.loads(out)
    assert document["problems"] == [document["error"]]
    assert document["error"]["line"] == 4


def test_a_command_line_no_game_could_take_is_a_usage_error_even_with_json() -> None:
    # As for a value typer cannot read: one line on stderr naming the command, exit code 2,
    # nothing on stdout (the command never ran).
    code, out, err = invoke("tournament", "--bots", "genius,random", "--games", "2", "--json")
    assert (code, out) == (2, "")
    assert err.startswith("fishsolve tournament: --bots: unknown bot 'genius'")
    code, out, err = invoke("risk", GOFISH, "low clubs", "--json")
    assert (code, out) == (2, "")
    assert err.startswith("fishsolve risk: not for the Go Fish family")
