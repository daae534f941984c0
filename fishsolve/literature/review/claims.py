"""Claims in a review: half-suits a player could prove but left lying, and how sure each claim was.

Definitions (docs/review.md states them for users):

- A half-suit is **claimable by** a player at a position when, in that player's own view (the
  public view if the log does not give the player's hand), every one of its six cards has a
  forced holder, all on the player's team — or, under ``split-claims``, split between the teams.
- A **missed claim** is a run of positions during which a half-suit stayed claimable by a player
  and at least one of that player's turns ended (a "no" to their ask, a pass) with cards in
  hand and the set unclaimed.
- A claim is **sound** when its declared owners were forced in the claimer's view just before
  it, a **gamble** when they were possible but not forced, a **blunder** when no deal consistent
  with that view makes it right (under the annul rule, any out-of-turn claim).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.odds import ClaimOdds, claim_odds, outcome_fields
from fishsolve.literature.deduce.perspective import seat
from fishsolve.literature.deduce.view import provable_sets
from fishsolve.literature.game.events import Claim, GameLog
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player, Team


def claimable(
    log: GameLog, facts: HolderFacts, state: PublicState, player: Player
) -> list[HalfSuit]:
    """The half-suits ``player`` can prove with the view ``facts`` at ``state``: provable sets
    on the player's team, or split between the teams (under split-claims)."""
    if not facts.deals:
        return []
    return [
        found.half
        for found in provable_sets(log.rules, facts, state)
        if found.team in (player.team, None)
    ]


@dataclass(frozen=True)
class MissedClaim:
    """A half-suit a player could prove and left lying on at least one of their own turns."""

    player: str
    half_suit: str
    owners: dict[str, str]
    """Card code -> forced holder, when it became claimable."""
    since: int
    """Claimable from the position after this many events (0: from the deal)."""
    until: int | None
    """The event that ended the run: the claim of the set, or the ask that took a card off the
    team; None when it was still claimable at the end of the log."""
    ended: str
    """'claimed' (by anyone), 'lost a card' (an opponent took one) or 'end of log'."""
    claimed_by: str | None
    """Who claimed the set when the run ended with its claim."""
    turns: int
    """The player's own turns that ended during the run without the claim."""
    passed: tuple[int, ...]
    """The events that ended those turns (a "no" to the player's ask, a pass)."""
    events: int
    """Events during the run (from ``since`` to ``until`` or the end, the ending event excluded)."""
    scored_by: str | None
    """The team that finally scored the set ('A' or 'B'); None if annulled or never settled."""
    opponents_scored: bool
    """True when the player's opponents finally scored the set."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form (the field names as above)."""
        return {**self.__dict__, "passed": list(self.passed)}


def missed_claims(
    log: GameLog,
    states: Sequence[PublicState],
    view_of: Callable[[Player, int], HolderFacts | None],
) -> list[MissedClaim]:
    """Every missed claim of the game, by the start of the run, then seat, then half-suit.

    ``view_of(player, at)`` gives the counts of ``player``'s own view after ``at`` events (the
    public view for a player whose hand is unknown; None when there is no view to use).
    """
    n = len(log.events)
    found: list[MissedClaim] = []
    # Positions share their counts (Analyzer.view_counts): look each shared view up once. The
    # key holds the id of a view kept alive by its entry, with what else claimable() reads.
    seen: dict[tuple[int, frozenset[HalfSuit], Team], tuple[HolderFacts, set[HalfSuit]]] = {}
    for player in log.table.players:
        runs: dict[HalfSuit, tuple[int, dict[str, str]]] = {}
        for at in range(n + 1):
            facts = view_of(player, at)
            now: set[HalfSuit] = set()
            if facts is not None:
                key = (id(facts), frozenset(states[at].settled), player.team)
                if key not in seen:
                    seen[key] = (facts, set(claimable(log, facts, states[at], player)))
                now = seen[key][1]
            for half in list(runs):
                if half not in now:
                    since, owners = runs.pop(half)
                    found.extend(_run(log, states, player, half, owners, since, at))
            for half in now:
                if half not in runs and facts is not None:
                    owners = {c.code: p.name for c in half.cards if (p := facts.forced(c))}
                    runs[half] = (at, owners)
        for half, (since, owners) in runs.items():
            found.extend(_run(log, states, player, half, owners, since, None))
    found.sort(key=lambda m: (m.since, _seat(log, m.player), m.half_suit))
    return found


