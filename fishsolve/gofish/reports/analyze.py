"""`fishsolve analyze` on a Go Fish family log: what a seat (or the table) can know after an event.

For every player and rank (and the stock) the counts that are possible now and, where the exact
counter answers within its budget, the exact chance of holding at least one and the expected
count; under card asks, where each card may be; the asks of the player on turn ranked by their
exact chance of going on (``--odds``), and the asks certain to get a yes. When counting would
exceed its budget, the possibilities come from the CP-SAT model (each proved); in Go Fish (rank
asks: books of four or pairs) the chances are then *estimated*
(:mod:`fishsolve.gofish.deduce.estimate`), each with its 95% interval and the report's
``estimate`` saying so; elsewhere (card asks) the report says plainly that it has no chances.

The report itself is :mod:`.report`'s; its rows and ask lines are made by :mod:`.rows`.
"""

from __future__ import annotations

from collections.abc import Callable

from fishsolve.errors import PERSPECTIVE, POSITION, InconsistentLog, NotationError, OptionError
from fishsolve.gofish.deduce import (
    DEFAULT,
    AskOdds,
    FishView,
    TooCostly,
    ask_odds,
    fish_view,
)
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.beside import Beside
from fishsolve.gofish.deduce.carry import still_impossible
from fishsolve.gofish.deduce.engines import analyze_steps
from fishsolve.gofish.deduce.intervals import CONFIDENCE
from fishsolve.gofish.deduce.perspective import FULL, PUBLIC, at_ask, resolve
from fishsolve.gofish.deduce.questions import STOCK, first_impossible_sat
from fishsolve.gofish.deduce.rankthreads import spare_core
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.reports.report import AskLine, EstimateInfo, FishAnalysisReport, PlaceRow
from fishsolve.gofish.reports.rows import (
    ask_line,
    dead_from_possible,
    estimated_ask,
    estimated_rows,
    exact_rows,
    possible_rows,
    sure_from_possible,
)
from fishsolve.seating import Player
from fishsolve.text.reading import LogPath, name_of


def viewer_of(log: FishLog, spec: str | None) -> Player | str:
    """The perspective ``spec`` names (None: the full record when the log has it, else its one
    known hand, else the public view)."""
    if spec is None:
        if log.full:
            return FULL
        known = [p for p, _ in log.hands]
        return known[0] if len(known) == 1 else PUBLIC
    try:
        # A seat whose hand the log does not have knows what the table knows, and its draws.
        return resolve(log, spec)
    except NotationError as err:
        raise OptionError.bad(PERSPECTIVE, spec, err.message) from None


def _position(log: FishLog, at: int | None) -> int:
    total = len(log.events)
    if at is None:
        return total
    if not 0 <= at <= total:
        raise OptionError.bad(POSITION, at, f"the log has events 0 to {total}")
    return at


def _inconsistent(log: FishLog, rep: FishReplay, at: int) -> InconsistentLog:
    import dataclasses

    # At the moment of an ask nobody holds a book: that is the ask's own rule, so the ask is
    # part of what may not fit.
    upto = at + 1 if at_ask(log, at) else at
    prefix = dataclasses.replace(log, events=log.events[:upto])
    first = first_impossible_sat(prefix, rep)
    if not first:
        return InconsistentLog("the known hands contradict each other")
    event = log.events[first - 1]
    return InconsistentLog(
        f"no deal of the cards and order of the stock fits the log once event {first} is added",
        event.source.at() if event.source else None,
    )


def analyze_fish(
    path: LogPath | FishLog,
    as_: str | None = None,
    at: int | None = None,
    odds: bool = False,
    budget: int | None = DEFAULT,
    precision: int | None = sampled.SAMPLES,
) -> FishAnalysisReport:
    """Analyse the position after ``at`` events (default: all) of the log at ``path``."""
    log = read_fish_log(path)
    return analyze_fish_log(log, replay(log), name_of(path), as_, at, odds, budget, precision)


