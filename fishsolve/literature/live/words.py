"""Completion of a line being typed in `fishsolve live`: the next word, from what came before.

The notation's words (:mod:`fishsolve.literature.notation.eventlines`) in the order a line writes
them: a name, a verb, then what that verb takes — the player asked, ``for``, a card, the answer; a
half-suit, owners and their cards, the outcome; ``to`` and a name; the parts of a correction. The
screen's commands (``undo``, ``redo``, ``grid``, ``risk``) complete too. Only the word being
typed is completed, so a suggestion never rewrites what the user wrote.

While the log has no event, a line may be a header: its word (``hand``, ``deck:``, ``rules:``,
``start:``, ``dealer:``), then after ``hand`` a player whose hand the log lacks — offered as soon
as ``hand `` is typed — and after its colon the cards no known hand holds; after ``start:`` and
``dealer:`` a player.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log("players: Asha Ben Cara Dev Eli Fay")
>>> suggest(log, "as"), suggest(log, "Asha a"), suggest(log, "Asha asks B")
('Asha', 'Asha asks', 'Asha asks Ben')
>>> suggest(log, "Asha asks Ben for 9"), suggest(log, "Asha asks Ben for 9C: y")
('Asha asks Ben for 9C', 'Asha asks Ben for 9C: yes')
>>> suggest(log, "Asha claims low d")
'Asha claims low diamonds'
>>> suggest(log, "hand "), suggest(log, "hand B"), suggest(log, "hand Ben: 2")
('hand Asha', 'hand Ben', 'hand Ben: 2C')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fishsolve.literature.game.events import GameLog
from fishsolve.live.lineword import completed, split_line

COMMANDS = ("undo", "grid", "risk", "redo", "correction:", "quit")
"""The words a line may start with besides a player's name."""
HEADERS = ("hand", "deck:", "rules:", "start:", "dealer:")
"""The headers a log may still take once it has its players (and no event)."""
_NAMED = ("start", "dealer")
"""Headers whose value is a player's name."""
_VERBS = ("asks", "claims", "passes", "has")
_ANSWERS = ("yes", "no")
_OUTCOMES = ("right", "wrong", "annulled")
_FIXES = ("void", "turn", "held")


def suggest(log: GameLog | None, text: str) -> str | None:
    """``text`` with its last word completed, or None when nothing fits (or the word is whole)."""
    if log is None or not text.strip():
        return None
    head, word = split_line(text)
    if text[-1].isspace() and not _name_expected(log, [w.lower() for w in head]):
        return None  # nothing typed of the next word: only a header's player is offered then
    for candidate in _candidates(log, head, word):
        if candidate.lower().startswith(word.lower()) and candidate.lower() != word.lower():
            return completed(text, word, candidate)
    return None


def _candidates(log: GameLog, head: Sequence[str], word: str) -> Iterable[str]:
    names = list(log.table.names)
    deck = log.rules.deck
    cards = [str(c) for c in deck.cards]
    halves = [h.name for h in deck.half_suits]
    low = [w.lower() for w in head]
    if not low:
        return [*names, *(HEADERS if not log.events else ()), *COMMANDS]
    first = low[0]
    if not log.events and (first == "hand" or (first in _NAMED and low[1:2] == [":"])):
        return _header(log, low)
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


def _name_expected(log: GameLog, low: Sequence[str]) -> bool:
    """Whether the words ``low`` end where a header takes a player's name."""
    if log.events:
        return False
    return low == ["hand"] or (len(low) == 2 and low[0] in _NAMED and low[1] == ":")


def _header(log: GameLog, low: Sequence[str]) -> Sequence[str]:
    """A header's next word: ``hand``'s player (those whose hand the log lacks) and then the
    cards no known hand holds and the line does not name yet; ``start:``'s or ``dealer:``'s
    player."""
    names = list(log.table.names)
    if low[0] in _NAMED:
        return names if len(low) == 2 else ()
    if ":" not in low:
        known = {p.name for p in log.hands}
        return [n for n in names if n not in known] if len(low) == 1 else ()
    held = {c for hand in log.hands.values() for c in hand}
    typed = {w.upper() for w in low[low.index(":") + 1 :]}
    return [str(c) for c in log.rules.deck.cards if c not in held and str(c) not in typed]


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
