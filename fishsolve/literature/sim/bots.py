"""Two simple bots for the game simulator, and the plain bookkeeping of the public record they
play on.

The third bot, ``tracker``, plays on exact deductions and lives in
:mod:`fishsolve.literature.sim.tracker`; what a bot sees and may do
(:class:`~fishsolve.literature.sim.seat.BotView`, the actions, the ``Bot`` protocol) is in
:mod:`fishsolve.literature.sim.seat`.

Bluffing (``rules: bluff``): the rule sheets make any ask of an in-play card legal under this
option, so the simulator accepts, and the bots occasionally make, asks for a card of a half-suit the
asker holds none of *and* asks for a card the asker holds. The deduction model draws nothing from
an ask under ``bluff``; simulated logs with both kinds of bluff check that it really does not.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.events import Ask, Claim, HandCount, Pass
from fishsolve.literature.game.legality import asker_rule_binds, may_claim_off_turn
from fishsolve.literature.sim.seat import (
    Action,
    AskAction,
    BotView,
    ClaimAction,
    PassAction,
    claims_freely,
)
from fishsolve.seating import Player


class CardTracker:
    """Plain bookkeeping of the public record from one seat (no deduction beyond elimination).

    For each card in play it keeps who is known to hold it (the viewer's own cards, and cards that
    changed hands in public) and who is known not to (a "no", the asker rule when asks are
    honest, an empty hand, a hand whose every card is accounted for). It runs for every seat
    before every action, so cards are kept by deck position and players by seat index, and the
    players known not to hold a card form a bit mask.
    """

    def __init__(self) -> None:
        self.seen = 0
        self.position: dict[Card, int] = {}
        """Deck position of each card (set on first use, like the fields below)."""
        self.half_positions: dict[str, tuple[int, ...]] = {}
        """Deck positions of each half-suit's cards, by slug."""
        self.rival: list[bool] = []
        """For each seat index, whether it is an opponent of the viewer."""
        self.moved: list[int] = []
        """Seat index of the public holder of each card that changed hands, else -1."""
        self.moved_to: list[int] = []
        """How many cards each seat holds that changed hands in public."""
        self.excluded: list[int] = []
        """Bit mask of the seats publicly known not to hold each card (while it has not moved)."""

    def _start(self, view: BotView) -> None:
        deck = view.rules.deck
        self.position = deck.index
        self.half_positions = {
            h.key: tuple(self.position[c] for c in h.cards) for h in deck.half_suits
        }
        rivals = {p.index for p in view.opponents}
        self.rival = [i in rivals for i in range(len(view.table))]
        self.moved = [-1] * len(deck)
        self.moved_to = [0] * len(view.table)
        self.excluded = [0] * len(deck)

    def update(self, view: BotView) -> None:
        """Take in the events added since the last call."""
        if not self.rival:
            self._start(view)
        honest = asker_rule_binds(view.rules)
        moved, excluded = self.moved, self.excluded
        for event in view.events[self.seen :]:
            if isinstance(event, Ask):
                where = self.position[event.card]
                if event.answer:
                    if moved[where] >= 0:
                        self.moved_to[moved[where]] -= 1
                    moved[where] = event.asker.index
                    self.moved_to[event.asker.index] += 1
                    excluded[where] = 0
                else:
                    excluded[where] |= 1 << event.target.index
                    if honest:
                        excluded[where] |= 1 << event.asker.index
            elif isinstance(event, Claim):
                for where in self.half_positions[event.half_suit.key]:
                    if moved[where] >= 0:
                        self.moved_to[moved[where]] -= 1
                    moved[where] = -1
                    excluded[where] = 0
            elif not isinstance(event, (Pass, HandCount)):
                raise TypeError(f"unknown event {event!r}")
        self.seen = len(view.events)

    def open_seats(self, view: BotView) -> list[int]:
        """Seats other than the viewer's that may hold a card nobody can place."""
        me, known = view.me.index, self.moved_to
        return [i for i, n in enumerate(view.hand_sizes) if i != me and n > known[i]]

    def candidates(self, view: BotView, card: Card, open_seats: list[int]) -> list[Player]:
        """Players who may hold ``card`` as far as this bookkeeping goes."""
        players = view.table.players
        if card in view.hand:
            return [view.me]
        where = self.position[card]
        if self.moved[where] >= 0:
            return [players[self.moved[where]]]
        out = self.excluded[where]
        return [players[i] for i in open_seats if not out >> i & 1]

    def team_holds(self, view: BotView, halves: Sequence[HalfSuit]) -> list[HalfSuit]:
        """Those of ``halves`` whose every card can only be with the viewer's team."""
        rivals = 0
        for i in self.open_seats(view):
            if self.rival[i]:
                rivals |= 1 << i
        mine = {self.position[c] for c in view.hand}
        moved, excluded, rival = self.moved, self.excluded, self.rival
        found = []
        for half in halves:
            for where in self.half_positions[half.key]:
                if where in mine:
                    continue
                seat = moved[where]
                if seat >= 0:
                    if rival[seat]:
                        break
                elif rivals & ~excluded[where]:
                    break
            else:
                found.append(half)
        return found


