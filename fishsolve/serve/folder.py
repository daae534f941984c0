"""The folder of games a server shows, and the one way a name in a URL becomes a file.

A game is named by its file name in the folder (``friday.fish``): no folder part, no ``..``, no
hidden name, the suffix ``.fish`` (the text notation: live writes no other); once resolved
(symbolic links followed) the file must still be in the folder. Anything else is refused before
any file is touched, so no URL reaches a file outside the folder.

>>> folder = Folder(Path("games"))
>>> folder.path("friday.fish")
PosixPath('games/friday.fish')
>>> folder.path("../etc/passwd.fish")
Traceback (most recent call last):
    ...
fishsolve.serve.folder.NotAGameError: '../etc/passwd.fish': a game is a file name in the folder...
"""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from fishsolve.errors import FishsolveError, UsageError, quote
from fishsolve.serve.kept import Kept
from fishsolve.text.reading import log_bytes

SUFFIX = ".fish"
"""The suffix of a game's file: a log in the text notation."""

NEW = "new"
"""The version of a game whose file does not exist yet."""

KEPT_SUMMARIES = 4096
"""Summaries kept (one per game and version of its log): a season's folder of games listed
again is read from memory."""


class NotAGameError(UsageError):
    """A game name that is not a file of the folder (the page answers 404)."""


def version_of(text: bytes | None) -> str:
    """The version of a log's text: 16 hex digits of its SHA-256, :data:`NEW` for no file. Every
    write gives a new version (a line added or taken), whoever made it (another page, a
    ``fishsolve live`` in a terminal, an editor).

    >>> version_of(b"players: A B C D E F\\n"), version_of(None)
    ('d53b60c43c989a6d', 'new')
    """
    if text is None:
        return NEW
    return hashlib.sha256(text).hexdigest()[:16]


def read_bytes(path: Path) -> bytes | None:
    """The bytes of ``path``, None when there is no such file (nor anything else there).

    Raises:
        NotAGameError: what is there is no log to read (a FIFO or a folder named like a game,
            a file past :data:`~fishsolve.text.reading.MAX_LOG_BYTES`): it is never read, so a
            request cannot hang on it nor fill the memory.
    """
    try:
        return log_bytes(path)
    except FileNotFoundError:
        return None
    except UsageError as err:
        why = err.message.removeprefix(f"{path}: ")
        raise NotAGameError(f"{quote(path.name, 80)}: {why}") from None


class Folder:
    """The games of one folder (all of its ``*.fish``), or of one game in it (``only``)."""

    def __init__(self, root: Path, only: str | None = None) -> None:
        self.root = root
        """The folder as given: a game's path is ``root / name`` (as messages show it)."""
        self.real = root.resolve()
        self.only = only
        """The one game this server shows (``fishsolve serve GAME``), or None for all."""
        self._summaries: Kept[tuple[str, str], Summary] = Kept(KEPT_SUMMARIES)
        self._lock = threading.Lock()

    def path(self, name: str) -> Path:
        """The file of the game ``name``.

        Raises:
            NotAGameError: a name with a folder part, ``..``, a hidden or empty name, another
                suffix, a file outside the folder once links are followed, or (one game served)
                another game.
        """
        why = _refused(name)
        if why is not None:
            raise NotAGameError(f"{quote(name, 80)}: {why}")
        if self.only is not None and name != self.only:
            raise NotAGameError(f"{quote(name, 80)}: this server shows only {self.only}")
        path = self.root / name
        if path.resolve().parent != self.real:
            raise NotAGameError(f"{quote(name, 80)}: its file is outside the folder (a link)")
        return path

    def names(self) -> list[str]:
        """The games of the folder, by name (the one game, when only one is served)."""
        if self.only is not None:
            return [self.only]
        found = []
        try:
            entries = sorted(os.listdir(self.root))
        except OSError:
            return []
        for name in entries:
            if _refused(name) is not None:
                continue
            path = self.root / name
            if path.is_file() and path.resolve().parent == self.real:
                found.append(name)
        return found

    def summary(self, name: str) -> Summary:
        """What the list of games says of ``name`` (checked once per version)."""
        path = self.path(name)
        try:
            data = read_bytes(path)
        except NotAGameError as err:  # listed, but no log to read (past 8 MiB, say): it says so
            return Summary("", error=err.message)
        key = (name, version_of(data))
        with self._lock:
            known = self._summaries.get(key)
        if known is None:
            known = summarize(path, data)
            if data is not None:  # a name without a file costs nothing to say so again
                with self._lock:
                    self._summaries.put(key, known)
        return known


def _refused(name: str) -> str | None:
    """Why ``name`` is not a game's file name in the folder (None: it is one)."""
    if "/" in name or "\\" in name or os.sep in name or (os.altsep and os.altsep in name):
        return "a game is a file name in the folder (no '/')"
    if "\0" in name or any(ord(c) < 32 for c in name):
        return "a game's name holds no control characters"
    if name.startswith("."):
        return "a game's name does not start with '.'"
    if not name.endswith(SUFFIX) or name == SUFFIX:
        return f"a game's file ends in {SUFFIX} (the text notation)"
    return None


@dataclass(frozen=True)
class Summary:
    """One game as the list shows it: from ``check``'s document of the log."""

    version: str
    game: str = ""
    """The game (``literature``, ``go-fish``, ...), empty for a file not read."""
    events: int = 0
    over: bool = False
    error: str = ""
    """Why the log cannot be followed (``check`` refuses it, not UTF-8, ...), or empty."""
    players: tuple[str, ...] = ()
    teams: tuple[str, ...] = ()
    """The teams, for a game of teams (Literature)."""


def summarize(path: Path, data: bytes | None) -> Summary:
    """The list's line of the game at ``path`` whose bytes are ``data``: its family's ``check``
    (the same document ``fishsolve check --json`` prints)."""
    from fishsolve.families import family_of
    from fishsolve.text.reading import LogInput

    version = version_of(data)
    if data is None:
        return Summary(version, error="no such file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        return Summary(version, error=f"not UTF-8 text (byte {err.start})")
    log = LogInput(str(path), text.removeprefix("\ufeff"))
    try:
        family = family_of(log)
        found = family.check(log).to_dict()
    except FishsolveError as err:
        return Summary(version, error=str(err))
    problems = found.get("problems") or []
    error = problems[0].get("message", "") if problems and not found.get("ok") else ""
    game = str(found.get("game") or family.key)
    # Literature's document gives each player with their seat and team, the Go Fish family's
    # their names.
    seated = [p if isinstance(p, dict) else {"name": p} for p in found.get("players") or []]
    players = tuple(str(p["name"]) for p in seated)
    teams = tuple(dict.fromkeys(str(p["team"]) for p in seated if p.get("team")))
    events, over = int(found.get("events", 0)), bool(found.get("over"))
    return Summary(version, game, events, over, error, players, teams)
