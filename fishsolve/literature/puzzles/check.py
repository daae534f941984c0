"""Puzzles: one seat's view of a position, a question with exactly one provable answer, a grade.

A puzzle is a log with one known hand (the viewer's) and a ``question:`` header (see
:mod:`fishsolve.literature.game.question`), asked about the position at the end of the log.
:func:`solve_puzzle`
checks everything a puzzle must satisfy and reports, rather than raises, what makes it a bad
puzzle:

- the history is legal (the replay raises the first :class:`~fishsolve.errors.RuleError`) and
  consistent (some deal fits it; otherwise :class:`~fishsolve.errors.InconsistentLog` names the
  lines that cannot all be true);
- the question has exactly one answer: the card's holder is forced, or at least one half-suit can
  be claimed with forced owners. When it has several, a **second consistent answer** is shown as
  a whole deal that fits every line (found by CP-SAT, and checked against the log by
  :func:`fishsolve.literature.game.truth.first_misfit`, which shares nothing with the solver);
- the answer is not given away (the card is not in the viewer's hand and did not move in public;
  some claimable half-suit is not wholly in the viewer's hand);
- the answer key, if any, agrees (a key the log does not force gets a deal where it is wrong).

The answer comes with the minimal explanation of each fact (:mod:`fishsolve.literature.explain.why`)
and the puzzle's grade (:mod:`fishsolve.literature.puzzles.grading`); the report's values are in
:mod:`fishsolve.literature.puzzles.report`. Nothing here prints.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fishsolve.cards import Card
from fishsolve.errors import InconsistentLog, UsageError
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.cpsat.solve import Verdict
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.reasons import event_number
from fishsolve.literature.explain.diagnose import summary
from fishsolve.literature.explain.inconsistency import inconsistency
from fishsolve.literature.explain.why import Explanation, Fact, explain
from fishsolve.literature.explain.wording import join
from fishsolve.literature.game.events import Ask, GameLog
from fishsolve.literature.game.question import HOLDER, ClaimKey, Question
from fishsolve.literature.game.replay import replay
from fishsolve.literature.game.truth import first_misfit, holders_after
from fishsolve.literature.notation.load import read_log
from fishsolve.literature.puzzles.grading import grade_explanation, hardest, weigh_length
from fishsolve.literature.puzzles.report import Alternative, ClaimedSet, PuzzleReport
from fishsolve.sat import negate
from fishsolve.seating import Player
from fishsolve.text.reading import LogPath

MAX_ALTERNATIVES = 2
"""Second answers shown for a question with several (each is a whole deal)."""


def check_puzzle(path: LogPath) -> PuzzleReport:
    """Read a puzzle file (text or JSON) and check it (see :func:`solve_puzzle`)."""
    return solve_puzzle(read_log(path), str(path))


def solve_puzzle(log: GameLog, file: str = "", analyzer: Analyzer | None = None) -> PuzzleReport:
    """Check a puzzle log and work out its answer, explanation and grade.

    Raises:
        UsageError: the log is not a puzzle (no question, not exactly one known hand, the game is
            over) or the question asks about a card out of play.
        RuleError: the history breaks a rule (the first such event).
        InconsistentLog: no deal fits the history.
    """
    question, viewer = puzzle_parts(log, file)
    rep = analyzer.replay if analyzer is not None else replay(log)
    at = len(log.events)
    if rep.states[at].over:
        raise UsageError(f"{file or 'the puzzle'}: the game is over at the end of the log")
    # CP-SAT answers every question here (as it does for explanations): the exact counter would
    # give the same answer, but an early eight-player position can take it minutes.
    analyzer = analyzer if analyzer is not None else Analyzer(log, rep, engine=Engine.CPSAT)
    _consistent(analyzer, at)
    last = log.events[-1] if log.events else None
    head = PuzzleReport(
        file=file,
        ok=False,
        kind=question.kind,
        question=question.text,
        viewer=viewer.name,
        events=at,
        line=last.source.line if last is not None and last.source else None,
    )
    solver = _PuzzleSolver(analyzer, viewer, at)
    if question.kind == HOLDER:
        return solver.holder(question, head)
    return solver.claim(question, head)


def puzzle_parts(log: GameLog, file: str = "") -> tuple[Question, Player]:
    """The question and the viewer of a puzzle log.

    Raises:
        UsageError: when the log has no question or does not give exactly one hand.
    """
    name = file or "the log"
    if log.question is None:
        raise UsageError(
            f"{name}: no 'question:' header, so this is not a puzzle; add 'question: who holds "
            "6D?' or 'question: what can you claim?'"
        )
    if len(log.hands) != 1:
        raise UsageError(
            f"{name}: a puzzle gives exactly one hand, the viewer's; this log gives "
            f"{len(log.hands)}"
        )
    return log.question, log.known_players[0]


def _consistent(analyzer: Analyzer, at: int) -> None:
    problem = inconsistency(analyzer, at)
    if problem is None:
        return
    event = analyzer.log.events[problem.event - 1] if problem.event else None
    raise InconsistentLog(
        "no deal fits the puzzle's history; these cannot all be true together: "
        f"{summary(problem.reasons)}",
        event.source.at() if event is not None and event.source else None,
    )


class _PuzzleSolver:
    """The questions behind one puzzle: the viewer's reasons at the position."""

    def __init__(self, analyzer: Analyzer, viewer: Player, at: int) -> None:
        self.analyzer = analyzer
        self.log = analyzer.log
        self.viewer = viewer
        self.perspective = Perspective(viewer.name, (viewer,), (viewer,))
        self.at = at
        self.state = analyzer.replay.states[at]
        self.keys = analyzer.base_keys((viewer,), at)

    # -- holder questions --------------------------------------------------------------------

    def holder(self, question: Question, head: PuzzleReport) -> PuzzleReport:
        card = question.card
        assert card is not None
        half = self.log.rules.deck.half_suit_of(card)
        if half in self.state.settled:
            result = self.state.settled[half]
            raise UsageError(
                f"{card} is out of play at the end of the log: {half.name} were claimed in "
                f"event {result.event}"
            )
        possible = sorted(self.analyzer.facts(self.keys, self.at).possible[card])
        names = [p.name for p in possible]
        problems: list[str] = []
        alternatives: list[Alternative] = []
        key = question.holder
        if len(possible) > 1:
            problems.append(
                f"the question has {len(possible)} answers: {join(names, 'or')} may hold {card}"
            )
            others = [p for p in possible if p != key]
            if key in possible:
                problems.append(f"the answer key says {key}, but a deal fits where it is not")
            first = 2 if key in possible else 1  # the key's answer is the first
            alternatives = [
                self._holder_deal(card, p, number)
                for number, p in enumerate(others[:MAX_ALTERNATIVES], start=first)
            ]
            return _done(head, card=card.code, problems=problems, alternatives=alternatives)
        holder = possible[0]
        found = explain(self.analyzer, self.perspective, self.at, Fact("holder", card=card))
        if card in self.log.hands[self.viewer]:
            problems.append(f"{card} is in your hand: there is nothing to deduce")
        elif card in self.state.moved:
            problems.append(f"{card} changed hands in public: everyone knows {holder} holds it")
        agrees = None if key is None else key == holder
        if agrees is False:
            problems.append(f"the answer key says {key}, but {holder} holds {card}")
        return _done(
            head,
            card=card.code,
            holder=holder.name,
            key=_key_word(agrees),
            grade=weigh_length(
                grade_explanation(self.analyzer, found), self.at, len(self.log.table)
            ),
            problems=problems,
            explanations=[found],
            roles=[self.roles(found)],
        )

    def _holder_deal(self, card: Card, player: Player, number: int) -> Alternative:
        holding = self.analyzer.dm.holding(card, player, self.at)
        deal = self._deal([] if isinstance(holding, bool) else [holding])
        return self._alternative(f"{player} holds {card}", deal, [card], number)

    # -- claim questions ---------------------------------------------------------------------

    def claim(self, question: Question, head: PuzzleReport) -> PuzzleReport:
        view = self.analyzer.view(self.perspective, self.at)
        team = self.viewer.team.name
        claims = [
            ClaimedSet(
                half_suit=s.half_suit,
                name=self.log.rules.deck.half_suit(s.half_suit).name,
                team=s.team or "split",
                owners=s.owners,
            )
            for s in view.claimable
            if self.viewer.name in s.claimers and (s.team == team or s.split)
        ]
        problems: list[str] = []
        if not claims:
            problems.append(f"nothing can be claimed from {self.viewer}'s view at the end")
        elif all(set(c.owners.values()) == {self.viewer.name} for c in claims):
            problems.append("every claimable half-suit is in your own hand: nothing to deduce")
        wrong, alternatives = self._claim_key(question.claims, claims)
        problems += wrong
        agrees = None if question.claims is None else not wrong
        if not claims:
            return _done(head, key=_key_word(agrees), problems=problems, alternatives=alternatives)
        deck = self.log.rules.deck
        explanations = [
            explain(
                self.analyzer,
                self.perspective,
                self.at,
                Fact("half-suit", half_suit=deck.half_suit(c.half_suit)),
            )
            for c in claims
        ]
        grade = weigh_length(
            hardest([grade_explanation(self.analyzer, e) for e in explanations]),
            self.at,
            len(self.log.table),
        )
        return _done(
            head,
            claims=claims,
            key=_key_word(agrees),
            grade=grade,
            problems=problems,
            alternatives=alternatives,
            explanations=explanations,
            roles=[self.roles(e) for e in explanations],
        )

    def _claim_key(
        self, keyed: tuple[ClaimKey, ...] | None, claims: list[ClaimedSet]
    ) -> tuple[list[str], list[Alternative]]:
        """Where the answer key of a claim question is wrong, with deals that show it."""
        if keyed is None:
            return [], []
        problems: list[str] = []
        alternatives: list[Alternative] = []
        found = {c.half_suit: c.owners for c in claims}
        for key in keyed:
            if found.get(key.half_suit.key) == {c.code: p.name for c, p in key.owners}:
                continue
            problems.append(
                f"the answer key claims {key.half_suit.name} as {_owners_text(key)}, but that "
                "does not follow from the puzzle"
            )
            alternative = self._key_broken(key)
            if alternative is not None and len(alternatives) < MAX_ALTERNATIVES:
                alternatives.append(alternative)
        named = {k.half_suit.key for k in keyed}
        problems += [
            f"the answer key leaves out {c.name}, which can be claimed: {c.owners_text}"
            for c in claims
            if c.half_suit not in named
        ]
        return problems, alternatives

    def _key_broken(self, key: ClaimKey) -> Alternative | None:
        """A deal that fits the puzzle where some owner the key names is wrong."""
        dm = self.analyzer.dm
        for card, player in key.owners:
            holding = dm.holding(card, player, self.at)
            if holding is True:
                continue
            extra = [] if holding is False else [negate(holding)]
            if self.analyzer.solver.check(self.keys, extra)[0] is not Verdict.FEASIBLE:
                continue
            deal = self._deal(extra)
            return self._alternative(f"{player} does not hold {card}", deal, [card], None)
        return None

    # -- what each reason is for ---------------------------------------------------------------

    def roles(self, found: Explanation) -> dict[str, str]:
        """What each reason of ``found`` is needed for, by its key: a deal that fits the other
        reasons of the explanation and puts a card of the answer elsewhere ('without it, Fay
        could hold 6C'). The reasons are a minimal set, so each has one; a card that changed
        hands in public is where it is whatever the reasons say, and is not looked at."""
        dm = self.analyzer.dm
        deck = self.log.rules.deck
        table = self.log.table
        targets = []
        for code, name in found.owners.items():
            card = deck.card(code)
            holding = dm.holding(card, table.player(name), self.at)
            if card not in self.state.moved and not isinstance(holding, bool):
                targets.append((card, negate(holding)))
        keys = [c.key for c in found.reasons]
        roles: dict[str, str] = {}
        for key in keys:
            rest = [k for k in keys if k != key]
            # The card the reason is about first (an ask's card), then the answer's order.
            number = event_number(key)
            event = self.log.events[number - 1] if number is not None else None
            about = event.card if isinstance(event, Ask) else None
            for card, elsewhere in sorted(targets, key=lambda t: t[0] != about):
                verdict, witness = self.analyzer.solver.check(rest, [elsewhere])
                if verdict is not Verdict.FEASIBLE or witness is None:
                    continue
                other = next(p for (c, p), dealt in witness.items() if c == card and dealt)
                who = "you" if other == self.viewer else other.name
                roles[key] = f"without it, {who} could hold {card}"
                break
        return roles

    # -- deals -------------------------------------------------------------------------------

    def _deal(self, extra: list[int]) -> dict[Card, Player]:
        """A whole deal that fits the viewer's reasons and the literals ``extra``.

        Checked against the log by :func:`fishsolve.literature.game.truth.first_misfit`, which
        shares nothing with the solver: a deal that failed that check would be a bug, not a second
        answer.
        """
        verdict, witness = self.analyzer.solver.check(self.keys, extra)
        if verdict is not Verdict.FEASIBLE or witness is None:
            raise RuntimeError(f"the solver gave no deal ({verdict.value}) for a possible holder")
        deal = {card: player for (card, player), dealt in witness.items() if dealt}
        misfit = first_misfit(self.log, deal)
        if misfit is not None:
            raise RuntimeError(f"the solver's deal does not fit the log: {misfit}")
        return deal

    def _alternative(
        self, says: str, deal: dict[Card, Player], cards: list[Card], number: int | None
    ) -> Alternative:
        """The deal as a report shows it: an answer numbered ``number``, or (None) a deal
        against the answer key."""
        now = holders_after(self.log, deal, self.at)
        hands = {
            p.name: [c.code for c in sorted(c for c, q in deal.items() if q == p)]
            for p in self.log.table.players
        }
        where = {c.code: now[c].name for c in cards if c in now}
        return Alternative(says, number is None, hands, where, number)


def _done(head: PuzzleReport, **fields: Any) -> PuzzleReport:
    """``head`` with the answer's fields; ok when there is an answer and no problem."""
    report = replace(head, **fields)
    has_answer = report.holder is not None or bool(report.claims)
    return replace(report, ok=has_answer and not report.problems)


def _key_word(agrees: bool | None) -> str | None:
    return None if agrees is None else ("agrees" if agrees else "differs")


def _owners_text(key: ClaimKey) -> str:
    groups: dict[str, list[str]] = {}
    for card, player in key.owners:
        groups.setdefault(player.name, []).append(card.code)
    return ", ".join(f"{name} {' '.join(cards)}" for name, cards in groups.items())
