"""Golden tests: ``fishsolve check --json`` on every sample equals its checked-in expectation.

Each ``samples/NAME.fish`` has ``tests/golden/NAME.check.json``, the exact stdout of
``fishsolve check --json samples/NAME.fish`` run from the repository root. Nothing is normalised:
any change in the summary (a count, a hand size, a message, key order, indentation) fails.

After an intended change, regenerate the files and review the diff before committing::

    FISHSOLVE_UPDATE_GOLDEN=1 python -m pytest tests/literature/test_golden.py

A new sample without a golden file fails until the files are regenerated.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "samples").glob("*.fish"))
GOLDEN = ROOT / "tests" / "golden"
UPDATE = os.environ.get("FISHSOLVE_UPDATE_GOLDEN") == "1"


def test_there_are_samples() -> None:
    names = {p.name for p in SAMPLES}
    assert "friday-club.fish" in names
    assert len(names) >= 5


def test_no_orphan_golden_files() -> None:
    expected = {f"{p.stem}.check.json" for p in SAMPLES}
    assert {p.name for p in GOLDEN.glob("*.check.json")} == expected


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_check_json_matches_golden(sample: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["check", "--json", f"samples/{sample.name}"])
    assert result.stderr == ""
    assert result.exit_code == 0, result.stdout
    golden = GOLDEN / f"{sample.stem}.check.json"
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(result.stdout, encoding="utf-8")
    assert golden.exists(), f"no {golden.name}; run with FISHSOLVE_UPDATE_GOLDEN=1"
    assert result.stdout == golden.read_text(encoding="utf-8")
    # Every sample is legal and consistent, so the report says so.
    data = json.loads(result.stdout)
    assert data["ok"] is True
    assert data["problems"] == []
    assert data["file"] == f"samples/{sample.name}"


def test_friday_club_golden_content() -> None:
    """Spot-check the golden file itself against the hand-checked facts of the worked example."""
    data = json.loads((GOLDEN / "friday-club.check.json").read_text(encoding="utf-8"))
    assert data["view"] == "Asha's seat"
    assert (data["events"], data["asks"], data["yes"], data["claims"]) == (7, 6, 1, 1)
    assert data["score"] == {"A": 1, "B": 0}
    assert data["turn"] == "Asha"
    assert data["hand_sizes"] == {
        "Asha": "3",
        "Ben": "8",
        "Cara": "7",
        "Dev": "9",
        "Eli": "7",
        "Fay": "8",
    }
    assert data["settled"] == [
        {
            "half_suit": "low-diamonds",
            "event": 7,
            "line": 11,
            "claimer": "Asha",
            "outcome": "right",
            "scored_by": "A",
        }
    ]
