"""Reading the JSON form of a game log, with errors that say where (see ``docs/notation.md``).

The form is written by :mod:`fishsolve.notation.jsonwrite`; reading it back gives the same log.

>>> from fishsolve.notation.text import parse_log
>>> from fishsolve.notation.jsonwrite import log_to_dict
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for TH: no  # close\\n")
>>> data = log_to_dict(log)
>>> data["events"][0]
{'type': 'ask', 'asker': 'A1', 'target': 'B1', 'card': '10H', 'answer': 'no'}
>>> log_from_dict(data) == log
True
"""

from __future__ import annotations

import json
import reprlib
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.game.cards import Card, HalfSuit
from fishsolve.game.events import (
    Ask,
    Claim,
    Comment,
    Event,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    Source,
)
from fishsolve.game.options import RuleSet
from fishsolve.game.question import CLAIM, HOLDER, ClaimKey, Question
from fishsolve.game.table import Player, Table
from fishsolve.notation.jsonfixes import decode_correction, decode_redeals
from fishsolve.notation.jsonwrite import FORMAT_VERSION
from fishsolve.notation.positions import first_deeper, parse_path, value_positions

MAX_DIGITS = 100
"""Integers longer than this are not read as numbers (a log's numbers have a few digits; Python
refuses to convert more than 4,300 digits at all)."""

MAX_DEPTH = 100
"""Where a document too deeply nested for Python's JSON reader is blamed: the first value nested
more than this many levels deep (a log needs 5)."""


class _LongNumber:
    """An integer too long to read, kept as a value so the decoder can say where it is."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _read_int(text: str) -> int | _LongNumber:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= MAX_DIGITS else _LongNumber(digits)


class _ShortRepr(reprlib.Repr):
    """repr() cut short: a bad value is quoted in one line, however long or deep it is."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxother = self.maxlong = 40
        self.maxlist = self.maxdict = 4

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:
            return f"an integer of about {int(x.bit_length() * 0.30103)} digits"
        return super().repr_int(x, level)


_short = _ShortRepr().repr

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


if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_Placed = TypeVar("_Placed", bound="DataclassInstance")


