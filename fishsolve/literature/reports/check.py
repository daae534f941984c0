"""`fishsolve check`: read and replay a log, and summarise it (or every problem in it)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from fishsolve.cards import Card
from fishsolve.errors import InconsistentLog, Location, Problem
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    GameLog,
    HandCount,
    Outcome,
    Pass,
)
from fishsolve.literature.game.replay import replay
from fishsolve.literature.game.state import Replay
from fishsolve.literature.notation.load import read_log, read_log_lenient
from fishsolve.seating import Player
from fishsolve.text.reading import LogPath, source_name

if TYPE_CHECKING:
    from fishsolve.literature.deduce.analysis import Analyzer


@dataclass(frozen=True)
class SettledSet:
    """A half-suit settled by a claim."""

    half_suit: str
    event: int
    line: int | None
    claimer: str
    outcome: str
    scored_by: str | None
    designator: str | None = None
    """Who designated the claimer (S-ES), when someone did; left out of the JSON when None."""


@dataclass(frozen=True)
class CheckReport:
    """What `check` says about a log."""

    file: str
    ok: bool
    players: list[dict[str, Any]] = field(default_factory=list)
    deck: str = "standard"
    rules: list[str] = field(default_factory=list)
    """The rule words in force; under a preset every option it stands for, spelled out."""
    preset: str | None = None
    """The preset the rules came from (``portuguese``); left out of the JSON when None."""
    view: str = ""
    known_hands: list[str] = field(default_factory=list)
    start: str | None = None
    events: int = 0
    asks: int = 0
    yes: int = 0
    claims: int = 0
    passes: int = 0
    counts: int = 0
    settled: list[SettledSet] = field(default_factory=list)
    score: dict[str, int] = field(default_factory=dict)
    over: bool = False
    turn: str | None = None
    hand_sizes: dict[str, str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    corrections: int = 0
    """The table's agreed corrections (S-PT §05) in the log."""
    redeals: list[str] = field(default_factory=list)
    """The deals thrown in before the one played (S-PT §02), as written (``7D exposed by Ben``)."""
    notes: list[Problem] = field(default_factory=list)
    """What the corrections set aside (kind ``note``): not problems."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (the dialect records only when the log has them)."""
        data = asdict(self)
        if self.preset is None:
            del data["preset"]
        for key in ("corrections", "redeals", "notes"):
            if not data[key]:
                del data[key]
        for settled in data["settled"]:
            if settled["designator"] is None:
                del settled["designator"]
        return data


def describe_view(log: GameLog) -> str:
    """Who the log was written for: a seat, a full deal, several hands or nobody."""
    known = log.known_players
    if not known:
        return "no hands (public record)"
    if log.is_full_deal:
        return "full deal (all hands known)"
    if len(known) == 1:
        return f"{known[0].name}'s seat"
    return "hands of " + ", ".join(p.name for p in known)


def summarize(path: str, log: GameLog, rep: Replay, problems: list[Problem]) -> CheckReport:
    """Build the report of a replayed log."""
    final = rep.final
    events = log.events
    by_number = dict(enumerate(events, start=1))
    settled = []
    for result in sorted(final.settled.values(), key=lambda r: r.event):
        source = by_number[result.event].source
        settled.append(
            SettledSet(
                half_suit=result.half_suit.key,
                event=result.event,
                line=source.line if source else None,
                claimer=result.claimer.name,
                outcome=result.outcome.value,
                scored_by=result.scored_by.name if result.scored_by else None,
                designator=_designator(by_number[result.event]),
            )
        )
    return CheckReport(
        file=path,
        ok=not problems,
        players=[{"name": p.name, "seat": p.seat, "team": p.team.name} for p in log.table.players],
        deck=log.rules.deck.key,
        rules=list(log.rules.expanded() if log.rules.preset else log.rules.tokens()),
        preset=log.rules.preset,
        view=describe_view(log),
        known_hands=[p.name for p in log.known_players],
        start=log.start.name if log.start else None,
        events=len(events),
        asks=sum(isinstance(e, Ask) for e in events),
        yes=sum(isinstance(e, Ask) and e.answer for e in events),
        claims=sum(isinstance(e, Claim) for e in events),
        passes=sum(isinstance(e, Pass) for e in events),
        counts=sum(isinstance(e, HandCount) for e in events),
        corrections=sum(isinstance(e, Correction) for e in events),
        redeals=[str(r) for r in log.redeals],
        notes=[Problem.note(n.message, n.location) for n in rep.notes],
        settled=settled,
        score={"A": final.score[0], "B": final.score[1]},
        over=final.over,
        turn=final.turn.name if final.turn else None,
        hand_sizes={p.name: str(final.hand_size(p)) for p in log.table.players},
        problems=problems,
    )


