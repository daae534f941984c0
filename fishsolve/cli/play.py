"""Commands that play games between bots: ``simulate`` and ``tournament``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from fishsolve.cli.options import (
    ClusterOpt,
    DeckOpt,
    JobsOpt,
    JsonOpt,
    QuietOpt,
    RulesOpt,
    number,
    whole_number,
)
from fishsolve.cli.output import progress, respond
from fishsolve.errors import Opt, OptionError

if TYPE_CHECKING:
    from fishsolve.gofish.sim.tournament import FishTournamentReport
    from fishsolve.literature.sim.files import Simulated
    from fishsolve.literature.sim.tournament import TournamentReport


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
        str | None,
        typer.Option(
            "--game",
            help="A game of the Go Fish family instead of Literature: go-fish, authors or "
            "simplified-fish.",
        ),
    ] = None,
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
    from fishsolve.literature.sim.files import GameFiles
    from fishsolve.literature.sim.setup import Dealer, Setup
    from fishsolve.render.sim import simulate_summary

    def dealer() -> Dealer[Any]:
        if game is None:
            return Setup.parse(
                6 if players is None else players, rules, deck, bots, hand_counts, designate
            )
        from fishsolve.gofish.sim.setup import FishSetup

        if deck is not None:
            raise OptionError(Opt("deck"), " is Literature's; the Go Fish family uses 52 cards")
        if hand_counts:
            raise OptionError(Opt("hand-counts"), " is Literature's: hand sizes are public here")
        if designate:
            raise OptionError(Opt("designate"), " is Literature's: each plays for themselves here")
        return FishSetup.parse(game, players, rules, bots)

    def run() -> Simulated | None:
        setup = dealer()
        files = GameFiles.prepare(setup, seed, count, out, force, jobs, cluster)
        if files.out is None:
            sys.stdout.write(setup.record(setup.game(seed)))
            return None
        with progress("simulate", "games", count, title="simulating", quiet=quiet) as shown:
            return files.write(progress=shown.advance)

    respond(run, lambda done: simulate_summary(done.count, str(done.out), done.wins))


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
        str | None,
        typer.Option(
            "--game",
            help="A game of the Go Fish family instead of Literature: go-fish, authors or "
            "simplified-fish (the first bot in one seat, the second in every other).",
        ),
    ] = None,
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
    if game is not None:
        _fish_tournament(
            game, bots, games, seed, players, rules, deck, jobs, cluster, as_json, quiet
        )
        return
    from fishsolve.literature.sim.setup import Setup
    from fishsolve.literature.sim.tournament import check_tournament, play_tournament
    from fishsolve.render.sim import tournament_view

    def run() -> TournamentReport:
        setup = Setup.parse(6 if players is None else players, rules, deck, bots)
        check_tournament(bots, games, jobs)
        match = f"{setup.bots[0]} vs {setup.bots[1]}"
        with progress("tournament", "games", games, title=match, quiet=quiet) as shown:
            return play_tournament(
                setup, games // 2, seed, jobs, lambda _: shown.advance(), cluster
            )

    respond(run, tournament_view, as_json=as_json)


def _fish_tournament(
    game: str,
    bots: str,
    games: int,
    seed: int,
    players: int | None,
    rules: str | None,
    deck: str | None,
    jobs: int,
    cluster: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """`tournament --game`: the first bot in one seat, the second in the others, every seat."""
    from fishsolve.gofish.sim.tournament import fish_tournament_setup, play_fish_tournament
    from fishsolve.render.sim import fish_tournament_view

    def run() -> FishTournamentReport:
        if deck is not None:
            raise OptionError(Opt("deck"), " is Literature's; the Go Fish family uses 52 cards")
        setup = fish_tournament_setup(game, players, rules, bots, games, jobs)
        match = f"{setup.bots[0]} vs {setup.bots[1]}"
        with progress("tournament", "games", games, title=match, quiet=quiet) as shown:
            return play_fish_tournament(
                setup, games // setup.players, seed, jobs, lambda _: shown.advance(), cluster
            )

    respond(run, fish_tournament_view, as_json=as_json)
