"""Shell completion of the values a log decides: the views ``--as`` takes and the half-suits
``risk`` prices. The log is the command's ``GAME`` argument, already on the command line; its
family says the words (:meth:`~fishsolve.family.base.GameFamily.viewers`,
:meth:`~fishsolve.family.base.GameFamily.claim_names`).

A completion runs inside the user's shell at each Tab: it never prints an error there. A log
that cannot be read (not written yet, or not a log) completes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import typer

from fishsolve.errors import FishsolveError


def _words(ctx: typer.Context, pick: Callable[..., tuple[str, ...]]) -> tuple[str, ...]:
    game = ctx.params.get("game")
    if game is None and ctx.args:
        # ``--as <Tab>``: the option waits for its value, so the parser left the log unread.
        game = ctx.args[0]
    if not isinstance(game, str | Path) or str(game) == "-":
        return ()  # standard input cannot be read twice
    from fishsolve.families import family_of
    from fishsolve.text.reading import LogInput

    try:
        log = LogInput.read(Path(game))
        return pick(family_of(log), log)
    except (FishsolveError, OSError, ValueError):
        return ()


def _matching(words: tuple[str, ...], incomplete: str) -> list[str]:
    # Case as typed: typer keeps only the words that start with it exactly.
    return [w for w in words if w.startswith(incomplete)]


def viewers(ctx: typer.Context, incomplete: str) -> list[str]:
    """The views the log allows that start with what is typed (``--as A`` → ``Asha``)."""
    return _matching(_words(ctx, lambda family, log: family.viewers(log)), incomplete)


def claim_names(ctx: typer.Context, incomplete: str) -> list[str]:
    """The half-suits of the log's deck that start with what is typed (``low d`` → ``low
    diamonds``)."""
    return _matching(_words(ctx, lambda family, log: family.claim_names(log)), incomplete)
