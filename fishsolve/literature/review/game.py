"""`fishsolve review`: a coach's move-by-move report of a game (finished or not: an unfinished
game is reviewed up to its last event, and its score is the score so far).

For every event, from every seat's own view (a full-deal log; with fewer known hands, those seats
and the public view): missed claims, gambles and blunders
(:mod:`fishsolve.literature.review.claims`), ask quality, illegal asks and the information each ask
gave away (:mod:`fishsolve.literature.review.asks`), and a summary per player and per team. The
exact counts behind them all come from one :class:`~fishsolve.literature.deduce.analysis.Analyzer`
(:mod:`fishsolve.literature.review.counts`), and each view's counts at every position are kept in
the report as *frames* for the HTML page's heatmap.

Nothing here prints: :mod:`fishsolve.literature.render.review` draws the report, ``to_dict`` gives
its JSON form and :mod:`fishsolve.literature.render.html_review` writes the HTML page.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import fmean

from fishsolve.literature.deduce.constraints import describe
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.game.events import Ask, Claim, Correction, Event, GameLog, Pass
from fishsolve.literature.game.truth import deal_of
from fishsolve.literature.review.asks import illegality, review_ask, true_holders
from fishsolve.literature.review.claims import (
    MissedClaim,
    missed_claims,
    review_claim,
)
from fishsolve.literature.review.counts import Information, information
from fishsolve.literature.review.moments import game_moments
from fishsolve.literature.review.prepare import review_analyzer
from fishsolve.literature.review.report import (
    EventReview,
    Frame,
    ReviewReport,
    Summary,
    ViewFrames,
)
from fishsolve.literature.review.work import Progress, Results, run
from fishsolve.seating import Player


def review_perspectives(log: GameLog) -> list[Perspective]:
    """Every seat's own view for a full deal; else the known seats and the public view."""
    seats = [Perspective(p.name, (p,), (p,)) for p in log.known_players]
    if log.is_full_deal:
        return seats
    return [*seats, Perspective("public", (), log.table.players)]


def review(
    log: GameLog, file: str | None = None, jobs: int = 1, progress: Progress | None = None
) -> ReviewReport:
    """Review the whole of ``log`` (see the module docstring), counting in ``jobs`` processes
    (0: as many as the work is worth and the machine has idle; see
    :func:`fishsolve.literature.review.work.run`).

    ``progress(done, total)`` is told how many units of counting work are done (see
    :func:`fishsolve.literature.review.work.run`); nothing is printed here.

    Raises:
        RuleError, InconsistentLog: see :func:`review_analyzer`.
    """
    analyzer = review_analyzer(log)
    views = review_perspectives(log)
    public = any(not v.hands for v in views)
    found = run(analyzer, public, jobs, progress)
    n = len(log.events)
    states = analyzer.replay.states

    def view_of(player: Player, at: int) -> HolderFacts | None:
        if player in found.seats:
            return found.seats[player].frames[at]
        return found.public[at] if public else None

    # Positions that share their counts share one frame (a long log repeats positions).
    shared: dict[int, tuple[HolderFacts, Frame]] = {}

    def frame(facts: HolderFacts) -> Frame:
        if id(facts) not in shared:
            shared[id(facts)] = (facts, _frame(facts))
        return shared[id(facts)][1]

    frames = tuple(
        ViewFrames(
            v.label,
            tuple(p.name for p in v.hands),
            tuple(
                frame(found.seats[v.hands[0]].frames[at] if v.hands else found.public[at])
                for at in range(n + 1)
            ),
        )
        for v in views
    )
    missed = tuple(missed_claims(log, states, view_of))
    passed_up: dict[int, list[int]] = {}
    for index, m in enumerate(missed):
        for number in m.passed:
            passed_up.setdefault(number, []).append(index)
    deal = deal_of(log) if log.is_full_deal else None
    comments: dict[int, list[str]] = {}  # grouped once: a scan per event would be quadratic
    for comment in log.comments:
        comments.setdefault(comment.after, []).append(comment.text)
    events = []
    for number, event in enumerate(log.events, start=1):
        ask = claim = None
        if isinstance(event, Ask):
            illegal = None
            if deal is not None:
                illegal = illegality(log, event, true_holders(log, deal, number - 1))
            seat = found.seats.get(event.asker)
            chance = seat.asks[number] if seat is not None else None
            ask = review_ask(event, chance, illegal, _information(found, log, number))
        elif isinstance(event, Claim):
            seat = found.seats.get(event.claimer)
            claim = seat.claims[number] if seat is not None else review_claim(None, number, event)
        state = states[number]
        events.append(
            EventReview(
                number=number,
                line=event.source.line if event.source else None,
                text=describe(event),
                kind=event.kind,
                actor=_actor(event),
                turn=state.turn.name if state.turn else None,
                score=state.score,
                comments=tuple(comments.get(number, ())),
                ask=ask,
                claim=claim,
                missed=tuple(passed_up.get(number, ())),
            )
        )
    last = states[n]
    players = tuple(_summary(p.name, p.team.name, [p.name], events, missed) for p in log.table)
    teams = tuple(
        _summary(f"team {t.name}", t.name, [p.name for p in log.table.members(t)], events, missed)
        for t in log.table.teams
    )
    moments = game_moments(
        log,
        {v.label for v in views if v.hands},
        [(e.number, e.ask) for e in events if e.ask is not None],
        [(e.number, e.claim) for e in events if e.claim is not None],
        missed,
    )
    return ReviewReport(
        file=file if file is not None else (log.path or ""),
        deck=log.rules.deck.key,
        rules=tuple(log.rules.tokens()),
        players=tuple((p.name, p.team.name) for p in log.table.players),
        full_deal=log.is_full_deal,
        views=frames,
        events=tuple(events),
        missed_claims=missed,
        player_summaries=players,
        team_summaries=teams,
        half_suits=tuple(
            (h.key, h.name, tuple(c.code for c in h.cards)) for h in log.rules.deck.half_suits
        ),
        header_comments=tuple(comments.get(0, ())),
        moments=moments,
        over=last.over,
        turn=None if last.over or last.turn is None else last.turn.name,
    )


