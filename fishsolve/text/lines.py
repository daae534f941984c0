"""The tokens of one source line, with a cursor and helpers that raise located errors."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from fishsolve.errors import QUOTE_LIMIT, Location, NotationError, clip, quote
from fishsolve.text.source import Source

__all__ = ["QUOTE_LIMIT", "clip", "quote"]  # kept here too: the readers quote tokens with them

_TOKEN_RE = re.compile(r"[^\s:,;]+|[:,;]")
# ASCII matching so that e.g. a long s does not read as "start"; a '#' starts a comment.
HEADER_RE = re.compile(
    r"^\s*(format|players|rules|deck|start|dealer|redeal|question|answer|hand\s+[^\s:#]+)\s*:",
    re.IGNORECASE | re.ASCII,
)
MAYBE_HEADER_RE = re.compile(r"^\s*([A-Za-z][\w-]*(?:\s+[^\s:#]+)?)\s*:", re.ASCII)
HEADER_WORDS = (
    "format",
    "players",
    "rules",
    "deck",
    "start",
    "dealer",
    "redeal",
    "question",
    "answer",
)
"""The header names; ``hand`` is followed by a player's name before its colon."""
# A line ends at a line feed, a carriage return and line feed, or a lone carriage return: the
# three conventions editors show as a new line (and what Python's text files read as one).
# Nothing else ends a line: form feeds, U+2028 and the like would shift every line number.
LINE_END_RE = re.compile(r"\r\n|\r|\n")


def shorten(message: str, token: str) -> str:
    """``message`` with its quotation of a long ``token`` cut as :func:`quote` cuts it."""
    if len(token) <= QUOTE_LIMIT:
        return message
    return message.replace(repr(token), quote(token))


def did_you_mean(word: str, accepted: Iterable[str]) -> str:
    """`` — did you mean 'yes'?`` for the accepted word nearest to ``word``, or ``""``.

    >>> did_you_mean("yse", ["yes", "no"]), did_you_mean("maybe", ["yes", "no"])
    (" — did you mean 'yes'?", '')
    """
    if len(word) > QUOTE_LIMIT:
        return ""
    close = difflib.get_close_matches(word.lower(), list(accepted), n=1)
    return f" — did you mean {close[0]!r}?" if close else ""


@dataclass(frozen=True, slots=True)
class Tok:
    text: str
    col: int  # 1-based

    @property
    def low(self) -> str:
        return self.text.lower()


class Line:
    """The tokens of one source line, with a cursor and helpers that raise located errors."""

    def __init__(self, number: int, text: str, path: str | None) -> None:
        self.number = number
        self.text = text
        self.path = path
        body = text.split("#", 1)[0]
        self.tokens = [Tok(m.group(0), m.start() + 1) for m in _TOKEN_RE.finditer(body)]
        self.pos = 0
        self.columns: list[tuple[str, int]] = []

    def source(self) -> Source:
        return Source(self.number, self.text, self.path, tuple(self.columns))

    def error(self, message: str, col: int | None = None) -> NotationError:
        if col is None:
            col = len(self.text.split("#", 1)[0].rstrip()) + 1
        return NotationError(message, Location(self.number, col, self.text, self.path))

    def peek(self) -> Tok | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def next(self, what: str) -> Tok:
        tok = self.peek()
        if tok is None:
            raise self.error(f"expected {what} here, the line ends")
        self.pos += 1
        return tok

    def accept(self, *words: str) -> Tok | None:
        tok = self.peek()
        if tok is not None and tok.low in words:
            self.pos += 1
            return tok
        return None

    def expect(self, word: str, what: str) -> Tok:
        tok = self.peek()
        if tok is None or tok.low != word:
            found = f"found {quote(tok.text)}" if tok else "the line ends"
            raise self.error(f"expected {what}; {found}", tok.col if tok else None)
        self.pos += 1
        return tok

    def done(self, after: str) -> None:
        tok = self.peek()
        if tok is not None:
            raise self.error(f"unexpected {quote(tok.text)} after {after}", tok.col)

    def mark(self, name: str, tok: Tok) -> None:
        self.columns.append((name, tok.col))
