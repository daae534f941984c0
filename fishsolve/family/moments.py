"""Critical moments: the mistakes of a reviewed game, in one shape for every family.

A family's review finds its mistakes in its own terms (a missed claim, a passed sure ask, an ask
far below the best, a gamble or a blunder, a book left lying) and states each as a
:class:`Moment`: who made it, at which event, in whose view it is judged, and what it cost —
**the chance lost**, judged by what the mover could know (their own hand and everything public)
just before the move: the chance of success of the best move they had less that of the move they
made. A separate ``hindsight`` note says what the true deal, when the log knows it, shows instead.

:func:`ranked` orders them (the costliest first, then by event), :func:`critical` picks the few at
the head of a review, :func:`sides` adds them up per player (and per team). Docs: docs/review.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from fishsolve.errors import OptionError

MISSED_CLAIM = "missed claim"
SURE_ASK_PASSED = "sure ask passed"
WEAK_ASK = "weak ask"
GAMBLE = "gamble"
BLUNDER = "blunder"
ILLEGAL_ASK = "illegal ask"
BOOK_LEFT = "book left"
LACKED = "lacked the rank"
KINDS = (MISSED_CLAIM, SURE_ASK_PASSED, WEAK_ASK, GAMBLE, BLUNDER, ILLEGAL_ASK, BOOK_LEFT, LACKED)
"""Every kind of mistake a review marks (docs/review.md, "Critical moments")."""

WEAK = Fraction(1, 4)
"""An ask is a **weak ask** when its chance of a yes is at least this far below the best legal
ask's (and no sure ask was passed): a quarter of a certainty lost."""

CRITICAL = 5
"""How many moments the head of a review shows (the costliest)."""


@dataclass(frozen=True)
class Moment:
    """One mistake: ``event`` (its number) by ``player`` (of ``team``; None where each plays for
    themself), judged in the view ``view`` (the player's own, or ``public`` when the log does
    not give their hand)."""

    event: int
    player: str
    team: str | None
    view: str
    kind: str
    cost: Fraction
    """The chance lost, from 0 to 1, in the mover's view just before the move."""
    chance: Fraction | None
    """The chance of success of the move made (an ask's yes, a claim's right), when it has one."""
    best: Fraction | None
    """The chance of success of the best move the player had instead, when it has one."""
    alternative: str | None
    """The better move, in words (``ask Cara for 3C``, ``claim low spades``)."""
    hindsight: str | None
    """What the true deal (or the rest of the log) shows that the mover could not know."""
    question: str
    """What the position asks of the mover ("try it")."""
    hindsight_event: int | None = None
    """The last event of the log the hindsight note reads, when it is later than ``event`` (an
    opponents' claim, the end of the game): a spoiler-free page shows the note only once that
    event is shown."""
    interval: tuple[float, float] | None = None
    """The 95% interval of ``cost`` when the chances it rests on are estimates (``chance``,
    ``best`` and ``cost`` are then estimates too); None: exact."""

    @property
    def exact(self) -> bool:
        """The moment's figures are exact, not estimates."""
        return self.interval is None

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the chances as floats with exact fractions beside them (an estimate has
        ``exact`` false, its ``cost_interval`` and no fractions)."""
        out: dict[str, Any] = {
            "event": self.event,
            "player": self.player,
            "team": self.team,
            "view": self.view,
            "kind": self.kind,
            "exact": self.exact,
            "cost": round(float(self.cost), 6),
            "cost_exact": str(self.cost) if self.exact else None,
            "cost_interval": None
            if self.interval is None
            else [round(x, 6) for x in self.interval],
        }
        for key in ("chance", "best"):
            value = getattr(self, key)
            out[key] = None if value is None else round(float(value), 6)
            out[f"{key}_exact"] = None if value is None or not self.exact else str(value)
        out.update(
            alternative=self.alternative,
            hindsight=self.hindsight,
            hindsight_event=self.hindsight_event,
            question=self.question,
        )
        return out


def ranked(moments: Sequence[Moment]) -> list[Moment]:
    """``moments`` the costliest first; equal costs in the order of the game."""
    return sorted(moments, key=lambda m: (-m.cost, m.event, m.player, m.kind))


def critical(moments: Sequence[Moment], count: int = CRITICAL) -> list[Moment]:
    """The ``count`` costliest moments (:func:`ranked`)."""
    return ranked(moments)[:count]


def chosen_moments(
    moments: Sequence[Moment], player: str | None, players: Sequence[str]
) -> list[Moment]:
    """The moments of ``player`` (every player's when None), in event order.

    Raises:
        OptionError: ``player`` is not at the table.
    """
    if player is not None and player not in players:
        raise OptionError.bad("player", player, f"the players are {', '.join(players)}")
    return [m for m in moments if player is None or m.player == player]


@dataclass(frozen=True)
class Side:
    """One player's (or team's) mistakes: how many, the chance lost in all, and the costliest."""

    name: str
    team: str | None
    is_team: bool
    mistakes: int
    cost: Fraction
    worst: Moment | None
    estimated: int = 0
    """How many of the mistakes' costs are estimates (``cost`` is then an estimate too)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "name": self.name,
            "team": self.team,
            "is_team": self.is_team,
            "mistakes": self.mistakes,
            "estimated": self.estimated,
            "cost": round(float(self.cost), 6),
            "worst": None if self.worst is None else self.worst.event,
        }


def sides(
    moments: Sequence[Moment],
    players: Sequence[tuple[str, str | None]],
) -> list[Side]:
    """Each player's mistakes (``players``: (name, team) in seat order), then each team's when
    the players have teams."""

    def side(name: str, team: str | None, is_team: bool, members: set[str]) -> Side:
        mine = [m for m in moments if m.player in members]
        worst = ranked(mine)[0] if mine else None
        cost = sum((m.cost for m in mine), Fraction(0))
        estimated = sum(1 for m in mine if not m.exact)
        return Side(name, team, is_team, len(mine), cost, worst, estimated)

    out = [side(name, team, False, {name}) for name, team in players]
    teams = sorted({team for _, team in players if team is not None})
    for team in teams:
        members = {name for name, t in players if t == team}
        out.append(side(f"team {team}", team, True, members))
    return out


@dataclass(frozen=True)
class MomentPuzzle:
    """A puzzle cut at a critical moment: the position just before ``moment``'s move, from the
    mover's seat (``puzzle make --from``)."""

    name: str
    moment: Moment
    question: str
    answer: str
    grade: str | None
    moves: int
    """Moves the puzzle shows (the moment's event less one)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "name": self.name,
            "event": self.moment.event,
            "player": self.moment.player,
            "kind": self.moment.kind,
            "question": self.question,
            "answer": self.answer,
            "grade": self.grade,
            "moves": self.moves,
        }


@dataclass(frozen=True)
class GamePuzzles:
    """What ``puzzle make --from GAME`` wrote: a puzzle for each critical moment that has a question
    with exactly one answer, and why the others have none."""

    out: str
    file: str
    puzzles: tuple[MomentPuzzle, ...]
    skipped: tuple[tuple[Moment, str], ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "out": self.out,
            "file": self.file,
            "puzzles": [p.to_dict() for p in self.puzzles],
            "skipped": [
                {"event": m.event, "player": m.player, "kind": m.kind, "why": why}
                for m, why in self.skipped
            ],
        }
