"""The highlights of a Go Fish family review, read off the counted frames: each ask against the
best legal ask and the certain asks passed by, asks for a rank the asker provably lacked, and
books certain to be completable and how many turns passed before they were laid."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from fishsolve.gofish.game.events import Book, FishAsk, FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.review.views import EstimatedFrame, Frame, Priced, Span, ViewWork

UNKNOWN_HAND = "hand unknown"
"""The status of an ask whose asker's hand the log does not have."""
COUNTED = "counted"
"""The status of an ask whose position was counted exactly."""
ESTIMATED = "estimated"
"""The status of an ask whose position's chances were estimated (:mod:`.estimates`)."""
PROVED = "proved"
"""The status of an ask past the budget whose figures the proved counts settle (the ask made is
proved sure, or proved to get a go fish while another ask is proved sure): exact, no estimate."""


@dataclass(frozen=True)
class AskChoice:
    """An ask and its chances: exact (``yes`` and ``lucky`` fractions as text, the chance of a
    yes as a float), or, with ``exact`` false, estimated (``yes`` and ``lucky`` decimals as text,
    ``interval`` the 95% interval of the chance of a yes)."""

    target: str
    rank: str
    card: str | None
    yes: str
    lucky: str | None
    """None: not counted (an ask priced by proof alone)."""
    chance: float
    exact: bool = True
    interval: tuple[float, float] | None = None

    @property
    def words(self) -> str:
        return f"{self.target} for {self.card or self.rank}"


@dataclass(frozen=True)
class AskReview:
    """One ask, from the asker's own view just before it.

    ``status``: "counted", "estimated", "over budget", "no deal fits" or "hand unknown" (a log
    without the asker's hand). When counted or estimated: ``chosen`` (this ask, priced), ``best``
    (the legal ask with the highest chance of a yes), ``place`` (1 = the best), ``sure_passed``
    (asks certain to get a yes that were not taken, when this one was not sure: always proved).
    When estimated, a chance the proved counts do not settle is an estimate (its ``exact`` false),
    and ``place`` and ``best`` rank the estimates.
    ``lacked``: the asker provably held no card of the rank (possible only in a log with errors;
    ``error`` is the replay's message then).
    """

    asker: str
    target: str
    rank: str
    card: str | None
    given: int
    lucky: bool
    status: str
    chosen: AskChoice | None = None
    best: AskChoice | None = None
    place: int | None = None
    options: int = 0
    sure_passed: tuple[AskChoice, ...] = ()
    lacked: bool = False
    error: str | None = None

    @property
    def exact(self) -> bool:
        """The ask's chance and the best ask's are exact (counted, or settled by the proved
        counts), not estimates."""
        return all(c is None or c.exact for c in (self.chosen, self.best))

    def to_dict(self) -> dict[str, Any]:
        """JSON form; ``exact`` is null for an ask without figures."""
        priced = self.chosen is not None or self.best is not None
        return {**asdict(self), "exact": self.exact if priced else None}


@dataclass(frozen=True)
class CertainBook:
    """``player`` was certain to be able to complete ``rank`` from position ``since`` (in their
    own view: they hold one, the stock holds none and every other player's count is known); the
    book was laid at event ``laid`` (None: never, by them), after ``turns`` more of their turns."""

    player: str
    rank: str
    since: int
    laid: int | None
    turns: int | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _choice(
    a: tuple[str, str, str | None, Fraction, Fraction | None], span: Span | None
) -> AskChoice:
    if span is None:
        lucky = None if a[4] is None else str(a[4])
        return AskChoice(a[0], a[1], a[2], str(a[3]), lucky, float(a[3]))
    yes, lucky = f"{float(a[3]):.4f}", None if a[4] is None else f"{float(a[4]):.4f}"
    return AskChoice(a[0], a[1], a[2], yes, lucky, float(a[3]), False, span)


