"""Literature's half-suits and the decks it is played with.

A :class:`Deck` is data: an ordered tuple of :class:`HalfSuit` values, each holding six
:class:`~fishsolve.cards.Card` values. The standard 48-card deck (no 8s) is :data:`STANDARD`;
the variants of the rules reference are :data:`NO_SEVENS` (the 7s removed instead of the 8s, so
the 8s join the low half) and :data:`JOKERS` (54 cards: the four 8s and two jokers form a ninth
set).

>>> STANDARD.parse_half_suit("low-diamonds").name
'low diamonds'
>>> STANDARD.parse_half_suit("HS").key
'high-spades'
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import cached_property

from fishsolve.cards import SYMBOL_LETTERS, Card, Rank, Suit, parse_card
from fishsolve.errors import NotationError, quote


@dataclass(frozen=True, slots=True, eq=False)
class HalfSuit:
    """A set of six cards that is claimed as a whole, e.g. low diamonds."""

    key: str
    """Slug used in JSON: 'low-diamonds'."""
    name: str
    """Name used in the notation and in reports: 'low diamonds'."""
    code: str
    """Two-letter code: 'LD'."""
    cards: tuple[Card, ...]
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Half-suits key the settled sets of every position: hashing the four fields (six card
        # hashes, each a Python call) on every lookup cost more than the lookup itself. So the
        # hash is computed once, from the cards only (integers: the same in every process, as
        # half-suits are pickled to worker processes with this field; equal half-suits have
        # equal cards).
        object.__setattr__(self, "_hash", hash(self.cards))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, HalfSuit)
        return (self.key, self.name, self.code, self.cards) == (
            other.key,
            other.name,
            other.code,
            other.cards,
        )

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"HalfSuit({self.key!r})"

    def __contains__(self, card: object) -> bool:
        return card in self.cards


_LEVEL_WORDS = {"low": "low", "lo": "low", "l": "low", "high": "high", "hi": "high", "h": "high"}
_SUIT_WORDS: dict[str, Suit] = {}
for _suit in Suit:
    for _word in (_suit.word, _suit.word[:-1], _suit.letter.lower(), _suit.symbol):
        _SUIT_WORDS[_word] = _suit
for _sym, _letter in SYMBOL_LETTERS.items():
    _SUIT_WORDS[_sym] = Suit(_letter)
_EIGHTS_NAMES = {"eights", "8s", "8j", "e", "eights and jokers", "eights jokers", "jokers"}


_NEAR_LIMIT = 40
"""Longer words than this are not matched against the half-suits' names (no guess at a line)."""
_NEAR, _CLEARLY = 0.75, 0.1
"""A misspelt half-suit is taken for the name it is this similar to (difflib's ratio), when no
other name comes within the second figure of it."""


def _normalize_half_suit(text: str) -> str:
    cleaned = re.sub(r"[-_\s]+", " ", text.strip().lower())
    return cleaned.replace("&", "and")


