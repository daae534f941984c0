"""Where each value of a JSON document starts, so that errors in JSON logs can name a line.

Python's :mod:`json` gives positions only for syntax errors. This scanner walks a document that
:func:`json.loads` has already accepted and records the 1-based line and column at which every
value starts, by its path: a tuple of object keys and array indices (``("events", 3, "card")``).
Paths are also read from the decoder's dotted form, ``events[3].card``.

>>> spots = value_positions('{\\n  "events": [\\n    {"card": "9X"}\\n  ]\\n}')
>>> spots[("events", 0, "card")]
(3, 14)
>>> parse_path("question.answer[1].owners.6D")
('question', 'answer', 1, 'owners', '6D')
"""

from __future__ import annotations

import bisect
import json
import re

PathKey = tuple[str | int, ...]

_WHITESPACE = re.compile(r"[ \t\n\r]*")
# Python's json also reads NaN and (-)Infinity.
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|NaN|-?Infinity")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_STEP = re.compile(r"\[(\d+)\]|\.?([^.\[\]]+)")


def parse_path(where: str) -> PathKey:
    """The path of a dotted JSON location (``$`` is the document itself)."""
    if where in ("", "$"):
        return ()
    steps: list[str | int] = []
    for index, key in _STEP.findall(where):
        steps.append(int(index) if index else key)
    return tuple(steps)


def value_positions(text: str) -> dict[PathKey, tuple[int, int]]:
    """(line, column) of the start of every value in ``text``, a valid JSON document."""
    line_starts = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            line_starts.append(i + 1)
    found: dict[PathKey, int] = {}

    def string(i: int) -> tuple[str, int]:
        """The string starting at offset ``i`` (its opening quote), and the offset after it."""
        match = _STRING.match(text, i)
        if match is None:
            raise ValueError(f"not a JSON string at offset {i}")
        decoded: str = json.loads(match.group())
        return decoded, match.end()

    def skip(i: int) -> int:
        match = _WHITESPACE.match(text, i)
        return match.end() if match else i

    def value(i: int, path: PathKey) -> int:
        i = skip(i)
        found[path] = i
        ch = text[i]
        if ch == "{":
            i = skip(i + 1)
            if text[i] == "}":
                return i + 1
            while True:
                key, i = string(skip(i))
                i = skip(i) + 1  # the colon
                i = skip(value(i, (*path, key)))
                if text[i] == "}":
                    return i + 1
                i += 1  # the comma
        if ch == "[":
            i = skip(i + 1)
            if text[i] == "]":
                return i + 1
            index = 0
            while True:
                i = skip(value(i, (*path, index)))
                index += 1
                if text[i] == "]":
                    return i + 1
                i += 1
        if ch == '"':
            return string(i)[1]
        match = _SCALAR.match(text, i)
        if match is None:
            raise ValueError(f"not a JSON value at offset {i}")
        return match.end()

    value(0, ())
    positions: dict[PathKey, tuple[int, int]] = {}
    for path, offset in found.items():
        row = bisect.bisect_right(line_starts, offset) - 1
        positions[path] = (row + 1, offset - line_starts[row] + 1)
    return positions
