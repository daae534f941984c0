"""Literature (Canadian Fish, Russian Fish) as a game family: what the shells may ask of it.

Each method imports the stages it needs when it runs (the deduction engines, CP-SAT, the
simulator), so that finding the family of a log costs nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from fishsolve.family.base import GameFamily, Reported
from fishsolve.text.reading import name_of

if TYPE_CHECKING:
    from fishsolve.family import requests
    from fishsolve.family.imported import Imported
    from fishsolve.family.season import SeasonGame, Skipped
    from fishsolve.family.simulated import Dealer
    from fishsolve.live.session import LiveSession
    from fishsolve.text.reading import LogInput


class LiteratureFamily(GameFamily):
    """Literature: two teams of three or four, half-suits claimed (docs/notation.md)."""

    key: ClassVar[str] = "literature"
    name: ClassVar[str] = "Literature"
    views: ClassVar[str | None] = "fishsolve.literature.render.views"

    @property
    def games(self) -> tuple[str, ...]:
        """Literature is one game (its dialects are rule options of its log)."""
        return ("literature",)

    @property
    def import_sources(self) -> tuple[str, ...]:
        """An online Canadian Fish room's seat view (docs/import.md)."""
        return ("canadian-fish",)

    def import_record(self, record: LogInput, request: requests.ImportRecord) -> Imported:
        """``import canadian-fish``: one seat's view of an online room as that seat's log, or
        the table's (``--as public``)."""
        from fishsolve.family.imported import Imported
        from fishsolve.literature.importers.canadian_fish import import_room
        from fishsolve.literature.notation.jsonwrite import dump_log
        from fishsolve.literature.notation.writer import write_log

        log, view = import_room(record, request.perspective)
        text = dump_log(log) if request.to == "json" else write_log(log)
        return Imported(request.source, record.name, view, request.to, text, len(log.events), log)

    def recognises(self, log: LogInput) -> bool:
        """Every log: Literature reads the logs no other family recognises (a log without a
        ``game:`` header)."""
        return True

    def read(self, log: LogInput | Any) -> Any:
        """The log, read; the first error raised."""
        from fishsolve.literature.notation.load import read_log

        return read_log(log)

    def viewers(self, log: LogInput | Any) -> tuple[str, ...]:
        """Each seat whose hand the log gives, each team whose every hand it gives, public."""
        from fishsolve.literature.deduce.perspective import possible_views

        return tuple(possible_views(_game(log)))

    def claim_names(self, log: LogInput | Any) -> tuple[str, ...]:
        """The half-suits of the log's deck (``low diamonds``)."""
        return tuple(hs.name for hs in _game(log).rules.deck.half_suits)

    def replay(self, log: Any, lenient: bool = False) -> Any:
        """The public state after each event (:class:`~fishsolve.literature.game.state.Replay`)."""
        from fishsolve.literature.game.replay import replay

        return replay(log, lenient=lenient)

    def check(self, log: LogInput | Any, lenient: bool = False) -> Reported:
        """``check``: a summary, or every problem found (``lenient``)."""
        from fishsolve.literature.reports.check import check_file

        return check_file(log, lenient=lenient)

    def convert(self, log: LogInput | Any, to: str) -> str:
        """``convert``: the log in JSON or in the text notation, once ``check`` accepts it (a log
        the game could not have is not written at all)."""
        from fishsolve.literature.notation.jsonwrite import dump_log
        from fishsolve.literature.notation.writer import write_log
        from fishsolve.literature.reports.check import checked_log

        game, _ = checked_log(log)
        return dump_log(game) if to == "json" else write_log(game)

    def analyze(self, log: LogInput | Any, request: requests.Analyze) -> Reported:
        """``analyze``: possible holders, claimable half-suits, sure asks (odds, ``--brief``)."""
        from fishsolve.literature.deduce.engines import Engine
        from fishsolve.literature.reports.analyze import analyze, check_odds

        request.refuse(
            "analyze", self.name, "precision", why="its chances are always counted exactly"
        )
        engine = Engine(request.engine)
        check_odds(engine, request.odds, request.brief)
        return analyze(
            _game(log),
            request.perspective,
            request.at,
            request.file or name_of(log),
            engine,
            request.odds,
            request.explain,
            request.time_limit,
            request.brief,
            request.progress,
        )

    def explain(self, log: LogInput | Any, request: requests.Explain) -> Reported:
        """``explain``: the minimal lines that force a fact."""
        from fishsolve.literature.reports.explain import explain  # loads ortools

        return explain(
            _game(log),
            request.fact,
            request.perspective,
            request.at,
            request.file or name_of(log),
            request.time_limit,
        )

    def risk(self, log: LogInput | Any, request: requests.Risk) -> Reported:
        """``risk``: a claim's chances of being right, wrong or annulled."""
        from fishsolve.literature.decks import HalfSuit
        from fishsolve.literature.deduce.analysis import Analyzer
        from fishsolve.literature.notation.load import read_log
        from fishsolve.literature.notation.text import parse_holders
        from fishsolve.literature.reports.risk import risk

        game = read_log(log.log if isinstance(log, Analyzer) else log)
        deck = game.rules.deck
        half = request.half_suit
        if not isinstance(half, HalfSuit):
            half = deck.parse_half_suit(str(half))
        owners = request.owners
        if isinstance(owners, str):
            owners = dict(parse_holders(owners, game.table, deck, half, "--owners"))
        source = log if isinstance(log, Analyzer) else game
        name = request.file or name_of(log)
        return risk(source, half, owners, request.perspective, request.at, name)

    def review(self, log: LogInput | Any, request: requests.Review) -> Reported:
        """``review``: every seat's view of every event of a finished game."""
        request.refuse(
            "review", self.name, "precision", why="its figures are counted exactly, never estimated"
        )
        from fishsolve.literature.game.events import GameLog
        from fishsolve.literature.review.game import review

        name = request.file or name_of(log)
        game = _game(log)
        if not isinstance(game, GameLog):
            game = game.log  # an Analyzer's
        return review(game, name, jobs=request.jobs, progress=request.progress)

    def match(self, logs: Sequence[LogInput], request: requests.Match) -> Reported:
        """``match``: each game's result, games won, the match winner."""
        from fishsolve.literature.notation.load import read_log
        from fishsolve.literature.reports.match import Rosters, score_match

        sides = None if request.sides is None else Rosters.option(request.sides)
        return score_match(
            list(logs), to=request.to, rosters=sides, read=read_log, progress=request.progress
        )

    def puzzle_check(self, log: LogInput | Any) -> Reported:
        """``puzzle check``: the one answer, its grade and solution, or a second answer."""
        from fishsolve.literature.puzzles.check import check_puzzle

        return check_puzzle(log)

    def make_puzzles(self, request: requests.MakePuzzles) -> Reported:
        """``puzzle make``: each puzzle as .fish, .md and .html in ``request.out`` (``--from``:
        from a game's critical moments)."""
        if request.source is not None:
            return self._puzzles_from_game(request)
        from fishsolve.executor import Executor
        from fishsolve.literature.puzzles.files import PuzzleFiles
        from fishsolve.literature.puzzles.make import PuzzleSpec
        from fishsolve.literature.render.puzzle import pages

        players = 6 if request.players is None else request.players
        spec = PuzzleSpec(
            request.kind, request.difficulty, players, request.seed, request.max_moves
        )
        executor = Executor(request.jobs, request.cluster)
        files = PuzzleFiles.prepare(
            spec, request.count, request.out, request.force, pages=(".md", ".html")
        )
        return files.make(pages, progress=request.progress, executor=executor)

    def _puzzles_from_game(self, request: requests.MakePuzzles) -> Reported:
        """``puzzle make --from GAME [--player NAME]``: the game's critical moments as puzzles."""
        from fishsolve.family.moments import chosen_moments
        from fishsolve.literature.puzzles.fromgame import moment_puzzles
        from fishsolve.literature.render.puzzle import pages
        from fishsolve.literature.review.game import review

        why = "the puzzles are the game's own critical moments"
        request.refuse("puzzle make --from", self.name, *request.FROM_GAME, why=why)
        game = _game(request.source)
        file = name_of(request.source)
        moments = chosen_moments(
            review(game, file).moments, request.player, [p.name for p in game.table]
        )
        return moment_puzzles(
            game,
            file,
            moments,
            request.out,
            pages,
            (".md", ".html"),
            force=request.force,
            progress=request.progress,
        )

    def dealer(self, request: requests.Deal) -> Dealer[Any]:
        """``simulate``: Literature's :class:`~fishsolve.literature.sim.setup.Setup`."""
        from fishsolve.literature.sim.setup import Setup

        request.refuse("simulate", self.name, "refill", why="every card is dealt: it has no stock")
        return Setup.parse(
            6 if request.players is None else request.players,
            request.rules,
            request.deck,
            request.bots,
            request.hand_counts,
            request.designate,
        )

    def tournament(self, request: requests.Tournament) -> Reported:
        """``tournament``: each deal played twice, the teams' bots swapped."""
        from fishsolve.literature.sim.setup import Setup
        from fishsolve.literature.sim.tournament import check_tournament, play_tournament

        players = 6 if request.players is None else request.players
        setup = Setup.parse(players, request.rules, request.deck, request.bots)
        check_tournament(request.bots, request.games, request.jobs)
        progress = request.progress

        def each(_: object) -> None:
            progress()

        return play_tournament(
            setup,
            request.games // 2,
            request.seed,
            request.jobs,
            each,
            request.cluster,
        )

    def live(self, path: Path, perspective: str | None) -> LiveSession:
        """``live`` on an existing text log."""
        from fishsolve.literature.live.session import LiteratureSession

        return LiteratureSession(path, perspective)

    def start_live(self, path: Path, text: str, perspective: str | None) -> LiveSession | None:
        """``live`` on a new log: its headers so far must make a log (``players:`` first)."""
        from fishsolve.literature.live.session import LiteratureSession

        return LiteratureSession.start(path, text, perspective)

    def season_digest(self, game: SeasonGame) -> Any:
        """The season's part of the game's review (asks, claims, missed claims, the score)."""
        if not game.page:
            from fishsolve.literature.season.digest import review_game

            return review_game(game)
        from fishsolve.family.season import Skipped
        from fishsolve.literature.render.html_review import render_html
        from fishsolve.literature.season.digest import digest_of, reviewed_game

        report = reviewed_game(game)
        if isinstance(report, Skipped):
            return report
        return digest_of(game, report, render_html(report))

    def season_section(self, digests: Sequence[Any], skipped: Sequence[Skipped]) -> Reported:
        """Literature's games, players and teams, added up."""
        from fishsolve.literature.season.report import season_of

        return season_of(digests)


def _game(log: Any) -> Any:
    """The log a command read (read now), or what the Python API was given: a log or an
    :class:`~fishsolve.literature.deduce.analysis.Analyzer` of one (reused)."""
    from fishsolve.text.reading import LogInput

    if isinstance(log, LogInput | str | Path):
        from fishsolve.literature.notation.load import read_log

        return read_log(log)
    return log
