"""Commands that play games between bots: ``simulate`` and ``tournament``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import (
    ClusterOpt,
    DeckOpt,
    JobsOpt,
    JsonOpt,
    QuietOpt,
    RulesOpt,
    game_option,
    number,
    whole_number,
)
from fishsolve.cli.output import progress, respond
from fishsolve.cli.outstream import write_data

if TYPE_CHECKING:
    from fishsolve.family.base import Reported
    from fishsolve.family.simulated import Simulated


def simulate(
    seed: Annotated[
        int, typer.Option("--seed", help="Seed of the (first) game.", parser=whole_number)
    ] = 1,
    count: Annotated[
        int,
        typer.Option(
            "--count",
            help="How many games (seeds SEED, SEED+1, ...); needs --out.",
            parser=whole_number,
        ),
    ] = 1,
    game: Annotated[
        str,
        game_option(
            "The game: literature (the default), or of the Go Fish family: go-fish, authors or "
            "simplified-fish."
        ),
    ] = "literature",
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            help="Table size: 6 or 8 for Literature (default 6); 2 to 6 for --game (default 4).",
            parser=whole_number,
        ),
    ] = None,
    rules: RulesOpt = None,
    deck: DeckOpt = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help="One bot for every seat, or two comma-separated (team A,B): "
            "random, careless, tracker. With --game: one bot, or one per seat: random, tracker.",
        ),
    ] = "random",
    hand_counts: Annotated[
        float,
        typer.Option(
            "--hand-counts",
            help="Chance after each action of a stated hand count.",
            parser=number,
        ),
    ] = 0.0,
    designate: Annotated[
        bool,
        typer.Option(
            "--designate",
            help="The player on turn designates a teammate who would claim to make the claim "
            "(S-ES's designated claimer: 'Cara claims LD for Asha').",
        ),
    ] = False,
    refill: Annotated[
        int | None,
        typer.Option(
            "--refill",
            help="With --game: cards a player draws when their hand empties (default 5), as a "
            "log's 'refill:' header says.",
            parser=whole_number,
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Write game-SEED.fish files in this directory."),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite game files that exist already.")
    ] = False,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Play whole games between bots and write their full-deal logs (same seed, same log)."""
    from fishsolve.families import family_of_game
    from fishsolve.family.requests import Deal
    from fishsolve.family.simulated import GameFiles

    def run() -> Simulated | None:
        family = family_of_game(game)
        request = Deal(game, players, rules, deck, bots, hand_counts, designate, refill)
        setup = family.dealer(request)
        files = GameFiles.prepare(setup, seed, count, out, force, jobs, cluster)
        if files.out is None:
            write_data(setup.record(setup.game(seed)))
            return None
        with progress("simulate", "games", count, title="simulating", quiet=quiet) as shown:
            return files.write(progress=shown.advance)

    respond(run)


def tournament(
    bots: Annotated[
        str, typer.Option("--bots", help="The two bots, comma-separated: first,second.")
    ] = "tracker,random",
    games: Annotated[
        int,
        typer.Option(
            "--games",
            help="Games to play (each deal is played from every seat: even for Literature, a "
            "multiple of --players with --game).",
            parser=whole_number,
        ),
    ] = 100,
    seed: Annotated[
        int, typer.Option("--seed", help="Seed of the first deal.", parser=whole_number)
    ] = 1,
    game: Annotated[
        str,
        game_option(
            "The game: literature (the default; each deal played with the teams swapped), or of "
            "the Go Fish family: go-fish, authors or simplified-fish (the first bot in one seat, "
            "the second in every other, every seat in turn)."
        ),
    ] = "literature",
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            help="Table size: 6 or 8 for Literature (default 6); 2 to 6 for --game (default 2).",
            parser=whole_number,
        ),
    ] = None,
    rules: RulesOpt = None,
    deck: DeckOpt = None,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
    as_json: JsonOpt = False,
    quiet: QuietOpt = False,
) -> None:
    """Play two bots against each other, seats swapped on every deal; rates with 95% intervals."""
    from fishsolve.families import family_of_game
    from fishsolve.family.requests import Tournament

    def run() -> Reported:
        family = family_of_game(game)
        match = " vs ".join(w for w in bots.replace(",", " ").split() if w)
        with progress("tournament", "games", games, title=match, quiet=quiet) as shown:
            request = Tournament(
                game, bots, games, seed, players, rules, deck, jobs, cluster, shown.advance
            )
            return family.tournament(request)

    respond(run, as_json=as_json)
