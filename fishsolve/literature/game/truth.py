"""The plain truth of a log against one concrete deal, written without any solver.

Given who was *dealt* every card, the whole game is determined: a card's holder changes only by a
"yes" transfer, and claimed cards leave play. :func:`first_misfit` replays a log with such a deal
and names the first event that could not have happened with it. This is the independent yardstick
the deduction engine is tested against (brute-force enumeration and simulated games both lean on
it), so it is deliberately simple.

**A second reading of the rules, on purpose.** Everywhere else each rule is written once, in
:mod:`fishsolve.literature.game.legality` and :mod:`fishsolve.literature.game.outcomes`, and the
replay, the game engine, the bots and the deduction call those functions. This module alone reads
the rules again from the rules reference -- the asker rule, who may pass to whom, when a claim is
out of turn, a claim's outcome -- and imports none of those modules, nor any replay, engine or
deduction code: a mistake in the shared encoding then shows up as a disagreement in the tests
instead of being repeated by the yardstick itself. Keep it that way.

Only what depends on the deal is checked here: the asker rule, answers, hand sizes (who has cards
to ask, be asked, take the turn or pass it), claim outcomes and stated counts. Rules that no deal
can mend (asking a teammate, claiming out of turn under the standard rule) are the replay's
business: run :func:`fishsolve.literature.game.replay.replay` first.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log('''players: Asha Ben Cara Dev Eli Fay
... Asha asks Ben for 3C: no''')
>>> deal = {c: log.table.players[i // 8] for i, c in enumerate(log.rules.deck.cards)}
>>> print(first_misfit(log, deal))
event 1: Asha holds 3C, so cannot ask for it
>>> deal = {c: log.table.players[(i + 8) % 48 // 8] for i, c in enumerate(log.rules.deck.cards)}
>>> print(first_misfit(log, deal))
event 1: Asha holds no other card of low clubs, so cannot ask for 3C
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from fishsolve.cards import Card
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    Event,
    GameLog,
    HandCount,
    Outcome,
    Pass,
)
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.seating import Player


@dataclass(frozen=True, slots=True)
class Misfit:
    """The first event a deal cannot explain.

    Attributes:
        event: 1-based number of the event; 0 when the deal itself is at fault (a card dealt
            twice or not at all, a wrong hand size, a hand the log gives differently).
        reason: why, in plain English.
    """

    event: int
    reason: str

    def __str__(self) -> str:
        where = "the deal" if self.event == 0 else f"event {self.event}"
        return f"{where}: {self.reason}"


class _Misfit(Exception):  # noqa: N818 - internal control flow, never escapes this module
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Game:
    """Concrete state of a game under one deal: every holder, every hand size, whose turn.

    Holders are kept as seat indexes and half-suits by slug: brute force calls this for every
    candidate deal, and comparing ints is far cheaper than comparing or hashing value objects.
    """

    def __init__(self, log: GameLog, deal: Mapping[Card, Player]) -> None:
        self.log = log
        self.rules = log.rules
        self.deck = log.rules.deck
        self.players = log.table.players
        self.position = self.deck.index
        self.half_at = [i for i, h in enumerate(self.deck.half_suits) for _ in h.cards]
        """Index of each card's half-suit, by the card's position in the deck."""
        self.where = [-1] * len(self.deck)
        """Seat index of each card's holder, by position in the deck; -1 once out of play."""
        self.size = [0] * len(self.players)
        self.held = [[0] * len(self.players) for _ in self.deck.half_suits]
        """For each half-suit (by index), how many of its cards each seat holds."""
        self.turn: Player | None = log.start
        self.claimed_at: dict[Card, int] = {}
        self.undone: frozenset[int]
        """Events a correction voided (see :func:`_read_corrections`)."""
        self.false_noes: frozenset[int]
        """Asks whose "no" a correction showed untrue."""
        self.undone, self.false_noes = _read_corrections(log.events)
        self._deal(deal)

    def _deal(self, deal: Mapping[Card, Player]) -> None:
        players, position = self.players, self.position
        for card, player in deal.items():
            where = position.get(card)
            if where is None:
                raise _Misfit(f"{card} is not in the {self.deck.description}")
            seat = player.seat - 1
            if not (0 <= seat < len(players) and players[seat] == player):
                raise _Misfit(f"{card} is dealt to {player}, who is not at the table")
            self.where[where] = seat
            self.size[seat] += 1
            self.held[self.half_at[where]][seat] += 1
        if len(deal) != len(self.deck):
            missing = [c for c, seat in zip(self.deck.cards, self.where, strict=True) if seat < 0]
            raise _Misfit(f"{' '.join(map(str, missing))} dealt to nobody")
        hand_size = self.log.hand_size
        for seat, player in enumerate(players):
            if self.size[seat] != hand_size:
                raise _Misfit(f"{player} is dealt {self.size[seat]} cards, not {hand_size}")
        for player, known in self.log.hands.items():
            seat = player.seat - 1
            if len(known) == hand_size and all(self.holder(c) == seat for c in known):
                continue
            elsewhere = sorted(c for c in known if self.holder(c) != seat)
            if not elsewhere:
                raise _Misfit(f"the log gives {player} {len(known)} cards, not {hand_size}")
            raise _Misfit(
                f"{player} is not dealt {' '.join(map(str, elsewhere))}, which the log's "
                f"hand for {player} lists"
            )

    # -- helpers ---------------------------------------------------------------------------

    def holder(self, card: Card) -> int:
        """Seat index of ``card``'s holder (-1 if out of play or not in the deck)."""
        where = self.position.get(card)
        return -1 if where is None else self.where[where]

    def need_cards(self, player: Player, doing: str) -> None:
        if not self.size[player.seat - 1]:
            raise _Misfit(f"{player} has no cards in this deal, so cannot {doing}")

    def out_of_play(self, card: Card) -> str:
        return f"{card} left play with the claim of event {self.claimed_at[card]}"

    # -- events ----------------------------------------------------------------------------

    def step(self, number: int, event: Event) -> None:
        if number in self.undone:
            return
        if isinstance(event, Ask):
            self.ask(event, untrue=number in self.false_noes)
        elif isinstance(event, Claim):
            self.claim(number, event)
        elif isinstance(event, Pass):
            self.pass_turn(event)
        elif isinstance(event, Correction):
            self.correct(event)
        else:
            self.count(event)

    def correct(self, event: Correction) -> None:
        """The table's agreed fix (S-PT §05): a hidden card shown, a card handed, the turn."""
        for player, card in event.held:
            seat = self.holder(card)
            if seat != player.seat - 1:
                place = "out of play" if seat < 0 else f"with {self.players[seat]}"
                raise _Misfit(f"the correction says {player} held {card}, but it is {place}")
        for card, receiver in event.moves:
            seat = self.holder(card)
            if seat < 0:
                raise _Misfit(f"{card} cannot be handed over: it is out of play")
            where = self.position[card]
            held = self.held[self.half_at[where]]
            r = receiver.seat - 1
            self.where[where] = r
            self.size[seat] -= 1
            self.size[r] += 1
            held[seat] -= 1
            held[r] += 1
        if event.turn is not None:
            self.turn = event.turn

    def ask(self, event: Ask, untrue: bool = False) -> None:
        asker, target, card = event.asker, event.target, event.card
        if self.turn is None:
            self.turn = asker
        self.need_cards(asker, "ask")
        self.need_cards(target, "be asked")
        a, t = asker.seat - 1, target.seat - 1
        where = self.position[card]
        holder = self.where[where]
        held = self.held[self.half_at[where]]
        if not self.rules.bluff:
            if holder == a:
                raise _Misfit(f"{asker} holds {card}, so cannot ask for it")
            if not held[a]:
                half = self.deck.half_suit_of(card)
                raise _Misfit(
                    f"{asker} holds no other card of {half.name}, so cannot ask for {card}"
                )
        if event.answer:
            if holder < 0:
                raise _Misfit(f"{target} cannot answer yes: {self.out_of_play(card)}")
            if holder != t:
                raise _Misfit(
                    f"{target} answered yes but {card} is with {self.players[holder]} in this deal"
                )
            self.where[where] = a
            self.size[t] -= 1
            self.size[a] += 1
            held[t] -= 1
            held[a] += 1
        else:
            # A "no" the table later found false (a hidden card) proves nothing.
            if holder == t and not untrue:
                raise _Misfit(f"{target} answered no but holds {card} in this deal")
            self.turn = target

    def claim(self, number: int, event: Claim) -> None:
        half = event.half_suit
        # S-ES: "un jugador (o un compañero que él designe) puede reclamar": a designated
        # teammate speaks, but the claim -- its turn, its timing -- is the designator's.
        claimer = event.designator or event.claimer
        if self.turn is None:
            self.turn = claimer
        if event.designator is not None:
            self.need_cards(event.claimer, "claim for a teammate")
        # An empty hand claims nothing: on turn it must pass first; off turn a player without
        # cards takes no more part in the game (S-ES Jugabilidad 8). Read literally, S-PT §06
        # lets the active player of the team with cards claim on with an empty hand once the
        # other team has none (rules: end-game empty-claimer).
        team_sizes = [
            sum(self.size[p.seat - 1] for p in self.log.table.members(t))
            for t in self.log.table.teams
        ]
        literal = (
            self.rules.end_game
            and self.rules.empty_claimer
            and claimer == self.turn
            and team_sizes[claimer.team.index] > 0
            and 0 in team_sizes
        )
        if not literal:
            self.need_cards(claimer, "claim on their turn" if claimer == self.turn else "claim")
        seats = {c: self.holder(c) for c in half.cards}
        gone = [c for c in half.cards if seats[c] < 0]
        if gone:
            raise _Misfit(f"{half.name} cannot be claimed: {self.out_of_play(gone[0])}")
        now = {c: self.players[seat] for c, seat in seats.items()}
        for card, player in event.actual:
            if now[card] != player:
                raise _Misfit(f"the claim reveals {card} with {player}, but {now[card]} holds it")
        truth = self.outcome(claimer, event.owner_of, now)
        if truth is not event.outcome:
            where = ", ".join(f"{c} {now[c]}" for c in half.cards)
            raise _Misfit(
                f"the claim is logged {event.outcome.value} but is {truth.value} with the cards "
                f"where this deal puts them ({where})"
            )
        for card, seat in seats.items():
            self.size[seat] -= 1
            self.where[self.position[card]] = -1
            self.claimed_at[card] = number
        self.held[self.half_at[self.position[half.cards[0]]]] = [0] * len(self.players)

    def outcome(
        self, claimer: Player, declared: Mapping[Card, Player], now: Mapping[Card, Player]
    ) -> Outcome:
        """The outcome of a claim with the cards at ``now`` (the rules reference, "Claiming")."""
        annul = self.rules.claim_outcomes is ClaimOutcomes.ANNUL
        team = claimer.team
        with_team = all(now[card].team == team for card in declared)
        if annul and not self.rules.any_time and claimer != self.turn:
            # S-PT: out of turn, a set wholly on the team is annulled, else the opponents score.
            return Outcome.ANNULLED if with_team else Outcome.WRONG
        if all(now[card] == owner for card, owner in declared.items()):
            return Outcome.RIGHT
        names_opponent = any(owner.team != team for owner in declared.values())
        if annul and with_team and not names_opponent:
            return Outcome.ANNULLED
        return Outcome.WRONG

    def pass_turn(self, event: Pass) -> None:
        giver, receiver = event.giver, event.receiver
        if self.turn is None:
            self.turn = giver
        self.need_cards(receiver, "take the turn")
        if receiver.team == giver.team:
            if not self.rules.pass_turn and self.size[giver.seat - 1]:
                raise _Misfit(f"{giver} still holds cards, so cannot pass the turn to a teammate")
        else:
            holding = [p for p in self.log.table.members(giver.team) if self.size[p.seat - 1]]
            if holding:
                raise _Misfit(
                    f"{holding[0]} still holds cards, so {giver} cannot pass the turn to an "
                    "opponent"
                )
        self.turn = receiver

    def count(self, event: HandCount) -> None:
        have = self.size[event.player.seat - 1]
        if have != event.count:
            raise _Misfit(f"{event.player} holds {have} cards here in this deal, not {event.count}")


