"""``fishsolve review``: a coach's review of one game (Literature or the Go Fish family), or of a
season of games (several logs, a directory, ``--season``).

Each path imports its library modules when it runs (the counter, CP-SAT, the executor).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import ClusterOpt, JsonOpt, QuietOpt, Refused, at_least
from fishsolve.cli.output import progress, read_log, respond, show, stdout
from fishsolve.errors import Opt, OptionError

if TYPE_CHECKING:
    from fishsolve.family.base import Reported


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
    precision: Annotated[
        int | None,
        typer.Option(
            "--precision",
            help="Go Fish: estimate each ask past the exact count's budget from N samples (each "
            "figure marked ≈ with its 95% interval; about 1 s an ask). Default: no estimates.",
            parser=at_least(2),
        ),
    ] = None,
    no_spoilers: Annotated[
        bool,
        typer.Option(
            "--no-spoilers",
            help="The --html page opens spoiler-free: at the deal, later events hidden until "
            "asked.",
        ),
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite an existing --html file.")
    ] = False,
    quiet: QuietOpt = False,
) -> None:
    """A coach's review of a whole game: missed claims, gambles, asks, information given away."""
    if season or len(games) > 1 or games[0].is_dir():
        if precision is not None:
            raise Refused("--precision: for one game's review, not a season")
        _season(games, as_json, html_out, jobs, cluster, force, quiet, no_spoilers)
        return

    from fishsolve.family.requests import Review
    from fishsolve.files import check_target, write_atomic

    game = games[0]

    def run() -> Reported:
        if cluster is not None:
            raise OptionError(
                Opt("cluster"), " reviews a season: give several games, a DIR or --season"
            )
        if no_spoilers and html_out is None:
            raise Refused("--no-spoilers: only with --html FILE (it is how the page opens)")
        if html_out is not None:
            check_target(html_out, "html", force=force, inputs=[game])
        log, family = read_log(game)
        with progress("review", "views", title="reviewing", quiet=quiet) as shown:
            request = Review(jobs=jobs, progress=shown.update, precision=precision or 0)
            report = family.review(log, request)
        if html_out is not None:
            write_atomic(html_out, page_of(report, not no_spoilers), exclusive=not force)
        return report

    def view(report: Reported) -> None:
        show(report)
        if html_out is not None:
            stdout().print(f"Wrote {html_out}", style="dim")

    respond(run, view, as_json=as_json, source=game)


def page_of(report: Reported, spoilers: bool = True) -> str:
    """The self-contained HTML page of ``report`` (:func:`fishsolve.render.views.page`); without
    ``spoilers`` it opens spoiler-free."""
    from fishsolve.families import families
    from fishsolve.render.views import page

    for family in families():
        if family.owns(report):
            family.load_views()
    html: str = page(report, spoilers)
    return html


def _season(
    paths: list[Path],
    as_json: bool,
    html_out: Path | None,
    jobs: int,
    cluster: str | None,
    force: bool,
    quiet: bool,
    no_spoilers: bool = False,
) -> None:
    """`review --season`: every game reviewed (one task each), then added up; the page is written
    only once the whole season is reviewed."""
    import os
    from dataclasses import replace

    from fishsolve.executor import Executor
    from fishsolve.files import check_target, write_atomic
    from fishsolve.season.load import load_season, season_files, season_folder
    from fishsolve.season.page import game_pages, season_page
    from fishsolve.season.report import SeasonReport, review_season

    def run() -> SeasonReport:
        if no_spoilers:
            raise Refused("--no-spoilers: for one game's --html page, not a season")
        executor = Executor(jobs or os.cpu_count() or 1, cluster)
        if html_out is not None:
            check_target(html_out, "html", force=force, inputs=season_files(paths))
        games, skipped = load_season(paths)
        if html_out is not None:  # each game's page too, for the season page to link to
            games = [replace(game, page=True) for game in games]
        with progress("review", "games", len(games), title="season", quiet=quiet) as shown:
            report = review_season(games, skipped, executor, progress=shown.advance)
        report = replace(report, folder=season_folder(season_files(paths)))
        if html_out is not None:
            for name, page in game_pages(report).items():
                target = html_out.parent / name
                target.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(target, page, exclusive=not force)
            write_atomic(html_out, season_page(report), exclusive=not force)
        return report

    def view(report: SeasonReport) -> None:
        from fishsolve.season.view import season_view

        stdout().print(season_view(report), soft_wrap=False)
        if html_out is not None:
            stdout().print(f"Wrote {html_out}", style="dim")

    respond(run, view, as_json=as_json, failed=lambda report: not report.reviewed)
