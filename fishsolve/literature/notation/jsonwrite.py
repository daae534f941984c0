"""Writing the JSON form of a game log: every header, event and comment, lossless.

Read back by :mod:`fishsolve.literature.notation.jsonform`; ``docs/notation.md`` describes the form.
"""

from __future__ import annotations

import json
from typing import Any

from fishsolve.cards import Card
from fishsolve.literature.game.events import Ask, Claim, Correction, Event, GameLog, Pass, Redeal
from fishsolve.literature.game.question import CLAIM, HOLDER, Question
from fishsolve.seating import Player
from fishsolve.text.format import FORMAT_VERSION


def _holders_dict(pairs: tuple[tuple[Card, Player], ...]) -> dict[str, str]:
    return {card.code: player.name for card, player in pairs}


def event_to_dict(event: Event) -> dict[str, Any]:
    """One event as a JSON object."""
    if isinstance(event, Ask):
        return {
            "type": "ask",
            "asker": event.asker.name,
            "target": event.target.name,
            "card": event.card.code,
            "answer": "yes" if event.answer else "no",
        }
    if isinstance(event, Claim):
        out: dict[str, Any] = {
            "type": "claim",
            "claimer": event.claimer.name,
            "half_suit": event.half_suit.key,
            "owners": _holders_dict(event.owners),
            "outcome": event.outcome.value,
        }
        if event.actual:
            out["actual"] = _holders_dict(event.actual)
        if event.designator is not None:
            out["for"] = event.designator.name
        return out
    if isinstance(event, Pass):
        return {"type": "pass", "from": event.giver.name, "to": event.receiver.name}
    if isinstance(event, Correction):
        fix: dict[str, Any] = {"type": "correction"}
        if event.void:
            fix["void"] = True
        if event.held:
            fix["held"] = {card.code: player.name for player, card in event.held}
        if event.moves:
            fix["moves"] = _holders_dict(event.moves)
        if event.turn is not None:
            fix["turn"] = event.turn.name
        return fix
    return {"type": "count", "player": event.player.name, "cards": event.count}


def _redeal_dict(redeal: Redeal) -> dict[str, Any]:
    return {
        "cards": [c.code for c in redeal.cards],
        "by": redeal.by.name if redeal.by else None,
    }


def log_to_dict(log: GameLog) -> dict[str, Any]:
    """The whole log as a JSON-ready dict (keys in a fixed order)."""
    data: dict[str, Any] = {
        "fishsolve": FORMAT_VERSION,
        "players": list(log.table.names),
        "deck": log.rules.deck.key,
        "rules": list(log.rules.tokens()),
        "hands": {p.name: [c.code for c in sorted(log.hands[p])] for p in log.known_players},
        "start": log.start.name if log.start else None,
        **({"dealer": log.dealer.name} if log.dealer else {}),
        **({"redeals": [_redeal_dict(r) for r in log.redeals]} if log.redeals else {}),
        "events": [event_to_dict(e) for e in log.events],
    }
    if log.question is not None:
        data["question"] = question_to_dict(log.question)
    if log.comments:
        data["comments"] = [c.to_dict() for c in log.comments]
    return data


def question_to_dict(question: Question) -> dict[str, Any]:
    """A puzzle's question as a JSON object; ``answer`` is null without a key."""
    if question.kind == HOLDER:
        card = question.card.code if question.card else None
        holder = question.holder.name if question.holder else None
        return {"kind": HOLDER, "card": card, "answer": holder}
    claims = question.claims
    return {
        "kind": CLAIM,
        "answer": None
        if claims is None
        else [{"half_suit": k.half_suit.key, "owners": _holders_dict(k.owners)} for k in claims],
    }


def dump_log(log: GameLog) -> str:
    """The log as JSON text (indented, ending with a newline)."""
    return json.dumps(log_to_dict(log), indent=2, ensure_ascii=False) + "\n"
