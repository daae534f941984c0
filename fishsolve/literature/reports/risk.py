"""The report of `fishsolve risk`: the exact odds of one claim at one position."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fishsolve.cards import Card
from fishsolve.errors import PERSPECTIVE, Opt, OptionError, UsageError
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.odds import ClaimOdds, claim_odds
from fishsolve.literature.deduce.perspective import perspectives, position
from fishsolve.literature.explain.inconsistency import inconsistency
from fishsolve.literature.game.events import GameLog
from fishsolve.seating import Player


@dataclass(frozen=True)
class RiskReport:
    """`fishsolve risk`: the odds of one claim at one position, from the claimer's view."""

    file: str
    at: int
    turn: str | None
    odds: ClaimOdds
    deals: int

    def to_dict(self) -> dict[str, Any]:
        """One JSON document."""
        return {
            "file": self.file,
            "at": self.at,
            "turn": self.turn,
            "deals": str(self.deals),
            **self.odds.to_dict(),
        }


def risk_report(
    analyzer: Analyzer,
    spec: str | None,
    at: int | None,
    half: HalfSuit,
    owners: Mapping[Card, Player] | None,
    file: str,
) -> RiskReport:
    """The odds of claiming ``half`` (with ``owners``, or the most likely ones) for `risk`."""
    log = analyzer.log
    n = position(log, at)
    views = perspectives(log, spec)
    if len(views) != 1:
        raise OptionError(
            "the log gives several hands: say whose claim it is with ", Opt(PERSPECTIVE), " NAME"
        )
    problem = inconsistency(analyzer, n)
    if problem is not None:
        raise UsageError(
            f"no deal fits this log after event {problem.event} ({problem.text}); there are no odds"
        )
    odds = claim_odds(analyzer, views[0], n, half, owners)
    facts = analyzer.counted(analyzer.base_keys(views[0].hands, n), n)
    turn = analyzer.replay.states[n].turn
    return RiskReport(file, n, turn.name if turn else None, odds, facts.deals or 0)


def risk(
    game: GameLog | Analyzer,
    half_suit: HalfSuit | str,
    owners: Mapping[Card, Player] | None = None,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
) -> RiskReport:
    """The exact chances that claiming ``half_suit`` is right, wrong or annulled: `fishsolve risk`.

    Args:
        game: the log, or an analyzer of it (reused).
        half_suit: the half-suit to claim, or its name (``"low diamonds"``, ``"LD"``).
        owners: the owner declared for each card (None: the most likely owners on the
            claimer's team).
        perspective: the claimer's name (None: the log's single known hand).
        at: the position, as a number of events (None: after the whole log).
        file: the file name the report shows (default: the log's path).

    Raises:
        UsageError: the half-suit is settled, the claim names no owner for a card or only
            teammates, or no deal fits the log; :class:`~fishsolve.errors.OptionError` for a
            bad perspective or position.
    """
    analyzer = game if isinstance(game, Analyzer) else Analyzer(game)
    deck = analyzer.log.rules.deck
    half = deck.parse_half_suit(half_suit) if isinstance(half_suit, str) else half_suit
    return risk_report(analyzer, perspective, at, half, owners, file or analyzer.log.path or "")
