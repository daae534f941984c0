"""Go Fish family logs in `review --season` (issue 18): each player's figures equal the single-game
Go Fish reviews added up here from their JSON; a mixed directory (both families) is reviewed; a
bad Go Fish log is skipped with its file:line:col; a position not counted within the budget has no
figure, only a count."""

from __future__ import annotations

import dataclasses
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
from test_season import check_against_hand, hand_season

from fishsolve import RuleSet, review
from fishsolve.cards import Rank
from fishsolve.family.season import SeasonGame
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.season.report import digest_of, fish_season_of
from fishsolve.gofish.sim.game import play
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.notation.load import read_log
from fishsolve.literature.sim.game import simulate
from fishsolve.season.load import load_season
from fishsolve.season.page import season_page as render_season_html
from fishsolve.season.report import review_season

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
POOL = ["Ana", "Bo", "Cy", "Di"]
RANKS = (Rank.TWO, Rank.THREE, Rank.FOUR)
VARIANTS = (Variant.GO_FISH, Variant.AUTHORS, Variant.SIMPLIFIED)
BAD_FISH = "game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 3\nAna asks Zed for 2: go fish\n"
"""A Go Fish log naming a player who is not seated (line 5, column 10); its deal fits its deck
(two hands of seven, the default, would not: that is refused at the deck's header)."""


def fish_game(seed: int) -> FishLog:
    """A tiny game (12 cards, three of :data:`POOL`), every variant in turn; seed 5 keeps only
    Ana's hand (the others' asks cannot be counted: "hand unknown")."""
    rules = GoFishRules(variant=VARIANTS[seed % 3], ranks=RANKS, book=4, deal=3)
    log = play([POOL[(seed + i) % len(POOL)] for i in range(3)], rules, seed)
    if seed == 5:
        keep = tuple(h for h in log.hands if h[0].name == "Ana")
        log = dataclasses.replace(log, hands=keep, stock=None)
    return log


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Six Go Fish family games dated by file name (out of name order), two Literature games,
    and a bad Go Fish log."""
    club = tmp_path_factory.mktemp("club")
    for seed in range(1, 7):
        name = f"2026-04-{10 - seed:02d}-fish-{seed}.fish"
        (club / name).write_text(write_fish_log(fish_game(seed)), encoding="utf-8")
    for day, sample in ((21, "friday-club.fish"), (22, "pass-after-claim.fish")):
        shutil.copy(SAMPLES / sample, club / f"2026-04-{day}-{sample}")
    (club / "bad-fish.fish").write_text(BAD_FISH, encoding="utf-8")
    return club


def hand_fish_season(reviews: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each player's Go Fish season from the single-game review JSON of each game."""
    players: dict[str, dict[str, Any]] = {}
    for doc in reviews:
        score = doc["score"]
        top = max(score.values())
        for name in doc["players"]:
            p = players.setdefault(
                name,
                {"games": 0, "wins": 0, "draws": 0, "losses": 0, "unfinished": 0, "books": 0,
                 "points": 0, "asks": 0, "yes": 0, "lucky": 0, "q": [], "chances": [],
                 "bests": [], "uncounted": {}, "qbits": [], "abits": [], "lacked": 0,
                 "sure_passed": 0, "certain_books": 0, "turns": [], "trend": []},
            )  # fmt: skip
            p["games"] += 1
            tied = sum(s == top for s in score.values())
            outcome = "losses" if score[name] < top else "draws" if tied > 1 else "wins"
            p[outcome if doc["over"] else "unfinished"] += 1  # points so far are no result
            p["points"] += score[name]
            p["trend"].append((doc["file"], doc["game"]))
        for event in doc["events"]:
            actor, told = players[event["actor"]], event["told"]
            if event["kind"] == "book":
                actor["books"] += 1
            ask = event["ask"]
            if ask is None:
                if told["answer"] is not None:
                    actor["abits"].append(told["answer"])
                continue
            actor["asks"] += 1
            actor["yes"] += ask["given"] > 0
            actor["lucky"] += ask["lucky"]
            actor["lacked"] += ask["lacked"]
            actor["sure_passed"] += bool(ask["sure_passed"])
            if ask["status"] != "counted":
                actor["uncounted"][ask["status"]] = actor["uncounted"].get(ask["status"], 0) + 1
            chosen, best = ask["chosen"], ask["best"]
            if ask["status"] == "counted" and chosen and best and Fraction(best["yes"]):
                actor["q"].append(Fraction(chosen["yes"]) / Fraction(best["yes"]))
                actor["chances"].append(Fraction(chosen["yes"]))
                actor["bests"].append(Fraction(best["yes"]))
            if told["question"] is not None:
                actor["qbits"].append(told["question"])
            if told["answer"] is not None:
                players[ask["target"]]["abits"].append(told["answer"])
        for book in doc["certain_books"]:
            players[book["player"]]["certain_books"] += 1
            if book["turns"] is not None:
                players[book["player"]]["turns"].append(book["turns"])
    return players


def _mean(values: Sequence[Fraction]) -> float | None:
    return float(sum(values, Fraction(0)) / len(values)) if values else None


