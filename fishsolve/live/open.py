"""Opening a live session for the game a log holds: Literature or the Go Fish family."""

from __future__ import annotations

from pathlib import Path

from fishsolve.gofish.live.session import FishLiveSession
from fishsolve.gofish.notation.load import names_fish_game
from fishsolve.literature.live.session import LiveSession
from fishsolve.live.logtext import LogText


def open_session(path: Path | str, perspective: str | None = None) -> LiveSession | FishLiveSession:
    """The live session of the log at ``path``: a Go Fish family log (by its ``game:`` header)
    gets :class:`FishLiveSession`, anything else (a new log too) :class:`LiveSession`.

    Raises:
        FishsolveError: the sessions' own errors (a log ``check`` refuses, a JSON log, ...).
    """
    p = Path(path)
    if p.is_file():
        text = LogText.read(p.resolve()).parsed
        if names_fish_game(p, text):
            return FishLiveSession(p, perspective)
    return LiveSession(p, perspective)