class Decoder:
    """Turns a JSON document into a log, with errors that name the JSON path (and, when the
    document's text is known, the line and column of the bad value).

    The locating helpers (:meth:`error`, :meth:`get`, :meth:`wrap`, :meth:`placed`) serve every
    game's reader; the Go Fish family's subclasses it with its own :attr:`field_columns`.
    """

    field_columns: ClassVar[dict[str, str]] = _FIELD_COLUMNS

    def __init__(self, path: str | None, text: str | None = None) -> None:
        self.path = path
        self.text = text

    @cached_property
    def positions(self) -> dict[tuple[str | int, ...], tuple[int, int]]:
        if self.text is None:
            return {}
        try:
            return value_positions(self.text)
        except (ValueError, IndexError):  # not expected: json.loads accepted the text
            return {}

    @cached_property
    def lines(self) -> list[str]:
        """The text's lines as JSON counts them (only a line feed ends one), split once."""
        return [] if self.text is None else self.text.split("\n")

    @cached_property
    def by_line(self) -> dict[int, list[tuple[tuple[str | int, ...], int]]]:
        """The positions grouped by line: an event's fields are looked up on its line alone, so
        placing every event of a long log costs time linear in its length."""
        grouped: dict[int, list[tuple[tuple[str | int, ...], int]]] = {}
        for path, (line, column) in self.positions.items():
            grouped.setdefault(line, []).append((path, column))
        return grouped

    def locate(self, where: str) -> Location | None:
        """The line and column of the value at ``where``, or of its nearest enclosing value."""
        if self.text is None:
            return None
        steps = parse_path(where)
        for n in range(len(steps), -1, -1):
            spot = self.positions.get(steps[:n])
            if spot is not None:
                line, column = spot
                shown = (
                    self.lines[line - 1].removesuffix("\r") if 0 < line <= len(self.lines) else ""
                )
                return Location(line, column, shown, self.path)
        return None

    def error(self, where: str, message: str) -> NotationError:
        location = self.locate(where)
        if location is not None:
            return NotationError(f"{where}: {message}", location)
        prefix = f"{self.path}: " if self.path else ""
        return NotationError(f"{prefix}{where}: {message}")

    def placed(self, event: _Placed, where: str) -> _Placed:
        """``event`` with the line of its object as its source, for the replay's errors: the
        object's column, and the columns of its fields written on that same line."""
        location = self.locate(where)
        if location is None:
            return event
        base = parse_path(where)
        columns: list[tuple[str, int]] = [("", location.column)]
        for path, column in self.by_line.get(location.line, ()):
            if len(path) <= len(base) or path[: len(base)] != base:
                continue
            rest = path[len(base) :]
            if len(rest) == 1 and rest[0] in self.field_columns:
                columns.append((self.field_columns[str(rest[0])], column))
            elif len(rest) == 2 and rest[0] in ("owners", "actual", "held", "moves"):
                suffix = ":name" if rest[0] == "owners" else ""
                columns.append((f"{rest[0]}:{rest[1]}{suffix}", column))
        return replace(
            event, source=Source(location.line, location.text, self.path, tuple(columns))
        )

    def get(self, obj: dict[str, Any], key: str, kind: type, where: str) -> Any:
        if key not in obj:
            raise self.error(where, f"missing key {key!r}")
        value = obj[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.error(f"{where}.{key}", f"expected {kind.__name__}, found {_short(value)}")
        return value

    def wrap(self, where: str, fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except FishsolveError as err:
            raise self.error(where, err.message) from None

    def log(self, data: Any) -> GameLog:
        if not isinstance(data, dict):
            raise self.error("$", "expected a JSON object with 'players' and 'events'")
        version = data.get("fishsolve", FORMAT_VERSION)
        if type(version) is not int or version != FORMAT_VERSION:
            raise self.error("fishsolve", f"unsupported format version {_short(version)}")
        names = self.get(data, "players", list, "$")
        if not all(isinstance(n, str) for n in names):
            raise self.error("players", "expected a list of names")
        table: Table = self.wrap("players", Table.from_names, names)
        deck_name = data.get("deck", "standard")
        if not isinstance(deck_name, str):
            raise self.error(
                "deck",
                f"expected a deck's name (standard, no-sevens or jokers), found "
                f"{_short(deck_name)}",
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
        comments = []
        raw_comments = data.get("comments", [])
        if not isinstance(raw_comments, list):
            raise self.error("comments", "expected a list")
        inline_after: set[int] = set()
        for i, c in enumerate(raw_comments):
            where = f"comments[{i}]"
            if not isinstance(c, dict):
                raise self.error(where, "expected an object with 'after' and 'text'")
            after = self.get(c, "after", int, where)
            text = self.get(c, "text", str, where)
            inline = c.get("inline", False)
            # Refuse what the text form could not hold, so that conversions lose nothing.
            if not 0 <= after <= len(events):
                raise self.error(f"{where}.after", f"expected 0 to {len(events)} (events before)")
            if not isinstance(inline, bool):
                raise self.error(f"{where}.inline", f"expected bool, found {_short(inline)}")
            if "\n" in text or "\r" in text:
                raise self.error(f"{where}.text", "expected one line of text")
            if inline and (after == 0 or after in inline_after):
                raise self.error(
                    f"{where}.inline", "an inline comment needs its own event (after >= 1)"
                )
            if inline:
                inline_after.add(after)
            comments.append(Comment(after, text.strip(), inline))
        question = self.question(table, rules, data["question"]) if "question" in data else None
        return GameLog(
            table,
            rules,
            hands,
            events,
            start,
            tuple(comments),
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
            raise self.error("question.kind", f"expected 'holder' or 'claim', found {_short(kind)}")
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
            f"unknown event type {_short(kind)}; expected ask, claim, pass, count or correction",
        )


def log_from_dict(data: Any, path: str | None = None) -> GameLog:
    """Build a log from its JSON form; errors name the JSON path of the bad value."""
    return Decoder(path).log(data)


def parse_json(text: str, path: str | None = None) -> Any:
    """The JSON document in ``text``, or a located :class:`NotationError` (any game's reader)."""
    try:
        return json.loads(text, parse_int=_read_int)
    except json.JSONDecodeError as err:
        raise NotationError(
            f"not valid JSON: {err.msg}", _location(text, err.lineno, err.colno, path)
        ) from None
    except RecursionError:
        offset = first_deeper(text, MAX_DEPTH)
        where = None
        if offset is not None:
            line = text.count("\n", 0, offset) + 1
            where = _location(text, line, offset - (text.rfind("\n", 0, offset) + 1) + 1, path)
        raise NotationError(
            f"values nested too deeply to read (this one is more than {MAX_DEPTH} levels deep; "
            "a log needs 5)",
            where,
        ) from None


def load_log(text: str, path: str | None = None) -> GameLog:
    """Read a log from JSON text."""
    return Decoder(path, text).log(parse_json(text, path))


def _location(text: str, line: int, column: int, path: str | None) -> Location:
    """Line ``line`` of ``text`` as JSON counts lines: only a line feed ends one."""
    lines = text.split("\n")
    shown = lines[line - 1].removesuffix("\r") if 0 < line <= len(lines) else ""
    return Location(line, column, shown, path)
