"""A coach's review of a Go Fish, Authors or Simplified Fish game (a full-deal log, as
``fishsolve simulate --game ...`` writes it; with fewer known hands, those seats).

Per event and seat: each ask's exact chance of a yes against the best legal ask in the asker's own
view, and the asks certain to get a yes that were passed by; what each ask and its answer told the
table (bits, from the public view); books certain to be completable and how many turns passed
before they were laid; asks for a rank the asker provably lacked (only in a log with errors,
which is reviewed leniently and counted only before its first error). A position the counter does
not reach within its budget is reported as over budget, without a figure — except, with
``precision``, a seat's position just before its own ask in Go Fish with books of four: its
chances are then estimated (:mod:`.estimates`), each estimate labelled (``exact`` false, its 95%
interval) beside the proved possibilities.

Nothing here prints: :mod:`fishsolve.gofish.render.review` draws the report, ``to_dict`` is its
JSON and :mod:`fishsolve.gofish.render.html_review` writes the page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from fishsolve.executor import Executor
from fishsolve.family.moments import Moment, Side, critical, sides
from fishsolve.gofish.deduce import DEFAULT
from fishsolve.gofish.deduce.intervals import CONFIDENCE
from fishsolve.gofish.deduce.perspective import PUBLIC
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.notation.writer import format_fish_event
from fishsolve.gofish.review import estimates
from fishsolve.gofish.review.highlights import (
    AskReview,
    CertainBook,
    PlayerSummary,
    certain_books,
    review_asks,
    summarize,
)
from fishsolve.gofish.review.moments import game_moments
from fishsolve.gofish.review.views import (
    OVER,
    EstimatedFrame,
    Frame,
    ViewWork,
    count_view,
    first_error,
)
from fishsolve.text.reading import LogPath, name_of


@dataclass(frozen=True)
class Told:
    """What one event told the table, in bits (None: ``note`` says why there is no figure)."""

    question: float | None
    answer: float | None
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"question": _r6(self.question), "answer": _r6(self.answer), "note": self.note}


def _r6(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


@dataclass(frozen=True)
class FishEventReview:
    """One event and its highlights (``number`` from 1; ``turn``: on turn after it)."""

    number: int
    line: int | None
    text: str
    kind: str
    actor: str
    turn: str | None
    score: dict[str, int]
    stock: int
    told: Told
    ask: AskReview | None = None
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "line": self.line,
            "text": self.text,
            "kind": self.kind,
            "actor": self.actor,
            "turn": self.turn,
            "score": dict(self.score),
            "stock": self.stock,
            "told": self.told.to_dict(),
            "ask": None if self.ask is None else self.ask.to_dict(),
            "error": self.error,
        }


@dataclass(frozen=True)
class FishReviewReport:
    """Everything the review of one Go Fish family game says."""

    file: str
    game: str
    rules: tuple[str, ...]
    players: tuple[str, ...]
    ranks: tuple[str, ...]
    full_deal: bool
    budget: int | None
    precision: int | None
    """Samples of each estimate (None: no estimates, exact figures only)."""
    errors: tuple[str, ...]
    events: tuple[FishEventReview, ...]
    certain_books: tuple[CertainBook, ...]
    summaries: tuple[PlayerSummary, ...]
    views: tuple[ViewWork, ...]
    """Every perspective's frames (seats, then the table), for the page's heat map."""
    over: bool
    """The log plays the game to its end (stock and hands empty). An unfinished game's score is
    the score so far."""
    turn: str | None
    """Who is on turn after the last event (None once the game is over)."""
    moments: tuple[Moment, ...] = ()
    """Every mistake, in event order (:mod:`fishsolve.gofish.review.moments`)."""

    @property
    def critical(self) -> list[Moment]:
        """The costliest moments, the head of the review."""
        return critical(self.moments)

    @property
    def sides(self) -> list[Side]:
        """Each player's mistakes."""
        return sides(self.moments, [(name, None) for name in self.players])

    @property
    def score(self) -> dict[str, int]:
        """Points after the last event, by player: final once the game is over."""
        return self.events[-1].score if self.events else dict.fromkeys(self.players, 0)

    def coverage(self, viewer: str) -> tuple[int, int]:
        """(positions counted exactly, positions) of one perspective."""
        view = next(v for v in self.views if v.viewer == viewer)
        return sum(1 for f in view.frames if isinstance(f, Frame)), len(view.frames)

    def estimated(self, viewer: str) -> int:
        """Positions of one perspective whose chances are estimated."""
        view = next(v for v in self.views if v.viewer == viewer)
        return sum(1 for f in view.frames if isinstance(f, EstimatedFrame))

    def to_dict(self, frames: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "file": self.file,
            "game": self.game,
            "rules": list(self.rules),
            "players": list(self.players),
            "ranks": list(self.ranks),
            "full_deal": self.full_deal,
            "budget": self.budget,
            "estimate": None
            if self.precision is None
            else {"samples": self.precision, "confidence": CONFIDENCE},
            "errors": list(self.errors),
            "score": self.score,
            "over": self.over,
            "turn": self.turn,
            "coverage": {
                v.viewer: {
                    **dict(zip(("counted", "positions"), self.coverage(v.viewer), strict=True)),
                    "estimated": self.estimated(v.viewer),
                }
                for v in self.views
            },
            "events": [e.to_dict() for e in self.events],
            "certain_books": [b.to_dict() for b in self.certain_books],
            "players_summary": [s.to_dict() for s in self.summaries],
            "moments": [m.to_dict() for m in self.moments],
            "critical": [self.moments.index(m) for m in self.critical],
            "sides": [s.to_dict() for s in self.sides],
        }
        if frames:
            out["views"] = [frames_dict(v) for v in self.views]
        return out