def _run(
    log: GameLog, deal: Mapping[Card, Player], upto: int | None
) -> tuple[_Game, Misfit | None]:
    events = log.events if upto is None else log.events[:upto]
    try:
        game = _Game(log, deal)
    except _Misfit as err:
        return _Game.__new__(_Game), Misfit(0, err.reason)
    for number, event in enumerate(events, start=1):
        try:
            game.step(number, event)
        except _Misfit as err:
            return game, Misfit(number, err.reason)
    return game, None


def _read_corrections(events: tuple[Event, ...]) -> tuple[frozenset[int], frozenset[int]]:
    """S-PT §05 corrections, read here on their own: ``void`` undoes the ask or pass just before
    it; ``NAME held CARD`` makes NAME's earlier "no" for CARD untrue. Returns the voided events
    and the untrue "no"s. They do not depend on the deal, and brute force replays one log under
    many deals: the last log's answer is kept."""
    global _LAST_CORRECTIONS
    last = _LAST_CORRECTIONS
    if last is not None and last[0] is events:
        return last[1]
    undone: set[int] = set()
    false_noes: set[int] = set()
    for number, event in enumerate(events, start=1):
        if not isinstance(event, Correction):
            continue
        if event.void and number > 1 and isinstance(events[number - 2], Ask | Pass):
            undone.add(number - 1)
        for player, card in event.held:
            false_noes.update(
                n
                for n, e in enumerate(events[: number - 1], start=1)
                if isinstance(e, Ask)
                and not e.answer
                and e.target == player
                and e.card == card
                and n not in undone
            )
    found = (frozenset(undone), frozenset(false_noes))
    _LAST_CORRECTIONS = (events, found)
    return found


