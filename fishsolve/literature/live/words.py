"""Completion of a line being typed in `fishsolve live`: the next word, from what came before.

The notation's words (:mod:`fishsolve.literature.notation.eventlines`) in the order a line writes
them: a name, a verb, then what that verb takes — the player asked, ``for``, a card, the answer; a
half-suit, owners and their cards, the outcome; ``to`` and a name; the parts of a correction. The
screen's commands (``undo``, ``grid``, ``risk``) complete too. Only the word being typed is
completed, so a suggestion never rewrites what the user wrote.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log("players: Asha Ben Cara Dev Eli Fay")
>>> suggest(log, "as"), suggest(log, "Asha a"), suggest(log, "Asha asks B")
('Asha', 'Asha asks', 'Asha asks Ben')
>>> suggest(log, "Asha asks Ben for 9"), suggest(log, "Asha asks Ben for 9C: y")
('Asha asks Ben for 9C', 'Asha asks Ben for 9C: yes')
>>> suggest(log, "Asha claims low d")
'Asha claims low diamonds'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fishsolve.literature.game.events import GameLog
from fishsolve.live.lineword import split_line

COMMANDS = ("undo", "grid", "risk", "correction:", "quit")
"""The words a line may start with besides a player's name."""
_VERBS = ("asks", "claims", "passes", "has")
_ANSWERS = ("yes", "no")
_OUTCOMES = ("right", "wrong", "annulled")
_FIXES = ("void", "turn", "held")


def suggest(log: GameLog | None, text: str) -> str | None:
    """``text`` with its last word completed, or None when nothing fits (or the word is whole)."""
    if log is None or not text.strip() or text[-1].isspace():
        return None
    head, word = split_line(text)
    for candidate in _candidates(log, head, word):
        if candidate.lower().startswith(word.lower()) and candidate.lower() != word.lower():
            return text[: len(text) - len(word)] + candidate
    return None


def _candidates(log: GameLog, head: Sequence[str], word: str) -> Iterable[str]:
    names = list(log.table.names)
    deck = log.rules.deck
    cards = [str(c) for c in deck.cards]
    halves = [h.name for h in deck.half_suits]
    low = [w.lower() for w in head]
    if not low:
        return [*names, *COMMANDS]
    first = low[0]
    if first == "risk":
        return _half_suit_words(halves, head[1:], word) if ":" not in low else names + cards
    if first == "correction":
        last = low[-1]
        if last in ("turn", "to"):
            return names
        if last in ("held", "had", "hid"):
            return cards
        return [*_FIXES, *names, *cards, "to"]
    if len(low) == 1:
        return _VERBS
    verb = low[1]
    if verb in ("asks", "ask", "asked"):
        return _ask(low, names, cards)
    if verb in ("claims", "claim", "claimed"):
        if ":" not in low:
            return [*_half_suit_words(halves, head[2:], word), "for", *names]
        if low.count(":") >= 2:
            return _OUTCOMES
        return [*names, *cards]
    if verb in ("passes", "pass", "passed"):
        return ["to", *names] if len(low) == 2 else names
    if verb in ("has", "had"):
        return ["cards"]
    return ()


def _ask(low: Sequence[str], names: list[str], cards: list[str]) -> Sequence[str]:
    rest = [w for w in low[2:] if w != ":"]
    if not rest:
        return names
    if rest[-1] == "for" or (len(rest) == 1 and rest[0] in (n.lower() for n in names)):
        return ["for", *cards] if rest[-1] != "for" else cards
    if rest[-1].upper() in cards:
        return _ANSWERS
    return _ANSWERS if ":" in low else cards


def _half_suit_words(halves: list[str], typed: Sequence[str], word: str) -> list[str]:
    """Half-suit names written after ``typed`` (``low`` typed: ``diamonds``...)."""
    if not typed:
        return halves
    prefix = " ".join(typed).lower() + " "
    return [h[len(prefix) :] for h in halves if h.lower().startswith(prefix)]
