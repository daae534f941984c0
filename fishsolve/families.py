"""The registry of game families: which family a log is of, and which family a game is of.

The one place that tells the families apart. A command reads its log once
(:class:`~fishsolve.text.reading.LogInput`), asks :func:`family_of` which family it is of, and
calls that family (:class:`~fishsolve.family.base.GameFamily`); ``--game`` is looked up with
:func:`family_of_game`. The built-in families load on first use, the Go Fish family first (its
logs name their game in a ``game:`` header) and Literature last, which reads every other log.
:func:`register` puts another family ahead of them (a plugin's, a test's).

>>> family_of_game("authors").name
'the Go Fish family'
>>> [family.key for family in families()]
['gofish', 'literature']
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from fishsolve.errors import OptionError, UsageError
from fishsolve.family.base import GameFamily
from fishsolve.text.reading import LogInput

if TYPE_CHECKING:
    from fishsolve.live.session import LiveSession

_registered: list[GameFamily] = []
_builtin: list[GameFamily] = []


def families() -> tuple[GameFamily, ...]:
    """Every family, in the order a log is offered to them."""
    if not _builtin:
        from fishsolve.gofish.family import GoFishFamily
        from fishsolve.literature.family import LiteratureFamily

        _builtin.extend([GoFishFamily(), LiteratureFamily()])
    return (*_registered, *_builtin)


def register(family: GameFamily) -> None:
    """Offer logs and ``--game`` names to ``family`` before every family registered so far."""
    _registered.insert(0, family)


def unregister(family: GameFamily) -> None:
    """Take back :func:`register`."""
    _registered.remove(family)


def family_of(log: LogInput) -> GameFamily:
    """The family whose log ``log`` is (the first that recognises it)."""
    for family in families():
        if family.recognises(log):
            return family
    raise AssertionError("Literature reads every log no other family recognises")


def game_names() -> tuple[str, ...]:
    """Every game ``--game`` takes, family by family (Literature's first)."""
    ordered = sorted(families(), key=lambda family: family.key != "literature")
    return tuple(game for family in ordered for game in family.games)


def family_of_game(game: str) -> GameFamily:
    """The family of the game ``--game`` names (in any case).

    Raises:
        OptionError: no family has a game of that name.
    """
    wanted = game.strip().lower()
    for family in families():
        if wanted in family.games:
            return family
    known = ", ".join(game_names())
    raise OptionError.bad("game", game, f"expected one of {known}")


def import_sources() -> tuple[str, ...]:
    """Every program ``fishsolve import`` reads, family by family."""
    return tuple(source for family in families() for source in family.import_sources)


def family_of_source(source: str) -> GameFamily:
    """The family that imports records of ``source`` (in any case).

    >>> family_of_source("OpenSpiel").key
    'gofish'

    Raises:
        OptionError: no family imports from it.
    """
    wanted = source.strip().lower()
    for family in families():
        if wanted in family.import_sources:
            return family
    known = ", ".join(import_sources())
    raise OptionError.bad("source", source, f"expected one of {known}")


def by_key(key: str) -> GameFamily:
    """The family whose :attr:`~fishsolve.family.base.GameFamily.key` is ``key``."""
    for family in families():
        if family.key == key:
            return family
    raise KeyError(key)


def open_live(path: str | Path, perspective: str | None = None) -> LiveSession:
    """The live session of the log at ``path``: its family's, or, when there is no file yet, a
    :class:`~fishsolve.live.session.NewLog` whose typed headers name the family.

    Raises:
        FishsolveError: the sessions' own errors (a log ``check`` refuses, a JSON log, ...).
    """
    from fishsolve.live.logtext import LogText
    from fishsolve.live.session import NewLog

    p = Path(path)
    if not p.exists() and not p.is_symlink():
        if p.suffix.lower() == ".json":
            raise UsageError(
                f"{p}: no such file; live writes the text notation: name a new log .fish"
            )

        def start(text: str) -> LiveSession | None:
            return family_of(LogInput(str(p), text)).start_live(p, text, perspective)

        return NewLog(p, perspective, start)
    text = LogText.read(p.resolve()).parsed
    return family_of(LogInput(str(p), text)).live(p, perspective)
