"""Reading the header lines of a Go Fish family log: the game, players, rules, deck, deal, refill,
stock, start, a puzzle's question and answer, and the dealt hands.

Owns :class:`HeaderReader`, which the reader of a whole log (:mod:`fishsolve.gofish.notation.text`)
builds on; the grammar is documented in ``docs/gofish.md``.
"""

from __future__ import annotations

from fishsolve.errors import FishsolveError, NotationError
from fishsolve.gofish.game.question import parse_question
from fishsolve.gofish.game.rules import OPTION_FIELDS, GoFishRules, parse_rank
from fishsolve.gofish.game.seating import Seating
from fishsolve.gofish.notation.eventlines import EventReader
from fishsolve.text.format import read_version
from fishsolve.text.lines import Line, Tok


class HeaderReader(EventReader):
    """Reads header lines into the log being built (the fields of :class:`EventReader`)."""

    # -- headers -------------------------------------------------------------------------------

    def values(self, line: Line) -> list[Tok]:
        colon = next(i for i, t in enumerate(line.tokens) if t.text == ":")
        return [t for t in line.tokens[colon + 1 :] if t.text not in (",", ";")]

    def header(self, key: str, line: Line) -> None:
        values = self.values(line)
        if key == "game":
            if len(values) != 1:
                raise line.error("expected one game: go-fish, authors or simplified-fish")
            try:
                self.rules = GoFishRules.parse(values[0].text, [])
            except NotationError as err:
                raise line.error(err.message, values[0].col) from None
        elif key == "format":
            if len(values) != 1:
                raise line.error("expected the format's version, e.g. 'format: 1'")
            try:
                read_version(values[0].text)
            except NotationError as err:
                raise line.error(err.message, values[0].col) from None
        elif key == "players":
            try:
                self.seating = Seating.from_names([t.text for t in values])
            except NotationError as err:
                raise line.error(err.message, values[0].col if values else None) from None
        elif key == "rules":
            try:
                parsed = GoFishRules.parse(self.rules.variant, [t.text for t in values])
            except NotationError as err:
                bad = next((t for t in values if t.text in err.message), values[0])
                raise line.error(err.message, bad.col) from None
            self.rules = _with(
                self.rules, **{name: getattr(parsed, name) for name in OPTION_FIELDS}
            )
        elif key == "deck":
            ranks = []
            for t in values:
                try:
                    ranks.append(parse_rank(t.text))
                except NotationError as err:
                    raise line.error(err.message, t.col) from None
            if len(set(ranks)) != len(ranks) or not ranks:
                raise line.error("the deck header lists each rank in play once")
            self.rules = _with(self.rules, ranks=tuple(sorted(set(ranks))))
        elif key == "deal":
            self.rules = _with(self.rules, deal=_count(line, values, "dealt to each player"))
        elif key == "refill":
            self.rules = _with(
                self.rules, refill=_count(line, values, "drawn by a player whose hand empties")
            )
        elif key == "stock":
            self.stock = tuple(self.card(line, t) for t in values)
            self.stock_source = line.source()
        elif key in ("question", "answer"):
            text = line.text.split(":", 1)[1].split("#", 1)[0].strip()
            if not text:
                raise line.error(f"the {key} header needs its text")
            if key == "question":
                try:
                    question = parse_question(text)
                except FishsolveError as err:
                    raise line.error(err.message, values[0].col if values else None) from None
                self.question = question.text
                self.question_source = line.source()
            else:
                self.answer_text = " ".join(text.split())
        elif key == "start":
            if len(values) != 1:
                raise line.error("expected the name of the player who asks first")
            self.start = self.player(line, values[0])
            line.mark("start", values[0])
            self.start_source = line.source()

    def hand(self, line: Line) -> None:
        name = line.tokens[1]
        player = self.player(line, name)
        if any(p == player for p, _ in self.hands):
            raise line.error(f"{player.name}'s hand is given twice", name.col)
        cards = tuple(self.card(line, t) for t in self.values(line))
        if len(set(cards)) != len(cards):
            raise line.error(f"a card is named twice in {player.name}'s hand")
        self.hands.append((player, tuple(sorted(cards))))
        self.hand_sources.append(line.source())


def _count(line: Line, values: list[Tok], what: str) -> int:
    """A header's one whole number of cards, at least 1."""
    if len(values) != 1 or not values[0].text.isascii() or not values[0].text.isdigit():
        raise line.error(f"expected the number of cards {what}", values[0].col if values else None)
    if int(values[0].text) < 1:
        raise line.error(f"expected the number of cards {what}: at least 1", values[0].col)
    return int(values[0].text)


def _with(rules: GoFishRules, **changes: object) -> GoFishRules:
    from dataclasses import replace

    return replace(rules, **changes)  # type: ignore[arg-type]
