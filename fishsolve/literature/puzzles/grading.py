"""How hard a deduction is, read off its minimal explanation (see ``docs/puzzles.md``).

Each reason of a minimal explanation (:mod:`fishsolve.literature.explain.why`) is needed; what
matters is *whic *which part* of it is needed.
:func:`fishsolve.literature.deduce.cpsat.cores.needed_units` says whether a reason's single facts
suffice ("Dev did not hold 3D then", "you were dealt 2D") or whether its other part is needed: the
asker rule of an ask, the outcome of a failed claim, or a hand size. So every cited reason is one of

- **direct**: the viewer's hand, an answer, a revealed claim, "nobody asks for a card they hold";
- **rule**: the asker rule ("Cara held another low diamond") or a failed claim's outcome ("an
  owner was wrong") — a constraint with several ways to be true;
- **counting**: the hand sizes of the deal, a stated hand count, a pass (an empty hand), or a
  hand size inside an ask or a claim ("an empty hand is never asked").

The grade: **hard** if any reason counts, or if a single card needs :data:`CHAIN` or more rule
reasons together (measured on a minimal subset of the explanation for that card alone); **medium**
if some reason is a rule; **easy** otherwise (public transfers are known by construction and never
raise the grade). Everything is decided by the solver with fixed parameters, so the same puzzle
always gets the same grade.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.cpsat.cores import (
    check_probe,
    needed_units,
    needed_units_jointly,
    shrink,
)
from fishsolve.literature.deduce.reasons import HAND_SIZES, ReasonKind, event_number, parse_key
from fishsolve.literature.explain.why import Explanation
from fishsolve.literature.game.events import Ask, Claim
from fishsolve.literature.game.legality import asker_rule, is_out_of_turn
from fishsolve.literature.game.outcomes import ClaimProof, proof_of
from fishsolve.sat import negate

LEVELS = ("easy", "medium", "hard")
"""The grades, easiest first."""

CHAIN = 2
"""Rule reasons needed together for one card that make a chain (a hard puzzle)."""

LONG = 16
"""Moves per player past which a puzzle's history is long to read (96 moves at six players, 128
at eight: pages of moves, each kept in mind): it raises the grade one step."""

DIRECT, RULE, COUNTING = "direct", "rule", "counting"


@dataclass(frozen=True)
class Grade:
    """The difficulty of a deduction and what decided it."""

    level: str
    """'easy', 'medium' or 'hard'."""
    why: str
    """In words, with the lines that decided it: 'a chain of 2 asker constraints for one card
    (lines 6, 9)'."""
    reason: str
    """The same without the lines: 'a chain of 2 asker constraints for one card'."""
    events: tuple[int, ...]
    """The events that decided the grade (none for the hand sizes)."""
    rules: int
    """Reasons whose rule part is needed (asker rules, failed claims)."""
    chain: int
    """The most rule reasons one card needs together."""
    counting: bool
    """Whether a counting argument (hand sizes) is needed."""

    @property
    def rank(self) -> int:
        """0 for easy, 1 for medium, 2 for hard."""
        return LEVELS.index(self.level)


def grade_explanation(analyzer: Analyzer, found: Explanation) -> Grade:
    """The grade of one explanation of a holder or a claimable half-suit (from its reasons)."""
    dm = analyzer.dm
    at = found.at
    deck = dm.log.rules.deck
    negations: list[int] = []
    for code, name in found.owners.items():
        holding = dm.holding(deck.card(code), dm.log.table.player(name), at)
        if not isinstance(holding, bool):
            negations.append(negate(holding))
    keys = [c.key for c in found.reasons]
    kinds = {key: _kind(analyzer, key, keys, negations) for key in keys}
    where = {c.key: c.where for c in found.reasons}

    def graded(level: str, reason: str, decisive: list[str], chain: int, counting: bool) -> Grade:
        shown = [where[k] for k in decisive]
        why = f"{reason} ({_places(shown)})" if shown else reason
        numbers = tuple(n for n in map(event_number, decisive) if n is not None)
        return Grade(level, why, reason, numbers, len(rules), chain, counting)

    counted = [k for k, kind in kinds.items() if kind == COUNTING]
    rules = [k for k, kind in kinds.items() if kind == RULE]
    if HAND_SIZES in counted:
        return graded("hard", "counting on the hand sizes of the deal", [], 0, True)
    if counted:
        return graded("hard", "counting on a hand size", counted, 0, True)
    chain, links = _chain(analyzer, keys, negations) if len(rules) >= CHAIN else (len(rules), rules)
    if chain >= CHAIN:
        return graded(
            "hard", f"a chain of {chain} asker constraints for one card", links, chain, False
        )
    if rules:
        word = "the asker rule" if len(rules) == 1 else "the asker rule, once for each card"
        return graded("medium", word, rules, chain, False)
    return graded("easy", "direct facts: answers, transfers and your hand", [], 0, False)


