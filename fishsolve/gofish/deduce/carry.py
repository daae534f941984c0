"""What stays impossible from one position to the next: the values of
:func:`~fishsolve.gofish.deduce.questions.possibilities`' questions that need no new proof.

Every deal and stock order that fits the log up to event ``at`` fits it up to event ``at - 1``
(the viewer only learns), and one event moves few cards: an ask hands the rank's cards (or the
card) from the target to the asker, a "go fish" moves the stock's top card to the asker, a book
takes a rank from its player, a refill moves stock cards to its player. A place whose cards of a
rank the event cannot have changed holds them now as it held them before the event — so a count
(or, under card asks, a card's presence) impossible there before is impossible now. Live hands
the previous position's report over, and the solver is asked only about the places the event
touched.

Conservative by construction: a draw not attributed to the event's player, or a hand whose size
changed outside the places named, carries nothing over.
"""

from __future__ import annotations

from fishsolve.gofish.deduce.questions import STOCK, Possible
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.gofish.game.state import FishReplay

Key = tuple[str, str]
"""(place, rank code or card code), as :func:`~fishsolve.gofish.deduce.questions.possibilities`
names its questions."""


def still_impossible(
    log: FishLog, rep: FishReplay, at: int, before: Possible
) -> dict[Key, set[int]]:
    """The values impossible at position ``at - 1`` (``before``: its possibilities, proved or
    counted for the same viewer) that are impossible at ``at`` too: those of places whose cards
    of the rank event ``at`` cannot have changed."""
    if at < 1:
        return {}
    event = log.events[at - 1]
    was, now = rep.states[at - 1], rep.states[at]
    drew = now.drawn - was.drawn
    whole: set[str] = set()  # places any of whose cards may have changed
    ranks: set[Key] = set()  # (place, rank code) whose cards may have changed
    if isinstance(event, FishAsk):
        if event.given:
            ranks |= {(event.asker.name, event.rank.code), (event.target.name, event.rank.code)}
        drawer, known = event.asker.name, [event.drawn] if event.drawn is not None else []
    elif isinstance(event, Refill):
        drawer, known = event.player.name, list(event.cards)
    elif isinstance(event, Book):
        ranks.add((event.player.name, event.rank.code))
        drawer, known = "", []
    else:  # pragma: no cover - every event kind is above
        return {}
    if drew:
        if not drawer:
            return {}
        if len(known) == drew:
            for card in known:
                ranks |= {(drawer, card.rank.code), (STOCK, card.rank.code)}
        else:
            whole |= {drawer, STOCK}
    touched = whole | {place for place, _ in ranks}
    for p in log.seating.players:
        if p.name not in touched and now.size(p) != was.size(p):
            return {}  # a hand changed that the event does not name: carry nothing
    if STOCK not in touched and now.stock != was.stock:
        return {}
    out: dict[Key, set[int]] = {}
    for (place, code), possible in before.counts.items():
        if place not in whole and (place, code) not in ranks:
            gone = set(range(5)) - set(possible)
            if gone:
                out[(place, code)] = gone
    rank_of = {c.code: c.rank.code for c in log.rules.cards}
    places = [p.name for p in log.seating.players] + [STOCK]
    for code, where in before.places.items():
        for place in places:
            if place in whole or (place, rank_of[code]) in ranks or place in where:
                continue
            out[(place, code)] = {0 if place == STOCK else 1}
    return out
