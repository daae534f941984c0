"""Replay: the public state after each event, and the rules checked on the way."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from fishsolve import (
    Claim,
    FishsolveError,
    HandRange,
    InconsistentLog,
    Outcome,
    Replay,
    RuleError,
    RuleSet,
    Team,
    log_from_dict,
    parse_card,
    parse_log,
)
from fishsolve.literature.game.replay import replay
from fishsolve.literature.sim.game import simulate

ROOT = Path(__file__).resolve().parent.parent
P = "players: Asha Ben Cara Dev Eli Fay\n"
H = "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"


def run(text: str, lenient: bool = False) -> Replay:
    return replay(parse_log(text, "g.fish"), lenient=lenient)


def sizes(rep: Replay, index: int = -1) -> list[str]:
    return [str(h) for h in rep.states[index].hand_sizes]


def fails(text: str) -> FishsolveError:
    with pytest.raises(FishsolveError) as info:
        run(text)
    return info.value


def test_friday_club_states() -> None:
    rep = replay(parse_log((ROOT / "samples/friday-club.fish").read_text(encoding="utf-8")))
    assert len(rep.states) == 8
    assert rep.errors == ()
    assert [s.turn.name if s.turn else None for s in rep.states] == [
        None,
        "Cara",
        "Dev",
        "Dev",
        "Eli",
        "Fay",
        "Asha",
        "Asha",
    ]
    after_yes = rep.states[3]
    assert {c.code: p.name for c, p in after_yes.moved.items()} == {"JH": "Dev"}
    assert sizes(rep, 3) == ["8", "8", "8", "9", "7", "8"]
    final = rep.final
    assert {c.code: p.name for c, p in final.moved.items()} == {"JH": "Dev"}
    assert sizes(rep) == ["3", "8", "7", "9", "7", "8"]
    assert final.score == (1, 0)
    assert not final.over
    result = final.settled[rep.log.rules.deck.half_suit("low-diamonds")]
    assert (result.event, result.claimer.name, result.outcome) == (7, "Asha", Outcome.RIGHT)
    assert result.scored_by is not None
    assert result.scored_by.name == "A"
    assert rep.before(7) is rep.states[6]


def test_moved_cards_follow_transfers() -> None:
    rep = run(P + "Ben asks Cara for 9C: yes\nBen asks Eli for 10C: no\nEli asks Ben for JC: no\n")
    assert {c.code: p.name for c, p in rep.states[1].moved.items()} == {"9C": "Ben"}
    assert sizes(rep, 1) == ["8", "9", "7", "8", "8", "8"]
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Ben"


def test_unknown_claim_holders_widen_hand_ranges() -> None:
    rep = run(P + "Asha claims LD: Asha 2D 3D 4D, Cara 5D 6D 7D: wrong\n")
    # A wrong claim does not say where the cards were: each of the six may be anywhere.
    assert sizes(rep) == ["2-8", "2-8", "2-8", "2-8", "2-8", "2-8"]
    right = run(P + "Asha claims LD: Asha 2D 3D 4D, Cara 5D 6D 7D: right\nAsha has 5 cards\n")
    assert sizes(right) == ["5", "8", "5", "8", "8", "8"]
    assert HandRange(2, 8).exact is None
    assert HandRange(3, 3).exact == 3


def test_count_pins_the_range_and_is_checked() -> None:
    rep = run(P + "Asha claims LD: Asha 2D 3D 4D, Cara 5D 6D 7D: wrong\nBen has 8 cards\n")
    assert sizes(rep)[1] == "8"
    err = fails(P + "Asha claims LD: Asha 2D 3D 4D, Cara 5D 6D 7D: wrong\nBen has 1 card\n")
    assert isinstance(err, InconsistentLog)
    assert err.message == "Ben cannot have 1 card here; the log leaves between 2 and 8"


def test_asker_rules_use_what_the_log_states() -> None:
    # Asha asked for 6D, so she holds no 6D afterwards; with the dealt hand known she also
    # holds no high hearts.
    err = fails(P + H + "Asha asks Ben for 9H: no\n")
    assert isinstance(err, RuleError)
    assert "Asha holds no other card of high hearts (Asha was not dealt 10H JH QH KH AH)" in (
        err.message
    )
    # Without the hand nothing is known: the ask is legal (a fact to deduce, not an error).
    assert run(P + "Asha asks Ben for 9H: no\n").errors == ()
    # Cards asked for, refused, or given away count as reasons too.
    text = (
        P
        + "hand Asha: 2D 3D 4D 5D 7D QS KS 9H\nstart: Asha\n"
        + "Asha asks Ben for 10H: no\nBen asks Asha for 9H: yes\nBen asks Cara for 2C: no\n"
        + "Cara asks Dev for 9C: no\nDev asks Asha for 2C: no\nAsha asks Dev for JH: no\n"
    )
    err = fails(text)
    assert err.message.startswith(
        "Asha holds no other card of high hearts (Asha was not dealt 10H QH KH AH; "
        "9H is with Ben (received from Asha on line 5)); an ask"
    )


def test_bluff_rule_lifts_the_asker_checks() -> None:
    assert run(P + "rules: bluff\n" + H + "Asha asks Ben for 9H: no\n").errors == ()
    assert run(P + "rules: bluff\n" + H + "Asha asks Ben for 2D: no\n").errors == ()


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ("Asha asks Asha for 9C: no", "Asha cannot ask themself; asks go to opponents"),
        ("Asha asks Eli for 9C: no", "Eli is on Asha's team; asks go to opponents"),
        (
            "Asha claims LD: Asha 2D 3D 4D 5D 6D 7D: right\nAsha asks Ben for 3D: no",
            "low diamonds were settled by the claim of event 1; 3D is out of play",
        ),
        ("Ben asks Cara for 9C: no\nBen asks Cara for 9C: no", "it is Cara's turn, not Ben's"),
        ("Ben asks Cara for 9C: no\nCara passes to Ben", "may hand the turn to an opponent only"),
        ("Ben passes to Ben", "Ben cannot pass the turn to themself"),
        ("Ben asks Cara for 9C: no\nBen passes to Dev", "only the player on turn can pass it"),
    ],
)
def test_rule_errors(events: str, message: str) -> None:
    err = fails(P + events + "\n")
    assert isinstance(err, RuleError)
    assert message in err.message


def test_yes_and_no_answers_against_known_holders() -> None:
    err = fails(P + H + "Ben asks Asha for 2D: no\n")
    assert isinstance(err, InconsistentLog)
    assert err.message == "Asha holds 2D (dealt to Asha on line 2), so the answer cannot be no"
    err = fails(P + H + "Ben asks Asha for 6D: yes\n")
    assert err.message == "Asha cannot hold 6D: Asha was not dealt 6D"
    err = fails(
        P + "Ben asks Cara for 9C: no\nCara asks Ben for 10C: no\nBen asks Cara for 9C: yes\n"
    )
    assert err.message == "Cara cannot hold 9C: Cara said no to 9C on line 2"


def test_empty_hands_pass_and_cannot_be_asked() -> None:
    text = P + (
        "Asha claims LC: Asha 2C 3C 4C 5C 6C 7C: right\n"
        "Asha claims LD: Asha 2D 3D, Cara 4D 5D 6D 7D: right\n"
    )
    rep = run(text)
    assert sizes(rep)[0] == "0"
    err = fails(text + "Asha asks Ben for 9C: no\n")
    assert err.message.startswith("Asha has no cards and must pass the turn to a teammate")
    rep = run(text + "Asha passes to Cara\nCara asks Ben for 9H: no\n")
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Ben"
    err = fails(text + "Asha passes to Cara\nCara asks Ben for 9H: no\nBen asks Asha for 2S: no\n")
    assert err.message == "Asha has no cards; empty hands are never asked"
    err = fails(text + "Asha passes to Eli\nEli passes to Cara\n")
    assert err.message.startswith("Eli still has cards; passing the turn to a teammate")


def test_pass_turn_rule() -> None:
    rep = run(P + "rules: pass-turn\nBen asks Cara for 9C: no\nCara passes to Eli\n")
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Eli"
    assert sizes(rep)[2] == "8"


def test_claim_timing_rules() -> None:
    late = "Ben asks Cara for 9C: no\nAsha claims LD: Asha 2D 3D 4D 5D 6D 7D: "
    err = fails(P + late + "right\n")
    assert err.message.startswith("it is Cara's turn; Asha may claim only on their own turn")
    assert run(P + "rules: any-time\n" + late + "right\n").errors == ()
    annul = P + "rules: annul\n" + late
    err = fails(annul + "right\n")
    assert err.message.startswith("it is Cara's turn; under the annul rule an out-of-turn claim")
    rep = run(annul + "annulled\n")
    assert rep.final.score == (0, 0)
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Cara"
    assert run(annul + "wrong\n").final.score == (0, 1)


def test_split_claims() -> None:
    split = "Asha claims LD: Asha 2D 3D 4D, Ben 5D 6D 7D: right\n"
    err = fails(P + split)
    assert err.message.startswith("Ben is not on Asha's team; a claim names only teammates")
    assert err.location is not None
    assert err.location.column == 32
    rep = run(P + "rules: split-claims\n" + split)
    assert rep.final.score == (1, 0)
    assert sizes(rep) == ["5", "5", "8", "8", "8", "8"]


def test_claim_outcomes_against_the_full_picture() -> None:
    wrong = "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Eli 6D\n"
    assert run(P + H + wrong).final.score == (0, 1)
    err = fails(P + "rules: annul\n" + H + wrong)
    assert err.message.startswith("the claim is marked wrong, but with the cards where the log")
    assert err.message.endswith("it was annulled")
    assert run(P + "rules: annul\n" + H + wrong.replace("wrong", "annulled")).final.score == (0, 0)
    err = fails(P + H + "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: right, actually Eli 6D\n")
    assert err.message == "the claim is marked right but 6D was with Eli, not Cara"
    err = fails(P + H + "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Eli 2D\n")
    assert err.message == "2D was with Asha (dealt to Asha on line 2), not Eli"


def test_game_end_and_first_to_five() -> None:
    claims = [
        f"Asha claims {hs}: Asha {a}, Cara {b}, Eli {c}: right"
        for hs, a, b, c in [
            ("LC", "2C 3C", "4C 5C", "6C 7C"),
            ("HC", "9C 10C", "JC QC", "KC AC"),
            ("LD", "2D 3D", "4D 5D", "6D 7D"),
            ("HD", "9D 10D", "JD QD", "KD AD"),
        ]
    ]
    text = P + "rules: first-to-5\n" + "\n".join(claims) + "\nAsha passes to Ben\n"
    text += "Ben claims LH: Ben 2H 3H, Dev 4H 5H, Fay 6H 7H: wrong\n"
    rep = run(text)
    assert rep.final.score == (5, 0)
    assert rep.final.over
    assert not rep.states[-2].over
    err = fails(text + "Ben asks Asha for 9S: no\n")
    assert err.message == "the game is over (team A reached 5 sets on event 6 (first-to-5))"


def test_lenient_replay_collects_and_goes_on() -> None:
    text = P + "Ben asks Dev for 9C: no\nCara asks Ben for 2C: yes\nEli asks Dev for 3C: no\n"
    rep = run(text, lenient=True)
    assert [(e.location.line, e.location.column) for e in rep.errors if e.location] == [
        (2, 10),
        (3, 1),
        (4, 1),
    ]
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Dev"
    assert len(rep.states) == 4


def test_errors_of_json_events_name_the_event() -> None:
    data = {
        "players": ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"],
        "events": [
            {"type": "ask", "asker": "Ben", "target": "Cara", "card": "9C", "answer": "no"},
            {"type": "ask", "asker": "Ben", "target": "Cara", "card": "9C", "answer": "no"},
        ],
    }
    with pytest.raises(RuleError) as info:
        replay(log_from_dict(data, "g.json"))
    assert str(info.value) == (
        "g.json: events[1]: it is Cara's turn, not Ben's; after a 'no' the turn passes to the "
        "player asked"
    )
    rep = replay(log_from_dict(data), lenient=True)
    assert [e.message for e in rep.errors] == [
        "events[1]: it is Cara's turn, not Ben's; after a 'no' the turn passes to the player asked"
    ]
    assert parse_card("9C") not in rep.final.moved


def test_a_pass_never_takes_its_last_word_as_filler() -> None:
    """'passes the turn to X' reads its filler words, but the last word is always the receiver,
    even for a player called Turn or The."""
    log = parse_log(
        "players: Asha Turn Cara The Eli Fay\nrules: pass-turn\n"
        "Asha passes the turn to Cara\nCara passes to Eli\nEli passes Asha\n"
    )
    assert [e.receiver.name for e in log.events] == ["Cara", "Eli", "Asha"]  # type: ignore[union-attr]
    log = parse_log(
        "players: Asha Turn Cara The Eli Fay\nAsha asks Turn for 9C: no\nTurn passes to The\n"
    )
    assert log.events[1].receiver.name == "The"  # type: ignore[union-attr]


def test_hand_count_after_the_end_is_refused() -> None:
    text = (ROOT / "samples" / "full-deal-six.fish").read_text()
    log = parse_log(text + "Maya has 0 cards\n")
    with pytest.raises(RuleError, match="the game is over"):
        replay(log)


def test_once_a_team_has_no_cards_the_player_on_turn_claims_alone() -> None:
    # A simulated game under any-time and S-PT's end-game (off-turn claims allowed until the
    # end-game): Asha's claim at event 283 comes after team B has run out of cards; Eli, her
    # teammate, still has cards.
    log = simulate(6, 6, RuleSet(any_time=True, end_game=True), ("random", "random"))
    k = 282
    event = log.events[k]
    assert isinstance(event, Claim)
    assert event.claimer.name == "Asha"
    state = replay(log).states[k]
    assert all(state.hand_size(p).hi == 0 for p in log.table.members(Team(1)))
    eli = log.table.player("Eli")
    assert state.hand_size(eli).lo > 0
    mutant = log.with_events((*log.events[:k], replace(event, claimer=eli)))
    with pytest.raises(RuleError, match="Asha, on turn, makes every remaining claim alone"):
        replay(mutant)


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (
            "start: Ben\n\nAsha asks Ben for 10H: yes",
            "it is Ben's turn, not Asha's; 'start: Ben' on line 3 gives Ben the first turn",
        ),
        (
            "start: Ben\n\nAsha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: right",
            "it is Ben's turn ('start: Ben' on line 3 gives Ben the first turn); Asha may claim",
        ),
        (
            "Ben asks Cara for 9C: yes\nCara asks Dev for 9D: no",
            "it is Ben's turn, not Cara's; after a 'yes' the asker goes on",
        ),
        (
            "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: right\nBen asks Cara for 9C: no",
            "it is Asha's turn, not Ben's; Asha took the first turn on line 3",
        ),
        (
            "rules: pass-turn\n\nBen passes to Dev\nBen asks Cara for 9C: no",
            "it is Dev's turn, not Ben's; Ben passed the turn to Dev on line 5",
        ),
        (
            "Ben asks Cara for 9C: no\nBen asks Cara for 9C: no",
            "it is Cara's turn, not Ben's; after a 'no' the turn passes to the player asked",
        ),
    ],
)
def test_a_turn_error_names_why_the_turn_is_there(events: str, message: str) -> None:
    """The reason given is the one that put the turn there: the start: header, a 'yes', the
    first event, not always "after a 'no'"."""
    err = fails(P + H + events + "\n")
    assert isinstance(err, RuleError)
    assert message in err.message