def _information(found: Results, log: GameLog, number: int) -> Information | None:
    """What ask ``number`` told the public view, from the units' counts (None for an ask the
    table voided: it did not happen)."""
    if number not in found.questions:
        return None
    before = number - 1
    if before in found.public:
        deals_before = found.public[before].deals or 0
    else:  # inside a run of asks: the previous ask's "after"
        deals_before = found.questions[before][1]
    question, after = found.questions[number]
    return information(deals_before, question, after)


def _frame(facts: HolderFacts) -> Frame:
    return Frame(facts.deals or 0, facts.counts if facts.deals else {})


def _actor(event: Event) -> str:
    if isinstance(event, Ask):
        return event.asker.name
    if isinstance(event, Claim):
        return event.claimer.name
    if isinstance(event, Pass):
        return event.giver.name
    if isinstance(event, Correction):
        return "the table"
    return event.player.name


def _summary(
    name: str,
    team: str,
    members: Sequence[str],
    events: Sequence[EventReview],
    missed: Sequence[MissedClaim],
) -> Summary:
    asks = [e.ask for e in events if e.ask is not None and e.ask.asker in members]
    answered = [e.ask for e in events if e.ask is not None and e.ask.target in members]
    claims = [e.claim for e in events if e.claim is not None and e.claim.claimer in members]
    rated = [a for a in asks if a.quality is not None]
    return Summary(
        name=name,
        team=team,
        asks=len(asks),
        yes=sum(a.answer for a in asks),
        claims=len(claims),
        right=sum(c.outcome == "right" for c in claims),
        judged=sum(c.verdict is not None for c in claims),
        sound=sum(c.verdict == "sound" for c in claims),
        gambles=sum(c.verdict == "gamble" for c in claims),
        blunders=sum(c.verdict == "blunder" for c in claims),
        missed=sum(m.player in members for m in missed),
        illegal_asks=sum(a.illegal is not None for a in asks),
        rated_asks=len(rated),
        mean_chance=fmean(float(a.chance or 0) for a in rated) if rated else None,
        mean_best_chance=fmean(float(a.best_chance or 0) for a in rated) if rated else None,
        ask_quality=fmean(a.quality or 0.0 for a in rated) if rated else None,
        question_bits=sum(a.information.question_bits for a in asks if a.information),
        answer_bits=sum(a.information.answer_bits for a in answered if a.information),
    )
