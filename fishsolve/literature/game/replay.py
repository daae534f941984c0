"""Replay a game log: the public state after every event, and the rules checked on the way.

The replay knows only what the log states directly: the dealt hands it gives, the public
transfers, the answers and the revealed claims. A fact that needs deduction (that Cara must hold
6D because she asked for 3D) is the model's business, not the replay's; the replay only rejects
what the log itself contradicts.

>>> from fishsolve.literature.notation.text import parse_log
>>> log = parse_log('''players: Asha Ben Cara Dev Eli Fay
... Ben asks Cara for 9C: no
... Cara asks Dev for 3D: no''')
>>> r = replay(log)
>>> r.final.turn.name, r.final.hand_sizes[0].exact
('Dev', 8)
"""

from __future__ import annotations

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError, InconsistentLog, RuleError
from fishsolve.literature.game.bookkeeping import line_of, not_dealt, pass_error, source_at
from fishsolve.literature.game.claim_replay import ClaimReplay
from fishsolve.literature.game.correction_replay import CorrectionReplay
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    Event,
    GameLog,
    HandCount,
    Pass,
)
from fishsolve.literature.game.legality import asker_rule, emptied_by_pass, pass_faults
from fishsolve.literature.game.state import Note, PublicState, Replay
from fishsolve.seating import Player


class _Replayer(ClaimReplay, CorrectionReplay):
    # -- events ----------------------------------------------------------------------------

    def ask(self, event: Ask) -> None:
        asker, target, card = event.asker, event.target, event.card
        half = self.deck.half_suit_of(card)
        self.check_running(event)
        self.check_turn(event, asker, "after a 'no' the turn passes to the player asked")
        self.check_must_pass(event, asker)
        if target.team == asker.team:
            who = "themself" if target == asker else f"{target.name} is on {asker.name}'s team"
            msg = (
                f"{asker.name} cannot ask themself; asks go to opponents"
                if target == asker
                else f"{who}; asks go to opponents"
            )
            self.problem(RuleError(msg, source_at(event, "target")))
        if self.hi[target.index] == 0:
            self.problem(
                RuleError(
                    f"{target.name} has no cards; empty hands are never asked",
                    source_at(event, "target"),
                )
            )
        if half in self.settled:
            done = self.settled[half]
            self.problem(
                RuleError(
                    f"{half.name} were settled by the claim of event {done.event}; "
                    f"{card} is out of play",
                    source_at(event, "card"),
                )
            )
        known = self.holder.get(card)
        rule = asker_rule(self.rules, card)
        if rule is not None:
            if known is not None and known[0] == asker:
                self.problem(
                    RuleError(
                        f"{asker.name} holds {card} ({known[1]}); a player may not ask for a card "
                        "they hold",
                        source_at(event, "card"),
                    )
                )
            others = list(rule.others)
            if half not in self.settled and all(asker in self.not_holder[c] for c in others):
                reason = self.reasons(asker, others)
                self.problem(
                    RuleError(
                        f"{asker.name} holds no other card of {half.name} ({reason}); an ask "
                        "needs another card of the same half-suit",
                        source_at(event, "card"),
                    )
                )
        # A "no" the table later found false (a hidden card, S-PT §05) proves nothing.
        untrue = self.index in self.plan.withdrawn
        if not untrue:
            self.answer(event, known)
        # Effects.
        self.at_least(asker, 1)
        self.at_least(target, 1)
        if rule is not None:
            self.rule_out(rule.asked, asker, f"{asker.name} asked for {card} on {line_of(event)}")
        if event.answer:
            self.lo[target.index] -= 1
            self.hi[target.index] -= 1
            self.lo[asker.index] += 1
            self.hi[asker.index] += 1
            self.moved[card] = asker
            self.set_holder(card, asker, f"received from {target.name} on {line_of(event)}")
            self.turn_cause = "after a 'yes' the asker goes on"
        else:
            if not untrue:
                self.rule_out(card, target, f"{target.name} said no to {card} on {line_of(event)}")
            self.turn = target
            self.turn_cause = None

    def reasons(self, player: Player, cards: list[Card]) -> str:
        """Why ``player`` holds none of ``cards``, in card order, the undealt ones in one clause."""
        undealt = [c for c in cards if self.not_holder[c][player] == not_dealt(player, c)]
        parts = [f"{player.name} was not dealt {' '.join(map(str, undealt))}"] if undealt else []
        for card in cards:
            why = self.not_holder[card][player]
            if card not in undealt and why not in parts:
                parts.append(why)
        return "; ".join(parts)

    def answer(self, event: Ask, known: tuple[Player, str] | None) -> None:
        target, card = event.target, event.card
        if event.answer:
            if known is not None and known[0] != target:
                self.problem(
                    InconsistentLog(
                        f"{target.name} cannot give {card}: "
                        f"it is with {known[0].name} ({known[1]})",
                        source_at(event, "answer"),
                    )
                )
            elif target in self.not_holder[card]:
                self.problem(
                    InconsistentLog(
                        f"{target.name} cannot hold {card}: {self.not_holder[card][target]}",
                        source_at(event, "answer"),
                    )
                )
        elif known is not None and known[0] == target:
            self.problem(
                InconsistentLog(
                    f"{target.name} holds {card} ({known[1]}), so the answer cannot be no",
                    source_at(event, "answer"),
                )
            )

    def pass_turn(self, event: Pass) -> None:
        giver, receiver = event.giver, event.receiver
        self.check_running(event)
        self.check_turn(event, giver, "only the player on turn can pass it")
        faults = pass_faults(
            self.rules,
            giver,
            receiver,
            receiver_empty=self.hi[receiver.index] == 0,
            giver_holds=self.lo[giver.index] > 0,
            team_holds=any(self.lo[p.index] > 0 for p in self.table.members(giver.team)),
        )
        for fault in faults:
            self.problem(pass_error(fault, event))
        for p in emptied_by_pass(self.rules, self.table, giver, receiver):
            self.hi[p.index] = 0
            self.lo[p.index] = 0
        self.at_least(receiver, 1)
        self.turn = receiver
        self.turn_cause = f"{giver.name} passed the turn to {receiver.name} on {line_of(event)}"

    def count(self, event: HandCount) -> None:
        self.check_running(event)
        i = event.player.index
        lo, hi = self.lo[i], self.hi[i]
        if not lo <= event.count <= hi:
            expected = str(lo) if lo == hi else f"between {lo} and {hi}"
            self.problem(
                InconsistentLog(
                    f"{event.player.name} cannot have {event.count} "
                    f"card{'' if event.count == 1 else 's'} here; the log leaves "
                    f"{expected}",
                    source_at(event, "count"),
                )
            )
        self.lo[i] = self.hi[i] = event.count

    def step(self, event: Event) -> PublicState:
        """Apply the next event and return the state after it."""
        self.index += 1
        self.seen.append(event)
        if self.index in self.plan.voided:
            self.voided(event, self.apply)
        else:
            self.apply(event)
        return self.snapshot(self.index)

    def apply(self, event: Event) -> None:
        """Apply ``event`` under the rules."""
        if isinstance(event, Ask):
            self.ask(event)
        elif isinstance(event, Claim):
            self.claim(event)
        elif isinstance(event, Pass):
            self.pass_turn(event)
        elif isinstance(event, Correction):
            self.correct(event)
        else:
            self.count(event)

    def run(self) -> Replay:
        states = [self.snapshot(0)]
        for event in self.log.events:
            states.append(self.step(event))
        return Replay(self.log, tuple(states), tuple(self.errors), tuple(self.notes))


