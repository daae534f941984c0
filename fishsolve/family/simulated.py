"""Simulated games of any family, played from seeds and written to files.

A family's :class:`Dealer` plays a game from a seed and writes and scores its record; what
``fishsolve simulate --out DIR`` does with it is the same for every family (:class:`GameFiles`).
Every argument is checked before the first game is played (:meth:`GameFiles.prepare`), so a
mistake costs no time; each file is written whole or not at all
(:func:`~fishsolve.files.write_atomic`), so an interrupted run leaves no half-written log
behind; and, without ``force``, only if it does not exist when it is written, so two runs into
one folder fail loudly instead of replacing each other's games. Paths are made one game at a
time: a run of millions of games holds no list of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from fishsolve.errors import Opt, OptionError
from fishsolve.executor import Executor, parse_cluster
from fishsolve.family.batch import numbered, refuse_existing
from fishsolve.files import write_atomic

_Log = TypeVar("_Log")


class Dealer(Protocol[_Log]):
    """Plays a game from a seed and writes and scores its record: Literature's :class:`Setup`,
    the Go Fish family's :class:`~fishsolve.gofish.sim.setup.FishSetup`. What `simulate --out`
    and the worker processes need, whatever the game."""

    @property
    def outcomes(self) -> tuple[str, ...]:
        """Every value :meth:`winner` can return, in the order a summary lists them."""
        ...

    def game(self, seed: int) -> _Log:
        """The record of the game of ``seed`` (a pure function of the seed)."""
        ...

    def record(self, log: _Log) -> str:
        """The record in the text notation."""
        ...

    def winner(self, log: _Log) -> str:
        """Who won the finished game (one of :attr:`outcomes`)."""
        ...


def game_path(out: Path, seed: int) -> Path:
    """Where `fishsolve simulate --out` writes the game of ``seed``."""
    return out / f"game-{seed}.fish"


def check_targets(out: Path, seeds: range, force: bool) -> None:
    """Check that no seed's game file in ``out`` would be overwritten.

    The folder is listed once (:func:`~fishsolve.family.batch.refuse_existing`), so the cost is
    that of the folder, not of the number of games (``--count 2000000`` builds no list of two
    million paths).

    Raises:
        OptionError: if ``out`` is a file, or (without ``force``) a game's file exists already.
    """
    if out.exists() and not out.is_dir():
        raise OptionError.bad("out", out, "is a file, not a directory")
    if force:
        return

    def seed_of(stem: str) -> int | None:
        seed = numbered(stem, "game-")
        return seed if seed is not None and seed in seeds else None

    refuse_existing(out, (".fish",), seed_of)


def _play(job: tuple[Dealer[_Log], int]) -> _Log:
    setup, seed = job
    return setup.game(seed)


def play_games(
    jobs: Iterable[tuple[Dealer[_Log], int]], processes: int = 1, cluster: str | None = None
) -> Iterator[_Log]:
    """Play each ``(setup, seed)`` game, in order, over ``processes`` worker processes or on the
    Dask ``cluster`` (see :class:`~fishsolve.executor.Executor`).

    The logs come back in the order of ``jobs`` wherever they are played: a game is a pure
    function of its setup and seed.
    """
    return Executor(max(1, processes), cluster).map(_play, jobs)


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
    :class:`~fishsolve.family.simulated.Dealer`: ``{"A": ..., "B": ..., "draw": ...}`` for
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
