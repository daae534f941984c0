"""Every command that reads a game log reads it from standard input when it is named ``-``
(issue 13, item 3): the same answer as from the file, errors located on ``<stdin>``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"
FULL = ROOT / "samples" / "full-deal-six.fish"
AUTHORS = ROOT / "samples" / "gofish" / "authors.fish"


def run(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, args, input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("sample", "args"),
    [
        (FRIDAY, ["check", "--json"]),
        (FRIDAY, ["convert", "--to", "json"]),
        (FRIDAY, ["analyze", "--at", "3", "--json"]),
        (FRIDAY, ["analyze", "--brief", "--json"]),
        (FRIDAY, ["explain", "6D", "--at", "5", "--json"]),
        (FRIDAY, ["risk", "LC", "--at", "2", "--json"]),
        (AUTHORS, ["check", "--json"]),
        (AUTHORS, ["analyze", "--at", "4", "--json"]),
    ],
)
def test_a_log_on_stdin_reads_as_the_file(sample: Path, args: list[str]) -> None:
    code, out, err = run([*args[:1], str(sample), *args[1:]])
    assert code == 0, err
    code_in, out_in, err_in = run([*args[:1], "-", *args[1:]], sample.read_text())
    assert code_in == 0, err_in
    # The same document, but for the name of the file.
    assert out_in.replace('"-"', '"X"').replace("<stdin>", "X") == out.replace(
        json.dumps(str(sample)), '"X"'
    ).replace(str(sample), "X")


def test_stdin_errors_name_stdin_with_line_and_caret() -> None:
    code, _, err = run(["check", "-"], "players: A B C D E F\nA asks B for 9X: no\n")
    assert code == 1
    assert err.startswith("<stdin>:2:14: '9X' is not a card")
    assert "^" in err
    code, _, err = run(["check", "-"], "")
    assert code == 1
    assert "players:" in err


def test_review_reads_stdin() -> None:
    code, out, _ = run(["review", "-", "--json", "--jobs", "1", "--quiet"], FULL.read_text())
    assert code == 0
    whole = json.loads(run(["review", str(FULL), "--json", "--jobs", "1", "--quiet"])[1])
    assert json.loads(out)["events"] == whole["events"]
