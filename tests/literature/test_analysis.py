"""Hand-checked deductions of `analyze`: the asker rule, chains, counting, splits, contradictions.

Every expected value here was worked out by hand from the rules (the reasoning is in each test's
docstring); the brute-force and simulated-game tests check the same engine at scale.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from fishsolve import DECKS, STANDARD, Analyzer, Deck, UsageError, analyze, parse_log, read_log
from fishsolve.errors import Opt, OptionError
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.reports.analyze import analysis_report

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

SIX = "players: Asha Ben Cara Dev Eli Fay\n"


def holders(report_dict: dict[str, object], card: str) -> list[str]:
    cards = report_dict["cards"]
    assert isinstance(cards, dict)
    result = cards[card]
    assert isinstance(result, list)
    return result


def test_friday_club_claim_appears_after_the_second_ask() -> None:
    """Asha holds 2D 3D 4D 5D 7D; Cara legally asks for 3D, so she holds another low diamond,
    and the only one Asha does not hold is 6D."""
    log = read_log(SAMPLES / "friday-club.fish")
    before = analyze(log, at=1).to_dict()
    assert before["claimable"] == []
    assert len(holders(before, "6D")) == 5
    after = analyze(log, at=2).to_dict()
    assert after["perspective"] == "Asha"
    assert after["at"] == 2
    assert holders(after, "6D") == ["Cara"]
    assert after["claimable"] == [
        {
            "half_suit": "low-diamonds",
            "team": "A",
            "owners": {
                "2D": "Asha",
                "3D": "Asha",
                "4D": "Asha",
                "5D": "Asha",
                "6D": "Cara",
                "7D": "Asha",
            },
            "claimers": ["Asha"],
            "split": False,
        }
    ]


def test_friday_club_single_facts_from_asks_and_answers() -> None:
    """After all six asks (before the claim), from Asha's view:
    9C: Ben asked for it (not Ben), Cara said no, Asha lacks it -> Dev, Eli or Fay;
    JH moved to Dev; QH: Dev asked (not Dev), Eli said no -> Ben, Cara or Fay;
    4C: Eli asked, Fay said no -> Ben, Cara or Dev; 6H: Fay asked, Asha said no -> Ben..Eli."""
    log = read_log(SAMPLES / "friday-club.fish")
    d = analyze(log, at=6).to_dict()
    assert holders(d, "9C") == ["Dev", "Eli", "Fay"]
    assert holders(d, "JH") == ["Dev"]
    assert holders(d, "QH") == ["Ben", "Cara", "Fay"]
    assert holders(d, "4C") == ["Ben", "Cara", "Dev"]
    assert holders(d, "6H") == ["Ben", "Cara", "Dev", "Eli"]
    assert holders(d, "QS") == ["Asha"]
    assert holders(d, "2C") == ["Ben", "Cara", "Dev", "Eli", "Fay"]
    end = analyze(log).to_dict()
    assert end["settled"] == {"low-diamonds": "team A (right, event 7)"}
    assert holders(end, "6D") == []
    assert end["claimable"] == []


def test_public_view_knows_less() -> None:
    """Publicly, Cara's ask proves only that she holds some low diamond other than 3D."""
    log = read_log(SAMPLES / "friday-club.fish")
    d = analyze(log, "public", at=2).to_dict()
    assert d["perspective"] == "public"
    assert holders(d, "6D") == ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
    assert holders(d, "3D") == ["Asha", "Ben", "Eli", "Fay"]
    assert d["claimable"] == []


CHAIN = SIX + (
    "hand Asha: 2D 3D 4D QS KS AS 9C 10C\n"
    "Cara asks Dev for 5D: no\n"
    "Dev asks Eli for 9H: no\n"
    "Eli asks Fay for 5D: no\n"
    "Fay asks Cara for 9S: no\n"
    "Cara asks Ben for 7D: no\n"
)