def check_fish_against_hand(fish: dict[str, Any], hand: dict[str, dict[str, Any]]) -> None:
    assert [p["name"] for p in fish["players"]] == sorted(hand, key=str.casefold)
    for p in fish["players"]:
        h = hand[p["name"]]
        for key in ("games", "wins", "draws", "losses", "unfinished", "books", "points", "asks"):
            assert p[key] == h[key], (p["name"], key)
        for key in ("yes", "lucky", "lacked", "sure_passed", "certain_books", "uncounted"):
            assert p[key] == h[key], (p["name"], key)
        assert p["uncounted_asks"] == sum(h["uncounted"].values())
        assert p["rated_asks"] == len(h["q"]) == sum(p["quality_bins"])
        for key, values in (("ask_quality", "q"), ("mean_chance", "chances")):
            assert p[key] == pytest.approx(_mean(h[values]), abs=1.5e-6), (p["name"], key)
        assert p["mean_best_chance"] == pytest.approx(_mean(h["bests"]), abs=1.5e-6)
        assert p["question_bits"] == pytest.approx(math.fsum(h["qbits"]), abs=1e-4)
        assert p["bits_asks"] == len(h["qbits"])
        assert p["bits_uncounted_asks"] == p["asks"] - len(h["qbits"])
        if h["qbits"]:
            per_ask = math.fsum(h["qbits"]) / len(h["qbits"])
            assert p["bits_per_ask"] == pytest.approx(per_ask, abs=1e-5)
        assert p["answer_bits"] == pytest.approx(math.fsum(h["abits"]), abs=1e-4)
        assert p["turns_to_book"] == sum(h["turns"])
        assert [(t["file"], t["game"]) for t in p["trend"]] == h["trend"]
        assert sum(t["asks"] for t in p["trend"]) == p["asks"]


@pytest.mark.slow
def test_a_mixed_season_is_each_familys_reviews_added_up(club: Path) -> None:
    code, out, err = invoke("review", club, "--json", "--jobs", "1")
    assert code == 0, err
    season = json.loads(out)
    fish = season["go_fish"]
    assert (season["reviewed"], fish["reviewed"], len(season["games"])) == (8, 6, 2)
    # Season order: by the dates of the file names, not by their names.
    files = [Path(g["file"]).name for g in fish["games"]]
    assert files == [f"2026-04-{10 - s:02d}-fish-{s}.fish" for s in range(6, 0, -1)]
    assert {g["game"] for g in fish["games"]} == {v.value for v in VARIANTS}

    reviews = [
        review_fish(read_fish_log(club / g["file"]), g["file"]).to_dict() for g in fish["games"]
    ]
    hand = hand_fish_season(reviews)
    check_fish_against_hand(fish, hand)
    # The test has something to add up: rated asks, uncounted ones (seed 5), bits, books.
    assert all(p["rated_asks"] for p in fish["players"])
    assert sum(p["uncounted"].get("hand unknown", 0) for p in fish["players"]) > 0
    assert all(p["bits_asks"] and p["books"] for p in fish["players"])

    # Literature's part is Literature's games alone, added up as before.
    games, _ = load_season([club])
    lit = [(g.file, g.date, review(g.log, g.file).to_dict()) for g in games if isinstance(
        g.log, GameLog)]  # fmt: skip
    assert [f for f, _, _ in lit] == [d["file"] for d in season["games"]]
    check_against_hand(season, hand_season(lit))

    # The bad Go Fish log is skipped with its file:line:col; the rest is reviewed.
    assert season["skipped_count"] == 1
    skipped = season["skipped"][0]
    assert skipped["file"] == str(club / "bad-fish.fish")
    assert skipped["error"].startswith(f"{club / 'bad-fish.fish'}:5:10: ")
    assert (skipped["line"], skipped["column"]) == (5, 10)


def test_a_position_over_budget_has_no_figure_only_a_count() -> None:
    """A budget of 1 state step leaves most positions uncounted: the season counts those asks as
    over budget, gives them no chance, and rates only what the review rated."""
    logs = [fish_game(seed) for seed in (1, 2)]
    reviews = [review_fish(log, f"g{i}.fish", budget=1) for i, log in enumerate(logs)]
    docs = [r.to_dict() for r in reviews]
    assert any(e["ask"] and e["ask"]["status"] == "over budget" for d in docs for e in d["events"])
    season = fish_season_of([digest_of(r, None) for r in reviews]).to_dict()
    check_fish_against_hand(season, hand_fish_season(docs))
    over = sum(p["uncounted"].get("over budget", 0) for p in season["players"])
    assert over == sum(
        e["ask"]["status"] == "over budget" for d in docs for e in d["events"] if e["ask"]
    )


