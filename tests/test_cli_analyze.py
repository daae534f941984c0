"""`fishsolve analyze` on the command line: exit codes, stdout and stderr apart, JSON shape."""

from __future__ import annotations

import json
from pathlib import Path

from clirun import invoke

ROOT = Path(__file__).resolve().parent.parent
FRIDAY = ROOT / "samples" / "friday-club.fish"
FULL = ROOT / "samples" / "full-deal-six.fish"


def test_analyze_grid_and_claim() -> None:
    code, out, err = invoke("analyze", FRIDAY, "--at", "2")
    assert (code, err) == (0, "")
    assert "after event 2 of 7 (line 6)" in out
    assert "From Asha's view" in out
    assert "low diamonds — team A: Asha 2D 3D 4D 5D 7D, Cara 6D  (provable by Asha)" in out
    assert "Key: team A: A=Asha C=Cara E=Eli" in out


def test_analyze_json_is_one_document() -> None:
    code, out, err = invoke("analyze", FRIDAY, "--at", "2", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["perspective"] == "Asha"
    assert data["at"] == 2
    assert data["cards"]["6D"] == ["Cara"]
    assert data["cards"]["9C"] == ["Dev", "Eli", "Fay"]
    assert [c["half_suit"] for c in data["claimable"]] == ["low-diamonds"]
    assert set(data) >= {"cards", "claimable", "successful_asks", "perspective", "at"}
    assert len(data["cards"]) == 48


def test_analyze_full_deal_summary_and_views() -> None:
    code, out, err = invoke("analyze", FULL, "--at", "30")
    assert (code, err) == (0, "")
    assert "What each player could prove from their own hand" in out
    code, out, _ = invoke("analyze", FULL, "--at", "30", "--json")
    data = json.loads(out)
    assert data["perspective"] == "each known hand"
    assert [v["perspective"] for v in data["views"]] == [
        "Maya",
        "Nico",
        "Priya",
        "Omar",
        "Lena",
        "Tom",
    ]
    code, out, _ = invoke("analyze", FULL, "--as", "public", "--at", "0", "--json")
    data = json.loads(out)
    assert data["perspective"] == "public"
    assert all(len(h) == 6 for h in data["cards"].values())


def test_analyze_bad_perspective_is_one_line(tmp_path: Path) -> None:
    code, out, err = invoke("analyze", FRIDAY, "--as", "Ben")
    assert code == 1
    assert out == ""
    # Issue 30, 15: it named "only --as public", but the log gives Asha's hand.
    assert err.strip().endswith(
        "the log does not give Ben's hand (add 'hand Ben: ...'); it allows --as Asha or --as public"
    ), err
    assert "Traceback" not in err
    code, out, err = invoke("analyze", FRIDAY, "--at", "99")
    assert code == 1
    assert "the log has events 0 to 7" in err


def test_analyze_impossible_log(tmp_path: Path) -> None:
    bad = tmp_path / "bad.fish"
    bad.write_text(
        "players: Asha Ben Cara Dev Eli Fay\n"
        "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
        "Ben asks Cara for 9C: no\n"
        "Cara asks Dev for 3D: no\n"
        "Dev asks Cara for 6D: no\n"
    )
    before = bad.read_bytes()
    code, out, _ = invoke("analyze", bad)
    assert code == 1
    assert "No deal fits this log: it becomes impossible at event 3 (line 5" in out
    code, out, _ = invoke("analyze", bad, "--json")
    assert code == 1
    data = json.loads(out)
    assert data["consistent"] is False
    assert data["inconsistency"]["event"] == 3
    code, out, err = invoke("check", bad)
    assert code == 1
    assert f"{bad}:5:1: no deal of the cards fits the log once this event is added" in err
    assert bad.read_bytes() == before


IMPOSSIBLE = (
    "players: Asha Ben Cara Dev Eli Fay\n"
    "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
    "Ben asks Cara for 9C: no\n"
    "Cara asks Dev for 3D: no\n"
    "Dev asks Cara for 6D: no\n"
)


def test_analyze_timed_out_search_is_not_called_consistent(tmp_path: Path) -> None:
    """Issue 14, item 21: CP-SAT stopped by the time limit proves nothing either way."""
    bad = tmp_path / "bad.fish"
    bad.write_text(IMPOSSIBLE)
    args = ("analyze", bad, "--engine", "cpsat", "--time-limit", "0.000000001")
    code, out, err = invoke(*args, "--json")
    data = json.loads(out)
    assert data["consistent"] is not True
    if data["consistent"] is None:  # the usual case: no answer within a nanosecond
        assert (code, err) == (0, "")
        assert "could not decide within the time limit" in data["consistency_unknown"]
        assert data["complete"] is False
        assert "cards" not in data
        code, out, err = invoke(*args)
        assert (code, err) == (0, "")
        assert "Undecided: could not decide within the time limit" in out
        assert "From Asha's view" not in out
    else:
        assert code == 1


def test_analyze_refuses_a_time_limit_that_is_not_above_zero() -> None:
    for value in ("0", "-1", "nan", "-0.0"):
        for engine in ("cpsat", "count"):
            code, _, err = invoke("analyze", FRIDAY, "--engine", engine, "--time-limit", value)
            assert code == 1, (value, engine)
            assert err.startswith("--time-limit ")
            assert "above 0" in err
            assert err.count("\n") == 1
    code, _, err = invoke("explain", FRIDAY, "6D", "--at", "2", "--time-limit", "0")
    assert code == 1
    assert err.startswith("--time-limit 0.0: ")


def test_a_team_view_is_titled_with_the_team_letter_as_given() -> None:
    code, out, err = invoke("analyze", FULL, "--as", "team:a", "--at", "4")
    assert (code, err) == (0, "")
    assert "Team A's pooled view" in out
    assert "Team a's" not in out


def test_best_asks_say_whose_they_are_and_whether_it_is_their_turn() -> None:
    # Issue 14 item 8: on Fay's turn the rows read 'Fay for 9S', as if Fay were asking.
    code, out, err = invoke("analyze", FRIDAY, "--at", "5", "--odds")
    assert (code, err) == (0, "")
    assert "Asha's best asks (not Asha's turn: Fay is on turn), by exact chance of a yes:" in out
    assert "Asha asks Fay for 9S" in out
    assert not any(line.startswith("Fay for") for line in out.splitlines())
    code, out, err = invoke("analyze", FRIDAY, "--at", "6", "--odds")
    assert (code, err) == (0, "")
    assert "Asha's best asks (on turn now), by exact chance of a yes:" in out
    code, out, err = invoke("analyze", FRIDAY, "--at", "5", "--odds", "--json")
    assert (code, err) == (0, "")
    asks = json.loads(out)["best_asks"]
    assert asks
    assert all(a["asker"] == "Asha" and a["on_turn"] is False for a in asks)
    code, out, err = invoke("analyze", FRIDAY, "--at", "6", "--odds", "--json")
    assert (code, err) == (0, "")
    assert all(a["on_turn"] is True for a in json.loads(out)["best_asks"])


def test_risk_says_when_the_claim_could_not_be_made_then() -> None:
    # Issue 14 item 8: at event 1 it is Cara's turn; under the standard rule Asha cannot claim.
    code, out, err = invoke("risk", FRIDAY, "low diamonds", "--at", "1")
    assert (code, err) == (0, "")
    assert (
        "Asha could not make this claim now: it is Cara's turn, and under these rules a player "
        "claims only on their own turn. The chances are those of the same claim made on "
        "Asha's turn." in " ".join(out.split())
    )
    code, out, err = invoke("risk", FRIDAY, "low diamonds", "--at", "1", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["timing"], data["legal_now"], data["turn"]) == ("not on turn", False, "Cara")
    code, out, err = invoke("risk", FRIDAY, "low diamonds", "--at", "6", "--json")
    assert (code, err) == (0, "")
    assert (json.loads(out)["timing"], json.loads(out)["legal_now"]) == ("on turn", True)
    code, out, err = invoke("risk", FRIDAY, "low diamonds", "--at", "6")
    assert (code, err) == (0, "")
    assert "could not make this claim" not in out
    annul = ROOT / "samples" / "annulled-claim.fish"
    code, out, err = invoke("risk", annul, "high spades", "--as", "Leo", "--at", "6", "--json")
    assert (code, err) == (0, "")
    assert (json.loads(out)["timing"], json.loads(out)["legal_now"]) == ("out of turn", True)


def _title(out: str, first: str) -> tuple[str, list[str]]:
    """The title (it wraps between its phrases: its lines joined by a space) and the lines from
    ``first`` on."""
    lines = out.splitlines()
    start = lines.index(first)
    return " ".join(lines[:start]), lines[start:]


def test_brief_gives_the_quick_answer_in_a_few_lines() -> None:
    # Issue 14 item 13: what the viewer can claim, the sure asks and the best ask, nothing else.
    code, out, err = invoke("analyze", FRIDAY, "--at", "5", "--brief")
    assert (code, err) == (0, "")
    title, rest = _title(out, "From Asha's view:")
    assert title == f"{FRIDAY}: after event 5 of 7 (line 9); score A 0 – B 0, Fay's turn"
    assert rest == [
        "From Asha's view:",
        "Claim: low diamonds — Asha 2D 3D 4D 5D 7D, Cara 6D",
        "Sure ask: none",
        "Best ask: Asha asks Fay for 9S, 22% yes  (not Asha's turn: Fay is on turn)",
    ]
    code, out, err = invoke("analyze", FRIDAY, "--at", "5", "--brief", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert set(data) == {
        "file", "at", "events", "line", "turn", "score", "consistent",
        "perspective", "hands", "claims", "their_claims", "sure_asks", "best_ask",
    }  # fmt: skip
    assert [(c["half_suit"], c["owners"]["6D"]) for c in data["claims"]] == [
        ("low-diamonds", "Cara")
    ]
    assert data["sure_asks"] == []
    assert (data["best_ask"]["asker"], data["best_ask"]["target"]) == ("Asha", "Fay")
    assert (data["best_ask"]["card"], data["best_ask"]["on_turn"]) == ("9S", False)


def test_brief_for_each_seat_and_for_the_public() -> None:
    code, out, err = invoke("analyze", FULL, "--at", "30", "--brief")
    assert (code, err) == (0, "")
    assert "Omar (team B)\n  Claim: none provable\n  Sure ask: Omar asks Maya for 10H" in out
    assert "  Best ask: Lena asks Omar for QD, 28% yes  (on turn now)" in out
    code, out, err = invoke("analyze", FULL, "--at", "30", "--brief", "--json")
    assert (code, err) == (0, "")
    views = json.loads(out)["views"]
    assert [v["perspective"] for v in views] == ["Maya", "Nico", "Priya", "Omar", "Lena", "Tom"]
    assert all(v["best_ask"]["asker"] == v["perspective"] for v in views)
    assert all(a["asker"] == v["perspective"] for v in views for a in v["sure_asks"])
    code, out, err = invoke("analyze", FRIDAY, "--at", "1", "--as", "public", "--brief")
    assert (code, err) == (0, "")
    title, rest = _title(out, "From the public view (no hand known):")
    assert title == f"{FRIDAY}: after event 1 of 7 (line 5); score A 0 – B 0, Cara's turn"
    assert rest == [
        "From the public view (no hand known):",
        "Claim: none provable",
        "Sure ask: none",
        "Best ask: needs one player's view (--as NAME)",
    ]


def test_brief_needs_the_counting_engine() -> None:
    code, out, err = invoke("analyze", FRIDAY, "--brief", "--engine", "cpsat")
    assert (code, out) == (1, "")
    assert err.strip() == (
        "--brief needs the counting engine (--engine count): its best ask is an exact chance"
    )
