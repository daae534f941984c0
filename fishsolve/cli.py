"""The `fishsolve` command line: reads arguments, calls the library, renders. No logic here."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from fishsolve import __version__
from fishsolve.deduce.engines import Engine
from fishsolve.errors import FishsolveError, UsageError
from fishsolve.game.events import GameLog
from fishsolve.notation.jsonform import dump_log
from fishsolve.notation.load import read_log
from fishsolve.notation.text import write_log
from fishsolve.render.common import check_summary, error_text, print_problems
from fishsolve.reports.check import Problem, check_file

app = typer.Typer(
    name="fishsolve",
    help="Exact deduction for the card game Literature (Canadian Fish, Russian Fish).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

GameArg = Annotated[Path, typer.Argument(help="Game log: text notation (.fish) or JSON (.json).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")]


def _stdout() -> Console:
    return Console(highlight=False, soft_wrap=True)


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _fail(err: FishsolveError) -> typer.Exit:
    _stderr().print(error_text(err))
    return typer.Exit(1)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _version(value: bool) -> None:
    if value:
        sys.stdout.write(f"fishsolve {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """Exact deduction for the card game Literature (Canadian Fish, Russian Fish)."""


@app.command()
def check(
    game: GameArg,
    lenient: Annotated[
        bool, typer.Option("--lenient", help="Report every problem instead of the first.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Check that a game log is well-formed and legal; summarise it or show every problem."""
    try:
        report = check_file(game, lenient=lenient)
    except FishsolveError as err:
        if as_json:
            problem = asdict(Problem.from_error(err))
            _print_json({"file": str(game), "ok": False, "problems": [problem]})
            raise typer.Exit(1) from None
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    elif report.problems:
        print_problems(_stderr(), report.problems)
        count = len(report.problems)
        _stderr().print(f"{count} problem{'s' if count != 1 else ''} in {game}", style="bold red")
    else:
        _stdout().print(check_summary(report))
    if not report.ok:
        raise typer.Exit(1)


class Format(StrEnum):
    """Formats `convert` writes."""

    json = "json"
    text = "text"


@app.command()
def convert(
    game: GameArg,
    to: Annotated[Format, typer.Option("--to", help="Output format.")] = Format.json,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write to this file instead of stdout.")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing --out file.")] = (
        False
    ),
) -> None:
    """Convert a log between the text notation and JSON (lossless both ways)."""
    try:
        log = read_log(game)
        text = dump_log(log) if to is Format.json else write_log(log)
        if out is None:
            sys.stdout.write(text)
            return
        if out.exists() and out.resolve() == game.resolve():
            raise UsageError(f"{out}: is the input file; choose another --out")
        if out.exists() and not force:
            raise UsageError(f"{out}: exists; use --force to overwrite it")
        try:
            out.write_text(text, encoding="utf-8")
        except OSError as err:
            raise UsageError(f"{out}: cannot write ({err.strerror})") from None
    except FishsolveError as err:
        raise _fail(err) from None


@app.command()
def analyze(
    game: GameArg,
    as_: Annotated[
        str | None,
        typer.Option(
            "--as",
            help="Perspective: a player's name, 'public', or 'team:A' / 'team:B'. Default: the "
            "log's known hand (each known hand for a full deal), or public.",
        ),
    ] = None,
    at: Annotated[
        int | None,
        typer.Option("--at", help="Analyse the position after this many events (default: all)."),
    ] = None,
    as_json: JsonOpt = False,
    time_limit: Annotated[
        float, typer.Option("--time-limit", help="Seconds per solver question before 'unknown'.")
    ] = 20.0,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="Name the lines that prove each claimable half-suit."),
    ] = False,
    odds: Annotated[
        bool,
        typer.Option(
            "--odds", help="Exact probability of each holder (every consistent deal counted)."
        ),
    ] = False,
    engine: Annotated[
        Engine,
        typer.Option(
            "--engine",
            help="count: the exact deal counter (default); cpsat: the CP-SAT backbone (no odds).",
        ),
    ] = Engine.COUNT,
) -> None:
    """Who can hold each card, which half-suits are provably claimable, which asks must succeed."""
    from fishsolve.deduce.analysis import COUNT_BUDGET, Analyzer
    from fishsolve.render.analysis import analysis_view
    from fishsolve.reports.analyze import analysis_report, with_claim_reasons

    try:
        if odds and engine is Engine.CPSAT:
            raise UsageError("--odds needs the counting engine (--engine count)")
        log = read_log(game)
        # With --odds every view is counted exactly, however long it takes; without, a costly
        # count gives way to CP-SAT for the possible holders.
        budget = None if odds else COUNT_BUDGET
        analyzer = Analyzer(log, time_limit=time_limit, engine=engine, count_budget=budget)
        report = analysis_report(analyzer, as_, at, str(game), odds=odds)
        if explain:
            report = with_claim_reasons(analyzer, report, as_)
    except FishsolveError as err:
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        _stdout().print(analysis_view(report))
    if report.inconsistency is not None:
        raise typer.Exit(1)