def _seat(log: GameLog, name: str) -> int:
    return log.table.player(name).seat


def _run(
    log: GameLog,
    states: Sequence[PublicState],
    player: Player,
    half: HalfSuit,
    owners: dict[str, str],
    since: int,
    until: int | None,
) -> list[MissedClaim]:
    """The run as a missed claim, if the player let one of their turns end during it.

    A turn ends when its event hands the turn on (a "no", a pass); a "yes" or a claim keeps it.
    """
    last = len(log.events) if until is None else until - 1
    passed: list[int] = []
    for at in range(since, min(last, len(log.events) - 1) + 1):
        state = states[at]
        ends = state.turn == player and states[at + 1].turn != player
        if ends and state.hand_size(player).lo > 0:
            passed.append(at + 1)
    turns = len(passed)
    if turns == 0:
        return []
    ended = "end of log"
    claimed_by = None
    if until is not None:
        event = log.events[until - 1]
        if isinstance(event, Claim) and event.half_suit == half:
            ended, claimed_by = "claimed", event.claimer.name
        else:
            ended = "lost a card"
    final = states[-1].settled.get(half)
    scored = final.scored_by if final is not None else None
    return [
        MissedClaim(
            player=player.name,
            half_suit=half.key,
            owners=owners,
            since=since,
            until=until,
            ended=ended,
            claimed_by=claimed_by,
            turns=turns,
            passed=tuple(passed),
            events=last - since,
            scored_by=scored.name if scored is not None else None,
            opponents_scored=scored is not None and scored != player.team,
        )
    ]


@dataclass(frozen=True)
class ClaimReview:
    """How sure a claim was, from the claimer's view just before it."""

    claimer: str
    half_suit: str
    owners: dict[str, str]
    outcome: str
    """As logged: 'right', 'wrong' or 'annulled'."""
    verdict: str | None
    """'sound', 'gamble' or 'blunder'; None when the log does not give the claimer's hand, or
    no deal fits the claimer's view."""
    odds: ClaimOdds | None = None
    """The exact chances of the declared owners (None without a verdict)."""

    @property
    def right(self) -> Fraction | None:
        """The chance the claim was right, in the claimer's view."""
        return None if self.odds is None else self.odds.right

    def to_dict(self) -> dict[str, Any]:
        """JSON form: probabilities as floats with exact fraction strings beside them."""
        out: dict[str, Any] = {
            "claimer": self.claimer,
            "half_suit": self.half_suit,
            "owners": self.owners,
            "outcome": self.outcome,
            "verdict": self.verdict,
            "out_of_turn": self.odds is not None and self.odds.out_of_turn,
        }
        if self.odds is None:
            out.update(outcome_fields(None, None, None))
        else:
            out.update(outcome_fields(self.odds.right, self.odds.wrong, self.odds.annulled))
        return out


def review_claim(analyzer: Analyzer | None, number: int, event: Claim) -> ClaimReview:
    """Review claim ``number`` (``event``) in the claimer's view just before it.

    ``analyzer`` is None when the log does not give the claimer's hand: the review then has no
    verdict.
    """
    base = ClaimReview(
        claimer=event.claimer.name,
        half_suit=event.half_suit.key,
        owners={c.code: p.name for c, p in event.owners},
        outcome=event.outcome.value,
        verdict=None,
    )
    if analyzer is None:
        return base
    view = seat(event.claimer)
    facts = analyzer.view_counts(view.hands, number - 1)
    if not facts.deals:
        return base
    odds = claim_odds(analyzer, view, number - 1, event.half_suit, event.owner_of)
    verdict = "sound" if odds.right == 1 else "blunder" if odds.right == 0 else "gamble"
    return replace(base, verdict=verdict, odds=odds)
