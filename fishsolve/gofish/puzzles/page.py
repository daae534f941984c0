"""The words of a Go Fish family puzzle's printable page (rendered by
:mod:`fishsolve.gofish.render.puzzle`): decided here as plain strings, moves numbered from 1."""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.cards import parse_card
from fishsolve.gofish.deduce.questions import STOCK
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.question import HOLDER, SURE, parse_question
from fishsolve.gofish.notation.writer import format_fish_event
from fishsolve.gofish.puzzles.check import FishPuzzleReport
from fishsolve.gofish.puzzles.words import card_word, rank_word, shown


@dataclass(frozen=True)
class FishPuzzlePage:
    name: str
    game: str
    grade: str
    grade_why: str
    viewer: str
    seats: list[str]
    setting: str
    hand: list[str]
    history: list[str]
    question: str
    task: str
    answer: str
    steps: list[str]
    note: str | None = None


def fish_puzzle_page(name: str, log: FishLog, report: FishPuzzleReport) -> FishPuzzlePage:
    """The page of a valid puzzle (raises ValueError otherwise)."""
    if report.answer is None or report.grade is None:
        raise ValueError(f"{name}: only a valid puzzle has a page ({'; '.join(report.problems)})")
    hand = [c.code for c in log.hands[0][1]]
    moves = len(log.events)
    q = parse_question(report.question)
    reader = log.hands[0][0]
    if q.kind == SURE:
        question = "Which ask is certain to succeed?"
        task = f"After move {moves} it is your turn. Name the one ask that is sure to get a yes."
        target, what = report.answer.split()
        asked = (
            card_word(parse_card(what))
            if log.rules.card_asks
            else rank_word(log.rules.rank_of(what), True)
        )
        answer = f"Ask {target} for {asked} ({what})."
    elif q.kind == HOLDER:
        assert q.card is not None
        question = f"Who holds {card_word(parse_card(q.card))} ({q.card})?"
        task = f"After move {moves}, say who holds the card (or if it is in the stock), and why."
        answer = f"{report.answer} holds it." if report.answer != STOCK else "It is in the stock."
    else:
        assert q.rank is not None
        question = f"How many {rank_word(log.rules.rank_of(q.rank), True)} does {q.player} hold?"
        task = f"After move {moves}, say how many — and why."
        answer = f"{q.player} holds {report.answer}."
    cited = ", ".join(map(str, report.moves))
    why = f"the proof needs {len(report.moves)} move{'s' if len(report.moves) != 1 else ''}" + (
        f" ({cited})" if cited else ""
    )
    steps = [
        f"Move {m} ({format_fish_event(log.events[m - 1])}): {shown(log.events[m - 1], reader)}"
        for m in report.moves
    ]
    steps.append(f"So: {answer}")
    rules = log.rules
    setting = (
        f"{rules.variant.name_in_prose}; "
        + (f"rules: {', '.join(rules.tokens())}; " if rules.tokens() else "")
        + f"{len(rules.cards)} cards, {rules.hand_size(len(log.seating))} to each player"
        + (f"; {log.start.name} played first." if log.start else ".")
    )
    note = next((c.text for c in log.comments if c.after == 0), None)
    return FishPuzzlePage(
        name=name,
        game=rules.variant.value,
        grade=report.grade,
        grade_why=why,
        viewer=report.viewer,
        seats=list(log.seating.names),
        setting=setting,
        hand=hand,
        history=[format_fish_event(e) for e in log.events],
        question=question,
        task=task,
        answer=answer,
        steps=steps,
        note=note,
    )
