"""`review --season` (issue 18): the season JSON equals the single-game reviews added up by hand;
bad logs are skipped with their file:line:col error; dates put the games in order."""

from __future__ import annotations

import json
import math
import shutil
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from bruteforce import small_deck
from clirun import invoke

from fishsolve import RuleSet, review
from fishsolve.cards import Rank
from fishsolve.family.season import SeasonGame
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.notation.load import read_log
from fishsolve.literature.sim.game import simulate
from fishsolve.season.load import date_of, in_season_order, load_season
from fishsolve.season.report import SeasonReport, review_season
from fishsolve.text.source import Comment

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
BAD_LINE = "Ana asks <script>Bo for 9C: no"
"""A line with a syntax error and hostile text (the error quotes it)."""
POOL = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
"""Eight club members; each game seats six of them, so players change seats and teams."""


def season_games(count: int = 6) -> list[SeasonGame]:
    """Simulated games on a 24-card deck, six of :data:`POOL` at each (fixed seeds)."""
    games = []
    for seed in range(1, count + 1):
        names = [POOL[(seed + 3 * i) % len(POOL)] for i in range(6)]
        log = simulate(seed, 6, RuleSet(deck=small_deck(4)), "careless", names=names)
        # Dated out of file order: the season's order is the dates'.
        date = f"2026-03-{(5 * seed) % 28 + 1:02d}"
        games.append(SeasonGame(f"game-{seed}.fish", date, "literature", log))
    return games


def hand_season(reviews: Sequence[tuple[str, str | None, dict[str, Any]]]) -> dict[str, Any]:
    """Each player's season from the single-game review JSON of each game, added up here."""
    players: dict[str, dict[str, Any]] = {}
    for file, date, doc in reviews:
        score = doc["score"]
        for seat in doc["players"]:
            name, team = seat["name"], seat["team"]
            p = players.setdefault(
                name,
                {"games": 0, "wins": 0, "draws": 0, "losses": 0, "unfinished": 0, "asks": 0,
                 "yes": 0, "illegal": 0, "q": [], "qbits": 0.0, "abits": 0.0, "claims": 0,
                 "right": 0, "chances": [], "missed": 0, "turns": 0, "trend": []},
            )  # fmt: skip
            p["games"] += 1
            mine, theirs = (score["A"], score["B"]) if team == "A" else (score["B"], score["A"])
            if not doc["over"]:  # the score so far is no result
                p["unfinished"] += 1
            else:
                p["wins" if mine > theirs else "losses" if mine < theirs else "draws"] += 1
            p["trend"].append((file, date, team))
        for event in doc["events"]:
            ask, claim = event["ask"], event["claim"]
            if ask is not None:
                asker, target = players[ask["asker"]], players[ask["target"]]
                asker["asks"] += 1
                asker["yes"] += ask["answer"] == "yes"
                asker["illegal"] += ask["illegal"] is not None
                best = ask["best_chance_exact"]
                if ask["chance_exact"] is not None and best is not None and Fraction(best):
                    asker["q"].append(Fraction(ask["chance_exact"]) / Fraction(best))
                info = ask["information"]
                if info is not None:
                    before, question, after = (
                        int(info[k])
                        for k in ("deals_before", "deals_after_question", "deals_after")
                    )
                    asker["qbits"] += math.log2(before) - math.log2(question)
                    target["abits"] += math.log2(question) - math.log2(after)
            if claim is not None:
                claimer = players[claim["claimer"]]
                claimer["claims"] += 1
                claimer["right"] += claim["outcome"] == "right"
                if claim["verdict"] in ("gamble", "blunder"):
                    claimer["chances"].append(
                        (file, event["number"], claim["verdict"], claim["right_exact"])
                    )
        for missed in doc["missed_claims"]:
            players[missed["player"]]["missed"] += 1
            players[missed["player"]]["turns"] += missed["turns"]
    return players