@app.command()
def risk(
    game: GameArg,
    half_suit: Annotated[str, typer.Argument(help="The half-suit to claim: 'low diamonds', 'LD'.")],
    owners: Annotated[
        str | None,
        typer.Option(
            "--owners",
            help="The owners to declare, as in a claim: 'Asha 2D 3D 4D 5D 7D, Cara 6D'. "
            "Default: the most likely assignment on the claimer's team.",
        ),
    ] = None,
    as_: Annotated[
        str | None,
        typer.Option("--as", help="The claimer (default: the log's single known hand)."),
    ] = None,
    at: Annotated[
        int | None,
        typer.Option("--at", help="Claim after this many events (default: all)."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """The exact chances that a claim is right, wrong or annulled, from the claimer's view."""
    from fishsolve.deduce.analysis import Analyzer
    from fishsolve.notation.text import parse_holders
    from fishsolve.render.analysis import risk_view
    from fishsolve.reports.risk import risk_report

    try:
        log = read_log(game)
        half = log.rules.deck.parse_half_suit(half_suit)
        declared = (
            None
            if owners is None
            else dict(parse_holders(owners, log.table, log.rules.deck, half, "--owners"))
        )
        report = risk_report(Analyzer(log), as_, at, half, declared, str(game))
    except FishsolveError as err:
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        _stdout().print(risk_view(report))


@app.command("explain")
def explain_command(
    game: GameArg,
    fact: Annotated[
        str,
        typer.Argument(
            help="What to explain: a card ('6D': why its holder is forced), a ruled-out holder "
            "('6D not Ben') or a half-suit ('low diamonds', 'LD': why it can be claimed)."
        ),
    ],
    as_: Annotated[
        str | None,
        typer.Option(
            "--as",
            help="Perspective: a player's name, 'public', or 'team:A' / 'team:B'. Default: the "
            "log's single known hand, or public when it gives none.",
        ),
    ] = None,
    at: Annotated[
        int | None,
        typer.Option("--at", help="Explain at the position after this many events (default: all)."),
    ] = None,
    as_json: JsonOpt = False,
    time_limit: Annotated[
        float, typer.Option("--time-limit", help="Seconds per solver question before 'unknown'.")
    ] = 20.0,
) -> None:
    """Why a fact holds: a minimal set of log lines that force it, as a numbered argument."""
    from fishsolve.deduce.analysis import Analyzer  # imports ortools: only when explaining
    from fishsolve.render.explain import explain_view
    from fishsolve.reports.explain import explain_report

    try:
        log = read_log(game)
        report = explain_report(Analyzer(log, time_limit=time_limit), as_, fact, at, str(game))
    except FishsolveError as err:
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        _stdout().print(explain_view(report))


@app.command("review")
def review_command(
    game: GameArg,
    as_json: JsonOpt = False,
    html_out: Annotated[
        Path | None,
        typer.Option(
            "--html", help="Also write the review as one self-contained HTML page to this file."
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option("--jobs", "-j", min=0, help="Processes that count (0: one per CPU)."),
    ] = 0,
) -> None:
    """A coach's review of a whole game: missed claims, gambles, asks, information given away."""
    import os

    from fishsolve.render.html_review import render_html
    from fishsolve.render.review import review_view
    from fishsolve.review.game import review

    try:
        log = read_log(game)
        if html_out is not None and html_out.exists() and html_out.resolve() == game.resolve():
            raise UsageError(f"{html_out}: is the input file; choose another --html file")
        report = review(log, str(game), jobs=jobs or os.cpu_count() or 1)
        if html_out is not None:
            try:
                html_out.write_text(render_html(report), encoding="utf-8")
            except OSError as err:
                raise UsageError(f"{html_out}: cannot write ({err.strerror})") from None
    except FishsolveError as err:
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        # Tables wrap their cells to the terminal's width (soft wrapping would not).
        _stdout().print(review_view(report), soft_wrap=False)
        if html_out is not None:
            _stdout().print(f"Wrote {html_out}", style="dim")


PlayersOpt = Annotated[int, typer.Option("--players", help="Table size: 6 or 8.")]
RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules", help="Rule words of the notation, comma-separated (e.g. annul,split-claims)."
    ),
]
DeckOpt = Annotated[
    str | None, typer.Option("--deck", help="Deck: standard (default), no-sevens or jokers.")
]
JobsOpt = Annotated[int, typer.Option("--jobs", "-j", help="Worker processes to play games in.")]


@app.command("simulate")
def simulate_command(
    seed: Annotated[int, typer.Option("--seed", help="Seed of the (first) game.")] = 1,
    count: Annotated[
        int, typer.Option("--count", help="How many games (seeds SEED, SEED+1, ...); needs --out.")
    ] = 1,
    players: PlayersOpt = 6,
    rules: RulesOpt = None,
    deck: DeckOpt = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help="One bot for every seat, or two comma-separated (team A,B): "
            "random, careless, tracker.",
        ),
    ] = "random",
    hand_counts: Annotated[
        float,
        typer.Option("--hand-counts", help="Chance after each action of a stated hand count."),
    ] = 0.0,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Write game-SEED.fish files in this directory."),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite game files that exist already.")
    ] = False,
    jobs: JobsOpt = 1,
) -> None:
    """Play whole games between bots and write their full-deal logs (same seed, same log)."""
    from fishsolve.render.sim import progress_bar, simulate_summary
    from fishsolve.sim.setup import Setup, check_targets, play_games

    try:
        setup = Setup.parse(players, rules, deck, bots, hand_counts)
        if count < 1:
            raise UsageError(f"--count {count}: give at least 1 game")
        if jobs < 1:
            raise UsageError(f"--jobs {jobs}: give at least 1 process")
        seeds = range(seed, seed + count)
        if out is None:
            if count > 1:
                raise UsageError(f"--count {count}: several games need --out DIR")
            sys.stdout.write(write_log(setup.game(seed)))
            return
        paths = check_targets(out, seeds, force)
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise UsageError(f"--out {out}: cannot create the directory ({err.strerror})") from None
        wins = {"A": 0, "B": 0, "draw": 0}
        with progress_bar(_stderr()) as bar:
            task = bar.add_task("simulating", total=count)
            games = play_games(((setup, s) for s in seeds), jobs)
            for path, log in zip(paths, games, strict=True):
                try:
                    path.write_text(write_log(log), encoding="utf-8")
                except OSError as err:
                    raise UsageError(f"{path}: cannot write ({err.strerror})") from None
                wins[_winner(log)] += 1
                bar.advance(task)
    except FishsolveError as err:
        raise _fail(err) from None
    _stdout().print(simulate_summary(count, str(out), wins))


