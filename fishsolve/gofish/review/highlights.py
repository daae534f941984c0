"""The highlights of a Go Fish family review, read off the counted frames: each ask against the
best legal ask and the certain asks passed by, asks for a rank the asker provably lacked, and
books certain to be completable and how many turns passed before they were laid."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from fishsolve.gofish.game.events import Book, FishAsk, FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.review.views import Frame, ViewWork

UNKNOWN_HAND = "hand unknown"
"""The status of an ask whose asker's hand the log does not have."""


@dataclass(frozen=True)
class AskChoice:
    """An ask and its exact chances (fractions as text, and the chance of a yes as a float)."""

    target: str
    rank: str
    card: str | None
    yes: str
    lucky: str
    chance: float

    @property
    def words(self) -> str:
        return f"{self.target} for {self.card or self.rank}"


@dataclass(frozen=True)
class AskReview:
    """One ask, from the asker's own view just before it.

    ``status``: "counted", "over budget", "no deal fits" or "hand unknown" (a log without the
    asker's hand). When counted: ``chosen`` (this ask, priced), ``best`` (the legal ask with the
    highest chance of a yes), ``place`` (1 = the best), ``sure_passed`` (asks certain to get a
    yes that were not taken, when this one was not sure).
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

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


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


def _choice(a: tuple[str, str, str | None, Fraction, Fraction]) -> AskChoice:
    return AskChoice(a[0], a[1], a[2], str(a[3]), str(a[4]), float(a[3]))


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
        if isinstance(frame, Frame):
            row = frame.places[e.asker.index]
            ri = log.rules.ranks.index(e.rank)
            lacked = lacked or row[ri][0] == 0.0
        priced = work.odds.get(i)
        if not isinstance(frame, Frame) or priced is None:
            status = frame if isinstance(frame, str) else "over budget"
            out.append(AskReview(**base, status=status, lacked=lacked))  # type: ignore[arg-type]
            continue
        asks = priced.asks
        mine = next(
            (a for a in asks if a[0] == e.target.name and a[1] == e.rank.code and a[2] == card),
            None,
        )
        ranked = sorted(asks, key=lambda a: -a[3])
        best = ranked[0] if ranked else None
        chosen = _choice(mine) if mine is not None else None
        place = None
        if mine is not None:
            place = 1 + sum(1 for a in asks if a[3] > mine[3])
            if place == 1:
                best = mine  # among equals, the ask taken is a best one
        sure = tuple(_choice(a) for a in asks if a[3] == 1 and a is not mine)
        passed = sure if mine is None or mine[3] < 1 else ()
        out.append(
            AskReview(
                **base,  # type: ignore[arg-type]
                status="counted",
                chosen=chosen,
                best=_choice(best) if best else None,
                place=place,
                options=len(asks),
                sure_passed=passed,
                lacked=lacked,
            )
        )
    return out


def certain_books(
    log: FishLog, rep: FishReplay, by_viewer: dict[str, ViewWork]
) -> list[CertainBook]:
    """Books certain to be completable in their player's own view, and when they were laid.

    A run of counted positions in which the book is certain starts at ``since``; the book laid by
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
            if not isinstance(frame, Frame):
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
    """One player's totals. ``rated``: asks counted from their view; ``quality``: the mean over
    them of the chance of a yes divided by the best legal ask's (when the best is above 0)."""

    name: str
    asks: int
    yes: int
    lucky: int
    books: int
    points: int
    rated: int
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