def test_chain_of_asker_constraints() -> None:
    """Cara and Eli each hold one of 6D/7D (their asks for 5D, Asha holding 2D-4D); when Cara
    asks for 7D she cannot hold it, so she holds 6D and Eli 7D. 5D: not Cara or Eli (asked),
    not Dev or Fay (said no), not Asha: Ben. The set is split, so nobody can claim it."""
    log = parse_log(CHAIN)
    early = analyze(log, at=4).to_dict()
    assert holders(early, "6D") == ["Cara", "Eli"]
    assert holders(early, "7D") == ["Cara", "Eli"]
    d = analyze(log).to_dict()
    assert holders(d, "6D") == ["Cara"]
    assert holders(d, "7D") == ["Eli"]
    assert holders(d, "5D") == ["Ben"]
    assert d["claimable"] == []
    assert d["split_claimable"] == []


def test_split_claims_rule_reports_split_sets() -> None:
    log = parse_log(CHAIN.replace(SIX, SIX + "rules: split-claims\n"))
    d = analyze(log).to_dict()
    assert d["claimable"] == []
    [split] = d["split_claimable"]
    assert split["half_suit"] == "low-diamonds"
    assert split["team"] is None
    assert split["owners"] == {
        "2D": "Asha",
        "3D": "Asha",
        "4D": "Asha",
        "5D": "Ben",
        "6D": "Cara",
        "7D": "Eli",
    }
    assert split["claimers"] == ["Asha"]


@pytest.fixture
def tiny_deck(monkeypatch: pytest.MonkeyPatch) -> Deck:
    """Two half-suits (low and high clubs): 12 cards, 2 per player."""
    deck = Deck("tiny", "12-card test deck", STANDARD.half_suits[:2])
    monkeypatch.setitem(DECKS, "tiny", deck)
    return deck


def test_counting_argument(tiny_deck: Deck) -> None:
    """Two cards each. Ben asks for 4C: he holds a low club (5C, 6C or 7C; Asha has 2C 3C).
    Cara takes 9C from Ben, so Ben was dealt 9C and one low club: he holds no other card. Ruling
    Ben out of 10C needs the count of his hand, not any single event. (Cara holds a high club,
    having asked for 9C, and her other card may be anything she was not asked about.)"""
    log = parse_log(
        SIX + "deck: tiny\nhand Asha: 2C 3C\nBen asks Cara for 4C: no\nCara asks Ben for 9C: yes\n"
    )
    assert log.rules.deck is tiny_deck
    d = analyze(log).to_dict()
    assert "Ben" not in holders(d, "10C")
    assert holders(d, "10C") == ["Cara", "Dev", "Eli", "Fay"]
    assert holders(d, "5C") == ["Ben", "Cara", "Dev", "Eli", "Fay"]
    assert holders(d, "4C") == ["Dev", "Eli", "Fay"]
    assert holders(d, "9C") == ["Cara"]


def test_inconsistent_log_names_the_first_impossible_event() -> None:
    """Event 2 gives Cara 6D (the only low diamond Asha lacks); Dev then asks for 6D, but he
    needs another low diamond and none is left: no deal fits from event 3 on."""
    text = (
        SIX + "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n\n"
        "Ben asks Cara for 9C: no\n"
        "Cara asks Dev for 3D: no\n"
        "Dev asks Cara for 6D: no\n"
        "Cara asks Ben for 10C: no\n"
    )
    report = analyze(parse_log(text, "bad.fish"))
    assert report.inconsistency is not None
    assert report.inconsistency.event == 3
    assert report.inconsistency.line == 6
    assert report.views == []
    d = report.to_dict()
    assert d["consistent"] is False
    assert "cards" not in d
    # Before the bad event the log is fine.
    assert analyze(parse_log(text), at=2).inconsistency is None


def test_perspective_errors() -> None:
    log = read_log(SAMPLES / "friday-club.fish")
    with pytest.raises(UsageError, match="does not give Ben's hand"):
        analyze(log, "Ben")
    with pytest.raises(UsageError, match="team view needs every member's hand"):
        analyze(log, "team:A")
    with pytest.raises(UsageError, match="no player 'Zed'"):
        analyze(log, "Zed")
    with pytest.raises(UsageError, match="the log has events 0 to 7"):
        analyze(log, at=8)


