"""What an event changed in a view, as every family's live step says it: a card whose holder is
now proved (:class:`NewHolder`), holders newly ruled out (:class:`Exclusion`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class NewHolder:
    """A card whose holder is now proved, and was not (or was proved to be someone else)."""

    card: str
    holder: str
    before: list[str]
    """The possible holders before the event."""


@dataclass(frozen=True)
class Exclusion:
    """Players newly ruled out as holders of a card whose holder is still open."""

    card: str
    ruled_out: list[str]
    holders: list[str]
    """Who may still hold it."""
