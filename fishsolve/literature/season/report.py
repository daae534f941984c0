"""Literature's part of a season: each player's and each team's play added up, and its trend.

Over every
reviewed Literature game (:mod:`fishsolve.literature.season.digest`), for a player — and for a team,
which is its set of players (the same three names in two games are the same team, whichever letter
it played as):

- games played, won, drawn and lost (a game that is not over is played but unfinished: its
  moves count, its score so far is no result);
- asks, "yes" answers and illegal asks (by the true deal);
- **ask quality**: the mean over the rated asks of chance / best chance, each exact (the review's
  ``quality``), with the mean chance and the mean best chance beside it, and their distribution in
  ten bins (0-10%, ..., 90-100%, the last one including 1);
- **information given away**: bits the side's own questions told the table (``question_bits``), per
  ask (``bits_per_ask``), and bits its answers told (``answer_bits``);
- claims, right, judged, sound, and each gamble and blunder with its exact chance of being right;
- **missed claims**: how many, per game, and the turns sat on them (the review's ``turns``);
- the **trend**: the same per game, in season order (by date, see :mod:`fishsolve.season.load`).

Means are taken over the season's asks, not over the games' means. Sums of bits and qualities use
``math.fsum`` (exactly rounded, so the order of the games cannot change them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from fishsolve.family.stats import BINS, UNFINISHED, mean, quality_bins
from fishsolve.family.stats import r6 as _r
from fishsolve.literature.review.asks import AskReview
from fishsolve.literature.season.digest import GameDigest

__all__ = ["BINS", "LiteratureSeason", "season_of"]


@dataclass(frozen=True)
class ClaimChance:
    """A gamble or a blunder: the claim's exact chance of being right in the claimer's view."""

    file: str
    event: int
    claimer: str
    half_suit: str
    verdict: str
    right: Fraction
    outcome: str

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the chance as a float and as an exact fraction."""
        out = dict(self.__dict__)
        out["right"] = round(float(self.right), 6)
        out["right_exact"] = str(self.right)
        return out


@dataclass(frozen=True)
class Tally:
    """One side's play in some games: totals, and means over its asks."""

    games: int
    wins: int
    draws: int
    losses: int
    unfinished: int
    """Games not over: their moves are counted, they are no win, draw or loss."""
    asks: int
    yes: int
    illegal_asks: int
    rated_asks: int
    ask_quality: float | None
    mean_chance: float | None
    mean_best_chance: float | None
    question_bits: float
    answer_bits: float
    bits_per_ask: float | None
    claims: int
    right: int
    judged: int
    sound: int
    gambles: int
    blunders: int
    missed: int
    turns_sat: int
    quality_bins: tuple[int, ...]
    chances: tuple[ClaimChance, ...]

    @property
    def missed_per_game(self) -> float:
        """Missed claims per game played."""
        return self.missed / self.games if self.games else 0.0

    def to_dict(self) -> dict[str, Any]:
        """JSON form (floats rounded to 6 places)."""
        out = dict(self.__dict__)
        for key in ("ask_quality", "mean_chance", "mean_best_chance", "bits_per_ask"):
            out[key] = _r(out[key])
        out["question_bits"] = round(self.question_bits, 6)
        out["answer_bits"] = round(self.answer_bits, 6)
        out["missed_per_game"] = round(self.missed_per_game, 6)
        out["quality_bins"] = list(self.quality_bins)
        out["chances"] = [c.to_dict() for c in self.chances]
        return out


@dataclass(frozen=True)
class GamePoint:
    """One game of a side's trend."""

    file: str
    date: str | None
    team: str
    """The letter the side played as."""
    tally: Tally

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the game, then its tally (without the per-claim list)."""
        tally = self.tally.to_dict()
        for key in ("games", "chances", "quality_bins"):
            del tally[key]
        return {"file": self.file, "date": self.date, "team": self.team, **tally}


@dataclass(frozen=True)
class SideSeason:
    """A player's (one member) or a team's (its members) season."""

    name: str
    members: tuple[str, ...]
    total: Tally
    trend: tuple[GamePoint, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "name": self.name,
            "members": list(self.members),
            **self.total.to_dict(),
            "trend": [p.to_dict() for p in self.trend],
        }


@dataclass(frozen=True)
class LiteratureSeason:
    """Literature's part of a season: its games, and its players and teams added up."""

    games: tuple[GameDigest, ...]
    """The reviewed Literature games, in season order."""
    players: tuple[SideSeason, ...]
    teams: tuple[SideSeason, ...]

    def to_dict(self) -> dict[str, Any]:
        """Literature's keys of the season's JSON document (docs/season.md)."""
        return {
            "games": [
                {
                    "file": g.file,
                    "date": g.date,
                    "score": {"A": g.score[0], "B": g.score[1]},
                    "over": g.over,
                    "players": [{"name": n, "team": t} for n, t in g.players],
                }
                for g in self.games
            ],
            "players": [p.to_dict() for p in self.players],
            "teams": [t.to_dict() for t in self.teams],
        }