def _lacked(frame: Frame | EstimatedFrame, seat: int, rank: int) -> bool:
    """The asker provably holds no card of the rank (a counted chance 0, or proved counts)."""
    if isinstance(frame, Frame):
        return frame.places[seat][rank][0] == 0.0
    return frame.possible[seat][rank] == (0,)


def review_asks(
    log: FishLog, rep: FishReplay, by_viewer: dict[str, ViewWork], errors: dict[int, str]
) -> list[AskReview | None]:
    """Per event: the ask's review (None for a book or a refill)."""
    out: list[AskReview | None] = []
    for i, e in enumerate(log.events):
        if not isinstance(e, FishAsk):
            out.append(None)
            continue
        card = e.card.code if e.card else None
        work = by_viewer.get(e.asker.name)
        error = errors.get(i)
        base = {
            "asker": e.asker.name,
            "target": e.target.name,
            "rank": e.rank.code,
            "card": card,
            "given": e.given,
            "lucky": e.lucky,
            "error": error,
        }
        lacked = error is not None and "without holding" in error
        if work is None:  # the log does not have the asker's hand: nothing to count from
            out.append(AskReview(**base, status=UNKNOWN_HAND, lacked=lacked))  # type: ignore[arg-type]
            continue
        frame = work.frames[i]
        if not isinstance(frame, str):
            lacked = lacked or _lacked(frame, e.asker.index, log.rules.ranks.index(e.rank))
        priced = work.odds.get(i)
        if priced is None or (isinstance(frame, str) and not priced.proved):
            status = frame if isinstance(frame, str) else "over budget"
            out.append(AskReview(**base, status=status, lacked=lacked))  # type: ignore[arg-type]
            continue
        if priced.proved:
            status = PROVED
        else:
            status = ESTIMATED if isinstance(frame, EstimatedFrame) else COUNTED
        out.append(_rated(base, priced, lacked, status))
    return out


def _rated(base: dict[str, Any], priced: Priced, lacked: bool, status: str) -> AskReview:
    """The review of an ask whose position has its asks priced (counted, estimated, or proved:
    then the asks not listed are :attr:`~.views.Priced.unsettled`, each chance strictly between
    0 and 1)."""
    asks = priced.asks
    spans = {a: priced.interval(i) for i, a in enumerate(asks)}
    mine = next(
        (
            a
            for a in asks
            if a[0] == base["target"] and a[1] == base["rank"] and a[2] == base["card"]
        ),
        None,
    )
    # Among equal chances an exact one ranks first: an estimate of 1 is not a proof.
    ranked = sorted(asks, key=lambda a: (-a[3], spans[a] is not None))
    best = ranked[0] if ranked else None
    chosen = _choice(mine, spans[mine]) if mine is not None else None
    sure = [a for a in asks if a[3] == 1 and spans[a] is None and a is not mine]
    passed = sure if mine is None or mine[3] < 1 or spans[mine] is not None else []
    place = None
    if mine is not None:
        place = 1 + sum(1 for a in asks if a[3] > mine[3]) + len(passed) * (mine[3] == 1)
        place += priced.unsettled * (mine[3] == 0)
        if place == 1:
            best = mine  # among equals, the ask taken is a best one
    return AskReview(
        **base,
        status=status,
        chosen=chosen,
        best=_choice(best, spans[best]) if best else None,
        place=place,
        options=len(asks) + priced.unsettled,
        sure_passed=tuple(_choice(a, None) for a in passed),
        lacked=lacked,
    )


