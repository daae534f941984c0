"""`puzzle check` on a Go Fish family puzzle: a log with one known hand (the reader's) and a
``question:`` header. The question has exactly one provable answer when, on the CP-SAT model of
the reader's view after the last move, exactly one answer is possible
(:func:`~fishsolve.gofish.puzzles.prove.proved_answers`: every answer backed by a deal and stock
order that fits, every missing one by a proof): it then holds in every consistent deal and stock
order and every other answer is impossible.

The grade comes from the minimal explanation (:func:`~fishsolve.gofish.deduce.questions.reasons`):
the moves needed to prove the answer. **easy**: at most one move (a child can follow "Bo said go
fish when asked for jacks, so Bo holds no jack"); **medium**: two or three moves; **hard**: four
or more (docs/puzzles.md).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.cards import parse_card
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce.questions import STOCK, Fact, reasons
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.question import COUNT, HOLDER, FishQuestion, parse_question
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.puzzles.prove import proved_answers
from fishsolve.seating import Player
from fishsolve.text.reading import LogPath

EASY_MOVES, MEDIUM_MOVES = 1, 3
"""The most moves an easy (a medium) proof cites."""


@dataclass(frozen=True)
class FishPuzzleReport:
    """What `puzzle check` says of a Go Fish family puzzle."""

    file: str
    game: str
    viewer: str
    question: str
    ok: bool
    answers: list[str]
    """Every answer some consistent deal allows (exactly one for a valid puzzle)."""
    answer: str | None = None
    grade: str | None = None
    moves: list[int] = field(default_factory=list)
    """The moves (1-based) a minimal proof cites."""
    stated: str | None = None
    """The ``answer:`` header, when the file has one."""
    problems: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def puzzle_viewer(log: FishLog) -> Player:
    """The reader: the one player whose hand the log gives."""
    if len(log.hands) != 1:
        raise FishsolveError("a puzzle gives exactly one hand: the reader's")
    return log.hands[0][0]


def grade_of(moves: list[int]) -> str:
    """easy, medium or hard by the moves a minimal proof needs.

    >>> grade_of([]), grade_of([4]), grade_of([2, 5, 7]), grade_of([1, 2, 3, 4])
    ('easy', 'easy', 'medium', 'hard')
    """
    if len(moves) <= EASY_MOVES:
        return "easy"
    return "medium" if len(moves) <= MEDIUM_MOVES else "hard"


def _fact(log: FishLog, q: FishQuestion, answer: str) -> Fact:
    if q.kind == COUNT:
        assert q.player is not None
        assert q.rank is not None
        k = int(answer)
        return Fact(log.seating.player(q.player), log.rules.rank_of(q.rank), k, k)
    if q.kind == HOLDER:
        assert q.card is not None
        card = parse_card(q.card)
        place = None if answer == STOCK else log.seating.player(answer)
        return Fact(place, card.rank, 1, 1, card)
    target, what = answer.split()
    p = log.seating.player(target)
    if log.rules.card_asks:
        card = parse_card(what)
        return Fact(p, card.rank, 1, 1, card)
    return Fact(p, log.rules.rank_of(what), 1, 4)


def solve_puzzle(log: FishLog, file: str = "") -> FishPuzzleReport:
    """Check ``log`` as a puzzle: legal, one provable answer, its grade."""
    rep = replay(log)
    viewer = puzzle_viewer(log)
    if log.question is None:
        raise FishsolveError("a puzzle has a 'question:' header")
    q = parse_question(log.question)
    if q.player is not None:
        q = FishQuestion(q.kind, log.seating.player(q.player).name, q.rank, q.card)
    at = len(log.events)
    answers = proved_answers(log, rep, viewer, q)
    base: dict[str, Any] = {
        "file": file,
        "game": log.rules.variant.value,
        "viewer": viewer.name,
        "question": q.text,
    }
    problems = []
    if len(answers) != 1:
        problems.append(
            f"{len(answers)} answers are possible ({', '.join(answers) or 'none'}); a puzzle "
            "needs exactly one"
        )
        return FishPuzzleReport(
            **base,
            ok=False,
            answers=answers,
            stated=log.answer,
            problems=problems,
        )
    answer = answers[0]
    if log.answer is not None and log.answer.lower() != answer.lower():
        problems.append(f"the file's answer is {log.answer!r}; the provable answer is {answer!r}")
    moves = reasons(log, rep, viewer, at, _fact(log, q, answer)) or []
    return FishPuzzleReport(
        **base,
        ok=not problems,
        answers=answers,
        answer=answer,
        grade=grade_of(moves),
        moves=moves,
        stated=log.answer,
        problems=problems,
    )


def check_file(path: LogPath) -> FishPuzzleReport:
    """`puzzle check` on the Go Fish family puzzle at ``path``."""
    return solve_puzzle(read_fish_log(path), str(path))
