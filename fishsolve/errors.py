"""The one exception family of fishsolve, and where in a log an error happened.

Hierarchy::

    FishsolveError            anything the user can fix; the CLI prints it as one red line
    ├── NotationError         the text (or JSON) does not follow the notation
    ├── RuleError             a well-formed action the rules in force do not allow
    ├── InconsistentLog       no deal of the cards fits what the log says
    └── UsageError            a bad option or argument (unknown viewer, event number out of range)
        ├── OptionError       a value given for a named choice: the message names the choice in
        │                     words (``perspective Zed: ...``); a front end may name it its own
        │                     way (the CLI says ``--as Zed: ...``)
        └── Unsupported       a command or option a game family does not have (``risk`` of a Go
                              Fish log: it has no claims); the CLI exits with code 2

Every error may carry a :class:`Location` (file, line, column and the text of that line) so that
messages read ``game.fish:7:14: Dev is on Asha's team; asks go to opponents`` and can show the
line with a caret under the column.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

QUOTE_LIMIT = 40
"""How much of a token a message quotes: a 1 MB token is cut, not echoed (issue 14, item 26)."""
ECHO_LIMIT = 200
"""How much of an option's value a message repeats (a path is rarely longer; a pasted list of
ten thousand names is)."""


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` itself, or its first ``limit`` characters and an ellipsis when it is longer.

    >>> clip("Asha"), clip("x" * 50, 4)
    ('Asha', 'xxxx…')
    """
    return text if len(text) <= limit else text[:limit] + "…"


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """A token as a message quotes it, ``repr``-style; a long one is cut and its length said.

    >>> quote("yse"), quote("x" * 1000, 4)
    ("'yse'", "'xxxx…' (1000 characters)")
    """
    if len(text) <= limit:
        return repr(text)
    cut = repr(text[:limit])
    return f"{cut[:-1]}…{cut[-1]} ({len(text)} characters)"


def echoed(value: object) -> str:
    """A value as a message repeats it, unquoted: itself, or cut with its length said.

    >>> echoed(7), echoed("P" * 300)[-20:]
    ('7', 'PP… (300 characters)')
    """
    text = str(value)
    if len(text) <= ECHO_LIMIT:
        return text
    return f"{clip(text, ECHO_LIMIT)} ({len(text)} characters)"


@dataclass(frozen=True, slots=True)
class Location:
    """A place in a source file: 1-based line and column, and the text of that line."""

    line: int
    column: int = 1
    text: str = ""
    path: str | None = None

    def __str__(self) -> str:
        where = f"{self.path}:" if self.path else ""
        return f"{where}{self.line}:{self.column}"

    def caret(self) -> str:
        """The source line and a caret under the column, as two lines.

        >>> print(Location(3, 5, "Ben asks Cara for 9C: no").caret())
        Ben asks Cara for 9C: no
            ^
        """
        if not self.text:
            return ""
        # Tabs would shift the caret; expand them the same way in both lines.
        prefix = self.text[: max(self.column - 1, 0)]
        pad = "".join("\t" if ch == "\t" else " " for ch in prefix)
        return f"{self.text}\n{pad}^"


