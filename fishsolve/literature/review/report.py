"""The report of `fishsolve review` (:func:`fishsolve.literature.review.game.review` makes it):
every event's review, the summaries per player and per team, the moments, and each view's
counts at every position (*frames*, for the HTML page's heatmap). Nothing here prints:
:mod:`fishsolve.literature.render.review` draws it, ``to_dict`` gives its JSON form.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from fishsolve.cards import Card
from fishsolve.family.moments import Moment, Side, critical, sides
from fishsolve.literature.review.asks import AskReview
from fishsolve.literature.review.claims import ClaimReview, MissedClaim
from fishsolve.seating import Player


@dataclass(frozen=True)
class Frame:
    """One view at one position: the exact number of consistent deals and of each holding."""

    deals: int
    counts: Mapping[Card, Mapping[Player, int]]
    """In-play card -> current holder -> deals (zero entries omitted)."""


@dataclass(frozen=True)
class ViewFrames:
    """One view at every position, from the deal (index 0) to the end."""

    label: str
    hands: tuple[str, ...]
    frames: tuple[Frame, ...]


@dataclass(frozen=True)
class EventReview:
    """One event of the game and its highlights."""

    number: int
    line: int | None
    text: str
    """The event in plain words ('Ben asked Cara for 9C: no')."""
    kind: str
    """'ask', 'claim', 'pass' or 'count'."""
    actor: str
    turn: str | None
    """Who is on turn after the event."""
    score: tuple[int, int]
    """Sets of team A and team B after the event."""
    comments: tuple[str, ...]
    """The log's comments written at this event (inline or on the lines after it)."""
    ask: AskReview | None = None
    claim: ClaimReview | None = None
    missed: tuple[int, ...] = ()
    """Indexes into the report's missed claims of those this event passed up."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "number": self.number,
            "line": self.line,
            "text": self.text,
            "kind": self.kind,
            "actor": self.actor,
            "turn": self.turn,
            "score": {"A": self.score[0], "B": self.score[1]},
            "comments": list(self.comments),
            "ask": None if self.ask is None else self.ask.to_dict(),
            "claim": None if self.claim is None else self.claim.to_dict(),
            "missed": list(self.missed),
        }


@dataclass(frozen=True)
class Summary:
    """Totals for one player or one team."""

    name: str
    team: str
    asks: int
    yes: int
    claims: int
    right: int
    judged: int
    """Claims with a verdict: the log gives the claimer's hand and some deal fits their view.
    ``sound``, ``gambles`` and ``blunders`` count among these."""
    sound: int
    gambles: int
    blunders: int
    missed: int
    illegal_asks: int
    rated_asks: int
    """Asks with a defined quality (the asker's hand known, some legal ask could succeed)."""
    mean_chance: float | None
    mean_best_chance: float | None
    ask_quality: float | None
    """Mean of chance / best chance over the rated asks."""
    question_bits: float
    """What this side's own questions told the table (asker rule), in bits."""
    answer_bits: float
    """What this side's answers told the table (asks made to it), in bits."""

    @property
    def bits_given(self) -> float:
        """Information given away: ``question_bits + answer_bits``."""
        return self.question_bits + self.answer_bits

    def to_dict(self) -> dict[str, Any]:
        """JSON form (floats rounded to 6 places)."""
        out = dict(self.__dict__)
        for key in ("mean_chance", "mean_best_chance", "ask_quality", "question_bits"):
            out[key] = None if out[key] is None else round(out[key], 6)
        out["answer_bits"] = round(self.answer_bits, 6)
        out["bits_given"] = round(self.bits_given, 6)
        return out


@dataclass(frozen=True)
class ReviewReport:
    """Everything `fishsolve review` reports for one game."""

    file: str
    deck: str
    rules: tuple[str, ...]
    players: tuple[tuple[str, str], ...]
    """(name, team) in seat order."""
    full_deal: bool
    views: tuple[ViewFrames, ...]
    events: tuple[EventReview, ...]
    missed_claims: tuple[MissedClaim, ...]
    player_summaries: tuple[Summary, ...]
    team_summaries: tuple[Summary, ...]
    over: bool
    """The log plays the game to its end. An unfinished game's score is the score so far."""
    turn: str | None
    """Who is on turn after the last event (None once the game is over)."""
    half_suits: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    """(key, name, card codes) of each half-suit of the deck, in deck order."""
    header_comments: tuple[str, ...] = ()
    """Comments written before the first event."""
    moments: tuple[Moment, ...] = ()
    """Every mistake, in event order (:mod:`fishsolve.literature.review.moments`)."""

    @property
    def critical(self) -> list[Moment]:
        """The costliest moments, the head of the review."""
        return critical(self.moments)

    @property
    def sides(self) -> list[Side]:
        """Each player's and each team's mistakes."""
        return sides(self.moments, self.players)

    @property
    def score(self) -> tuple[int, int]:
        """The score after the last event (team A, team B): final once the game is over."""
        return self.events[-1].score if self.events else (0, 0)

    def to_dict(self, frames: bool = False) -> dict[str, Any]:
        """One JSON document (docs/review.md); ``frames`` adds every view's probabilities."""
        out: dict[str, Any] = {
            "file": self.file,
            "deck": self.deck,
            "rules": list(self.rules),
            "players": [{"name": n, "team": t} for n, t in self.players],
            "full_deal": self.full_deal,
            "perspectives": [v.label for v in self.views],
            "score": {"A": self.score[0], "B": self.score[1]},
            "over": self.over,
            "turn": self.turn,
            "comments": list(self.header_comments),
            "events": [e.to_dict() for e in self.events],
            "missed_claims": [m.to_dict() for m in self.missed_claims],
            "players_summary": [s.to_dict() for s in self.player_summaries],
            "teams_summary": [s.to_dict() for s in self.team_summaries],
            "moments": [m.to_dict() for m in self.moments],
            "critical": [self.moments.index(m) for m in self.critical],
            "sides": [s.to_dict() for s in self.sides],
        }
        if frames:
            out["views"] = [_view_dict(v) for v in self.views]
        return out


def _view_dict(view: ViewFrames) -> dict[str, Any]:
    positions = []
    for frame in view.frames:
        probs = (
            {
                card.code: {p.name: float(Fraction(n, frame.deals)) for p, n in per.items()}
                for card, per in frame.counts.items()
            }
            if frame.deals
            else None
        )
        positions.append({"deals": str(frame.deals), "probabilities": probs})
    return {"perspective": view.label, "hands": list(view.hands), "positions": positions}
