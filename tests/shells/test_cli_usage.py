"""A command line typer cannot read: one line in fishsolve's style, exit 2; plain flags in help.

Issue 14, items 9, 10 and 26 (``--at x``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = str(ROOT / "samples" / "friday-club.fish")
AUTHORS = str(ROOT / "samples" / "gofish" / "authors.fish")

COMMANDS = [
    [],
    ["check"],
    ["convert"],
    ["analyze"],
    ["risk"],
    ["explain"],
    ["review"],
    ["simulate"],
    ["tournament"],
    ["match"],
    ["puzzle"],
    ["puzzle", "make"],
    ["puzzle", "check"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "fishsolve")
def test_help_shows_flags_as_plain_flags(command: list[str]) -> None:
    code, out, err = invoke(*command, "--help")
    assert (code, err) == (0, "")
    assert "<bool>" not in out
    assert "--help" in out


def test_a_flag_is_shown_without_a_value_and_options_keep_theirs() -> None:
    code, out, _ = invoke("analyze", "--help")
    assert code == 0
    rows = {line.split()[1]: line for line in out.splitlines() if line.startswith("│ --")}
    assert rows["--json"].split()[2] == "Print"
    assert rows["--odds"].split()[2] == "Exact"
    assert rows["--at"].split()[2] == "<int>"
    assert rows["--engine"].split()[2] == "<count|cpsat>"


USAGE_ERRORS = {
    "bad choice": (
        ["convert", FRIDAY, "--to", "yaml"],
        "fishsolve convert: --to yaml: expected json or text",
    ),
    "bad grade": (
        ["puzzle", "make", "--out", "nowhere", "--difficulty", "insane"],
        "fishsolve puzzle make: --difficulty insane: expected easy, medium or hard",
    ),
    "not a number": (
        ["analyze", FRIDAY, "--at", "x"],
        "fishsolve analyze: --at x: expected a whole number",
    ),
    "not a float": (
        ["analyze", FRIDAY, "--time-limit", "soon"],
        "fishsolve analyze: --time-limit soon: expected a number",
    ),
    "below the minimum": (
        ["review", FRIDAY, "--jobs", "-1"],
        "fishsolve review: --jobs -1: expected a whole number, 0 or more",
    ),
    "one sample": (
        ["analyze", FRIDAY, "--precision", "1"],
        "fishsolve analyze: --precision 1: expected a whole number, 2 or more",
    ),
    "too many samples": (
        ["analyze", AUTHORS, "--precision", "101"],
        "fishsolve analyze: --precision 101: at most 100 samples (the time grows with them; the "
        "interval narrows only as one over their square root)",
    ),
    "precision for Literature": (
        ["analyze", FRIDAY, "--precision", "4"],
        "fishsolve analyze: --precision: not for Literature (its chances are always counted "
        "exactly)",
    ),
    "missing argument": (["analyze"], "fishsolve analyze: missing argument GAME"),
    "missing option": (["puzzle", "make"], "fishsolve puzzle make: missing option --out"),
    "unknown option": (
        ["analyze", FRIDAY, "--bogus"],
        "fishsolve analyze: no such option --bogus (did you mean --odds?)",
    ),
    "no value": (["analyze", FRIDAY, "--at"], "fishsolve analyze: --at needs a value"),
    "unknown command": (["frobnicate"], "fishsolve: no such command 'frobnicate'"),
    "a flag given a value": (
        ["analyze", FRIDAY, "--json", "true"],
        "fishsolve analyze: got unexpected extra argument(s) (true)",
    ),
}


@pytest.mark.parametrize("case", sorted(USAGE_ERRORS))
def test_usage_errors_are_one_line_with_exit_code_2(case: str) -> None:
    args, line = USAGE_ERRORS[case]
    code, out, err = invoke(*args)
    assert (code, out, err) == (2, "", line + "\n")


def test_good_typed_values_still_parse(tmp_path: Path) -> None:
    code, out, err = invoke("convert", FRIDAY, "--to", "text")
    assert (code, err) == (0, "")
    assert out == Path(FRIDAY).read_text(encoding="utf-8")
    code, out, err = invoke("analyze", FRIDAY, "--at", "2", "--engine", "cpsat", "--json")
    assert (code, err) == (0, "")
    assert '"at": 2' in out


def test_no_arguments_still_show_the_help() -> None:
    code, out, err = invoke()
    assert code == 2
    assert "Usage" in out + err
    assert "check" in out + err


def test_a_cluster_for_one_game_and_a_new_json_live_log_are_refused_in_one_line(
    tmp_path: Path,
) -> None:
    # --cluster is a season's option: a usage error whatever the log (exit 2, the command named).
    code, out, err = invoke("review", ROOT / "samples" / "friday-club.fish", "--cluster", "local:2")
    assert (code, out) == (2, "")
    assert err == (
        "fishsolve review: --cluster reviews a season: give several games, a DIR or --season\n"
    )
    # live writes the text notation: a new log is not made under a .json name.
    code, out, err = invoke("live", tmp_path / "new.json", "--plain")
    assert (code, out) == (1, "")
    assert "live writes the text notation: name a new log .fish" in err
    assert not (tmp_path / "new.json").exists()


def test_no_spoilers_is_refused_without_a_game_page(tmp_path: Path) -> None:
    # --no-spoilers says how one game's --html page opens: without that page it is a usage error.
    code, out, err = invoke("review", FRIDAY, "--no-spoilers")
    assert (code, out) == (2, "")
    assert err == (
        "fishsolve review: --no-spoilers: only with --html FILE (it is how the page opens)\n"
    )
    code, out, err = invoke(
        "review", FRIDAY, FRIDAY, "--html", tmp_path / "s.html", "--no-spoilers"
    )
    assert (code, out) == (2, "")
    assert err == "fishsolve review: --no-spoilers: for one game's --html page, not a season\n"
    assert list(tmp_path.iterdir()) == []
