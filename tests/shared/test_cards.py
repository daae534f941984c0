"""Cards, half-suits and decks."""

from __future__ import annotations

import pytest

from fishsolve import (
    DECKS,
    JOKERS,
    NO_SEVENS,
    STANDARD,
    Card,
    NotationError,
    Rank,
    Suit,
    parse_card,
)
from fishsolve.cards import is_card_token


@pytest.mark.parametrize(
    ("token", "code"),
    [
        ("10H", "10H"),
        ("TH", "10H"),
        ("th", "10H"),
        ("10h", "10H"),
        ("10♥", "10H"),
        ("t♡", "10H"),
        ("Q♠", "QS"),
        ("qs", "QS"),
        ("q♤", "QS"),
        ("2c", "2C"),
        ("A♦", "AD"),
        ("a♢", "AD"),
        ("K♣", "KC"),
        ("  7d ", "7D"),
        ("BJ", "BJ"),
        ("rj", "RJ"),
        ("8s", "8S"),
    ],
)
def test_card_spellings(token: str, code: str) -> None:
    assert parse_card(token).code == code


@pytest.mark.parametrize(
    "token", ["1H", "11H", "10", "H", "QX", "QSS", "", "J", "joker", "\u212aC", "Qſ", "１０H"]
)
def test_not_cards(token: str) -> None:
    with pytest.raises(NotationError, match=r"is not a card; write e\.g\. 10H, TH, QS or 6♦"):
        parse_card(token)


def test_card_values_and_order() -> None:
    ten = parse_card("10H")
    assert (ten.rank, ten.suit) == (Rank.TEN, Suit.HEARTS)
    assert str(ten) == "10H"
    assert repr(ten) == "Card('10H')"
    assert parse_card("RJ").suit is None
    assert sorted(map(parse_card, ["AS", "2C", "RJ", "10D", "9D"])) == list(
        map(parse_card, ["2C", "9D", "10D", "AS", "RJ"])
    )
    with pytest.raises(ValueError, match="jokers have no suit"):
        Card(Rank.BLACK_JOKER, Suit.CLUBS)
    with pytest.raises(ValueError, match="jokers have no suit"):
        Card(Rank.TWO, None)


def test_is_card_token() -> None:
    assert [is_card_token(t) for t in ("as", "Asha", "ts", "Tom", "bj")] == [
        True,
        False,
        True,
        False,
        True,
    ]


def test_standard_deck() -> None:
    assert len(STANDARD) == 48
    assert len(STANDARD.half_suits) == 8
    assert [hs.code for hs in STANDARD.half_suits] == [
        "LC",
        "HC",
        "LD",
        "HD",
        "LH",
        "HH",
        "LS",
        "HS",
    ]
    low_d = STANDARD.half_suit("low-diamonds")
    assert [c.code for c in low_d.cards] == ["2D", "3D", "4D", "5D", "6D", "7D"]
    # Q♠ and A♠ share a half-suit; Q♠ and 7♠ do not.
    qs, as_, s7 = parse_card("QS"), parse_card("AS"), parse_card("7S")
    assert STANDARD.half_suit_of(qs) == STANDARD.half_suit_of(as_)
    assert STANDARD.half_suit_of(qs) != STANDARD.half_suit_of(s7)
    assert STANDARD.cards[0].code == "2C"
    assert STANDARD.index[parse_card("AS")] == 47
    assert parse_card("8H") not in STANDARD


def test_deck_rejects_foreign_cards() -> None:
    with pytest.raises(NotationError, match=r"^8H is not in the standard 48-card deck \(no 8s\)$"):
        STANDARD.card("8h")
    with pytest.raises(NotationError, match="7C is not in the 48-card deck without 7s"):
        NO_SEVENS.card("7C")
    with pytest.raises(NotationError, match="no half-suit 'eights'"):
        STANDARD.half_suit("eights")


def test_other_decks() -> None:
    assert [c.code for c in NO_SEVENS.half_suit("low-hearts").cards] == [
        "2H",
        "3H",
        "4H",
        "5H",
        "6H",
        "8H",
    ]
    assert len(JOKERS) == 54
    eights = JOKERS.half_suit_of(parse_card("BJ"))
    assert (eights.key, eights.code) == ("eights", "8J")
    assert [c.code for c in eights.cards] == ["8C", "8D", "8H", "8S", "BJ", "RJ"]
    assert set(DECKS) == {"standard", "no-sevens", "jokers"}


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("low diamonds", "low-diamonds"),
        ("LD", "low-diamonds"),
        ("ld", "low-diamonds"),
        ("low-diamonds", "low-diamonds"),
        ("Low_Diamonds", "low-diamonds"),
        ("low diamond", "low-diamonds"),
        ("lo d", "low-diamonds"),
        ("low ♦", "low-diamonds"),
        ("high spades", "high-spades"),
        ("HS", "high-spades"),
        ("high ♠", "high-spades"),
        ("hi clubs", "high-clubs"),
        ("h♥", "high-hearts"),
    ],
)
def test_half_suit_spellings(text: str, key: str) -> None:
    assert STANDARD.parse_half_suit(text).key == key


@pytest.mark.parametrize("text", ["diamonds", "low", "middle diamonds", "LX", "eights", "L D D"])
def test_not_half_suits(text: str) -> None:
    with pytest.raises(NotationError, match=r"is not a half-suit; write e\.g\. 'low diamonds'"):
        STANDARD.parse_half_suit(text)


def test_eights_only_in_the_joker_deck() -> None:
    for name in ("eights", "8s", "eights & jokers", "jokers"):
        assert JOKERS.parse_half_suit(name).key == "eights"
    assert JOKERS.parse_half_suit("LD").key == "low-diamonds"


# Issue 30, round 2, item D: a misspelt half-suit names the nearest one.
@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("low harts", "low hearts"),
        ("lowharts", "low hearts"),
        ("hi spdes", "high spades"),
        ("hihg clubs", "high clubs"),
        ("Low Dimonds", "low diamonds"),
    ],
)
def test_a_misspelt_half_suit_gets_a_did_you_mean(text: str, near: str) -> None:
    with pytest.raises(NotationError) as info:
        STANDARD.parse_half_suit(text)
    assert info.value.message == f"{text!r} is not a half-suit; did you mean {near!r}?"


def test_a_misspelt_half_suit_of_the_joker_deck_may_be_the_eights() -> None:
    with pytest.raises(NotationError, match="did you mean 'eights'"):
        JOKERS.parse_half_suit("eigths")
