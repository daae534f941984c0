"""Reading the JSON form of a Literature log, with errors that say where (see
``docs/notation.md``; the locating helpers are :mod:`fishsolve.text.jsonlocate`'s).

The form is written by :mod:`fishsolve.literature.notation.jsonwrite`; reading it back gives the
same log.

>>> from fishsolve.literature.notation.text import parse_log
>>> from fishsolve.literature.notation.jsonwrite import log_to_dict
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for TH: no  # close\\n")
>>> data = log_to_dict(log)
>>> data["events"][0]
{'type': 'ask', 'asker': 'A1', 'target': 'B1', 'card': '10H', 'answer': 'no'}
>>> log_from_dict(data) == log
True
"""

from __future__ import annotations

from typing import Any, ClassVar

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.events import Ask, Claim, Event, GameLog, HandCount, Outcome, Pass
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.question import CLAIM, HOLDER, ClaimKey, Question
from fishsolve.literature.notation.jsonfixes import decode_correction, decode_redeals
from fishsolve.seating import Player, Table
from fishsolve.text.format import FORMAT_VERSION, check_version
from fishsolve.text.jsonlocate import LocatingDecoder, parse_json, short

__all__ = ["Decoder", "load_log", "log_from_dict", "parse_json"]

_FIELD_COLUMNS = {
    "asker": "actor",
    "claimer": "actor",
    "from": "actor",
    "player": "actor",
    "target": "target",
    "card": "card",
    "answer": "answer",
    "half_suit": "half_suit",
    "outcome": "outcome",
    "to": "receiver",
    "cards": "count",
    "for": "designator",
    "void": "void",
    "turn": "turn",
}
"""The text notation's column names (see ``Source.columns``) of an event's JSON fields."""


