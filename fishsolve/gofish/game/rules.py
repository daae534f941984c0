"""The Go Fish family's games and rule options, as sheets S-GF and S-ES give them.

>>> r = GoFishRules.parse("go-fish", ["pairs", "points"])
>>> r.book, r.points_of(Rank.KING), r.points_of(Rank.FIVE), r.tokens()
(2, 2, 1, ('pairs', 'points'))
>>> GoFishRules().hand_size(3), GoFishRules().hand_size(4)
(7, 5)
>>> GoFishRules.parse("authors", []).card_asks
True
>>> GoFishRules.parse("authors", ["lucky-rank"]).tokens()
('lucky-rank',)
>>> GoFishRules.parse("go-fish", ["draw-then-pass", "draw-on-turn"]).tokens()
('draw-on-turn', 'draw-then-pass')
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from enum import StrEnum

from fishsolve.cards import Card, Rank, Suit
from fishsolve.errors import NotationError, quote

ALL_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not r.is_joker)
"""The thirteen ranks, two to ace."""

POINT_FISH: dict[Rank, int] = {
    r: 2 if r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK) else 1 for r in ALL_RANKS
}
"""Point Fish: books of aces and face cards score 2, number cards 1 — 17 points in all (the
sheet's "total de 20 puntos" does not add up with 13 ranks; see docs/gofish.md)."""

MIN_PLAYERS, MAX_PLAYERS = 2, 6
"""The sheet's table: "2 a 6 jugadores" (S-GF)."""

BIG_TABLE = 10
"""The most players under ``big-table``: OpenSpiel's ``go_fish`` seats 2 to 10."""

REFILL = 5
"""Cards drawn by a player whose hand empties, unless a ``refill:`` header says otherwise (S-GF
Paso 5: "tome cinco cartas del mazo (o las que queden)")."""


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
    "lucky-rank": "lucky-rank",
    "lucky-by-rank": "lucky-rank",
    "draw-on-turn": "draw-on-turn",
    "draw-then-pass": "draw-then-pass",
    "deal-books": "deal-books",
    "first-out": "first-out",
    "big-table": "big-table",
    "standard": "standard",
}
RULE_WORDS: tuple[str, ...] = (
    "pairs",
    "continuous",
    "no-look",
    "points",
    "lucky-rank",
    "draw-on-turn",
    "draw-then-pass",
    "deal-books",
    "first-out",
    "big-table",
)
"""The rule options, as a ``rules:`` header writes them (in this order)."""

_FLAGS = {
    "continuous": "continuous",
    "no-look": "no_look",
    "points": "points",
    "lucky-rank": "lucky_rank",
    "draw-on-turn": "draw_on_turn",
    "draw-then-pass": "draw_then_pass",
    "deal-books": "deal_books",
    "first-out": "first_out",
    "big-table": "big_table",
}
"""The options that are one flag each, by word (``pairs`` sets the book's size instead)."""