def _designator(event: object) -> str | None:
    if isinstance(event, Claim) and event.designator is not None:
        return event.designator.name
    return None


def _deduction_problem(log: GameLog, rep: Replay) -> Problem | None:
    """The first event after which no deal of the cards fits the log, as a problem."""
    # Imported here: the analyzer and the CP-SAT cores load only once the replay is clean.
    from fishsolve.literature.deduce.analysis import Analyzer
    from fishsolve.literature.explain.diagnose import summary
    from fishsolve.literature.explain.inconsistency import inconsistency

    analyzer = Analyzer(log, rep)
    found = inconsistency(analyzer, len(log.events))
    if found is None:
        return None
    # The minimal set of lines that cannot all be true together: where to look for the typo.
    lines = ""
    if found.reasons:
        lines = f"; these cannot all be true together: {summary(found.reasons)}"
    if found.event == 0:
        err = InconsistentLog(f"the known hands contradict each other{lines}")
    else:
        event = log.events[found.event - 1]
        where = event.source.at() if event.source else None
        if isinstance(event, Claim) and event.outcome is Outcome.RIGHT:
            blamed = _misplaced(analyzer, found.event, event)
            if blamed:
                card = blamed[0][0]
                where = event.source.at(f"owners:{card}") if event.source else None
                said = ", ".join(
                    f"{owner.name} cannot hold {c} (only {_either(holders)} can)"
                    for c, owner, holders in blamed
                )
            else:
                said = "its owners cannot hold these cards all at once"
            err = InconsistentLog(f"the claim is marked right, but {said}{lines}", where)
        else:
            err = InconsistentLog(
                f"no deal of the cards fits the log once this event is added ({found.text}); "
                f"it contradicts the events before it{lines}",
                where,
            )
    return Problem.from_error(err)


def _misplaced(
    analyzer: Analyzer, number: int, claim: Claim
) -> list[tuple[Card, Player, list[Player]]]:
    """The cards claim ``number`` gives to an owner no deal fitting the events before it lets
    hold them, each with the players who can: why a claim marked right cannot be."""
    at = number - 1
    keys = analyzer.constraints.count_keys(analyzer.log.known_players, at)
    possible = analyzer.facts(keys, at).possible
    return [
        (card, owner, sorted(possible[card], key=lambda p: p.seat))
        for card, owner in claim.owners
        if card in possible and owner not in possible[card]
    ]


def _either(players: list[Player]) -> str:
    names = [p.name for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def checked_log(path: LogPath | GameLog) -> tuple[GameLog, Replay]:
    """The log at ``path`` and its replay, once it is read, legal and some deal fits it: what a
    strict ``check`` accepts, and all that ``convert`` writes.

    Raises:
        FishsolveError: the first problem found.
    """
    log = read_log(path)
    rep = replay(log)
    found = _deduction_problem(log, rep)
    if found is not None:
        location = (
            Location(found.line, found.column or 1, found.text, found.file)
            if found.line is not None
            else None
        )
        raise InconsistentLog(found.message, location)
    return log, rep


def check_file(path: LogPath, lenient: bool = False) -> CheckReport:
    """Read and replay the log at ``path``, then check that some deal fits it.

    Strict mode raises the first problem (a :class:`FishsolveError`); lenient mode reports every
    problem it can find in the report instead. The deduction check (is there any deal of the
    cards that fits every event?) runs once the log is free of notation and rule problems.
    """
    name = source_name(path)
    if not lenient:
        log, rep = checked_log(path)
        return summarize(name, log, rep, [])
    maybe_log, errors = read_log_lenient(path)
    problems = [Problem.from_error(e) for e in errors]
    if maybe_log is None:
        return CheckReport(file=name, ok=False, problems=problems)
    rep = replay(maybe_log, lenient=True)
    problems += [Problem.from_error(e) for e in rep.errors]
    if not problems:
        found = _deduction_problem(maybe_log, rep)
        if found is not None:
            problems.append(found)
    problems.sort(key=lambda p: (p.line or 0, p.column or 0))
    return summarize(name, maybe_log, rep, problems)
