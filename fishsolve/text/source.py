"""What every family's events and logs carry from their text: where each was written
(:class:`Source`) and the log's comments (:class:`Comment`), kept so that conversions lose nothing.

Sources never take part in equality: a log read from text and the same log read from JSON compare
equal.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.errors import Location


@dataclass(frozen=True, slots=True)
class Source:
    """Where an event or header was written: line, its text, and the column of each field."""

    line: int
    text: str = ""
    path: str | None = None
    columns: tuple[tuple[str, int], ...] = ()

    def at(self, name: str | None = None) -> Location:
        """The location of field ``name`` (or of the event's start: the column named ``""``, else
        the line's first word)."""
        column = 1
        for key, col in self.columns:
            if key == name or (key == "" and column == 1):
                column = col
                if key == name:
                    break
        if column == 1 and self.text:
            column = len(self.text) - len(self.text.lstrip()) + 1
        return Location(self.line, column, self.text, self.path)


def no_source() -> Source | None:
    return None


@dataclass(frozen=True, slots=True)
class Comment:
    """A comment of the log, kept so that conversions lose nothing.

    ``after`` is the number of events before it; ``inline`` comments sat at the end of the line of
    event number ``after`` (1-based) rather than on a line of their own.
    """

    after: int
    text: str
    inline: bool = False
    after_headers: bool = False
    """For a comment before the first event (``after`` 0): it stood below the headers, not above
    them, and is written back there."""

    def to_dict(self) -> dict[str, object]:
        """The comment in a JSON log (``inline`` and ``after_headers`` only when true)."""
        out: dict[str, object] = {"after": self.after, "text": self.text}
        if self.inline:
            out["inline"] = True
        if self.after_headers:
            out["after_headers"] = True
        return out


def below_headers(comments: list[Comment], placed: list[int]) -> None:
    """Mark the comments at the indices ``placed`` of ``comments`` (lines of their own after the
    last header and before the first event) as standing below the headers, in place."""
    for i in placed:
        comments[i] = Comment(0, comments[i].text, after_headers=True)
