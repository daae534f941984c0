"""What one event changed in a Go Fish family view: counts narrowed, cards located, ranks booked,
new sure asks and books now certain.

Computed from the `analyze` report of the position before the event and the report after it
(the same perspective), so it is exactly what ``analyze --at N-1 --json`` and ``analyze --at N
--json`` differ by: every possible count of a player or the stock by rank (``rows``), where each
card may be under card asks (``cards``), the sure asks and the books certain to be completable.

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> from fishsolve.gofish.game.replay import replay
>>> from fishsolve.gofish.reports.analyze import analyze_fish_log
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo\\ndeck: 2 3\\ndeal: 2\\n"
...                      "hand Ana: 2C 3C\\nAna asks Bo for 2: go fish\\n")
>>> rep = replay(log)
>>> found = fish_changes(*(analyze_fish_log(log, rep, "g", "Ana", at) for at in (0, 1)))
>>> [(c.place, c.rank, c.before, c.after, c.kind) for c in found.counts]
... # doctest: +NORMALIZE_WHITESPACE
[('Ana', '3', [1], [2], 'moved'), ('Bo', '2', [0, 1, 2], [0], 'excluded'),
 ('Bo', '3', [0, 1, 2], [2], 'forced'), ('stock', '2', [1, 2, 3], [3], 'forced'),
 ('stock', '3', [1, 2, 3], [0], 'excluded')]

Bo holds no 2 (the go fish), so Bo's two cards are threes; Ana's draw was no 2 (no lucky draw),
so it was the last three.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.gofish.reports.report import AskLine, FishAnalysisReport
from fishsolve.live.changes import Exclusion, NewHolder


@dataclass(frozen=True)
class CountChange:
    """The possible counts of one rank in one place (a player or ``stock``) that changed."""

    place: str
    rank: str
    before: list[int]
    after: list[int]

    @property
    def kind(self) -> str:
        """``excluded`` (none now), ``forced`` (one count now, one of those possible before),
        ``narrowed`` (fewer counts, none new) or ``moved`` (a count not possible before: the
        event moved cards of the rank)."""
        if self.after == [0]:
            return "excluded"
        if len(self.after) == 1 and self.after[0] in self.before:
            return "forced"
        if set(self.after) < set(self.before):
            return "narrowed"
        return "moved"

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (with ``kind``)."""
        return {**asdict(self), "kind": self.kind}


@dataclass(frozen=True)
class SureAsk:
    """An ask of the player on turn now certain to get a yes (``card`` under card asks)."""

    target: str
    rank: str
    card: str | None


@dataclass(frozen=True)
class FishChanges:
    """What the event changed in a Go Fish family view."""

    counts: list[CountChange] = field(default_factory=list)
    forced: list[NewHolder] = field(default_factory=list)
    """Under card asks: cards whose holder (a player or ``stock``) is now proved."""
    excluded: list[Exclusion] = field(default_factory=list)
    """Under card asks: holders newly ruled out for a card still open."""
    booked: list[str] = field(default_factory=list)
    """Ranks whose every card is now in books (their counts are not listed)."""
    sure_asks: list[SureAsk] = field(default_factory=list)
    books: dict[str, list[str]] = field(default_factory=dict)
    """Per player, the ranks they are now certain to be able to complete (and were not)."""

    @property
    def empty(self) -> bool:
        """True when the view learnt nothing."""
        return not (
            self.counts
            or self.forced
            or self.excluded
            or self.booked
            or self.sure_asks
            or self.books
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "counts": [c.to_dict() for c in self.counts],
            "forced": [asdict(f) for f in self.forced],
            "excluded": [asdict(e) for e in self.excluded],
            "booked": list(self.booked),
            "sure_asks": [asdict(s) for s in self.sure_asks],
            "books": {p: list(r) for p, r in self.books.items()},
        }


def fish_changes(before: FishAnalysisReport, after: FishAnalysisReport) -> FishChanges:
    """What ``after`` knows that ``before`` did not (places, ranks and cards matched by name)."""
    booked = [
        r
        for r in after.ranks
        if all(row.cells[r].possible == [0] for row in after.rows)
        and not all(row.cells[r].possible == [0] for row in before.rows if r in row.cells)
    ]
    old_rows = {row.place: row for row in before.rows}
    counts: list[CountChange] = []
    for row in after.rows:
        was = old_rows.get(row.place)
        if was is None:
            continue
        for rank, cell in row.cells.items():
            old = was.cells.get(rank)
            if rank in booked or old is None or old.possible == cell.possible:
                continue
            counts.append(CountChange(row.place, rank, list(old.possible), list(cell.possible)))
    forced: list[NewHolder] = []
    excluded: list[Exclusion] = []
    for card, holders in after.cards.items():
        old_holders = before.cards.get(card)
        if old_holders is None or old_holders == holders:
            continue
        if len(holders) == 1:
            forced.append(NewHolder(card, holders[0], list(old_holders)))
            continue
        gone = [h for h in old_holders if h not in holders]
        if gone:
            excluded.append(Exclusion(card, gone, list(holders)))
    had = {_key(a) for a in before.sure_asks}
    sure = [SureAsk(a.target, a.rank, a.card) for a in after.sure_asks if _key(a) not in had]
    books = {
        p: new
        for p, ranks in after.certain_books.items()
        if (new := [r for r in ranks if r not in before.certain_books.get(p, [])])
    }
    return FishChanges(counts, forced, excluded, booked, sure, books)


def _key(ask: AskLine) -> tuple[str, str, str | None]:
    return ask.target, ask.rank, ask.card
