"""The exact counts a review needs: each view at each position, and the public view around asks.

A review looks at every position of a game from several views, so it counts a great deal; this
module makes sure nothing is counted twice. Every view's counts go through the one
:class:`~fishsolve.literature.deduce.analysis.Analyzer` of the game (its cache is keyed by reasons
and position). The public view around an ask is counted in three stages — before the ask, after its
*question* (the asker rule: what asking at all says), after its answer — and the third never needs a
count of its own: it is read off the second, whose marginals say in how many deals the asked player
holds the card. Inside a run of asks, the first stage is the previous ask's third.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, replace

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.constraints import Clause, Lit, LogConstraints
from fishsolve.literature.deduce.count.counting import Counts, count
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.reasons import ReasonKind, event_key, question_key
from fishsolve.literature.game.events import Ask
from fishsolve.seating import Player


def with_questions(cs: LogConstraints) -> LogConstraints:
    """``cs`` plus, for each ask N, a reason ``question:N``: event N's constraints but its answer.

    The answer of an ask is the one-literal clause "the asked player holds (or does not hold) the
    card" — absent when the card's holder is public, since the answer is then known beforehand.
    What is left is the asker rule (another card of the half-suit, not the card itself, or under
    ``bluff`` just a card) and that the asked player has cards.
    """
    reasons = dict(cs.reasons)
    clauses = dict(cs.clauses)
    sizes = dict(cs.sizes)
    for number, event in enumerate(cs.log.events, start=1):
        key = event_key(number)
        if not isinstance(event, Ask) or key not in cs.reasons:
            continue
        own = list(cs.clauses.get(key, ()))
        answer = Clause((Lit(event.card, event.target, event.answer),))
        if answer in own:
            own.remove(answer)
        qkey = question_key(number)
        reasons[qkey] = replace(cs.reasons[key], key=qkey, kind=ReasonKind.QUESTION)
        clauses[qkey] = own
        sizes[qkey] = list(cs.sizes.get(key, ()))
    return replace(cs, reasons=reasons, clauses=clauses, sizes=sizes)


@dataclass(frozen=True)
class Information:
    """What one ask told the table: deals consistent with the public view around it.

    ``before``: after the events before the ask; ``question``: also knowing that it was asked (the
    asker rule); ``after``: also knowing the answer. Bits are log2 ratios of these counts, so
    ``bits == question_bits + answer_bits``.
    """

    before: int
    question: int
    after: int

    @property
    def bits(self) -> float:
        """Everything the ask and its answer told the table, in bits."""
        return _log2_ratio(self.before, self.after)

    @property
    def question_bits(self) -> float:
        """What the question alone told (about the asker's hand, through the asker rule)."""
        return _log2_ratio(self.before, self.question)

    @property
    def answer_bits(self) -> float:
        """What the answer added (about the asked player's hand)."""
        return _log2_ratio(self.question, self.after)

    def to_dict(self) -> dict[str, object]:
        """JSON form: counts as decimal strings (they outgrow JSON numbers), bits rounded."""
        return {
            "deals_before": str(self.before),
            "deals_after_question": str(self.question),
            "deals_after": str(self.after),
            "bits": round(self.bits, 6),
            "question_bits": round(self.question_bits, 6),
            "answer_bits": round(self.answer_bits, 6),
        }


def information(before: int, question: int, after: int) -> Information | None:
    """The information of an ask from its three counts; None if any is zero (no deal fits)."""
    if not (before and question and after):
        return None
    return Information(before, question, after)


def _log2_ratio(a: int, b: int) -> float:
    # math.log2 is exact enough on Python ints of any size; a ratio of floats would overflow.
    return math.log2(a) - math.log2(b)


class ReviewCounts:
    """Counts of one game for a review, each made once."""

    def __init__(self, analyzer: Analyzer) -> None:
        """Count through ``analyzer`` (its cache holds every view's counts)."""
        self.analyzer = analyzer
        self.questions = with_questions(analyzer.constraints)
        self._question: dict[Hashable, Counts] = {}

    def view(self, hands: tuple[Player, ...], at: int) -> HolderFacts:
        """Exact counts of the view knowing ``hands`` after ``at`` events."""
        return self.analyzer.view_counts(hands, at)

    def question(self, number: int) -> Counts:
        """Public counts just before ask ``number``, knowing only that it was asked.

        Counted once per distinct question: asks whose question says the same (clauses and
        bounds) at positions with the same new events and public holders share one count, as
        :meth:`~fishsolve.literature.deduce.analysis.Analyzer.view_counts` does for views.
        """
        cs = self.questions
        signature = self.question_signature(number)
        found = self._question.get(signature)
        if found is None:
            keys = [*cs.count_keys((), number - 1), question_key(number)]
            found = self._question[signature] = count(cs, keys, number - 1)
        return found

    def question_signature(self, number: int) -> Hashable:
        """What :meth:`question` ``number`` depends on: the public view's signature before the ask
        (:meth:`~fishsolve.literature.deduce.analysis.Analyzer.view_signature`) and what the
        question says (its clauses and bounds, as sets: a conjunction)."""
        qkey = question_key(number)
        return (
            self.analyzer.view_signature((), number - 1),
            frozenset(self.questions.clauses.get(qkey, ())),
            frozenset(self.questions.sizes.get(qkey, ())),
        )