def frames_dict(view: ViewWork) -> dict[str, Any]:
    """One perspective's frames as JSON: per position ``null`` with a ``note``; or, counted, the
    total and per place (players, then the stock) per rank [chance of at least one, expected
    count]; or, estimated (``exact`` false, ``total`` null), the same cells as estimates, with
    per cell its 95% ``intervals`` (null where the proved counts settle it) and the ``possible``
    counts (proved), the ``samples`` and the estimated ``arrangements``."""
    positions: list[dict[str, Any]] = []
    for f in view.frames:
        if isinstance(f, Frame):
            cells = [[[round(c, 6), round(e, 6)] for c, e in row] for row in f.places]
            positions.append({"total": str(f.total), "exact": True, "cells": cells})
        elif isinstance(f, EstimatedFrame):
            cells = [[[round(c, 6), round(e, 6)] for c, e in row] for row in f.places]
            spans = [
                [None if s is None else [_r6(s[0]), _r6(s[1])] for s in r] for r in f.intervals
            ]
            positions.append(
                {
                    "total": None,
                    "exact": False,
                    "cells": cells,
                    "intervals": spans,
                    "possible": [[list(c) for c in row] for row in f.possible],
                    "samples": f.samples,
                    "arrangements": float(f"{f.arrangements:.6g}"),
                }
            )
        else:
            positions.append({"total": None, "note": f})
    return {"perspective": view.viewer, "positions": positions}


def _told(log: FishLog, public: ViewWork) -> list[Told]:
    """What each event told the table, from the public unit's pass: bits exactly where the table's
    view is counted before and after the event; else the reason the position after it has no
    frame (over budget, or no deal fits)."""
    out = []
    for i, event in enumerate(log.events):
        t = public.told[i] if i < len(public.told) else None
        if t is not None:
            q = t.question_bits if isinstance(event, FishAsk) else None
            out.append(Told(q, t.answer_bits))
        else:
            after = public.frames[i + 1]
            out.append(Told(None, None, after if isinstance(after, str) else OVER))
    return out


