"""Reading JSON with errors that say where: the JSON path of a bad value and, when the text is
known, its line and column (see ``docs/notation.md``).

Every game's JSON reader builds on :class:`LocatingDecoder` and :func:`parse_json`.
"""

from __future__ import annotations

import json
import re
import reprlib
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.text.positions import first_deeper, parse_path, value_positions
from fishsolve.text.source import Comment, Source

MAX_DIGITS = 100
"""Integers longer than this are not read as numbers (a log's numbers have a few digits; Python
refuses to convert more than 4,300 digits at all)."""

_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)", re.DOTALL)
"""One escape of a JSON string (outside strings valid JSON has no backslash)."""

MAX_DEPTH = 100
"""Where a document too deeply nested for Python's JSON reader is blamed: the first value nested
more than this many levels deep (a log needs 5)."""


class _LongNumber:
    """An integer too long to read, kept as a value so the decoder can say where it is."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _read_int(text: str) -> int | _LongNumber:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= MAX_DIGITS else _LongNumber(digits)


class _ShortRepr(reprlib.Repr):
    """repr() cut short: a bad value is quoted in one line, however long or deep it is."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxother = self.maxlong = 40
        self.maxlist = self.maxdict = 4

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:
            return f"an integer of about {int(x.bit_length() * 0.30103)} digits"
        return super().repr_int(x, level)


short = _ShortRepr().repr
"""``repr`` cut short: a bad value quoted in one line, however long or deep it is."""

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_Placed = TypeVar("_Placed", bound="DataclassInstance")


