"""One game as the pages see it: its live sessions, a version per write, and each page's view.

Every page that shows a game holds the version of the log it last saw (:func:`version_of`: a hash
of the file's bytes). A line is taken only from a page that saw the log as it is on disk: a page
whose version is stale — another page, a terminal's ``fishsolve live`` or an editor changed the
log since — has its line refused with what changed, never merged into a log it has not seen.
The check and the write are the live session's own (:meth:`LiveSession.feed`: checked, then
written atomically under the log's advisory lock), made one at a time per game (:attr:`Game.lock`),
so two pages racing on one log never lose a line answered as added: one of them is refused.

A page's view (:class:`View`) is the perspective ``fishsolve live --as`` takes: the log's own (no
seat named), ``public``, a team, a seat. The game keeps one session per view; a session whose
file is no longer what is on disk (another view wrote) is opened again from the file. A seat's
hand typed on the page is kept off the log (:mod:`fishsolve.serve.private`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from fishsolve.errors import FishsolveError, OptionError, UsageError
from fishsolve.live.session import LiveSession, NewLog, Step
from fishsolve.serve.folder import read_bytes, version_of
from fishsolve.serve.kept import Kept
from fishsolve.serve.private import PrivateCopy, log_lines

KEPT_TEXTS = 64
"""Texts of earlier versions kept per game, to say what changed since a page's version."""
KEPT_COPIES = 6
"""Private copies kept per game (the views with a hand typed on a page)."""
KEPT_SESSIONS = 12
"""Sessions kept per game, one per view a page asked for (a seat is typed in the page's URL:
eight seats, the table and the full record fit, a page's made-up seat does not stay)."""


@dataclass(frozen=True)
class View:
    """Whose view a page takes: ``seat`` as ``--as`` names it (None: the log's own), and a hand
    typed on the page for that seat (kept off the log)."""

    seat: str | None = None
    hand: str = ""

    @property
    def private(self) -> bool:
        """Whether the view adds a hand the page typed."""
        return bool(self.seat) and bool(self.hand.strip())

    @property
    def writer(self) -> str | None:
        """The perspective of the session that writes the page's lines (a private view's lines
        are checked and written by the log's own view, then followed in the copy)."""
        return None if self.private else self.seat


@dataclass(frozen=True)
class Answer:
    """What a page is told: after a typed line, or when it asks for the game as it is."""

    version: str
    """The log's version now."""
    text: str | None
    """The log's text now (None: no file yet)."""
    step: Step | None = None
    """What the typed line did (None when the page only asked for the game)."""
    report: Any = None
    """The quick answer of the position now, in the page's view (None: none to give)."""
    problem: FishsolveError | None = None
    """Why the view has no report (a seat whose hand the log lacks, a log check refuses)."""
    news: str = ""
    """What changed since the version the page had, when someone else changed it."""
    pending: list[str] = field(default_factory=list)
    """Header lines kept until the ``players:`` line makes a log."""
    shown: Any = None
    """A report asked for by a typed command (``grid``, ``risk ...``)."""
    kept: bool = False
    """The position is as the page last had it: it keeps the view it shows."""