class Decoder(LocatingDecoder):
    """Turns a JSON document into a Literature log, with errors that name the JSON path (and,
    when the document's text is known, the line and column of the bad value)."""

    field_columns: ClassVar[dict[str, str]] = _FIELD_COLUMNS

    def log(self, data: Any) -> GameLog:
        if not isinstance(data, dict):
            raise self.error("$", "expected a JSON object with 'players' and 'events'")
        self.wrap("fishsolve", check_version, data.get("fishsolve", FORMAT_VERSION))
        names = self.get(data, "players", list, "$")
        if not all(isinstance(n, str) for n in names):
            raise self.error("players", "expected a list of names")
        table: Table = self.wrap("players", Table.from_names, names)
        deck_name = data.get("deck", "standard")
        if not isinstance(deck_name, str):
            raise self.error(
                "deck",
                f"expected a deck's name (standard, no-sevens or jokers), found {short(deck_name)}",
            )
        deck = self.wrap("deck", RuleSet.parse_deck, deck_name)
        rule_words = data.get("rules", [])
        if not isinstance(rule_words, list) or not all(isinstance(w, str) for w in rule_words):
            raise self.error("rules", "expected a list of rule names")
        rules: RuleSet = self.wrap("rules", RuleSet.parse, rule_words, deck)
        size = self.wrap("players", rules.hand_size, len(table))
        hands: dict[Player, frozenset[Card]] = {}
        raw_hands = data.get("hands", {})
        if not isinstance(raw_hands, dict):
            raise self.error("hands", "expected an object of name: [cards]")
        seen: set[Card] = set()
        for name, codes in raw_hands.items():
            where = f"hands.{name}"
            player: Player = self.wrap(where, table.player, name)
            if not isinstance(codes, list) or len(codes) != size:
                raise self.error(where, f"expected a list of {size} cards")
            cards = [self.wrap(where, deck.card, c) if isinstance(c, str) else None for c in codes]
            if None in cards or len(set(cards)) != size:
                raise self.error(where, "cards must be distinct card codes")
            hand = frozenset(c for c in cards if c is not None)
            if hand & seen or player in hands:
                raise self.error(where, "a card or a hand is given twice")
            seen |= hand
            hands[player] = hand
        start_name = data.get("start")
        start = None
        if start_name is not None:
            if not isinstance(start_name, str):
                raise self.error("start", "expected a player's name or null")
            start = self.wrap("start", table.player, start_name)
        dealer_name = data.get("dealer")
        dealer = None
        if dealer_name is not None:
            if not isinstance(dealer_name, str):
                raise self.error("dealer", "expected a player's name or null")
            dealer = self.wrap("dealer", table.player, dealer_name)
            if start is not None and start != dealer:
                raise self.error(
                    "dealer",
                    f"the dealer asks first (S-PT: 'O dador pergunta primeiro'), but 'start' "
                    f"names {start.name}",
                )
        redeals = decode_redeals(self, table, rules, data["redeals"]) if "redeals" in data else ()
        raw_events = self.get(data, "events", list, "$")
        events = tuple(
            self.placed(self.event(table, rules, e, f"events[{i}]"), f"events[{i}]")
            for i, e in enumerate(raw_events)
        )
        comments = self.comments(data, len(events))
        question = self.question(table, rules, data["question"]) if "question" in data else None
        return GameLog(
            table,
            rules,
            hands,
            events,
            start,
            comments,
            self.path,
            question=question,
            dealer=dealer,
            redeals=redeals,
        )

    def question(self, table: Table, rules: RuleSet, raw: Any) -> Question:
        """A puzzle's question, e.g. ``{"kind": "holder", "card": "6D", "answer": "Cara"}``."""
        if not isinstance(raw, dict):
            raise self.error("question", "expected an object with 'kind'")
        kind = self.get(raw, "kind", str, "question")
        answer = raw.get("answer")
        if kind == HOLDER:
            code = self.get(raw, "card", str, "question")
            card = self.wrap("question.card", rules.deck.card, code)
            if answer is None:
                return Question.who_holds(card)
            if not isinstance(answer, str):
                raise self.error("question.answer", "expected a player's name or null")
            return Question.who_holds(card, self.wrap("question.answer", table.player, answer))
        if kind != CLAIM:
            raise self.error("question.kind", f"expected 'holder' or 'claim', found {short(kind)}")
        if answer is None:
            return Question.what_claims()
        if not isinstance(answer, list):
            raise self.error("question.answer", "expected a list of half-suits and owners, or null")
        keys: dict[int, ClaimKey] = {}
        for i, item in enumerate(answer):
            where = f"question.answer[{i}]"
            if not isinstance(item, dict):
                raise self.error(where, "expected an object with 'half_suit' and 'owners'")
            half, owners = self.half_and_owners(table, rules, item, where, "name the owner")
            index = rules.deck.half_suits.index(half)
            if index in keys:
                raise self.error(where, f"{half} are answered twice")
            keys[index] = ClaimKey(half, owners)
        return Question.what_claims(tuple(keys[i] for i in sorted(keys)))

    def half_and_owners(
        self, table: Table, rules: RuleSet, raw: dict[str, Any], where: str, incomplete: str
    ) -> tuple[HalfSuit, tuple[tuple[Card, Player], ...]]:
        """A half-suit and the owner of each of its six cards (a claim, a puzzle's answer).

        ``incomplete`` starts the message when an owner is missing ("... of all six low clubs").
        """
        half = self.wrap(
            f"{where}.half_suit",
            rules.deck.parse_half_suit,
            self.get(raw, "half_suit", str, where),
        )
        owners = self.holders(table, half, raw.get("owners"), f"{where}.owners", rules)
        if len(owners) != len(half.cards):
            raise self.error(f"{where}.owners", f"{incomplete} of all six {half}")
        return half, owners

    def holders(
        self, table: Table, half: HalfSuit, raw: Any, where: str, rules: RuleSet
    ) -> tuple[tuple[Card, Player], ...]:
        if not isinstance(raw, dict):
            raise self.error(where, "expected an object of card: player")
        pairs: dict[Card, Player] = {}
        for code, name in raw.items():
            card = self.wrap(where, rules.deck.card, code)
            if card not in half:
                raise self.error(where, f"{card} is not in {half.name}")
            if not isinstance(name, str):
                raise self.error(f"{where}.{code}", "expected a player's name")
            if card in pairs:
                raise self.error(where, f"{card} is given twice")
            pairs[card] = self.wrap(f"{where}.{code}", table.player, name)
        order = {c: i for i, c in enumerate(half.cards)}
        return tuple(sorted(pairs.items(), key=lambda kv: order[kv[0]]))

    def event(self, table: Table, rules: RuleSet, raw: Any, where: str) -> Event:
        if not isinstance(raw, dict):
            raise self.error(where, "expected an event object")
        kind = self.get(raw, "type", str, where)
        name = self.wrap  # shorthand
        if kind == "ask":
            answer = self.get(raw, "answer", str, where)
            if answer not in ("yes", "no"):
                raise self.error(f"{where}.answer", "expected 'yes' or 'no'")
            return Ask(
                name(f"{where}.asker", table.player, self.get(raw, "asker", str, where)),
                name(f"{where}.target", table.player, self.get(raw, "target", str, where)),
                name(f"{where}.card", rules.deck.card, self.get(raw, "card", str, where)),
                answer == "yes",
            )
        if kind == "claim":
            half, owners = self.half_and_owners(table, rules, raw, where, "a claim names the owner")
            outcome_text = self.get(raw, "outcome", str, where)
            try:
                outcome = Outcome(outcome_text)
            except ValueError:
                raise self.error(
                    f"{where}.outcome", "expected 'right', 'wrong' or 'annulled'"
                ) from None
            actual = (
                self.holders(table, half, raw["actual"], f"{where}.actual", rules)
                if "actual" in raw
                else ()
            )
            designator = None
            if raw.get("for") is not None:
                designator = name(f"{where}.for", table.player, self.get(raw, "for", str, where))
            return Claim(
                name(f"{where}.claimer", table.player, self.get(raw, "claimer", str, where)),
                half,
                owners,
                outcome,
                actual,
                designator=designator,
            )
        if kind == "pass":
            return Pass(
                name(f"{where}.from", table.player, self.get(raw, "from", str, where)),
                name(f"{where}.to", table.player, self.get(raw, "to", str, where)),
            )
        if kind == "count":
            count = self.get(raw, "cards", int, where)
            if count < 0:
                raise self.error(f"{where}.cards", "expected a number of cards, 0 or more")
            return HandCount(
                name(f"{where}.player", table.player, self.get(raw, "player", str, where)), count
            )
        if kind == "correction":
            return decode_correction(self, table, rules, raw, where)
        raise self.error(
            f"{where}.type",
            f"unknown event type {short(kind)}; expected ask, claim, pass, count or correction",
        )


def log_from_dict(data: Any, path: str | None = None) -> GameLog:
    """Build a log from its JSON form; errors name the JSON path of the bad value."""
    return Decoder(path).log(data)


def load_log(text: str, path: str | None = None) -> GameLog:
    """Read a log from JSON text."""
    return Decoder(path, text).log(parse_json(text, path))
