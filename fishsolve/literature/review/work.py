"""The counting work of a review, cut into units that run here or in worker processes.

A unit is one seat's whole view of the game (its counts at every position, the chances of its asks,
the odds of its claims), the public view at one position, or the public view around one ask's
question. Units share nothing but the log, so with ``jobs > 1`` they are spread over up to that many
processes, each with its own :class:`~fishsolve.literature.deduce.analysis.Analyzer`, when there is
enough work to pay for building those (:func:`pool_size`); the results are the same numbers in the
same order either way.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from fishsolve.errors import OptionError
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.game.corrections import plan as correction_plan
from fishsolve.literature.game.events import Ask, Claim, GameLog
from fishsolve.literature.review.asks import AskChance, ask_chance
from fishsolve.literature.review.claims import ClaimReview, review_claim
from fishsolve.literature.review.counts import ReviewCounts
from fishsolve.literature.review.prepare import review_analyzer
from fishsolve.seating import Player
from fishsolve.workers import MAX_WORKERS, watch_parent


@dataclass(frozen=True)
class SeatPart:
    """One seat's view through the game."""

    frames: tuple[HolderFacts, ...]
    """The view's counts after 0, 1, ... n events."""
    asks: dict[int, AskChance | None]
    """Event number -> chances of the seat's ask there (None: no deal fits the view)."""
    claims: dict[int, ClaimReview]
    """Event number -> review of the seat's claim there."""


@dataclass(frozen=True)
class Unit:
    """One piece of work: ('seat', seat index), ('public', position) or ('question', event)."""

    kind: str
    number: int


@dataclass
class Results:
    """Everything the units found."""

    seats: dict[Player, SeatPart]
    public: dict[int, HolderFacts]
    """Position -> public view counts (every position, or those that begin a run of asks)."""
    questions: dict[int, tuple[int, int]]
    """Ask number -> deals in the public view after its question, and after its answer."""


Done = tuple[Unit, SeatPart | HolderFacts | tuple[int, int]]
"""A unit and its result."""

Progress = Callable[[int, int], object]
"""Told how far the work is: ``progress(done, total)`` units (first with ``done`` 0)."""


class Worker:
    """Runs units with one analyzer (and its cache) of the game."""

    def __init__(self, analyzer: Analyzer) -> None:
        self.analyzer = analyzer
        self.counts = ReviewCounts(analyzer)

    def run(self, unit: Unit) -> Done:
        """Do ``unit``."""
        if unit.kind == "seat":
            return unit, self.seat(self.analyzer.log.table.players[unit.number])
        if unit.kind == "public":
            return unit, self.counts.view((), unit.number)
        return unit, self.question(unit.number)

    def signature(self, unit: Unit) -> Hashable:
        """What ``unit``'s result depends on: units with equal signatures have equal results."""
        if unit.kind == "seat":
            return unit
        if unit.kind == "public":
            return unit.kind, self.analyzer.view_signature((), unit.number)
        event = self.analyzer.log.events[unit.number - 1]
        assert isinstance(event, Ask)
        question = self.counts.question_signature(unit.number)
        return unit.kind, question, event.card, event.target, event.answer

    def seat(self, player: Player) -> SeatPart:
        """``player``'s view at every position, and the player's asks and claims in it."""
        log = self.analyzer.log
        frames = tuple(self.counts.view((player,), at) for at in range(len(log.events) + 1))
        asks: dict[int, AskChance | None] = {}
        claims: dict[int, ClaimReview] = {}
        # An ask repeated in the same view of the same position has the same chances: what
        # ask_chance reads is the view (its signature), the hand sizes and the ask.
        chances: dict[Hashable, AskChance | None] = {}
        states = self.analyzer.replay.states
        for number, event in enumerate(log.events, start=1):
            if isinstance(event, Ask) and event.asker == player:
                state = states[number - 1]
                view = self.analyzer.view_signature((player,), number - 1)
                key = (view, state.hand_sizes, state.over, event.card, event.target)
                if key not in chances:
                    chances[key] = ask_chance(self.analyzer, number, event)
                asks[number] = chances[key]
            elif isinstance(event, Claim) and event.claimer == player:
                claims[number] = review_claim(self.analyzer, number, event)
        return SeatPart(frames, asks, claims)

    def question(self, number: int) -> tuple[int, int]:
        """Public deals after ask ``number``'s question, and after its answer."""
        event = self.analyzer.log.events[number - 1]
        assert isinstance(event, Ask)
        q = self.counts.question(number)
        yes = q.holding.get(event.card, {}).get(event.target, 0) if q.total else 0
        return q.total, yes if event.answer else q.total - yes