@pytest.mark.slow
def test_a_go_fish_only_season_in_the_terminal_and_on_the_page(club: Path, tmp_path: Path) -> None:
    fish_only = tmp_path / "fish"
    fish_only.mkdir()
    for path in sorted(club.glob("*fish-*.fish"))[:3]:
        shutil.copy(path, fish_only / path.name)
    page = tmp_path / "season.html"
    code, out, err = invoke("review", fish_only, "-j", "1", "--html", page)
    assert code == 0, err  # Go Fish games alone are a season
    assert "Season: 3 games reviewed" in out
    assert "Go Fish family: 3 games" in out
    assert "Teams" not in out  # no Literature tables without Literature games
    text = page.read_text(encoding="utf-8")
    assert text.count('<tr class="fish-player">') == len(
        {n for p in fish_only.iterdir() for n in read_fish_log(p).seating.names}
    )
    assert '<tr class="player">' not in text


@pytest.mark.skipif(
    not (shutil.which("chromium") or shutil.which("chromium-browser")), reason="no chromium"
)
@pytest.mark.slow
def test_the_mixed_page_loads_in_a_browser_with_both_families_plots(tmp_path: Path) -> None:
    from test_season_html import dump_dom

    lit = [simulate(s, 6, RuleSet(deck=small_deck(2)), "careless") for s in (1, 2)]
    fish = [fish_game(s) for s in (1, 2)]
    hostile = "<img src=x onerror=\"document.title='pwned'\">.fish"
    games = [
        *(SeasonGame(f"lit-{i}.fish", None, "literature", log) for i, log in enumerate(lit)),
        *(
            SeasonGame(hostile if i == 0 else f"fish-{i}.fish", None, "gofish", log)
            for i, log in enumerate(fish)
        ),
    ]
    report = review_season(games)
    page = render_season_html(report)
    assert "<img" not in page
    dom = dump_dom(page, tmp_path)
    assert 'data-ready="1"' in dom
    assert '<div id="errors"></div>' in dom
    plots = 2 * (len(report.section("literature").players) + len(report.section("gofish").players))
    assert f'data-plots="{plots}"' in dom
    assert dom.count('<tr class="fish-player">') == len(report.section("gofish").players) == 4
    assert "pwned" not in dom.split("<body")[0]


def test_a_literature_log_read_back_is_still_literatures(club: Path) -> None:
    """The season reads each log with its own family's reader."""
    games, skipped = load_season([club])
    kinds = {Path(g.file).name: type(g.log).__name__ for g in games}
    assert sorted(kinds.values()) == ["FishLog"] * 6 + ["GameLog"] * 2
    for g in games:
        if isinstance(g.log, FishLog):
            assert g.log == read_fish_log(club / g.file)
        else:
            assert g.log == read_log(club / g.file)
    assert [Path(s.file).name for s in skipped] == ["bad-fish.fish"]
    # The dates come from the file names.
    assert [g.date for g in games] == sorted(g.date or "" for g in games)


@pytest.mark.slow
def test_an_unfinished_game_is_reviewed_not_scored_and_a_repeat_counts_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30, 9, the Go Fish family: go-fish-two.fish cut after Asha's first book (line 46:
    Asha 1, Ben 0, Asha on turn). Its single review says unfinished, not "final score"; the
    season reviews its asks but counts no win or loss, and its .json conversion in the same
    folder counts once, with a warning naming both files."""
    monkeypatch.chdir(tmp_path)  # short names: the terminal lines below are not folded
    club = Path("club")
    club.mkdir()
    fish, converted = club / "two.fish", club / "two.json"
    lines = (SAMPLES / "gofish" / "review" / "go-fish-two.fish").read_text(encoding="utf-8")
    fish.write_text("\n".join(lines.splitlines()[:46]) + "\n", encoding="utf-8")
    code, out, err = invoke("convert", fish)
    assert (code, err) == (0, "")
    converted.write_text(out, encoding="utf-8")

    code, out, err = invoke("review", fish, "--jobs", "1")
    assert (code, err) == (0, "")
    assert "final score" not in out
    assert "unfinished (Asha's turn), score so far Asha 1, Ben 0" in " ".join(out.split())
    doc = json.loads(invoke("review", fish, "--json", "--jobs", "1")[1])
    assert (doc["over"], doc["turn"], doc["score"]) == (False, "Asha", {"Asha": 1, "Ben": 0})

    code, out, err = invoke("review", club, "--json", "--jobs", "1")
    assert code == 0, err
    season = json.loads(out)
    assert season["reviewed"] == 1
    assert season["repeats"] == [{"file": converted.name, "same_as": fish.name}]
    games = season["go_fish"]["games"]
    assert [(g["file"], g["over"]) for g in games] == [(fish.name, False)]
    players = season["go_fish"]["players"]
    assert {p["name"]: (p["games"], p["wins"], p["losses"], p["unfinished"]) for p in players} == {
        "Asha": (1, 0, 0, 1),
        "Ben": (1, 0, 0, 1),
    }
    doc["file"] = fish.name
    check_fish_against_hand(season["go_fish"], hand_fish_season([doc]))

    code, out, err = invoke("review", club, "--jobs", "1")
    assert code == 0, err
    text = " ".join(out.split())
    assert f"unfinished, not scored: {fish.name}" in text
    same = f"{converted.name} is the same game as {fish.name} (the same events): counted once"
    assert f"warning: {same}" in text