OPTION_FIELDS: tuple[str, ...] = ("book", *_FLAGS.values())
"""The fields of :class:`GoFishRules` a ``rules:`` header sets (the others come from ``game:``,
``deck:``, ``deal:`` and ``refill:``)."""


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
        refill: cards drawn by a player whose hand empties mid-game (or what the stock has left):
            five, as S-GF says, or fewer at a table playing a small deck (a ``refill:`` header).
        lucky_rank: under card asks, "Si la carta tomada corresponde al valor que pidió" read
            with *valor* the rank: a draw of any card of the rank asked for is shown and the
            asker goes on (``lucky-rank``). Without it, only the card asked for is. Go Fish asks
            for a rank: its lucky draw is any card of the rank already.
        draw_on_turn: OpenSpiel's empty hand (``draw-on-turn``): a player whose hand empties draws
            (``refill:`` cards, 1 in OpenSpiel) when their turn comes, not at once, then asks; a
            player on turn with cards and nobody else holding any passes the turn to the left.
            Without it, S-GF Paso 5: the hand is refilled at once.
        draw_then_pass: with ``draw_on_turn``, after that draw the turn passes to the left
            (OpenSpiel's ``ask_after_empty_draw=false``).
        deal_books: a book in a hand as it is dealt is laid and its player dealt as many cards
            more, the deal going on (``deal-books``, OpenSpiel); a book the deal's very last card
            completes gets none. Without it a book in a dealt hand is laid and not replaced.
        first_out: the game ends when a player lays a book that empties their hand (OpenSpiel's
            ``end_on_first_out``). Without it, S-GF: it ends when every book is laid or the stock
            and the hands are empty.
        big_table: 7 to 10 players may sit (OpenSpiel's table; the sheet's is 2 to 6), dealt 5
            each unless ``deal:`` says otherwise.
    """

    variant: Variant = Variant.GO_FISH
    ranks: tuple[Rank, ...] = ALL_RANKS
    book: int = 4
    continuous: bool = False
    no_look: bool = False
    points: bool = False
    deal: int | None = None
    refill: int = REFILL
    lucky_rank: bool = False
    draw_on_turn: bool = False
    draw_then_pass: bool = False
    deal_books: bool = False
    first_out: bool = False
    big_table: bool = False

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
                    f"rule {quote(word)} is not a Go Fish option; the options are "
                    f"{', '.join(RULE_WORDS)}"
                )
            if key == "pairs":
                rules = replace(rules, book=2)
            elif key == "lucky-rank" and not rules.card_asks:
                raise NotationError(
                    f"rule {quote(word)} is for card asks (authors, simplified-fish): in "
                    f"{variant} any card of the rank asked for is a lucky draw already"
                )
            elif key in _FLAGS:
                rules = replace(rules, **{_FLAGS[key]: True})  # type: ignore[arg-type]
        if rules.draw_then_pass and not rules.draw_on_turn:
            raise NotationError(
                "rule 'draw-then-pass' needs 'draw-on-turn': it says what a player does after "
                "the draw their empty hand makes when their turn comes"
            )
        return rules

    def tokens(self) -> tuple[str, ...]:
        """The ``rules:`` words that give these options back (empty for the plain game)."""
        words = ["pairs"] if self.book == 2 else []
        words.extend(word for word, name in _FLAGS.items() if getattr(self, name))
        return tuple(words)

    @property
    def card_asks(self) -> bool:
        """True when an ask names one card (Authors, Simplified Fish), not a whole rank."""
        return self.variant is not Variant.GO_FISH

    @property
    def lucky_by_rank(self) -> bool:
        """True when a draw of any card of the rank asked for is shown and the asker goes on (Go
        Fish, and card asks under ``lucky-rank``); False when only the card asked for is."""
        return not self.card_asks or self.lucky_rank

    def is_lucky(self, rank: Rank, card: Card | None, drawn: Card) -> bool:
        """Whether ``drawn``, drawn after a go fish to an ask for ``rank`` (``card`` under card
        asks), is a lucky draw: shown to the table, and the asker asks again (S-GF Paso 3).

        >>> from fishsolve.cards import parse_card
        >>> five, other = parse_card("5H"), parse_card("5C")
        >>> GoFishRules.parse("authors", []).is_lucky(Rank.FIVE, five, other)
        False
        >>> GoFishRules.parse("authors", ["lucky-rank"]).is_lucky(Rank.FIVE, five, other)
        True
        """
        if card is None or self.lucky_rank:
            return drawn.rank == rank
        return drawn == card

    def lucky_card(self, card: Card | None, drawn: Card | None) -> Card | None:
        """The card a lucky draw showed, as far as the log says: the one written, else the card
        asked for when only it is lucky; None when it is a card of the rank asked for whose
        suit the log does not give."""
        if drawn is not None or self.lucky_by_rank:
            return drawn
        return card

    @property
    def cards(self) -> tuple[Card, ...]:
        """The deck, by rank then suit."""
        return _deck(self.ranks)

    @property
    def books_in_deck(self) -> int:
        """How many books the whole deck makes (13, or 26 pairs)."""
        return len(self.ranks) * (4 // self.book)

    def most_players(self) -> int:
        """The most players the options seat: 6 (the sheet), or 10 under ``big-table``."""
        return BIG_TABLE if self.big_table else MAX_PLAYERS

    def check_table(self, players: int) -> None:
        """Raise :class:`NotationError` unless ``players`` may sit at a table of these rules.

        >>> GoFishRules().check_table(8)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        fishsolve.errors.NotationError: ... 2 to 6 players (S-GF); 8 named (... 'rules: big-table')
        >>> GoFishRules(big_table=True).check_table(8)
        """
        if MIN_PLAYERS <= players <= self.most_players():
            return
        if self.big_table:
            raise NotationError(
                f"the Go Fish family is played by {MIN_PLAYERS} to {BIG_TABLE} players under "
                f"big-table; {players} named"
            )
        more = (
            f" (OpenSpiel's table of up to {BIG_TABLE} is 'rules: big-table')"
            if MAX_PLAYERS < players <= BIG_TABLE
            else ""
        )
        raise NotationError(
            f"the Go Fish family is played by {MIN_PLAYERS} to {MAX_PLAYERS} players (S-GF); "
            f"{players} named{more}"
        )

    def check_deal(self, players: int) -> None:
        """Raise :class:`NotationError` unless the deck holds a hand for each of ``players``.

        >>> GoFishRules(deal=27).check_deal(2)
        Traceback (most recent call last):
        ...
        fishsolve.errors.NotationError: 2 hands of 27 need 54 cards; the deck has 52
        """
        size, total = self.hand_size(players), len(self.cards)
        if size * players > total:
            raise NotationError(
                f"{players} hands of {size} need {size * players} cards; the deck has {total}"
            )

    def hand_size(self, players: int) -> int:
        """Cards dealt to each player: 7 with two or three players, 5 with four or more."""
        if self.deal is not None:
            return self.deal
        return 7 if players <= 3 else 5

    def refill_count(self, stock: int) -> int:
        """Cards a player whose hand empties draws from a stock of ``stock`` cards: the refill
        size, or what the stock has left.

        >>> GoFishRules().refill_count(9), GoFishRules(refill=3).refill_count(9)
        (5, 3)
        >>> GoFishRules(refill=3).refill_count(2)
        2
        """
        return min(self.refill, stock)

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