class FishsolveError(Exception):
    """Base class of every error a user can cause and fix."""

    kind = "error"

    def __init__(self, message: str, location: Location | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.location = location

    def at(self, location: Location | None) -> FishsolveError:
        """The same error placed at ``location`` (keeps an existing location)."""
        if self.location is not None or location is None:
            return self
        return type(self)(self.message, location)

    def with_path(self, path: str | None) -> FishsolveError:
        """The same error with the file name filled in."""
        if self.location is None or self.location.path == path:
            return self
        return type(self)(self.message, replace(self.location, path=path))

    def __str__(self) -> str:
        if self.location is None:
            return self.message
        return f"{self.location}: {self.message}"

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready description of the error."""
        loc = self.location
        return {
            "kind": self.kind,
            "message": self.message,
            "file": loc.path if loc else None,
            "line": loc.line if loc else None,
            "column": loc.column if loc else None,
        }


class NotationError(FishsolveError):
    """The text does not follow the notation (bad token, unknown player, missing header)."""

    kind = "notation"


class RuleError(FishsolveError):
    """An action the rules in force forbid (asking a teammate, playing out of turn)."""

    kind = "rule"


class InconsistentLog(FishsolveError):  # noqa: N818 - the name the design fixes
    """No deal of the cards agrees with everything the log says."""

    kind = "inconsistent"


class UsageError(FishsolveError):
    """A command-line option or argument that does not fit the log."""

    kind = "usage"


class Unsupported(UsageError):  # noqa: N818 - reads as what it says: "unsupported"
    """A command, or an option of one, that the log's game family does not have.

    >>> str(Unsupported("risk", "the Go Fish family", "it has no claims"))
    'risk: not for the Go Fish family (it has no claims)'
    >>> Unsupported("simulate", "the Go Fish family", option="--deck").short
    '--deck: not for the Go Fish family'
    """

    kind = "unsupported"

    def __init__(self, command: str, family: str, why: str = "", option: str | None = None) -> None:
        self.command, self.family, self.why, self.option = command, family, why, option
        reason = f" ({why})" if why else ""
        self.short = f"{option + ': ' if option else ''}not for {family}{reason}"
        """The message without the command (a front end that names the command itself)."""
        super().__init__(f"{command}{' ' + option if option else ''}: not for {family}{reason}")

    def at(self, location: Location | None) -> FishsolveError:
        """Unsupported is about a command, not a place: it stays where it is."""
        return self

    def with_path(self, path: str | None) -> FishsolveError:
        """Unsupported is about a command, not a file: it stays as it is."""
        return self


@dataclass(frozen=True, slots=True)
class Opt:
    """Where an :class:`OptionError`'s message names a choice (``perspective``, ``position``).

    The library writes the choice's own name; a front end puts the name its users type.
    """

    name: str


class OptionError(UsageError):
    """A value given for a named choice that does not fit (an unknown viewer, an event too far).

    The message is made of text and :class:`Opt` parts. Read as is, each part says the choice's
    name (``position 99: the log has events 0 to 7``); :meth:`worded` names it as a front end
    does (the command line: ``--at 99: the log has events 0 to 7``).

    >>> err = OptionError.bad("position", 99, "the log has events 0 to 7")
    >>> str(err), err.worded({"position": "--at"})
    ('position 99: the log has events 0 to 7', '--at 99: the log has events 0 to 7')
    """

    def __init__(self, *parts: str | Opt, location: Location | None = None) -> None:
        self.parts = parts
        super().__init__(self.worded({}), location)

    @classmethod
    def bad(cls, option: str, value: object, *reason: str | Opt) -> OptionError:
        """``OPTION VALUE: REASON``: ``value``, given for ``option``, does not fit."""
        return cls(Opt(option), f" {echoed(value)}: ", *reason)

    def worded(self, names: Mapping[str, str]) -> str:
        """The message with each choice called by its name in ``names`` (else its own name)."""
        return "".join(
            names.get(part.name, part.name) if isinstance(part, Opt) else part
            for part in self.parts
        )

    def at(self, location: Location | None) -> FishsolveError:
        """The same error placed at ``location`` (keeps an existing location)."""
        if self.location is not None or location is None:
            return self
        return OptionError(*self.parts, location=location)

    def with_path(self, path: str | None) -> FishsolveError:
        """The same error with the file name filled in."""
        if self.location is None or self.location.path == path:
            return self
        return OptionError(*self.parts, location=replace(self.location, path=path))


@dataclass(frozen=True)
class Problem:
    """One problem found in a log, located."""

    kind: str
    message: str
    file: str | None
    line: int | None
    column: int | None
    text: str
    """The source line (empty when unknown)."""

    @classmethod
    def note(cls, message: str, loc: Location | None) -> Problem:
        """A note at ``loc`` (kind ``note``): something the log records, not a problem."""
        return cls(
            kind="note",
            message=message,
            file=loc.path if loc else None,
            line=loc.line if loc else None,
            column=loc.column if loc else None,
            text=loc.text if loc else "",
        )

    @classmethod
    def from_error(cls, err: FishsolveError) -> Problem:
        """Describe ``err``."""
        loc = err.location
        return cls(
            kind=err.kind,
            message=err.message,
            file=loc.path if loc else None,
            line=loc.line if loc else None,
            column=loc.column if loc else None,
            text=loc.text if loc else "",
        )

    @property
    def where(self) -> str:
        """``file:line:col`` (as much of it as is known)."""
        parts = [str(p) for p in (self.file, self.line, self.column) if p is not None]
        return ":".join(parts)


PERSPECTIVE = "perspective"
"""The choice :func:`perspectives` reads, as errors name it (``--as`` on the command line)."""


POSITION = "position"
"""The choice :func:`position` reads, as errors name it (``--at`` on the command line)."""