class Game:
    """The sessions of the log at ``path``; private copies go in ``private`` (a folder of the
    server's own)."""

    def __init__(self, path: Path, private: Path, lock: threading.RLock | None = None) -> None:
        self.path = path
        self.name = str(path)
        self.private = private
        self.lock = lock if lock is not None else threading.RLock()
        """Held while a line is checked and written, or a view brought up to date (shared by
        every :class:`Game` of the same file alive at once)."""
        self.sessions: Kept[str | None, LiveSession] = Kept(KEPT_SESSIONS)
        self.copies: Kept[tuple[str, str], PrivateCopy] = Kept(KEPT_COPIES)
        self.texts: Kept[str, str | None] = Kept(KEPT_TEXTS)

    # -- the file -------------------------------------------------------------------------

    def disk(self) -> tuple[str, str | None]:
        """The log's version and text on disk now (text None: no file; a file that is not UTF-8
        is given with its bytes escaped, and its session says why it cannot be followed)."""
        data = read_bytes(self.path)
        text = None if data is None else data.decode("utf-8", "surrogateescape")
        version = version_of(data)
        self.texts.put(version, text)
        return version, text

    def version(self) -> str:
        """The log's version on disk now."""
        return version_of(read_bytes(self.path))

    # -- what a page asks ---------------------------------------------------------------------

    def answer(self, typed: str, seen: str, view: View) -> Answer:
        """Take the line ``typed`` on a page that saw version ``seen``, in ``view``: a line of the
        log (an event, a comment, a header, ``undo``, ``redo``) or a command (``grid``, ``risk
        HALF-SUIT [: OWNERS]``)."""
        with self.lock:
            version, text = self.disk()
            word = typed.strip()
            command = word.split(" ", 1)[0].lower()
            if command in ("grid", "risk") and (command == "risk" or word.lower() == "grid"):
                # A question about the position, not a line of the log: answered at any version.
                found = self._command(command, word[len(command) :].strip(), view, version, text)
                return replace(found, news=self.news(seen, version, text))
            if seen != version:
                news = self.news(seen, version, text)
                err = UsageError(
                    f"the game changed since this page last had it ({news}); the line is still "
                    "in the input: check it against the game now and send it again"
                )
                state = self._state(view, text)
                number = len(log_lines(text)) + 1
                step = Step("refused", self.name, number, typed, error=err)
                return replace(state, version=version, step=step, news=news)
            try:
                writer = self._session(view.writer, text)
            except FishsolveError as err:
                worded = _worded(err)
                step = Step("refused", self.name, None, typed, error=worded)
                return Answer(version, text, step=step, problem=worded)
            step = writer.feed(typed)
            version, text = self.disk()
            if step.kind in ("comment", "header", "blank", "refused"):
                # The position is as it was: the page keeps the view it shows (a header's new
                # position is analysed with the first event, as `fishsolve live` does).
                pending = list(writer.pending) if isinstance(writer, NewLog) else []
                return Answer(version, text, step=step, pending=pending, kept=True)
            state = self._state(view, text, writer if not view.private else None)
            if view.private and state.step is not None and step.ok:
                # What the line changed in the seat's view, at the log's own line number.
                mine = state.step
                if mine.ok:
                    step = replace(step, report=mine.report, changes=mine.changes)
            elif step.report is not None and not view.private:
                state = replace(state, report=step.report)
            return replace(state, version=version, step=step)

    def state(self, view: View, seen: str | None = None) -> Answer:
        """The game now in ``view`` (what changed since ``seen``, when the page had a version)."""
        with self.lock:
            version, text = self.disk()
            state = self._state(view, text)
            news = self.news(seen, version, text) if seen and seen != version else ""
            return replace(state, version=version, news=news, step=None)

    def help_text(self, view: View) -> str:
        """What the input line takes, in a few words (the session's own)."""
        with self.lock:
            try:
                session = self._session(view.writer, self.disk()[1])
            except FishsolveError:
                return LiveSession.help
            return (_inner(session) or session).help

    def suggest(self, text: str, view: View) -> str | None:
        """``text`` with its last word completed in ``view`` (the session's own completion)."""
        with self.lock:
            try:
                session = self._viewer(view, self.disk()[1])
            except FishsolveError:
                return None
            return None if session is None else session.suggest(text)

    # -- inside -----------------------------------------------------------------------------

    def _command(
        self, command: str, rest: str, view: View, version: str, text: str | None
    ) -> Answer:
        try:
            session = self._viewer(view, text)
            if session is None:
                raise UsageError("no log yet: type its players: line first")
            shown = session.grid() if command == "grid" else session.risk(rest)
            if view.private:
                shown = self._copy(view).in_log(shown)
        except FishsolveError as err:
            step = Step("refused", self.name, None, f"{command} {rest}".strip(), error=err)
            return replace(self._state(view, text), version=version, step=step)
        return replace(self._state(view, text), version=version, shown=shown)

    def _state(self, view: View, text: str | None, writer: LiveSession | None = None) -> Answer:
        """The position now in ``view``; for a private view, ``step`` is what the copy's last
        line fed did."""
        version = version_of(None if text is None else text.encode("utf-8", "surrogateescape"))
        try:
            session = writer or self._session(view.writer, text)
        except FishsolveError as err:
            return Answer(version, text, problem=_worded(err))
        pending = list(session.pending) if isinstance(session, NewLog) else []
        if pending and session.events == 0 and _inner(session) is None:
            return Answer(version, text, pending=pending)
        if not view.private:
            opening = session.opening()
            return Answer(version, text, report=opening.report, problem=_worded(opening.error))
        copy = self._copy(view)
        step = copy.follow(text)
        opening = copy.opening()
        problem = opening.error or (step.error if step is not None else None)
        return Answer(version, text, step, opening.report, problem=_worded(problem))

    def _viewer(self, view: View, text: str | None) -> LiveSession | None:
        """The session whose view the page takes, up to date with ``text``."""
        if not view.private:
            return self._session(view.seat, text)
        copy = self._copy(view)
        copy.follow(text)
        return copy.session

    def _session(self, seat: str | None, text: str | None) -> LiveSession:
        """The session of ``seat``'s view whose file is ``text`` (opened again when the file
        changed since it last wrote it)."""
        from fishsolve.families import open_live

        known = self.sessions.get(seat)
        if known is not None and _written(known) == text:
            return known
        session = open_live(self.path, seat)
        self.sessions.put(seat, session)
        return session

    def _copy(self, view: View) -> PrivateCopy:
        assert view.seat is not None
        key = (view.seat, " ".join(view.hand.split()))
        copy = self.copies.get(key)
        if copy is None:
            copy = PrivateCopy(self.private, *key, name=self.name)
            self.copies.put(key, copy)
        return copy

    def news(self, seen: str | None, version: str, text: str | None) -> str:
        """What changed between the page's version ``seen`` and the log now, in a few words."""
        if seen == version:
            return ""
        old = self.texts.get(seen or "") if seen in self.texts else None
        if old is None:
            return "the log changed on disk"
        before, after = log_lines(old), log_lines(text)
        if after[: len(before)] == before:
            return _lines_said("added", after, len(before), len(after))
        if before[: len(after)] == after:
            return _lines_said("taken back", before, len(after), len(before))
        return "the log changed on disk"


def _lines_said(what: str, lines: list[str], start: int, end: int) -> str:
    shown = [(n + 1, lines[n]) for n in range(start, end) if lines[n].strip()]
    if not shown:
        return f"blank lines {what}"
    said = "; ".join(f"line {n}: {line.strip()}" for n, line in shown[:3])
    more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
    return f"{what}: {said}{more}"


def _inner(session: LiveSession) -> LiveSession | None:
    """The session of the log itself (a new log's, once its headers made one)."""
    if isinstance(session, NewLog):
        return session.session
    return session


def _written(session: LiveSession) -> str | None:
    """The text the session last saw on disk (None: it has written no file yet)."""
    inner = _inner(session)
    return None if inner is None else inner.file.text


def _worded(err: FishsolveError | None) -> FishsolveError | None:
    """An error as the page words it: a choice named as the page names it (``view Zed: ...``)."""
    if isinstance(err, OptionError):
        return UsageError(err.worded({"perspective": "view", "position": "position"}))
    return err
