"""Issue 15, items 4, 5 and 7: the designated claimer (S-ES), the table's agreed correction (S-PT
§05) and the redeal (S-PT §02) — read, written, replayed, and what they change in the deduction,
checked against every deal of a small deck (filtered by ``fishsolve.literature.game.truth``, the
independent reading) and against the real deal of simulated games with hidden cards put in."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from bruteforce import naive_consistent_deals, small_deck
from corpus import Spec

from fishsolve import Analyzer, GameLog, Perspective, RuleSet, parse_log, replay, write_log
from fishsolve.errors import InconsistentLog, NotationError, RuleError
from fishsolve.literature.deduce.audit import audit_log, seat_perspective
from fishsolve.literature.game.events import Ask, Claim, Correction
from fishsolve.literature.game.replay import LiveReplay
from fishsolve.literature.game.truth import deal_of, first_misfit, holders_after
from fishsolve.literature.notation.jsonform import load_log
from fishsolve.literature.notation.jsonwrite import log_to_dict
from fishsolve.literature.notation.text import parse_event
from fishsolve.literature.notation.writer import format_event
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate as simulate_game

SIX = "players: Asha Ben Cara Dev Eli Fay\n"
# The small deck LC HC LD (18 cards, 3 each). Team A's hands are known; Ben, Dev and Fay share
# 4C 5C 6C 7C JC QC KC AC 7D (1,680 deals).
TEAM_A = {"Asha": "2C 3C 9C", "Cara": "10C 2D 3D", "Eli": "4D 5D 6D"}


def small(text: str, hands: dict[str, str] = TEAM_A) -> GameLog:
    log = parse_log(text)
    deck = small_deck(3)
    dealt = {
        log.table.player(n): frozenset(deck.card(c) for c in cards.split())
        for n, cards in hands.items()
    }
    return replace(log, rules=replace(log.rules, deck=deck), hands=dealt)


def brute_holders(log: GameLog, upto: int) -> dict[str, set[str]]:
    """Who may hold each in-play card after ``upto`` events, over every deal the truth accepts."""
    found: dict[str, set[str]] = {}
    for deal in naive_consistent_deals(log, log.hands, upto):
        for card, player in holders_after(log, deal, upto).items():
            found.setdefault(card.code, set()).add(player.name)
    return found


def engine_holders(log: GameLog, upto: int) -> dict[str, set[str]]:
    players = tuple(log.hands)
    view = Analyzer(log).view(Perspective("team A", players, players), upto)
    return {c.card: set(c.holders) for c in view.cards if c.in_play}


# -- item 5: the table's agreed correction --------------------------------------------------------

HIDDEN = (
    SIX
    + "Asha asks Ben for 4C: no\n"
    + "Ben asks Cara for JC: no\n"
    + "Cara asks Dev for 7D: no\n"
    + "correction: Dev held 7D, 7D to Cara, turn Cara\n"
    + "Cara asks Fay for 2D: no\n"
)


def test_a_hidden_card_is_shown_handed_over_and_its_no_proves_nothing() -> None:
    log = small(HIDDEN.replace("Cara asks Fay for 2D: no\n", ""))
    rep = replay(log)
    cara, dev = log.table.player("Cara"), log.table.player("Dev")
    assert rep.final.turn == cara
    assert rep.final.moved[log.rules.deck.card("7D")] == cara
    assert rep.final.hand_size(cara).exact == 4
    assert rep.final.hand_size(dev).exact == 2
    for upto in range(len(log.events) + 1):
        assert engine_holders(log, upto) == brute_holders(log, upto), upto
    # Before the correction Dev's "no" is withdrawn too: Dev may have been dealt 7D. Without the
    # correction the "no" rules Dev out.
    assert "Dev" in engine_holders(log, 3)["7D"]
    plain = small(
        SIX + "Asha asks Ben for 4C: no\nBen asks Cara for JC: no\nCara asks Dev for 7D: no\n"
    )
    assert "Dev" not in engine_holders(plain, 3)["7D"]


def test_a_void_ask_is_undone_and_proves_nothing() -> None:
    text = SIX + "Asha asks Ben for 4C: no\nBen asks Asha for 2D: no\ncorrection: void\n"
    log = small(text)
    rep = replay(log)
    assert rep.final.turn == log.table.player("Ben")  # back to the asker, on turn before it
    assert rep.states[2] == replace(rep.states[1], index=2)  # the voided ask changes nothing
    for upto in range(len(log.events) + 1):
        assert engine_holders(log, upto) == brute_holders(log, upto), upto
    # Ben's ask would prove he holds the one unseen low diamond; void, it proves nothing.
    assert engine_holders(log, 3)["7D"] == {"Ben", "Dev", "Fay"}
    unvoided = small(text.replace("correction: void\n", ""))
    assert engine_holders(unvoided, 2)["7D"] == {"Ben"}
    # A voided "yes" is handed back.
    back = small(SIX + "Ben asks Asha for 2C: yes\ncorrection: void, turn Dev\n")
    final = replay(back).final
    assert final.moved == {}
    assert final.turn == back.table.player("Dev")
    assert final.hand_size(back.table.player("Asha")).exact == 3


def test_an_invalid_ask_is_a_note_once_voided(tmp_path: Path) -> None:
    text = SIX + "hand Asha: 2D 3D 4D 5D 7D QS KS AS\nBen asks Asha for 2D: no\n"
    path = tmp_path / "void.fish"
    path.write_text(text)
    with pytest.raises(InconsistentLog) as info:
        check_file(path)
    assert info.value.location is not None
    assert info.value.location.line == 3
    path.write_text(text + "correction: void\nBen asks Cara for 9C: no\n")
    report = check_file(path)
    assert report.ok
    assert report.corrections == 1
    assert [(n.line, n.column) for n in report.notes] == [(3, 23), (4, 1)]
    assert "so the answer cannot be no" in report.notes[0].message
    assert "the table agreed a correction (S-PT §05): voids line 3" in report.notes[1].message
    data = report.to_dict()
    assert data["notes"][0]["kind"] == "note"
    assert data["corrections"] == 1


@pytest.mark.parametrize(
    ("tail", "line", "column", "error", "message"),
    [
        (
            "Asha claims LC: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: wrong\ncorrection: void\n",
            3,
            13,
            RuleError,
            "'void' undoes the ask or pass just before it; before it comes a claim",
        ),
        ("correction: void\n", 2, 13, RuleError, "before it comes nothing"),
        (
            "Ben asks Cara for JC: no\ncorrection: 7D to Dev\n",
            3,
            13,
            RuleError,
            "the log does not say who holds 7D here; write 'NAME held 7D' before '7D to Dev'",
        ),
        (
            "Ben asks Cara for JC: no\ncorrection: Dev held 2D\n",
            3,
            22,
            InconsistentLog,
            "Dev cannot have held 2D: it was with Cara (dealt to Cara",
        ),
        (
            "Ben asks Cara for JC: no\ncorrection: Ben held 7D, 7D to Ben\n",
            3,
            26,
            RuleError,
            "Ben already holds 7D",
        ),
    ],
)
def test_corrections_the_log_contradicts_are_refused_at_the_right_place(
    tail: str, line: int, column: int, error: type[Exception], message: str
) -> None:
    log = small(SIX + tail)
    with pytest.raises(error) as info:
        replay(log)
    assert message in str(info.value)
    loc = info.value.location  # type: ignore[attr-defined]
    assert (loc.line, loc.column) == (line, column)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("correction:", "expected a part of a correction"),
        ("correction: viod", "did you mean 'void'?"),
        ("correction: Dev held", "expected a part of a correction"),
        ("correction: Dev held 7X", "7X"),
        ("correction: 7D to Zed", "Zed"),
        ("correction: turn Ben, turn Dev", "the turn is given twice"),
        ("correction: void,", "expected a part of a correction"),
    ],
)
def test_bad_correction_lines_are_one_located_error(line: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_log(SIX + "Ben asks Cara for 9C: no\n" + line + "\n")
    assert message in info.value.message
    assert info.value.location is not None
    assert info.value.location.line == 3


def test_corrections_survive_text_and_json_and_the_live_replay() -> None:
    text = (
        SIX
        + "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
        + "Ben asks Asha for 2D: no\n"
        + "correction: void\n"
        + "Ben asks Cara for 9C: no\n"
        + "Cara asks Dev for 10S: no\n"
        + "correction: Dev hid 10S; 10S to Cara; turn to Cara\n"
        + "Cara asks Dev for 9S: yes\n"
    )
    log = parse_log(text)
    assert write_log(parse_log(write_log(log))) == write_log(log)
    assert "correction: Dev held 10S, 10S to Cara, turn Cara" in write_log(log)
    doc = json.dumps(log_to_dict(log))
    assert load_log(doc) == log
    assert json.loads(doc)["events"][4] == {
        "type": "correction",
        "held": {"10S": "Dev"},
        "moves": {"10S": "Cara"},
        "turn": "Cara",
    }
    whole = replay(log)
    # Lenient, as the analyzer runs it: the invalid ask is an error until the correction voids it.
    live = LiveReplay(log.with_events(()), lenient=True)
    live.append(log.events[0])
    assert len(live.errors) == 1
    for event in log.events[1:]:
        live.append(event)
    assert not live.errors
    assert live.replay(log) == whole
    assert live.notes == whole.notes
    # The incremental analyzer starts over after a correction and agrees with a fresh one.
    seat = seat_perspective(log.table.player("Asha"))
    grown = Analyzer(log.with_events(log.events[:3]))
    grown.view(seat, 3)
    grown.extend(log.events[3:])
    end = len(log.events)
    assert grown.view(seat, end) == Analyzer(log).view(seat, end)


def _hide_cards(log: GameLog, rng: random.Random, count: int) -> GameLog:
    """``log`` with ``count`` of its "yes" answers turned into a hidden card found at once:
    "no", then the table's correction (the target held it, hands it over, the asker goes on);
    and, before ``count`` other asks, an invalid ask of a teammate with a random answer, voided
    by the table (so whatever it says is false, and nothing may be deduced from it)."""
    asks = [i for i, e in enumerate(log.events) if isinstance(e, Ask)]
    yeses = [i for i in asks if log.events[i].answer]  # type: ignore[union-attr]
    chosen = set(rng.sample(yeses, min(count, len(yeses))))
    invalid = set(rng.sample([i for i in asks if i not in chosen], count))
    events: list[Ask | Claim | Correction | object] = []
    for i, event in enumerate(log.events):
        if i in invalid and isinstance(event, Ask):
            mate = next(p for p in log.table.teammates(event.asker))
            events.append(Ask(event.asker, mate, event.card, rng.random() < 0.5))
            events.append(Correction(void=True))
        if i in chosen and isinstance(event, Ask):
            events.append(replace(event, answer=False, source=None))
            events.append(
                Correction(
                    held=((event.target, event.card),),
                    moves=((event.card, event.asker),),
                    turn=event.asker,
                )
            )
        else:
            events.append(event)
    return log.with_events(tuple(events))  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [7101, 7102, 7103])
def test_hidden_cards_in_simulated_games_keep_the_analysis_sound(seed: int) -> None:
    """Every fact proved from every seat at every event is true in the real deal."""
    spec = Spec(seed, 6, "standard", small_deck(3), ("tracker", "random"))
    log = _hide_cards(spec.log(), random.Random(seed), 3)
    assert sum(isinstance(e, Correction) for e in log.events) == 6
    assert len(replay(log).notes) >= 9  # legal: each voided ask broke a rule, each fix a note
    assert first_misfit(log, deal_of(log)) is None
    audit = audit_log(log, [seat_perspective(p) for p in log.table.players])
    assert audit.counterexamples == []
    assert audit.views == 6 * (len(log.events) + 1)


# -- item 4: the designated claimer ----------------------------------------------------------------

# Ben and Eli share 3C-7C and 2D; after Asha's wrong claim of low clubs Ben holds 2D or nothing.
KNOWN = {"Asha": "2C 9C 10C", "Cara": "JC QC KC", "Dev": "AC 3D 4D", "Fay": "5D 6D 7D"}
WRONG_LC = "Asha claims LC: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: wrong\n"


def test_a_designated_claimer_holds_a_card() -> None:
    """Dev designates Ben (any-time): Ben must still hold a card, and only 2D is left to him."""
    claim = "Ben claims HC for Dev: Ben 9C 10C JC, Dev QC KC AC: wrong\n"
    log = small(SIX + "rules: any-time\n" + WRONG_LC + claim, KNOWN)
    assert log.events[1].designator == log.table.player("Dev")  # type: ignore[union-attr]
    assert brute_holders(log, 2)["2D"] == {"Ben"}
    players = tuple(log.hands)
    view = Analyzer(log).view(Perspective("four", players, players), 2)
    assert {c.card: set(c.holders) for c in view.cards if c.in_play}["2D"] == {"Ben"}
    # Dev claiming himself proves nothing about Ben.
    own = small(
        SIX
        + "rules: any-time\n"
        + WRONG_LC
        + claim.replace("Ben claims HC for Dev", "Dev claims HC"),
        KNOWN,
    )
    assert brute_holders(own, 2)["2D"] == {"Ben", "Eli"}


def test_the_claim_is_the_designators_turn_and_timing() -> None:
    text = (
        SIX + "Asha asks Ben for 9C: yes\nCara claims LD for Asha: Cara 2D 3D 4D 5D 6D 7D: right\n"
    )
    rep = replay(parse_log(text))
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Asha"  # the turn stays with the designator
    # Under the standard rule the designator must be on turn.
    with pytest.raises(RuleError, match=r"it is Asha's turn.*Eli may claim only on their own turn"):
        replay(parse_log(text.replace("for Asha", "for Eli")))


@pytest.mark.parametrize(
    ("claim", "column", "message"),
    [
        ("Cara claims LD for Ben", 20, "Ben is not on Cara's team"),
        ("Asha claims LD for Asha", 20, "Asha cannot designate themself"),
    ],
)
def test_designations_of_no_teammate_are_refused(claim: str, column: int, message: str) -> None:
    with pytest.raises(RuleError) as info:
        replay(parse_log(SIX + claim + ": Cara 2D 3D 4D 5D 6D 7D: right\n"))
    assert message in info.value.message
    assert info.value.location is not None
    assert info.value.location.column == column


def test_nobody_is_designated_in_the_portuguese_end_game() -> None:
    """A simulated game (seed 6) in which team B has no cards before Asha's claim at event 283,
    on her turn; given to Eli on Asha's designation it stands under S-ES's rules and is refused
    under S-PT's end-game ("sem consulta")."""
    log = simulate_game(6, 6, RuleSet(any_time=True, end_game=True), ("random", "random"))
    k = 282
    event = log.events[k]
    assert isinstance(event, Claim)
    assert event.claimer.name == "Asha"
    asha, eli = log.table.player("Asha"), log.table.player("Eli")
    assert replay(log).states[k].turn == asha
    mutant = log.with_events((*log.events[:k], replace(event, claimer=eli, designator=asha)))
    free = parse_log(write_log(replace(mutant, rules=replace(log.rules, end_game=False))))
    assert replay(free).final.over
    limited = parse_log(write_log(mutant))
    with pytest.raises(RuleError, match="without consulting") as info:
        replay(limited)
    assert info.value.location is not None
    assert "Eli claims" in info.value.location.text
    assert "for Asha" in info.value.location.text


