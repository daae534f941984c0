"""Go Fish family puzzles written to files: `fishsolve puzzle make --game GAME --out DIR`.

Each puzzle is a pure function of its game and seed (:func:`~fishsolve.gofish.puzzles.make.
make_puzzle`), so they are made on the executor (``--jobs``, ``--cluster``) and come back in seed
order. Each is written as its log (``GAME-SEED.fish``) and as the pages the caller draws (the
family adds ``.md`` and ``.html``: drawing belongs to the rendering stage, which this one may not
import). Every target file is checked before the first puzzle is searched for, and each file is
written whole or not at all: without ``force`` only if it does not exist when it is written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from fishsolve.executor import Executor
from fishsolve.family.batch import check_puzzle_count, numbered, refuse_existing
from fishsolve.family.simulated import make_directory
from fishsolve.files import check_target, write_atomic
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.make import (
    FishPuzzleLine,
    MadeFishPuzzle,
    MadeFishPuzzles,
    make_puzzle,
)

Pages = Callable[[MadeFishPuzzle], Mapping[str, str]]
"""The pages of a puzzle besides its log: file extension (``".md"``) -> text."""


def _make(job: tuple[str, int]) -> MadeFishPuzzle:
    game, seed = job
    return make_puzzle(game, seed)


def write_puzzles(
    game: str,
    count: int,
    seed: int,
    out: Path,
    pages: Pages,
    extensions: Sequence[str],
    *,
    force: bool = False,
    executor: Executor | None = None,
    progress: Callable[[], object] | None = None,
) -> MadeFishPuzzles:
    """Make ``count`` puzzles of ``game`` (seeds ``seed``, ``seed + 1``, ...) and write each with
    its ``pages`` (of the ``extensions`` declared) in ``out``; ``progress()`` after each.

    Raises:
        OptionError: ``count`` out of range (:func:`~fishsolve.family.batch.
            check_puzzle_count`), a file that exists already (without ``force``), or ``out``
            cannot be created.
        FishsolveError: no position of the games searched gave a puzzle.
    """
    check_puzzle_count(count)
    seeds = range(seed, seed + count)
    suffixes = (".fish", *extensions)
    # The names differ only by their seed: one tells whether ``out`` gives readable ones.
    check_target(out / f"{game}-{seed}{suffixes[0]}", "out", force=True)

    def number(stem: str) -> int | None:
        at = numbered(stem, f"{game}-")
        return at - seed if at is not None and at in seeds else None

    if not force:
        refuse_existing(out, suffixes, number)
    make_directory(out)
    made: list[FishPuzzleLine] = []
    runner = executor if executor is not None else Executor()
    for puzzle in runner.map(_make, ((game, s) for s in seeds)):
        files = {".fish": write_fish_log(puzzle.log), **pages(puzzle)}
        for ext, text in files.items():
            write_atomic(out / f"{puzzle.name}{ext}", text, exclusive=not force)
        made.append(FishPuzzleLine.of(puzzle))
        if progress is not None:
            progress()
    return MadeFishPuzzles(str(out), tuple(made))
