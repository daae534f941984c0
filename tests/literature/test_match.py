"""`fishsolve match` (issue 15 item 8): a match scored from its games' logs.

The truth each test holds the command to: the scores and starters of samples/match/, checked by
hand and read here from the logs' own text by a regular expression (each `right` claim scores
for the claimer's team, each `wrong` claim for the other, an `annulled` one for nobody; seats
alternate teams), not by the
replay the command uses; logs cut or edited by the test, whose result is known by construction.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve import simulate, write_log
from fishsolve.errors import UsageError
from fishsolve.literature.reports.match import DEFAULT_TO, Rosters, match_files, score_match

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples" / "match"
GAMES = sorted(SAMPLES.iterdir())

# Checked by hand: each log's last claims and its `start:` line (side 1 is Asha, Cara, Eli).
SCORES = [(5, 3), (1, 7), (4, 4), (1, 7), (5, 3), (6, 2), (5, 3), (5, 3)]
STARTERS = ["Dev", "Fay", "Dev", "Eli", "Cara", "Eli", "Dev", "Eli"]

CLAIM = re.compile(r"^(\w+) claims [^:]*:[^:]*: (right|wrong|annulled)\b", re.MULTILINE)


def text_score(text: str) -> tuple[int, int]:
    """Sets of team A and team B from a text log, by its claims alone (no replay)."""
    players = re.search(r"^players: (.*)$", text, re.MULTILINE)
    assert players is not None
    team_b = {name for i, name in enumerate(players.group(1).split()) if i % 2 == 1}
    score = [0, 0]
    for claimer, outcome in CLAIM.findall(text):
        team = 1 if claimer in team_b else 0
        if outcome != "annulled":
            score[team if outcome == "right" else 1 - team] += 1
    return score[0], score[1]


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_the_hand_checked_scores_are_what_the_logs_say() -> None:
    # The .json game is seed 6's log: the same game as simulate writes it in text.
    texts = [write_log(simulate(seed=6)) if g.suffix == ".json" else g.read_text() for g in GAMES]
    assert [text_score(t) for t in texts] == SCORES
    assert [re.findall(r"^start: (\w+)$", t, re.MULTILINE) for t in texts] == [
        [s] for s in STARTERS
    ]


def test_sample_match_is_won_five_games_to_two() -> None:
    report = score_match(match_files([SAMPLES]))
    assert report.to == DEFAULT_TO == 5
    assert [s.players for s in report.sides] == [["Asha", "Cara", "Eli"], ["Ben", "Dev", "Fay"]]
    assert [(g.score["1"], g.score["2"]) for g in report.games] == SCORES
    assert [g.result for g in report.games] == ["won"] * 2 + ["tie"] + ["won"] * 5
    assert [g.winner for g in report.games] == ["1", "2", None, "2", "1", "1", "1", "1"]
    assert [g.started_by for g in report.games] == STARTERS
    assert report.wins == {"1": 5, "2": 2}
    assert (report.ties, report.unfinished) == (1, 0)
    assert (report.winner, report.decided_at) == ("1", 8)
    assert [g.wins["1"] for g in report.games] == [1, 1, 1, 1, 2, 3, 4, 5]
    # Game 3 is a 4-4 tie started by Dev (side 2); game 4 is started by Eli (side 1).
    assert [g.start_check for g in report.games] == [None] * 3 + ["reversed"] + [None] * 4
    assert report.notes == []


def test_cli_view_and_exit_code() -> None:
    code, out, err = invoke("match", SAMPLES)
    assert (code, err) == (0, "")
    assert out.startswith("Match to 5 wins: side 1 won, 5 – 2 (decided by game 8)")
    assert "Eli (1), reversed" in out
    assert "Games won: side 1 5, side 2 2; ties 1; unfinished 0" in out


def test_json_shape() -> None:
    code, out, err = invoke("match", *GAMES[:3], "--json", "--to", "2")
    assert (code, err) == (0, "")
    doc = json.loads(out)
    assert set(doc) == {
        "ok", "files", "to", "sides", "games", "wins", "ties", "unfinished", "winner",
        "decided_at", "notes",
    }  # fmt: skip
    assert doc["ok"] is True
    assert doc["files"] == [str(g) for g in GAMES[:3]]
    assert doc["sides"][1] == {"name": "2", "players": ["Ben", "Dev", "Fay"]}
    first = doc["games"][0]
    assert set(first) == {
        "number", "file", "teams", "score", "over", "result", "winner", "started_by",
        "started_side", "start_check", "counted", "wins",
    }  # fmt: skip
    assert first["teams"] == {"A": "1", "B": "2"}
    assert first["score"] == {"1": 5, "2": 3}
    assert (doc["winner"], doc["decided_at"]) == (None, None)
    assert doc["wins"] == {"1": 1, "2": 1}


def test_games_after_the_match_is_decided_are_listed_not_counted() -> None:
    report = score_match(GAMES, to=2)
    # Side 2 wins games 2 and 4 (game 3 a tie): the match is over at game 4.
    assert (report.winner, report.decided_at) == ("2", 4)
    assert [g.counted for g in report.games] == [True] * 4 + [False] * 4
    assert report.wins == {"1": 1, "2": 2}
    assert [(n.game, n.message[:34]) for n in report.notes] == [
        (5, "this game and the 3 after it were ")
    ]


def test_a_start_not_reversed_after_a_tie_is_a_note() -> None:
    # Game 3 (tie, started by Dev of side 2), then game 7 (started by Dev again).
    code, out, err = invoke("match", GAMES[2], GAMES[6], "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert [g["start_check"] for g in doc["games"]] == [None, "not reversed"]
    (note,) = doc["notes"]
    assert note["game"] == 2
    assert "roles de inicio invertidos" in note["message"]
    assert "por acuerdo" in note["message"]


def test_an_unfinished_game_is_reported_not_scored(tmp_path: Path) -> None:
    lines = GAMES[0].read_text().splitlines(keepends=True)
    claims = [i for i, line in enumerate(lines) if CLAIM.match(line)]
    cut = "".join(lines[: claims[3] + 1])  # the first four claims
    unfinished = write(tmp_path / "cut.fish", cut)
    expected = text_score(cut)
    assert sum(expected) == 4
    report = score_match([unfinished, GAMES[1]])
    first = report.games[0]
    assert (first.result, first.over, first.winner) == ("unfinished", False, None)
    assert (first.score["1"], first.score["2"]) == expected
    assert report.wins == {"1": 0, "2": 1}
    assert report.unfinished == 1
    assert "not over" in report.notes[0].message
    code, out, _ = invoke("match", unfinished)
    assert code == 0
    assert "unfinished" in out


def test_five_sets_without_first_to_5_is_unfinished_with_a_hint(tmp_path: Path) -> None:
    lines = GAMES[5].read_text().splitlines(keepends=True)  # seed 8: side 1 wins 6-2
    claims = [i for i, line in enumerate(lines) if CLAIM.match(line)]
    fifth = next(i for i in claims if text_score("".join(lines[: i + 1]))[0] == 5)
    cut = "".join(lines[: fifth + 1])
    assert fifth != claims[-1]
    report = score_match([write(tmp_path / "five.fish", cut)])
    assert report.games[0].result == "unfinished"
    assert report.games[0].score["1"] == 5
    assert "first-to-5" in report.notes[0].message


def test_a_first_to_5_game_ends_at_five(tmp_path: Path) -> None:
    log = simulate(seed=8, rules="first-to-5")
    text = write_log(log)
    a, b = text_score(text)
    assert max(a, b) == 5
    assert a + b < 8
    report = score_match([write(tmp_path / "f5.fish", text)])
    game = report.games[0]
    assert (game.result, game.over, game.score) == ("won", True, {"1": a, "2": b})
    assert report.notes == []


def test_sides_are_found_by_names_not_team_letters(tmp_path: Path) -> None:
    # The same game with the seating changed: Ben's team is team A now.
    text = (
        GAMES[1]
        .read_text()
        .replace("players: Asha Ben Cara Dev Eli Fay", "players: Ben Asha Dev Cara Fay Eli")
    )
    swapped = write(tmp_path / "swapped.fish", text)
    report = score_match([GAMES[0], swapped])
    assert report.games[1].teams == {"A": "2", "B": "1"}
    assert report.games[1].score == {"1": 1, "2": 7}
    assert report.wins == {"1": 1, "2": 1}


def test_mismatched_sides_are_an_error_naming_the_file(tmp_path: Path) -> None:
    text = GAMES[1].read_text().replace("Asha", "Gus")
    other = write(tmp_path / "gus.fish", text)
    line = text.splitlines().index("players: Gus Ben Cara Dev Eli Fay") + 1
    code, out, err = invoke("match", GAMES[0], other)
    assert (code, out) == (1, "")
    first = err.splitlines()[0]
    assert first.startswith(f"{other}:{line}:1: the teams (Gus, Cara, Eli against Ben, Dev, Fay)")
    assert "--sides" in first
    # With each side's players named, Gus plays for side 1.
    code, out, err = invoke("match", GAMES[0], other, "--sides", "Asha,Cara,Eli,Gus", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["sides"][0]["players"] == ["Asha", "Cara", "Eli", "Gus"]
    assert doc["wins"] == {"1": 1, "2": 1}
    # A roster that splits a team is an error too.
    code, _, err = invoke("match", other, "--sides", "Gus,Cara/Eli,Ben,Dev,Fay")
    assert code == 1
    assert "team A (Gus, Cara, Eli) is not within one side of --sides" in err


def test_a_bad_log_is_one_line_with_its_place(tmp_path: Path) -> None:
    lines = GAMES[0].read_text().splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith("Dev asks Eli")) + 1
    lines[number - 1] = "Dev asks Ben for QC: no"
    bad = write(tmp_path / "bad.fish", "\n".join(lines) + "\n")
    code, out, err = invoke("match", GAMES[1], bad)
    assert (code, out) == (1, "")
    assert err.startswith(f"{bad}:{number}:")
    assert "Ben is on Dev's team" in err.splitlines()[0]
    code, out, err = invoke("match", GAMES[1], bad, "--json")
    assert (code, err) == (1, "")
    doc = json.loads(out)
    assert doc["ok"] is False
    assert doc["file"] == str(bad)
    assert (doc["error"]["kind"], doc["error"]["line"]) == ("rule", number)


def test_a_go_fish_log_is_refused() -> None:
    fish = next((ROOT / "samples" / "gofish").glob("*.fish"))
    code, out, err = invoke("match", GAMES[0], fish)
    assert (code, out) == (1, "")
    assert len(err.strip().splitlines()) == 1
    assert err.startswith(f"{fish}: a log of the Go Fish family; the match's first game is of")
    # A match of Go Fish games: the family has no matches (each plays for themself).
    code, out, err = invoke("match", fish)
    assert (code, out) == (2, "")
    assert err.startswith("fishsolve match: not for the Go Fish family")


def test_a_directory_is_its_logs_sorted_by_name(tmp_path: Path) -> None:
    for game in reversed(GAMES[:3]):
        shutil.copy(game, tmp_path / game.name)
    (tmp_path / "notes.txt").write_text("not a game")
    assert [p.name for p in match_files([tmp_path])] == [g.name for g in GAMES[:3]]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(UsageError, match=r"no \.fish or \.json game logs"):
        match_files([empty])
    code, _, err = invoke("match", empty)
    assert code == 1
    assert "no .fish or .json game logs" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sides", "Asha/Asha"], "--sides Asha/Asha: asha on both sides"),
        (["--sides", "a/b/c"], "--sides a/b/c: expected two rosters separated by one '/'"),
        (["--to", "0"], "--to 0: expected a whole number, 1 or more"),
    ],
)
def test_a_bad_option_is_a_usage_error(args: list[str], message: str) -> None:
    code, out, err = invoke("match", GAMES[0], *args)
    assert (code, out) == (2, "")
    assert err.strip() == f"fishsolve match: {message}"


def test_rosters() -> None:
    rosters = Rosters.parse("Asha, Cara,Eli/Ben,dev")
    assert rosters.side_of(frozenset({"asha", "eli"})) == "1"
    assert rosters.side_of(frozenset({"ben", "dev"})) == "2"
    assert rosters.side_of(frozenset({"ben", "fay"})) is None
    alone = Rosters.parse("Asha,Cara,Eli")
    assert alone.side_of(frozenset({"ben", "fay"})) == "2"
    assert alone.side_of(frozenset({"asha", "fay"})) is None


def test_help_lists_the_options() -> None:
    code, out, err = invoke("match", "--help")
    assert (code, err) == (0, "")
    for option in ("--to", "--sides", "--json"):
        assert option in out
    assert "<bool>" not in out
