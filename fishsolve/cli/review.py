"""``fishsolve review``: a coach's review of one game (Literature or the Go Fish family), or of a
season of games (several logs, a directory, ``--season``).

Each path imports its library modules when it runs (the counter, CP-SAT, the executor).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import ClusterOpt, JsonOpt, QuietOpt, at_least
from fishsolve.cli.output import progress, respond, stdout
from fishsolve.errors import UsageError

if TYPE_CHECKING:
    from fishsolve.gofish.review.game import FishReviewReport
    from fishsolve.literature.review.game import ReviewReport
    from fishsolve.literature.season.report import SeasonReport


def review(
    games: Annotated[
        list[Path],
        typer.Argument(
            help="Game log (text .fish or JSON .json); several logs, or a directory of logs, "
            "review a season.",
            metavar="game",
            show_default=False,
        ),
    ],
    season: Annotated[
        bool,
        typer.Option(
            "--season", help="Review the games as a season: each player and team across games."
        ),
    ] = False,
    as_json: JsonOpt = False,
    html_out: Annotated[
        Path | None,
        typer.Option(
            "--html", help="Also write the review as one self-contained HTML page to this file."
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs",
            "-j",
            help="Processes that count (0: as many as the work is worth, up to the idle CPUs).",
            parser=at_least(0),
        ),
    ] = 0,
    cluster: ClusterOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite an existing --html file.")
    ] = False,
    quiet: QuietOpt = False,
) -> None:
    """A coach's review of a whole game: missed claims, gambles, asks, information given away."""
    if season or len(games) > 1 or games[0].is_dir():
        _season(games, as_json, html_out, jobs, cluster, force, quiet)
        return

    from fishsolve.files import check_target, write_atomic
    from fishsolve.gofish.notation.load import is_fish_file
    from fishsolve.literature.notation.load import read_log, source_name
    from fishsolve.literature.render.html_review import render_html
    from fishsolve.literature.render.review import review_view
    from fishsolve.literature.review.game import review as review_game

    game = games[0]
    if is_fish_file(game):
        _fish_review(game, as_json, html_out, jobs, cluster, force, quiet)
        return

    def run() -> ReviewReport:
        _no_cluster(cluster)
        if html_out is not None:
            check_target(html_out, "html", force=force, inputs=[game])
        log = read_log(game)
        with progress("review", "views", title="reviewing", quiet=quiet) as shown:
            report = review_game(log, source_name(game), jobs=jobs, progress=shown.update)
        if html_out is not None:
            write_atomic(html_out, render_html(report), exclusive=not force)
        return report

    def view(report: ReviewReport) -> None:
        # Tables wrap their cells to the terminal's width (soft wrapping would not).
        stdout().print(review_view(report), soft_wrap=False)
        if html_out is not None:
            stdout().print(f"Wrote {html_out}", style="dim")

    respond(run, view, as_json=as_json, source=game)


def _season(
    paths: list[Path],
    as_json: bool,
    html_out: Path | None,
    jobs: int,
    cluster: str | None,
    force: bool,
    quiet: bool,
) -> None:
    """`review --season`: every game reviewed (one task each), then added up; the page is written
    only once the whole season is reviewed."""
    import os

    from fishsolve.executor import Executor
    from fishsolve.files import check_target, write_atomic
    from fishsolve.literature.render.html_season import render_season_html
    from fishsolve.literature.render.season import season_view
    from fishsolve.literature.season.report import review_season
    from fishsolve.season.load import load_season, season_files

    def run() -> SeasonReport:
        executor = Executor(jobs or os.cpu_count() or 1, cluster)
        if html_out is not None:
            check_target(html_out, "html", force=force, inputs=season_files(paths))
        games, skipped = load_season(paths)
        with progress("review", "games", len(games), title="season", quiet=quiet) as shown:
            report = review_season(games, skipped, executor, progress=shown.advance)
        if html_out is not None:
            write_atomic(html_out, render_season_html(report), exclusive=not force)
        return report

    def view(report: SeasonReport) -> None:
        stdout().print(season_view(report), soft_wrap=False)
        if html_out is not None:
            stdout().print(f"Wrote {html_out}", style="dim")

    respond(run, view, as_json=as_json, failed=lambda report: not report.reviewed)


def _no_cluster(cluster: str | None) -> None:
    if cluster is not None:
        raise UsageError("--cluster reviews a season: give several games, a DIR or --season")


def _fish_review(
    game: Path,
    as_json: bool,
    html_out: Path | None,
    jobs: int,
    cluster: str | None,
    force: bool,
    quiet: bool,
) -> None:
    """`review` of a Go Fish family log (docs/gofish.md#review)."""
    import os

    from fishsolve.files import check_target, write_atomic
    from fishsolve.gofish.render.html_review import render_fish_html
    from fishsolve.gofish.render.review import fish_review_view
    from fishsolve.gofish.review.game import review_file

    def run() -> FishReviewReport:
        _no_cluster(cluster)
        if html_out is not None:
            check_target(html_out, "html", force=force, inputs=[game])
        with progress("review", "views", title="reviewing", quiet=quiet) as shown:
            report = review_file(game, jobs=jobs or os.cpu_count() or 1, progress=shown.update)
        if html_out is not None:
            write_atomic(html_out, render_fish_html(report), exclusive=not force)
        return report

    def view(report: FishReviewReport) -> None:
        stdout().print(fish_review_view(report), soft_wrap=False)
        if html_out is not None:
            stdout().print(f"Wrote {html_out}", style="dim")

    respond(run, view, as_json=as_json, source=game)