def season_of(games: Sequence[GameDigest]) -> LiteratureSeason:
    """Literature's part of the season of ``games`` (in season order)."""
    names = sorted({n for g in games for n, _ in g.players}, key=lambda n: (n.casefold(), n))
    teams = sorted(
        {tuple(sorted(g.members(t))) for g in games for t in ("A", "B") if g.members(t)},
        key=lambda m: [(n.casefold(), n) for n in m],
    )
    return LiteratureSeason(
        tuple(games),
        tuple(_side(name, (name,), games) for name in names),
        tuple(_side(", ".join(team), team, games) for team in teams),
    )


def _side(name: str, members: tuple[str, ...], games: Sequence[GameDigest]) -> SideSeason:
    points = []
    for game in games:
        team = _team_of(members, game)
        if team is not None:
            points.append((game, team))
    trend = tuple(GamePoint(g.file, g.date, t, _tally([(g, t)], members)) for g, t in points)
    return SideSeason(name, members, _tally(points, members), trend)


def _team_of(members: tuple[str, ...], game: GameDigest) -> str | None:
    """The team letter ``members`` played as in ``game`` (all of that team for a team of
    several), or None if they did not play it."""
    seated = dict(game.players)
    if not all(m in seated for m in members):
        return None
    team = seated[members[0]]
    if len(members) > 1 and tuple(sorted(game.members(team))) != members:
        return None
    return team


def _tally(played: Sequence[tuple[GameDigest, str]], members: tuple[str, ...]) -> Tally:
    mine = set(members)
    asks: list[AskReview] = []
    answered: list[AskReview] = []
    chances: list[ClaimChance] = []
    claims = right = judged = sound = missed = turns = 0
    outcomes = [g.outcome(t) for g, t in played]
    for game, _ in played:
        asks += [a for _, a in game.asks if a.asker in mine]
        answered += [a for _, a in game.asks if a.target in mine]
        for number, claim in game.claims:
            if claim.claimer not in mine:
                continue
            claims += 1
            right += claim.outcome == "right"
            judged += claim.verdict is not None
            sound += claim.verdict == "sound"
            if claim.verdict in ("gamble", "blunder") and claim.right is not None:
                chances.append(
                    ClaimChance(
                        game.file,
                        number,
                        claim.claimer,
                        claim.half_suit,
                        claim.verdict,
                        claim.right,
                        claim.outcome,
                    )
                )
        runs = [m for m in game.missed if m.player in mine]
        missed += len(runs)
        turns += sum(m.turns for m in runs)
    rated = [(a.chance, a.best_chance) for a in asks if a.chance is not None and a.best_chance]
    qualities = [c / b for c, b in rated]
    question_bits = math.fsum(a.information.question_bits for a in asks if a.information)
    return Tally(
        games=len(played),
        wins=outcomes.count("win"),
        draws=outcomes.count("draw"),
        losses=outcomes.count("loss"),
        unfinished=outcomes.count(UNFINISHED),
        asks=len(asks),
        yes=sum(a.answer for a in asks),
        illegal_asks=sum(a.illegal is not None for a in asks),
        rated_asks=len(rated),
        ask_quality=mean(float(q) for q in qualities),
        mean_chance=mean(float(c) for c, _ in rated),
        mean_best_chance=mean(float(b) for _, b in rated),
        question_bits=question_bits,
        answer_bits=math.fsum(a.information.answer_bits for a in answered if a.information),
        bits_per_ask=question_bits / len(asks) if asks else None,
        claims=claims,
        right=right,
        judged=judged,
        sound=sound,
        gambles=sum(c.verdict == "gamble" for c in chances),
        blunders=sum(c.verdict == "blunder" for c in chances),
        missed=missed,
        turns_sat=turns,
        quality_bins=quality_bins(qualities),
        chances=tuple(chances),
    )
