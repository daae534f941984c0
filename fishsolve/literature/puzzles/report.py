"""What ``fishsolve puzzle check`` reports about a puzzle: the plain values, with ``to_dict()``.

:class:`PuzzleReport` holds the answer (a forced holder, or the claimable half-suits as
:class:`ClaimedSet`), the grade, the problems found and the deals that break the answer or the key
(:class:`Alternative`). :mod:`fishsolve.literature.puzzles.check` builds it; nothing here computes.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.literature.explain.why import Explanation
from fishsolve.literature.game.question import CLAIM, HOLDER
from fishsolve.literature.puzzles.grading import Grade


@dataclass(frozen=True)
class ClaimedSet:
    """A half-suit the viewer can claim, with the forced owner of each card."""

    half_suit: str
    """Its key, e.g. 'low-diamonds'."""
    name: str
    """'low diamonds'."""
    team: str
    owners: dict[str, str]
    """Card code -> owner, in card order."""

    @property
    def owners_text(self) -> str:
        """'Asha 2D 3D 4D 5D 7D, Cara 6D'."""
        groups: dict[str, list[str]] = {}
        for card, name in self.owners.items():
            groups.setdefault(name, []).append(card)
        return ", ".join(f"{name} {' '.join(cards)}" for name, cards in groups.items())


@dataclass(frozen=True)
class Alternative:
    """A deal that fits every line of the puzzle and breaks the answer (or the key)."""

    says: str
    """What is different in this deal: 'Dev holds 6D'."""
    against_key: bool
    """True for a deal showing the answer key wrong; False for a second answer."""
    deal: dict[str, list[str]]
    """Each player's dealt hand, in seat order."""
    now: dict[str, str]
    """Where the cards in question are at the puzzle's position under this deal."""
    number: int | None = None
    """This answer's place among the question's answers (1 first; the answer key's, when it is one
    of them, is the first and has no deal); None for a deal against the key."""


@dataclass(frozen=True)
class PuzzleReport:
    """Everything `fishsolve puzzle check` says about one puzzle."""

    file: str
    ok: bool
    kind: str
    question: str
    """The question in words: 'who holds 6D?'."""
    viewer: str
    events: int
    """Events in the log: the question is about the position after the last one."""
    line: int | None
    """Source line of the last event."""
    card: str | None = None
    holder: str | None = None
    """The forced holder (holder questions), when there is exactly one."""
    claims: list[ClaimedSet] = field(default_factory=list)
    """The claimable half-suits (claim questions)."""
    key: str | None = None
    """'agrees' or 'differs' when the puzzle has an answer key; None without one."""
    grade: Grade | None = None
    problems: list[str] = field(default_factory=list)
    alternatives: list[Alternative] = field(default_factory=list)
    explanations: list[Explanation] = field(default_factory=list)
    roles: list[dict[str, str]] = field(default_factory=list)
    """For each explanation, what each of its reasons (by key) is needed for: 'without it,
    Fay could hold 6C' (a deal fitting the explanation's other reasons where the answer fails)."""

    @property
    def answer(self) -> str | None:
        """The answer in words, if the question has one."""
        if self.kind == HOLDER:
            return f"{self.holder} holds {self.card}" if self.holder else None
        if not self.claims:
            return None
        return "; ".join(f"{c.name}: {c.owners_text}" for c in self.claims)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form documented in docs/puzzles.md."""
        answer: dict[str, Any] | None = None
        if self.kind == HOLDER and self.holder is not None:
            answer = {"card": self.card, "holder": self.holder}
        elif self.kind == CLAIM and self.claims:
            answer = {
                "claims": [
                    {"half_suit": c.half_suit, "team": c.team, "owners": c.owners}
                    for c in self.claims
                ]
            }
        return {
            "file": self.file,
            "ok": self.ok,
            "kind": self.kind,
            "question": self.question,
            "viewer": self.viewer,
            "events": self.events,
            "line": self.line,
            "answer": answer,
            "key": self.key,
            "grade": asdict(self.grade) if self.grade else None,
            "problems": self.problems,
            "alternatives": [asdict(a) for a in self.alternatives],
            "explanations": [
                {**e.to_dict(), "roles": roles}
                for e, roles in zip(
                    self.explanations, self.roles or [{}] * len(self.explanations), strict=True
                )
            ],
        }
