"""The events of a game log and the log itself: small immutable values.

Events know where they came from (:class:`Source`), so that any later stage can point at the exact
line and column of a problem. Sources never take part in equality: a log read from text and the
same log read from JSON compare equal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from fishsolve.cards import Card
from fishsolve.errors import Location
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.question import Question
from fishsolve.seating import Player, Table
from fishsolve.text.source import Comment, Source, no_source


class Outcome(Enum):
    """How a claim ended."""

    RIGHT = "right"
    WRONG = "wrong"
    ANNULLED = "annulled"


@dataclass(frozen=True, slots=True)
class Ask:
    """``asker`` asked ``target`` for ``card``; ``answer`` is True for yes."""

    asker: Player
    target: Player
    card: Card
    answer: bool
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "ask"


@dataclass(frozen=True, slots=True)
class Claim:
    """``claimer`` claimed ``half_suit`` naming an owner for each card.

    ``owners`` lists the six (card, declared owner) pairs in card order; ``actual`` lists any
    revealed true holders (possibly fewer than six) in card order.
    """

    claimer: Player
    half_suit: HalfSuit
    owners: tuple[tuple[Card, Player], ...]
    outcome: Outcome
    actual: tuple[tuple[Card, Player], ...] = ()
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)
    designator: Player | None = None
    """The teammate who designated ``claimer`` to make the claim (S-ES: "un jugador (o un
    compañero que él designe) puede reclamar"); None when the claimer claims for themself."""

    kind = "claim"

    @property
    def made_for(self) -> Player:
        """The player whose claim it is: the designator if any, else the claimer.

        When and whether a claim may be made is judged for this player (see
        :func:`fishsolve.literature.game.legality.claim_timing`).
        """
        return self.designator if self.designator is not None else self.claimer

    @property
    def owner_of(self) -> dict[Card, Player]:
        """Declared owner of each card."""
        return dict(self.owners)

    @property
    def actual_of(self) -> dict[Card, Player]:
        """Revealed true holder of each card that the log lists."""
        return dict(self.actual)

    def is_split(self) -> bool:
        """True if the claim names an owner outside the claimer's team."""
        return any(p.team != self.claimer.team for _, p in self.owners)


@dataclass(frozen=True, slots=True)
class Pass:
    """``giver`` handed the turn to ``receiver``."""

    giver: Player
    receiver: Player
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "pass"


@dataclass(frozen=True, slots=True)
class HandCount:
    """A stated hand size: ``player`` had ``count`` cards at this point."""

    player: Player
    count: int
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "count"


@dataclass(frozen=True, slots=True)
class Correction:
    """The table's agreed fix after an invalid ask or a hidden card (S-PT §05: "Perante um pedido
    inválido ou carta ocultada, pare e combine uma correção justa").

    Its parts apply in this order (see :mod:`fishsolve.literature.game.corrections` for what each
    means to the replay and the deduction):

    Attributes:
        void: the event just before did not happen (it is undone, and proves nothing).
        held: ``(player, card)``: the player held the card although they answered no for it (a
            hidden card); they hold it now, and their earlier "no" for it proves nothing.
        moves: ``(card, player)``: the card is handed to the player now.
        turn: the player the table gives the turn to (None: the turn stays where it is, or goes
            back to the player on turn before a voided event).
    """

    void: bool = False
    held: tuple[tuple[Player, Card], ...] = ()
    moves: tuple[tuple[Card, Player], ...] = ()
    turn: Player | None = None
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "correction"


Event = Ask | Claim | Pass | HandCount | Correction


