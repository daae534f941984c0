"""A value pasted wrong (fifty thousand characters for a name, a fact, a rule, a bot or a side)
is refused in a line of a few hundred characters that says how long it was, not echoed whole:
options checked by the command line, by the library, and values read from a log alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
LONG = "Z" * 50_000
SIDES = "/".join(f"P{i}" for i in range(10_000))
FACT = "Ben holds " + "AS " * 20_000
LITERATURE = ROOT / "samples" / "friday-club.fish"
AUTHORS = ROOT / "samples" / "gofish" / "authors.fish"


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("match", ROOT / "samples" / "match", "--sides", SIDES), 2),
        (("explain", LITERATURE, FACT), 1),
        (("explain", AUTHORS, FACT), 1),
        (("simulate", "--bots", LONG), 2),
        (("simulate", "--game", "authors", "--bots", LONG), 2),
        (("simulate", "--rules", LONG), 2),
        (("simulate", "--game", "go-fish", "--rules", LONG), 2),
        (("simulate", "--deck", LONG), 2),
        (("analyze", AUTHORS, "--as", LONG), 1),
        (("analyze", LITERATURE, "--as", LONG), 1),
    ],
    ids=lambda v: v[0] if isinstance(v, tuple) else None,
)
def test_a_long_value_is_cut_in_its_message(args: tuple[str | Path, ...], code: int) -> None:
    got, out, err = invoke(*args)
    assert (got, out) == (code, "")
    assert err.count("\n") == 1, err[:300]
    assert "Traceback" not in err
    assert len(err) < 600, err[:300]
    assert "characters)" in err, err


@pytest.mark.parametrize(
    "header",
    [
        f"players: Asha {LONG} {LONG}",
        f"players: Asha Ben\nrules: {LONG}",
        f"players: Asha Ben\nhand {LONG}: 2H",
    ],
)
def test_a_long_word_of_a_log_is_cut_in_its_message(header: str, tmp_path: Path) -> None:
    path = tmp_path / "long.fish"
    path.write_text(f"game: go-fish\n{header}\n", encoding="utf-8")
    code, out, err = invoke("check", path)
    assert (code, out) == (1, "")
    assert "Traceback" not in err
    assert len(err) < 800, err[:300]
    assert err.startswith(f"{path}:"), err[:300]