def test_a_designated_claimer_without_cards_is_refused() -> None:
    text = (
        SIX
        + "rules: any-time\n"
        + "hand Eli: 2C 3C 4C 5C 6C 7C 2D 3D\n"
        + "Eli claims LC: Eli 2C 3C 4C 5C 6C 7C: right\n"
        + "Eli claims LD: Eli 2D 3D, Cara 4D 5D 6D 7D: right\n"
        + "Eli claims HD for Cara: Cara 9D 10D JD QD KD AD: right\n"
    )
    with pytest.raises(RuleError, match="Eli has no cards; only a teammate with cards claims"):
        replay(parse_log(text))


def test_designation_reads_and_writes() -> None:
    text = (
        SIX
        + "Asha asks Ben for 9C: yes\n"
        + "Cara claims low diamonds for Asha: Cara 2D 3D 4D 5D 6D 7D: right\n"
    )
    log = parse_log(text)
    assert "Cara claims low diamonds for Asha: Cara 2D 3D 4D 5D 6D 7D: right" in write_log(log)
    doc = log_to_dict(log)
    assert doc["events"][1]["for"] == "Asha"
    assert load_log(json.dumps(doc)) == log
    with pytest.raises(NotationError, match="after 'for'"):
        parse_log(SIX + "Cara claims LD for: Cara 2D 3D 4D 5D 6D 7D: right\n")
    with pytest.raises(NotationError, match="Zed"):
        parse_log(SIX + "Cara claims LD for Zed: Cara 2D 3D 4D 5D 6D 7D: right\n")


