"""The tracker bot: plays on fishsolve's own exact deductions from its seat.

The bot knows what a player at the table knows -- the hand it was dealt and the public record -- and
nothing else. From that it keeps one :class:`~fishsolve.literature.deduce.analysis.Analyzer` per
game, extended by the new events before each decision
(:meth:`~fishsolve.literature.deduce.analysis.Analyzer.extend`), and reads the analysis of its own
seat (:meth:`~fishsolve.literature.deduce.analysis.Analyzer.view`):

1. a half-suit whose six holders it can prove (``claimable`` with it among the ``claimers``) is
   claimed at once, on its turn or, under ``any-time``, off turn;
2. on turn it makes a provably successful ask if there is one (``successful_asks``); only honest
   ones under ``bluff``, or two trackers would pass every known card back and forth;
3. otherwise it makes the legal ask with the highest exact probability of a "yes" (``odds``), ties
   broken by its own random generator;
4. when it must claim without a proof (the end-game, nothing left to ask, or no ask that can
   succeed), it names each half-suit's jointly most probable owners -- the assignment with the
   most deals, as `fishsolve risk` picks it
   (:func:`~fishsolve.literature.deduce.odds.claim_odds`) -- and claims the half-suit whose
   assignment is most likely right.

It never bluffs, never passes the turn by choice and never claims out of turn under ``annul``
(such a claim cannot score).
"""

from __future__ import annotations

import random
from fractions import Fraction

from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.odds import claim_odds
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.view import ViewAnalysis
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.sim.seat import (
    Action,
    AskAction,
    BotView,
    ClaimAction,
    PassAction,
    claims_freely,
)
from fishsolve.seating import Player


class SeatAnalysis:
    """One seat's exact analysis of a game in play, brought up to date before each use."""

    def __init__(self, view: BotView) -> None:
        """Start from what ``view.me`` knows before the first event: its own dealt hand."""
        me = view.me
        log = GameLog(view.table, view.rules, {me: view.dealt}, (), view.start)
        self.analyzer = Analyzer(log)
        self.perspective = Perspective(me.name, (me,), (me,))
        self.players = {p.name: p for p in view.table}
        self._latest: ViewAnalysis | None = None

    def now(self, view: BotView) -> ViewAnalysis:
        """The seat's analysis after every event of ``view`` (computed once per position)."""
        known = len(self.analyzer.log.events)
        if len(view.events) > known or self._latest is None:
            self.analyzer.extend(view.events[known:])
            # Cached counts are keyed by every event so far: keeping them all grows as n^2.
            self.analyzer.forget()
            at = len(view.events)
            latest = self.analyzer.view(self.perspective, at)
            if latest.deals == 0:
                # The seat sees a real game: no consistent deal means a deduction bug.
                raise RuntimeError(f"{view.me} finds no deal consistent with the first {at} events")
            self._latest = latest
        return self._latest

    def likeliest_claim(self, view: BotView, half: HalfSuit) -> tuple[Fraction, ClaimAction]:
        """The claim of ``half`` with its jointly most probable owners (those `fishsolve risk`
        names by default; anyone under ``split-claims``) and its exact chance of being right,
        at the position of :meth:`now`."""
        allowed = view.table.players if view.rules.split_claims else None
        at = len(self.analyzer.log.events)
        odds = claim_odds(self.analyzer, self.perspective, at, half, owners_from=allowed)
        deck = view.rules.deck
        owners = {deck.card(code): self.players[name] for code, name in odds.owners.items()}
        return odds.right, ClaimAction.of(half, owners)


