"""`fishsolve puzzle make --from GAME`: a player's own critical moments as puzzles.

For each critical moment (:mod:`fishsolve.family.moments`, from the game's review) the position
is the one just before the move, seen from the mover's seat: the log cut after ``event - 1``
events, with only the mover's hand. The questions the moment calls for are tried in turn — for a
missed claim, a gamble or a blunder first "what can you claim?", for an ask first "who holds"
the cards whose holder the mover could prove (those of the half-suits the better asks name
first) — and the first with exactly one answer, checked and graded as ``puzzle check`` does
(:func:`~fishsolve.literature.puzzles.check.solve_puzzle`), written with its answer key and read
back from its file, becomes the puzzle. A moment with no such question (a weak ask where nothing
was yet certain) is listed with the reason. On a full-deal log each answer is held against the
real deal (a mismatch is a bug, and stops the run). The same game gives the same files.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError
from fishsolve.family.moments import (
    BLUNDER,
    GAMBLE,
    MISSED_CLAIM,
    GamePuzzles,
    Moment,
    MomentPuzzle,
)
from fishsolve.family.simulated import make_directory
from fishsolve.files import check_target, write_atomic
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.question import Question
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.puzzles.check import solve_puzzle
from fishsolve.literature.puzzles.make import MadePuzzle, _same, _with_key
from fishsolve.literature.puzzles.report import PuzzleReport
from fishsolve.text.source import Comment

Pages = Callable[[MadePuzzle], Mapping[str, str]]
"""The pages of a puzzle besides its log: file extension (``".md"``) -> text."""

TRIES = 6
"""Questions tried at one moment before it is passed over."""

_CARD = re.compile(r"\b(10|[2-9JQKA])([CDHS])\b")


def puzzle_name(file: str, moment: Moment) -> str:
    """The file name (without extension) of the puzzle of ``moment`` of the game ``file``.

    >>> puzzle_name("games/2026-03-14 table 2.fish", Moment(7, "O'Neil", "A", "O'Neil",
    ...     "weak ask", 0, None, None, None, None, ""))
    '2026-03-14-table-2-e007-O-Neil'
    """
    stem = Path(file).stem if file else "game"

    def safe(text: str) -> str:
        return re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-") or "x"

    return f"{safe(stem)}-e{moment.event:03d}-{safe(moment.player)}"


class _Cut:
    """The position before one moment, from its mover's seat."""

    def __init__(self, log: GameLog, moment: Moment, name: str) -> None:
        self.full = log
        self.moment = moment
        self.name = name
        self.viewer = log.table.player(moment.player)
        self.at = moment.event - 1
        self.public: list[str] = []
        """The cards the better move names that had changed hands in public (set by
        :meth:`questions`): a question about them gives its answer away."""
        self.note = (
            f"{name}: the position before event {moment.event} of {log.path or 'the game'}, seen "
            f"from {moment.player}'s seat ({moment.kind})"
        )

    def log(self, question: Question) -> GameLog:
        full = self.full
        return GameLog(
            full.table,
            full.rules,
            {self.viewer: full.hands[self.viewer]},
            full.events[: self.at],
            full.start,
            (Comment(0, self.note),),
            question=question,
        )

    def questions(self) -> Iterator[Question]:
        """The questions to try, the moment's own first (see the module)."""
        analyzer = Analyzer(self.log(Question.what_claims()))
        facts = analyzer.view_counts((self.viewer,), self.at)
        if not facts.deals:
            return
        moved = analyzer.replay.states[self.at].moved
        hand = self.full.hands[self.viewer]
        named = [m.group(0) for m in _CARD.finditer(self.moment.alternative or "")]
        deck = self.full.rules.deck
        first_halves = [deck.half_suit_of(deck.card(code)) for code in named]
        forced: list[Card] = [
            card
            for card in facts.counts
            if card not in hand and card not in moved and facts.forced(card) is not None
        ]
        forced.sort(
            key=lambda c: (
                c.code not in named,
                deck.half_suit_of(c) not in first_halves,
                deck.index[c],
            )
        )
        self.public = [code for code in named if deck.card(code) in moved]
        holders = [Question.who_holds(card) for card in forced]
        if self.moment.kind in (MISSED_CLAIM, GAMBLE, BLUNDER):
            yield Question.what_claims()
            yield from holders
        else:
            yield from holders
            yield Question.what_claims()

    def puzzle(self) -> tuple[str, GameLog, PuzzleReport] | None:
        """The first question with one answer, written, read back and checked; or None."""
        for tried, question in enumerate(self.questions()):
            if tried >= TRIES:
                return None
            try:
                report = solve_puzzle(self.log(question))
            except FishsolveError:
                return None
            if not report.ok:
                continue
            keyed = _with_key(question, report, self.full)
            text = write_log(self.log(keyed))
            final = parse_log(text, f"{self.name}.fish")
            checked = solve_puzzle(final, f"{self.name}.fish")
            if _same(checked, report) and checked.key == "agrees":
                return text, final, checked
        return None