# -- item 7: the redeal ----------------------------------------------------------------------------


def test_a_redeal_is_recorded_and_changes_nothing(tmp_path: Path) -> None:
    body = "hand Asha: 2D 3D 4D 5D 7D QS KS AS\ndealer: Ben\nBen asks Asha for 9S: no\n"
    with_redeal = SIX + "redeal: 7D exposed by Ben\nredeal: QH\n" + body
    log = parse_log(with_redeal)
    assert [str(r) for r in log.redeals] == ["7D exposed by Ben", "QH exposed"]
    assert write_log(parse_log(write_log(log))) == write_log(log)
    assert load_log(json.dumps(log_to_dict(log))) == log
    seat = seat_perspective(log.table.player("Asha"))
    plain = parse_log(SIX + body)
    assert Analyzer(log).view(seat, 1) == Analyzer(plain).view(seat, 1)
    path = tmp_path / "redeal.fish"
    path.write_text(with_redeal)
    assert check_file(path).redeals == ["7D exposed by Ben", "QH exposed"]
    for bad, message in [
        ("redeal: 7X", "7X"),
        ("redeal: 7D exposed by", "after 'by'"),
        ("redeal: 7D by Zed", "Zed"),
        ("redeal: 7D 7D", "listed twice"),
        ("redeal: 7D exposed sadly", "expected 'redeal: CARD exposed by NAME'"),
    ]:
        with pytest.raises(NotationError, match=message) as info:
            parse_log(SIX + bad + "\n")
        assert info.value.location is not None
        assert info.value.location.line == 2
    with pytest.raises(NotationError, match="headers come before the first event"):
        parse_log(SIX + "Ben asks Cara for 9C: no\nredeal: 7D\n")


