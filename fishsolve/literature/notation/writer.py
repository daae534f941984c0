"""Writing a game log in the text notation: the canonical writer.

Owns the canonical form of every line: an event (:func:`format_event`), a puzzle's question and
answers (:func:`question_lines`) and a whole log with its comments (:func:`write_log`). Reading
it back is :func:`fishsolve.literature.notation.text.parse_log`'s job.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for 10h: yes\\n")
>>> print(write_log(log), end="")
players: A1 B1 A2 B2 A3 B3
<BLANKLINE>
A1 asks B1 for 10H: yes
"""

from __future__ import annotations

from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    Event,
    GameLog,
    Pass,
    correction_parts,
    format_holders,
)
from fishsolve.literature.game.question import Question


def format_event(event: Event) -> str:
    """One event in canonical notation."""
    if isinstance(event, Ask):
        answer = "yes" if event.answer else "no"
        return f"{event.asker} asks {event.target} for {event.card}: {answer}"
    if isinstance(event, Claim):
        made_for = f" for {event.designator}" if event.designator else ""
        text = (
            f"{event.claimer} claims {event.half_suit.name}{made_for}: "
            f"{format_holders(event.owners)}: {event.outcome.value}"
        )
        if event.actual:
            text += f", actually {format_holders(event.actual)}"
        return text
    if isinstance(event, Pass):
        return f"{event.giver} passes to {event.receiver}"
    if isinstance(event, Correction):
        return f"correction: {', '.join(correction_parts(event))}"
    return f"{event.player} has {event.count} card{'s' if event.count != 1 else ''}"


def write_log(log: GameLog) -> str:
    """The whole log in canonical notation (comments kept)."""
    # The comments grouped once by the event they follow, in their order: a lookup per event,
    # not a scan of every comment for every event.
    inline: dict[int, list[str]] = {}
    below: dict[int, list[str]] = {}
    for c in log.comments:
        if c.inline:
            inline.setdefault(c.after, []).append(c.text)
        else:
            below.setdefault(c.after, []).append(f"# {c.text}" if c.text else "#")
    top = [c for c in log.comments if c.after == 0 and not c.inline]
    lines = [f"# {c.text}" if c.text else "#" for c in top if not c.after_headers]
    lines.append(f"players: {' '.join(log.table.names)}")
    if log.rules.deck.key != "standard":
        lines.append(f"deck: {log.rules.deck.key}")
    if log.rules.tokens():
        lines.append(f"rules: {' '.join(log.rules.tokens())}")
    for player in log.known_players:
        cards = sorted(log.hands[player])
        lines.append(f"hand {player.name}: {' '.join(map(str, cards))}")
    for redeal in log.redeals:
        lines.append(f"redeal: {redeal}".rstrip())
    if log.dealer is not None:
        lines.append(f"dealer: {log.dealer.name}")
    if log.start is not None and log.start != log.dealer:
        lines.append(f"start: {log.start.name}")
    if log.question is not None:
        lines.extend(question_lines(log.question))
    lines.append("")
    # Comments that stood below the headers stay there, above the first event.
    lines.extend(f"# {c.text}" if c.text else "#" for c in top if c.after_headers)
    for i, event in enumerate(log.events, start=1):
        text = format_event(event)
        if i in inline:
            joined = " ".join(inline[i])
            text += f"  # {joined}" if joined else "  #"
        lines.append(text)
        lines.extend(below.get(i, ()))
    return "\n".join(lines) + "\n"


def question_lines(question: Question) -> list[str]:
    """A puzzle's ``question:`` header and its ``answer:`` lines, in canonical form.

    >>> from fishsolve.cards import parse_card
    >>> question_lines(Question.who_holds(parse_card("6D")))
    ['question: who holds 6D?']
    """
    lines = [f"question: {question.text}"]
    if question.holder is not None:
        lines.append(f"answer: {question.holder.name}")
    for key in question.claims or ():
        lines.append(f"answer: {key.half_suit.name}: {format_holders(key.owners)}")
    return lines
