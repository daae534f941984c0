"""Exact odds for decisions: which ask is most likely to succeed, and how risky a claim is.

Every probability here is an exact fraction of the deals consistent with the viewer's knowledge
(each deal counted once: the deal was uniformly random), computed by the counter.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from fishsolve.cards import Card
from fishsolve.errors import Opt, OptionError, UsageError
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.constraints import Lit
from fishsolve.literature.deduce.count.counting import count
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.view import AskOdds
from fishsolve.literature.game.legality import (
    ClaimTiming,
    askable_cards,
    claim_timing,
    is_end_game,
    is_out_of_turn,
)
from fishsolve.literature.game.outcomes import outcome_chances
from fishsolve.seating import Player


def entropy_bits(p: Fraction) -> float:
    """Information (bits) in learning a yes/no answer that is yes with probability ``p``.

    >>> entropy_bits(Fraction(1, 2)), entropy_bits(Fraction(1))
    (1.0, 0.0)
    """
    if p in (0, 1):
        return 0.0
    q = 1 - p
    return float(-(p * math.log2(p) + q * math.log2(q)))


def _single_player(perspective: Perspective, what: str) -> Player:
    if len(perspective.hands) != 1:
        raise OptionError(
            f"{what} needs one player's view (",
            Opt("perspective"),
            f" NAME), not {perspective.label}",
        )
    return perspective.hands[0]


def best_asks(analyzer: Analyzer, perspective: Perspective, at: int) -> list[AskOdds]:
    """Every legal ask of the viewer, most likely to succeed first (then most informative).

    Legal: a card the asker rule allows (:func:`~fishsolve.literature.game.legality.askable_cards`),
    to an opponent who may have cards. Each ask says whether the viewer is on turn (may ask now).
    """
    asker = _single_player(perspective, "ranking asks")
    facts = analyzer.view_counts(perspective.hands, at)
    state = analyzer.replay.states[at]
    if state.over or not facts.deals:
        return []
    deck = analyzer.log.rules.deck
    mine = frozenset(c for c in facts.possible if facts.forced(c) == asker)
    targets = [p for p in analyzer.log.table.opponents(asker) if state.hand_size(p).hi > 0]
    in_play = [h for h in deck.half_suits if h not in state.settled]
    on_turn = state.turn == asker
    asks = []
    for card in askable_cards(mine, in_play):
        for target in targets:
            yes = Fraction(facts.counts.get(card, {}).get(target, 0), facts.deals)
            asks.append(
                AskOdds(asker.name, target.name, card.code, yes, entropy_bits(yes), on_turn)
            )
    order = {c.code: i for i, c in enumerate(deck.cards)}
    seats = {p.name: p.seat for p in analyzer.log.table.players}
    asks.sort(key=lambda a: (-a.yes, -a.bits, order[a.card], seats[a.target]))
    return asks


def outcome_fields(
    right: Fraction | None, wrong: Fraction | None, annulled: Fraction | None
) -> dict[str, Any]:
    """A claim's chances in JSON: each as a float, with its exact fraction string beside it.

    >>> outcome_fields(Fraction(1, 3), Fraction(2, 3), None)["right_exact"]
    '1/3'
    """
    out: dict[str, Any] = {}
    for name, value in (("right", right), ("wrong", wrong), ("annulled", annulled)):
        out[name] = None if value is None else float(value)
        out[f"{name}_exact"] = None if value is None else str(value)
    return out


@dataclass(frozen=True)
class ClaimOdds:
    """The exact chances of a claim's outcomes, from the claimer's view."""

    half_suit: str
    claimer: str
    owners: dict[str, str]
    right: Fraction
    wrong: Fraction
    annulled: Fraction | None
    """None under the standard rule (no claim is annulled)."""
    choice: str
    """'given' (the caller named the owners), 'most likely' (proved: no team assignment has more
    deals), or 'likely' (the best found before the search limit; not proved best)."""
    out_of_turn: bool
    """True when the claimer is not on turn and the annul rule penalises that."""
    timing: ClaimTiming = ClaimTiming.ON_TURN
    """Whether the claimer may claim at this position at all
    (:func:`~fishsolve.literature.game.legality.claim_timing`). When it is not legal (another
    player's turn under the standard rule, or the end-game), the chances are those of the same claim
    made on the claimer's own turn."""
    opponents_hold: dict[str, str] = field(default_factory=dict)
    """The cards of the half-suit proved to be with an opponent of the claimer now, by card code:
    a claim that names another owner for one of them cannot be right."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form, with exact fraction strings beside the floats."""
        out: dict[str, Any] = {
            "half_suit": self.half_suit,
            "claimer": self.claimer,
            "owners": self.owners,
            "choice": self.choice,
            "out_of_turn": self.out_of_turn,
            "timing": self.timing.value,
            "legal_now": self.timing.legal,
            "opponents_hold": self.opponents_hold,
        }
        out.update(outcome_fields(self.right, self.wrong, self.annulled))
        return out


class _ClaimCounter:
    """Counts deals under extra conditions on where a half-suit's cards are now."""

    def __init__(self, analyzer: Analyzer, perspective: Perspective, at: int) -> None:
        self.analyzer = analyzer
        self.keys = analyzer.constraints.count_keys(perspective.hands, at)
        self.at = at
        self.moved = analyzer.replay.states[at].moved
        facts = analyzer.view_counts(perspective.hands, at)
        self.total = facts.deals or 0

    def deals(self, where: Mapping[Card, Player], barred: Mapping[Card, list[Player]]) -> int:
        """Deals in which each card of ``where`` is with that player now and no card of
        ``barred`` is with any of the listed players."""
        extra: list[Lit] = []
        for card, player in where.items():
            if card in self.moved:
                if self.moved[card] != player:
                    return 0
            else:
                extra.append(Lit(card, player))
        for card, players in barred.items():
            if card in self.moved:
                if self.moved[card] in players:
                    return 0
            else:
                extra.extend(Lit(card, p, False) for p in players)
        cs = self.analyzer.constraints
        return count(cs, self.keys, self.at, extra).total


def claim_odds(
    analyzer: Analyzer,
    perspective: Perspective,
    at: int,
    half: HalfSuit,
    owners: Mapping[Card, Player] | None = None,
    search_limit: int = 400,
    owners_from: Sequence[Player] | None = None,
) -> ClaimOdds:
    """Exact odds of claiming ``half`` with ``owners`` (default: the most likely assignment on the
    claimer's team) from the claimer's view after ``at`` events.

    ``owners_from`` widens the players the default owners are chosen from (a split claim may
    name opponents: the tracker bot passes every player under ``split-claims``)."""
    claimer = _single_player(perspective, "claim odds")
    log = analyzer.log
    state = analyzer.replay.states[at]
    if half in state.settled:
        raise UsageError(f"{half.name} are already settled")
    counter = _ClaimCounter(analyzer, perspective, at)
    if counter.total == 0:
        raise UsageError("no deal fits this view, so there are no odds")
    team = [p for p in log.table.players if p.team == claimer.team]
    opponents = [p for p in log.table.players if p.team != claimer.team]
    choice = "given"
    if owners is None:
        owners_from = team if owners_from is None else list(owners_from)
        owners, proved = _most_likely(
            counter, analyzer, perspective, at, half, owners_from, search_limit
        )
        choice = "most likely" if proved else "likely"
    missing = [c for c in half.cards if c not in owners]
    if missing:
        raise UsageError(f"the claim names no owner for {' '.join(map(str, missing))}")
    if not log.rules.split_claims and any(p.team != claimer.team for p in owners.values()):
        raise UsageError("a claim names only teammates (rules: split-claims allows opponents)")
    total = counter.total
    right = Fraction(counter.deals(owners, {}), total)
    on_team = Fraction(counter.deals({}, dict.fromkeys(half.cards, opponents)), total)
    split = any(p.team != claimer.team for p in owners.values())
    penalised = is_out_of_turn(log.rules, claimer, state.turn)
    table = log.table
    end_game = is_end_game(
        sum(state.hand_size(p).hi for p in table.members(t)) for t in table.teams
    )
    timing = claim_timing(log.rules, claimer, state.turn, end_game)
    right, wrong, annulled = outcome_chances(log.rules, penalised, split, right, on_team)
    facts = analyzer.view_counts(perspective.hands, at)
    opponents_hold = {
        c.code: holder.name
        for c in half.cards
        if (holder := facts.forced(c)) is not None and holder.team != claimer.team
    }
    return ClaimOdds(
        half_suit=half.key,
        claimer=claimer.name,
        owners={c.code: p.name for c, p in sorted(owners.items())},
        right=right,
        wrong=wrong,
        annulled=annulled,
        choice=choice,
        out_of_turn=penalised,
        timing=timing,
        opponents_hold=opponents_hold,
    )


def _most_likely(
    counter: _ClaimCounter,
    analyzer: Analyzer,
    perspective: Perspective,
    at: int,
    half: HalfSuit,
    team: list[Player],
    limit: int,
) -> tuple[dict[Card, Player], bool]:
    """The assignment of ``half`` to players of ``team`` with the most deals (ties: seat order),
    by branch and bound: a partial assignment's deal count bounds every completion's. Also says
    whether the search finished (so the result is proved best)."""
    facts = analyzer.view_counts(perspective.hands, at)
    options = {
        c: sorted(
            (p for p in team if facts.counts.get(c, {}).get(p, 0)),
            key=lambda p: (-facts.counts[c][p], p.seat),
        )
        for c in half.cards
    }
    cards = sorted(half.cards, key=lambda c: len(options[c]))
    if any(not options[c] for c in cards):
        # Some card cannot be on the team: every team claim is wrong, all equally (never right).
        return {c: (options[c] or team)[0] for c in half.cards}, True
    best: tuple[int, dict[Card, Player]] = (-1, {})
    nodes = 0

    def search(k: int, partial: dict[Card, Player], bound: int) -> None:
        nonlocal best, nodes
        if bound <= best[0] or nodes >= limit:
            return
        if k == len(cards):
            best = (bound, dict(partial))
            return
        card = cards[k]
        for player in options[card]:
            partial[card] = player
            nodes += 1
            search(k + 1, partial, counter.deals(partial, {}))
            del partial[card]

    search(0, {}, counter.total)
    if best[0] < 0:
        # The search budget ran out before any complete assignment: each card's likeliest
        # teammate.
        return {c: options[c][0] for c in half.cards}, False
    return best[1], nodes < limit