@dataclass(frozen=True, slots=True)
class Redeal:
    """A deal thrown in and dealt again because a card was exposed (S-PT §02: "Uma carta
    exposta por acidente exige nova distribuição").

    The abandoned deal says nothing about the one that was played (the cards were shuffled
    again), so a redeal is a record of the game, not a fact for the deduction.

    Attributes:
        cards: the cards exposed (none when the log does not say).
        by: who exposed them (None when the log does not say).
    """

    cards: tuple[Card, ...] = ()
    by: Player | None = None
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    def __str__(self) -> str:
        """``7D exposed by Ben``, ``7D exposed``, ``by Ben`` or empty."""
        parts = [f"{' '.join(map(str, self.cards))} exposed"] if self.cards else []
        if self.by is not None:
            parts.append(f"by {self.by.name}")
        return " ".join(parts)


def correction_parts(event: Correction) -> list[str]:
    """The parts of a correction in canonical notation, in the order they apply.

    >>> from fishsolve.seating import Table
    >>> from fishsolve.cards import parse_card as c
    >>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    >>> correction_parts(Correction(held=((t.player("Dev"), c("3D")),), turn=t.player("Cara")))
    ['Dev held 3D', 'turn Cara']
    """
    parts = ["void"] if event.void else []
    parts += [f"{player.name} held {card}" for player, card in event.held]
    parts += [f"{card} to {player.name}" for card, player in event.moves]
    if event.turn is not None:
        parts.append(f"turn {event.turn.name}")
    return parts


@dataclass(frozen=True)
class GameLog:
    """A whole game log: the table, the rules, the known hands, who starts, and the events."""

    table: Table
    rules: RuleSet
    hands: Mapping[Player, frozenset[Card]]
    events: tuple[Event, ...]
    start: Player | None = None
    comments: tuple[Comment, ...] = ()
    path: str | None = field(default=None, compare=False)
    header_sources: Mapping[str, Source] = field(default_factory=dict, compare=False, repr=False)
    question: Question | None = None
    """A puzzle's question about the position at the end of the log (see
    fishsolve.literature.game.question)."""
    dealer: Player | None = None
    """Who dealt, when the log says (``dealer:``). The dealer asks first (S-PT §02: "O dador
    pergunta primeiro"), so without ``start`` the dealer is the start player."""
    redeals: tuple[Redeal, ...] = ()
    """Deals thrown in before the one played, in order (``redeal:`` headers)."""

    def __post_init__(self) -> None:
        if self.dealer is not None and self.start is None:
            object.__setattr__(self, "start", self.dealer)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return self.rules.hand_size(len(self.table))

    @property
    def is_full_deal(self) -> bool:
        """True when every player's dealt hand is known (a coach's log)."""
        return len(self.hands) == len(self.table)

    @property
    def known_players(self) -> tuple[Player, ...]:
        """Players whose dealt hand the log gives, in seating order."""
        return tuple(p for p in self.table.players if p in self.hands)

    def header_location(self, key: str) -> Location | None:
        """Where header ``key`` ('players', 'rules', 'hand Asha', ...) was written."""
        source = self.header_sources.get(key)
        return source.at() if source else None

    def with_events(self, events: tuple[Event, ...]) -> GameLog:
        """The same log with other events (comments past the end are dropped)."""
        kept = tuple(c for c in self.comments if c.after <= len(events))
        return GameLog(
            self.table,
            self.rules,
            self.hands,
            events,
            self.start,
            kept,
            self.path,
            self.header_sources,
            self.question,
            self.dealer,
            self.redeals,
        )


def format_holders(pairs: tuple[tuple[Card, Player], ...]) -> str:
    """``Asha 2D 3D, Cara 6D``: players in order of their first card.

    >>> from fishsolve.seating import Table
    >>> from fishsolve.cards import parse_card as c
    >>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    >>> format_holders(((c("2D"), t.player("Asha")), (c("6D"), t.player("Cara"))))
    'Asha 2D, Cara 6D'
    """
    groups: dict[Player, list[Card]] = {}
    for card, player in pairs:
        groups.setdefault(player, []).append(card)
    return ", ".join(f"{p.name} {' '.join(map(str, cards))}" for p, cards in groups.items())
