"""Golden outputs of the whole command line: every README command on every sample, byte for byte.

Each case below is one ``fishsolve`` command line run in-process from the repository root. Its
exit code, stdout, stderr and every file it writes are kept in ``tests/golden/cli/CASE.txt``;
the test fails on any difference. These files were written by the code as it stood before the
package was split into one sub-package per stage, and they hold the promise that the redesign
changed no behaviour: the same commands print the same bytes.

After an intended change of output, regenerate and review the diff before committing::

    FISHSOLVE_UPDATE_GOLDEN=1 python -m pytest tests/shells/test_cli_golden.py
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "cli"
UPDATE = os.environ.get("FISHSOLVE_UPDATE_GOLDEN") == "1"
OUT = "{out}"  # replaced by a fresh temporary directory; its files are part of the output

# Per sample: a fact to explain and a half-suit whose claim risk to measure, with the seat and
# position at which both are meaningful (a sure ask or a forced holder of that seat).
SAMPLE_QUESTIONS: dict[str, tuple[str, str]] = {
    "friday-club": ("6D --at 2", "'low diamonds' --at 1"),
    "annulled-claim": ("3S --as Leo --at 6", "'high spades' --as Leo --at 6"),
    "full-deal-six": ("4S --as Maya --at 6", "'low spades' --as Maya --at 6"),
    "pass-after-claim": ("7D --as Ana --at 6", "'low diamonds' --as Ana --at 6"),
    "russian-fish-eight": ("7D --as Sam --at 6", "'low diamonds' --as Sam --at 6"),
    "wrong-claim": ("9D --at 6", "'low diamonds' --at 6"),
}


def _sample_cases() -> dict[str, list[str]]:
    cases: dict[str, list[str]] = {}
    for name, (fact_args, risk_args) in SAMPLE_QUESTIONS.items():
        fact, risk = shlex.split(fact_args), shlex.split(risk_args)
        s = f"samples/{name}.fish"
        cases |= {
            f"{name}.check": ["check", s],
            f"{name}.check-json": ["check", s, "--json"],
            f"{name}.convert-json": ["convert", s, "--to", "json"],
            f"{name}.analyze": ["analyze", s],
            f"{name}.analyze-json": ["analyze", s, "--json"],
            f"{name}.analyze-at6-odds": ["analyze", s, "--at", "6", "--odds"],
            f"{name}.analyze-at6-odds-json": ["analyze", s, "--at", "6", "--odds", "--json"],
            f"{name}.analyze-explain": ["analyze", s, "--explain"],
            f"{name}.analyze-public-at4": ["analyze", s, "--as", "public", "--at", "4"],
            f"{name}.analyze-teamA-at4-json": [
                "analyze",
                s,
                "--as",
                "team:A",
                "--at",
                "4",
                "--json",
            ],
            f"{name}.explain": ["explain", s, *fact],
            f"{name}.explain-json": ["explain", s, *fact, "--json"],
            f"{name}.risk": ["risk", s, *risk],
            f"{name}.risk-json": ["risk", s, *risk, "--json"],
            f"{name}.review": ["review", s, "--jobs", "1"],
            f"{name}.review-json-html": [
                "review",
                s,
                "--json",
                "--jobs",
                "1",
                "--html",
                f"{OUT}/review.html",
            ],
        }
    return cases


def _puzzle_cases() -> dict[str, list[str]]:
    cases: dict[str, list[str]] = {}
    for path in sorted((ROOT / "samples" / "puzzles").glob("*.fish")):
        rel = f"samples/puzzles/{path.name}"
        cases[f"puzzle-check.{path.stem}"] = ["puzzle", "check", rel]
        cases[f"puzzle-check-json.{path.stem}"] = ["puzzle", "check", rel, "--json"]
    return cases


CASES: dict[str, list[str]] = {
    **_sample_cases(),
    **_puzzle_cases(),
    "gofish.family.check": ["check", "samples/gofish/go-fish-family.fish"],
    "gofish.family.check-json": ["check", "samples/gofish/go-fish-family.fish", "--json"],
    "gofish.family.analyze-at20": ["analyze", "samples/gofish/go-fish-family.fish", "--at", "20"],
    "gofish.family.explain-at20": [
        "explain",
        "samples/gofish/go-fish-family.fish",
        "Cara holds no 5s",
        "--at",
        "20",
    ],
    "gofish.pairs.analyze-at10-odds-json": [
        "analyze",
        "samples/gofish/go-fish-pairs-points.fish",
        "--at",
        "10",
        "--odds",
        "--json",
    ],
    "gofish.authors.check": ["check", "samples/gofish/authors.fish"],
    "gofish.simplified.convert-json": [
        "convert",
        "samples/gofish/simplified-fish.fish",
        "--to",
        "json",
    ],
    "gofish.simulate-seed7": ["simulate", "--game", "go-fish", "--players", "4", "--seed", "7"],
    "friday-club.analyze-brief-at5": [
        "analyze",
        "samples/friday-club.fish",
        "--at",
        "5",
        "--brief",
    ],
    "friday-club.analyze-brief-at5-json": [
        "analyze",
        "samples/friday-club.fish",
        "--at",
        "5",
        "--brief",
        "--json",
    ],
    "friday-club.analyze-brief-public-at1": [
        "analyze",
        "samples/friday-club.fish",
        "--as",
        "public",
        "--at",
        "1",
        "--brief",
    ],
    "full-deal-six.analyze-brief-at30": [
        "analyze",
        "samples/full-deal-six.fish",
        "--at",
        "30",
        "--brief",
    ],
    "full-deal-six.analyze-brief-at30-json": [
        "analyze",
        "samples/full-deal-six.fish",
        "--at",
        "30",
        "--brief",
        "--json",
    ],
    "friday-club.explain-not": ["explain", "samples/friday-club.fish", "6D not Ben", "--at", "2"],
    "friday-club.explain-half": [
        "explain",
        "samples/friday-club.fish",
        "low diamonds",
        "--at",
        "2",
    ],
    "friday-club.risk-owners": [
        "risk",
        "samples/friday-club.fish",
        "low diamonds",
        "--at",
        "2",
        "--owners",
        "Asha 2D 3D 4D 5D 7D, Cara 6D",
    ],
    "friday-club.convert-roundtrip": [
        "convert",
        "samples/friday-club.fish",
        "--to",
        "json",
        "-o",
        f"{OUT}/friday.json",
        ";",
        "convert",
        f"{OUT}/friday.json",
        "--to",
        "text",
    ],
    "simulate.seed7": ["simulate", "--seed", "7", "--bots", "tracker,random"],
    "simulate.eight-annul": [
        "simulate",
        "--seed",
        "3",
        "--players",
        "8",
        "--rules",
        "annul any-time",
        "--count",
        "2",
        "--out",
        f"{OUT}/games",
    ],
    "tournament": ["tournament", "--bots", "tracker,random", "--games", "4", "--jobs", "1"],
    "tournament-json": [
        "tournament",
        "--bots",
        "careless,random",
        "--games",
        "4",
        "--jobs",
        "1",
        "--json",
    ],
    "puzzle-make": [
        "puzzle",
        "make",
        "--count",
        "2",
        "--seed",
        "5",
        "--difficulty",
        "hard",
        "--out",
        f"{OUT}/puzzles",
    ],
    # Errors: one line on stderr, exit code 1 or 2.
    "error.missing-file": ["analyze", "samples/no-such-game.fish"],
    "error.at-range": ["analyze", "samples/friday-club.fish", "--at", "99"],
    "error.as-unknown": ["analyze", "samples/friday-club.fish", "--as", "Zed"],
    "error.check-broken": ["check", "tests/broken/bad-card-token.fish"],
    "error.check-broken-lenient": ["check", "tests/broken/bad-answer.fish", "--lenient"],
    "error.explain-bad-fact": ["explain", "samples/friday-club.fish", "7Z"],
    "error.risk-settled": ["risk", "samples/friday-club.fish", "low diamonds"],
    "help": ["--help"],
    "help.analyze": ["analyze", "--help"],
}


def _run(case: list[str], out: Path) -> str:
    """Run the case's commands (separated by ";") one after the other; all they print and write."""
    parts: list[str] = []
    commands: list[list[str]] = [[]]
    for arg in case:
        if arg == ";":
            commands.append([])
        else:
            commands[-1].append(arg)
    for command in commands:
        args = [a.replace(OUT, str(out)) for a in command]
        result = CliRunner().invoke(app, args, env={"COLUMNS": "100"})
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        parts += [
            f"$ fishsolve {' '.join(command)}",
            f"exit {result.exit_code}",
            "--- stdout",
            result.stdout,
            "--- stderr",
            result.stderr,
        ]
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        parts += [f"--- file {path.relative_to(out)}", path.read_text(encoding="utf-8")]
    # Temporary paths differ from run to run; nothing else may.
    return re.sub(re.escape(str(out)), OUT, "\n".join(parts))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CASES))
def test_command_output_unchanged(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    got = _run(CASES[name], tmp_path)
    golden = GOLDEN / f"{name}.txt"
    if UPDATE:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        golden.write_text(got, encoding="utf-8")
    assert golden.exists(), f"no {golden.name}; run with FISHSOLVE_UPDATE_GOLDEN=1"
    assert got == golden.read_text(encoding="utf-8")


def test_no_orphan_golden_files() -> None:
    assert {p.stem for p in GOLDEN.glob("*.txt")} == set(CASES)
