"""A puzzle laid out for a reader: the words of its printable page (rendered elsewhere).

Everything the Markdown and HTML pages show is decided here, as plain strings, so that the
renderers (:mod:`fishsolve.literature.render.puzzle`) only lay them out. On the page the history is
numbered by move (event) rather than by file line, and the solution cites moves the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fishsolve.literature.deduce.reasons import ReasonKind
from fishsolve.literature.explain.diagnose import reading_order
from fishsolve.literature.explain.why import Explanation
from fishsolve.literature.explain.wording import Cited
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.question import HOLDER
from fishsolve.literature.notation.writer import format_event
from fishsolve.literature.puzzles.check import puzzle_parts
from fishsolve.literature.puzzles.report import PuzzleReport


@dataclass(frozen=True)
class Solution:
    """The worked solution of one fact: a heading and numbered steps, the conclusion last."""

    heading: str
    steps: list[str]


@dataclass(frozen=True)
class PuzzlePage:
    """The words of a printable puzzle page."""

    name: str
    grade: str
    """'easy', 'medium' or 'hard'."""
    grade_why: str
    """What decided the grade, citing moves: 'the asker rule (move 13)'."""
    viewer: str
    viewer_team: str
    seats: list[tuple[str, str]]
    """Each player and their team, in seat order."""
    setting: str
    """Rules, deck and who started, in a sentence."""
    hand: list[tuple[str, list[str]]]
    """The viewer's hand by half-suit: ('low diamonds', ['2D', '3D'])."""
    history: list[str]
    """The moves, in order (numbered from 1 on the page)."""
    question: str
    """'Who holds 10D?'."""
    task: str
    """What the reader is to do, in a sentence."""
    answer: list[str]
    """The answer, one line per fact."""
    solutions: list[Solution]
    note: str | None = None
    """Where the puzzle came from (its first comment), if anything."""


def puzzle_page(name: str, log: GameLog, report: PuzzleReport) -> PuzzlePage:
    """The page of a checked puzzle (``report`` from
    :func:`fishsolve.literature.puzzles.check.solve_puzzle`).

    Raises:
        ValueError: if the report has no answer or no grade (not a valid puzzle).
    """
    if report.grade is None or report.answer is None:
        raise ValueError(f"{name}: only a valid puzzle has a page ({'; '.join(report.problems)})")
    question, viewer = puzzle_parts(log)
    deck = log.rules.deck
    hand = log.hands[viewer]
    by_half = [(h.name, [c.code for c in h.cards if c in hand]) for h in deck.half_suits]
    moves = len(log.events)
    if question.kind == HOLDER:
        ask = f"Who holds {question.card}?"
        task = (
            f"After move {moves}, name the player who holds {question.card}, and prove it from "
            "your hand and the moves."
        )
        answer = [f"{report.holder} holds {report.card}."]
    else:
        ask = "What can you claim?"
        task = (
            f"After move {moves}, name every half-suit you can claim and the owner of each of its "
            "six cards, and prove it from your hand and the moves."
        )
        answer = [f"{c.name.capitalize()}: {c.owners_text}." for c in report.claims]
    grade = report.grade
    moves_word = "move" if len(grade.events) == 1 else "moves"
    cited = f"{moves_word} {', '.join(map(str, grade.events))}" if grade.events else ""
    setting = f"{_rules_text(log)}; {len(deck)} cards, {log.hand_size} to each player" + (
        f"; {log.start} played first." if log.start else "."
    )
    note = next((c.text for c in log.comments if c.after == 0), None)
    return PuzzlePage(
        name=name,
        grade=grade.level,
        grade_why=f"{grade.reason} ({cited})" if cited else grade.reason,
        viewer=viewer.name,
        viewer_team=viewer.team.name,
        seats=[(p.name, p.team.name) for p in log.table.players],
        setting=setting,
        hand=[(half, cards) for half, cards in by_half if cards],
        history=[format_event(e) for e in log.events],
        question=ask,
        task=task,
        answer=answer,
        solutions=[
            _solution(e, question.kind == HOLDER, roles)
            for e, roles in zip(
                report.explanations, report.roles or [{}] * len(report.explanations), strict=True
            )
        ],
        note=note,
    )


def _rules_text(log: GameLog) -> str:
    words = log.rules.tokens()
    return "Standard rules" if not words else f"Rules: {', '.join(words)}"


def _solution(found: Explanation, holder: bool, roles: dict[str, str]) -> Solution:
    """The explanation's argument with moves for lines, as explain merges it; each reason says
    what it is needed for (``roles``, by key)."""
    merged = {c.key: c for c in found.reasons}
    for move in found.transfers:
        if move.key in merged:
            step = merged[move.key]
            merged[move.key] = replace(step, shows=f"{step.shows}; {move.shows}")
    argument = sorted(
        [*merged.values(), *(m for m in found.transfers if m.key not in merged)],
        key=reading_order,
    )
    steps = [_sentence(c) + _role(roles.get(c.key)) for c in argument]
    conclusion = found.steps[-1].split(" ", 1)[1]
    steps.append(conclusion)
    heading = "Why" if holder else found.statement[0].upper() + found.statement[1:]
    return Solution(heading, steps)


def _role(role: str | None) -> str:
    """' Without it, Fay could hold 6C.' (nothing for a public transfer, which has no role)."""
    return f" {role[0].upper()}{role[1:]}." if role else ""


def _sentence(cited: Cited) -> str:
    if cited.kind == ReasonKind.HAND_SIZES:
        return f"The deal: {cited.shows}."
    if cited.kind == ReasonKind.HAND:
        return f"Your hand: {cited.shows}."
    return f"Move {cited.event}: {cited.says} — so {cited.shows}."