# -- typing a game: one event line at a time -------------------------------------------------------


def test_a_refused_event_leaves_the_live_replay_as_it_was() -> None:
    log = parse_log(SIX + "hand Asha: 2D 3D 4D 5D 7D QS KS AS\nBen asks Cara for 9C: no\n")
    live = LiveReplay(log)
    bad = [
        parse_event(log, "Cara asks Asha for 9H: no", 4),  # a teammate
        parse_event(log, "Cara asks Ben for 2D: yes", 4),  # 2D is Asha's
        parse_event(log, "Dev asks Ben for 9H: no", 4),  # not Dev's turn
    ]
    for event in bad:
        with pytest.raises((RuleError, InconsistentLog)):
            live.append(event)
    good = parse_event(log, "Cara asks Dev for 9C: no  # a comment", 4)
    live.append(good)
    grown = log.with_events((*log.events, good))
    assert live.replay(grown) == replay(grown)


def test_an_event_line_is_read_with_the_logs_names_and_deck() -> None:
    log = parse_log(SIX + "deck: no-sevens\nBen asks Cara for 9C: no\n")
    event = parse_event(log, "cara asks dev for 8d: yes", 5, "game.fish")
    assert isinstance(event, Ask)
    assert (event.target.name, str(event.card), event.answer) == ("Dev", "8D", True)
    for text, message in [
        ("Cara asks Dev for 7D: no", "7D"),  # no sevens in this deck
        ("Cara asks Zed for 9D: no", "Zed"),
        ("players: A B C D E F", "headers come before the first event"),
        ("   ", "expected an event"),
    ]:
        with pytest.raises(NotationError, match=message) as info:
            parse_event(log, text, 5, "game.fish")
        assert info.value.location is not None
        assert (info.value.location.line, info.value.location.path) == (5, "game.fish")


