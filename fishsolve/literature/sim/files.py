"""Simulated games written to files: `fishsolve simulate --out DIR`, and who won each game.

Every argument is checked before the first game is played (:meth:`GameFiles.prepare`), so a
mistake costs no time; each file is written whole or not at all
(:func:`~fishsolve.files.write_atomic`), so an interrupted run leaves no half-written log
behind; and, without ``force``, only if it does not exist when it is written, so two runs into
one folder fail loudly instead of replacing each other's games. Paths are made one game at a
time: a run of millions of games holds no list of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fishsolve.errors import Opt, OptionError
from fishsolve.executor import parse_cluster
from fishsolve.files import write_atomic
from fishsolve.literature.sim.setup import Dealer, check_targets, game_path, play_games


def make_directory(out: Path) -> None:
    """Create ``out`` (and its parents) unless it exists.

    Raises:
        OptionError: it cannot be created (``out OUT: cannot create the directory (REASON)``).
    """
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise OptionError.bad("out", out, f"cannot create the directory ({err.strerror})") from None


@dataclass(frozen=True)
class Simulated:
    """What :meth:`GameFiles.write` did: how many games went where, and who won them."""

    count: int
    out: Path
    wins: dict[str, int]
    """Games won by each outcome of the game's
    :class:`~fishsolve.literature.sim.setup.Dealer`: ``{"A": ..., "B": ..., "draw": ...}`` for
    Literature's teams, one key per player (and ``"draw"``) for the Go Fish family."""

    def to_dict(self) -> dict[str, Any]:
        """One JSON document."""
        return {"games": self.count, "out": str(self.out), "wins": self.wins}


@dataclass(frozen=True)
class GameFiles:
    """Games to simulate, checked: the setup, the seeds, where they go, how many processes."""

    setup: Dealer[Any]
    seeds: range
    out: Path | None
    """The directory of the ``game-SEED.fish`` files; None: one game, for standard output."""
    jobs: int = 1
    force: bool = False
    cluster: str | None = None
    """A Dask cluster to play the games on (see :class:`~fishsolve.executor.Executor`)."""

    @classmethod
    def prepare(
        cls,
        setup: Dealer[Any],
        seed: int = 1,
        count: int = 1,
        out: Path | None = None,
        force: bool = False,
        jobs: int = 1,
        cluster: str | None = None,
    ) -> GameFiles:
        """Check the arguments and the target files, and create ``out``; play nothing yet.

        Raises:
            OptionError: ``count`` or ``jobs`` below 1, several games and no ``out``, ``out`` a
                file, a game's file exists already (without ``force``), or ``out`` cannot be
                created.
        """
        if count < 1:
            raise OptionError.bad("count", count, "give at least 1 game")
        if jobs < 1:
            raise OptionError.bad("jobs", jobs, "give at least 1 process")
        if cluster is not None:
            parse_cluster(cluster)
        seeds = range(seed, seed + count)
        if out is None:
            if count > 1:
                raise OptionError.bad("count", count, "several games need ", Opt("out"), " DIR")
            return cls(setup, seeds, None, jobs, force, cluster)
        check_targets(out, seeds, force)
        make_directory(out)
        return cls(setup, seeds, out, jobs, force, cluster)

    def write(self, progress: Callable[[], object] | None = None) -> Simulated:
        """Play the games (over ``jobs`` processes, or on ``cluster``) and write each to its file
        as it arrives, in seed order: each file is written whole (``write_atomic``) in this
        process, so an interrupted run leaves whole games and no half-written one.

        ``progress`` is called after each game is written.

        Raises:
            OptionError: a file cannot be written, or (without ``force``) another writer
                created it since :meth:`prepare`.
        """
        if self.out is None:
            raise ValueError("no directory to write the games in")
        wins = dict.fromkeys(self.setup.outcomes, 0)
        games = play_games(((self.setup, s) for s in self.seeds), self.jobs, self.cluster)
        for seed, log in zip(self.seeds, games, strict=True):
            text = self.setup.record(log)
            write_atomic(game_path(self.out, seed), text, exclusive=not self.force)
            wins[self.setup.winner(log)] += 1
            if progress is not None:
                progress()
        return Simulated(len(self.seeds), self.out, wins)
