"""The public Python API: every name of ``fishsolve.__all__``, the session of docs/api.md, and a
start-up that loads no engine."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import fishsolve as fs

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"


@pytest.mark.slow
def test_the_session_of_docs_api_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(ROOT / "docs" / "api.md"), module_relative=False)
    assert result.attempted > 0
    assert result.failed == 0


def test_every_public_name_resolves_and_all_is_sorted() -> None:
    names = [n for n in fs.__all__ if n != "__version__"]
    assert fs.__all__ == sorted(fs.__all__, key=lambda n: (not n.isupper(), n))
    for name in names:
        assert getattr(fs, name) is not None, name
    assert set(fs.__all__) <= set(dir(fs))
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        _ = fs.nothing


@pytest.mark.parametrize("module", ["fishsolve", "fishsolve.cli"])
def test_start_up_loads_no_engine(module: str) -> None:
    heavy = [
        "ortools",
        "fishsolve.literature.deduce.analysis",
        "fishsolve.literature.deduce.count.counting",
        "fishsolve.literature.review.game",
        "fishsolve.literature.sim.game",
        "fishsolve.literature.sim.engine",
        "fishsolve.literature.reports.analyze",
    ]
    code = f"import sys, {module}; print([m for m in {heavy!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_functions_of_both_families_are_the_apis() -> None:
    # The names that work for every family are fishsolve.api's; the values stay Literature's.
    from fishsolve import api
    from fishsolve.literature.explain.why import Explanation

    for name in ("read_log", "check_file", "replay", "analyze", "explain", "risk", "review"):
        assert getattr(fs, name) is getattr(api, name), name
    assert fs.simulate is api.simulate
    assert fs.Explanation is Explanation


def test_logs_read_write_and_json() -> None:
    log = fs.read_log(FRIDAY)
    assert isinstance(log, fs.GameLog)
    assert fs.parse_log(fs.write_log(log)) == log
    assert fs.load_log(fs.dump_log(log)) == log
    assert fs.log_from_dict(fs.log_to_dict(log)) == log
    first = log.events[0]
    assert isinstance(first, fs.Ask | fs.Claim | fs.Pass | fs.HandCount)
    assert isinstance(first, fs.Event)
    assert fs.format_event(first) == "Ben asks Cara for 9C: no"
    assert isinstance(first.source, fs.Source)
    assert all(isinstance(c, fs.Comment) for c in log.comments)


def test_cards_tables_and_rules() -> None:
    card = fs.parse_card("10♥")
    assert isinstance(card, fs.Card)
    assert str(card) == "10H"
    assert isinstance(card.rank, fs.Rank)
    assert isinstance(card.suit, fs.Suit)
    assert isinstance(fs.STANDARD, fs.Deck)
    assert len(fs.STANDARD.cards) == 48
    assert len(fs.NO_SEVENS.cards) == 48
    assert len(fs.JOKERS.cards) == 54
    assert fs.STANDARD in fs.DECKS.values()
    half = fs.STANDARD.parse_half_suit("low diamonds")
    assert isinstance(half, fs.HalfSuit)
    log = fs.read_log(FRIDAY)
    assert isinstance(log.table, fs.Table)
    assert isinstance(log.table.players[0], fs.Player)
    assert isinstance(log.table.players[0].team, fs.Team)
    assert isinstance(log.rules, fs.RuleSet)
    assert fs.Outcome.RIGHT.value == "right"


def test_check_and_replay() -> None:
    report = fs.check_file(FRIDAY)
    assert isinstance(report, fs.CheckReport)
    assert report.ok
    rep = fs.replay(fs.read_log(FRIDAY))
    assert isinstance(rep, fs.Replay)
    assert isinstance(rep.final, fs.PublicState)
    assert all(isinstance(r, fs.SetResult) for r in rep.final.settled.values())
    bad = fs.check_file(ROOT / "tests" / "broken" / "bad-answer.fish", lenient=True)
    assert not bad.ok
    assert all(isinstance(p, fs.Problem) for p in bad.problems)
    with pytest.raises(fs.NotationError) as info:
        fs.check_file(ROOT / "tests" / "broken" / "bad-card-token.fish")
    assert isinstance(info.value, fs.FishsolveError)
    assert isinstance(info.value.location, fs.Location)


def test_hand_ranges_come_with_the_replay() -> None:
    state = fs.replay(fs.read_log(FRIDAY)).final
    assert all(isinstance(r, fs.HandRange) for r in getattr(state, "hand_ranges", {}).values())


def test_analyze_from_a_log_or_an_analyzer() -> None:
    log = fs.read_log(FRIDAY)
    report = fs.analyze(log, at=2)
    assert isinstance(report, fs.AnalysisReport)
    view = report.views[0]
    assert isinstance(view, fs.ViewAnalysis)
    assert all(isinstance(c, fs.CardView) for c in view.cards)
    assert all(isinstance(c, fs.ClaimableSet) for c in view.claimable)
    analyzer = fs.Analyzer(log)
    assert fs.analyze(analyzer, at=2).to_dict() == report.to_dict()
    cpsat = fs.analyze(log, at=2, engine=fs.Engine.CPSAT)
    assert [c.half_suit for c in cpsat.views[0].claimable] == ["low-diamonds"]


def test_perspectives_and_positions() -> None:
    log = fs.read_log(FRIDAY)
    (asha,) = fs.perspectives(log, None)
    assert isinstance(asha, fs.Perspective)
    assert asha.label == "Asha"
    assert fs.perspectives(log, "public")[0].hands == ()
    assert fs.position(log, None) == 7
    with pytest.raises(fs.OptionError) as info:
        fs.position(log, 99)
    assert str(info.value) == "position 99: the log has events 0 to 7"
    assert info.value.worded({"position": "--at"}) == "--at 99: the log has events 0 to 7"
    assert isinstance(info.value, fs.UsageError)
    with pytest.raises(
        fs.OptionError, match=r"; it allows perspective Asha or perspective public$"
    ):
        fs.perspectives(log, "Ben")
    assert isinstance(fs.Opt("position"), fs.Opt)


def test_odds_need_the_counting_engine() -> None:
    with pytest.raises(fs.OptionError, match=r"^odds needs the counting engine"):
        fs.analyze(fs.read_log(FRIDAY), odds=True, engine=fs.Engine.CPSAT)


def test_explain_and_risk() -> None:
    log = fs.read_log(FRIDAY)
    report = fs.explain(log, "low diamonds", at=2)
    assert isinstance(report, fs.ExplainReport)
    assert isinstance(report.explanation, fs.Explanation)
    assert report.explanation.lines == [3, 6]
    risk = fs.risk(log, "high spades", at=2)
    assert isinstance(risk, fs.RiskReport)
    assert isinstance(risk.odds, fs.ClaimOdds)
    with pytest.raises(fs.UsageError, match="already settled"):
        fs.risk(log, "low diamonds")


def test_an_impossible_log_is_reported() -> None:
    log = fs.parse_log(
        "players: Asha Ben Cara Dev Eli Fay\n"
        "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
        "Ben asks Cara for 9C: no\n"
        "Cara asks Dev for 3D: no\n"
        "Dev asks Cara for 6D: no\n"
    )
    report = fs.analyze(log)
    assert isinstance(report.inconsistency, fs.Inconsistency)
    assert issubclass(fs.InconsistentLog, fs.FishsolveError)
    assert issubclass(fs.RuleError, fs.FishsolveError)


def test_review_simulate_and_game_files(tmp_path: Path) -> None:
    review = fs.review(fs.read_log(FRIDAY))
    assert isinstance(review, fs.ReviewReport)
    assert review.score == (1, 0)
    game = fs.simulate(seed=3, players=8, rules="annul any-time")
    assert fs.replay(game).final.over
    setup = fs.Setup.parse(players=8, rules="annul any-time")
    assert fs.write_log(setup.game(3)) == fs.write_log(game)
    files = fs.GameFiles.prepare(setup, seed=3, count=2, out=tmp_path / "games")
    done = files.write()
    assert isinstance(done, fs.Simulated)
    assert sum(done.wins.values()) == 2
    assert (tmp_path / "games" / "game-3.fish").read_text(encoding="utf-8") == fs.write_log(game)
    assert not list((tmp_path / "games").glob(".*"))  # no temporary file left behind
    with pytest.raises(fs.OptionError, match=r"game-3.fish: exists \(and 1 more\); use force"):
        fs.GameFiles.prepare(setup, seed=3, count=2, out=tmp_path / "games")
    with pytest.raises(fs.OptionError, match=r"^count 2: several games need out DIR$"):
        fs.GameFiles.prepare(setup, seed=3, count=2)
