"""The report of `fishsolve analyze`: one position, from one or several perspectives.

Built once from the analyzer's views, then drawn by :mod:`fishsolve.literature.render.analysis` or
sent to JSON with ``to_dict`` (docs/analyze.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from fishsolve.errors import Opt, OptionError
from fishsolve.literature.deduce.analysis import COUNT_BUDGET, Analyzer, UndecidedError
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.facts import DEFAULT_TIME_LIMIT
from fishsolve.literature.deduce.odds import best_asks
from fishsolve.literature.deduce.perspective import Perspective, perspectives, position
from fishsolve.literature.deduce.view import AskOdds, ClaimableSet, SureAsk, ViewAnalysis
from fishsolve.literature.explain.inconsistency import Inconsistency, inconsistency
from fishsolve.literature.game.events import GameLog

if TYPE_CHECKING:  # citations load CP-SAT: imported only when explaining
    from fishsolve.literature.explain.wording import Cited

Progress = Callable[[int, int], object]
"""Told how far a report is: ``progress(done, total)`` views done (first with ``done`` 0)."""


@dataclass(frozen=True)
class BriefView:
    """The quick answer of one view (`analyze --brief`): what the viewer can claim, the asks
    certain to succeed and the best ask by exact chance."""

    perspective: str
    hands: list[str]
    claims: list[ClaimableSet]
    """Half-suits the viewer can prove alone (a pooled team view: any member; the public
    view: every provable half-suit)."""
    sure_asks: list[SureAsk]
    """Asks certain to succeed that the viewer (or a member of the pooled team) may make;
    in the public view, everyone's."""
    best_ask: AskOdds | None
    """The viewer's legal ask most likely to succeed; None without one seat or a legal ask."""
    theirs: list[ClaimableSet] = field(default_factory=list)
    """Half-suits the view proves that the viewer cannot claim: the other team's (with who of
    them can prove it alone). Empty in the public view, where :attr:`claims` has every one."""

    @classmethod
    def of(cls, view: ViewAnalysis) -> BriefView:
        """The quick answer drawn from a full view."""
        mine = set(view.hands)
        claims = [c for c in view.claimable if not mine or mine & set(c.claimers)]
        theirs = [c for c in view.claimable if c not in claims]
        asks = [a for a in view.successful_asks if not mine or a.asker in mine]
        best = view.best_asks[0] if view.best_asks else None
        return cls(view.perspective, list(view.hands), claims, asks, best, theirs)

    @property
    def needs_seat(self) -> bool:
        """Whether the best ask is missing because the view is not one seat's (asks are ranked
        from one player's hand only: :func:`~fishsolve.literature.deduce.odds.best_asks`)."""
        return self.best_ask is None and len(self.hands) != 1

    def to_dict(self) -> dict[str, Any]:
        """The few fields of `analyze --brief --json`."""
        return {
            "perspective": self.perspective,
            "hands": self.hands,
            "claims": [asdict(c) for c in self.claims],
            "their_claims": [asdict(c) for c in self.theirs],
            "sure_asks": [asdict(a) for a in self.sure_asks],
            "best_ask": None if self.best_ask is None else self.best_ask.to_dict(),
        }


