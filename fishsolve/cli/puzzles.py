"""The ``puzzle`` commands: ``puzzle make`` and ``puzzle check``."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import (
    ClusterOpt,
    JsonOpt,
    PlayersOpt,
    QuietOpt,
    one_of,
    whole_number,
)
from fishsolve.cli.output import progress, respond

if TYPE_CHECKING:
    from rich.console import RenderableType

    from fishsolve.gofish.puzzles.make import MadeFishPuzzles
    from fishsolve.literature.puzzles.files import MadePuzzles
    from fishsolve.literature.puzzles.make import MadePuzzle


class PuzzleKind(StrEnum):
    """What a puzzle asks."""

    holder = "holder"
    claim = "claim"


class FishGame(StrEnum):
    """The Go Fish family games puzzles are made of."""

    go_fish = "go-fish"
    authors = "authors"
    simplified_fish = "simplified-fish"


class Difficulty(StrEnum):
    """Puzzle grades (docs/puzzles.md)."""

    easy = "easy"
    medium = "medium"
    hard = "hard"


def make(
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory to write the puzzles in.")],
    count: Annotated[
        int, typer.Option("--count", help="How many puzzles.", parser=whole_number)
    ] = 1,
    seed: Annotated[
        int,
        typer.Option("--seed", help="Seed: the same seed, the same puzzles.", parser=whole_number),
    ] = 1,
    difficulty: Annotated[
        Difficulty,
        typer.Option("--difficulty", help="The grade of every puzzle.", parser=one_of(Difficulty)),
    ] = Difficulty.medium,
    players: PlayersOpt = 6,
    kind: Annotated[
        PuzzleKind,
        typer.Option(
            "--kind",
            help="holder: who holds a card? claim: what can you claim?",
            parser=one_of(PuzzleKind),
        ),
    ] = PuzzleKind.holder,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite puzzle files that exist already.")
    ] = False,
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs", "-j", help="Worker processes to make puzzles in.", parser=whole_number
        ),
    ] = 1,
    cluster: ClusterOpt = None,
    quiet: QuietOpt = False,
    game: Annotated[
        FishGame | None,
        typer.Option(
            "--game",
            help="Make Go Fish family puzzles instead (two players; --difficulty, --kind and "
            "--players are Literature's).",
            parser=one_of(FishGame),
        ),
    ] = None,
) -> None:
    """Make puzzles with one provable answer from real positions of simulated games."""
    if game is not None:
        _fish_make(game.value, out, count, seed, force)
        return
    from fishsolve.executor import Executor
    from fishsolve.literature.puzzles.files import PuzzleFiles
    from fishsolve.literature.puzzles.make import PuzzleSpec
    from fishsolve.literature.puzzles.page import puzzle_page
    from fishsolve.literature.render.puzzle import made_view, puzzle_html, puzzle_markdown

    def pages(puzzle: MadePuzzle) -> Mapping[str, str]:
        page = puzzle_page(puzzle.name, puzzle.log, puzzle.report)
        return {".md": puzzle_markdown(page), ".html": puzzle_html(page)}

    def run() -> MadePuzzles:
        spec = PuzzleSpec(kind.value, difficulty.value, players, seed)
        executor = Executor(jobs, cluster)
        files = PuzzleFiles.prepare(spec, count, out, force, pages=(".md", ".html"))
        title = f"{difficulty.value} {kind.value} puzzles"
        with progress("puzzle make", "puzzles", count, title=title, quiet=quiet) as shown:
            return files.make(pages, progress=shown.advance, executor=executor)

    respond(run, lambda made: made_view(list(made.puzzles), str(made.out)))


def check(
    puzzle: Annotated[
        Path, typer.Argument(help="Puzzle: a log with one hand and a 'question:' header.")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Check a puzzle: legal history, exactly one answer (else a second one); answer and grade."""
    from fishsolve.gofish.notation.load import is_fish_file

    if is_fish_file(puzzle):
        from fishsolve.gofish.puzzles.check import check_file
        from fishsolve.gofish.render.puzzle import fish_puzzle_check_view

        respond(
            lambda: check_file(puzzle),
            fish_puzzle_check_view,
            as_json=as_json,
            source=puzzle,
            failed=lambda report: not report.ok,
        )
        return
    from fishsolve.literature.puzzles.check import check_puzzle
    from fishsolve.literature.render.puzzle import puzzle_check_view

    respond(
        lambda: check_puzzle(puzzle),
        puzzle_check_view,
        as_json=as_json,
        source=puzzle,
        failed=lambda report: not report.ok,
    )


def _fish_make(game: str, out: Path, count: int, seed: int, force: bool) -> None:
    """`puzzle make --game`: Go Fish family puzzles, each written as .fish, .md and .html (every
    file atomically; none is overwritten without --force, and none is written if one would be)."""
    from fishsolve.errors import UsageError
    from fishsolve.files import write_atomic
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.puzzles.make import MadeFishPuzzles, make_puzzle
    from fishsolve.gofish.puzzles.page import fish_puzzle_page
    from fishsolve.gofish.render.puzzle import (
        fish_made_view,
        fish_puzzle_html,
        fish_puzzle_markdown,
    )

    def run() -> MadeFishPuzzles:
        names = [f"{game}-{seed + i}" for i in range(count)]
        if not force:
            taken = [
                out / f"{n}{ext}"
                for n in names
                for ext in (".fish", ".md", ".html")
                if (out / f"{n}{ext}").exists()
            ]
            if taken:
                raise UsageError(f"{taken[0]} exists already (--force to overwrite)")
        out.mkdir(parents=True, exist_ok=True)
        made = []
        for i, name in enumerate(names):
            puzzle = make_puzzle(game, seed + i, name=name)
            page = fish_puzzle_page(name, puzzle.log, puzzle.report)
            write_atomic(out / f"{name}.fish", write_fish_log(puzzle.log), exclusive=not force)
            write_atomic(out / f"{name}.md", fish_puzzle_markdown(page), exclusive=not force)
            write_atomic(out / f"{name}.html", fish_puzzle_html(page), exclusive=not force)
            made.append(puzzle)
        return MadeFishPuzzles(str(out), tuple(made))

    def view(made: MadeFishPuzzles) -> RenderableType:
        return fish_made_view(made.puzzles, made.out)

    respond(run, view)