@dataclass(frozen=True)
class Deck:
    """An ordered deck: its half-suits in canonical order, and lookups over their cards."""

    key: str
    description: str
    half_suits: tuple[HalfSuit, ...]
    _half_suit_of: dict[Card, HalfSuit] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        mapping = {card: hs for hs in self.half_suits for card in hs.cards}
        object.__setattr__(self, "_half_suit_of", mapping)

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card, half-suit by half-suit, in canonical order."""
        return tuple(card for hs in self.half_suits for card in hs.cards)

    @cached_property
    def index(self) -> dict[Card, int]:
        """Position of each card in :attr:`cards`."""
        return {card: i for i, card in enumerate(self.cards)}

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._half_suit_of

    def half_suit_of(self, card: Card) -> HalfSuit:
        """The half-suit ``card`` belongs to in this deck.

        >>> STANDARD.half_suit_of(parse_card("QS")).name
        'high spades'
        """
        try:
            return self._half_suit_of[card]
        except KeyError:
            raise NotationError(f"{card} is not in the {self.description}") from None

    def card(self, token: str) -> Card:
        """Parse a card token and check that the card is in this deck.

        >>> STANDARD.card("8H")
        Traceback (most recent call last):
        ...
        fishsolve.errors.NotationError: 8H is not in the standard 48-card deck (no 8s)
        """
        card = parse_card(token)
        self.half_suit_of(card)
        return card

    def half_suit(self, key: str) -> HalfSuit:
        """The half-suit with slug ``key`` (e.g. 'low-diamonds')."""
        for hs in self.half_suits:
            if hs.key == key:
                return hs
        raise NotationError(f"no half-suit {key!r} in the {self.description}")

    def parse_half_suit(self, text: str) -> HalfSuit:
        """Read a half-suit name: 'low diamonds', 'LD', 'low-diamonds', 'high ♠', 'HS'.

        >>> STANDARD.parse_half_suit("low  Diamonds").code
        'LD'
        """
        norm = _normalize_half_suit(text)
        wanted: tuple[str, Suit] | None = None
        words = norm.split(" ")
        if len(words) == 2 and words[0] in _LEVEL_WORDS and words[1] in _SUIT_WORDS:
            wanted = (_LEVEL_WORDS[words[0]], _SUIT_WORDS[words[1]])
        elif len(words) == 1 and len(norm) == 2:
            level, suit = norm[0], norm[1]
            if level in ("l", "h") and suit in _SUIT_WORDS:
                wanted = (_LEVEL_WORDS[level], _SUIT_WORDS[suit])
        if wanted is not None:
            key = f"{wanted[0]}-{wanted[1].word}"
            for hs in self.half_suits:
                if hs.key == key:
                    return hs
        if norm in _EIGHTS_NAMES:
            for hs in self.half_suits:
                if hs.key == "eights":
                    return hs
        near = self._nearest_half_suit(norm)
        if near is not None:
            raise NotationError(f"{quote(text.strip())} is not a half-suit; did you mean {near!r}?")
        raise NotationError(
            f"{quote(text.strip())} is not a half-suit; write e.g. 'low diamonds', 'LD' or "
            "'high-spades'"
        )

    def _nearest_half_suit(self, norm: str) -> str | None:
        """The one half-suit name clearly nearest to ``norm`` (a typo: 'low harts'), or None
        when none is near or two are about as near ('diamonds': low or high?).

        >>> STANDARD._nearest_half_suit("low harts"), STANDARD._nearest_half_suit("diamonds")
        ('low hearts', None)
        """
        if len(norm) > _NEAR_LIMIT:
            return None
        scores = sorted(
            (
                (difflib.SequenceMatcher(None, norm, hs.name).ratio(), hs.name)
                for hs in self.half_suits
            ),
            reverse=True,
        )
        best, name = scores[0]
        runner_up = scores[1][0] if len(scores) > 1 else 0.0
        return name if best >= _NEAR and best - runner_up >= _CLEARLY else None


def _suited_half_suits(low_ranks: tuple[Rank, ...]) -> list[HalfSuit]:
    high_ranks = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    result = []
    for suit in Suit:
        for level, ranks in (("low", low_ranks), ("high", high_ranks)):
            result.append(
                HalfSuit(
                    key=f"{level}-{suit.word}",
                    name=f"{level} {suit.word}",
                    code=f"{level[0].upper()}{suit.letter}",
                    cards=tuple(Card(rank, suit) for rank in ranks),
                )
            )
    return result


_LOW = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)
_LOW_NO_SEVENS = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.EIGHT)

STANDARD = Deck("standard", "standard 48-card deck (no 8s)", tuple(_suited_half_suits(_LOW)))
"""48 cards, no 8s: low = 2-7, high = 9-A (the canonical deck)."""

NO_SEVENS = Deck("no-sevens", "48-card deck without 7s", tuple(_suited_half_suits(_LOW_NO_SEVENS)))
"""48 cards, no 7s: low = 2-6 and 8, high = 9-A."""

JOKERS = Deck(
    "jokers",
    "54-card deck with 8s and jokers",
    (
        *_suited_half_suits(_LOW),
        HalfSuit(
            key="eights",
            name="eights",
            code="8J",
            cards=(
                *(Card(Rank.EIGHT, suit) for suit in Suit),
                Card(Rank.BLACK_JOKER, None),
                Card(Rank.RED_JOKER, None),
            ),
        ),
    ),
)
"""54 cards: the standard deck plus a ninth set of the four 8s and two jokers."""

DECKS: dict[str, Deck] = {deck.key: deck for deck in (STANDARD, NO_SEVENS, JOKERS)}