def review_fish(
    log: FishLog,
    file: str = "",
    jobs: int = 1,
    budget: int | None = DEFAULT,
    progress: Callable[[int, int], None] | None = None,
    precision: int | None = None,
    keep: int | None = None,
) -> FishReviewReport:
    """Review ``log``: every seat whose hand the log has, and the table, counted within ``budget``
    (state steps per count; None: no limit) in ``jobs`` processes; with ``precision`` (samples, at
    least 2) each ask past the budget estimated in its asker's view (:mod:`.estimates`; ``keep``:
    the states each layer of a sampled run keeps, default the estimate's own)."""
    rep = replay(log, lenient=True)
    first = first_error(rep)
    upto = len(log.events) if first is None else first
    known = [p.name for p, _ in log.hands]
    viewers = [*known, PUBLIC]
    tasks = [(log, v, budget, upto) for v in viewers]
    works: list[ViewWork] = []
    executor = Executor(max(1, jobs))
    for done, r in enumerate(executor.map(count_view, tasks), start=1):
        works.append(r)
        if progress is not None:
            progress(done, len(tasks))
    if precision is not None:
        works = _estimated(log, works, upto, (precision, keep), executor, progress)
    by_viewer = {w.viewer: w for w in works}
    told = _told(log, by_viewer[PUBLIC])
    errors = _errors_by_event(log, rep)
    asks = review_asks(log, rep, by_viewer, errors)
    books = certain_books(log, rep, by_viewer)
    bits = [None if t.answer is None else (t.question or 0.0, t.answer) for t in told]
    summaries = summarize(log, rep, asks, books, bits)
    events = []
    for i, e in enumerate(log.events):
        state = rep.states[i + 1]
        events.append(
            FishEventReview(
                number=i + 1,
                line=e.source.line if e.source else None,
                text=format_fish_event(e),
                kind=e.kind,
                actor=e.actor.name,
                turn=state.turn.name if state.turn else None,
                score={p.name: rep.score(p, i + 1) for p in log.seating},
                stock=state.stock,
                told=told[i],
                ask=asks[i],
                error=errors.get(i),
            )
        )
    return FishReviewReport(
        file=file,
        game=log.rules.variant.value,
        rules=log.rules.tokens(),
        players=log.seating.names,
        ranks=tuple(r.code for r in log.rules.ranks),
        full_deal=log.full,
        budget=budget,
        precision=precision,
        errors=tuple(str(err) for err in rep.errors),
        events=tuple(events),
        certain_books=tuple(books),
        summaries=tuple(summaries),
        views=tuple(works),
        over=rep.final.over,
        turn=None if rep.final.over or rep.final.turn is None else rep.final.turn.name,
        moments=game_moments(log, rep, asks, books),
    )


def _estimated(
    log: FishLog,
    works: list[ViewWork],
    upto: int,
    samples: tuple[int, int | None],
    executor: Executor,
    progress: Callable[[int, int], None] | None,
) -> list[ViewWork]:
    """``works`` with each ask past the budget estimated in its asker's view, one unit each."""
    by_viewer = {w.viewer: w for w in works}
    tasks = []
    for i, e in enumerate(log.events[:upto]):
        work = by_viewer.get(e.actor.name)
        if (
            isinstance(e, FishAsk)
            and work is not None
            and work.frames[i] == OVER
            and estimates.applies(log, work.viewer)
        ):
            tasks.append((log, work.viewer, i, samples))
    if not tasks:
        return works
    frames = {w.viewer: list(w.frames) for w in works}
    odds = {w.viewer: dict(w.odds) for w in works}
    done = len(works)
    for task, found in zip(tasks, executor.map(estimates.estimate_ask, tasks), strict=True):
        _, viewer, at, _ = task
        if not isinstance(found, str):
            frames[viewer][at], odds[viewer][at] = found
        done += 1
        if progress is not None:
            progress(done, len(works) + len(tasks))
    return [replace(w, frames=tuple(frames[w.viewer]), odds=odds[w.viewer]) for w in works]


def _errors_by_event(log: FishLog, rep: Any) -> dict[int, str]:
    out: dict[int, str] = {}
    for err in rep.errors:
        if err.location is None:
            continue
        for i, e in enumerate(log.events):
            if e.source is not None and e.source.line == err.location.line:
                out.setdefault(i, err.message)
                break
    return out


def review_file(
    path: LogPath | FishLog,
    jobs: int = 1,
    budget: int | None = DEFAULT,
    progress: Callable[[int, int], None] | None = None,
    precision: int | None = None,
) -> FishReviewReport:
    """`fishsolve review` on a Go Fish family log: read it and review it (``precision``: see
    :func:`review_fish`)."""
    return review_fish(read_fish_log(path), name_of(path), jobs, budget, progress, precision)
