"""Replaying the table's agreed corrections (S-PT §05): a voided event, a hidden card, a fix.

What each part of a correction means is described once, in
:mod:`fishsolve.literature.game.corrections`; this is the replay's side of it: the voided event is
stepped only to learn what it broke (those problems become notes, not errors) and then undone, and
the correction's own parts are checked against what the log states.
"""

from __future__ import annotations

from collections.abc import Callable

from fishsolve.cards import Card
from fishsolve.errors import InconsistentLog, RuleError
from fishsolve.literature.game.bookkeeping import Bookkeeper, line_of, source_at
from fishsolve.literature.game.corrections import voidable
from fishsolve.literature.game.events import Ask, Correction, Event, Pass
from fishsolve.literature.game.state import Note


def _what(event: Event) -> str:
    if isinstance(event, Ask):
        return f"{event.asker.name}'s ask for {event.card}"
    if isinstance(event, Pass):
        return f"{event.giver.name}'s pass to {event.receiver.name}"
    return "the event"


class CorrectionReplay(Bookkeeper):
    """The correction step of the replay."""

    def voided(self, event: Event, apply: Callable[[Event], None]) -> None:
        """Step ``event``, which the next event voids: catch its problems, then undo it."""
        saved = self.save()
        self.caught = []
        try:
            apply(event)
        finally:
            caught, self.caught = self.caught, None
        self.restore(saved)
        what = _what(event)
        where = source_at(event)
        if caught:
            for err in caught:
                message = f"{what} is void by the correction after it; it broke: {err.message}"
                self.notes.append(Note(message, err.location or where))
        else:
            self.notes.append(Note(f"{what} is void by the correction after it", where))

    def correct(self, event: Correction) -> None:
        self.check_running(event)
        line = line_of(event)
        parts: list[str] = []
        if event.void:
            before = self.log_event(self.index - 1)
            if before is None or not voidable(before):
                what = "nothing" if before is None else f"a {before.kind}"
                self.problem(
                    RuleError(
                        f"'void' undoes the ask or pass just before it; before it comes {what}",
                        source_at(event, "void"),
                    )
                )
            else:
                parts.append(f"voids {line_of(before)}")
        for player, card in event.held:
            self.check_in_play(event, card, f"held:{card}")
            known = self.holder.get(card)
            if known is not None and known[0] != player:
                self.problem(
                    InconsistentLog(
                        f"{player.name} cannot have held {card}: it was with {known[0].name} "
                        f"({known[1]})",
                        source_at(event, f"held:{card}"),
                    )
                )
            elif player in self.not_holder[card]:
                self.problem(
                    InconsistentLog(
                        f"{player.name} cannot have held {card}: {self.not_holder[card][player]}",
                        source_at(event, f"held:{card}"),
                    )
                )
            self.at_least(player, 1)
            self.moved[card] = player
            self.set_holder(card, player, f"shown by the correction on {line}")
            parts.append(f"{player.name} held {card}")
        for card, receiver in event.moves:
            self.check_in_play(event, card, f"moves:{card}")
            known = self.holder.get(card)
            if known is None:
                self.problem(
                    RuleError(
                        f"the log does not say who holds {card} here; write 'NAME held {card}' "
                        f"before '{card} to {receiver.name}'",
                        source_at(event, f"moves:{card}"),
                    )
                )
                continue
            giver = known[0]
            if giver == receiver:
                self.problem(
                    RuleError(
                        f"{receiver.name} already holds {card} ({known[1]})",
                        source_at(event, f"moves:{card}"),
                    )
                )
                continue
            self.lo[giver.index] = max(0, self.lo[giver.index] - 1)
            self.hi[giver.index] = max(0, self.hi[giver.index] - 1)
            self.lo[receiver.index] += 1
            self.hi[receiver.index] += 1
            self.moved[card] = receiver
            self.set_holder(card, receiver, f"handed over by the correction on {line}")
            parts.append(f"{card} from {giver.name} to {receiver.name}")
        if event.turn is not None:
            if self.hi[event.turn.index] == 0:
                self.problem(
                    RuleError(
                        f"{event.turn.name} has no cards and cannot take the turn",
                        source_at(event, "turn"),
                    )
                )
            self.turn = event.turn
            self.turn_cause = f"the correction on {line} gives {event.turn.name} the turn"
            parts.append(f"the turn to {event.turn.name}")
        self.notes.append(
            Note(
                f"the table agreed a correction (S-PT §05): {'; '.join(parts)}",
                source_at(event),
            )
        )

    def log_event(self, number: int) -> Event | None:
        """Event ``number`` (1-based) of the log, or None."""
        return self.seen[number - 1] if 1 <= number <= len(self.seen) else None

    def check_in_play(self, event: Correction, card: Card, field_name: str) -> None:
        half = self.deck.half_suit_of(card)
        if half in self.settled:
            self.problem(
                RuleError(
                    f"{card} left play with the claim of event {self.settled[half].event}",
                    source_at(event, field_name),
                )
            )