def plan(log: GameLog, public_frames: bool) -> list[Unit]:
    """Every unit a review of ``log`` needs, the costliest first (for an even spread).

    The public view is costliest early in a game, when few constraints tie the cards down; the
    seats' views cost about the same each.
    """
    events = log.events
    # An ask the table voided (S-PT §05) did not happen: it has no question to count.
    voided = correction_plan(events).voided
    asks = [i for i, e in enumerate(events, start=1) if isinstance(e, Ask) and i not in voided]
    if public_frames:
        positions = list(range(len(events) + 1))
    else:
        # Counted only where a run of asks begins: inside a run, each ask's "before" is the
        # previous ask's "after", read off its question's counts.
        counted = set(asks)
        positions = [i - 1 for i in asks if i - 1 not in counted]
    public = [Unit("question", i) for i in asks] + [Unit("public", k) for k in positions]
    public.sort(key=lambda u: u.number)
    early = len(public) // 4
    seats = [Unit("seat", p.index) for p in log.known_players]
    return public[:early] + seats + public[early:]


def firsts(worker: Worker, units: list[Unit]) -> list[int]:
    """For each unit, the index of the first unit with the same result (its own when none
    before it has): a long log repeats positions (the same "no" asked again and again), and each
    is counted once."""
    seen: dict[Hashable, int] = {}
    return [seen.setdefault(worker.signature(u), i) for i, u in enumerate(units)]


def _fan_out(done: Iterator[Done], units: list[Unit], first: list[int]) -> Iterator[Done]:
    """Every unit with its result, in plan order, from ``done``: the results of the units that
    are their own first, in order (each other unit repeats its first's result)."""
    kept: dict[int, SeatPart | HolderFacts | tuple[int, int]] = {}
    for i, unit in enumerate(units):
        if first[i] == i:
            done_unit, kept[i] = next(done)
            assert done_unit == unit
        yield unit, kept[first[i]]


def _collect(done: Iterator[Done], log: GameLog) -> Results:
    results = Results({}, {}, {})
    for unit, value in done:
        if isinstance(value, SeatPart):
            results.seats[log.table.players[unit.number]] = value
        elif isinstance(value, HolderFacts):
            results.public[unit.number] = value
        else:
            results.questions[unit.number] = value
    return results


_WORKER: Worker | None = None


def _start(log: GameLog, parent: int) -> None:
    global _WORKER
    watch_parent(parent)
    # The checks of review_analyzer already passed in the parent process; this builds the same
    # analyzer in the worker.
    _WORKER = Worker(review_analyzer(log))


def _run(unit: Unit) -> Done:
    assert _WORKER is not None
    return _WORKER.run(unit)


def _counted(done: Iterator[Done], total: int, progress: Progress | None) -> Iterator[Done]:
    """``done``, telling ``progress`` of each unit as its result arrives."""
    if progress is None:
        yield from done
        return
    progress(0, total)
    for count, item in enumerate(done, start=1):
        progress(count, total)
        yield item


def run(
    analyzer: Analyzer, public_frames: bool, jobs: int = 1, progress: Progress | None = None
) -> Results:
    """Do every unit of the review of ``analyzer``'s log, in up to ``jobs`` processes (see
    :func:`pool_size`); ``jobs=0`` chooses: up to one per CPU, no more than the CPUs idle now.

    ``progress`` is told the units done after each one (with ``jobs > 1``, as the results come
    back in the order of the plan).
    """
    if jobs > MAX_WORKERS:
        raise OptionError.bad(
            "jobs", jobs, f"give at most {MAX_WORKERS} processes (4 per CPU here)"
        )
    log = analyzer.log
    units = plan(log, public_frames)
    worker = Worker(analyzer)
    first = firsts(worker, units)
    distinct = [u for i, u in enumerate(units) if first[i] == i]
    if jobs <= 0:
        workers = pool_size(os.cpu_count() or 1, len(log.events), distinct, len(log.table.players))
    else:
        # Asked for: the load of the machine does not change it (only the size of the work).
        workers = pool_size(jobs, len(log.events), distinct, len(log.table.players), spare=jobs)
    if workers <= 1:
        done = _fan_out((worker.run(u) for u in distinct), units, first)
        return _collect(_counted(done, len(units), progress), log)
    # forkserver where there is one: a clean process per worker, safe even in threaded programs.
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    pool = ProcessPoolExecutor(
        workers, mp_context=context, initializer=_start, initargs=(log, os.getpid())
    )
    try:
        done = _fan_out(pool.map(_run, distinct), units, first)
        results = _collect(_counted(done, len(units), progress), log)
        pool.shutdown()
    except BaseException:
        # An interrupt (while the units run, or while the pool ends), or a unit that failed:
        # stop now rather than finish the queued units or wait for the workers.
        _stop(pool)
        raise
    return results