class TrackerBot:
    """Claims what it can prove, asks what must succeed, else asks what most likely succeeds."""

    def __init__(self, rng: random.Random) -> None:
        """A tracker drawing its tie-breaks from ``rng``."""
        self.rng = rng
        self.seat: SeatAnalysis | None = None

    def analysis(self, view: BotView) -> ViewAnalysis:
        """The exact analysis of the position from this bot's seat."""
        if self.seat is None:
            self.seat = SeatAnalysis(view)
        return self.seat.now(view)

    def choose(self, view: BotView) -> Action:
        """On turn: pass if empty-handed; else claim a proved set, or ask, or claim a guess."""
        if not view.hand:
            return self.hand_on(view)
        facts = self.analysis(view)
        proved = self.proved_claims(view, facts)
        if proved:
            return proved[0]
        asks = view.proper_asks()
        if view.end_game or not asks:
            return self.best_guess(view)
        sure = [a for a in self.sure_asks(view, facts) if a in asks]
        if sure:
            return self.rng.choice(sure)
        ask, chance = self.likeliest_ask(asks, facts)
        if chance == 0:
            # Every card it may ask for is surely with a teammate: an ask can only hand the turn
            # over (and two such teams would ask forever), so it claims its best guess instead.
            return self.best_guess(view)
        return ask

    def interject(self, view: BotView) -> ClaimAction | None:
        """Under ``any-time``, a set it can prove is claimed at once, even off turn."""
        if not claims_freely(view):
            return None  # under annul an off-turn claim is penalised, whatever it proves
        proved = self.proved_claims(view, self.analysis(view))
        return proved[0] if proved else None

    def hand_on(self, view: BotView) -> PassAction:
        """Hand the turn to the teammate with the most cards, or to an opponent if none has any."""
        mates = view.with_cards(view.teammates)
        if mates:
            most = max(view.size(p) for p in mates)
            return PassAction(self.rng.choice([p for p in mates if view.size(p) == most]))
        return PassAction(self.rng.choice(view.targets()))

    def proved_claims(self, view: BotView, facts: ViewAnalysis) -> list[ClaimAction]:
        """Claims of the half-suits this seat can prove, in deck order."""
        deck = view.rules.deck
        players = self._players(view)
        return [
            ClaimAction.of(
                deck.half_suit(s.half_suit),
                {deck.card(code): players[name] for code, name in s.owners.items()},
            )
            for s in facts.claimable
            if view.me.name in s.claimers
        ]

    def sure_asks(self, view: BotView, facts: ViewAnalysis) -> list[AskAction]:
        """Asks of this seat that must get a "yes" (under ``bluff``, bluffs included)."""
        deck = view.rules.deck
        players = self._players(view)
        return [
            AskAction(players[a.target], deck.card(a.card))
            for a in facts.successful_asks
            if a.asker == view.me.name
        ]

    def likeliest_ask(
        self, asks: list[AskAction], facts: ViewAnalysis
    ) -> tuple[AskAction, Fraction]:
        """The ask most likely to get a "yes" (exact odds, ties broken at random) and its odds."""
        chances = _chances(facts)

        def chance(ask: AskAction) -> Fraction:
            return chances.get(ask.card.code, {}).get(ask.target.name, Fraction(0))

        best = max(chance(a) for a in asks)
        return self.rng.choice([a for a in asks if chance(a) == best]), best

    def best_guess(self, view: BotView) -> ClaimAction:
        """A claim without a proof: the half-suit in play most likely to be claimed right.

        Each half-suit's owners are its jointly most probable assignment, the one `fishsolve risk`
        names by default (:func:`~fishsolve.literature.deduce.odds.claim_odds`): among the claimer's
        teammates, or every player under ``split-claims``. Half-suits are ranked by the exact
        chance that claim is right (ties at random).
        """
        seat = self.seat
        assert seat is not None, "best_guess comes after analysis()"
        options = [seat.likeliest_claim(view, half) for half in view.in_play]
        best = max(right for right, _ in options)
        return self.rng.choice([claim for right, claim in options if right == best])

    def _players(self, view: BotView) -> dict[str, Player]:
        return self.seat.players if self.seat is not None else {p.name: p for p in view.table}


def _chances(facts: ViewAnalysis) -> dict[str, dict[str, Fraction]]:
    """Each in-play card's chance of being with each player: the exact odds when the analysis has
    them, else (a position it did not count) an even share among the possible holders."""
    if facts.odds is not None:
        return facts.odds
    return {
        c.card: {name: Fraction(1, len(c.holders)) for name in c.holders}
        for c in facts.cards
        if c.in_play and c.holders
    }
