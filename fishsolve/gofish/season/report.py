"""The Go Fish family's part of a season: Go Fish, Authors and Simplified Fish games reviewed one
by one (:func:`review_fish_game`, an executor task) and each player's play added up across them.

Each player plays for themselves (no teams). Per player, over their Go Fish family games:

- games played, won (alone at the top of the score), drawn (tied at the top) and lost (a game
  that is not over is played but unfinished: no result); books laid and points;
- asks, answered with cards (``yes``), lucky draws;
- **ask quality**: the mean over the rated asks of chance / best chance — the exact chance of a
  yes of the ask made against the best legal ask's, in the asker's own view (the single-game
  review's figures, docs/gofish.md#review). An ask is rated when its position was counted within
  the counting budget and some legal ask could get a yes; an ask whose position was not counted
  has **no figure** — it is counted in ``uncounted_asks`` (by reason: ``over budget``, ``no deal
  fits``, ``hand unknown``), never guessed;
- **information given away**: bits the player's own questions told the table
  (``question_bits``), per ask whose bits were counted (``bits_per_ask``; ``bits_uncounted_asks``
  the rest), and bits their answers, books and refills told (``answer_bits``);
- asks for a rank the player provably lacked (``lacked``: only in logs with errors), sure asks
  passed by, books certain to be completable and the turns that passed before they were laid;
- the **trend**: the same per game, in season order.

Means are over the season's asks (``math.fsum``), not over the games' means.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from fishsolve.errors import FishsolveError
from fishsolve.family.moments import Moment
from fishsolve.family.season import Skipped
from fishsolve.family.stats import UNFINISHED, mean, quality_bins, r6
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.review.game import FishReviewReport, review_fish

COUNTED = "counted"
"""The status of an ask whose position was counted (the review's)."""


@dataclass(frozen=True)
class FishAskDigest:
    """What the season keeps of one ask's review."""

    asker: str
    target: str
    status: str
    """``counted``, or why the position has no figure (``over budget``, ...)."""
    chance: Fraction | None
    """The exact chance of a yes of the ask made (None: not counted, or not among the priced)."""
    best: Fraction | None
    """The best legal ask's."""
    yes: bool
    lucky: bool
    lacked: bool
    sure_passed: bool
    question_bits: float | None
    """What the question told the table (None: not counted within the budget)."""


@dataclass(frozen=True)
class FishDigest:
    """What the season keeps of one Go Fish family game's review."""

    file: str
    date: str | None
    game: str
    """The variant (``go-fish``, ``authors``, ``simplified-fish``)."""
    players: tuple[str, ...]
    score: tuple[tuple[str, int], ...]
    """(player, points) in seat order (so far, in an unfinished game)."""
    over: bool
    """The log plays the game to its end; an unfinished game has no result."""
    books: tuple[tuple[str, int], ...]
    """(player, books laid) in seat order."""
    answer_bits: tuple[tuple[str, float], ...]
    """(player, bits their answers, books and refills told), as the review sums them."""
    certain_books: tuple[tuple[str, int | None], ...]
    """(player, turns before it was laid; None: never by them) per book certain to be
    completable."""
    asks: tuple[FishAskDigest, ...]
    moments: tuple[Moment, ...] = ()
    """The game's mistakes (its review's critical moments), in event order."""
    page: str | None = None
    """The game's review page, when the season asked for it."""

    def outcome(self, name: str) -> str:
        """``win`` (alone at the top), ``draw`` (tied at the top) or ``loss`` for ``name``;
        ``unfinished`` while the game is not over."""
        if not self.over:
            return UNFINISHED
        points = dict(self.score)
        top = max(points.values())
        if points[name] < top:
            return "loss"
        return "draw" if sum(p == top for p in points.values()) > 1 else "win"


def _fraction(text: str | None) -> Fraction | None:
    return None if text is None else Fraction(text)


def digest_of(report: FishReviewReport, date: str | None, page: str | None = None) -> FishDigest:
    """The digest of a single-game review."""
    asks = []
    for event in report.events:
        ask = event.ask
        if ask is None:
            continue
        counted = ask.status == COUNTED and ask.chosen is not None and ask.best is not None
        asks.append(
            FishAskDigest(
                asker=ask.asker,
                target=ask.target,
                status=ask.status,
                chance=_fraction(ask.chosen.yes) if counted and ask.chosen else None,
                best=_fraction(ask.best.yes) if counted and ask.best else None,
                yes=ask.given > 0,
                lucky=ask.lucky,
                lacked=ask.lacked,
                sure_passed=bool(ask.sure_passed),
                question_bits=event.told.question,
            )
        )
    summaries = report.summaries
    return FishDigest(
        file=report.file,
        date=date,
        game=report.game,
        players=report.players,
        score=tuple(report.score.items()),
        over=report.over,
        books=tuple((s.name, s.books) for s in summaries),
        answer_bits=tuple((s.name, s.answer_bits) for s in summaries),
        certain_books=tuple((b.player, b.turns) for b in report.certain_books),
        asks=tuple(asks),
        moments=report.moments,
        page=page,
    )


def review_fish_game(
    file: str,
    date: str | None,
    log: FishLog,
    page: Callable[[FishReviewReport], str] | None = None,
) -> FishDigest | Skipped:
    """Review one Go Fish family game in this process (within the default counting budget) and
    keep its digest, with the review's ``page`` when given (drawn by the caller: rendering is a
    later stage); a log the review refuses comes back as a skipped game."""
    try:
        report = review_fish(log, file, jobs=1)
    except FishsolveError as err:
        return Skipped.of(file, err)
    return digest_of(report, date, None if page is None else page(report))


@dataclass(frozen=True)
class FishTally:
    """One player's play in some Go Fish family games (see the module)."""

    games: int
    wins: int
    draws: int
    losses: int
    unfinished: int
    """Games not over: their asks are counted, they are no win, draw or loss."""
    books: int
    points: int
    asks: int
    yes: int
    lucky: int
    rated_asks: int
    ask_quality: float | None
    mean_chance: float | None
    mean_best_chance: float | None
    quality_bins: tuple[int, ...]
    uncounted_asks: int
    uncounted: tuple[tuple[str, int], ...]
    """(reason, asks) of the asks without a figure, by reason."""
    question_bits: float
    bits_asks: int
    bits_per_ask: float | None
    bits_uncounted_asks: int
    answer_bits: float
    lacked: int
    sure_passed: int
    certain_books: int
    turns_to_book: int
    """Turns that passed before the certain books were laid (those laid by the player)."""
    mean_turns_to_book: float | None

    def to_dict(self) -> dict[str, Any]:
        """JSON form (floats rounded to 6 places)."""
        out = dict(self.__dict__)
        for key in ("ask_quality", "mean_chance", "mean_best_chance", "bits_per_ask"):
            out[key] = r6(out[key])
        for key in ("mean_turns_to_book", "question_bits", "answer_bits"):
            out[key] = r6(out[key])
        out["quality_bins"] = list(self.quality_bins)
        out["uncounted"] = dict(self.uncounted)
        return out


@dataclass(frozen=True)
class FishPoint:
    """One game of a player's trend."""

    file: str
    date: str | None
    game: str
    tally: FishTally

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the game, then its tally (without the distribution)."""
        tally = self.tally.to_dict()
        for key in ("games", "quality_bins"):
            del tally[key]
        return {"file": self.file, "date": self.date, "game": self.game, **tally}


@dataclass(frozen=True)
class FishPlayer:
    """A player's Go Fish family season."""

    name: str
    total: FishTally
    trend: tuple[FishPoint, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "name": self.name,
            **self.total.to_dict(),
            "trend": [p.to_dict() for p in self.trend],
        }


@dataclass(frozen=True)
class FishSeason:
    """The Go Fish family games of a season, and each player's play across them."""

    games: tuple[FishDigest, ...] = ()
    players: tuple[FishPlayer, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON form (docs/season.md)."""
        return {
            "reviewed": len(self.games),
            "games": [
                {
                    "file": g.file,
                    "date": g.date,
                    "game": g.game,
                    "score": dict(g.score),
                    "over": g.over,
                    "players": list(g.players),
                }
                for g in self.games
            ],
            "players": [p.to_dict() for p in self.players],
        }


def fish_season_of(games: Sequence[FishDigest]) -> FishSeason:
    """The Go Fish family season of ``games`` (in season order)."""
    names = sorted({n for g in games for n in g.players}, key=lambda n: (n.casefold(), n))
    players = []
    for name in names:
        played = [g for g in games if name in g.players]
        trend = tuple(FishPoint(g.file, g.date, g.game, _tally(name, [g])) for g in played)
        players.append(FishPlayer(name, _tally(name, played), trend))
    return FishSeason(tuple(games), tuple(players))


def _tally(name: str, played: Sequence[FishDigest]) -> FishTally:
    asks = [a for g in played for a in g.asks if a.asker == name]
    rated = [(a.chance, a.best) for a in asks if a.chance is not None and a.best]
    qualities = [c / b for c, b in rated if c is not None and b]
    uncounted: dict[str, int] = {}
    for a in asks:
        if a.status != COUNTED:
            uncounted[a.status] = uncounted.get(a.status, 0) + 1
    told = [a.question_bits for a in asks if a.question_bits is not None]
    question_bits = math.fsum(told)
    outcomes = [g.outcome(name) for g in played]
    turns = [t for g in played for p, t in g.certain_books if p == name and t is not None]
    return FishTally(
        games=len(played),
        wins=outcomes.count("win"),
        draws=outcomes.count("draw"),
        losses=outcomes.count("loss"),
        unfinished=outcomes.count(UNFINISHED),
        books=sum(dict(g.books)[name] for g in played),
        points=sum(dict(g.score)[name] for g in played),
        asks=len(asks),
        yes=sum(a.yes for a in asks),
        lucky=sum(a.lucky for a in asks),
        rated_asks=len(rated),
        ask_quality=mean(float(q) for q in qualities),
        mean_chance=mean(float(c) for c, _ in rated if c is not None),
        mean_best_chance=mean(float(b) for _, b in rated if b is not None),
        quality_bins=quality_bins(qualities),
        uncounted_asks=sum(uncounted.values()),
        uncounted=tuple(sorted(uncounted.items())),
        question_bits=question_bits,
        bits_asks=len(told),
        bits_per_ask=question_bits / len(told) if told else None,
        bits_uncounted_asks=len(asks) - len(told),
        answer_bits=math.fsum(dict(g.answer_bits)[name] for g in played),
        lacked=sum(a.lacked for a in asks),
        sure_passed=sum(a.sure_passed for a in asks),
        certain_books=sum(1 for g in played for p, _ in g.certain_books if p == name),
        turns_to_book=sum(turns),
        mean_turns_to_book=mean(float(t) for t in turns),
    )
