"""`fishsolve analyze`: possible holders, claimable half-suits and sure asks at a position.

Flow: log -> replay -> model -> solver questions -> the report dataclasses below. Nothing here
prints; :mod:`fishsolve.render.common` draws the reports and ``to_dict`` gives their JSON form.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING, Any

from fishsolve.deduce.constraints import HAND_SIZES, LiveConstraints, LogConstraints, extract
from fishsolve.deduce.count.counting import Counts, count
from fishsolve.deduce.count.problem import TooCostly
from fishsolve.deduce.facts import DEFAULT_TIME_LIMIT, HolderFacts
from fishsolve.errors import FishsolveError, InconsistentLog, UsageError
from fishsolve.game.cards import Card
from fishsolve.game.events import Event, GameLog
from fishsolve.game.replay import LiveReplay, Replay, replay
from fishsolve.game.table import Player, Team

if TYPE_CHECKING:  # the CP-SAT side is imported only when it is used
    from fishsolve.deduce.cpsat.model import DealModel
    from fishsolve.deduce.cpsat.solve import Solver
    from fishsolve.deduce.odds import AskOdds
    from fishsolve.explain.wording import Cited

COUNT_BUDGET = 4_000_000
"""Steps of the counting programme (about a microsecond each in Python, 25 times less in the C
loops) a plain view may take before CP-SAT answers the possible holders instead; `--odds` and
the review count without a limit. Measured on 720 early eight-player views (4 games, events
0-80, every seat and the public view): 2 fall back to CP-SAT, the slowest view takes 1.0 s; with
a budget of 250,000, 48 fell back and the slowest took 2.9 s (CP-SAT is the slower way)."""

ENGINES = ("count", "cpsat")
"""The exact counter (default; also gives probabilities) and the CP-SAT backbone."""


@dataclass(frozen=True)
class Perspective:
    """Whose knowledge an analysis uses: the dealt hands assumed known, and who is looking."""

    label: str
    """'Asha', 'public', 'team A'."""
    hands: tuple[Player, ...]
    """Players whose dealt hands are known in this view."""
    viewers: tuple[Player, ...]
    """Players whose asks and claims the view is about (everyone, for the public view)."""


def perspectives(log: GameLog, spec: str | None) -> list[Perspective]:
    """The perspectives that ``--as spec`` names (several for the default on a full deal)."""
    table = log.table
    if spec is None:
        known = log.known_players
        if not known:
            return [Perspective("public", (), table.players)]
        return [Perspective(p.name, (p,), (p,)) for p in known]
    text = spec.strip()
    if text.lower() == "public":
        return [Perspective("public", (), table.players)]
    if text.lower().startswith("team"):
        name = text[4:].lstrip(":= ").strip()
        try:
            team = table.team(name)
        except FishsolveError:
            raise UsageError(f"--as {spec}: expected team:A or team:B") from None
        members = table.members(team)
        missing = [p.name for p in members if p not in log.hands]
        if missing:
            raise UsageError(
                f"--as {spec}: the log does not give the hand of {', '.join(missing)}; a team "
                "view needs every member's hand"
            )
        return [Perspective(f"team {team.name}", members, members)]
    try:
        player = table.player(text)
    except FishsolveError as err:
        raise UsageError(f"--as {spec}: {err.message}; or use 'public' or 'team:A'") from None
    if player not in log.hands:
        raise UsageError(
            f"--as {spec}: the log does not give {player.name}'s hand (add 'hand "
            f"{player.name}: ...'), so only --as public is possible for it"
        )
    return [Perspective(player.name, (player,), (player,))]


@dataclass(frozen=True)
class CardView:
    """Possible current holders of one card."""

    card: str
    half_suit: str
    in_play: bool
    holders: list[str]
    """Players proved possible, in seat order (empty when out of play)."""
    undecided: list[str] = field(default_factory=list)
    """Players the solver could not rule in or out within its time limit."""

    @property
    def forced(self) -> str | None:
        """The holder's name when it is proved to be one player."""
        if len(self.holders) == 1 and not self.undecided:
            return self.holders[0]
        return None


