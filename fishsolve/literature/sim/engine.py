"""The game in progress of the simulator: the true deal, every hand, the turn, the score and the
record, with every action checked against the rules in force and applied.

The simulator holds the true deal and applies the rules of ``../shared/rules.md`` under every option
of :class:`~fishsolve.literature.game.options.RuleSet`, through the one encoding of each rule in
:mod:`fishsolve.literature.game.legality` and :mod:`fishsolve.literature.game.outcomes`:

- a "yes" hands the card over and the asker goes on; a "no" gives the turn to the player asked; - a
claim (right, wrong or annulled, as :func:`fishsolve.literature.game.outcomes.true_outcome` says)
  removes the six cards and leaves the turn where it was;
- a player on turn with an empty hand passes it to a teammate with cards, or, when the whole team
  is out of cards, to an opponent with cards;
- once a whole team is out of cards, asking is over; under ``end-game`` (S-PT) the player on turn
  claims every set left and nobody claims out of turn, otherwise off-turn claims go on as before;
- the game ends when every set is settled, or when a team has 5 under ``first-to-5``.

Options: ``split-claims`` lets a claim name opponents; ``any-time`` asks every other player with
cards, before each turn, whether they claim; under ``annul`` (without ``any-time``) the same
question is asked but such a claim is out of turn and penalised; ``bluff`` makes every ask of an
in-play card legal; ``pass-turn`` lets the player on turn hand it to a teammate with cards;
``empty-claimer`` (with ``end-game``) lets the active player of the team with cards claim on with
an empty hand in the end-game, which the bots then do.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import NoReturn

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.events import Ask, Claim, Event, GameLog, HandCount, Outcome, Pass
from fishsolve.literature.game.legality import (
    HELD_CARD,
    ClaimTiming,
    PassFault,
    asker_rule,
    claim_needs_cards,
    claim_timing,
    designation_faults,
    is_end_game,
    pass_faults,
)
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.outcomes import scoring_team, true_outcome
from fishsolve.literature.sim.seat import Action, AskAction, BotView, ClaimAction, PassAction
from fishsolve.seating import Player, Table, Team


class IllegalActionError(RuntimeError):
    """A bot chose an action the rules in force forbid (a bug in the bot, not the user's error)."""


class Game:
    """A game in progress: the true deal, every hand now, the turn, the score and the record."""

    def __init__(
        self,
        table: Table,
        rules: RuleSet,
        dealt: Mapping[Player, frozenset[Card]],
        start: Player,
        reveal: bool = True,
    ) -> None:
        """Start a game from a deal.

        Args:
            table: the players.
            rules: the rules in force (deck included).
            dealt: every player's dealt hand.
            start: who plays first.
            reveal: record the true holders of a claim that is not right (the cards are shown).
        """
        size = rules.hand_size(len(table))
        cards = [c for p in table for c in dealt[p]]
        if sorted(cards) != sorted(rules.deck.cards) or any(len(dealt[p]) != size for p in table):
            raise ValueError(f"the deal must give every card once and {size} cards to each player")
        self.table = table
        self.rules = rules
        self.dealt = {p: frozenset(dealt[p]) for p in table}
        self.start = start
        self.reveal = reveal
        self.hands: dict[Player, set[Card]] = {p: set(dealt[p]) for p in table}
        # Team lists once: a Player's team is computed on every access.
        self.members = tuple(table.members(t) for t in table.teams)
        self.teammates = {p: table.teammates(p) for p in table}
        self.opponents = {p: table.opponents(p) for p in table}
        self.turn = start
        # Keyed by the half-suit's slug: hashing a HalfSuit hashes its six cards.
        self.settled: dict[str, Outcome] = {}
        self.settled_order: list[HalfSuit] = []
        self.score = [0, 0]
        self.events: list[Event] = []

    @classmethod
    def deal(cls, table: Table, rules: RuleSet, rng: random.Random, reveal: bool = True) -> Game:
        """Shuffle the deck with ``rng``, deal it in seat order and draw who starts."""
        cards = list(rules.deck.cards)
        rng.shuffle(cards)
        size = rules.hand_size(len(table))
        dealt = {p: frozenset(cards[p.index * size : (p.index + 1) * size]) for p in table}
        return cls(table, rules, dealt, rng.choice(table.players), reveal)

    # -- state -----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """True when every set is settled (or a team has 5 under ``first-to-5``)."""
        if len(self.settled) == len(self.rules.deck.half_suits):
            return True
        return self.rules.first_to_5 and max(self.score) >= 5

    def team_empty(self, team: Team) -> bool:
        """True if no player of ``team`` holds a card."""
        return not any(self.hands[p] for p in self.members[team.index])

    @property
    def end_game(self) -> bool:
        """True once a whole team is out of cards."""
        return is_end_game(sum(len(self.hands[p]) for p in team) for team in self.members)

    def view(self, player: Player) -> BotView:
        """What ``player`` may see."""
        return BotView(
            me=player,
            table=self.table,
            rules=self.rules,
            dealt=self.dealt[player],
            hand=frozenset(self.hands[player]),
            events=tuple(self.events),
            hand_sizes=tuple(len(self.hands[p]) for p in self.table),
            turn=self.turn,
            start=self.start,
            settled=tuple(self.settled_order),
            in_play=tuple(h for h in self.rules.deck.half_suits if h.key not in self.settled),
            score=(self.score[0], self.score[1]),
            teammates=self.teammates[player],
            opponents=self.opponents[player],
        )

    def log(self) -> GameLog:
        """The full-deal log of the game so far."""
        return GameLog(self.table, self.rules, dict(self.dealt), tuple(self.events), self.start)

    # -- actions ---------------------------------------------------------------------------

    def act(self, player: Player, action: Action, designator: Player | None = None) -> Event:
        """Check ``action`` by ``player`` against the rules, apply it and record it.

        ``designator``: for a claim, the teammate who designated ``player`` to make it (S-ES);
        the claim's timing is then judged for the designator.

        Raises:
            IllegalActionError: if the rules in force forbid the action now.
        """
        if self.over:
            self._illegal(player, action, "the game is over")
        if isinstance(action, ClaimAction):
            return self._claim(player, action, designator)
        if designator is not None:
            self._illegal(player, action, "only a claim is made for a designator")
        if isinstance(action, AskAction):
            return self._ask(player, action)
        return self._pass(player, action)

    def state_count(self, player: Player) -> HandCount:
        """Record the public answer to "how many cards does ``player`` hold?"."""
        event = HandCount(player, len(self.hands[player]))
        self.events.append(event)
        return event

    def _illegal(self, player: Player, action: Action, why: str) -> NoReturn:
        raise IllegalActionError(f"{player} may not {action}: {why}")

    def _ask(self, asker: Player, action: AskAction) -> Ask:
        target, card = action.target, action.card
        hand = self.hands[asker]
        if asker != self.turn:
            self._illegal(asker, action, f"it is {self.turn}'s turn")
        if target not in self.hands or card not in self.rules.deck:
            self._illegal(asker, action, "the target or the card is not in this game")
        if not hand:
            self._illegal(asker, action, "an empty hand cannot ask")
        if target.team == asker.team:
            self._illegal(asker, action, "asks go to opponents")
        if not self.hands[target]:
            self._illegal(asker, action, "empty hands are never asked")
        half = self.rules.deck.half_suit_of(card)
        if half.key in self.settled:
            self._illegal(asker, action, f"{half.name} are settled")
        rule = asker_rule(self.rules, card)
        broken = rule.broken_by(hand.__contains__) if rule is not None else None
        if broken == HELD_CARD:
            self._illegal(asker, action, "the asker holds the card")
        if broken is not None:
            self._illegal(asker, action, f"the asker holds no card of {half.name}")
        answer = card in self.hands[target]
        if answer:
            self.hands[target].discard(card)
            hand.add(card)
        else:
            self.turn = target
        event = Ask(asker, target, card, answer)
        self.events.append(event)
        return event

    def _claim(
        self, claimer: Player, action: ClaimAction, designator: Player | None = None
    ) -> Claim:
        half = action.half_suit
        actor = designator if designator is not None else claimer
        if designator is not None:
            faults = designation_faults(
                self.rules,
                claimer,
                designator,
                end_game=self.end_game,
                claimer_empty=not self.hands[claimer],
            )
            if faults:
                self._illegal(claimer, action, f"no designation by {designator}: {faults[0].value}")
        declared = dict(action.owners)
        if half.key in self.settled or half not in self.rules.deck.half_suits:
            self._illegal(claimer, action, f"{half.name} are not in play")
        if sorted(declared) != sorted(half.cards) or len(action.owners) != len(half.cards):
            self._illegal(claimer, action, "a claim names one owner for each of the six cards")
        if any(p not in self.table.players for p in declared.values()):
            self._illegal(claimer, action, "an owner is not at the table")
        if not self.rules.split_claims and any(p.team != claimer.team for p in declared.values()):
            self._illegal(claimer, action, "only split-claims may name opponents")
        team_holds = not self.team_empty(claimer.team)
        if not self.hands[actor] and claim_needs_cards(
            self.rules, actor == self.turn, self.end_game, team_holds
        ):
            # On turn the player must pass first; off turn, claims come from players with cards.
            self._illegal(claimer, action, "an empty hand cannot claim")
        timing = claim_timing(self.rules, actor, self.turn, self.end_game)
        if timing is ClaimTiming.END_GAME:
            self._illegal(claimer, action, "in the end-game the player on turn claims")
        if timing is ClaimTiming.NOT_ON_TURN:
            self._illegal(claimer, action, f"it is {self.turn}'s turn")
        now: dict[Card, Player] = {}
        for player in self.table:
            for card in half.cards:
                if card in self.hands[player]:
                    now[card] = player
        out_of_turn = timing is ClaimTiming.OUT_OF_TURN
        outcome = true_outcome(self.rules, claimer, declared, now, out_of_turn)
        scored = scoring_team(claimer, outcome, out_of_turn)
        if scored is not None:
            self.score[scored.index] += 1
        for card, player in now.items():
            self.hands[player].discard(card)
        self.settled[half.key] = outcome
        self.settled_order.append(half)
        shown = outcome is not Outcome.RIGHT and self.reveal
        actual = tuple((c, now[c]) for c in half.cards) if shown else ()
        owners = tuple((c, declared[c]) for c in half.cards)
        event = Claim(claimer, half, owners, outcome, actual, designator=designator)
        self.events.append(event)
        return event

    def _pass(self, giver: Player, action: PassAction) -> Pass:
        receiver = action.receiver
        if giver != self.turn:
            self._illegal(giver, action, f"it is {self.turn}'s turn")
        if receiver not in self.table.players:
            self._illegal(giver, action, "the turn goes to another player at the table")
        faults = pass_faults(
            self.rules,
            giver,
            receiver,
            receiver_empty=not self.hands[receiver],
            giver_holds=bool(self.hands[giver]),
            team_holds=not self.team_empty(giver.team),
            end_game=self.end_game,
        )
        if faults:
            self._illegal(giver, action, _PASS_FAULTS[faults[0]])
        self.turn = receiver
        event = Pass(giver, receiver)
        self.events.append(event)
        return event


_PASS_FAULTS = {
    PassFault.TO_SELF: "the turn goes to another player at the table",
    PassFault.RECEIVER_EMPTY: "the receiver has no cards",
    PassFault.GIVER_HOLDS: "a player with cards keeps the turn",
    PassFault.TEAM_HOLDS: "the turn goes to an opponent only from an empty team",
}
