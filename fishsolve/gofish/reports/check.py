"""`fishsolve check` on a Go Fish family log: read, replay, and summarise it (or every problem)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.errors import FishsolveError, InconsistentLog, Problem
from fishsolve.gofish.game.events import Book, FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import ALL_RANKS, REFILL
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.notation.load import read_fish_log, read_fish_log_lenient
from fishsolve.text.reading import LogPath, source_name


@dataclass(frozen=True)
class LaidBook:
    """A book laid: by whom, of which rank, at which event and line, for how many points."""

    player: str
    rank: str
    event: int
    line: int | None
    points: int


@dataclass(frozen=True)
class FishCheckReport:
    """What `check` says about a Go Fish family log."""

    file: str
    ok: bool
    game: str = ""
    players: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    hand_size: int = 0
    refill: int = REFILL
    """Cards drawn by a player whose hand empties (five, or the log's ``refill:``)."""
    view: str = ""
    start: str | None = None
    events: int = 0
    asks: int = 0
    yes: int = 0
    go_fish: int = 0
    lucky: int = 0
    refills: int = 0
    books: list[LaidBook] = field(default_factory=list)
    score: dict[str, int] = field(default_factory=dict)
    stock: int = 0
    over: bool = False
    turn: str | None = None
    hand_sizes: dict[str, int] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return asdict(self)


def describe_fish_view(log: FishLog) -> str:
    """Who the log was written for: a full record, a seat, several hands or nobody."""
    known = [p for p, _ in log.hands]
    if log.full:
        return "full record (every hand and the stock)"
    if not known:
        return "no hands (public record)"
    if len(known) == len(log.seating):
        return "every hand (the stock's order unknown)"
    if len(known) == 1:
        return f"{known[0].name}'s seat"
    return "hands of " + ", ".join(p.name for p in known)


def summarize_fish(
    path: str, log: FishLog, rep: FishReplay, problems: list[Problem]
) -> FishCheckReport:
    """Build the report of a replayed log."""
    final = rep.final
    rules = log.rules
    asks = [e for e in log.events if isinstance(e, FishAsk)]
    books = []
    for number, event in enumerate(log.events, start=1):
        if isinstance(event, Book):
            books.append(
                LaidBook(
                    player=event.player.name,
                    rank=event.rank.code,
                    event=number,
                    line=event.source.line if event.source else None,
                    points=rules.points_of(event.rank),
                )
            )
    return FishCheckReport(
        file=path,
        ok=not problems,
        game=rules.variant.value,
        players=list(log.seating.names),
        rules=list(rules.tokens()),
        deck=[] if rules.ranks == ALL_RANKS else [r.code for r in rules.ranks],
        hand_size=rules.hand_size(len(log.seating)),
        refill=rules.refill,
        view=describe_fish_view(log),
        start=log.start.name if log.start else None,
        events=len(log.events),
        asks=len(asks),
        yes=sum(1 for e in asks if e.given),
        go_fish=sum(1 for e in asks if not e.given),
        lucky=sum(1 for e in asks if e.lucky),
        refills=sum(1 for e in log.events if e.kind == "refill"),
        books=books,
        score={p.name: rep.score(p) for p in log.seating},
        stock=final.stock,
        over=final.over,
        turn=final.turn.name if final.turn else None,
        hand_sizes={p.name: final.size(p) for p in log.seating},
        problems=problems,
    )


def _consistency(log: FishLog, rep: FishReplay) -> Problem | None:
    """The first event after which no deal and stock order fits the log, as a problem."""
    from fishsolve.gofish.deduce.model import Undecided
    from fishsolve.gofish.deduce.questions import first_impossible_sat

    try:
        found = first_impossible_sat(log, rep)
    except Undecided as err:
        return Problem.from_error(
            InconsistentLog(
                f"could not decide whether any deal fits the log ({err}); nothing proved"
            )
        )
    if found is None:
        return None
    if found == 0:
        return Problem.from_error(InconsistentLog("the known hands contradict each other"))
    event = log.events[found - 1]
    where = event.source.at() if event.source else None
    return Problem.from_error(
        InconsistentLog(
            "no deal of the cards and order of the stock fits the log once this event is added; "
            "it contradicts the events before it",
            where,
        )
    )


def checked_fish_log(path: LogPath | FishLog) -> tuple[FishLog, FishReplay]:
    """The log at ``path`` and its replay, once it is read, legal and some deal and stock order
    fits it: what a strict ``check`` accepts, and all that ``convert`` writes.

    Raises:
        FishsolveError: the first problem found.
    """
    log = read_fish_log(path)
    rep = replay(log)
    found = _consistency(log, rep)
    if found is not None:
        raise _as_error(found)
    return log, rep


def check_fish_file(path: LogPath, lenient: bool = False) -> FishCheckReport:
    """Read and replay the log at ``path``, then check that some deal and stock order fits it.

    Strict mode raises the first problem; lenient mode lists every problem it can find.
    """
    name = source_name(path)
    if not lenient:
        log, rep = checked_fish_log(path)
        return summarize_fish(name, log, rep, [])
    maybe, errors = read_fish_log_lenient(path)
    problems = [Problem.from_error(e) for e in errors]
    if maybe is None:
        return FishCheckReport(file=name, ok=False, problems=problems)
    rep = replay(maybe, lenient=True)
    problems += [Problem.from_error(e) for e in rep.errors]
    if not problems:
        try:
            found = _consistency(maybe, rep)
        except FishsolveError as err:  # undecided within the time limit: said, not hidden
            found = Problem.from_error(err)
        if found is not None:
            problems.append(found)
    problems.sort(key=lambda p: (p.line or 0, p.column or 0))
    return summarize_fish(name, maybe, rep, problems)


def _as_error(problem: Problem) -> FishsolveError:
    from fishsolve.errors import Location

    location = (
        Location(problem.line, problem.column or 1, problem.text, problem.file)
        if problem.line is not None
        else None
    )
    return InconsistentLog(problem.message, location)
