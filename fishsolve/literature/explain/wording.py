"""Plain-language citations of reasons: what a log line says, and what it shows about a fact.

A reason of the model (an event, a known hand, the hand sizes) guards several constraints; for an
explanation only some of them matter. :func:`fishsolve.literature.deduce.cpsat.cores.needed_units`
tells which of a reason's single facts ("Dev did not hold 3D then") were needed, or that its other
part (the asker rule, a failed claim, a hand size) was; this module turns that into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.cpsat.model import DealModel, Reason
from fishsolve.literature.deduce.reasons import ReasonKind, event_key
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    HandCount,
    Outcome,
    Pass,
    correction_parts,
)
from fishsolve.literature.game.legality import asker_rule, emptied_by_pass, is_out_of_turn
from fishsolve.literature.game.outcomes import ClaimProof, proof_of
from fishsolve.sat import variable
from fishsolve.seating import Player


@dataclass(frozen=True)
class Cited:
    """One reason of an explanation or a contradiction, in words."""

    key: str
    """The model's reason key: 'event:7', 'hand:Asha', 'hand-sizes'."""
    kind: str
    """'ask', 'claim', 'pass', 'count', 'hand', 'hand-sizes', or 'transfer' (a public move)."""
    line: int | None
    event: int | None
    says: str
    """What the line says, e.g. 'Cara asked Dev for 3D: no'."""
    shows: str
    """What it contributes here, e.g. 'Cara held another low diamond then, and not 3D'."""

    @property
    def where(self) -> str:
        """'line 6', or 'the deal' for the hand sizes."""
        if self.line is not None:
            return f"line {self.line}"
        if self.kind == ReasonKind.HAND_SIZES:
            return "the deal"
        return f"event {self.event}" if self.event is not None else "the log"

    def sentence(self) -> str:
        """The whole citation: where, what it says, and what follows from it."""
        if self.kind == ReasonKind.HAND_SIZES:
            return f"{self.where}: {self.shows}."
        return f"{self.where}: {self.says} — so {self.shows}."


def join(words: Sequence[str], last: str = "and") -> str:
    """'a', 'a and b', 'a, b and c'.

    >>> join(["2D", "4D", "6D"], "or")
    '2D, 4D or 6D'
    """
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def one_of(half: HalfSuit) -> str:
    """A single card of ``half``: 'low diamond', 'card of the eights'."""
    if half.name.startswith(("low ", "high ")) and half.name.endswith("s"):
        return half.name[:-1]
    return f"card of the {half.name}"


def cite(
    dm: DealModel,
    key: str,
    units: list[int] | None,
    viewer: Sequence[Player] = (),
    about: Card | None = None,
) -> Cited:
    """Cite reason ``key``; ``units`` are its needed unit literals, None if its other part was.

    ``viewer`` are the players whose hand is "your hand" (the perspective of a one-seat view).
    ``about`` is the card a one-card fact is about: when an ask for that very card is cited for
    its asker rule, its "no" is said too (the reader needs both halves of the line).
    """
    reason = dm.reasons[key]
    if reason.kind is ReasonKind.HAND_SIZES:
        return Cited(key, reason.kind.value, None, None, reason.text, reason.text)
    if reason.kind is ReasonKind.HAND:
        return _hand(dm, reason, units, viewer)
    assert reason.event is not None
    event = dm.log.events[reason.event - 1]
    facts = _unit_facts(dm, units or [])
    if isinstance(event, Ask):
        shows = _ask(dm, event, reason.event, units, facts, about, viewer)
    elif isinstance(event, Claim):
        shows = _claim(dm, event, reason.event, units, facts)
    elif isinstance(event, Pass):
        shows = _pass(dm, event)
    elif isinstance(event, Correction):
        shows = _correction(event)
    else:
        shows = _count(event)
    return Cited(key, event.kind, reason.line, reason.event, reason.text, shows)


def cite_transfer(dm: DealModel, card: Card, at: int) -> Cited | None:
    """The last public transfer of ``card`` in the first ``at`` events, if any."""
    for number in range(at, 0, -1):
        event = dm.log.events[number - 1]
        if isinstance(event, Ask) and event.answer and event.card == card:
            reason = dm.reasons[event_key(number)]
            shows = f"{event.target} handed {card} to {event.asker} face up"
            if dm.states[at].moved.get(card) == event.asker:
                shows += f", and it has stayed with {event.asker}"
            return Cited(reason.key, "transfer", reason.line, number, reason.text, shows)
    return None


# -- one function per kind of reason ---------------------------------------------------------


def _hand(
    dm: DealModel, reason: Reason, units: list[int] | None, viewer: Sequence[Player]
) -> Cited:
    player = reason.player
    assert player is not None
    hand = " ".join(str(c) for c in sorted(dm.log.hands[player]))
    mine = tuple(viewer) == (player,)
    says = f"your hand is {hand}" if mine else f"{player}'s hand is {hand}"
    facts = _unit_facts(dm, units or [])
    held = [str(c) for c, _, pos in sorted(facts) if pos]
    lacking = [str(c) for c, _, pos in sorted(facts) if not pos]
    who, was = ("you", "were") if mine else (player.name, "was")
    parts = []
    if held:
        parts.append(f"{who} {was} dealt {join(held)}")
    if lacking:
        parts.append(f"{who} {was} not dealt {join(lacking, 'or')}")
    shows = "; ".join(parts) if parts else f"{who} {was} dealt exactly these cards"
    return Cited(reason.key, ReasonKind.HAND.value, reason.line, None, says, shows)