class LocatingDecoder:
    """Reads a JSON document's values with errors that name the JSON path (and, when the
    document's text is known, the line and column of the bad value).

    The locating helpers (:meth:`error`, :meth:`get`, :meth:`wrap`, :meth:`placed`) serve every
    game's reader (Literature's :class:`fishsolve.literature.notation.jsonform.Decoder`, the Go Fish
    family's); :attr:`field_columns` maps a JSON field to the text notation's column name.
    """

    field_columns: ClassVar[dict[str, str]] = {}

    def __init__(self, path: str | None, text: str | None = None) -> None:
        self.path = path
        self.text = text

    @cached_property
    def positions(self) -> dict[tuple[str | int, ...], tuple[int, int]]:
        if self.text is None:
            return {}
        try:
            return value_positions(self.text)
        except (ValueError, IndexError):  # not expected: json.loads accepted the text
            return {}

    @cached_property
    def lines(self) -> list[str]:
        """The text's lines as JSON counts them (only a line feed ends one), split once."""
        return [] if self.text is None else self.text.split("\n")

    @cached_property
    def by_line(self) -> dict[int, list[tuple[tuple[str | int, ...], int]]]:
        """The positions grouped by line: an event's fields are looked up on its line alone, so
        placing every event of a long log costs time linear in its length."""
        grouped: dict[int, list[tuple[tuple[str | int, ...], int]]] = {}
        for path, (line, column) in self.positions.items():
            grouped.setdefault(line, []).append((path, column))
        return grouped

    def locate(self, where: str) -> Location | None:
        """The line and column of the value at ``where``, or of its nearest enclosing value."""
        if self.text is None:
            return None
        steps = parse_path(where)
        for n in range(len(steps), -1, -1):
            spot = self.positions.get(steps[:n])
            if spot is not None:
                line, column = spot
                shown = (
                    self.lines[line - 1].removesuffix("\r") if 0 < line <= len(self.lines) else ""
                )
                return Location(line, column, shown, self.path)
        return None

    def error(self, where: str, message: str) -> NotationError:
        location = self.locate(where)
        if location is not None:
            return NotationError(f"{where}: {message}", location)
        prefix = f"{self.path}: " if self.path else ""
        return NotationError(f"{prefix}{where}: {message}")

    def placed(self, event: _Placed, where: str) -> _Placed:
        """``event`` with the line of its object as its source, for the replay's errors: the
        object's column, and the columns of its fields written on that same line."""
        location = self.locate(where)
        if location is None:
            return event
        base = parse_path(where)
        columns: list[tuple[str, int]] = [("", location.column)]
        for path, column in self.by_line.get(location.line, ()):
            if len(path) <= len(base) or path[: len(base)] != base:
                continue
            rest = path[len(base) :]
            if len(rest) == 1 and rest[0] in self.field_columns:
                columns.append((self.field_columns[str(rest[0])], column))
            elif len(rest) == 2 and rest[0] in ("owners", "actual", "held", "moves"):
                suffix = ":name" if rest[0] == "owners" else ""
                columns.append((f"{rest[0]}:{rest[1]}{suffix}", column))
        return replace(
            event, source=Source(location.line, location.text, self.path, tuple(columns))
        )

    def get(self, obj: dict[str, Any], key: str, kind: type, where: str) -> Any:
        if key not in obj:
            raise self.error(where, f"missing key {key!r}")
        value = obj[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.error(f"{where}.{key}", f"expected {kind.__name__}, found {short(value)}")
        return value

    def comments(self, data: dict[str, Any], events: int) -> tuple[Comment, ...]:
        """The document's ``comments``, refusing what the text form could not hold (so that a
        conversion loses nothing): every family's reader."""
        raw_comments = data.get("comments", [])
        if not isinstance(raw_comments, list):
            raise self.error("comments", "expected a list")
        comments = []
        inline_after: set[int] = set()
        for i, c in enumerate(raw_comments):
            where = f"comments[{i}]"
            if not isinstance(c, dict):
                raise self.error(where, "expected an object with 'after' and 'text'")
            after = self.get(c, "after", int, where)
            text = self.get(c, "text", str, where)
            inline = c.get("inline", False)
            after_headers = c.get("after_headers", False)
            if not 0 <= after <= events:
                raise self.error(f"{where}.after", f"expected 0 to {events} (events before)")
            for key, value in (("inline", inline), ("after_headers", after_headers)):
                if not isinstance(value, bool):
                    raise self.error(f"{where}.{key}", f"expected bool, found {short(value)}")
            if "\n" in text or "\r" in text:
                raise self.error(f"{where}.text", "expected one line of text")
            if inline and (after == 0 or after in inline_after):
                raise self.error(
                    f"{where}.inline", "an inline comment needs its own event (after >= 1)"
                )
            if after_headers and (after != 0 or inline):
                raise self.error(
                    f"{where}.after_headers",
                    "only a comment on a line of its own before the first event (after 0) "
                    "stands below the headers",
                )
            if inline:
                inline_after.add(after)
            comments.append(Comment(after, text.strip(), inline, after_headers))
        return tuple(comments)

    def wrap(self, where: str, fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except FishsolveError as err:
            raise self.error(where, err.message) from None


def parse_json(text: str, path: str | None = None) -> Any:
    """The JSON document in ``text``, or a located :class:`NotationError` (any game's reader).

    A string holding half of a surrogate pair (``"\\ud800"`` alone) is refused wherever it is: no
    text can be written with it (UTF-8 has no such character).
    """
    try:
        data = json.loads(text, parse_int=_read_int)
    except json.JSONDecodeError as err:
        raise NotationError(
            f"not valid JSON: {err.msg}", _location(text, err.lineno, err.colno, path)
        ) from None
    except RecursionError:
        offset = first_deeper(text, MAX_DEPTH)
        where = None
        if offset is not None:
            line = text.count("\n", 0, offset) + 1
            where = _location(text, line, offset - (text.rfind("\n", 0, offset) + 1) + 1, path)
        raise NotationError(
            f"values nested too deeply to read (this one is more than {MAX_DEPTH} levels deep; "
            "a log needs 5)",
            where,
        ) from None
    _refuse_lone_surrogates(text, path)
    return data


def _refuse_lone_surrogates(text: str, path: str | None) -> None:
    """Raise a located error at the first ``\\uD800``-``\\uDFFF`` escape of ``text`` that is not
    half of a pair (a high surrogate escape followed at once by a low one)."""
    if "\\" not in text:
        return
    pending: re.Match[str] | None = None  # a high surrogate waiting for its low half
    for escape in _ESCAPE.finditer(text):
        code = int(escape.group(1), 16) if escape.group(1) else None
        if pending is not None:
            if code is not None and 0xDC00 <= code <= 0xDFFF and escape.start() == pending.end():
                pending = None
                continue
            _lone(text, pending, path)
        if code is not None and 0xD800 <= code <= 0xDBFF:
            pending = escape
        elif code is not None and 0xDC00 <= code <= 0xDFFF:
            _lone(text, escape, path)
    if pending is not None:
        _lone(text, pending, path)


def _lone(text: str, escape: re.Match[str], path: str | None) -> None:
    offset = escape.start()
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    raise NotationError(
        f"{escape.group()} is half of a surrogate pair, not a character: write the character "
        "itself (or both halves of its pair)",
        _location(text, line, column, path),
    )


def _location(text: str, line: int, column: int, path: str | None) -> Location:
    """Line ``line`` of ``text`` as JSON counts lines: only a line feed ends one."""
    lines = text.split("\n")
    shown = lines[line - 1].removesuffix("\r") if 0 < line <= len(lines) else ""
    return Location(line, column, shown, path)
