"""The ``puzzle`` commands: ``puzzle make`` and ``puzzle check``."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import (
    ClusterOpt,
    JsonOpt,
    QuietOpt,
    at_least,
    game_option,
    one_of,
    whole_number,
)
from fishsolve.cli.output import progress, read_log, respond

if TYPE_CHECKING:
    from fishsolve.family.base import Reported


class PuzzleKind(StrEnum):
    """What a puzzle asks."""

    holder = "holder"
    claim = "claim"


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
    players: Annotated[
        int | None,
        typer.Option(
            "--players", help="Table size: 6 or 8 (Literature; default 6).", parser=whole_number
        ),
    ] = None,
    kind: Annotated[
        PuzzleKind,
        typer.Option(
            "--kind",
            help="holder: who holds a card? claim: what can you claim?",
            parser=one_of(PuzzleKind),
        ),
    ] = PuzzleKind.holder,
    max_moves: Annotated[
        int | None,
        typer.Option(
            "--max-moves",
            help="The most moves a puzzle may show (Literature; a long history is graded harder).",
            parser=at_least(1),
        ),
    ] = None,
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
        str | None,
        game_option(
            "The game: literature (the default), or of the Go Fish family: go-fish, authors or "
            "simplified-fish (two-player puzzles; --difficulty, --kind and --players are "
            "Literature's)."
        ),
    ] = None,
    from_game: Annotated[
        Path | None,
        typer.Option(
            "--from",
            help="A game log: its critical moments become the puzzles (the position before each "
            "mistake, from the mover's seat).",
            show_default=False,
        ),
    ] = None,
    player: Annotated[
        str | None,
        typer.Option(
            "--player", help="With --from: only this player's moments.", show_default=False
        ),
    ] = None,
) -> None:
    """Make puzzles with one provable answer from real positions of simulated games, or from a
    game's own critical moments (--from)."""
    from fishsolve.cli.options import Refused
    from fishsolve.families import family_of_game
    from fishsolve.family.requests import MakePuzzles

    def run() -> Reported:
        source = None
        if from_game is not None:
            if game is not None:
                raise Refused("--game: a puzzle made --from a game is of that game's family")
            source, family = read_log(from_game)
        elif player is not None:
            raise Refused("--player: give the game with --from")
        else:
            family = family_of_game(game or "literature")
        title = f"{difficulty.value} {kind.value} puzzles" if source is None else "puzzles"
        total = count if source is None else None
        with progress("puzzle make", "puzzles", total, title=title, quiet=quiet) as shown:
            request = MakePuzzles(
                game or "literature",
                out,
                count,
                seed,
                difficulty.value,
                players,
                kind.value,
                force,
                jobs,
                cluster,
                shown.advance,
                max_moves=max_moves,
                source=source,
                player=player,
            )
            return family.make_puzzles(request)

    respond(run, source=from_game)


def check(
    puzzle: Annotated[
        Path, typer.Argument(help="Puzzle: a log with one hand and a 'question:' header.")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Check a puzzle: legal history, exactly one answer (else a second one); answer and grade."""

    def run() -> Reported:
        log, family = read_log(puzzle)
        return family.puzzle_check(log)

    respond(run, as_json=as_json, source=puzzle)