def _winner(log: GameLog) -> str:
    """'A', 'B' or 'draw' for a finished game."""
    from fishsolve.game.replay import replay

    a, b = replay(log).final.score
    return "draw" if a == b else ("A" if a > b else "B")


@app.command("tournament")
def tournament_command(
    bots: Annotated[
        str, typer.Option("--bots", help="The two bots, comma-separated: first,second.")
    ] = "tracker,random",
    games: Annotated[
        int,
        typer.Option("--games", help="Games to play (even: each deal is played twice, swapped)."),
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the first deal.")] = 1,
    players: PlayersOpt = 6,
    rules: RulesOpt = None,
    deck: DeckOpt = None,
    jobs: JobsOpt = 1,
    as_json: JsonOpt = False,
) -> None:
    """Play two bots against each other, seats swapped on every deal; rates with 95% intervals."""
    from fishsolve.render.sim import progress_bar, tournament_view
    from fishsolve.sim.setup import Setup
    from fishsolve.sim.tournament import play_tournament

    try:
        setup = Setup.parse(players, rules, deck, bots)
        if len([w for w in bots.replace(",", " ").split() if w]) != 2:
            raise UsageError(f"--bots {bots}: a tournament needs two bots, e.g. tracker,random")
        if games < 2 or games % 2:
            raise UsageError(
                f"--games {games}: give an even number, at least 2 (each deal is played twice)"
            )
        if jobs < 1:
            raise UsageError(f"--jobs {jobs}: give at least 1 process")
        with progress_bar(_stderr()) as bar:
            task = bar.add_task(f"{setup.bots[0]} vs {setup.bots[1]}", total=games)
            report = play_tournament(
                setup, games // 2, seed, jobs, progress=lambda _: bar.advance(task)
            )
    except FishsolveError as err:
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        _stdout().print(tournament_view(report))


puzzle_app = typer.Typer(
    help="Deduction puzzles: make them from simulated games, check hand-written ones.",
    no_args_is_help=True,
)
app.add_typer(puzzle_app, name="puzzle")


class PuzzleKind(StrEnum):
    """What a puzzle asks."""

    holder = "holder"
    claim = "claim"


class Difficulty(StrEnum):
    """Puzzle grades (docs/puzzles.md)."""

    easy = "easy"
    medium = "medium"
    hard = "hard"


@puzzle_app.command("make")
def puzzle_make_command(
    out: Annotated[Path, typer.Option("--out", "-o", help="Directory to write the puzzles in.")],
    count: Annotated[int, typer.Option("--count", help="How many puzzles.")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Seed: the same seed, the same puzzles.")] = 1,
    difficulty: Annotated[
        Difficulty, typer.Option("--difficulty", help="The grade of every puzzle.")
    ] = Difficulty.medium,
    players: PlayersOpt = 6,
    kind: Annotated[
        PuzzleKind,
        typer.Option("--kind", help="holder: who holds a card? claim: what can you claim?"),
    ] = PuzzleKind.holder,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite puzzle files that exist already.")
    ] = False,
) -> None:
    """Make puzzles with one provable answer from real positions of simulated games."""
    from fishsolve.puzzles.make import PuzzleSpec, make_puzzles
    from fishsolve.puzzles.page import puzzle_page
    from fishsolve.render.puzzle import made_view, puzzle_html, puzzle_markdown
    from fishsolve.render.sim import progress_bar

    try:
        spec = PuzzleSpec(kind.value, difficulty.value, players, seed)
        if count < 1:
            raise UsageError(f"--count {count}: make at least 1 puzzle")
        targets = [out / f"{spec.name(i)}.fish" for i in range(count)]
        existing = [t for t in targets if t.exists()]
        if existing and not force:
            raise UsageError(f"{existing[0]}: exists; use --force to overwrite puzzle files")
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise UsageError(f"--out {out}: cannot create the directory ({err.strerror})") from None
        made = []
        with progress_bar(_stderr()) as bar:
            task = bar.add_task(f"{difficulty.value} {kind.value} puzzles", total=count)
            for puzzle in make_puzzles(spec, count):
                page = puzzle_page(puzzle.name, puzzle.log, puzzle.report)
                files = {
                    ".fish": puzzle.text,
                    ".md": puzzle_markdown(page),
                    ".html": puzzle_html(page),
                }
                for ext, text in files.items():
                    path = out / f"{puzzle.name}{ext}"
                    try:
                        path.write_text(text, encoding="utf-8")
                    except OSError as err:
                        raise UsageError(f"{path}: cannot write ({err.strerror})") from None
                made.append(puzzle)
                bar.advance(task)
    except FishsolveError as err:
        raise _fail(err) from None
    _stdout().print(made_view(made, str(out)))


@puzzle_app.command("check")
def puzzle_check_command(
    puzzle: Annotated[
        Path, typer.Argument(help="Puzzle: a log with one hand and a 'question:' header.")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Check a puzzle: legal history, exactly one answer (else a second one); answer and grade."""
    from fishsolve.puzzles.check import check_puzzle
    from fishsolve.render.puzzle import puzzle_check_view

    try:
        report = check_puzzle(puzzle)
    except FishsolveError as err:
        if as_json:
            _print_json(
                {"file": str(puzzle), "ok": False, "error": asdict(Problem.from_error(err))}
            )
            raise typer.Exit(1) from None
        raise _fail(err) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        _stdout().print(puzzle_check_view(report))
    if not report.ok:
        raise typer.Exit(1)


def main() -> None:
    """Console-script entry point."""
    app()
