"""Suits, ranks and cards, shared by both families.

Card tokens are forgiving on input and canonical on output:

>>> parse_card("th"), parse_card("10♥"), parse_card("Q♠")
(Card('10H'), Card('10H'), Card('QS'))
>>> str(parse_card("10h"))
'10H'

Literature's half-suits and the decks it is played with are its own
(:mod:`fishsolve.literature.decks`); Go Fish's deck is its rules' (the ``deck:`` header).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from fishsolve.errors import NotationError


class Suit(Enum):
    """The four suits, in canonical order (clubs, diamonds, hearts, spades)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """The one-letter code: C, D, H or S."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit symbol, e.g. ♦."""
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The plural English name, e.g. 'diamonds'."""
        return self.name.lower()


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}


class Rank(IntEnum):
    """Card ranks; the two jokers rank above the ace so they sort last."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    BLACK_JOKER = 15
    RED_JOKER = 16

    @property
    def code(self) -> str:
        """The canonical rank code: '2'..'10', 'J', 'Q', 'K', 'A' (jokers: 'BJ', 'RJ')."""
        return _RANK_CODES[self]

    @property
    def is_joker(self) -> bool:
        """True for the two jokers."""
        return self >= Rank.BLACK_JOKER


_RANK_CODES = {r: str(int(r)) for r in Rank if r <= Rank.TEN}
_RANK_CODES.update(
    {
        Rank.JACK: "J",
        Rank.QUEEN: "Q",
        Rank.KING: "K",
        Rank.ACE: "A",
        Rank.BLACK_JOKER: "BJ",
        Rank.RED_JOKER: "RJ",
    }
)
_RANK_TOKENS: dict[str, Rank] = {code: r for r, code in _RANK_CODES.items() if not r.is_joker}
_RANK_TOKENS["T"] = Rank.TEN


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Jokers have no suit."""

    rank: Rank
    suit: Suit | None
    _hash: int = field(init=False, repr=False, compare=False)
    _code: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (self.suit is None) != self.rank.is_joker:
            raise ValueError("jokers have no suit and every other card has one")
        # Cards are dictionary keys everywhere in the counting; hashing two enum members on
        # every lookup (a Python-level Enum.__hash__ each) cost more than the counting itself.
        # Integers only: a str's hash changes from process to process, and cards are pickled to
        # worker processes with this field.
        suit = _SUIT_ORDER[self.suit] if self.suit is not None else len(_SUIT_ORDER)
        object.__setattr__(self, "_hash", int(self.rank) * 8 + suit)
        code = self.rank.code if self.suit is None else f"{self.rank.code}{self.suit.letter}"
        object.__setattr__(self, "_code", code)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        # The hash is one integer per (rank, suit): equal exactly when the fields are.
        if other.__class__ is Card:
            return self._hash == other._hash
        return NotImplemented

    @property
    def code(self) -> str:
        """Canonical code: '6D', '10H', 'QS', 'RJ'."""
        return self._code

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit order, then rank (jokers after every suit)."""
        return (_SUIT_ORDER[self.suit] if self.suit else len(_SUIT_ORDER), int(self.rank))

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key


# ASCII matching: under Unicode case folding the Kelvin sign would match "K" (and long s "S").
_CARD_RE = re.compile(r"^(10|[2-9]|[TJQKA])([CDHS♣♦♥♠♧♢♡♤])$", re.IGNORECASE | re.ASCII)
SYMBOL_LETTERS = {
    "♣": "C",
    "♧": "C",
    "♦": "D",
    "♢": "D",
    "♥": "H",
    "♡": "H",
    "♠": "S",
    "♤": "S",
}
"""Each suit symbol a card token may use (filled or hollow) -> the suit's letter."""
_JOKER_TOKENS = {"BJ": Rank.BLACK_JOKER, "RJ": Rank.RED_JOKER}


def parse_card(token: str) -> Card:
    """Read one card token, in any accepted spelling.

    Accepted: rank ``2``-``10``, ``T``, ``J``, ``Q``, ``K``, ``A`` (any case) followed by a suit
    letter ``C D H S`` (any case) or symbol ``♣ ♦ ♥ ♠``; jokers ``BJ`` and ``RJ``.

    >>> parse_card("10♦").code
    '10D'
    >>> parse_card("qs")
    Card('QS')
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    fishsolve.errors.NotationError: '1H' is not a card; write e.g. 10H, TH, QS or 6♦
    """
    text = token.strip()
    upper = text.upper()
    if upper in _JOKER_TOKENS:
        return Card(_JOKER_TOKENS[upper], None)
    match = _CARD_RE.match(text)
    if not match:
        raise NotationError(f"{token!r} is not a card; write e.g. 10H, TH, QS or 6♦")
    rank_text, suit_text = match.group(1).upper(), match.group(2)
    suit_letter = SYMBOL_LETTERS.get(suit_text, suit_text.upper())
    return Card(_RANK_TOKENS[rank_text], Suit(suit_letter))


def is_card_token(token: str) -> bool:
    """True if ``token`` reads as a card.

    >>> is_card_token("as"), is_card_token("Asha")
    (True, False)
    """
    try:
        parse_card(token)
    except NotationError:
        return False
    return True
