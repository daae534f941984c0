"""`fishsolve puzzle make --from GAME` for the Go Fish family: a player's own critical moments as
puzzles.

For each critical moment (:mod:`fishsolve.family.moments`, from the game's review) the position
is the one just before the move, seen by the mover: the log cut there keeping what they knew
(:func:`~fishsolve.gofish.puzzles.make.reader_log`: their dealt hand, their own draws, everything
the table saw). Its questions with exactly one possible answer
(:func:`~fishsolve.gofish.puzzles.candidates.candidates`, from the exact counter, or the CP-SAT
model past its budget) are tried, the moment's own first — "which ask is certain to succeed?" for
a passed sure ask or a book left lying, a question about the better ask's player and rank for a
weak ask — and the first that the puzzle check proves (:func:`~fishsolve.gofish.puzzles.check.
solve_puzzle`, on the CP-SAT model) becomes the puzzle. The log must give every hand and the
stock, as ``simulate`` writes it: the reader's own draws are read off the stock. The same game
gives the same files.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from fishsolve.errors import FishsolveError, UsageError
from fishsolve.family.moments import BOOK_LEFT, SURE_ASK_PASSED, GamePuzzles, Moment, MomentPuzzle
from fishsolve.family.simulated import make_directory
from fishsolve.files import check_target, write_atomic
from fishsolve.gofish.deduce.model import Undecided
from fishsolve.gofish.deduce.questions import Possible
from fishsolve.gofish.deduce.view import fish_views
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.question import COUNT, HOLDER, SURE
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.candidates import Candidate, candidates, view_possible
from fishsolve.gofish.puzzles.check import solve_puzzle
from fishsolve.gofish.puzzles.make import BUDGET, MadeFishPuzzle, reader_log
from fishsolve.gofish.puzzles.prove import unique_answers
from fishsolve.text.source import Comment

Pages = Callable[[MadeFishPuzzle], Mapping[str, str]]
"""The pages of a puzzle besides its log: file extension (``".md"``) -> text."""

TRIES = 6
"""Questions checked at one moment before it is passed over."""


def puzzle_name(file: str, moment: Moment) -> str:
    """The file name (without extension) of the puzzle of ``moment`` of the game ``file``."""
    stem = Path(file).stem if file else "game"

    def safe(text: str) -> str:
        return re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-") or "x"

    return f"{safe(stem)}-e{moment.event:03d}-{safe(moment.player)}"


def _order(moment: Moment, c: Candidate) -> tuple[int, int, str]:
    """The moment's own question first: the sure ask for a passed one (or a book left), then
    questions about the players and ranks its better move names."""
    sure = moment.kind in (SURE_ASK_PASSED, BOOK_LEFT)
    words = moment.alternative or ""
    q = c.question
    named = any(f" {x} " in f" {words.replace(',', ' ')} " for x in (q.player, q.rank, q.card) if x)
    return (0 if sure and q.kind == SURE else 1, 0 if named else 1, q.text)


def _possible(full: FishLog, moment: Moment) -> tuple[FishLog, list[Candidate]]:
    """The reader's log of the whole game, and the candidates at the moment's position."""
    reader = full.seating.player(moment.player)
    at = moment.event - 1
    whole = reader_log(full, len(full.events), reader)
    rep = replay(whole)
    found: Possible | None = None
    for view in fish_views(whole, rep, reader, BUDGET, cut=True):
        if view.at == at:
            found = view_possible(view) if view.total else None
            break
    if found is not None:
        return whole, candidates(whole, rep, reader, at, found)
    out: list[Candidate] = []
    kinds = [SURE] if moment.kind in (SURE_ASK_PASSED, BOOK_LEFT) else []
    for kind in (*kinds, COUNT, HOLDER):
        try:
            out += [Candidate(at, q, a) for q, a in unique_answers(whole, rep, reader, at, kind)]
        except (Undecided, ValueError):
            continue
    return whole, out


def _checked(
    full: FishLog, file: str, moment: Moment, c: Candidate, name: str
) -> MadeFishPuzzle | None:
    reader = full.seating.player(moment.player)
    log = reader_log(full, c.at, reader)
    trial = dataclasses.replace(log, question=c.question.text)
    try:
        report = solve_puzzle(trial)
    except (Undecided, FishsolveError):
        return None
    if not report.ok or report.answers != [c.answer]:
        return None
    note = (
        f"{name}: the position before event {moment.event} of {file or 'the game'}, as "
        f"{moment.player} saw it ({moment.kind})"
    )
    done = dataclasses.replace(trial, answer=report.answer, comments=(Comment(0, note),))
    return MadeFishPuzzle(name, done, dataclasses.replace(report, file=name), full)


def fish_moment_puzzles(
    full: FishLog,
    file: str,
    moments: Sequence[Moment],
    out: Path,
    pages: Pages,
    extensions: Sequence[str],
    force: bool = False,
    progress: Callable[[], object] | None = None,
) -> GamePuzzles:
    """A puzzle for each of ``moments`` that has one (see the module), written to ``out``.

    Raises:
        UsageError: the log does not give every hand and the stock.
        OptionError: a file that exists already (without ``force``), or ``out`` cannot be made.
    """
    if not full.full or full.stock is None:
        raise UsageError(
            f"{file or 'the game'}: puzzles from a Go Fish family game need every hand and the "
            "stock in its log (as `fishsolve simulate` writes it)"
        )
    names = [puzzle_name(file, m) for m in moments]
    for name in names:
        for ext in (".fish", *extensions):
            check_target(out / f"{name}{ext}", "out", force=force)
    made: list[MomentPuzzle] = []
    skipped: list[tuple[Moment, str]] = []
    ready = False
    for moment, name in zip(moments, names, strict=True):
        _, found = _possible(full, moment)
        puzzle = None
        for c in sorted(found, key=lambda c: _order(moment, c))[:TRIES]:
            puzzle = _checked(full, file, moment, c, name)
            if puzzle is not None:
                break
        if puzzle is None:
            skipped.append((moment, "no question there has exactly one answer"))
        else:
            if not ready:
                make_directory(out)
                ready = True
            files = {".fish": write_fish_log(puzzle.log), **pages(puzzle)}
            for ext, text in files.items():
                write_atomic(out / f"{name}{ext}", text, exclusive=not force)
            report = puzzle.report
            made.append(
                MomentPuzzle(
                    name,
                    moment,
                    report.question,
                    report.answer or "",
                    report.grade,
                    moment.event - 1,
                )
            )
        if progress is not None:
            progress()
    return GamePuzzles(str(out), file, tuple(made), tuple(skipped))