class LiveReplay:
    """The replay of a log that grows one event at a time (a game being played).

    Appending an event costs one step of the replay, not a replay of the whole log.

    >>> from fishsolve.literature.notation.text import parse_log
    >>> log = parse_log("players: Asha Ben Cara Dev Eli Fay\\nBen asks Cara for 9C: no")
    >>> live = LiveReplay(log.with_events(()))
    >>> live.append(log.events[0]).turn.name
    'Cara'
    >>> live.replay(log) == replay(log)
    True
    """

    def __init__(self, log: GameLog, lenient: bool = False) -> None:
        """Replay the events ``log`` already has (see :func:`replay` for ``lenient``)."""
        self._log = log
        self._lenient = lenient
        self._start(log)

    def _start(self, log: GameLog) -> None:
        """Replay ``log`` whole; nothing changes if it raises."""
        replayer = _Replayer(log, self._lenient)
        states = [replayer.snapshot(0)]
        for event in log.events:
            states.append(replayer.step(event))
        self._replayer = replayer
        self.states: list[PublicState] = states

    @property
    def errors(self) -> tuple[FishsolveError, ...]:
        """The problems collected so far (lenient replays only)."""
        return tuple(self._replayer.errors)

    @property
    def notes(self) -> tuple[Note, ...]:
        """The corrections met so far, and what they set aside."""
        return tuple(self._replayer.notes)

    def append(self, event: Event) -> PublicState:
        """Replay one more event and return the state after it.

        A correction reaches back (it voids the event before it, or shows an earlier "no"
        untrue): after one, the log is replayed once more, as the table agreed it went. An event
        refused (an error raised) leaves the replay as it was before it.

        Raises:
            RuleError: an illegal event (unless lenient).
            InconsistentLog: an event the log itself contradicts (unless lenient).
        """
        if isinstance(event, Correction):
            self._start(self._log.with_events((*self._replayer.seen, event)))
            return self.states[-1]
        saved = self._replayer.save()
        try:
            state = self._replayer.step(event)
        except FishsolveError:
            self._replayer.restore(saved)
            raise
        self.states.append(state)
        return state

    def replay(self, log: GameLog) -> Replay:
        """The :class:`Replay` of ``log``, whose events must be those appended so far."""
        if len(log.events) != len(self.states) - 1:
            raise ValueError(
                f"{len(self.states) - 1} events replayed, the log has {len(log.events)}"
            )
        return Replay(log, tuple(self.states), self.errors, self.notes)


def replay(log: GameLog, lenient: bool = False) -> Replay:
    """Replay ``log``; raise the first :class:`RuleError` or :class:`InconsistentLog`.

    With ``lenient=True`` every problem is collected in :attr:`Replay.errors` instead and the
    replay goes on as if the event had been legal.
    """
    return _Replayer(log, lenient).run()
