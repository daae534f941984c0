"""The Go Fish family (Go Fish, Authors, Simplified Fish) as a game family: what the shells may
ask of it.

A log of the family names its game in a ``game:`` header (text) or a ``"game"`` key (JSON). Each
method imports the stages it needs when it runs, so that finding the family of a log costs
nothing.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from fishsolve.errors import OptionError
from fishsolve.family.base import GameFamily, Reported

if TYPE_CHECKING:
    from fishsolve.family import requests
    from fishsolve.family.imported import Imported
    from fishsolve.family.season import SeasonGame, Skipped
    from fishsolve.family.simulated import Dealer
    from fishsolve.live.session import LiveSession
    from fishsolve.text.reading import LogInput


class GoFishFamily(GameFamily):
    """The Go Fish family: each plays for themself, books of a rank laid down (docs/gofish.md)."""

    key: ClassVar[str] = "gofish"
    name: ClassVar[str] = "the Go Fish family"
    views: ClassVar[str | None] = "fishsolve.gofish.render.views"

    @property
    def games(self) -> tuple[str, ...]:
        """The family's variants (:class:`~fishsolve.gofish.game.rules.Variant`)."""
        from fishsolve.gofish.game.rules import Variant

        return tuple(variant.value for variant in Variant)

    @property
    def import_sources(self) -> tuple[str, ...]:
        """OpenSpiel's ``go_fish`` (docs/import.md)."""
        return ("openspiel",)

    def import_record(self, record: LogInput, request: requests.ImportRecord) -> Imported:
        """``import openspiel``: an OpenSpiel ``go_fish`` game as the whole record, the table's
        log or one seat's (``--as``)."""
        from fishsolve.family.imported import Imported
        from fishsolve.gofish.importers.openspiel import import_openspiel
        from fishsolve.gofish.notation.jsonform import dump_fish_log
        from fishsolve.gofish.notation.writer import write_fish_log

        log, view = import_openspiel(record, request.perspective)
        text = dump_fish_log(log) if request.to == "json" else write_fish_log(log)
        return Imported(request.source, record.name, view, request.to, text, len(log.events), log)

    def recognises(self, log: LogInput) -> bool:
        """Whether the log names a game of the family (``game: go-fish``)."""
        from fishsolve.gofish.notation.load import names_fish_game

        return names_fish_game(log.path, log.text)

    def read(self, log: LogInput | Any) -> Any:
        """The log, read; the first error raised."""
        from fishsolve.gofish.notation.load import read_fish_log

        return read_fish_log(log)

    def viewers(self, log: LogInput | Any) -> tuple[str, ...]:
        """Every seat (a seat the log gives no private card of sees what the table sees), and
        public."""
        from fishsolve.text.reading import LogInput

        fish = self.read(log) if isinstance(log, LogInput | str | Path) else log
        return (*fish.seating.names, "public")

    def replay(self, log: Any, lenient: bool = False) -> Any:
        """The public state after each event (:class:`~fishsolve.gofish.game.state.FishReplay`)."""
        from fishsolve.gofish.game.replay import replay

        return replay(log, lenient=lenient)

    def check(self, log: LogInput | Any, lenient: bool = False) -> Reported:
        """``check``: a summary, or every problem found (``lenient``)."""
        from fishsolve.gofish.reports.check import check_fish_file

        return check_fish_file(log, lenient=lenient)

    def convert(self, log: LogInput | Any, to: str) -> str:
        """``convert``: the log in JSON or in the text notation, once ``check`` accepts it (a log
        the game could not have, such as a book of the wrong size, is not written at all)."""
        from fishsolve.gofish.notation.jsonform import dump_fish_log
        from fishsolve.gofish.notation.writer import write_fish_log
        from fishsolve.gofish.reports.check import checked_fish_log

        game, _ = checked_fish_log(log)
        return dump_fish_log(game) if to == "json" else write_fish_log(game)

    def analyze(self, log: LogInput | Any, request: requests.Analyze) -> Reported:
        """``analyze``: every player's and the stock's possible counts of every rank (the
        exact odds with ``odds``), the asks priced for the seat on turn."""
        from fishsolve.gofish.deduce.estimate import SAMPLES
        from fishsolve.gofish.reports.analyze import analyze_fish

        request.refuse(
            "analyze",
            self.name,
            "explain",
            why="its counts are proved by counting; ask `explain` about one of them",
        )
        request.refuse("analyze", self.name, "engine", why="it has one engine, the exact counter")
        _check_precision(request.precision)
        report = analyze_fish(
            log,
            request.perspective,
            request.at,
            request.odds or request.brief,
            precision=request.precision or SAMPLES,
        )
        if request.file is not None:
            report = replace(report, file=request.file)
        return replace(report, brief=True) if request.brief else report

    def explain(self, log: LogInput | Any, request: requests.Explain) -> Reported:
        """``explain``: the lines that force a fact about a player's or the stock's ranks."""
        from fishsolve.gofish.reports.explain import explain_fish

        found = explain_fish(log, request.fact, request.perspective, request.at)
        return found if request.file is None else replace(found, file=request.file)

    def risk(self, log: LogInput | Any, request: requests.Risk) -> Reported:
        """The Go Fish family has no claims."""
        raise self._unsupported("risk", "it has no claims to price; `analyze --odds` prices asks")

    def match(self, logs: Sequence[LogInput], request: requests.Match) -> Reported:
        """The Go Fish family has no matches between sides."""
        raise self._unsupported(
            "match", "a match is won by a side, and in Go Fish each plays for themself"
        )

    def review(self, log: LogInput | Any, request: requests.Review) -> Reported:
        """``review``: every seat's view of every ask of a finished game."""
        from fishsolve.gofish.review.game import review_file

        _check_precision(request.precision)
        jobs = request.jobs or os.cpu_count() or 1
        precision = request.precision or None
        report = review_file(log, jobs=jobs, progress=request.progress, precision=precision)
        return report if request.file is None else replace(report, file=request.file)

    def puzzle_check(self, log: LogInput | Any) -> Reported:
        """``puzzle check``: the one answer, its grade and solution, or a second answer."""
        from fishsolve.gofish.puzzles.check import check_file

        return check_file(log)

    def make_puzzles(self, request: requests.MakePuzzles) -> Reported:
        """``puzzle make --game``: two-player puzzles, each as .fish, .md and .html (``--from``: a
        game's critical moments)."""
        if request.source is not None:
            return self._puzzles_from_game(request)
        from fishsolve.executor import Executor
        from fishsolve.gofish.puzzles.files import write_puzzles
        from fishsolve.gofish.puzzles.make import LAST
        from fishsolve.gofish.render.puzzle import pages

        why = "its puzzles are cut from two-player games and graded by their solution"
        request.refuse("puzzle make", self.name, "difficulty", "kind", "players", why=why)
        request.refuse(
            "puzzle make",
            self.name,
            "max_moves",
            why=f"its puzzles stop within the first {LAST} moves of a game",
        )
        return write_puzzles(
            request.game,
            request.count,
            request.seed,
            request.out,
            pages,
            (".md", ".html"),
            force=request.force,
            executor=Executor(request.jobs, request.cluster),
            progress=request.progress,
        )

    def _puzzles_from_game(self, request: requests.MakePuzzles) -> Reported:
        """``puzzle make --from GAME [--player NAME]``: the game's critical moments as puzzles."""
        from fishsolve.family.moments import chosen_moments
        from fishsolve.gofish.notation.load import read_fish_log
        from fishsolve.gofish.puzzles.fromgame import fish_moment_puzzles
        from fishsolve.gofish.render.puzzle import pages
        from fishsolve.gofish.review.game import review_fish
        from fishsolve.text.reading import name_of

        why = "the puzzles are the game's own critical moments"
        request.refuse("puzzle make --from", self.name, *request.FROM_GAME, why=why)
        log = read_fish_log(request.source)
        file = name_of(request.source)
        moments = chosen_moments(review_fish(log, file).moments, request.player, log.seating.names)
        return fish_moment_puzzles(
            log,
            file,
            moments,
            request.out,
            pages,
            (".md", ".html"),
            force=request.force,
            progress=request.progress,
        )

    def dealer(self, request: requests.Deal) -> Dealer[Any]:
        """``simulate --game``: the family's :class:`~fishsolve.gofish.sim.setup.FishSetup`."""
        from fishsolve.gofish.sim.setup import FishSetup

        request.refuse("simulate", self.name, "deck", why="its games are dealt from 52 cards")
        request.refuse("simulate", self.name, "hand_counts", why="hand sizes are public in it")
        request.refuse("simulate", self.name, "designate", why="each plays for themself in it")
        return FishSetup.parse(
            request.game, request.players, request.rules, request.bots, request.refill
        )

    def tournament(self, request: requests.Tournament) -> Reported:
        """``tournament --game``: the first bot in one seat, the second in the others."""
        from fishsolve.gofish.sim.tournament import fish_tournament_setup, play_fish_tournament

        request.refuse("tournament", self.name, "deck", why="its games are dealt from 52 cards")
        setup = fish_tournament_setup(
            request.game, request.players, request.rules, request.bots, request.games, request.jobs
        )
        progress = request.progress

        def each(_: object) -> None:
            progress()

        return play_fish_tournament(
            setup,
            request.games // setup.players,
            request.seed,
            request.jobs,
            each,
            request.cluster,
        )

    def live(self, path: Path, perspective: str | None) -> LiveSession:
        """``live`` on an existing text log."""
        from fishsolve.gofish.live.session import FishLiveSession

        return FishLiveSession(path, perspective)

    def start_live(self, path: Path, text: str, perspective: str | None) -> LiveSession | None:
        """``live`` on a new log: ``game:`` first, then ``players:`` and the other headers."""
        from fishsolve.gofish.live.session import FishLiveSession

        return FishLiveSession.start(path, text, perspective)

    def season_digest(self, game: SeasonGame) -> Any:
        """The season's part of the game's review (each player's asks, books and points)."""
        from fishsolve.gofish.season.report import review_fish_game

        if not game.page:
            return review_fish_game(game.file, game.date, game.log)
        from fishsolve.gofish.render.html_review import render_fish_html

        return review_fish_game(game.file, game.date, game.log, render_fish_html)

    def season_section(self, digests: Sequence[Any], skipped: Sequence[Skipped]) -> Reported:
        """The family's games and players, added up."""
        from fishsolve.gofish.season.report import fish_season_of

        return fish_season_of(digests)


def _check_precision(precision: int) -> None:
    """``--precision`` (0: the default): an estimate takes 2 to ``MOST_SAMPLES`` samples."""
    from fishsolve.gofish.deduce.estimate import MOST_SAMPLES

    if precision < 0 or precision == 1:
        raise OptionError.bad("precision", precision, "an estimate needs at least 2 samples")
    if precision > MOST_SAMPLES:
        raise OptionError.bad(
            "precision",
            precision,
            f"at most {MOST_SAMPLES} samples (the time grows with them; the interval narrows"
            " only as one over their square root)",
        )
