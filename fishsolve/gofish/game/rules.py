"""The Go Fish family's games and rule options, as sheets S-GF and S-ES give them.

>>> r = GoFishRules.parse("go-fish", ["pairs", "points"])
>>> r.book, r.points_of(Rank.KING), r.points_of(Rank.FIVE), r.tokens()
(2, 2, 1, ('pairs', 'points'))
>>> GoFishRules().hand_size(3), GoFishRules().hand_size(4)
(7, 5)
>>> GoFishRules.parse("authors", []).card_asks
True
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from enum import StrEnum

from fishsolve.cards import Card, Rank, Suit
from fishsolve.errors import NotationError

ALL_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not r.is_joker)
"""The thirteen ranks, two to ace."""

POINT_FISH: dict[Rank, int] = {
    r: 2 if r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK) else 1 for r in ALL_RANKS
}
"""Point Fish: books of aces and face cards score 2, number cards 1 — 17 points in all (the
sheet's "total de 20 puntos" does not add up with 13 ranks; see docs/gofish.md)."""

MIN_PLAYERS, MAX_PLAYERS = 2, 6


class Variant(StrEnum):
    """Which game of the family: the word of the ``game:`` header.

    A new variant of the family is a member here, its other words in :data:`_VARIANT_WORDS`, its
    name in :attr:`name_in_prose`, and what sets it apart in :meth:`GoFishRules.parse` (the
    shells find it through :attr:`fishsolve.gofish.family.GoFishFamily.games`).
    """

    GO_FISH = "go-fish"
    AUTHORS = "authors"
    SIMPLIFIED = "simplified-fish"

    @property
    def name_in_prose(self) -> str:
        """The game's name in prose (``Simplified Fish``)."""
        return _TITLES[self]


_TITLES = {
    Variant.GO_FISH: "Go Fish",
    Variant.AUTHORS: "Authors",
    Variant.SIMPLIFIED: "Simplified Fish",
}

_VARIANT_WORDS = {
    "go-fish": Variant.GO_FISH,
    "gofish": Variant.GO_FISH,
    "go": Variant.GO_FISH,
    "authors": Variant.AUTHORS,
    "autores": Variant.AUTHORS,
    "simplified-fish": Variant.SIMPLIFIED,
    "simplified": Variant.SIMPLIFIED,
    "fish-simplificado": Variant.SIMPLIFIED,
}

_RULE_WORDS = {
    "pairs": "pairs",
    "parejas": "pairs",
    "continuous": "continuous",
    "continuous-fishing": "continuous",
    "no-look": "no-look",
    "nolook": "no-look",
    "points": "points",
    "point-fish": "points",
    "standard": "standard",
}
RULE_WORDS: tuple[str, ...] = ("pairs", "continuous", "no-look", "points")
"""The rule options, as a ``rules:`` header writes them."""


def variant_of(word: str) -> Variant | None:
    """The game a ``game:`` header names, or None when it names none of the family.

    >>> variant_of("Go-Fish"), variant_of("literature")
    (<Variant.GO_FISH: 'go-fish'>, None)
    """
    return _VARIANT_WORDS.get(word.lower())


@dataclass(frozen=True)
class GoFishRules:
    """The game and its options.

    Attributes:
        variant: Go Fish asks for every card of a rank; Authors and Simplified Fish ask for one
            card (of a rank the asker holds).
        ranks: the ranks in the deck, four suits each (all thirteen; fewer for small puzzles and
            the brute-force tests).
        book: cards of a rank laid together: four, or two under ``pairs``.
        continuous: "pesca continua" — recorded; the sheet's own end rule already plays on with
            hands once the stock is empty, so it changes nothing fishsolve reasons about.
        no_look: "sin mirar" — recorded; no effect on what can be deduced from the log.
        points: Point Fish — a book of aces or face cards scores 2, of number cards 1.
        deal: cards dealt to each player (None: 7 with 2–3 players, 5 with 4–6, as S-GF says).
    """

    variant: Variant = Variant.GO_FISH
    ranks: tuple[Rank, ...] = ALL_RANKS
    book: int = 4
    continuous: bool = False
    no_look: bool = False
    points: bool = False
    deal: int | None = None

    @classmethod
    def parse(cls, game: str, words: list[str] | tuple[str, ...]) -> GoFishRules:
        """Rules from a ``game:`` word and the words of a ``rules:`` header."""
        variant = variant_of(game)
        if variant is None:
            raise NotationError(
                f"{game!r} is not a game of the Go Fish family; write go-fish, authors or "
                "simplified-fish"
            )
        rules = cls(variant=variant)
        for word in words:
            key = _RULE_WORDS.get(word.lower())
            if key is None:
                raise NotationError(
                    f"rule {word!r} is not a Go Fish option; the options are "
                    f"{', '.join(RULE_WORDS)}"
                )
            if key == "pairs":
                rules = replace(rules, book=2)
            elif key == "continuous":
                rules = replace(rules, continuous=True)
            elif key == "no-look":
                rules = replace(rules, no_look=True)
            elif key == "points":
                rules = replace(rules, points=True)
        return rules

    def tokens(self) -> tuple[str, ...]:
        """The ``rules:`` words that give these options back (empty for the plain game)."""
        words = []
        if self.book == 2:
            words.append("pairs")
        if self.continuous:
            words.append("continuous")
        if self.no_look:
            words.append("no-look")
        if self.points:
            words.append("points")
        return tuple(words)

    @property
    def card_asks(self) -> bool:
        """True when an ask names one card (Authors, Simplified Fish), not a whole rank."""
        return self.variant is not Variant.GO_FISH

    @property
    def cards(self) -> tuple[Card, ...]:
        """The deck, by rank then suit."""
        return _deck(self.ranks)

    @property
    def books_in_deck(self) -> int:
        """How many books the whole deck makes (13, or 26 pairs)."""
        return len(self.ranks) * (4 // self.book)

    def hand_size(self, players: int) -> int:
        """Cards dealt to each player: 7 with two or three players, 5 with four to six."""
        if self.deal is not None:
            return self.deal
        return 7 if players <= 3 else 5

    def points_of(self, rank: Rank) -> int:
        """What a book of ``rank`` scores."""
        return POINT_FISH[rank] if self.points else 1

    def rank_of(self, token: str) -> Rank:
        """Read a rank as a log writes it: ``J``, ``jacks``, ``10``, ``tens``, ``5s``, ``fives``.

        >>> GoFishRules().rank_of("jacks"), GoFishRules().rank_of("5s"), GoFishRules().rank_of("T")
        (<Rank.JACK: 11>, <Rank.FIVE: 5>, <Rank.TEN: 10>)
        """
        rank = parse_rank(token)
        if rank not in self.ranks:
            listed = " ".join(r.code for r in self.ranks)
            raise NotationError(f"rank {token!r} is not in this deck (ranks {listed})")
        return rank


@functools.cache
def _deck(ranks: tuple[Rank, ...]) -> tuple[Card, ...]:
    return tuple(Card(r, s) for r in ranks for s in Suit)


_RANK_NAMES = {
    "two": Rank.TWO,
    "three": Rank.THREE,
    "four": Rank.FOUR,
    "five": Rank.FIVE,
    "six": Rank.SIX,
    "seven": Rank.SEVEN,
    "eight": Rank.EIGHT,
    "nine": Rank.NINE,
    "ten": Rank.TEN,
    "jack": Rank.JACK,
    "queen": Rank.QUEEN,
    "king": Rank.KING,
    "ace": Rank.ACE,
}
_RANK_CODES = {r.code.lower(): r for r in ALL_RANKS} | {"t": Rank.TEN}


def parse_rank(token: str) -> Rank:
    """A rank from its code or name, singular or plural, any case.

    >>> parse_rank("Queens"), parse_rank("sixes"), parse_rank("10s")
    (<Rank.QUEEN: 12>, <Rank.SIX: 6>, <Rank.TEN: 10>)
    """
    text = token.strip().lower()
    plurals = (text.removesuffix("s"), text.removesuffix("es"), text.removesuffix("'s"))
    for candidate in (text, *plurals):
        if candidate in _RANK_CODES:
            return _RANK_CODES[candidate]
        if candidate in _RANK_NAMES:
            return _RANK_NAMES[candidate]
    raise NotationError(f"{token!r} is not a rank; write e.g. J, jacks, 10, tens, A or aces")


def rank_word(rank: Rank) -> str:
    """How the writer names a rank in an ask: ``J``, ``10``, ``A``."""
    return rank.code
