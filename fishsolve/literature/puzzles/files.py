"""Puzzles written to files: `fishsolve puzzle make --out DIR`.

Each puzzle is written as its log (``NAME.fish``) and as pages drawn by the caller (the command
line adds ``NAME.md`` and ``NAME.html``: drawing belongs to the rendering stage, which this one
may not import). Every argument, and every file to be written (pages included), is checked
before the first puzzle is searched for, and each file is written whole or not at all: without
``force`` only if it does not exist when it is written, so two runs never replace each other's
files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fishsolve.executor import Executor
from fishsolve.family.batch import check_puzzle_count, refuse_existing
from fishsolve.family.simulated import make_directory
from fishsolve.files import check_target, write_atomic
from fishsolve.literature.puzzles.make import MadePuzzle, PuzzleSpec, make_puzzles

Pages = Callable[[MadePuzzle], Mapping[str, str]]
"""The pages of a puzzle besides its log: file extension (``".md"``) -> text."""


@dataclass(frozen=True)
class PuzzleLine:
    """What `puzzle make` lists of one puzzle it wrote (its files hold the rest: the log, the
    answer, the explanation), so that a long run keeps a line per puzzle, not the puzzles."""

    name: str
    grade: str | None
    question: str
    moves: int
    viewer: str
    game_seed: int
    first: int
    """The first event of the simulated game kept (1-based)."""
    last: int
    """The position: the last event of the game kept."""

    @classmethod
    def of(cls, puzzle: MadePuzzle) -> PuzzleLine:
        """The line of a made puzzle."""
        report = puzzle.report
        grade = report.grade.level if report.grade else None
        return cls(
            puzzle.name,
            grade,
            report.question,
            report.events,
            report.viewer,
            puzzle.game_seed,
            puzzle.first,
            puzzle.last,
        )


@dataclass(frozen=True)
class MadePuzzles:
    """What :meth:`PuzzleFiles.make` did: a line per puzzle, and the directory they went to."""

    out: Path
    puzzles: tuple[PuzzleLine, ...]

    def to_dict(self) -> dict[str, Any]:
        """One JSON document: the directory and, per puzzle, its name and grade."""
        return {
            "out": str(self.out),
            "puzzles": [
                {
                    "name": p.name,
                    "grade": p.grade,
                    "question": p.question,
                    "game_seed": p.game_seed,
                }
                for p in self.puzzles
            ],
        }


@dataclass(frozen=True)
class PuzzleFiles:
    """Puzzles to make, checked: what kind, how many, and where."""

    spec: PuzzleSpec
    count: int
    out: Path
    pages: tuple[str, ...] = ()
    """The extensions of the pages written besides each log (``".md"``)."""
    force: bool = False

    @classmethod
    def prepare(
        cls,
        spec: PuzzleSpec,
        count: int,
        out: Path,
        force: bool = False,
        pages: Sequence[str] = (),
    ) -> PuzzleFiles:
        """Check the arguments and every target file, and create ``out``; make nothing yet.

        Args:
            pages: the extensions of the pages :meth:`make` will write besides each log.

        Raises:
            OptionError: ``count`` out of range (:func:`~fishsolve.family.batch.
                check_puzzle_count`), a name that is not UTF-8,
                a puzzle's log or page that exists already (without ``force``), or ``out``
                cannot be created.
        """
        check_puzzle_count(count)
        extensions = (".fish", *pages)
        # The names differ only by their number: one tells whether ``out`` gives readable ones.
        check_target(out / f"{spec.name(0)}{extensions[0]}", "out", force=True)

        def number(stem: str) -> int | None:
            index = spec.index(stem)
            return index if index is not None and index < count else None

        if not force:
            refuse_existing(out, extensions, number)
        make_directory(out)
        return cls(spec, count, out, tuple(pages), force)

    def make(
        self,
        pages: Pages | None = None,
        progress: Callable[[], object] | None = None,
        executor: Executor | None = None,
    ) -> MadePuzzles:
        """Make the puzzles one by one, writing each one's log and ``pages`` as soon as it is found.

        ``progress`` is called after each puzzle is written.

        Raises:
            OptionError: a file cannot be written.
            UsageError: no puzzle of the grade turns up (see
                :func:`~fishsolve.literature.puzzles.make.make_puzzle`).
        """
        made: list[PuzzleLine] = []
        for puzzle in make_puzzles(self.spec, self.count, executor):
            files = {".fish": puzzle.text, **(pages(puzzle) if pages is not None else {})}
            unchecked = set(files) - {".fish", *self.pages}
            if unchecked:
                raise ValueError(f"pages {sorted(unchecked)} were not declared to prepare()")
            for ext, text in files.items():
                write_atomic(self.out / f"{puzzle.name}{ext}", text, exclusive=not self.force)
            made.append(PuzzleLine.of(puzzle))
            if progress is not None:
                progress()
        return MadePuzzles(self.out, tuple(made))
