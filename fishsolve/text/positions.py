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
    """(line, column) of the start of every value in ``text``, a valid JSON document.

    The walk keeps its own stack, so a document nested however deep costs no recursion.
    """
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

    def member(i: int, container: PathKey) -> tuple[PathKey, int]:
        """The path of the object member whose key starts at ``i``, and where its value starts."""
        key, i = string(skip(i))
        return (*container, key), skip(i) + 1  # past the colon

    # Open containers, innermost last: (path, is an object, index of the current element).
    stack: list[tuple[PathKey, bool, int]] = []
    path: PathKey = ()
    i = 0
    while True:
        i = skip(i)
        found[path] = i
        ch = text[i]
        if ch in "{[":
            is_object = ch == "{"
            i = skip(i + 1)
            if text[i] != ("}" if is_object else "]"):
                stack.append((path, is_object, 0))
                path, i = member(i, path) if is_object else ((*path, 0), i)
                continue
            i += 1
        elif ch == '"':
            i = string(i)[1]
        else:
            match = _SCALAR.match(text, i)
            if match is None:
                raise ValueError(f"not a JSON value at offset {i}")
            i = match.end()
        # A value ended: close the containers it ends, or go on to the next element.
        while stack:
            i = skip(i)
            container, is_object, index = stack[-1]
            if text[i] in "}]":
                stack.pop()
                i += 1
                continue
            i += 1  # the comma
            if is_object:
                path, i = member(i, container)
            else:
                stack[-1] = (container, False, index + 1)
                path = (*container, index + 1)
            break
        else:
            break
    positions: dict[PathKey, tuple[int, int]] = {}
    for key_path, offset in found.items():
        row = bisect.bisect_right(line_starts, offset) - 1
        positions[key_path] = (row + 1, offset - line_starts[row] + 1)
    return positions


_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def first_deeper(text: str, depth: int) -> int | None:
    """The offset of the first array or object nested more than ``depth`` levels deep (the
    document itself is level 1), or None. ``text`` need not be valid JSON after that point.

    >>> first_deeper('{"a": [[1], "[[["]}', 2)
    7
    >>> first_deeper('[[]]', 2) is None
    True
    """
    level = 0
    for match in _BRACKET.finditer(text):
        ch = match.group()
        if ch in "[{":
            level += 1
            if level > depth:
                return match.start()
        elif ch in "]}":
            level -= 1
    return None
