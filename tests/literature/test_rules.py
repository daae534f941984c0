"""Rule options."""

from __future__ import annotations

import pytest

from fishsolve import JOKERS, NO_SEVENS, STANDARD, NotationError, RuleSet


def test_defaults() -> None:
    rules = RuleSet.parse([])
    assert rules == RuleSet()
    assert rules.tokens() == ()
    assert rules.hand_size(6) == 8
    assert rules.hand_size(8) == 6
    assert rules.to_dict() == {
        "claim-outcomes": "standard",
        "split-claims": False,
        "any-time": False,
        "bluff": False,
        "first-to-5": False,
        "pass-turn": False,
        "end-game": False,
        "empty-claimer": False,
        "deck": "standard",
        "cosmetic": [],
        "preset": None,
    }


def test_every_option_and_alias() -> None:
    rules = RuleSet.parse(
        ["Annulled", "split", "ANYTIME", "bluffs", "first_to_five", "pass-the-turn", "silent"]
    )
    assert rules.claim_outcomes == "annul"
    assert (rules.split_claims, rules.any_time, rules.bluff) == (True, True, True)
    assert (rules.first_to_5, rules.pass_turn) == (True, True)
    assert rules.cosmetic == ("silent",)
    assert rules.tokens() == (
        "annul",
        "split-claims",
        "any-time",
        "bluff",
        "first-to-5",
        "pass-turn",
        "silent",
    )
    # The canonical words read back to the same rules.
    assert RuleSet.parse(list(rules.tokens())) == rules


def test_repeats_and_compatible_words() -> None:
    assert RuleSet.parse(["annul", "annul", "timed", "timed"]).tokens() == ("annul", "timed")
    assert RuleSet.parse(["standard", "own-turn", "own-turn"]) == RuleSet()


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (["standard", "annul"], "rules 'standard' and 'annul' exclude each other"),
        (["annul", "standard"], "rules 'annul' and 'standard' exclude each other"),
        (["any-time", "own-turn"], "rules 'own-turn' and 'any-time' exclude each other"),
        (["own-turn", "any-time"], "rules 'own-turn' and 'any-time' exclude each other"),
        (["fast"], "unknown rule 'fast'; known rules: annul, any-time, bluff"),
        (["go-fish"], "rule 'go-fish' is not supported yet (Go Fish needs a stock and draws)"),
        (["authors"], "rule 'authors' is not supported yet"),
        (["simplified"], "rule 'simplified' is not supported yet"),
    ],
)
def test_bad_rules(words: list[str], message: str) -> None:
    with pytest.raises(NotationError) as info:
        RuleSet.parse(words)
    assert info.value.message.startswith(message)


def test_decks() -> None:
    assert RuleSet.parse_deck("standard") is STANDARD
    assert RuleSet.parse_deck("48") is STANDARD
    assert RuleSet.parse_deck(" No-Sevens ") is NO_SEVENS
    assert RuleSet.parse_deck("no-7s") is NO_SEVENS
    assert RuleSet.parse_deck("54") is JOKERS
    with pytest.raises(NotationError, match="unknown deck 'tarot'; known decks: standard"):
        RuleSet.parse_deck("tarot")
    jokers = RuleSet(deck=JOKERS)
    assert jokers.hand_size(6) == 9
    with pytest.raises(NotationError, match="cannot be dealt evenly to 8 players"):
        jokers.hand_size(8)