EVENTS_PER_UNIT = 25
"""A worker process pays once for the log before its first unit (the log sent over, the replay,
the constraints and the consistency check rebuilt): about 0.5 ms an event, against 50 ms or more
for a unit's count on a six-player game (measured side by side; see docs/performance.md). A pool
pays for itself with two workers when the counts outweigh twice a rebuild, one unit for 50 events;
it is started at one unit for :data:`EVENTS_PER_UNIT` events, twice that."""

POOL_COUNTS = 3_000
"""The least work, in counts of a six-player view, worth starting worker processes for. A worker
costs about 0.4 s before its first unit (a process, the imports, the game rebuilt); a six-player
count about 1 ms since issue 16, so a 150-event game's review (about 1,000 counts, 1-2 s in one
process) is done sooner in one process than split over two that each pay the start. Measured on
the 2-core machine: --jobs 2 took 1.3x the time of --jobs 1 there (docs/performance.md)."""

COUNT_WEIGHT = {6: 1, 8: 30}
"""What one count costs in six-player counts, by the number of players (more players, far more
deals to tell apart: an eight-player view's median is about 30 times a six-player one's)."""


def spare_cpus() -> int:
    """CPUs this process may use that nothing else is using now (at least 1): the CPUs it may run
    on less the load average, our own process counted in."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        cpus = os.cpu_count() or 1
    try:
        busy = os.getloadavg()[0]
    except OSError:  # pragma: no cover - no load average here
        busy = 0.0
    return max(1, int(cpus - busy + 1))


def pool_size(
    jobs: int, events: int, distinct: list[Unit], players: int = 6, spare: int | None = None
) -> int:
    """How many worker processes ``distinct`` units of the review of an ``events``-long log of
    ``players`` are worth: at most ``jobs``, no more than the units, no more than the CPUs not
    busy now (``spare``, by default :func:`spare_cpus`), and 1 (no pool: run here) when the work
    is too small to pay for starting workers.

    The work is counted in counts: one for the public view at a position or around a question,
    and for a seat's view of the game as many as there are distinct public units (it counts a
    view at every position). A pool is worth it when that work, weighed by what a count costs
    with that many players (:data:`COUNT_WEIGHT`), reaches :data:`POOL_COUNTS`, and the counts
    outweigh rebuilding the log in each worker (:data:`EVENTS_PER_UNIT`): a long log that repeats
    itself leaves a handful of distinct units, which a worker would spend far longer rebuilding
    the game for than counting. The results are the same numbers whatever this returns.
    """
    workers = min(jobs, len(distinct))
    if workers < 2:
        return 1
    public = sum(1 for u in distinct if u.kind != "seat")
    work = public * (1 + len(distinct) - public)
    if work * EVENTS_PER_UNIT < events:
        return 1
    weight = COUNT_WEIGHT.get(players, 1 if players < 6 else max(COUNT_WEIGHT.values()))
    if work * weight < POOL_COUNTS:
        return 1
    return max(1, min(workers, spare_cpus() if spare is None else spare))


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel ``pool``'s queued units and end its workers, without waiting for their units;
    then wait for the pool's manager thread to end.

    The wait matters at exit: concurrent.futures wakes every manager thread still registered
    (an atexit hook) by writing to its wake-up pipe, which a manager thread closes as it ends;
    with the thread still ending, the write can meet the closed pipe and Python prints a
    traceback ("Bad file descriptor") after the quiet exit (a CPython 3.11 race).
    """
    workers = dict(getattr(pool, "_processes", None) or {})
    manager = getattr(pool, "_executor_manager_thread", None)  # shutdown forgets it
    pool.shutdown(wait=False, cancel_futures=True)
    for process in workers.values():
        process.terminate()
    for process in workers.values():
        process.join(5)
    if manager is not None:
        manager.join(5)