@pytest.mark.parametrize(
    ("seed", "words", "bots"),
    [
        (7201, "", ("tracker", "random")),
        (7202, "annul end-game", ("tracker", "careless")),
        (
            7203,
            "split-claims",
            ("random", "tracker"),
        ),  # (any-time: they claim themselves)
        (7204, "canadian", "random"),
    ],
)
def test_the_simulator_designates_and_the_analysis_stays_sound(
    seed: int, words: str, bots: str | tuple[str, str]
) -> None:
    """Simulated with designations (the player on turn designates a teammate who would claim):
    every game is legal, the truth accepts its deal, and nothing proved from any seat is false."""
    rules = replace(RuleSet.parse(words.split()), deck=small_deck(3))
    if rules.preset:  # a preset names the full deck's table; the small deck keeps its options
        rules = replace(rules, preset=None)
    log = simulate_game(seed, 6, rules, bots, designate=True)
    designated = [e for e in log.events if isinstance(e, Claim) and e.designator is not None]
    assert designated
    assert all(e.designator.team == e.claimer.team for e in designated)  # type: ignore[union-attr]
    # Each designated claim reads back from its canonical line (the small deck's cards are cards
    # of the standard deck).
    table_only = parse_log(f"players: {' '.join(log.table.names)}\n")
    for event in designated:
        assert parse_event(table_only, format_event(event), 1) == event
    replay(log)
    assert first_misfit(log, deal_of(log)) is None
    audit = audit_log(log, [seat_perspective(p) for p in log.table.players])
    assert audit.counterexamples == []
