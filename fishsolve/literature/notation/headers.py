"""Reading the header lines of a text log: players, deck, rules, hands, start, dealer, redeals
and a puzzle's question and answers.

Owns :class:`HeaderReader`, which the reader of a whole log
(:mod:`fishsolve.literature.notation.text`) builds on; the grammar is documented in
``docs/notation.md``.
"""

from __future__ import annotations

from fishsolve.cards import Card, is_card_token
from fishsolve.errors import NotationError
from fishsolve.literature.game.events import Redeal
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.question import HOLDER, ClaimKey, Question
from fishsolve.literature.notation.eventlines import EventReader
from fishsolve.seating import Player, Table
from fishsolve.text.format import read_version
from fishsolve.text.lines import Line, Tok, shorten
from fishsolve.text.source import Source


class HeaderReader(EventReader):
    """Reads header lines into the log being built (the fields below)."""

    rules: RuleSet
    hands: dict[Player, frozenset[Card]]
    start: Player | None
    dealer: Player | None
    redeals: list[Redeal]
    question: Question | None
    header_sources: dict[str, Source]

    def _header(self, key: str, line: Line) -> None:
        low = key.lower()
        colon = next(i for i, t in enumerate(line.tokens) if t.text == ":")
        values = line.tokens[colon + 1 :]
        self.header_sources[low if not low.startswith("hand ") else key] = line.source()
        if low == "format":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected the format's version, e.g. 'format: 1'",
                    values[0].col if values else None,
                )
            try:
                read_version(words[0].text)
            except NotationError as err:
                raise line.error(err.message, words[0].col) from None
            return
        if low == "players":
            names = [t for t in values if t.text not in (",", ";")]
            try:
                self.table = Table.from_names([t.text for t in names])
            except NotationError as err:
                col = names[0].col if names else None
                for tok in reversed(names):  # the last one: a name given twice is the 2nd
                    if repr(tok.text) in err.message:
                        col = tok.col
                        break
                message = err.message
                for tok in names:
                    message = shorten(message, tok.text)
                raise line.error(message, col) from None
            for player in self.table.players:
                self.header_sources[f"hand {player.name}"] = line.source()
            return
        if low == "deck":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected one deck name: standard, no-sevens or jokers",
                    values[0].col if values else None,
                )
            try:
                deck = RuleSet.parse_deck(words[0].text)
                RuleSet(deck=deck).hand_size(len(self.table or ()))
            except NotationError as err:
                raise line.error(shorten(err.message, words[0].text), words[0].col) from None
            self.deck = deck
            self.rules = RuleSet.parse(list(self.rules.tokens()), self.deck)
            return
        if low == "rules":
            words = [t for t in values if t.text not in (",", ";")]
            for tok in words:
                try:
                    RuleSet.parse([tok.text], self.deck, partial=True)
                except NotationError as err:
                    raise line.error(shorten(err.message, tok.text), tok.col) from None
            try:
                self.rules = RuleSet.parse([t.text for t in words], self.deck)
                if self.table is not None:
                    self.rules.hand_size(len(self.table))  # a preset's table size
            except NotationError as err:
                raise line.error(err.message, words[0].col) from None
            return
        assert self.table is not None
        if low == "start":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected the name of the player who starts", values[0].col if values else None
                )
            self.start = self._player(line, words[0])
            return
        if low == "dealer":
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error(
                    "expected the name of the player who dealt", values[0].col if values else None
                )
            self.dealer = self._player(line, words[0])
            if self.start is not None and self.start != self.dealer:
                raise line.error(
                    f"the dealer asks first (S-PT: 'O dador pergunta primeiro'), but 'start:' "
                    f"names {self.start.name}; keep one of the two headers",
                    words[0].col,
                )
            return
        if low == "redeal":
            self._redeal(line, values)
            return
        if low == "question":
            self._question(line, values)
            return
        if low == "answer":
            self._answer(line, values)
            return
        # hand NAME: cards
        name_tok = line.tokens[1]
        player = self._player(line, name_tok)
        self.header_sources.pop(key, None)
        self.header_sources[f"hand {player.name}"] = line.source()
        if player in self.hands:
            raise line.error(f"{player.name}'s hand is given twice", name_tok.col)
        cards: list[Card] = []
        for tok in values:
            if tok.text in (",", ";"):
                continue
            card = self._card(line, tok)
            if card in cards:
                raise line.error(f"{card} is listed twice", tok.col)
            for other, hand in self.hands.items():
                if card in hand:
                    raise line.error(f"{card} is already in {other.name}'s hand", tok.col)
            cards.append(card)
        size = self.rules.hand_size(len(self.table))
        if len(cards) != size:
            raise line.error(
                f"{player.name}'s hand lists {len(cards)} cards; each player is dealt {size}",
                values[0].col if values else None,
            )
        self.hands[player] = frozenset(cards)

    def _redeal(self, line: Line, values: list[Tok]) -> None:
        """``redeal: 7D exposed by Ben`` (every part optional): a deal thrown in (S-PT §02)."""
        words = [t for t in values if t.text not in (",", ";")]
        cards: list[Card] = []
        by: Player | None = None
        at = 0
        while at < len(words) and words[at].low not in ("exposed", "by"):
            card = self._card(line, words[at])
            if card in cards:
                raise line.error(f"{card} is listed twice", words[at].col)
            cards.append(card)
            at += 1
        if at < len(words) and words[at].low == "exposed":
            at += 1
        if at < len(words) and words[at].low == "by":
            if at + 1 >= len(words):
                raise line.error("expected the name of the player who exposed the card after 'by'")
            by = self._player(line, words[at + 1])
            at += 2
        if at < len(words):
            raise line.error(
                "expected 'redeal: CARD exposed by NAME' (every part optional)", words[at].col
            )
        self.redeals.append(Redeal(tuple(cards), by, line.source()))

    def _question(self, line: Line, values: list[Tok]) -> None:
        """``question: who holds 6D?`` (or ``holder 6D``) / ``question: what can you claim?``."""
        words = [t for t in values if t.text not in (",", ";", "?")]
        texts = [t.low.removesuffix("?") for t in words]
        if texts and is_card_token(texts[-1]) and texts[:-1] in ([], ["holder"], ["who", "holds"]):
            card = self._card(line, Tok(words[-1].text.removesuffix("?"), words[-1].col))
            self.question = Question.who_holds(card)
        elif texts in (["claim"], ["what", "can", "you", "claim"]):
            self.question = Question.what_claims()
        else:
            raise line.error(
                "expected the question 'who holds CARD?' or 'what can you claim?'",
                words[0].col if words else None,
            )

    def _answer(self, line: Line, values: list[Tok]) -> None:
        """``answer: Cara`` (a holder) / ``answer: low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D``."""
        question = self.question
        first = values[0].col if values else None
        if question is None:
            raise line.error("an answer needs a 'question:' header", line.tokens[0].col)
        if question.kind == HOLDER:
            if question.holder is not None:
                raise line.error("a holder question has one answer line", line.tokens[0].col)
            words = [t for t in values if t.text not in (",", ";")]
            if len(words) != 1:
                raise line.error("expected the name of the player who holds the card", first)
            assert question.card is not None
            self.question = Question.who_holds(question.card, self._player(line, words[0]))
            return
        line.pos = next(i for i, t in enumerate(line.tokens) if t.text == ":") + 1
        words = []
        while (tok := line.peek()) is not None and tok.text != ":":
            words.append(tok)
            line.pos += 1
        if not words:
            raise line.error("expected a half-suit, e.g. 'low diamonds: Asha 2D 3D ...'", first)
        half = self._half_suit(line, words)
        line.expect(":", "':' after the half-suit, then the owner of each card")
        owners = self._holders(line, half, "answer", stop=set())
        line.done("the owners")
        self._all_six(line, half, owners, "the answer", "name the owner", words[0].col)
        keys = list(question.claims or ())
        if any(k.half_suit == half for k in keys):
            raise line.error(f"{half.name} are answered twice", words[0].col)
        keys.append(ClaimKey(half, owners))
        keys.sort(key=lambda k: self.deck.half_suits.index(k.half_suit))
        self.question = Question.what_claims(tuple(keys))