def check_against_hand(season: dict[str, Any], hand: dict[str, Any]) -> None:
    assert [p["name"] for p in season["players"]] == sorted(hand, key=str.casefold)
    for p in season["players"]:
        h = hand[p["name"]]
        for key in ("games", "wins", "draws", "losses", "unfinished", "asks", "yes", "claims"):
            assert p[key] == h[key], (p["name"], key)
        assert p["right"] == h["right"]
        assert p["illegal_asks"] == h["illegal"]
        assert p["missed"] == h["missed"]
        assert p["turns_sat"] == h["turns"]
        assert p["rated_asks"] == len(h["q"])
        quality = round(sum(h["q"], Fraction(0)) / len(h["q"]), 6) if h["q"] else None
        assert p["ask_quality"] == pytest.approx(quality, abs=1.5e-6)
        assert p["question_bits"] == pytest.approx(h["qbits"], abs=1e-5)
        assert p["answer_bits"] == pytest.approx(h["abits"], abs=1e-5)
        chances = [(c["file"], c["event"], c["verdict"], c["right_exact"]) for c in p["chances"]]
        assert chances == h["chances"]
        assert p["gambles"] == sum(c[2] == "gamble" for c in h["chances"])
        assert p["blunders"] == sum(c[2] == "blunder" for c in h["chances"])
        assert [(t["file"], t["date"], t["team"]) for t in p["trend"]] == h["trend"]
        assert sum(p["quality_bins"]) == len(h["q"])


@pytest.fixture(scope="module")
def games() -> list[SeasonGame]:
    return in_season_order(season_games())


@pytest.fixture(scope="module")
def report(games: list[SeasonGame]) -> SeasonReport:
    return review_season(games)


@pytest.mark.slow
def test_the_season_is_the_games_reviews_added_up(
    games: list[SeasonGame], report: SeasonReport
) -> None:
    dates = [g.date or "" for g in games]
    assert dates == sorted(dates)
    assert len(set(dates)) == len(dates)
    logs = [g.log for g in games if isinstance(g.log, GameLog)]
    assert len(logs) == len(games)
    reviews = [
        (g.file, g.date, review(log, g.file).to_dict()) for g, log in zip(games, logs, strict=True)
    ]
    season = report.to_dict()
    assert season["reviewed"] == len(games)
    assert season["skipped"] == []
    assert [g["file"] for g in season["games"]] == [g.file for g in games]
    check_against_hand(season, hand_season(reviews))
    # Teams are sets of players: every game's two teams, each counted once per game.
    assert sum(t["games"] for t in season["teams"]) == 2 * len(games)
    for team in season["teams"]:
        members = set(team["members"])
        played = [log for log in logs if members <= {p.name for p in log.table.players}]
        assert team["games"] <= len(played)
    # Someone sat on a claim, someone gambled or blundered: the test has something to add up.
    assert any(p["missed"] for p in season["players"])
    assert any(p["chances"] for p in season["players"])


def test_dates_from_a_comment_or_the_file_name() -> None:
    log = simulate(1, 6, RuleSet(deck=small_deck(2)), "random")
    assert date_of(log, "2026-03-14-table2.fish") == "2026-03-14"
    assert date_of(log, "table2.fish") is None
    dated = log.__class__(**{**log.__dict__, "comments": (Comment(0, "date: 2026-01-05"),)})
    assert date_of(dated, "2026-03-14-table2.fish") == "2026-01-05"  # the comment wins
    later = SeasonGame("a.fish", "2026-02-01", "literature", log)
    undated = SeasonGame("b.fish", None, "literature", log)
    earlier = SeasonGame("c.fish", "2026-01-01", "literature", log)
    assert [g.file for g in in_season_order([later, undated, earlier])] == [
        "c.fish",
        "a.fish",
        "b.fish",
    ]


def _club(tmp_path: Path) -> Path:
    """A folder of logs: two real games named by date (out of name order), a log with a syntax
    error whose text is hostile, and a tiny Go Fish game (reviewed in the season's Go Fish part:
    tests/gofish/test_season_gofish.py)."""
    club = tmp_path / "club"
    club.mkdir()
    shutil.copy(SAMPLES / "friday-club.fish", club / "b-2026-03-14-friday.fish")
    text = (SAMPLES / "pass-after-claim.fish").read_text(encoding="utf-8")
    (club / "a-game.fish").write_text("# date: 2026-03-01\n" + text, encoding="utf-8")
    (club / "bad.fish").write_text(f"players: {' '.join(POOL[:6])}\n{BAD_LINE}\n", encoding="utf-8")
    rules = GoFishRules(ranks=(Rank.TWO, Rank.THREE), book=4, deal=2)
    fish = write_fish_log(play(["Ana", "Bo"], rules, 1))
    (club / "go-fish.fish").write_text(fish, encoding="utf-8")
    return club