@dataclass(frozen=True)
class ClaimableSet:
    """A half-suit whose six holders are forced, with who can prove it."""

    half_suit: str
    team: str | None
    """The team holding all six cards; None for a split set (split-claims)."""
    owners: dict[str, str]
    """Card code -> holder name."""
    claimers: list[str]
    """Players who could prove this claim from their own view (as far as the log shows)."""
    split: bool = False
    reasons: tuple[Cited, ...] | None = None
    """The minimal reasons that force the six holders (only with `analyze --explain`)."""


@dataclass(frozen=True)
class SureAsk:
    """An ask that is legal and certain to succeed."""

    asker: str
    target: str
    card: str
    on_turn: bool


@dataclass(frozen=True)
class ViewAnalysis:
    """The analysis of one position from one perspective."""

    perspective: str
    hands: list[str]
    cards: list[CardView]
    claimable: list[ClaimableSet]
    successful_asks: list[SureAsk]
    complete: bool
    """False when some solver question hit the time limit (see ``undecided``)."""
    solves: int
    deals: int | None = None
    """The exact number of deals consistent with this view (counter engine only)."""
    counts: dict[str, dict[str, int]] | None = None
    """Deals in which each current holder holds each in-play card (counter engine only)."""
    best_asks: tuple[AskOdds, ...] | None = None
    """The viewer's legal asks, most likely to succeed first (`analyze --odds`, one seat)."""

    @property
    def odds(self) -> dict[str, dict[str, Fraction]] | None:
        """Exact probability of each current holder of each in-play card (counter engine only).

        Made on demand: a review looks at hundreds of views and needs the fractions of few.
        """
        if self.deals is None or self.counts is None:
            return None
        total = self.deals
        return {
            card: {name: Fraction(n, total) for name, n in per.items()}
            for card, per in self.counts.items()
        }

    @property
    def located(self) -> int:
        """How many in-play cards have a proved holder."""
        return sum(1 for c in self.cards if c.in_play and c.forced is not None)

    @property
    def in_play(self) -> int:
        """How many cards are still in play."""
        return sum(1 for c in self.cards if c.in_play)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form documented in docs/analyze.md."""
        return {
            "perspective": self.perspective,
            "hands": self.hands,
            "cards": {c.card: c.holders for c in self.cards},
            "undecided": {c.card: c.undecided for c in self.cards if c.undecided},
            "claimable": [_claim_dict(s) for s in self.claimable if not s.split],
            "split_claimable": [_claim_dict(s) for s in self.claimable if s.split],
            "successful_asks": [asdict(a) for a in self.successful_asks],
            "located": self.located,
            "complete": self.complete,
        }

    def odds_dict(self) -> dict[str, Any]:
        """The exact-probability fields of the JSON form (`analyze --odds`)."""
        if self.deals is None or self.odds is None:
            return {"deals": None, "probabilities": None, "best_asks": None}
        return {
            "deals": str(self.deals),
            "probabilities": {
                card: {name: float(p) for name, p in per.items()} for card, per in self.odds.items()
            },
            "best_asks": (
                None if self.best_asks is None else [a.to_dict() for a in self.best_asks]
            ),
        }


def _claim_dict(claim: ClaimableSet) -> dict[str, Any]:
    """A claimable set's JSON form; "reasons" only when they were asked for."""
    data = asdict(claim)
    if claim.reasons is None:
        del data["reasons"]
    else:
        data["reasons"] = [asdict(c) for c in claim.reasons]
    return data


@dataclass(frozen=True)
class Inconsistency:
    """No deal fits the log: the first event after which none does."""

    event: int
    line: int | None
    text: str
    reasons: tuple[Cited, ...] = ()
    """A minimal set of lines that cannot all be true together (see fishsolve.explain.diagnose)."""


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

    def to_dict(self) -> dict[str, Any]:
        """One JSON document: a single view's fields at top level, or a list of views."""
        head: dict[str, Any] = {
            "file": self.file,
            "at": self.at,
            "events": self.events,
            "line": self.line,
            "turn": self.turn,
            "score": self.score,
            "consistent": self.inconsistency is None,
            "settled": self.settled,
        }
        if self.inconsistency is not None:
            head["inconsistency"] = asdict(self.inconsistency)
        views = [{**v.to_dict(), **(v.odds_dict() if self.odds else {})} for v in self.views]
        if len(views) == 1:
            head.update(views[0])
        else:
            head["perspective"] = "each known hand"
            head["views"] = views
        return head