def _guess_owners(
    view: BotView, tracker: CardTracker, half: HalfSuit, rng: random.Random, split: bool
) -> ClaimAction:
    """Name an owner for each card: the known one, else a random plausible teammate.

    With ``split`` (and the split-claims rule) an opponent may be named where the bookkeeping
    allows it; otherwise only the claimer's team is named.
    """
    team = view.me.team
    mates = [p for p in view.table.members(team) if view.size(p) > 0] or [view.me]
    open_seats = tracker.open_seats(view)
    owners: dict[Card, Player] = {}
    for card in half.cards:
        options = tracker.candidates(view, card, open_seats)
        if not split:
            options = [p for p in options if p.team == team]
        owners[card] = rng.choice(options or mates)
    return ClaimAction.of(half, owners)


class RandomBot:
    """Asks uniformly at random among legal asks; claims only what it can vouch for.

    It claims a half-suit when it holds all six cards, or when its bookkeeping shows the six can
    only be with its own team (then it names the owners it knows and guesses the rest). In the
    end-game it must claim whatever is left and guesses owners it cannot tell, so its logs contain
    wrong (and, under ``annul``, annulled) claims. Under ``pass-turn`` it sometimes hands the turn
    to a teammate; under ``bluff`` it sometimes asks anything at all.
    """

    def __init__(
        self, rng: random.Random, *, bluff_rate: float = 0.2, pass_rate: float = 0.1
    ) -> None:
        self.rng = rng
        self.bluff_rate = bluff_rate
        self.pass_rate = pass_rate
        self.tracker = CardTracker()

    def choose(self, view: BotView) -> Action:
        """Pass if empty-handed, claim what it can, else ask at random."""
        self.tracker.update(view)
        rng = self.rng
        if not view.hand and not view.claims_empty_handed():
            mates = view.with_cards(view.teammates)
            return PassAction(rng.choice(mates or view.targets()))
        if view.end_game:
            halves = view.in_play
            if view.rules.empty_claimer and view.hand:
                # Read literally, S-PT lets the active player claim on with an empty hand, so
                # the bot empties it first: the sets of its own cards.
                halves = tuple(h for h in halves if not view.hand.isdisjoint(h.cards))
            return self.claim(view, rng.choice(halves))
        sure = self.vouched(view)
        if sure:
            return self.claim(view, sure[0])
        if view.rules.pass_turn and rng.random() < self.pass_rate:
            mates = view.with_cards(view.teammates)
            if mates:
                return PassAction(rng.choice(mates))
        # A uniform card, then a uniform target: uniform over all asks of that kind.
        bluff = not asker_rule_binds(view.rules) and rng.random() < self.bluff_rate
        card = rng.choice(view.bluff_cards() if bluff else view.ask_cards())
        return AskAction(rng.choice(view.targets()), card)

    def interject(self, view: BotView) -> ClaimAction | None:
        """Under ``any-time``, claim at once what it can vouch for; never risk an annulment."""
        self.tracker.update(view)
        if not claims_freely(view):
            return None
        sure = self.vouched(view)
        return self.claim(view, sure[0]) if sure else None

    def vouched(self, view: BotView) -> list[HalfSuit]:
        """Half-suits its team must hold whole (those it holds itself included)."""
        return self.tracker.team_holds(view, view.in_play)

    def claim(self, view: BotView, half: HalfSuit) -> ClaimAction:
        """Claim ``half`` with the owners it knows, guessing the others among teammates."""
        return _guess_owners(view, self.tracker, half, self.rng, split=False)


class CarelessBot(RandomBot):
    """A :class:`RandomBot` that sometimes claims on a hunch.

    With probability ``careless_rate`` on its turn it claims a half-suit it holds at least three
    cards of, guessing the other owners; with ``split-claims`` it may name opponents too. Where
    out-of-turn claims are possible (``any-time``, or ``annul``, which penalises them) it
    occasionally claims off turn the same way. Its logs hold wrong, annulled and split claims.
    """

    def __init__(self, rng: random.Random, *, careless_rate: float = 0.05) -> None:
        super().__init__(rng)
        self.careless_rate = careless_rate

    def choose(self, view: BotView) -> Action:
        """Like :class:`RandomBot`, with an occasional hunch claim first."""
        self.tracker.update(view)
        if view.hand and not view.end_game and self.rng.random() < self.careless_rate:
            hunch = self.hunch(view)
            if hunch is not None:
                return hunch
        return super().choose(view)

    def interject(self, view: BotView) -> ClaimAction | None:
        """Now and then a hunch claim off turn; otherwise what :class:`RandomBot` would do."""
        self.tracker.update(view)
        if may_claim_off_turn(view.rules) and self.rng.random() < self.careless_rate / 4:
            hunch = self.hunch(view)
            if hunch is not None:
                return hunch
        return super().interject(view)

    def hunch(self, view: BotView) -> ClaimAction | None:
        """A claim of a half-suit it holds at least three cards of, owners partly guessed."""
        halves = [h for h in view.in_play if sum(c in view.hand for c in h.cards) >= 3]
        if not halves:
            return None
        split = view.rules.split_claims and self.rng.random() < 0.5
        return _guess_owners(view, self.tracker, self.rng.choice(halves), self.rng, split)
