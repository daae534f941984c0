"""The JSON form of the dialect records: the table's corrections (S-PT §05) and redeals (S-PT
§02), read with the locating helpers of :class:`~fishsolve.literature.notation.jsonform.Decoder`.

A correction is ``{"type": "correction", "void": true, "held": {"3D": "Dev"}, "moves": {"3D":
"Cara"}, "turn": "Cara"}`` (every part optional, at least one given); a log's redeals are
``"redeals": [{"cards": ["7D"], "by": "Ben"}]``.
"""

from __future__ import annotations

from typing import Any, Protocol

from fishsolve.cards import Card
from fishsolve.errors import NotationError
from fishsolve.literature.game.events import Correction, Redeal
from fishsolve.literature.game.options import RuleSet
from fishsolve.seating import Player, Table


class Decoder(Protocol):
    """The locating helpers of :class:`fishsolve.literature.notation.jsonform.Decoder` used here."""

    def error(self, where: str, message: str) -> NotationError:
        """An error at JSON path ``where``."""

    def wrap(self, where: str, fn: Any, *args: Any) -> Any:
        """``fn(*args)``, its error placed at ``where``."""


_PARTS = ("void", "held", "moves", "turn")


def decode_correction(
    d: Decoder, table: Table, rules: RuleSet, raw: dict[str, Any], where: str
) -> Correction:
    """A correction event (``raw`` is its object; ``where`` its JSON path)."""
    unknown = sorted(k for k in raw if k not in ("type", *_PARTS))
    if unknown:
        raise d.error(
            f"{where}.{unknown[0]}",
            f"unknown part {unknown[0]!r} of a correction; expected {', '.join(_PARTS)}",
        )
    if not any(k in raw for k in _PARTS):
        raise d.error(where, f"a correction needs at least one of {', '.join(_PARTS)}")
    void = raw.get("void", False)
    if not isinstance(void, bool):
        raise d.error(f"{where}.void", "expected true or false")
    held = tuple((p, c) for c, p in _cards_to_players(d, table, rules, raw, "held", where))
    moves = _cards_to_players(d, table, rules, raw, "moves", where)
    turn_name = raw.get("turn")
    turn: Player | None = None
    if turn_name is not None:
        if not isinstance(turn_name, str):
            raise d.error(f"{where}.turn", "expected a player's name or null")
        turn = d.wrap(f"{where}.turn", table.player, turn_name)
    return Correction(void, held, moves, turn)


def _cards_to_players(
    d: Decoder, table: Table, rules: RuleSet, raw: dict[str, Any], key: str, where: str
) -> tuple[tuple[Card, Player], ...]:
    value = raw.get(key, {})
    if not isinstance(value, dict):
        raise d.error(f"{where}.{key}", "expected an object of card: player")
    pairs: list[tuple[Card, Player]] = []
    for code, name in value.items():
        card = d.wrap(f"{where}.{key}", rules.deck.card, code)
        if not isinstance(name, str):
            raise d.error(f"{where}.{key}.{code}", "expected a player's name")
        pairs.append((card, d.wrap(f"{where}.{key}.{code}", table.player, name)))
    return tuple(pairs)


def decode_redeals(d: Decoder, table: Table, rules: RuleSet, raw: Any) -> tuple[Redeal, ...]:
    """The ``redeals`` list of a log."""
    if not isinstance(raw, list):
        raise d.error("redeals", "expected a list of {cards, by} objects")
    out: list[Redeal] = []
    for i, item in enumerate(raw):
        where = f"redeals[{i}]"
        if not isinstance(item, dict):
            raise d.error(where, "expected an object with 'cards' and 'by'")
        codes = item.get("cards", [])
        if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
            raise d.error(f"{where}.cards", "expected a list of card codes")
        cards = tuple(d.wrap(f"{where}.cards", rules.deck.card, c) for c in codes)
        if len(set(cards)) != len(cards):
            raise d.error(f"{where}.cards", "a card is given twice")
        by_name = item.get("by")
        by: Player | None = None
        if by_name is not None:
            if not isinstance(by_name, str):
                raise d.error(f"{where}.by", "expected a player's name or null")
            by = d.wrap(f"{where}.by", table.player, by_name)
        out.append(Redeal(cards, by))
    return tuple(out)