def test_a_seat_without_its_hand_is_refused_naming_every_view_the_log_allows() -> None:
    """Issue 30, 15: the refusal named only the public view. The full deal of the six-player
    sample without Omar's and Tom's hands allows four seats, team A (Maya, Priya, Lena) and the
    public view, not team B."""
    full = read_log(SAMPLES / "full-deal-six.fish")
    gone = {p for p in full.table.players if p.name in ("Omar", "Tom")}
    log = replace(full, hands={p: h for p, h in full.hands.items() if p not in gone})
    with pytest.raises(OptionError) as info:
        analyze(log, "Omar")
    assert str(info.value) == (
        "perspective Omar: the log does not give Omar's hand (add 'hand Omar: ...'); it allows "
        "perspective Maya, perspective Nico, perspective Priya, perspective Lena, perspective "
        "team:A or perspective public"
    )
    allowed = ("Maya", "Nico", "Priya", "Lena", "team:A", "public")
    assert info.value.worded({"perspective": "--as"}).endswith(
        "it allows " + ", ".join(f"--as {v}" for v in allowed[:-1]) + " or --as public"
    )
    for view in allowed:  # each view named is one the log allows
        assert analyze(log, view, at=0).views


def test_full_deal_default_gives_each_seat_and_team_view_pools_hands() -> None:
    log = read_log(SAMPLES / "full-deal-six.fish")
    report = analyze(log, at=0)
    assert [v.perspective for v in report.views] == list(log.table.names)
    team = analyze(log, "team:B", at=0).to_dict()
    assert team["perspective"] == "team B"
    assert team["hands"] == [p.name for p in log.table.players if p.team.name == "B"]
    # With three hands known, each of their cards has exactly one possible holder.
    for player in log.table.players:
        if player.team.name == "B":
            for card in log.hands[player]:
                assert holders(team, card.code) == [player.name]


def test_sure_asks_follow_from_a_yes() -> None:
    """Dev took JH from Eli: everyone knows Dev holds it. Eli (or any team A player holding a
    high heart) can ask Dev for it; from Asha's view Asha cannot (she has no high heart)."""
    log = read_log(SAMPLES / "friday-club.fish")
    d = analyze(log, "public", at=3).to_dict()
    assert holders(d, "JH") == ["Dev"]
    assert d["successful_asks"] == []  # nobody's other high heart is public
    asha = analyze(log, at=3).to_dict()
    assert asha["successful_asks"] == []


def test_same_answers_whatever_the_order_of_questions() -> None:
    """One model serves all positions: asking positions in any order gives the same facts."""
    log = read_log(SAMPLES / "friday-club.fish")
    a = Analyzer(log)
    forward = [analysis_report(a, None, n, "f").to_dict() for n in range(8)]
    b = Analyzer(log)
    backward = [analysis_report(b, None, n, "f").to_dict() for n in reversed(range(8))][::-1]
    assert forward == backward


def test_a_team_view_is_named_by_its_letter_only() -> None:
    """team:a is team A (labelled so); team:Fay or team:c (a prefix of Cara) is refused, not
    taken silently as that player's team."""
    from fishsolve.errors import OptionError
    from fishsolve.literature.deduce.perspective import perspectives

    log = read_log(SAMPLES / "full-deal-six.fish")
    for spec in ("team:a", "team A", "TEAM=a", "teamA", " team: A "):
        assert [p.label for p in perspectives(log, spec)] == ["team A"], spec
    assert [p.label for p in perspectives(log, "teamb")] == ["team B"]
    first = log.table.players[0].name
    for spec, found in (
        ("team:" + first, f"'{first}' is not a team"),
        ("team:" + first[0].lower(), f"'{first[0].lower()}' is not a team"),
        ("team:C", "'C' is not a team"),
        ("team", "the team is missing"),
    ):
        with pytest.raises(OptionError) as info:
            perspectives(log, spec)
        assert info.value.message == (
            f"perspective {spec}: {found}; write team:A or team:B (for one player's view, "
            "write the name alone)"
        )


# -- issue 14, item 21: a search stopped by the time limit proves nothing -------------------

IMPOSSIBLE = (
    SIX + "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n\n"
    "Ben asks Cara for 9C: no\n"
    "Cara asks Dev for 3D: no\n"
    "Dev asks Cara for 6D: no\n"
    "Cara asks Ben for 10C: no\n"
)


