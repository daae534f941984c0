"""What a command asks of a game family, option by option: one value per command.

The same option means the same thing for every family (``perspective`` is ``--as``, ``at`` is
``--at``, ``jobs`` 0 is "as many processes as the work is worth, up to the CPUs"). A family that
has no use for an option given a value other than its default refuses it with
:class:`~fishsolve.errors.Unsupported` (see :meth:`Request.refuse`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from fishsolve.errors import Unsupported

Progress = Callable[..., None]
"""Called as work advances (a reporter's ``update`` or ``advance``)."""


def _nothing(*args: object, **kwargs: object) -> None:
    return None


@dataclass(frozen=True)
class Request:
    """The options of one command; each field's name is the option's (``time_limit`` is
    ``--time-limit``)."""

    def refuse(self, command: str, family: str, *names: str, why: str = "") -> None:
        """Raise :class:`Unsupported` for the first of ``names`` given a value other than its
        default (named as the command line names it: ``analyze --engine``)."""
        defaults = {f.name: f.default for f in fields(self)}
        for name in names:
            if getattr(self, name) != defaults[name]:
                flag = "--" + name.rstrip("_").replace("_", "-")
                raise Unsupported(command, family, why, option=flag)


@dataclass(frozen=True)
class Analyze(Request):
    """``fishsolve analyze``."""

    perspective: str | None = None
    at: int | None = None
    odds: bool = False
    explain: bool = False
    brief: bool = False
    engine: str = "count"
    time_limit: float = 20.0
    progress: Progress = _nothing
    file: str | None = None
    """The name the report gives the log (default: its own)."""
    precision: int = 0
    """Samples of an estimate where exact counting is out of reach (0: the family's default)."""


@dataclass(frozen=True)
class Explain(Request):
    """``fishsolve explain``: why ``fact`` holds."""

    fact: str
    perspective: str | None = None
    at: int | None = None
    time_limit: float = 20.0
    file: str | None = None
    """The name the report gives the log (default: its own)."""


@dataclass(frozen=True)
class Risk(Request):
    """``fishsolve risk``: the chances of a claim of ``half_suit``."""

    half_suit: Any
    """The half-suit, as the command line writes it (``"low diamonds"``), or the family's value."""
    owners: Any = None
    """The owners to declare, as a claim writes them (``"Asha 2D 3D, Cara 6D"``), or the family's
    value (Literature: a mapping of cards to players); None: the most likely."""
    perspective: str | None = None
    at: int | None = None
    file: str | None = None
    """The name the report gives the log (default: its own)."""


@dataclass(frozen=True)
class Review(Request):
    """``fishsolve review`` of one game."""

    jobs: int = 0
    """Worker processes; 0: as many as the work is worth, up to the CPUs."""
    progress: Progress = _nothing
    file: str | None = None
    """The name the report gives the log (default: its own)."""
    precision: int = 0
    """Samples of an estimate at each position the exact count does not reach (0: no
    estimates)."""


@dataclass(frozen=True)
class Deal(Request):
    """``fishsolve simulate``: how to play games from seeds."""

    game: str
    players: int | None = None
    rules: str | None = None
    deck: str | None = None
    bots: str = "random"
    hand_counts: float = 0.0
    designate: bool = False
    refill: int | None = None
    """Cards drawn when a hand empties (the Go Fish family's ``refill:``); None: the game's own."""


@dataclass(frozen=True)
class Tournament(Request):
    """``fishsolve tournament``: two bots over ``games`` games."""

    game: str
    bots: str = "tracker,random"
    games: int = 100
    seed: int = 1
    players: int | None = None
    rules: str | None = None
    deck: str | None = None
    jobs: int = 1
    cluster: str | None = None
    progress: Progress = _nothing


@dataclass(frozen=True)
class MakePuzzles(Request):
    """``fishsolve puzzle make``."""

    game: str
    out: Path
    count: int = 1
    seed: int = 1
    difficulty: str = "medium"
    players: int | None = None
    kind: str = "holder"
    force: bool = False
    jobs: int = 1
    cluster: str | None = None
    progress: Progress = _nothing
    max_moves: int | None = None
    """The most moves a puzzle may show (None: no limit but the family's own)."""
    source: Any = None
    """``--from``: the game (as a command read it, or the family's log) whose critical moments
    become the puzzles; None: puzzles cut from simulated games."""
    player: str | None = None
    """``--player``: with ``source``, only this player's moments (None: everyone's)."""

    FROM_GAME = ("count", "seed", "difficulty", "players", "kind", "max_moves")
    """The options a puzzle made ``--from`` a game has no use for: the game decides them."""


@dataclass(frozen=True)
class Match(Request):
    """``fishsolve match``: a match scored from its games' logs."""

    to: int = 5
    sides: str | None = None
    """Each side's players, as ``--sides`` writes them, or None: the first game's teams."""
    progress: Progress = _nothing
    """Told ``(done, total)`` games as each is read and replayed."""


@dataclass(frozen=True)
class ImportRecord(Request):
    """``fishsolve import``: a game recorded by another program, as a fishsolve log."""

    source: str
    """The program that recorded it (``openspiel``, ``canadian-fish``): the family that reads it."""
    perspective: str | None = None
    """Whose log to write (``--as``): a seat, ``public``, or None: all the record holds."""
    to: str = "text"
    """The log's form: ``text`` or ``json``."""