def test_a_bad_log_is_skipped_with_its_error_and_the_rest_reviewed(tmp_path: Path) -> None:
    club = _club(tmp_path)
    games, skipped = load_season([club])
    names = [Path(g.file).name for g in games]
    assert names == ["a-game.fish", "b-2026-03-14-friday.fish", "go-fish.fish"]
    assert [g.date for g in games] == ["2026-03-01", None, None]  # 'b-2026...' starts no date
    bad = next(s for s in skipped if s.file.endswith("bad.fish"))
    assert bad.error == f"{club / 'bad.fish'}:2:10: no player '<script>Bo'; " + (
        "the players are Ana, Bo, Cy, Di, Ed, Flo"
    )
    assert (bad.line, bad.column) == (2, 10)
    assert [Path(s.file).name for s in skipped] == ["bad.fish"]

    code, out, err = invoke("review", club, "--json", "--jobs", "1")
    assert code == 0, err
    season = json.loads(out)
    assert season["reviewed"] == 3
    assert [Path(g["file"]).name for g in season["go_fish"]["games"]] == ["go-fish.fish"]
    assert season["skipped_count"] == 1
    assert [Path(s["file"]).name for s in season["skipped"]] == ["bad.fish"]
    lit = [g for g in games if not isinstance(g.log, FishLog)]
    reviews = [(g.file, g.date, review(read_log(club / g.file), g.file).to_dict()) for g in lit]
    check_against_hand(season, hand_season(reviews))

    code, out, err = invoke("review", club / "bad.fish", club / "a-game.fish", "-j", "1")
    assert code == 0, err
    assert "1 game reviewed, 1 skipped" in out
    assert f"skipped {club / 'bad.fish'}:2:10" in out.replace("\n", "")


def test_nothing_reviewable_exits_1_and_no_page_is_written(tmp_path: Path) -> None:
    club = _club(tmp_path)
    page = tmp_path / "season.html"
    code, _, _ = invoke("review", "--season", club / "bad.fish", "--html", page, "-j", "1")
    assert code == 1
    assert page.exists()  # the season was reviewed (nothing in it), its page written whole
    code, _, err = invoke("review", "--season", tmp_path / "nowhere")
    assert code == 1
    assert "no such file or directory" in err
    code, _, err = invoke("review", club / "a-game.fish", "--cluster", "local:1")
    assert code == 2  # a usage error: --cluster only spreads a season's games
    assert "--cluster" in err
    assert "season" in err


def test_an_unfinished_game_is_reviewed_not_scored_and_a_repeat_counts_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30, 9: friday-club.fish stops after 7 events, Asha on turn, A 1 – B 0. The season
    reviews its moves (Asha's claim) but counts no win or loss; its .json conversion in the same
    folder is the same game, counted once, with a warning naming both files."""
    monkeypatch.chdir(tmp_path)  # short names: the terminal lines below are not folded
    club = Path("club")
    club.mkdir()
    fish, converted = club / "friday.fish", club / "friday.json"
    shutil.copy(SAMPLES / "friday-club.fish", fish)
    code, out, err = invoke("convert", fish)
    assert (code, err) == (0, "")
    converted.write_text(out, encoding="utf-8")

    code, out, err = invoke("review", club, "--json", "--jobs", "1")
    assert code == 0, err
    season = json.loads(out)
    assert season["reviewed"] == 1
    # Named from the season's folder: club/friday.fish is friday.fish.
    assert season["folder"] == "club"
    assert season["repeats"] == [{"file": converted.name, "same_as": fish.name}]
    assert [(g["file"], g["over"]) for g in season["games"]] == [(fish.name, False)]
    outcomes = {
        p["name"]: (p["games"], p["wins"], p["draws"], p["losses"], p["unfinished"])
        for p in season["players"]
    }
    assert set(outcomes.values()) == {(1, 0, 0, 0, 1)}
    asha = next(p for p in season["players"] if p["name"] == "Asha")
    assert (asha["claims"], asha["right"]) == (1, 1)  # its moves are still reviewed
    doc = review(read_log(fish), fish.name).to_dict()
    check_against_hand(season, hand_season([(fish.name, None, doc)]))

    code, out, err = invoke("review", club, "--jobs", "1", "--html", "season.html")
    assert code == 0, err
    page = Path("season.html").read_text(encoding="utf-8")
    assert f"<li>{fish.name}</li>" in page  # under "Unfinished"
    same = f"{converted.name} is the same game as {fish.name} (the same events): counted once"
    assert same in page
    assert "0-0-0 (1 unfinished)" in page  # nobody won or lost it
    text = " ".join(out.split())
    assert "Season: 1 game reviewed" in text
    assert f"unfinished, not scored: {fish.name}" in text
    same = f"{converted.name} is the same game as {fish.name} (the same events): counted once"
    assert f"warning: {same}" in text