def analyze_fish_log(
    log: FishLog,
    rep: FishReplay,
    file: str,
    as_: str | None = None,
    at: int | None = None,
    odds: bool = False,
    budget: int | None = DEFAULT,
    precision: int | None = None,
    rank_steps: int | None = None,
    before: FishAnalysisReport | None = None,
    early: bool = False,
) -> FishAnalysisReport:
    """Analyse the position after ``at`` events (default: all) of ``log`` (``rep``: its replay;
    ``file``: the name the report shows). Past the budget, with ``precision`` (samples, at least
    2; None: no estimate) the chances are estimated where :mod:`.estimate` applies. The count
    over ranks takes ``rank_steps`` of its steps per budget step (default: as many as
    ``precision`` asks for, :func:`.analyze_steps`; without it, as many as the default
    samples).

    Past the budget, the proved possibilities are worked out in a second thread beside the
    estimate (:mod:`.beside`); ``early``: from the start, beside the count too, and the estimate
    is made before the count (for a caller that expects the count to run past its budget: the
    runs' arrangements reach the proofs as they start, and the count's steps in C leave the
    interpreter to the proofs; the proofs are stopped, and the estimate dropped, if the count
    succeeds; the count's large steps take the second core once the proofs are done); else the
    exact count makes its large steps in two threads (:mod:`.rankthreads`). ``before``: the
    report of the position one event earlier, for the same viewer: the values it found impossible
    at places the event did not touch are not asked again (:mod:`.carry`). The report is the
    same either way."""
    who = viewer_of(log, as_)
    at = _position(log, at)
    if rank_steps is None:
        rank_steps = analyze_steps(precision or sampled.SAMPLES)
    state = rep.states[at]
    rows: list[PlaceRow]
    cards: dict[str, list[str]] = {}
    exact = True
    note = ""
    arrangements: int | None = None
    books: dict[str, list[str]] = {}
    view: FishView | None = None
    est: sampled.Estimate | None = None
    counted: list[list[AskOdds]] | None = None
    impossible = None
    if before is not None and before.at == at - 1 and before.viewer == _name(who):
        impossible = still_impossible(log, rep, at, before.possible())
    with Beside(log, rep, who, at, impossible=impossible) as beside:
        ahead: sampled.Estimate | None = None
        if early and not state.over:
            beside.start()
            # The estimate first: its runs' arrangements reach the proofs while they start, so
            # the solver is not asked what they show (the exact count after them counts the same).
            ahead = _estimate(log, rep, who, at, odds, precision, beside.give_run)
        try:
            # Nothing runs beside the count: both cores to it; early, once the proofs are done.
            with spare_core(beside.finished if early else True):
                view = fish_view(log, rep, who, at, budget, rank_steps)
        except TooCostly:
            beside.start()
            exact = False
            note = (
                "too many deals to count exactly within the budget: the possible counts in the "
                "table are proved, the chances are not given"
            )
            if state.over:
                # Every hand and the stock are empty: every count is 0, no chance to estimate.
                note = (
                    "the game is over: every count is 0 (proved); the deals that fit the log "
                    "are too many to count within the budget"
                )
            elif early:
                est = ahead
            else:
                est = _estimate(log, rep, who, at, odds, precision, beside.give_run)
            if est is not None and est.exact:
                # No layer needed thinning: the sampled count is the exact count.
                view, exact = est.runs[0], True
                counted = [odds for odds, _ in est.run_odds] if est.run_odds else None
                est = None
            elif est is not None:
                note = (
                    f"too many deals to count exactly: the possible counts are proved; the "
                    f"chances are ESTIMATES from {est.samples} samples, each with its 95% interval"
                )
        if view is None:
            try:
                found = beside.result()
            except ValueError:
                raise _inconsistent(log, rep, at) from None
    if view is not None:
        if not view.total:
            raise _inconsistent(log, rep, at)
        arrangements = view.total
        rows = exact_rows(log, rep, view, at)
        if view.cards is not None:
            cards = {
                c.code: [h.name if h is not None else STOCK for h in view.holders(c)]
                for c in view.cards
            }
        books = {
            p.name: [r.code for r in ranks] for p, ranks in view.certain_books().items() if ranks
        }
    else:
        rows = possible_rows(log, rep, found, at)
        if est is not None:
            rows = estimated_rows(log, rep, found, est, at)
        cards = {code: list(where) for code, where in found.places.items()}
    asks: list[AskLine] = []
    sure: list[AskLine] = []
    if isinstance(who, Player) and rep.turn_at(at) == who:
        if exact:
            try:
                with spare_core(beside.finished if early else True):
                    priced = (
                        counted[0] if counted else ask_odds(log, rep, who, at, budget, rank_steps)
                    )
            except TooCostly:
                priced = []
            for a in priced:
                line = ask_line(a.target, a.rank, a.card.code if a.card else None, a.yes, a.lucky)
                if a.yes == 1:
                    sure.append(line)
                if odds:
                    asks.append(line)
        else:
            sure = sure_from_possible(log, rows, who, state.sizes, found.places)
            if odds and est is not None and est.odds is not None:
                # An ask the proved possibilities make certain, or leave no way to go on, is
                # priced exactly, not estimated.
                proved = {(a.target, a.rank, a.card): a for a in sure}
                asks = [
                    proved.get((a.target.name, a.rank.code, a.card.code if a.card else None))
                    or dead_from_possible(log, found, a, state.stock)
                    or estimated_ask(est, a)
                    for a in est.odds
                ]
                asks.sort(key=lambda a: -a.go_on_value)
    last = log.events[at - 1] if at else None
    return FishAnalysisReport(
        file=file,
        game=log.rules.variant.value,
        viewer=_name(who),
        at=at,
        events=len(log.events),
        line=last.source.line if last is not None and last.source else None,
        turn=state.turn.name if state.turn else None,
        score={p.name: rep.score(p, at) for p in log.seating},
        exact=exact,
        arrangements=arrangements,
        note=note,
        ranks=[r.code for r in log.rules.ranks],
        rows=rows,
        cards=cards,
        asks=asks,
        sure_asks=sure,
        certain_books=books,
        over=state.over,
        estimate=(
            EstimateInfo(est.samples, est.keep, CONFIDENCE, float(est.arrangements))
            if est is not None
            else None
        ),
    )


def _name(who: Player | str) -> str:
    return who.name if isinstance(who, Player) else who


def _estimate(
    log: FishLog,
    rep: FishReplay,
    who: Player | str,
    at: int,
    odds: bool,
    precision: int | None,
    each: Callable[[FishView], None] | None = None,
) -> sampled.Estimate | None:
    """The estimate of the position's chances, or None (not asked for, not made for this game,
    over its own work limit, or no deal fits: the possibilities then say which)."""
    if precision is None or not sampled.applies(log, who):
        return None
    try:
        est = sampled.estimate(log, rep, who, at, precision, odds=odds, each=each)
    except TooCostly:
        return None
    return est if est.view.total else None