def _unit_facts(dm: DealModel, units: list[int]) -> list[tuple[Card, Player, bool]]:
    """Each unit literal as (card, player, dealt?)."""
    by_var = {var: pair for pair, var in dm.dealt.items()}
    out = []
    for lit in units:
        card, player = by_var[variable(lit)]
        out.append((card, player, lit >= 0))
    return out


def _held(facts: list[tuple[Card, Player, bool]]) -> list[str]:
    return [f"{p} {'held' if pos else 'did not hold'} {c} then" for c, p, pos in facts]


def _ask(
    dm: DealModel,
    event: Ask,
    number: int,
    units: list[int] | None,
    facts: list[tuple[Card, Player, bool]],
    about: Card | None = None,
    viewer: Sequence[Player] = (),
) -> str:
    asker, target, card = event.asker, event.target, event.card
    if units is not None and facts:
        parts = []
        for c, p, pos in facts:
            if p == asker and c == card and not pos:
                parts.append(f"{asker} did not hold {card} then (nobody asks for a card they hold)")
            elif p == target and c == card:
                answer = "yes" if pos else "no"
                held = "held" if pos else "did not hold"
                parts.append(f"{target} {held} {card} then (the answer was {answer})")
            else:
                parts.extend(_held([(c, p, pos)]))
        return join(parts)
    rule = asker_rule(dm.log.rules, card)
    if rule is None:
        return f"{asker} and {target} both still had cards (bluffs are allowed: nothing more)"
    half = dm.log.rules.deck.half_suit_of(card)
    before = number - 1
    others = rule.others
    if any(dm.holding(c, asker, before) is True for c in others):
        # The asker rule was already satisfied in public: only the target's hand size is left.
        return f"{target} still had cards then (an empty hand is never asked)"
    open_ = [c for c in others if dm.holding(c, asker, before) is not False]
    ruled_out = _known_elsewhere(dm, asker, open_, before, viewer)
    kept = [str(c) for c in open_ if c not in ruled_out]
    listed = join(kept, "or")
    if ruled_out:
        # The viewer knows where these are: listing them as the asker's would read as a mistake.
        by_why: dict[str, list[str]] = {}
        for c, why in ruled_out.items():
            by_why.setdefault(why, []).append(str(c))
        notes = "; ".join(f"not {join(cs, 'or')}, {why}" for why, cs in by_why.items())
        listed = f"{listed}; {notes}" if listed else notes
    gone = [c for c in others if c in dm.states[before].moved]
    text = f"{asker} held another {one_of(half)} then ({listed}), not {card}"
    if gone:
        moved = dm.states[before].moved
        text += " (" + join([f"{c} was with {moved[c]}" for c in gone]) + ")"
    if card == about and not event.answer:
        text += f"; and {target} did not hold {card} then (the answer was no)"
    return text


def _known_elsewhere(
    dm: DealModel, asker: Player, cards: Sequence[Card], before: int, viewer: Sequence[Player]
) -> dict[Card, str]:
    """The ``cards`` the viewer knows the asker did not hold then, each with the reason why."""
    hands = dm.log.hands
    mine = len(viewer) == 1
    out: dict[Card, str] = {}
    for card in cards:
        if card in dm.states[before].moved:
            continue  # in public view already: the caller says where it was
        for p in viewer:
            if p not in hands:
                continue
            if p != asker and card in hands[p]:
                out[card] = "which you held" if mine else f"which {p} held"
            elif p == asker and card not in hands[p]:
                out[card] = "which you were not dealt" if mine else f"which {p} was not dealt"
    return out


def _claim(
    dm: DealModel,
    event: Claim,
    number: int,
    units: list[int] | None,
    facts: list[tuple[Card, Player, bool]],
) -> str:
    claimer, half = event.claimer, event.half_suit
    if units is not None and facts:
        lead = "the claim was right" if event.outcome is Outcome.RIGHT else "the cards were shown"
        return f"{lead}: {join(_held(facts))}"
    out_of_turn = is_out_of_turn(dm.log.rules, event.made_for, dm.states[number - 1].turn)
    proof = proof_of(dm.log.rules, event.outcome, out_of_turn, event.is_split())
    if proof is None or proof is ClaimProof.OWNERS_RIGHT:
        # (None: logged right although out of turn, which the replay rejects.)
        owners = join([f"{p} {c}" for c, p in event.owners])
        return f"the named owners were right: {owners}"
    if proof is ClaimProof.OPPONENT_HELD:
        return f"an opponent of {claimer} held at least one of the {half.name} then"
    if proof is ClaimProof.OWNER_WRONG:
        return f"at least one of the owners {claimer} named was wrong"
    if proof is ClaimProof.ON_TEAM:
        return f"all the {half.name} were on {claimer}'s team then"
    return (
        f"all the {half.name} were on {claimer}'s team then, but at least one of the owners "
        f"{claimer} named was wrong"
    )


def _pass(dm: DealModel, event: Pass) -> str:
    giver, receiver = event.giver, event.receiver
    emptied = emptied_by_pass(dm.log.rules, dm.log.table, giver, receiver)
    if receiver.team != giver.team:
        return f"nobody on {giver}'s team had cards then, and {receiver} had some"
    if emptied:
        return f"{giver} had no cards then, and {receiver} had some"
    return f"{receiver} had cards then"


def _correction(event: Correction) -> str:
    return "the table agreed that " + ", ".join(correction_parts(event))


def _count(event: HandCount) -> str:
    return f"{event.player} had exactly {event.count} cards then"
