"""The JSON form of a Go Fish family log: lossless both ways with the text notation.

Errors name the JSON path of the bad value and, from the document's text, its line and column (the
locating reader is :class:`~fishsolve.text.jsonlocate.LocatingDecoder`, shared with Literature's).

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo\\nAna asks Bo for J: go fish, lucky\\n")
>>> load_fish_log(dump_fish_log(log)) == log
True
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, ClassVar

from fishsolve.cards import Card, parse_card
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.question import parse_question
from fishsolve.gofish.game.rules import ALL_RANKS, REFILL, GoFishRules, parse_rank
from fishsolve.gofish.game.seating import Seating
from fishsolve.seating import Player
from fishsolve.text.format import FORMAT_VERSION, check_version
from fishsolve.text.jsonlocate import LocatingDecoder, parse_json


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def fish_event_to_dict(event: FishEvent) -> dict[str, Any]:
    """One event as a JSON object (optional fields only when present)."""
    if isinstance(event, FishAsk):
        out: dict[str, Any] = {
            "type": "ask",
            "asker": event.asker.name,
            "target": event.target.name,
            "rank": event.rank.code,
        }
        if event.card is not None:
            out["card"] = event.card.code
        out["given"] = event.given
        if event.cards:
            out["cards"] = _codes(event.cards)
        if event.drawn is not None:
            out["drawn"] = event.drawn.code
        if event.lucky:
            out["lucky"] = True
        return out
    if isinstance(event, Book):
        book: dict[str, Any] = {
            "type": "book",
            "player": event.player.name,
            "rank": event.rank.code,
        }
        if event.cards:
            book["cards"] = _codes(event.cards)
        return book
    refill: dict[str, Any] = {"type": "refill", "player": event.player.name, "count": event.count}
    if event.cards:
        refill["cards"] = _codes(event.cards)
    return refill


def fish_log_to_dict(log: FishLog) -> dict[str, Any]:
    """The whole log as a JSON-ready dict (keys in a fixed order)."""
    rules = log.rules
    data: dict[str, Any] = {
        "fishsolve": FORMAT_VERSION,
        "game": rules.variant.value,
        "players": list(log.seating.names),
        "rules": list(rules.tokens()),
    }
    if rules.ranks != ALL_RANKS:
        data["deck"] = [r.code for r in rules.ranks]
    if rules.deal is not None:
        data["deal"] = rules.deal
    if rules.refill != REFILL:
        data["refill"] = rules.refill
    data["hands"] = {p.name: _codes(cards) for p, cards in log.hands}
    if log.stock is not None:
        data["stock"] = _codes(log.stock)
    data["start"] = log.start.name if log.start else None
    if log.question is not None:
        data["question"] = log.question
    if log.answer is not None:
        data["answer"] = log.answer
    data["events"] = [fish_event_to_dict(e) for e in log.events]
    if log.comments:
        data["comments"] = [c.to_dict() for c in log.comments]
    return data


def dump_fish_log(log: FishLog) -> str:
    """The log as JSON text (indented, ending with a newline)."""
    return json.dumps(fish_log_to_dict(log), indent=2, ensure_ascii=False) + "\n"


class _FishDecoder(LocatingDecoder):
    field_columns: ClassVar[dict[str, str]] = {
        "asker": "actor",
        "player": "actor",
        "target": "target",
        "rank": "rank",
        "card": "rank",
        "given": "answer",
        "drawn": "drawn",
        "count": "count",
    }

    def fish_log(self, data: Any) -> FishLog:
        if not isinstance(data, dict):
            raise self.error("$", "expected a JSON object with 'game', 'players' and 'events'")
        self.wrap("fishsolve", check_version, data.get("fishsolve", FORMAT_VERSION))
        game = self.get(data, "game", str, "$")
        rules: GoFishRules = self.wrap("game", GoFishRules.parse, game, [])
        words = data.get("rules", [])
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise self.error("rules", "expected a list of rule words")
        parsed: GoFishRules = self.wrap("rules", GoFishRules.parse, game, words)
        rules = parsed
        if "deck" in data:
            ranks = data["deck"]
            if (
                not isinstance(ranks, list)
                or not ranks
                or not all(isinstance(r, str) for r in ranks)
            ):
                raise self.error("deck", "expected a list of ranks")
            got = tuple(
                sorted({self.wrap(f"deck[{i}]", parse_rank, r) for i, r in enumerate(ranks)})
            )
            rules = replace(rules, ranks=got)
        for key in ("deal", "refill"):
            if key in data:
                number = self.get(data, key, int, "$")
                if number < 1:
                    raise self.error(key, "expected a positive number of cards")
                rules = replace(rules, **{key: number})
        names = self.get(data, "players", list, "$")
        if not all(isinstance(n, str) for n in names):
            raise self.error("players", "expected a list of names")
        seating: Seating = self.wrap("players", Seating.from_names, names)
        self.wrap("players", rules.check_table, len(seating))
        said = next((key for key in ("deal", "deck") if key in data), "players")
        self.wrap(said, rules.check_deal, len(seating))
        hands_raw = data.get("hands", {})
        if not isinstance(hands_raw, dict):
            raise self.error("hands", "expected an object of hands by player")
        hands = []
        for name, cards in hands_raw.items():
            player = self.fish_player(seating, name, f"hands.{name}")
            hands.append((player, tuple(sorted(self.fish_cards(rules, cards, f"hands.{name}")))))
        stock = None
        if data.get("stock") is not None:
            stock = self.fish_cards(rules, data["stock"], "stock")
        start = None
        if data.get("start") is not None:
            start_name = self.get(data, "start", str, "$")
            start = self.fish_player(seating, start_name, "start")
        raw_events = self.get(data, "events", list, "$")
        events = [
            self.placed(self.fish_event(seating, rules, raw, f"events[{i}]"), f"events[{i}]")
            for i, raw in enumerate(raw_events)
        ]
        comments = self.comments(data, len(events))
        question = answer = None
        if data.get("question") is not None:
            raw_q = self.get(data, "question", str, "$")
            question = self.wrap("question", parse_question, raw_q).text
        if data.get("answer") is not None:
            answer = " ".join(self.get(data, "answer", str, "$").split())
        return FishLog(
            seating=seating,
            rules=rules,
            hands=tuple(sorted(hands, key=lambda h: h[0].seat)),
            stock=stock,
            start=start,
            events=tuple(events),
            comments=comments,
            question=question,
            answer=answer,
        )

    def fish_player(self, seating: Seating, name: Any, where: str) -> Player:
        if not isinstance(name, str):
            raise self.error(where, "expected a player's name")
        found: Player = self.wrap(where, seating.player, name)
        return found

    def fish_cards(self, rules: GoFishRules, raw: Any, where: str) -> tuple[Card, ...]:
        if not isinstance(raw, list) or not all(isinstance(c, str) for c in raw):
            raise self.error(where, "expected a list of cards")
        cards = tuple(self.wrap(f"{where}[{i}]", parse_card, c) for i, c in enumerate(raw))
        for i, c in enumerate(cards):
            if c.rank not in rules.ranks:
                raise self.error(f"{where}[{i}]", f"{c} is not in this deck")
        if len(set(cards)) != len(cards):
            raise self.error(where, "a card is named twice")
        return cards

    def fish_event(self, seating: Seating, rules: GoFishRules, raw: Any, where: str) -> FishEvent:
        if not isinstance(raw, dict):
            raise self.error(where, "expected an event object")
        kind = self.get(raw, "type", str, where)
        if kind == "ask":
            asker = self.fish_player(seating, self.get(raw, "asker", str, where), f"{where}.asker")
            target = self.fish_player(
                seating, self.get(raw, "target", str, where), f"{where}.target"
            )
            rank = self.wrap(f"{where}.rank", rules.rank_of, self.get(raw, "rank", str, where))
            card = None
            if rules.card_asks:
                card = self.wrap(f"{where}.card", parse_card, self.get(raw, "card", str, where))
                if card.rank != rank:
                    raise self.error(f"{where}.card", f"{card} is not of rank {rank.code}")
            given = self.get(raw, "given", int, where)
            if given < 0:
                raise self.error(f"{where}.given", "expected a number of cards, 0 for go fish")
            cards = self.fish_cards(rules, raw.get("cards", []), f"{where}.cards")
            drawn = None
            if raw.get("drawn") is not None:
                drawn = self.wrap(f"{where}.drawn", parse_card, self.get(raw, "drawn", str, where))
            lucky = raw.get("lucky", False)
            if not isinstance(lucky, bool):
                raise self.error(f"{where}.lucky", "expected true or false")
            return FishAsk(asker, target, rank, given, card, tuple(sorted(cards)), drawn, lucky)
        if kind == "book":
            player = self.fish_player(
                seating, self.get(raw, "player", str, where), f"{where}.player"
            )
            rank = self.wrap(f"{where}.rank", rules.rank_of, self.get(raw, "rank", str, where))
            cards = self.fish_cards(rules, raw.get("cards", []), f"{where}.cards")
            return Book(player, rank, tuple(sorted(cards)))
        if kind == "refill":
            player = self.fish_player(
                seating, self.get(raw, "player", str, where), f"{where}.player"
            )
            count = self.get(raw, "count", int, where)
            cards = self.fish_cards(rules, raw.get("cards", []), f"{where}.cards")
            return Refill(player, count, tuple(sorted(cards)))
        raise self.error(
            f"{where}.type", f"unknown event type {kind!r}; expected ask, book, refill"
        )


def load_fish_log(text: str, path: str | None = None) -> FishLog:
    """Read a Go Fish family log from JSON text."""
    return _FishDecoder(path, text).fish_log(parse_json(text, path))
