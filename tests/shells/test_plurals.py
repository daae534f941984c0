"""Counts read as English: one claim, one book, one lucky draw (issue 30, round 2, item D: the
summaries said "1 claims", "1 books", "1 lucky draws")."""

from __future__ import annotations

from pathlib import Path

from clirun import invoke

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

GO_FISH = """game: go-fish
players: Ana Bo

Ana asks Bo for 5: 3
Ana books 5
Ana asks Bo for 6: go fish, lucky
Ana asks Bo for 7: go fish
"""


def test_literature_check_counts_one_claim_and_one_hand_count() -> None:
    code, out, err = invoke("check", SAMPLES / "wrong-claim.fish")
    assert code == 0, err
    assert "33: 31 asks (10 yes), 1 claim, 0 passes, 1 hand count" in out


def test_go_fish_check_counts_one_book_and_one_lucky_draw(tmp_path: Path) -> None:
    path = tmp_path / "one.fish"
    path.write_text(GO_FISH, encoding="utf-8")
    code, out, err = invoke("check", path)
    assert code == 0, err
    assert "4: 3 asks (1 yes, 2 go fish, 1 lucky draw), 1 book, 0 refills" in out


def test_a_tournament_of_one_deal_says_so() -> None:
    args = ("tournament", "--game", "go-fish", "--players", "2", "--games", "2", "-q")
    code, out, err = invoke(*args, "--bots", "random,random")
    assert code == 0, err
    assert "2 games (1 deal, each played" in out
