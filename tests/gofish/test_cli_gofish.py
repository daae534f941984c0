"""The command line on Go Fish family logs: simulate, check, convert (same flags and conventions
as for Literature: one-line located errors, --json documents, exit codes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.text import parse_fish_log


def _simulated(tmp_path: Path, *args: str) -> Path:
    code, out, err = invoke("simulate", *args)
    assert code == 0, err
    path = tmp_path / "game.fish"
    path.write_text(out, encoding="utf-8")
    return path


def test_simulate_check_and_convert(tmp_path: Path) -> None:
    path = _simulated(tmp_path, "--game", "go-fish", "--seed", "4", "--players", "3")
    log = parse_fish_log(path.read_text(encoding="utf-8"))
    assert log.full
    assert log.comments[0].text.startswith("fishsolve simulate --game go-fish --seed 4")
    code, out, err = invoke("check", path)
    assert code == 0, err
    assert "legal and consistent" in out
    assert "game over" in out
    code, out, _ = invoke("check", path, "--json")
    doc = json.loads(out)
    assert doc["ok"] is True
    assert doc["game"] == "go-fish"
    assert len(doc["books"]) == 13
    assert sum(doc["score"].values()) == 13
    code, as_json, _ = invoke("convert", path, "--to", "json")
    assert code == 0
    back = tmp_path / "game.json"
    back.write_text(as_json, encoding="utf-8")
    code, text, _ = invoke("convert", back, "--to", "text")
    assert code == 0
    assert parse_fish_log(text) == log
    # The same bytes for the same seed.
    assert invoke("simulate", "--game", "go-fish", "--seed", "4", "--players", "3")[1] == (
        path.read_text(encoding="utf-8")
    )


def test_simulate_many_games_reports_each_players_wins(tmp_path: Path) -> None:
    out = tmp_path / "games"
    code, stdout, err = invoke(
        "simulate", "--game", "authors", "--count", "4", "--players", "2", "--out", out
    )
    assert code == 0, err
    assert "wrote 4 games" in stdout
    assert "won: Asha" in stdout
    files = sorted(out.glob("game-*.fish"))
    assert len(files) == 4
    for f in files:
        assert replay(parse_fish_log(f.read_text(encoding="utf-8"))).final.over


def test_bad_options_are_one_line(tmp_path: Path) -> None:
    code, _, err = invoke("simulate", "--game", "gofsh")
    assert code != 0
    assert err.strip().count("\n") == 0
    assert "--game" in err
    code, _, err = invoke("simulate", "--game", "go-fish", "--players", "8")
    assert code != 0
    assert "2 to 6" in err
    code, _, err = invoke("simulate", "--game", "go-fish", "--deck", "jokers")
    assert code != 0
    assert "--deck" in err


def test_inconsistent_log_is_reported_at_its_line(tmp_path: Path) -> None:
    # Bo hands over both jacks he holds; asked again at once, he cannot have any left.
    path = tmp_path / "bad.fish"
    path.write_text(
        "game: go-fish\nplayers: Ana Bo Cy\n\nAna asks Bo for J: 2\nAna asks Bo for J: 1\n",
        encoding="utf-8",
    )
    code, out, err = invoke("check", path)
    assert code == 1
    assert out == ""
    assert f"{path}:5:" in err
    assert "no deal" in err
    code, out, _ = invoke("check", path, "--json")
    doc = json.loads(out)
    assert doc["ok"] is False
    assert doc["problems"][0]["line"] == 5
    code, _, err = invoke("check", path, "--lenient")
    assert code == 1
    assert "1 problem" in err


def test_notation_and_rule_errors_in_go_fish_logs(tmp_path: Path) -> None:
    path = tmp_path / "typo.fish"
    path.write_text("game: go-fish\nplayers: Ana Bo\n\nAna askd Bo for J: 2\n", encoding="utf-8")
    code, _, err = invoke("check", path)
    assert code == 1
    assert f"{path}:4:5:" in err
    assert "did you mean 'asks'" in err
    path.write_text("game: go-fish\nplayers: Ana Bo\n\nAna asks Ana for J: 2\n", encoding="utf-8")
    code, _, err = invoke("check", path)
    assert code == 1
    assert "not themselves" in err


def _seat_record(tmp_path: Path, players: int, seed: int, name: str) -> Path:
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.sim.game import play
    from fishsolve.gofish.sim.views import as_seen_by

    log = play(["Asha", "Ben", "Cara", "Dev"][:players], GoFishRules(), seed)
    path = tmp_path / name
    path.write_text(write_fish_log(as_seen_by(log, log.seating.players[0])), encoding="utf-8")
    return path


def test_analyze_exact_two_player_seat(tmp_path: Path) -> None:
    path = _seat_record(tmp_path, 2, 8, "two.fish")
    code, out, err = invoke("analyze", path, "--at", "6", "--odds", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["exact"] is True
    assert doc["viewer"] == "Asha"
    assert doc["arrangements"] > 0
    rows = {row["place"]: row for row in doc["rows"]}
    assert set(rows) == {"Asha", "Ben", "stock"}
    # Asha's own cards are certain; the asks are ranked by their exact chance of going on.
    assert all(len(cell["possible"]) == 1 for cell in rows["Asha"]["cells"].values())
    goes_on = [a["go_on_value"] for a in doc["asks"]]
    assert goes_on == sorted(goes_on, reverse=True)
    # Every rank's cards add up: 4 in all, less those in books.
    for code_ in doc["ranks"]:
        means = sum(rows[p]["cells"][code_]["expected"] for p in rows)
        assert 0 <= means <= 4
    code, out, _ = invoke("analyze", path, "--at", "6", "--odds")
    assert code == 0
    assert "Asha's asks (on turn), best first" in out


def test_analyze_falls_back_to_proved_possibilities(tmp_path: Path) -> None:
    """Past the counting budget the report gives the CP-SAT model's proved possibilities and no
    chance at all. A budget of one step forces the fallback on a position the counter answers
    with the default budget, so the two can be compared: the possible counts are the same, cell
    by cell (the counted ones are those with a chance above zero). No estimate is asked for
    (``precision=None``), as for the variants that have none."""
    from fishsolve.gofish.reports.analyze import analyze_fish

    path = _seat_record(tmp_path, 2, 8, "two.fish")
    counted = analyze_fish(path, at=6).to_dict()
    fallback = analyze_fish(path, at=6, budget=1, precision=None).to_dict()
    assert counted["exact"] is True
    assert fallback["exact"] is False
    assert fallback["arrangements"] is None
    assert "not given" in fallback["note"]
    assert all(cell["chance"] is None for row in fallback["rows"] for cell in row["cells"].values())
    possible = {
        (row["place"], rank): cell["possible"]
        for row in fallback["rows"]
        for rank, cell in row["cells"].items()
    }
    assert possible == {
        (row["place"], rank): cell["possible"]
        for row in counted["rows"]
        for rank, cell in row["cells"].items()
    }


def test_analyze_options_are_checked(tmp_path: Path) -> None:
    path = _seat_record(tmp_path, 2, 8, "two.fish")
    code, _, err = invoke("analyze", path, "--as", "Zed")
    assert code != 0
    assert "--as Zed" in err
    code, _, err = invoke("analyze", path, "--at", "999")
    assert code != 0
    assert "--at 999" in err
    code, _, err = invoke("analyze", path, "--explain")
    assert code == 2  # a command's option the family does not have
    assert err.startswith("fishsolve analyze: --explain: not for the Go Fish family")


def test_explain_gives_a_minimal_proof(tmp_path: Path) -> None:
    # Ana holds 2C 2D 3C; Bo hands over one 2, then says go fish for 2s: Bo held exactly one 2,
    # and now none. Cy's 2 count follows from the deck (four 2s: Ana 3, one left).
    path = tmp_path / "small.fish"
    path.write_text(
        "game: go-fish\nplayers: Ana Bo Cy\ndeck: 2 3 4\ndeal: 3\nhand Ana: 2C 2D 3C\n\n"
        "Ana asks Bo for 2: 1\nAna asks Bo for 3: go fish\n",
        encoding="utf-8",
    )
    code, out, err = invoke("explain", path, "Bo holds no 2s", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["proved"] is True
    assert doc["viewer"] == "Ana"
    assert [r["line"] for r in doc["reasons"]] == [7]
    # Not proved: refused with exit code 1, as Literature refuses a fact it cannot prove.
    code, out, _ = invoke("explain", path, "Cy holds a 2", "--json")
    assert code == 1
    assert "'Cy holds a 2' is not proved" in json.loads(out)["error"]["message"]
    code, _, err = invoke("explain", path, "the stock holds a 2")
    assert code == 1
    assert "is not proved after event 2 from Ana's view" in err
    code, out, _ = invoke("explain", path, "Bo holds no 3s", "--json")
    doc = json.loads(out)
    assert doc["proved"] is True
    assert [r["line"] for r in doc["reasons"]] == [8]
    code, out, _ = invoke("explain", path, "Bo holds no 3s")
    assert "proved" in out
    assert "line 8" in out
    code, _, err = invoke("explain", path, "Bo maybe has 3s")
    assert code != 0
    assert "cannot read the fact" in err


def test_samples_are_legal_consistent_and_convert_losslessly(tmp_path: Path) -> None:
    samples = sorted((Path(__file__).resolve().parents[2] / "samples" / "gofish").glob("*.fish"))
    assert {p.stem for p in samples} >= {"go-fish-family", "authors", "simplified-fish"}
    for path in samples:
        code, out, err = invoke("check", path, "--json")
        assert code == 0, err
        assert json.loads(out)["ok"] is True
        code, as_json, _ = invoke("convert", path, "--to", "json")
        assert code == 0
        back = tmp_path / f"{path.stem}.json"
        back.write_text(as_json, encoding="utf-8")
        original = parse_fish_log(path.read_text(encoding="utf-8"))
        assert parse_fish_log(invoke("convert", back, "--to", "text")[1]) == original


def test_analyze_says_not_started_before_the_first_event_and_game_over_at_the_end(
    tmp_path: Path,
) -> None:
    """No turn means one of two things: nothing played yet (no start: header) or the end."""
    path = tmp_path / "new.fish"
    path.write_text("game: go-fish\nplayers: Ana Bo\nhand Ana: 2C 2D 3C 4H 5S 6D 7C\n")
    code, out, err = invoke("analyze", path)
    assert (code, err) == (0, "")
    assert "not started" in out
    assert "game over" not in out
    code, out, _ = invoke("analyze", path, "--json")
    assert json.loads(out)["over"] is False
    ended = Path(__file__).resolve().parents[2] / "samples" / "gofish" / "simplified-fish.fish"
    code, out, _ = invoke("analyze", ended, "--json")
    doc = json.loads(out)
    assert (code, doc["over"], doc["turn"]) == (0, True, None)


@pytest.mark.slow
def test_the_model_decides_a_counting_argument_search_alone_does_not() -> None:
    """The Authors sample from Ben's seat after event 35: past the counter's budget, one count's
    impossibility is a counting argument the LP relaxation proves at once and search alone did
    not prove in 30 s (the command said 'no answer within 10 s per solver question')."""
    from fishsolve.gofish.reports.analyze import analyze_fish

    path = Path(__file__).resolve().parents[2] / "samples" / "gofish" / "authors.fish"
    doc = analyze_fish(path, as_="Ben", at=35).to_dict()
    assert doc["exact"] is False
    rows = {row["place"]: row for row in doc["rows"]}
    assert all(len(cell["possible"]) == 1 for cell in rows["Ben"]["cells"].values())
    # Every rank's four cards are somewhere: some choice of counts adds up to 4 less the books.
    for rank in doc["ranks"]:
        lows = sum(min(row["cells"][rank]["possible"]) for row in doc["rows"])
        highs = sum(max(row["cells"][rank]["possible"]) for row in doc["rows"])
        assert lows <= 4 <= highs or highs == 0
