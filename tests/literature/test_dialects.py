"""The Literature dialects of the rule sheets (issue 15): one log per rule, accepted where the sheet
allows it and rejected at the right line where it forbids it, and the deduction each rule adds
checked against the brute force of ``tests/bruteforce.py``."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from bruteforce import possible_holders, small_deck
from rich.console import Console

from fishsolve import (
    Analyzer,
    Claim,
    GameLog,
    Perspective,
    RuleSet,
    dump_log,
    format_event,
    parse_log,
    replay,
    write_log,
)
from fishsolve.errors import NotationError, RuleError
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.truth import deal_of, first_misfit
from fishsolve.literature.notation.jsonform import load_log
from fishsolve.literature.render.check import check_summary
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate as simulate_game
from fishsolve.seating import Team

SIX = "players: Asha Ben Cara Dev Eli Fay\n"
EIGHT = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana"]
# Asha empties her hand with two right claims, then hands the turn to Cara.
ASHA_EMPTIES = (
    "hand Asha: 2C 3C 4C 5C 6C 7C 2D 3D\n"
    "Asha claims LC: Asha 2C 3C 4C 5C 6C 7C: right\n"
    "Asha claims LD: Asha 2D 3D, Cara 4D 5D 6D 7D: right\n"
    "Asha passes to Cara\n"
)


def fails(text: str) -> RuleError:
    with pytest.raises(RuleError) as info:
        replay(parse_log(text))
    return info.value


# -- item 1: an empty hand never claims (S-ES Jugabilidad 8) --------------------------------------


@pytest.mark.parametrize("rules", ["any-time", "annul any-time", "annul"])
def test_an_empty_handed_player_may_not_claim_off_turn(rules: str) -> None:
    text = SIX + f"rules: {rules}\n" + ASHA_EMPTIES
    ok = replay(parse_log(text))
    assert ok.final.hand_sizes[0].exact == 0
    late = text + "Asha claims HD: Cara 9D 10D JD QD KD AD: wrong\n"
    err = fails(late)
    assert err.location is not None
    assert err.location.line == 7
    assert err.message.startswith("Asha has no cards; a player without cards takes no more part")
    # Cara, on turn with cards, may claim the same set.
    replay(parse_log(text + "Cara claims HD: Cara 9D 10D JD QD KD AD: wrong\n"))


# A small deck (LC HC LD, 3 cards each): Ben and Eli share 3C 4C 5C 6C 7C 2D unseen.
SMALL_HANDS = {"Asha": "2C 9C 10C", "Cara": "JC QC KC", "Dev": "AC 3D 4D", "Fay": "5D 6D 7D"}


def small_log(text: str, hands: dict[str, str] | None = None) -> GameLog:
    log = parse_log(text)
    deck = small_deck(3)
    dealt = {
        log.table.player(name): frozenset(deck.card(c) for c in cards.split())
        for name, cards in (hands or {}).items()
    }
    return replace(log, rules=replace(log.rules, deck=deck), hands=dealt)


def test_an_off_turn_claim_proves_the_claimer_holds_a_card() -> None:
    """Asha's wrong claim of LC takes Ben's clubs away; Ben then claims HC off turn, so he must
    still hold a card, and the only one he can hold is 2D (by hand: Ben's three cards come from
    3C-7C and 2D, and he may not be left with none)."""
    text = (
        SIX
        + "rules: any-time\n"
        + "Asha claims LC: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: wrong\n"
        + "Ben claims HC: Ben 9C 10C JC, Dev QC KC AC: wrong\n"
    )
    log = small_log(text)
    known_log = small_log(text, SMALL_HANDS)
    known = {p: known_log.hands[p] for p in known_log.hands}
    holders = possible_holders(log, known, 2)
    two_d = small_deck(3).card("2D")
    assert {p.name for p in holders[two_d]} == {"Ben"}
    # The deduction agrees with the brute force.
    analyzer = Analyzer(known_log)
    players = tuple(known)
    view = analyzer.view(Perspective("four", players, players), 2)
    got = {c.card: set(c.holders) for c in view.cards if c.in_play}
    assert got == {c.code: {p.name for p in s} for c, s in holders.items()}
    # The truth rejects a deal that leaves Ben empty at his claim.
    full = small_log(text, {**SMALL_HANDS, "Ben": "5C 6C 7C", "Eli": "3C 4C 2D"})
    misfit = first_misfit(full, deal_of(full))
    assert misfit is not None
    assert misfit.event == 2
    assert "Ben has no cards" in misfit.reason


# -- item 2: S-PT's end-game is a rule option -----------------------------------------------------


def end_game_mutant(rules: RuleSet) -> str:
    """A simulated game (seed 6, any-time) in which team B runs out of cards before Asha's claim
    at event 283, with that claim given to Eli, her teammate with cards, off turn."""
    log = simulate_game(6, 6, RuleSet(any_time=True, end_game=True), ("random", "random"))
    k = 282
    event = log.events[k]
    assert isinstance(event, Claim)
    assert event.claimer.name == "Asha"
    state = replay(log).states[k]
    assert all(state.hand_size(p).hi == 0 for p in log.table.members(Team(1)))
    eli = log.table.player("Eli")
    assert state.hand_size(eli).lo > 0
    mutant = log.with_events((*log.events[:k], replace(event, claimer=eli)))
    return write_log(replace(mutant, rules=replace(rules, deck=log.rules.deck)))


def test_without_the_end_game_teammates_with_cards_claim_to_the_end() -> None:
    # S-ES/S-DE: any-time alone lets Eli claim off turn after team B is out of cards.
    text = end_game_mutant(RuleSet(any_time=True))
    log = parse_log(text)
    assert not log.rules.end_game
    assert replay(log).final.over
    # S-PT's end-game forbids it, at the claim's line.
    limited = parse_log(end_game_mutant(RuleSet(any_time=True, end_game=True)))
    assert limited.rules.tokens() == ("any-time", "end-game")
    err = fails(write_log(limited))
    claim_line = next(
        i for i, line in enumerate(write_log(limited).splitlines(), 1) if "Eli claims" in line
    )
    assert err.location is not None
    assert err.location.line == claim_line
    assert "Asha, on turn, makes every remaining claim alone; Eli may not claim" in err.message


def test_the_end_game_option_is_read_and_written() -> None:
    log = parse_log(SIX + "rules: annul endgame\nAsha asks Ben for 9C: no\n")
    assert log.rules == RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, end_game=True)
    assert "rules: annul end-game" in write_log(log)
    assert parse_log(write_log(log)) == log
    assert load_log(dump_log(log)).rules == log.rules


# -- item 3: the active player who empties their hand in S-PT's end-game --------------------------

# Team B claims its four sets and runs out of cards; Fay hands the turn to Asha; Asha's second
# claim empties her hand with low and high spades still to claim (Cara and Eli hold them).
EMPTIED_IN_END_GAME = (
    "start: Ben\n"
    "Ben claims LC: Ben 2C 3C 4C 5C 6C 7C: right\n"
    "Ben claims HC: Ben 9C 10C, Dev JC QC KC AC: right\n"
    "Ben passes to Dev\n"
    "Dev claims LD: Dev 2D 3D 4D 5D, Fay 6D 7D: right\n"
    "Dev passes to Fay\n"
    "Fay claims HD: Fay 9D 10D JD QD KD AD: right\n"
    "Fay passes to Asha\n"
    "Asha claims LH: Asha 2H 3H 4H 5H 6H 7H: right\n"
    "Asha claims HH: Asha 9H 10H, Cara JH QH KH AH: right\n"
)
EMPTY_CLAIMS = (
    "Asha claims LS: Cara 2S 3S 4S 5S, Eli 6S 7S: right\n"
    "Asha claims HS: Eli 9S 10S JS QS KS AS: right\n"
)
PASS_FIRST = (
    "Asha passes to Eli\n"
    "Eli claims LS: Cara 2S 3S 4S 5S, Eli 6S 7S: right\n"
    "Eli claims HS: Eli 9S 10S JS QS KS AS: right\n"
)


def test_the_default_reading_hands_the_turn_to_a_teammate_first() -> None:
    head = SIX + "rules: annul end-game\n" + EMPTIED_IN_END_GAME
    assert replay(parse_log(head + PASS_FIRST)).final.over
    err = fails(head + EMPTY_CLAIMS)
    assert err.location is not None
    assert err.location.line == 13
    assert err.message.startswith("Asha has no cards and must pass the turn to a teammate (Cara")


def test_the_literal_reading_lets_the_active_player_claim_on() -> None:
    head = SIX + "rules: annul end-game empty-claimer\n" + EMPTIED_IN_END_GAME
    final = replay(parse_log(head + EMPTY_CLAIMS)).final
    assert final.over
    assert final.score == (4, 4)
    # Passing first stays legal: the option reads the sheet, it does not forbid the other reading.
    assert replay(parse_log(head + PASS_FIRST)).final.over
    # Before the end-game an empty hand still passes first, literal reading or not.
    early = (
        SIX
        + "rules: annul end-game empty-claimer\n"
        + ASHA_EMPTIES.replace("Asha passes to Cara\n", "")
        + "Asha claims HD: Cara 9D 10D JD QD KD AD: wrong\n"
    )
    assert fails(early).message.startswith("Asha has no cards and must pass the turn")


def test_the_literal_reading_needs_the_end_game() -> None:
    with pytest.raises(NotationError, match="'empty-claimer' reads S-PT's end-game"):
        parse_log(SIX + "rules: annul empty-claimer\n")
    log = parse_log(SIX + "rules: end-game literal-end-game\n")
    assert log.rules.tokens() == ("end-game", "empty-claimer")


def test_the_simulator_plays_the_literal_reading() -> None:
    """Seed 7 at eight seats: Fay empties her hand in the end-game and claims on (found by
    simulating 240 games; the random bot claims its own sets first under this option)."""
    rules = RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, end_game=True, empty_claimer=True)
    log = simulate_game(7, 8, rules, "random")
    states = replay(log).states
    empty = [
        k
        for k, e in enumerate(log.events)
        if isinstance(e, Claim) and states[k].hand_size(e.claimer).hi == 0
    ]
    assert empty
    k = empty[0]
    text = write_log(replace(log, rules=replace(rules, empty_claimer=False)))
    err = fails(text)
    assert err.location is not None
    assert text.splitlines()[err.location.line - 1] == format_event(log.events[k])
    assert "must pass the turn" in err.message


# -- item 6: the dealer asks first (S-PT §02) -----------------------------------------------------


def test_the_dealer_asks_first() -> None:
    text = SIX + "rules: annul end-game\ndealer: Ben\n\nBen asks Asha for 9C: no\n"
    log = parse_log(text)
    assert log.dealer is not None
    assert log.dealer.name == "Ben"
    assert log.start == log.dealer
    assert write_log(log) == text
    assert parse_log(write_log(log)) == log
    back = load_log(dump_log(log))
    assert back == log
    assert back.dealer == log.dealer
    err = fails(SIX + "dealer: Ben\n\nAsha asks Ben for 9C: no\n")
    assert err.location is not None
    assert err.location.line == 4
    assert err.message == (
        "it is Ben's turn, not Asha's; 'dealer: Ben' on line 2: the dealer asks first"
    )


def test_dealer_and_start_must_agree() -> None:
    same = parse_log(SIX + "start: Ben\ndealer: Ben\n")
    assert same.start == same.dealer
    assert "start:" not in write_log(same)
    with pytest.raises(NotationError, match="the dealer asks first") as info:
        parse_log(SIX + "start: Cara\ndealer: Ben\n")
    assert info.value.location is not None
    assert info.value.location.line == 3
    data = json.loads(dump_log(same))
    assert data["dealer"] == "Ben"
    data["start"] = "Cara"
    with pytest.raises(NotationError, match="dealer: the dealer asks first"):
        load_log(json.dumps(data))
    with pytest.raises(NotationError, match="expected the name of the player who dealt"):
        parse_log(SIX + "dealer: Ben Cara\n")


# -- item 9: presets ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "players", "expanded"),
    [
        ("canadian", 6, ("standard", "first-to-5")),
        ("russian", 8, ("standard", "first-to-5")),
        ("portuguese", 6, ("annul", "end-game")),
    ],
)
def test_presets_stand_for_their_sheets_options(
    word: str, players: int, expanded: tuple[str, ...]
) -> None:
    names = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana"][:players]
    text = f"players: {' '.join(names)}\nrules: {word}\n\nAsha asks Ben for 9C: no\n"
    log = parse_log(text)
    assert log.rules.preset == word
    assert log.rules.expanded() == expanded
    assert log.rules == replace(RuleSet.parse(list(expanded)), preset=word)
    assert write_log(log) == text
    assert load_log(dump_log(log)) == log
    other = 8 if players == 6 else 6
    wrong = "players: " + " ".join(EIGHT[:other]) + "\n"
    with pytest.raises(NotationError, match=f"'{word}' is the {players}-player game") as info:
        parse_log(wrong + f"rules: {word}\n")
    assert info.value.location is not None
    assert info.value.location.line == 2
    # The simulator plays it to the end, and the replay accepts the game.
    game = simulate_game(3, players, log.rules, "careless")
    assert replay(game).final.over
    assert load_log(dump_log(game)).rules == log.rules


def test_presets_with_more_options_and_conflicts() -> None:
    log = parse_log(SIX + "rules: any-time Portuguese empty-claimer\n")
    assert log.rules.tokens() == ("portuguese", "any-time", "empty-claimer")
    assert log.rules.expanded() == ("annul", "any-time", "end-game", "empty-claimer")
    assert "rules: portuguese any-time empty-claimer" in write_log(log)
    with pytest.raises(NotationError, match="'annul' and 'standard' exclude each other"):
        parse_log(SIX + "rules: portuguese standard\n")
    with pytest.raises(NotationError, match="presets 'canadian' and 'portuguese' exclude"):
        parse_log(SIX + "rules: canadian portuguese\n")


def test_canadian_ends_at_five_sets_and_portuguese_has_the_end_game() -> None:
    claims = [
        "Asha claims LC: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: right",
        "Asha claims HC: Asha 9C 10C, Cara JC QC, Eli KC AC: right",
        "Asha claims LD: Asha 2D 3D, Cara 4D 5D, Eli 6D 7D: right",
        "Asha asks Ben for 2H: no",
        "Ben claims LH: Ben 2H 3H 4H, Dev 5H 6H 7H: wrong",
        "Ben claims HH: Ben 9H 10H JH, Dev QH KH AH: wrong",
    ]
    text = SIX + "rules: canadian\n" + "\n".join(claims) + "\n"
    assert replay(parse_log(text)).final.over
    err = fails(text + "Ben claims LS: Ben 2S 3S 4S, Dev 5S 6S 7S: right\n")
    assert "team A reached 5 sets on event 6 (first-to-5)" in err.message
    assert not replay(parse_log(text.replace("canadian", "standard"))).final.over
    # Under portuguese, once team B is out of cards Asha claims alone; under annul alone Cara's
    # claim off turn is out of turn (annulled, never won) but allowed.
    cara = "Cara claims LH: Asha 2H 3H 4H 5H 6H 7H: annulled\n"
    head = EMPTIED_IN_END_GAME.split("Asha claims LH")[0]
    err = fails(SIX + "rules: portuguese\n" + head + cara)
    assert err.location is not None
    assert err.location.line == 11
    assert "Asha, on turn, makes every remaining claim alone; Cara may not claim" in err.message
    assert replay(parse_log(SIX + "rules: annul\n" + head + cara)).final.score == (0, 4)


def test_check_spells_out_a_preset(tmp_path: Path) -> None:
    path = tmp_path / "pt.fish"
    header = SIX + "rules: portuguese empty-claimer\ndealer: Ben\n"
    path.write_text(header + "\nBen asks Asha for 9C: no\n")
    report = check_file(path)
    assert report.ok
    assert report.preset == "portuguese"
    assert report.rules == ["annul", "end-game", "empty-claimer"]
    assert report.to_dict()["preset"] == "portuguese"
    console = Console(width=100, record=True)
    console.print(check_summary(report))
    assert "portuguese preset, in force: annul, end-game, empty-claimer" in console.export_text()
    # Without a preset the JSON keeps its old shape.
    path.write_text(SIX + "rules: annul\n\nBen asks Asha for 9C: no\n")
    assert "preset" not in check_file(path).to_dict()