_LAST_CORRECTIONS: tuple[tuple[Event, ...], tuple[frozenset[int], frozenset[int]]] | None = None


def deal_of(log: GameLog) -> dict[Card, Player]:
    """The deal of a full-deal log (every hand given), as a card-to-player mapping.

    Raises:
        ValueError: if the log does not give every player's hand.
    """
    if not log.is_full_deal:
        raise ValueError("the log does not give every player's hand")
    return {card: player for player, hand in log.hands.items() for card in hand}


def first_misfit(
    log: GameLog, deal: Mapping[Card, Player], upto: int | None = None
) -> Misfit | None:
    """The first of events 1..``upto`` (default: all) that cannot have happened with ``deal``.

    Args:
        log: the game log; its rules, start player and known hands are used.
        deal: who was dealt each card of the deck (every card exactly once).
        upto: how many events to replay.

    Returns:
        None if the deal explains every event, else the first :class:`Misfit` (event 0 when
        the deal itself is malformed or disagrees with the log's hands).
    """
    return _run(log, deal, upto)[1]


def holders_after(log: GameLog, deal: Mapping[Card, Player], n: int) -> dict[Card, Player]:
    """The holder of every card still in play after the first ``n`` events, under ``deal``.

    Raises:
        ValueError: if the deal does not explain those events (see :func:`first_misfit`).
    """
    game, misfit = _run(log, deal, n)
    if misfit is not None or game is None:
        raise ValueError(f"the deal does not fit the log: {misfit}")
    cards = game.deck.cards
    return {
        card: game.players[seat] for card, seat in zip(cards, game.where, strict=True) if seat >= 0
    }
