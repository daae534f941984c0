"""One Literature game of a season, reviewed in a worker: the part of its review a season adds up.

:func:`review_game` runs the single-game review (:func:`fishsolve.literature.review.game.review`,
in the worker's one process) and keeps of the report only what the season needs — the players,
the score, every ask and claim review and every missed claim — not its frames, so that little
travels back from a worker. A log the review refuses
(it breaks a rule of play, or no deal fits it) comes back as a
:class:`~fishsolve.family.season.Skipped` game, never as an exception: an error crossing processes
would lose its location.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.errors import FishsolveError
from fishsolve.family.moments import Moment
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.family.stats import UNFINISHED
from fishsolve.literature.review.asks import AskReview
from fishsolve.literature.review.claims import ClaimReview, MissedClaim
from fishsolve.literature.review.game import review
from fishsolve.literature.review.report import ReviewReport


@dataclass(frozen=True)
class GameDigest:
    """What the season keeps of one game's review."""

    file: str
    date: str | None
    score: tuple[int, int]
    """Sets of team A and team B (so far, in an unfinished game)."""
    over: bool
    """The log plays the game to its end; an unfinished game has no result."""
    players: tuple[tuple[str, str], ...]
    """(name, team) in seat order."""
    asks: tuple[tuple[int, AskReview], ...]
    """(event number, review) of every ask, in event order."""
    claims: tuple[tuple[int, ClaimReview], ...]
    """(event number, review) of every claim, in event order."""
    missed: tuple[MissedClaim, ...]
    moments: tuple[Moment, ...] = ()
    """The game's mistakes (its review's critical moments), in event order."""
    page: str | None = None
    """The game's review page, when the season asked for it (:attr:`SeasonGame.page`)."""

    def team_of(self, name: str) -> str:
        """The team (``A``/``B``) ``name`` played for."""
        return dict(self.players)[name]

    def members(self, team: str) -> tuple[str, ...]:
        """The players of ``team`` in seat order."""
        return tuple(n for n, t in self.players if t == team)

    def outcome(self, team: str) -> str:
        """``win``, ``draw`` or ``loss`` for ``team``; ``unfinished`` while the game is not
        over (its score so far is no result)."""
        if not self.over:
            return UNFINISHED
        mine, theirs = self.score if team == "A" else self.score[::-1]
        return "draw" if mine == theirs else ("win" if mine > theirs else "loss")


def review_game(game: SeasonGame) -> GameDigest | Skipped:
    """Review ``game`` and keep its digest (in a worker; see the module)."""
    try:
        report = review(game.log, game.file, jobs=1)
    except FishsolveError as err:
        return Skipped.of(game.file, err)
    return digest_of(game, report)


def reviewed_game(game: SeasonGame) -> ReviewReport | Skipped:
    """The whole review of ``game`` (for its page), or why it was skipped."""
    try:
        return review(game.log, game.file, jobs=1)
    except FishsolveError as err:
        return Skipped.of(game.file, err)


def digest_of(game: SeasonGame, report: ReviewReport, page: str | None = None) -> GameDigest:
    """What the season keeps of ``report``, the review of ``game`` (with its ``page``)."""
    return GameDigest(
        file=game.file,
        date=game.date,
        score=report.score,
        over=report.over,
        players=report.players,
        asks=tuple((e.number, e.ask) for e in report.events if e.ask is not None),
        claims=tuple((e.number, e.claim) for e in report.events if e.claim is not None),
        missed=report.missed_claims,
        moments=report.moments,
        page=page,
    )
