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

from fishsolve.errors import OptionError
from fishsolve.executor import Executor
from fishsolve.family.simulated import make_directory
from fishsolve.files import check_target, write_atomic
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.make import MadeFishPuzzle, MadeFishPuzzles, make_puzzle

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
        OptionError: ``count`` below 1, a file that exists already (without ``force``), or
            ``out`` cannot be created.
        FishsolveError: no position of the games searched gave a puzzle.
    """
    if count < 1:
        raise OptionError.bad("count", count, "make at least 1 puzzle")
    seeds = range(seed, seed + count)
    for s in seeds:
        for ext in (".fish", *extensions):
            check_target(out / f"{game}-{s}{ext}", "out", force=force)
    make_directory(out)
    made = []
    runner = executor if executor is not None else Executor()
    for puzzle in runner.map(_make, [(game, s) for s in seeds]):
        files = {".fish": write_fish_log(puzzle.log), **pages(puzzle)}
        for ext, text in files.items():
            write_atomic(out / f"{puzzle.name}{ext}", text, exclusive=not force)
        made.append(puzzle)
        if progress is not None:
            progress()
    return MadeFishPuzzles(str(out), tuple(made))
