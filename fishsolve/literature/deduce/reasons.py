"""Reason keys: the names of what a deduction assumes, built and read in one place.

A reason is an event of the log, a known hand or the hand sizes of the deal (and, for a review,
the question part of an ask). Its key names it in the solvers' assumptions, in explanations and
in JSON output, so the spelling of a key never changes: ``event:7``, ``hand:Asha``,
``hand-sizes``, ``question:7``.

>>> event_key(7), hand_key("Asha"), question_key(7)
('event:7', 'hand:Asha', 'question:7')
>>> parse_key("event:7"), parse_key(HAND_SIZES)
((<ReasonKind.EVENT: 'event'>, '7'), (<ReasonKind.HAND_SIZES: 'hand-sizes'>, ''))
>>> event_number("event:7"), event_number("hand:Asha")
(7, None)
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from fishsolve.seating import Player


class ReasonKind(StrEnum):
    """What a reason is; each value is the word before the colon of its key."""

    EVENT = "event"
    """An event of the log, by its 1-based number."""
    HAND = "hand"
    """A hand the log gives, by its player's name."""
    HAND_SIZES = "hand-sizes"
    """Every player was dealt the same number of cards (one reason per log, key without value)."""
    QUESTION = "question"
    """An ask without its answer: what asking at all says (built for reviews)."""


HAND_SIZES = ReasonKind.HAND_SIZES.value
"""Key of the reason "every player was dealt the same number of cards" (no clauses: each engine
encodes it natively)."""


def event_key(number: int) -> str:
    """The key of 1-based event ``number``."""
    return f"{ReasonKind.EVENT.value}:{number}"


def event_keys(numbers: Iterable[int]) -> list[str]:
    """The keys of events ``numbers``, in that order."""
    return [event_key(n) for n in numbers]


def hand_key(player: Player | str) -> str:
    """The key of ``player``'s known hand (a player or a name)."""
    name = player if isinstance(player, str) else player.name
    return f"{ReasonKind.HAND.value}:{name}"


def question_key(number: int) -> str:
    """The key of ask ``number``'s question part."""
    return f"{ReasonKind.QUESTION.value}:{number}"


def parse_key(key: str) -> tuple[ReasonKind, str]:
    """The kind of reason ``key`` and what follows its colon (empty for the hand sizes).

    Raises:
        ValueError: if ``key`` is not a reason key.
    """
    if key == HAND_SIZES:
        return ReasonKind.HAND_SIZES, ""
    word, colon, value = key.partition(":")
    if not colon or word == HAND_SIZES:
        raise ValueError(f"not a reason key: {key!r}")
    return ReasonKind(word), value


def event_number(key: str) -> int | None:
    """The event number of an event key; None for any other key."""
    kind, value = parse_key(key)
    return int(value) if kind is ReasonKind.EVENT else None
