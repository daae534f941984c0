"""A puzzle's question and answer key: small values the notation reads and writes.

A puzzle is a log written from one seat (the viewer's dealt hand and the public history) plus a
question about the position at its end. Two kinds:

- ``holder``: "who holds 6D?" — the answer key is one player;
- ``claim``: "what can you claim?" — the answer key is every half-suit the viewer can prove is on
  their team, each with the owner of each of its six cards.

The key is optional (a hand-written puzzle may leave it out; ``fishsolve puzzle check`` then
works the answer out). In the text notation these are the ``question:`` and ``answer:`` headers
(see ``docs/notation.md``)::

    question: who holds 6D?
    answer: Cara

    question: what can you claim?
    answer: low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D

>>> from fishsolve.cards import parse_card
>>> Question.who_holds(parse_card("6d")).text
'who holds 6D?'
>>> Question.what_claims().text
'what can you claim?'
"""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.seating import Player

HOLDER = "holder"
CLAIM = "claim"
KINDS = (HOLDER, CLAIM)


@dataclass(frozen=True, slots=True)
class ClaimKey:
    """One claimable half-suit of an answer key: the owner of each of its cards, in card order."""

    half_suit: HalfSuit
    owners: tuple[tuple[Card, Player], ...]

    @property
    def owner_of(self) -> dict[Card, Player]:
        """Owner of each card."""
        return dict(self.owners)


@dataclass(frozen=True, slots=True)
class Question:
    """What a puzzle asks about the position at the end of its log, and its answer key if any.

    Attributes:
        kind: ``"holder"`` or ``"claim"``.
        card: the card asked about (holder questions).
        holder: the answer key of a holder question (None: no key).
        claims: the answer key of a claim question, in deck order (None: no key).
    """

    kind: str
    card: Card | None = None
    holder: Player | None = None
    claims: tuple[ClaimKey, ...] | None = None

    @classmethod
    def who_holds(cls, card: Card, answer: Player | None = None) -> Question:
        """'Who holds ``card``?', with ``answer`` as the key."""
        return cls(HOLDER, card=card, holder=answer)

    @classmethod
    def what_claims(cls, answer: tuple[ClaimKey, ...] | None = None) -> Question:
        """'What can you claim?', with ``answer`` as the key."""
        return cls(CLAIM, claims=answer)

    @property
    def keyed(self) -> bool:
        """True when the question comes with an answer key."""
        return self.holder is not None if self.kind == HOLDER else self.claims is not None

    @property
    def text(self) -> str:
        """The question in words (also its canonical form in the notation)."""
        if self.kind == HOLDER:
            return f"who holds {self.card}?"
        return "what can you claim?"

    def without_key(self) -> Question:
        """The same question with no answer key."""
        return Question(self.kind, card=self.card)
