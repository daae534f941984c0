"""The report of `fishsolve analyze` on a Go Fish family position (:mod:`.analyze` makes it): per
place and rank the counts possible and, where known, the chances; the asks of the player on turn;
how the chances were estimated when they are not exact. What the shells render and live compares."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.gofish.deduce.questions import Possible


@dataclass(frozen=True)
class RankCell:
    """One player's (or the stock's) cards of one rank: possible counts, and exact figures when
    counted (``chance``: of holding at least one; ``expected``: the mean count)."""

    possible: list[int]
    chance: float | None = None
    expected: float | None = None
    interval: list[float] | None = None
    """An estimate's 95% interval of ``chance`` (None when the chance is exact or not given)."""


@dataclass(frozen=True)
class PlaceRow:
    """A player or the stock: its size now and a cell per rank (by rank code)."""

    place: str
    size: int
    cells: dict[str, RankCell]


@dataclass(frozen=True)
class AskLine:
    """An ask of the player on turn, with its exact chances (as fractions and as floats)."""

    target: str
    rank: str
    card: str | None
    yes: str
    lucky: str
    go_on: str
    go_on_value: float
    interval: list[float] | None = None
    """An estimate's 95% interval of ``go_on`` (None when exact): ``yes``, ``lucky`` and
    ``go_on`` are then decimals, not fractions."""


@dataclass(frozen=True)
class EstimateInfo:
    """How the chances of a report were estimated (never exact): ``samples`` independent runs of
    the sampled count, each layer thinned to about ``keep`` states; every chance has its
    ``confidence`` interval; ``arrangements``: the estimated number of consistent deals and stock
    orders."""

    samples: int
    keep: int
    confidence: float
    arrangements: float


@dataclass(frozen=True)
class FishAnalysisReport:
    """What `analyze` says about one position of a Go Fish family log."""

    file: str
    game: str
    viewer: str
    at: int
    events: int
    line: int | None
    turn: str | None
    score: dict[str, int]
    exact: bool
    arrangements: int | None
    note: str
    ranks: list[str]
    rows: list[PlaceRow]
    cards: dict[str, list[str]] = field(default_factory=dict)
    asks: list[AskLine] = field(default_factory=list)
    sure_asks: list[AskLine] = field(default_factory=list)
    certain_books: dict[str, list[str]] = field(default_factory=dict)
    over: bool = False
    """The game is over (no turn); with no turn and not over, the game has not started."""
    brief: bool = False
    """Whether the report is the quick answer only (`--brief`): the sure asks, the best ask and
    the certain books."""
    estimate: EstimateInfo | None = None
    """Set when the chances are estimates (``exact`` is then false): how they were made."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (`--brief`: the position and the quick answer only)."""
        whole = asdict(self)
        del whole["brief"]
        if not self.brief:
            return whole
        quick = ("file", "game", "viewer", "at", "events", "line", "turn", "score", "over")
        out = {key: whole[key] for key in quick}
        out["sure_asks"] = whole["sure_asks"]
        out["best_ask"] = whole["asks"][0] if whole["asks"] else None
        out["certain_books"] = whole["certain_books"]
        if not self.exact:
            out["note"] = self.note
            out["estimate"] = whole["estimate"]
        return out

    def possible(self) -> Possible:
        """The possibilities the report shows (proved, or counted exactly): per (place, rank
        code) the counts; under card asks per card code its places."""
        counts = {
            (row.place, code): tuple(c.possible)
            for row in self.rows
            for code, c in row.cells.items()
        }
        return Possible(counts, {code: tuple(where) for code, where in self.cards.items()})