def weigh_length(grade: Grade, moves: int, players: int) -> Grade:
    """``grade`` one step harder when the puzzle shows more than :data:`LONG` moves a player
    (a hard one stays hard).

    >>> easy = Grade("easy", "direct facts", "direct facts", (), 0, 0, False)
    >>> weigh_length(easy, 144, 8).level, weigh_length(easy, 144, 8).why
    ('medium', 'direct facts, in a long history (144 moves)')
    >>> weigh_length(easy, 128, 8).level, weigh_length(easy, 97, 6).level
    ('easy', 'medium')
    """
    if moves <= LONG * players or grade.level == LEVELS[-1]:
        return grade
    long = f"in a long history ({moves} moves)"
    return replace(
        grade,
        level=LEVELS[grade.rank + 1],
        why=f"{grade.why}, {long}",
        reason=f"{grade.reason}, {long}",
    )


def hardest(grades: Sequence[Grade]) -> Grade:
    """The grade of a puzzle with several facts to find: the hardest of them (the first on ties)."""
    return max(grades, key=lambda g: (g.rank, g.chain, g.rules, -grades.index(g)))


def _kind(analyzer: Analyzer, key: str, keys: list[str], negations: list[int]) -> str:
    """Which part of reason ``key`` the explanation needs: direct, rule or counting."""
    kind, value = parse_key(key)
    if kind is ReasonKind.HAND_SIZES:
        return COUNTING
    if kind is ReasonKind.HAND:
        return DIRECT
    number = int(value)
    event = analyzer.log.events[number - 1]
    if not isinstance(event, Ask | Claim):
        return COUNTING  # a pass (an empty hand) or a stated hand count
    others = [k for k in keys if k != key]
    if not negations or needed_units_jointly(analyzer.solver, others, key, negations) is not None:
        return DIRECT
    return _non_unit_kind(analyzer, event, number)


def _non_unit_kind(analyzer: Analyzer, event: Ask | Claim, number: int) -> str:
    """What an ask or a claim contributes beyond its single facts (as the wording says it)."""
    dm = analyzer.dm
    if isinstance(event, Ask):
        rule = asker_rule(dm.log.rules, event.card)
        if rule is None or any(dm.holding(c, event.asker, number - 1) is True for c in rule.others):
            # The asker rule was already met in public: what is left is the target's hand size.
            return COUNTING
        return RULE
    before = dm.states[number - 1]
    out_of_turn = is_out_of_turn(dm.log.rules, event.made_for, before.turn)
    if proof_of(dm.log.rules, event.outcome, out_of_turn, event.is_split()) is (
        ClaimProof.OWNERS_RIGHT
    ):
        # A right claim says only where the cards were (single facts) and that the claimer
        # had cards: the latter is a hand size.
        return COUNTING
    return RULE


def _chain(analyzer: Analyzer, keys: list[str], negations: list[int]) -> tuple[int, list[str]]:
    """The most rule reasons one card needs together, and those reasons.

    For each card, the explanation is cut down to a minimal subset that still places that card;
    the rule reasons of that subset are the chain behind it.
    """
    solver = analyzer.solver
    best: list[str] = []
    for negation in negations:
        subset = shrink(keys, check_probe(solver, [negation]))
        links = [key for key in subset if _is_link(analyzer, key, subset, negation)]
        if len(links) > len(best):
            best = links
    return len(best), best


def _is_link(analyzer: Analyzer, key: str, subset: list[str], negation: int) -> bool:
    """Does placing one card (refuting ``negation``) need the rule part of reason ``key``?"""
    number = event_number(key)
    if number is None:
        return False
    event = analyzer.log.events[number - 1]
    if not isinstance(event, Ask | Claim):
        return False
    others = [k for k in subset if k != key]
    if needed_units(analyzer.solver, others, key, [negation]) is not None:
        return False
    return _non_unit_kind(analyzer, event, number) == RULE


def _places(places: list[str]) -> str:
    """'line 6', or 'lines 6, 9' for several lines.

    >>> _places(["line 6", "line 9"])
    'lines 6, 9'
    """
    if len(places) > 1 and all(p.startswith("line ") for p in places):
        return "lines " + ", ".join(p.removeprefix("line ") for p in places)
    return ", ".join(places)