def _true_in_the_deal(full: GameLog, report: PuzzleReport, at: int, name: str) -> None:
    """Hold the answer against the log's own deal (a failure is a bug)."""
    truth = holders_after(full, deal_of(full), at)
    deck = full.rules.deck
    if report.holder is not None:
        wanted = {report.card or "": report.holder}
    else:
        wanted = {code: who for c in report.claims for code, who in c.owners.items()}
    for code, who in wanted.items():
        if truth[deck.card(code)].name != who:
            raise RuntimeError(f"{name}: the answer puts {code} with {who}; it is not")


def moment_puzzles(
    log: GameLog,
    file: str,
    moments: Sequence[Moment],
    out: Path,
    pages: Pages,
    extensions: Sequence[str],
    force: bool = False,
    progress: Callable[[], object] | None = None,
) -> GamePuzzles:
    """A puzzle for each of ``moments`` that has one (see the module), written to ``out`` with its
    ``pages``; every target file checked before the first is written.

    Raises:
        OptionError: a file that exists already (without ``force``), or ``out`` cannot be made.
    """
    names = [puzzle_name(file, m) for m in moments]
    for name in names:
        for ext in (".fish", *extensions):
            check_target(out / f"{name}{ext}", "out", force=force)
    made: list[MomentPuzzle] = []
    skipped: list[tuple[Moment, str]] = []
    ready = False
    for moment, name in zip(moments, names, strict=True):
        if moment.player not in {p.name for p in log.hands}:
            skipped.append((moment, f"the log does not give {moment.player}'s hand"))
            continue
        cut = _Cut(replace(log, path=file or log.path), moment, name)
        found = cut.puzzle()
        if found is None:
            skipped.append((moment, _why_none(cut)))
        else:
            text, final, report = found
            if log.is_full_deal:
                _true_in_the_deal(log, report, moment.event - 1, name)
            if not ready:
                make_directory(out)
                ready = True
            puzzle = MadePuzzle(name, text, final, report, 0, (), 1, moment.event - 1)
            for ext, page in {".fish": text, **pages(puzzle)}.items():
                write_atomic(out / f"{name}{ext}", page, exclusive=not force)
            grade = report.grade.level if report.grade else None
            made.append(
                MomentPuzzle(
                    name, moment, report.question, report.answer or "", grade, report.events
                )
            )
        if progress is not None:
            progress()
    return GamePuzzles(str(out), file, tuple(made), tuple(skipped))


def _why_none(cut: _Cut) -> str:
    """Why ``cut`` gave no puzzle."""
    if cut.public:
        return (
            f"{' and '.join(cut.public)} had changed hands in public, and no other question there "
            "has exactly one answer"
        )
    return "no question there has exactly one answer"
