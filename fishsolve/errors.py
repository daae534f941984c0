"""The one exception family of fishsolve, and where in a log an error happened.

Hierarchy::

    FishsolveError            anything the user can fix; the CLI prints it as one red line
    ├── NotationError         the text (or JSON) does not follow the notation
    ├── RuleError             a well-formed action the rules in force do not allow
    ├── InconsistentLog       no deal of the cards fits what the log says
    └── UsageError            a bad option or argument (unknown viewer, event number out of range)

Every error may carry a :class:`Location` (file, line, column and the text of that line) so that
messages read ``game.fish:7:14: Dev is on Asha's team; asks go to opponents`` and can show the
line with a caret under the column.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


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