@dataclass(frozen=True)
class AnalysisReport:
    """Everything `analyze` reports for one position."""

    file: str
    at: int
    events: int
    line: int | None
    """Source line of event ``at`` (None at the start)."""
    turn: str | None
    score: dict[str, int]
    inconsistency: Inconsistency | None
    views: list[ViewAnalysis]
    teams: dict[str, str] = field(default_factory=dict)
    """Player name -> team name, in seat order."""
    settled: dict[str, str] = field(default_factory=dict)
    """Half-suit key -> how it was settled, e.g. 'team A (right, event 7)'."""
    odds: bool = False
    """Whether the report shows exact probabilities (`--odds`)."""
    brief: bool = False
    """Whether the report is the quick answer only (`--brief`): see :meth:`brief_views`."""
    undecided: str | None = None
    """Why it is unknown whether any deal fits the log (the solver's time limit), or None when
    that was decided. Unknown is neither consistent nor impossible: nothing is deduced."""

    @property
    def ok(self) -> bool:
        """False when no deal fits the log (the command then exits with code 1)."""
        return self.inconsistency is None

    @property
    def consistent(self) -> bool | None:
        """True: a deal fits the log; False: none does; None: undecided (time limit)."""
        if self.undecided is not None:
            return None
        return self.inconsistency is None

    def brief_views(self) -> list[BriefView]:
        """Each view's quick answer (`--brief`)."""
        return [BriefView.of(v) for v in self.views]

    def to_dict(self) -> dict[str, Any]:
        """One JSON document: a single view's fields at top level, or a list of views."""
        head: dict[str, Any] = {
            "file": self.file,
            "at": self.at,
            "events": self.events,
            "line": self.line,
            "turn": self.turn,
            "score": self.score,
            "consistent": self.consistent,
            "settled": self.settled,
        }
        if self.inconsistency is not None:
            head["inconsistency"] = asdict(self.inconsistency)
        if self.undecided is not None:
            head["consistency_unknown"] = self.undecided
            head["complete"] = False
        if self.brief:
            return self._brief_dict(head)
        views = [{**v.to_dict(), **(v.odds_dict() if self.odds else {})} for v in self.views]
        if len(views) == 1:
            head.update(views[0])
        else:
            head["perspective"] = "each known hand"
            head["views"] = views
        return head

    def _brief_dict(self, head: dict[str, Any]) -> dict[str, Any]:
        """`--brief --json`: the position, then each view's few fields."""
        del head["settled"]
        briefs = [b.to_dict() for b in self.brief_views()]
        if len(briefs) == 1:
            head.update(briefs[0])
        elif briefs:
            head["perspective"] = "each known hand"
            head["views"] = briefs
        return head


def analysis_report(
    analyzer: Analyzer,
    perspective_spec: str | None,
    at: int | None,
    file: str,
    odds: bool = False,
    brief: bool = False,
    explain: bool = False,
    progress: Progress | None = None,
) -> AnalysisReport:
    """The `analyze` report after ``at`` events from the perspectives ``perspective_spec`` names.

    With ``odds`` or ``brief``, each one-seat view also ranks the viewer's legal asks by exact
    chance; with ``explain``, each claimable half-suit gets the lines that prove it.
    ``progress(done, total)`` is told 0 of the views first (while it is decided whether any deal
    fits the log), then after each view is whole; nothing is printed here.
    """
    log = analyzer.log
    n = position(log, at)
    total = len(log.events)
    views = perspectives(log, perspective_spec)
    if progress is not None:
        progress(0, len(views))
    state = analyzer.replay.states[n]
    event = log.events[n - 1] if n else None
    line = event.source.line if event is not None and event.source else None
    undecided = None
    try:
        problem = inconsistency(analyzer, n)
    except UndecidedError as err:
        problem, undecided = None, err.message
    results: list[ViewAnalysis] = []
    if problem is None and undecided is None:  # nothing is deduced from an impossible log
        for v in views:
            view = analyzer.view(v, n)
            if (odds or brief) and len(v.hands) == 1:
                view = replace(view, best_asks=tuple(best_asks(analyzer, v, n)))
            results.append(_with_reasons(analyzer, v, n, view) if explain else view)
            if progress is not None:
                progress(len(results), len(views))
    return AnalysisReport(
        file=file,
        at=n,
        events=total,
        line=line,
        turn=state.turn.name if state.turn else None,
        score={"A": state.score[0], "B": state.score[1]},
        inconsistency=problem,
        views=results,
        teams={p.name: p.team.name for p in log.table.players},
        settled={
            r.half_suit.key: (
                f"{'team ' + r.scored_by.name if r.scored_by else 'nobody'} "
                f"({r.outcome.value}, event {r.event})"
            )
            for r in sorted(state.settled.values(), key=lambda r: r.event)
        },
        odds=odds,
        brief=brief,
        undecided=undecided,
    )


