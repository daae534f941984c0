"""What the table's agreed corrections (S-PT §05) change in a log, written once.

S-PT §05: "Perante um pedido inválido ou carta ocultada, pare e combine uma correção justa" — faced
with an invalid ask or a hidden card, stop and agree a fair correction. A log records the agreement
with a ``correction:`` line (:class:`~fishsolve.literature.game.events.Correction`), and fishsolve
reads the game as the table agreed it went:

- ``void``: the event just before the correction did not happen. The replay does not apply it
  (its rule problems become notes of ``check``), the deduction takes nothing from it, and the
  turn goes back to the player who had it before (or to the one the correction names).
- ``NAME held CARD``: a hidden card. NAME holds CARD now, and every "no" NAME gave for CARD before
  the correction proves nothing (the deduction drops those answers from the start; the asks
  themselves, and the turn they passed, stand).
- ``CARD to NAME``: the card is handed to NAME now (its holder must be known by then).
- ``turn NAME``: the table gives the turn to NAME.

The replay (:mod:`fishsolve.literature.game.replay`), the deduction's constraints
(:mod:`fishsolve.literature.deduce.constraints`) and the tests' yardstick
(:mod:`fishsolve.literature.game.truth`, which reads the same agreement on its own) all go by
:func:`plan`.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log('''players: Asha Ben Cara Dev Eli Fay
... Ben asks Cara for 9C: no
... Cara asks Ben for 3D: no
... correction: void
... Cara asks Dev for 3D: no
... correction: Dev held 3D, 3D to Cara, turn Cara''')
>>> p = plan(log.events)
>>> sorted(p.voided), sorted(p.withdrawn)
([2], [4])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fishsolve.literature.game.events import Ask, Correction, Event, Pass


@dataclass(frozen=True)
class CorrectionPlan:
    """Which events of a log the table's corrections set aside.

    Attributes:
        voided: 1-based numbers of the events a ``void`` undid.
        withdrawn: 1-based numbers of asks whose "no" a later ``NAME held CARD`` shows false.
    """

    voided: frozenset[int] = frozenset()
    withdrawn: frozenset[int] = frozenset()

    @property
    def empty(self) -> bool:
        """True when the log has no corrections that set anything aside."""
        return not self.voided and not self.withdrawn


def voidable(event: Event) -> bool:
    """True if a correction may void ``event``: an ask or a pass (a claim is settled by its own
    rules, and a stated count or another correction is no move of the game)."""
    return isinstance(event, Ask | Pass)


def plan(events: Sequence[Event]) -> CorrectionPlan:
    """What the corrections among ``events`` set aside (see the module's description)."""
    if not any(isinstance(e, Correction) for e in events):
        return CorrectionPlan()
    voided: set[int] = set()
    withdrawn: set[int] = set()
    for index, event in enumerate(events):
        if not isinstance(event, Correction):
            continue
        number = index + 1
        if event.void and index > 0 and voidable(events[index - 1]):
            voided.add(number - 1)
        for player, card in event.held:
            for earlier in range(1, number):
                ask = events[earlier - 1]
                if (
                    isinstance(ask, Ask)
                    and not ask.answer
                    and ask.target == player
                    and ask.card == card
                    and earlier not in voided
                ):
                    withdrawn.add(earlier)
    return CorrectionPlan(frozenset(voided), frozenset(withdrawn))
