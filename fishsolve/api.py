"""The Python API's functions that work for every game family: read a log, check it, replay it,
analyse, explain, weigh a claim, review a game, simulate one (docs/api.md).

Each finds the family once — of a path by the log's text (:func:`fishsolve.families.family_of`),
of a log already read by the house it comes from — and calls it with the same options as the
command line. A Literature log keeps every option it always had; the Go Fish family says plainly
which it does not have (:class:`~fishsolve.errors.Unsupported`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from fishsolve.families import families, family_of, family_of_game
from fishsolve.family import requests
from fishsolve.family.base import GameFamily
from fishsolve.text.reading import LogInput

DEFAULT_TIME_LIMIT = 20.0
"""Seconds per solver question before "unknown" (as ``--time-limit``)."""


def _nothing(*args: object) -> None:
    return None


def family_and_log(game: Any) -> tuple[GameFamily, Any]:
    """The family of ``game`` and the log to give it: a path (or ``-``) is read once; a log
    already read (or an analyzer of one) goes to the family whose house made it.

    Raises:
        TypeError: ``game`` is neither a path nor a log of a family.
    """
    if isinstance(game, str | Path):
        game = LogInput.read(game)
    if isinstance(game, LogInput):
        return family_of(game), game
    for family in families():
        if family.owns(game):
            return family, game
    raise TypeError(f"not a game log nor a path: {type(game).__name__}")


def read_log(path: str | Path) -> Any:
    """Read the log at ``path`` (text or JSON, ``-`` for stdin) with its family's reader: a
    Literature ``GameLog`` or a Go Fish family ``FishLog``; raises the first error found."""
    family, log = family_and_log(path)
    return family.read(log)


def check_file(path: str | Path, lenient: bool = False) -> Any:
    """`fishsolve check`: is the log at ``path`` well-formed, legal and consistent? A report
    with ``ok`` and ``problems`` (every problem with ``lenient``; else the first is raised)."""
    family, log = family_and_log(path)
    return family.check(log, lenient=lenient)


def replay(log: Any, lenient: bool = False) -> Any:
    """The public state after each event of a log already read, every rule checked (with
    ``lenient``, the rule errors are collected in the replay instead of raised)."""
    family, game = family_and_log(log)
    return family.replay(game, lenient=lenient)


def analyze(
    game: Any,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
    engine: str = "count",
    odds: bool = False,
    explain: bool = False,
    time_limit: float = DEFAULT_TIME_LIMIT,
    brief: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> Any:
    """`fishsolve analyze`: who can hold what after ``at`` events (default: all) from
    ``perspective`` (a player's name, ``public``, ``team:A``; the Go Fish family's ``full``).

    ``game``: a path, a log, or (Literature) an ``Analyzer`` to reuse its caches. ``odds``:
    exact chances; ``explain``, ``engine="cpsat"``: Literature's. ``progress(done, total)`` is
    told after each view.
    """
    family, log = family_and_log(game)
    request = requests.Analyze(
        perspective,
        at,
        odds,
        explain,
        brief,
        str(engine),
        time_limit,
        progress or _nothing,
        file,
    )
    return family.analyze(log, request)


def explain(
    game: Any,
    fact: str,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
    time_limit: float = DEFAULT_TIME_LIMIT,
) -> Any:
    """`fishsolve explain`: the minimal lines of the log that force ``fact`` (``"6D"``,
    ``"low diamonds"``; ``"Bo holds no 2s"`` for the Go Fish family)."""
    family, log = family_and_log(game)
    return family.explain(log, requests.Explain(fact, perspective, at, time_limit, file))


def risk(
    game: Any,
    half_suit: str,
    owners: str | None = None,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
) -> Any:
    """`fishsolve risk`: the exact chances that a claim of ``half_suit`` is right, wrong or
    annulled (Literature's: the Go Fish family has no claims)."""
    family, log = family_and_log(game)
    return family.risk(log, requests.Risk(half_suit, owners, perspective, at, file))


def review(
    log: Any,
    file: str | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    precision: int = 0,
) -> Any:
    """`fishsolve review`: every seat's view of every event of a game, counted in ``jobs``
    processes (0: as many as the work is worth, up to the CPUs); ``precision`` (Go Fish): the
    samples of an estimate of each ask past the counting budget (0: no estimates)."""
    family, game = family_and_log(log)
    return family.review(game, requests.Review(jobs, progress or _nothing, file, precision))


def simulate(
    seed: int = 1,
    players: int | None = None,
    rules: str | None = None,
    deck: str | None = None,
    bots: str = "random",
    hand_counts: float = 0.0,
    designate: bool = False,
    game: str = "literature",
) -> Any:
    """One game between bots, as `fishsolve simulate` plays it (same seed, same log): a
    full-deal log of ``game`` (``literature``, ``go-fish``, ``authors``, ``simplified-fish``)."""
    family = family_of_game(game)
    request = requests.Deal(game, players, rules, deck, bots, hand_counts, designate)
    return family.dealer(request).game(seed)