def check_odds(engine: Engine, odds: bool, brief: bool = False) -> None:
    """Whether exact odds can be asked of ``engine``: only the counter counts deals.

    Raises:
        OptionError: ``odds`` (or ``brief``, whose best ask is an exact chance) with the CP-SAT
            engine.
    """
    if Engine(engine) is not Engine.CPSAT:
        return
    if odds:
        raise OptionError(Opt("odds"), " needs the counting engine (", Opt("engine"), " count)")
    if brief:
        raise OptionError(
            Opt("brief"),
            " needs the counting engine (",
            Opt("engine"),
            " count): its best ask is an exact chance",
        )


def analyze(
    game: GameLog | Analyzer,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
    engine: Engine = Engine.COUNT,
    odds: bool = False,
    explain: bool = False,
    time_limit: float = DEFAULT_TIME_LIMIT,
    brief: bool = False,
    progress: Progress | None = None,
) -> AnalysisReport:
    """Analyse a game after ``at`` events (default: all) from ``perspective``: `fishsolve analyze`.

    Args:
        game: the log, or an analyzer of it (reused: its caches make later positions quicker).
        perspective: a player's name, ``"public"`` or ``"team:A"``; None: each hand the log
            gives (see :func:`~fishsolve.literature.deduce.perspective.perspectives`).
        at: the position, as a number of events (None: after the whole log).
        file: the file name the report shows (default: the log's path).
        engine: the exact counter (default) or CP-SAT (no odds).
        odds: count every view exactly, however long it takes, and rank the viewer's asks.
        explain: attach to each claimable half-suit the lines that prove it (loads CP-SAT).
        time_limit: seconds per solver question before an answer is "unknown" (for a new
            analyzer only).
        brief: the quick answer only (`--brief`): what each viewer can claim, their sure asks
            and their best ask by exact chance (see :meth:`AnalysisReport.brief_views`).
        progress: told ``(done, total)`` views: 0 first, then after each view (its holders,
            best asks and explanations); nothing is printed here.

    Whether any deal fits the log is decided first; when CP-SAT's time limit stops that question,
    the report says so (``consistent`` None, ``undecided`` the reason) and deduces nothing.

    Raises:
        OptionError: an unknown perspective, a position out of range, odds (or brief) asked of
            CP-SAT, or a time limit that is not a number of seconds above 0.
    """
    check_odds(engine, odds, brief)
    if isinstance(game, Analyzer):
        analyzer = game
    else:
        # With odds every view is counted exactly, however long it takes; without, a costly
        # count gives way to CP-SAT for the possible holders.
        budget = None if odds or brief else COUNT_BUDGET
        analyzer = Analyzer(game, time_limit=time_limit, engine=engine, count_budget=budget)
    name = file or analyzer.log.path or ""
    return analysis_report(analyzer, perspective, at, name, odds, brief, explain, progress)


@dataclass(frozen=True)
class ExplainedClaim(ClaimableSet):
    """A claimable half-suit with the minimal reasons that force its six holders (``--explain``)."""

    reasons: tuple[Cited, ...] = ()


def _with_reasons(
    analyzer: Analyzer, perspective: Perspective, at: int, view: ViewAnalysis
) -> ViewAnalysis:
    """``view`` with the reasons of each claimable half-suit attached (`analyze --explain`)."""
    # CP-SAT (and ortools) load only when explanations are asked for.
    from fishsolve.literature.explain.why import Fact, explain

    deck = analyzer.log.rules.deck
    claims: list[ClaimableSet] = []
    for claim in view.claimable:
        fact = Fact("half-suit", half_suit=deck.half_suit(claim.half_suit))
        found = explain(analyzer, perspective, at, fact)
        claims.append(ExplainedClaim(**vars(claim), reasons=(*found.reasons, *found.transfers)))
    return replace(view, claimable=claims)
