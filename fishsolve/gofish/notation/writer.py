"""Writing a Go Fish family log in the canonical text notation (read back by :mod:`.text`).

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> text = "game: go-fish\\nplayers: Ana Bo\\nAna asks Bo for jacks: 2\\n"
>>> print(write_fish_log(parse_fish_log(text)), end="")
game: go-fish
players: Ana Bo
<BLANKLINE>
Ana asks Bo for J: 2
"""

from __future__ import annotations

from fishsolve.cards import Card
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog
from fishsolve.gofish.game.rules import ALL_RANKS, REFILL
from fishsolve.text.source import Comment


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)


def format_fish_event(event: FishEvent) -> str:
    """One event as a line of the notation."""
    if isinstance(event, FishAsk):
        what = event.card.code if event.card is not None else event.rank.code
        head = f"{event.asker.name} asks {event.target.name} for {what}: "
        if event.given:
            if event.card is not None:
                return head + "yes"
            return head + (_cards(event.cards) if event.cards else str(event.given))
        answer = head + "go fish"
        if event.drawn is not None:
            return answer + f", draws {event.drawn.code}"
        if event.lucky:
            return answer + ", lucky"
        return answer
    if isinstance(event, Book):
        cards = event.cards if len(event.cards) == 2 else ()
        return f"{event.player.name} books {_cards(cards) if cards else event.rank.code}"
    return f"{event.player.name} draws {_cards(event.cards) if event.cards else event.count}"


def write_fish_log(log: FishLog) -> str:
    """The whole log in canonical form: headers, a blank line, one event per line."""
    rules = log.rules
    lines: list[str] = []
    comments = list(log.comments)

    def comments_at(after: int, inline: bool) -> list[Comment]:
        found = [c for c in comments if c.after == after and c.inline == inline]
        for c in found:
            comments.remove(c)
        return found

    top = comments_at(0, False)
    for c in top:
        if not c.after_headers:
            lines.append(f"# {c.text}")
    lines.append(f"game: {rules.variant}")
    lines.append(f"players: {' '.join(log.seating.names)}")
    if rules.tokens():
        lines.append(f"rules: {' '.join(rules.tokens())}")
    if rules.ranks != ALL_RANKS:
        lines.append(f"deck: {' '.join(r.code for r in rules.ranks)}")
    if rules.deal is not None:
        lines.append(f"deal: {rules.deal}")
    if rules.refill != REFILL:
        lines.append(f"refill: {rules.refill}")
    for player, cards in log.hands:
        lines.append(f"hand {player.name}: {_cards(cards)}")
    if log.stock is not None:
        lines.append(f"stock: {_cards(log.stock)}")
    if log.start is not None:
        lines.append(f"start: {log.start.name}")
    if log.question is not None:
        lines.append(f"question: {log.question}")
    if log.answer is not None:
        lines.append(f"answer: {log.answer}")
    lines.append("")
    # Comments that stood below the headers stay there, above the first event.
    lines.extend(f"# {c.text}" for c in top if c.after_headers)
    for number, event in enumerate(log.events, start=1):
        text = format_fish_event(event)
        inline = comments_at(number, True)
        if inline:
            text += "  # " + " ".join(c.text for c in inline)
        lines.append(text)
        for c in comments_at(number, False):
            lines.append(f"# {c.text}")
    for c in comments:
        lines.append(f"# {c.text}")
    return "\n".join(lines) + "\n"
