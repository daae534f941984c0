"""A Go Fish family puzzle's question (the ``question:`` header), as a small value.

Three kinds, written in the log as their canonical text:

- ``how many jacks does Bo hold?`` — a count (:data:`COUNT`), answered with a number (the rank
  said in the plural: ``4s``, ``10s``, ``jacks``, ``aces``);
- ``which ask is sure?`` — the ask of the player on turn certain to get a yes (:data:`SURE`),
  answered ``Bo J`` (Go Fish) or ``Bo 5H`` (card asks);
- ``who holds 5H?`` — where one card is (:data:`HOLDER`, card asks), answered with a player's
  name or ``stock``.

>>> parse_question("How many jacks does Bo hold?")
FishQuestion(kind='count', player='Bo', rank='J', card=None)
>>> parse_question("who holds 5h").text
'who holds 5H?'
>>> parse_question("how many 4 does Ana hold").text
'how many 4s does Ana hold?'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fishsolve.cards import parse_card
from fishsolve.errors import NotationError
from fishsolve.gofish.game.rules import parse_rank

COUNT, SURE, HOLDER = "count", "sure", "holder"
KINDS = (COUNT, SURE, HOLDER)

_COUNT_RE = re.compile(r"^how\s+many\s+(\S+)\s+does\s+(\S+)\s+hold\s*\??$", re.IGNORECASE)
_SURE_RE = re.compile(r"^which\s+ask\s+is\s+(sure|certain)(\s+to\s+succeed)?\s*\??$", re.I)
_HOLDER_RE = re.compile(r"^who\s+holds\s+(\S+?)\s*\??$", re.IGNORECASE)


@dataclass(frozen=True)
class FishQuestion:
    """What a puzzle asks (``player`` and ``rank`` for a count, ``card`` for a holder)."""

    kind: str
    player: str | None = None
    rank: str | None = None
    card: str | None = None

    @property
    def text(self) -> str:
        """The canonical ``question:`` text."""
        if self.kind == COUNT:
            return f"how many {rank_plural(self.rank or '')} does {self.player} hold?"
        if self.kind == SURE:
            return "which ask is sure?"
        return f"who holds {self.card}?"


_FACES = {"J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}


def rank_plural(code: str) -> str:
    """A rank in a question, in the plural: a number with an ``s``, a face card by its name.

    >>> rank_plural("4"), rank_plural("10"), rank_plural("J"), rank_plural("A")
    ('4s', '10s', 'jacks', 'aces')
    """
    return _FACES.get(code, f"{code}s")


def parse_question(text: str) -> FishQuestion:
    """Read a ``question:`` header's text (names are checked against the log elsewhere)."""
    text = text.strip()
    m = _COUNT_RE.match(text)
    if m:
        return FishQuestion(COUNT, player=m.group(2), rank=parse_rank(m.group(1)).code)
    if _SURE_RE.match(text):
        return FishQuestion(SURE)
    m = _HOLDER_RE.match(text)
    if m:
        return FishQuestion(HOLDER, card=parse_card(m.group(1)).code)
    raise NotationError(
        "a question is 'how many jacks does Bo hold?', 'which ask is sure?' or 'who holds 5H?'"
    )