class Analyzer:
    """Analyses one log at any position and from any perspective.

    The default engine is the exact counter (:mod:`fishsolve.deduce.count.counting`): every number
    it gives is
    an exact count of deals, and possible holders are those with a non-zero count. The CP-SAT
    engine (``engine="cpsat"``) answers the same questions by feasibility; its model is also what
    explanations and contradiction diagnoses are built on, so it is created on first use.
    """

    def __init__(
        self,
        log: GameLog,
        rep: Replay | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
        engine: str = "count",
        count_budget: int | None = COUNT_BUDGET,
    ) -> None:
        if engine not in ENGINES:
            raise UsageError(f"unknown engine {engine!r}; choose count or cpsat")
        self.log = log
        self.replay = rep if rep is not None else _replay_for_analysis(log)
        self.time_limit = time_limit
        self.engine = engine
        self.count_budget = count_budget
        self.constraints: LogConstraints = extract(log, self.replay.states)
        self._counts: dict[tuple[tuple[str, ...], int], HolderFacts] = {}
        self._live: tuple[LiveReplay, LiveConstraints] | None = None

    def extend(self, events: Sequence[Event]) -> None:
        """Add ``events`` at the end of the log: a game analysed while it is being played.

        The first call replays the log once more; later calls cost only the new events. Counts
        already made stay valid, since an event constrains nothing before it.

        Raises:
            RuleError: if a new event breaks the rules (inconsistencies are left for the model,
                as for a log given whole).
        """
        if not events:
            return
        if self._live is None:
            live_replay = LiveReplay(self.log, lenient=True)
            self._live = (live_replay, LiveConstraints(self.log, live_replay.states))
        live_replay, live_constraints = self._live
        known = len(live_replay.errors)
        for event in events:
            live_replay.append(event)
        for err in live_replay.errors[known:]:
            if not isinstance(err, InconsistentLog):
                raise err
        self.log = self.log.with_events((*self.log.events, *events))
        self.replay = live_replay.replay(self.log)
        live_constraints.extend(self.log, live_replay.states)
        self.constraints = live_constraints.constraints
        # The CP-SAT model, if built, knows only the old events: rebuild it on next use.
        self.__dict__.pop("dm", None)
        self.__dict__.pop("solver", None)

    @cached_property
    def dm(self) -> DealModel:
        """The CP-SAT model of the log (built on first use)."""
        from fishsolve.deduce.cpsat.model import build_model

        return build_model(self.log, self.replay.states)

    @cached_property
    def solver(self) -> Solver:
        """A CP-SAT solver over :attr:`dm`."""
        from fishsolve.deduce.cpsat.solve import Solver

        return Solver(self.dm, self.time_limit)

    def forget(self) -> None:
        """Drop the cached counts: a game analysed while played needs only its latest position."""
        self._counts.clear()

    def base_keys(self, hands: tuple[Player, ...] | list[Player], at: int) -> list[str]:
        """Reason keys of a view knowing ``hands`` after ``at`` events."""
        return self.constraints.base_keys(hands, at)

    def counted(self, keys: list[str], at: int) -> HolderFacts:
        """Exact counts for the reasons ``keys`` after ``at`` events (cached)."""
        cache_key = (tuple(keys), at)
        if cache_key not in self._counts:
            return self._remember(cache_key, count(self.constraints, keys, at))
        return self._counts[cache_key]

    def _remember(self, cache_key: tuple[tuple[str, ...], int], counts: Counts) -> HolderFacts:
        possible = {c: counts.possible(c) for c in counts.holding}
        facts = HolderFacts(possible, {}, 0, deals=counts.total, counts=counts.holding)
        self._counts[cache_key] = facts
        return facts

    def facts(self, keys: list[str], at: int) -> HolderFacts:
        """Possible holders under ``keys`` after ``at`` events, from the chosen engine.

        The counter gives exact counts too; on the rare positions where counting would cost more
        than ``count_budget`` steps (eight players, few constraints), the possible holders come
        from CP-SAT instead and the view has no counts (``deals`` is None).
        """
        if self.engine == "count":
            cache_key = (tuple(keys), at)
            if cache_key in self._counts or self.count_budget is None:
                return self.counted(keys, at)
            try:
                counts = count(self.constraints, keys, at, budget=self.count_budget)
            except TooCostly:
                return self.solver.holders(keys, at)
            return self._remember(cache_key, counts)
        return self.solver.holders(keys, at)

    def first_impossible(self, base: list[str], at: int) -> int | None:
        """The first event n <= ``at`` after which no deal satisfies ``base`` and events 1..n."""
        if self.engine == "cpsat":
            return self.solver.first_infeasible(base, at)

        def fits(n: int) -> bool:
            keys = [*base, *(f"event:{i}" for i in range(1, n + 1))]
            return count(self.constraints, keys, n).total > 0

        if fits(at):
            return None
        lo, hi = 0, at  # prefix hi does not fit; prefixes before lo do
        while lo < hi:
            mid = (lo + hi) // 2
            if fits(mid):
                lo = mid + 1
            else:
                hi = mid
        return lo

    def inconsistency(self, at: int) -> Inconsistency | None:
        """The first event after which no deal fits the log (all its hands), if any."""
        base = [HAND_SIZES, *(f"hand:{p.name}" for p in self.log.known_players)]
        first = self.first_impossible(base, at)
        if first is None:
            return None
        from fishsolve.explain.diagnose import (
            conflict,  # the minimal set of lines comes from CP-SAT cores
        )

        lines = conflict(self.solver, base, first)
        if first == 0:
            return Inconsistency(0, None, "the known hands contradict each other", lines)
        event = self.log.events[first - 1]
        reason = self.constraints.reasons[f"event:{first}"]
        line = event.source.line if event.source else None
        return Inconsistency(first, line, reason.text, lines)

    def view(self, perspective: Perspective, at: int) -> ViewAnalysis:
        """Analyse the position after ``at`` events from ``perspective``.

        The log must be consistent up to ``at`` (see :meth:`inconsistency`).
        """
        keys = self.base_keys(perspective.hands, at)
        facts = self.facts(keys, at)
        state = self.replay.states[at]
        deck = self.log.rules.deck
        players = self.log.table.players
        cards: list[CardView] = []
        none: frozenset[Player] = frozenset()
        for card in deck.cards:
            half = deck.half_suit_of(card)
            holders = facts.possible.get(card, none)
            undecided = facts.undecided.get(card, none)
            cards.append(
                CardView(
                    card=card.code,
                    half_suit=half.key,
                    in_play=half not in state.settled,
                    holders=[p.name for p in players if p in holders] if holders else [],
                    undecided=[p.name for p in players if p in undecided] if undecided else [],
                )
            )
        claimable = self._claimable(perspective, facts, at)
        asks = self._sure_asks(perspective, facts, at)
        complete = not any(facts.undecided.values())
        counts = None
        if facts.deals:
            counts = {
                card.code: {p.name: n for p, n in facts.counts[card].items() if n}
                for card in deck.cards
                if card in facts.counts
            }
        return ViewAnalysis(
            perspective=perspective.label,
            hands=[p.name for p in perspective.hands],
            cards=cards,
            claimable=claimable,
            successful_asks=asks,
            complete=complete,
            solves=facts.solves,
            deals=facts.deals,
            counts=counts,
        )

    def _claimable(
        self, perspective: Perspective, facts: HolderFacts, at: int
    ) -> list[ClaimableSet]:
        result = []
        state = self.replay.states[at]
        for half in self.log.rules.deck.half_suits:
            if half in state.settled:
                continue
            owners = {c: facts.forced(c) for c in half.cards}
            if any(o is None for o in owners.values()):
                continue
            forced = {c: o for c, o in owners.items() if o is not None}
            teams = {o.team for o in forced.values()}
            split = len(teams) > 1
            if split and not self.log.rules.split_claims:
                continue
            team: Team | None = None if split else next(iter(teams))
            claimers = self._claimers(perspective, forced, team, at)
            result.append(
                ClaimableSet(
                    half_suit=half.key,
                    team=team.name if team else None,
                    owners={c.code: o.name for c, o in forced.items()},
                    claimers=[p.name for p in claimers],
                    split=split,
                )
            )
        return result

    def _claimers(
        self,
        perspective: Perspective,
        owners: dict[Card, Player],
        team: Team | None,
        at: int,
    ) -> list[Player]:
        """Players (of ``team``, or anyone for a split set) who can prove ``owners`` alone."""
        candidates = [p for p in self.log.table.players if team is None or p.team == team]
        public = perspective.hands == () or self._proves(self.base_keys((), at), owners, at)
        if public:
            return candidates
        claimers = []
        for p in candidates:
            if perspective.hands == (p,) or (
                p in self.log.hands and self._proves(self.base_keys((p,), at), owners, at)
            ):
                claimers.append(p)
        return claimers

    def _proves(self, keys: list[str], owners: dict[Card, Player], at: int) -> bool:
        """Do the reasons ``keys`` force every card of ``owners`` to its owner?"""
        if self.engine == "cpsat":
            from fishsolve.deduce.cpsat.solve import Verdict

            verdict = self.solver.provable(keys, list(owners.items()), at)
            return verdict is Verdict.INFEASIBLE
        facts = self.facts(keys, at)
        return all(facts.forced(c) == p for c, p in owners.items())

    def _sure_asks(self, perspective: Perspective, facts: HolderFacts, at: int) -> list[SureAsk]:
        state = self.replay.states[at]
        if state.over:
            return []
        deck = self.log.rules.deck
        forced = {c: facts.forced(c) for c in deck.cards}
        asks = []
        for asker in perspective.viewers:
            for card in deck.cards:
                half = deck.half_suit_of(card)
                if half in state.settled:
                    continue
                target = forced[card]
                if target is None or target.team == asker.team:
                    continue
                holds_other = any(forced[c] == asker for c in half.cards if c != card)
                if not holds_other and not self.log.rules.bluff:
                    continue
                if not holds_other and asker not in forced.values():
                    continue
                asks.append(SureAsk(asker.name, target.name, card.code, state.turn == asker))
        return asks

    def report(
        self, perspective_spec: str | None, at: int | None, file: str, odds: bool = False
    ) -> AnalysisReport:
        """The full `analyze` report for ``--as perspective_spec --at at``."""
        total = len(self.log.events)
        n = total if at is None else at
        if not 0 <= n <= total:
            raise UsageError(f"--at {at}: the log has events 0 to {total}")
        views = perspectives(self.log, perspective_spec)
        state = self.replay.states[n]
        event = self.log.events[n - 1] if n else None
        line = event.source.line if event is not None and event.source else None
        problem = self.inconsistency(n)
        results = [] if problem else [self.view(v, n) for v in views]
        return AnalysisReport(
            file=file,
            at=n,
            events=total,
            line=line,
            turn=state.turn.name if state.turn else None,
            score={"A": state.score[0], "B": state.score[1]},
            inconsistency=problem,
            views=results,
            teams={p.name: p.team.name for p in self.log.table.players},
            settled={
                r.half_suit.key: (
                    f"{'team ' + r.scored_by.name if r.scored_by else 'nobody'} "
                    f"({r.outcome.value}, event {r.event})"
                )
                for r in sorted(state.settled.values(), key=lambda r: r.event)
            },
            odds=odds,
        )


def _replay_for_analysis(log: GameLog) -> Replay:
    """Replay, stopping at rule errors; inconsistencies are left for the model to locate."""
    rep = replay(log, lenient=True)
    for err in rep.errors:
        if not isinstance(err, InconsistentLog):
            raise err
    return rep


def analyze(
    log: GameLog,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
    engine: str = "count",
    odds: bool = False,
) -> AnalysisReport:
    """Analyse ``log`` after ``at`` events (default: all) from ``perspective`` (see --as)."""
    return Analyzer(log, engine=engine).report(perspective, at, file or log.path or "", odds)