def _unknown_from(monkeypatch: pytest.MonkeyPatch, events: int) -> None:
    """Make every CP-SAT question over ``events`` or more events stop at the time limit."""
    from fishsolve.literature.deduce.cpsat.solve import Solver, Verdict

    real = Solver.check

    def check(self: Solver, keys: list[str], *args: object, **kwargs: object) -> object:
        if sum(k.startswith("event") for k in keys) >= events:
            return Verdict.UNKNOWN, None
        return real(self, keys, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Solver, "check", check)


def test_timed_out_consistency_is_undecided_not_consistent(monkeypatch: pytest.MonkeyPatch) -> None:
    _unknown_from(monkeypatch, 0)
    report = analyze(parse_log(IMPOSSIBLE, "bad.fish"), engine=Engine.CPSAT)
    assert report.consistent is None
    assert report.inconsistency is None
    assert report.undecided is not None
    assert "could not decide within the time limit" in report.undecided
    assert report.views == []
    d = report.to_dict()
    assert d["consistent"] is None
    assert d["consistency_unknown"] == report.undecided
    assert d["complete"] is False
    assert "cards" not in d
    assert "claimable" not in d
    # --explain adds nothing to an undecided report.
    explained = analyze(parse_log(IMPOSSIBLE, "bad.fish"), engine=Engine.CPSAT, explain=True)
    assert explained.consistent is None


def test_a_real_tiny_time_limit_is_never_called_consistent() -> None:
    report = analyze(parse_log(IMPOSSIBLE, "bad.fish"), engine=Engine.CPSAT, time_limit=1e-9)
    # Either the solver proved the log impossible in time, or it says it does not know.
    assert report.to_dict()["consistent"] is not True
    assert report.consistent is not True


def test_an_unknown_inside_the_search_still_reports_a_proved_impossibility(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Prefixes of 2 or more events stop at the time limit, except the whole log (proved
    impossible before the patch); the event named is one proved impossible."""
    from fishsolve.literature.deduce.cpsat.solve import Solver, Verdict

    real = Solver.check

    def check(self: Solver, keys: list[str], *args: object, **kwargs: object) -> object:
        events = sum(k.startswith("event") for k in keys)
        if 2 <= events < 4:
            return Verdict.UNKNOWN, None
        return real(self, keys, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Solver, "check", check)
    report = analyze(parse_log(IMPOSSIBLE, "bad.fish"), engine=Engine.CPSAT)
    assert report.consistent is False
    assert report.inconsistency is not None
    assert report.inconsistency.event == 4


@pytest.mark.parametrize("limit", [0, 0.0, -1, -0.5, float("nan")])
def test_time_limit_must_be_seconds_above_zero(limit: float) -> None:
    log = parse_log(IMPOSSIBLE, "bad.fish")
    for engine in (Engine.CPSAT, Engine.COUNT):
        with pytest.raises(OptionError) as info:
            analyze(log, engine=engine, time_limit=limit)
        assert "time-limit" in {p.name for p in info.value.parts if isinstance(p, Opt)}
        assert info.value.worded({"time-limit": "--time-limit"}).startswith("--time-limit ")
    with pytest.raises(OptionError):
        Analyzer(log, time_limit=limit)


def test_brief_views_keep_what_the_viewer_can_do() -> None:
    # Issue 14 item 13: the library side of `analyze --brief`.
    report = analyze(read_log(SAMPLES / "friday-club.fish"), "Asha", 5, brief=True)
    (brief,) = report.brief_views()
    assert [c.half_suit for c in brief.claims] == ["low-diamonds"]
    assert brief.sure_asks == []
    assert brief.best_ask is not None
    assert (brief.best_ask.asker, brief.best_ask.target, brief.best_ask.card) == (
        "Asha",
        "Fay",
        "9S",
    )
    assert set(report.to_dict()) >= {"claims", "sure_asks", "best_ask"}
    assert "cards" not in report.to_dict()
    with pytest.raises(OptionError, match="brief needs the counting engine"):
        analyze(read_log(SAMPLES / "friday-club.fish"), brief=True, engine=Engine.CPSAT)
