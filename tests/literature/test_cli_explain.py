"""`fishsolve explain` and `analyze --explain` on the command line: exit codes, streams, JSON."""

from __future__ import annotations

import json
from pathlib import Path

from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"
FULL = ROOT / "samples" / "full-deal-six.fish"


def test_explain_prints_the_numbered_argument() -> None:
    code, out, err = invoke("explain", FRIDAY, "6D", "--at", "2")
    assert (code, err) == (0, "")
    # A step wider than the terminal goes on in lines of its own, indented under its text.
    lines: list[str] = []
    for line in out.splitlines():
        if line.startswith("   ") and lines:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    assert lines[0] == f"{FRIDAY}: after event 2 of 7 (line 6), from Asha's view"
    assert lines[1] == "Why: Cara holds 6D"
    assert lines[2].startswith("1. line 3: your hand is 2D 3D 4D 5D 7D QS KS AS")
    assert lines[3].startswith("2. line 6: Cara asked Dev for 3D: no — so Cara held another")
    assert lines[4] == "3. So Cara holds 6D."
    assert lines[5].startswith("2 reasons: lines 3, 6. Minimal:")


def test_explain_json_is_one_document() -> None:
    code, out, err = invoke(
        "explain", FRIDAY, "low diamonds", "--as", "Asha", "--at", "2", "--json"
    )
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["fact"]["kind"] == "half-suit"
    assert data["fact"]["half_suit"] == "low-diamonds"
    assert data["fact"]["owners"]["6D"] == "Cara"
    assert [(r["kind"], r["line"]) for r in data["reasons"]] == [("hand", 3), ("ask", 6)]
    assert data["lines"] == [3, 6]
    assert data["steps"][-1].startswith("3. So all six low diamonds are located")
    assert (data["at"], data["events"], data["line"], data["perspective"]) == (2, 7, 6, "Asha")


def test_explain_defaults_to_the_end_and_cites_transfers() -> None:
    code, out, err = invoke("explain", FRIDAY, "JH", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["at"] == 7
    assert data["reasons"] == []
    assert [(t["kind"], t["line"]) for t in data["transfers"]] == [("transfer", 7)]


def test_explain_errors_are_one_red_line() -> None:
    cases = [
        (["9C", "--at", "2"], "9C is not forced from Asha's view after event 2: Dev, Eli or Fay"),
        (["6D", "--as", "Ben"], "--as Ben: the log does not give Ben's hand"),
        (["7Z"], "FACT '7Z': '7Z' is not a half-suit"),
        (["6D", "--at", "9"], "--at 9: the log has events 0 to 7"),
        (["6D"], "6D is out of play after event 7"),
    ]
    for args, message in cases:
        code, out, err = invoke("explain", FRIDAY, *args)
        assert code == 1, args
        assert out == ""
        assert err.startswith(message), err
        assert err.count("\n") == 1
        assert "Traceback" not in err


def test_explain_on_a_full_deal_asks_whose_view() -> None:
    code, out, err = invoke("explain", FULL, "QS")
    assert code == 1
    assert out == ""
    assert "say whose view with --as NAME" in err
    code, out, err = invoke("explain", FULL, "QS", "--as", "public", "--at", "0")
    assert code == 1
    assert err.startswith("QS is not forced from the public view before the first event")


def test_explain_on_an_impossible_log(tmp_path: Path) -> None:
    bad = tmp_path / "bad.fish"
    lines = FRIDAY.read_text().splitlines(keepends=True)[:7]
    bad.write_text("".join(lines).replace("3D: no", "6D: no"))
    code, out, err = invoke("explain", bad, "QS")
    assert code == 1
    assert out == ""
    assert err.startswith(f"{bad}:6:1: no deal fits the log up to event 2")
    assert "line 3: your hand is" not in err  # no viewer in a contradiction: hands are named
    assert "line 3: Asha's hand is 2D 3D 4D 5D 7D QS KS AS" in err


def test_analyze_explain_attaches_reasons_to_claims() -> None:
    code, out, err = invoke("analyze", FRIDAY, "--at", "2", "--explain")
    assert (code, err) == (0, "")
    assert "low diamonds — team A: Asha 2D 3D 4D 5D 7D, Cara 6D  (provable by Asha)" in out
    assert "    from lines 3, 6" in out
    code, out, err = invoke("analyze", FRIDAY, "--at", "2", "--explain", "--json")
    assert (code, err) == (0, "")
    [claim] = json.loads(out)["claimable"]
    assert [(r["kind"], r["line"]) for r in claim["reasons"]] == [("hand", 3), ("ask", 6)]
    code, out, _ = invoke("analyze", FRIDAY, "--at", "2", "--json")
    assert "reasons" not in json.loads(out)["claimable"][0]


def test_analyze_explain_on_a_full_deal_summary() -> None:
    code, out, err = invoke("analyze", FULL, "--explain", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    claims = [c for v in data["views"] for c in v["claimable"]]
    assert all("reasons" in c for c in claims)
    assert all(r["kind"] for c in claims for r in c["reasons"])


def test_analyze_of_an_impossible_log_lists_the_lines(tmp_path: Path) -> None:
    bad = tmp_path / "bad.fish"
    lines = FRIDAY.read_text().splitlines(keepends=True)[:7]
    bad.write_text("".join(lines).replace("3D: no", "6D: no"))
    code, out, _ = invoke("analyze", bad)
    assert code == 1
    assert "These lines cannot all be true together:" in out
    assert "- line 3: Asha's hand is" in out
    code, out, _ = invoke("analyze", bad, "--json")
    data = json.loads(out)
    assert [r["line"] for r in data["inconsistency"]["reasons"]] == [3, 6]
    code, out, err = invoke("check", bad)
    assert code == 1
    assert err.startswith(f"{bad}:6:1: no deal of the cards fits the log once this event")
    assert "these cannot all be true together: line 3: Asha's hand is" in err