def certain_books(
    log: FishLog, rep: FishReplay, by_viewer: dict[str, ViewWork]
) -> list[CertainBook]:
    """Books certain to be completable in their player's own view, and when they were laid.

    A run of counted (or, at an estimated ask, proved) positions in which the book is certain
    starts at ``since``; the book laid by
    that player at or after it closes the run; ``turns`` counts the player's turns that began in
    between (0: laid in the turn it became certain)."""
    out: list[CertainBook] = []
    laid_at: dict[tuple[str, str], list[int]] = {}
    for i, e in enumerate(log.events):
        if isinstance(e, Book):
            laid_at.setdefault((e.player.name, e.rank.code), []).append(i + 1)
    for p in log.seating.players:
        work = by_viewer.get(p.name)
        if work is None:
            continue
        seen: set[str] = set()
        for at, frame in enumerate(work.frames):
            if isinstance(frame, str):  # counted, or estimated (its certain books are proved)
                continue
            for who, rank in frame.certain_books:
                if who != p.name or rank in seen:
                    continue
                seen.add(rank)
                # The first book of the rank the player lays after (under pairs, a rank is
                # laid twice).
                laid = next((j for j in laid_at.get((p.name, rank), []) if j > at), None)
                turns = None
                if laid is not None:
                    turns = sum(
                        1
                        for j in range(at + 1, laid)
                        if rep.states[j].turn == p and rep.states[j - 1].turn != p
                    )
                out.append(CertainBook(p.name, rank, at, laid, turns))
    out.sort(key=lambda b: (b.since, b.player, b.rank))
    return out


@dataclass(frozen=True)
class PlayerSummary:
    """One player's totals. ``rated``: asks priced from their view (counted, or estimated);
    ``quality``: the mean over them of the chance of a yes divided by the best legal ask's (when
    the best is above 0); ``estimated``: how many of the rated asks rest on estimated chances (the
    means are then estimates too)."""

    name: str
    asks: int
    yes: int
    lucky: int
    books: int
    points: int
    rated: int
    estimated: int
    mean_chance: float | None
    mean_best: float | None
    quality: float | None
    sure_passed: int
    lacked: int
    certain_books: int
    mean_turns_to_book: float | None
    question_bits: float
    answer_bits: float
    bits_counted: int
    """Events whose bits are counted (the rest are over budget)."""
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for key in ("mean_chance", "mean_best", "quality", "mean_turns_to_book"):
            out[key] = None if out[key] is None else round(out[key], 6)
        out["question_bits"] = round(self.question_bits, 6)
        out["answer_bits"] = round(self.answer_bits, 6)
        return out


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarize(
    log: FishLog,
    rep: FishReplay,
    asks: list[AskReview | None],
    books: list[CertainBook],
    told: list[tuple[float, float] | None],
) -> list[PlayerSummary]:
    """Per player, in seat order."""
    out = []
    for p in log.seating.players:
        mine = [a for a in asks if a is not None and a.asker == p.name]
        rated = [a for a in mine if a.chosen is not None and a.best is not None]
        chances = [a.chosen.chance for a in rated if a.chosen]
        bests = [a.best.chance for a in rated if a.best]
        quality = [
            a.chosen.chance / a.best.chance for a in rated if a.chosen and a.best and a.best.chance
        ]
        q_bits = a_bits = 0.0
        counted = 0
        for i, e in enumerate(log.events):
            t = told[i]
            if t is None:
                continue
            if isinstance(e, FishAsk):
                if e.asker == p:
                    q_bits += t[0]
                    counted += 1
                if e.target == p:
                    a_bits += t[1]
            elif e.actor == p:
                a_bits += t[1]
                counted += 1
        sure = [b for b in books if b.player == p.name]
        turns = [float(b.turns) for b in sure if b.turns is not None]
        out.append(
            PlayerSummary(
                name=p.name,
                asks=len(mine),
                yes=sum(1 for a in mine if a.given),
                lucky=sum(1 for a in mine if a.lucky),
                books=sum(1 for q, _ in rep.final.books if q == p),
                points=rep.score(p),
                rated=len(rated),
                estimated=sum(1 for a in rated if not a.exact),
                mean_chance=_mean(chances),
                mean_best=_mean(bests),
                quality=_mean(quality),
                sure_passed=sum(1 for a in mine if a.sure_passed),
                lacked=sum(1 for a in mine if a.lacked),
                certain_books=len(sure),
                mean_turns_to_book=_mean(turns),
                question_bits=q_bits,
                answer_bits=a_bits,
                bits_counted=counted,
            )
        )
    return out
