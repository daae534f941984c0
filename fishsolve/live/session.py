"""A live session, whatever the game: a log on disk that grows one typed line at a time.

Each family's session (:class:`LiveSession`) reads a typed line with its log, replays it under
its rules, checks that some deal still fits, analyses the new position, and only then writes the
line (:mod:`fishsolve.live.logtext`): the file on disk is always a log ``fishsolve check``
accepts. What every session does alike is written here once — :meth:`LiveSession.feed` (one line
at a time, blank lines, ``undo``, comments, a refused line changing nothing) and :class:`NewLog`,
the session of a log not written yet, whose first typed lines are its headers and which becomes
the session of whichever family the headers name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

from fishsolve.errors import FishsolveError, Location, NotationError, Problem, UsageError, clip
from fishsolve.live.logtext import LogText
from fishsolve.text.lines import LINE_END_RE

MOST_LINE_BYTES = 1 << 16
"""The longest line a session takes, in UTF-8 (64 KB; a log's lines are a few dozen characters):
a longer one, a paste gone wrong, is refused. `fishsolve live` reads no more of a line than
this (the rest is read and dropped a piece at a time), `fishsolve serve` no more of a request's
body, so that neither holds a runaway line whole."""

UNDO = "undo"
"""The word that removes the last event."""
REDO = "redo"
"""The word that puts back the last event ``undo`` removed."""


@dataclass(frozen=True)
class Step:
    """What one typed line did.

    ``kind`` is ``open`` (the position the session started from), ``event``, ``comment``,
    ``header`` (before the first event), ``undo``, ``redo`` (an event put back, as ``event``),
    ``blank`` (nothing done) or ``refused`` (the line was not added; ``error`` says why).
    """

    kind: str
    file: str
    line: int | None
    """The file line the typed line became (or would have become, when refused); None for a
    line kept until the log can be written (a comment or header before ``players:``)."""
    text: str
    report: Any = None
    """The report of the position after the step (events and undo): the family's quick answer
    (Literature's `analyze --brief`; the Go Fish family's `analyze` with the asks priced)."""
    changes: Any = None
    """What the event changed in the view (events only), as the family says it."""
    error: FishsolveError | None = None

    @property
    def ok(self) -> bool:
        """False when the line was refused."""
        return self.error is None

    def to_dict(self) -> dict[str, Any]:
        """One JSON document: the step, then the report's fields."""
        out: dict[str, Any] = {
            "kind": self.kind,
            "ok": self.ok,
            "file": self.file,
            "line": self.line,
            "text": self.text,
        }
        if self.error is not None:
            out["error"] = asdict(Problem.from_error(self.error))
        if self.changes is not None:
            out["changes"] = self.changes.to_dict()
        if self.report is not None:
            report = self.report.to_dict()
            report.pop("file", None)
            report.pop("line", None)
            out["analysis"] = report
        return out


class LiveSession:
    """A log being played: feed it typed lines with :meth:`feed`.

    A family's session overrides :meth:`_line` (a header or an event), :meth:`undo`,
    :meth:`opening`, :meth:`suggest` and :meth:`grid`, and :meth:`risk` if its game has claims.
    """

    help: ClassVar[str] = "an event, # comment, undo, redo, grid, quit"
    """What the input line takes, in a few words (the screen shows it while the line is empty)."""

    def __init__(self, path: Path | str, perspective: str | None) -> None:
        self.path = Path(path)
        self.name = str(path)
        self.perspective = perspective
        self.file = LogText(self.path, "")
        self.undone: list[str] = []
        """The text each ``undo`` of this session cut (an event's line and the comments after
        it), the last one last: what ``redo`` puts back. Any line added empties it."""

    @property
    def events(self) -> int:
        """How many events the log has."""
        raise NotImplementedError

    def opening(self) -> Step:
        """The position the session starts from."""
        raise NotImplementedError

    def feed(self, typed: str) -> Step:
        """Take one typed line: an event, a comment, ``undo``, ``redo``, or (before any event) a
        header.

        A line that cannot be added comes back as a ``refused`` step with its error; the file
        and the session are then as they were. A line comes back as added once it is on disk.
        ``undo`` takes back the last event the log holds (a refused line never reached it), and
        ``redo`` puts back what the last ``undo`` took, until a line is added.
        """
        raw = typed.removesuffix("\n").removesuffix("\r")
        number = self.file.next_line
        if len(raw.encode("utf-8", "surrogatepass")) > MOST_LINE_BYTES:
            err = UsageError(f"refused: a line is at most {MOST_LINE_BYTES // 1024} KB")
            return Step("refused", self.name, number, clip(printable(raw), 80), error=err)
        bad = not_utf8(raw, Location(number, 1, raw, self.name))
        if bad is not None:
            return Step("refused", self.name, number, printable(raw), error=bad)
        if LINE_END_RE.search(raw):
            err = UsageError("one line at a time: the text holds a line break")
            return Step("refused", self.name, number, raw, error=err)
        word = raw.strip()
        if not word:
            return Step("blank", self.name, None, raw)
        try:
            # Checked and written under the log's lock, the file being what this session last
            # wrote: a second session on the same log never loses a line this one added.
            with self.file.held():
                if word.lower() == UNDO:
                    return self._undo()
                if word.lower() == REDO:
                    return self._redo(number)
                if word.startswith("#"):
                    step = self._comment(raw, number)
                else:
                    step = self._line(raw, number)
        except FishsolveError as err:
            return Step("refused", self.name, number, raw, error=err)
        self.undone.clear()  # a line added: what was undone is no longer next
        return step

    def _undo(self) -> Step:
        before = self.file.text
        step = self.undo()
        after = self.file.text
        if before.startswith(after):
            self.undone.append(before[len(after) :])
        return step

    def _redo(self, number: int) -> Step:
        """Put back the event the last ``undo`` took (checked again as typed), then the comment
        lines it took with it."""
        if not self.undone:
            raise UsageError("nothing to redo: no undo since the last line added")
        cut = self.undone[-1]
        end = LINE_END_RE.search(cut)
        line, rest = (cut[: end.start()], cut[end.end() :]) if end else (cut, "")
        step = self._line(line, number)
        if rest:
            self.file.replace(self.file.text + rest)
        self.undone.pop()
        return replace(step, kind="redo")

    def _comment(self, raw: str, number: int) -> Step:
        """A comment line: added to the file as it is."""
        self.file.replace(self.file.plus(raw))
        return Step("comment", self.name, number, raw)

    def _line(self, raw: str, number: int) -> Step:
        """A header (before the first event) or an event line, checked and written."""
        raise NotImplementedError

    def undo(self) -> Step:
        """Cut the log back before its last event's line (and the comments after it)."""
        raise NotImplementedError

    def suggest(self, text: str) -> str | None:
        """``text`` with its last word completed, or None."""
        raise NotImplementedError

    def grid(self) -> Any:
        """The whole analysis of the current position (its report)."""
        raise NotImplementedError

    def risk(self, text: str) -> Any:
        """The odds of a claim written ``HALF-SUIT [: OWNERS]`` (games with claims only)."""
        raise UsageError("risk prices a claim; this game has none")


def printable(text: str) -> str:
    r"""``text`` with what UTF-8 cannot hold written out: a byte that was not UTF-8 (read with
    ``surrogateescape``) as ``\xNN``, any other lone surrogate as ``\uNNNN``.

    >>> printable("# caf\udce9"), printable("\ud800!")
    ('# caf\\xe9', '\\ud800!')
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join(_shown(c) for c in text)
    return text


def _shown(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    if 0xD800 <= code <= 0xDFFF:
        return f"\\u{code:04x}"
    return char


def not_utf8(raw: str, where: Location) -> NotationError | None:
    """The error of a typed line UTF-8 cannot hold (a byte of another encoding, a lone
    surrogate), located at its first such character in the line as :func:`printable` shows it;
    None for a line that can be written."""
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError as err:
        code = ord(raw[err.start])
        if 0xDC80 <= code <= 0xDCFF:
            what = f"byte 0x{code - 0xDC00:02X} is not UTF-8 (type the line in UTF-8)"
        else:
            what = f"U+{code:04X} is a lone surrogate, not a character UTF-8 can hold"
        column = len(printable(raw[: err.start])) + 1
        return NotationError(
            f"{what}; nothing written", Location(where.line, column, printable(raw), where.path)
        )
    return None


Start = Callable[[str], LiveSession | None]
"""Given the header lines typed so far (comments included), the session of the log they make
(its file written), None while they are a valid start that needs more lines; raises the
notation's error otherwise."""


class NewLog(LiveSession):
    """The session of a log not written yet: its first typed lines are its headers, kept until
    they make a log (``players:`` first for Literature; ``game:`` then ``players:`` for the Go
    Fish family); from then on every call goes to the session of that log."""

    help: ClassVar[str] = "the log's headers first (players:, game:, hand ...:), then events"

    def __init__(self, path: Path | str, perspective: str | None, start: Start) -> None:
        super().__init__(path, perspective)
        self.start = start
        self.pending: list[str] = []
        self.session: LiveSession | None = None

    @property
    def events(self) -> int:
        """How many events the log has."""
        return 0 if self.session is None else self.session.events

    def opening(self) -> Step:
        """Nothing yet: the log has no headers."""
        if self.session is not None:
            return self.session.opening()
        return Step("open", self.name, None, "")

    def feed(self, typed: str) -> Step:
        """A header (or comment) line until the log is written, then the log's own session's."""
        if self.session is not None:
            return self.session.feed(typed)
        return super().feed(typed)

    def _comment(self, raw: str, number: int) -> Step:
        self.pending.append(raw)  # written with the headers (a log needs players:)
        return Step("comment", self.name, None, raw)

    def _line(self, raw: str, number: int) -> Step:
        text = "".join(line + "\n" for line in (*self.pending, raw))
        session = self.start(text)
        if session is None:
            self.pending.append(raw)
            return Step("header", self.name, None, raw)
        self.session = session
        self.pending.clear()
        return Step("header", self.name, len(LINE_END_RE.findall(text)), raw)

    def undo(self) -> Step:
        """Undo in the log's session (nothing to undo before it exists)."""
        if self.session is None:
            raise UsageError("nothing to undo: the log has no event")
        return self.session.undo()

    def suggest(self, text: str) -> str | None:
        """The log's session's completion (none before the log exists)."""
        return None if self.session is None else self.session.suggest(text)

    def grid(self) -> Any:
        """The log's session's grid."""
        if self.session is None:
            raise UsageError("no log yet: type its players: line first")
        return self.session.grid()

    def risk(self, text: str) -> Any:
        """The log's session's risk."""
        if self.session is None:
            raise UsageError("no log yet: type its players: line first")
        return self.session.risk(text)
