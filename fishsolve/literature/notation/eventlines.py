"""Reading the events of a text log: asks, claims, passes and hand counts, one line each.

Owns :class:`EventReader`, which turns one :class:`~fishsolve.text.lines.Line` of a log's body into
an :class:`~fishsolve.literature.game.events.Event`, the words it accepts for a verb, an answer and
a claim's outcome, and the reading of the tokens inside an event: a player, a card, a half-suit and
its holders (``Asha 2D 3D, Cara 6D``). The reader of a whole log
(:mod:`fishsolve.literature.notation.text`) builds on it, and reuses the holders for a puzzle's
answer.
"""

from __future__ import annotations

from fishsolve.cards import Card
from fishsolve.errors import NotationError
from fishsolve.literature.decks import STANDARD, Deck, HalfSuit
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    Event,
    HandCount,
    Outcome,
    Pass,
)
from fishsolve.seating import Player, Table
from fishsolve.text.lines import MAYBE_HEADER_RE, Line, Tok, did_you_mean, quote, shorten

_ANSWERS = {"yes": True, "y": True, "no": False, "n": False}
_OUTCOMES = {
    "right": Outcome.RIGHT,
    "correct": Outcome.RIGHT,
    "wrong": Outcome.WRONG,
    "incorrect": Outcome.WRONG,
    "annulled": Outcome.ANNULLED,
    "annul": Outcome.ANNULLED,
    "void": Outcome.ANNULLED,
}
_VERBS = {
    "asks": "ask",
    "ask": "ask",
    "asked": "ask",
    "claims": "claim",
    "claim": "claim",
    "claimed": "claim",
    "passes": "pass",
    "pass": "pass",
    "passed": "pass",
    "has": "count",
    "had": "count",
}

# The words of a correction's parts (see fishsolve.literature.game.corrections).
_HELD_WORDS = ("held", "had", "hid")
_FIXES = ("void", "turn", "held", "to")

# Words a scorer might write for a pass that are no misspelling of a verb: named in the error.
_PASS_WORDS = ("gives", "give", "gave", "hands", "hand", "handed")


def is_verb(word: str) -> bool:
    """True if ``word`` is an event's verb (``asks``, ``claims``, ``passes``, ``has``...)."""
    return word.lower() in _VERBS


class EventReader:
    """Reads event lines against a table and a deck; raises located errors."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.deck: Deck = STANDARD

    # -- tokens ----------------------------------------------------------------------------

    def _player(self, line: Line, tok: Tok) -> Player:
        assert self.table is not None
        try:
            return self.table.player(tok.text)
        except NotationError as err:
            raise line.error(shorten(err.message, tok.text), tok.col) from None

    def _card(self, line: Line, tok: Tok) -> Card:
        try:
            return self.deck.card(tok.text)
        except NotationError as err:
            raise line.error(
                shorten(err.message, tok.text) + self._split_card(line, tok), tok.col
            ) from None

    def _split_card(self, line: Line, tok: Tok) -> str:
        """`` — did you mean '10H'?`` when ``tok`` and the next token make a card (``10 H``)."""
        # The token may be a trimmed copy ("8D" of "8D?"): find its place by its column.
        at = next((i for i, t in enumerate(line.tokens) if t.col == tok.col), None)
        if at is not None and at + 1 < len(line.tokens) and len(tok.text) <= 2:
            joined = tok.text + line.tokens[at + 1].text
            try:
                return f" — did you mean {str(self.deck.card(joined))!r}?"
            except NotationError:
                pass
        return ""

    # -- events ----------------------------------------------------------------------------

    def _event(self, line: Line) -> Event:
        first = line.next("a player's name")
        verb_tok = line.peek()
        if first.low == "correction" and verb_tok is not None and verb_tok.text == ":":
            line.pos += 1
            return self._correction(line, first)
        if (verb_tok is None or verb_tok.low not in _VERBS) and MAYBE_HEADER_RE.match(line.text):
            raise line.error(
                f"unknown header {quote(first.text)}; headers are players, deck, rules, hand NAME, "
                "start, dealer, redeal, question, answer (and 'correction:' is an event)",
                first.col,
            )
        if verb_tok is None or verb_tok.low not in _VERBS:
            found = f"found {quote(verb_tok.text)}" if verb_tok else "the line ends"
            if verb_tok is not None and verb_tok.low in _PASS_WORDS:
                found += " — did you mean 'passes'?"
            elif verb_tok is not None:
                found += did_you_mean(verb_tok.text, _VERBS)
            raise line.error(
                "expected 'asks', 'claims', 'passes to' or 'has' after the player's name; " + found,
                verb_tok.col if verb_tok else None,
            )
        actor = self._player(line, first)
        line.mark("actor", first)
        line.pos += 1
        kind = _VERBS[verb_tok.low]
        if kind == "ask":
            return self._ask(line, actor)
        if kind == "claim":
            return self._claim(line, actor, verb_tok)
        if kind == "pass":
            return self._pass(line, actor)
        return self._count(line, actor)

    def _ask(self, line: Line, asker: Player) -> Ask:
        target_tok = line.next("the name of the player asked")
        target = self._player(line, target_tok)
        line.mark("target", target_tok)
        line.accept("for")
        card_tok = line.next("the card asked for")
        card = self._card(line, card_tok)
        line.mark("card", card_tok)
        line.accept(":")
        answer_tok = line.next("the answer: yes or no")
        if answer_tok.low not in _ANSWERS:
            raise line.error(
                f"expected the answer yes or no; found {quote(answer_tok.text)}"
                + did_you_mean(answer_tok.text, _ANSWERS),
                answer_tok.col,
            )
        line.mark("answer", answer_tok)
        line.done("the answer")
        return Ask(asker, target, card, _ANSWERS[answer_tok.low], line.source())

    def _claim(self, line: Line, claimer: Player, verb_tok: Tok) -> Claim:
        words: list[Tok] = []
        while (tok := line.peek()) is not None and tok.text != ":":
            words.append(tok)
            line.pos += 1
        if not words:
            raise line.error(
                "expected the half-suit claimed, e.g. 'low diamonds'",
                verb_tok.col + len(verb_tok.text) + 1,
            )
        designator = None
        lows = [w.low for w in words]
        if "for" in lows[1:]:
            # "Cara claims low diamonds for Asha": Asha designated Cara to claim (S-ES).
            at = lows.index("for", 1)
            names = words[at + 1 :]
            if len(names) != 1:
                raise line.error(
                    "expected the name of the teammate who designated the claimer after 'for'",
                    names[1].col if names else words[at].col + len(words[at].text) + 1,
                )
            designator = self._player(line, names[0])
            line.mark("designator", names[0])
            words = words[:at]
        half_suit = self._half_suit(line, words)
        line.mark("half_suit", words[0])
        line.expect(":", "':' after the half-suit, then the owner of each card")
        owners = self._holders(line, half_suit, "owners", stop={":"})
        line.expect(":", "':' and the outcome (right, wrong or annulled) after the owners")
        outcome_tok = line.next("the outcome: right, wrong or annulled")
        if outcome_tok.low not in _OUTCOMES:
            raise line.error(
                f"expected the outcome right, wrong or annulled; found {quote(outcome_tok.text)}"
                + did_you_mean(outcome_tok.text, _OUTCOMES),
                outcome_tok.col,
            )
        line.mark("outcome", outcome_tok)
        actual: tuple[tuple[Card, Player], ...] = ()
        comma = line.accept(",", ";")
        if comma or ((tok := line.peek()) is not None and tok.low == "actually"):
            line.expect("actually", "'actually' and the true holders after the outcome")
            actual = self._holders(line, half_suit, "actual", stop=set())
        line.done("the claim")
        column = dict(line.columns).get("owners", None)
        self._all_six(line, half_suit, owners, "the claim", "a claim names the owner", column)
        outcome = _OUTCOMES[outcome_tok.low]
        return Claim(claimer, half_suit, owners, outcome, actual, line.source(), designator)

    def _half_suit(self, line: Line, words: list[Tok]) -> HalfSuit:
        """The half-suit the words name ('low diamonds'), or an error at the first word."""
        text = " ".join(w.text for w in words)
        try:
            return self.deck.parse_half_suit(text)
        except NotationError as err:
            raise line.error(shorten(err.message, text), words[0].col) from None

    @staticmethod
    def _all_six(
        line: Line,
        half: HalfSuit,
        owners: tuple[tuple[Card, Player], ...],
        who: str,
        rule: str,
        column: int | None,
    ) -> None:
        """Every card of ``half`` has an owner (in a claim, in a puzzle's answer)."""
        missing = [c for c in half.cards if c not in dict(owners)]
        if missing:
            raise line.error(
                f"{who} names no owner for {' '.join(map(str, missing))}; "
                f"{rule} of all six {half.name}",
                column,
            )

    def _holders(
        self,
        line: Line,
        half_suit: HalfSuit,
        field_name: str,
        stop: set[str],
    ) -> tuple[tuple[Card, Player], ...]:
        """Read ``NAME CARD CARD, NAME CARD`` groups up to a token in ``stop`` or the line end."""
        result: dict[Card, Player] = {}
        first = True
        while True:
            tok = line.peek()
            if tok is None or tok.text in stop:
                if first:
                    raise line.error(
                        "expected a player's name and their cards", tok.col if tok else None
                    )
                break
            if not first:
                if tok.text not in (",", ";"):
                    raise line.error(
                        f"expected ',' between owners; found {quote(tok.text)}", tok.col
                    )
                line.pos += 1
                tok = line.next("a player's name and their cards")
            else:
                line.pos += 1
                line.mark(field_name, tok)
            first = False
            player = self._player(line, tok)
            count = 0
            while (card_tok := line.peek()) is not None and card_tok.text not in (",", ";", *stop):
                line.pos += 1
                card = self._card(line, card_tok)
                if card not in half_suit:
                    raise line.error(f"{card} is not in {half_suit.name}", card_tok.col)
                if card in result:
                    raise line.error(f"{card} is named twice in this claim", card_tok.col)
                line.mark(f"{field_name}:{card}", card_tok)
                line.mark(f"{field_name}:{card}:name", tok)
                result[card] = player
                count += 1
            if count == 0:
                raise line.error(
                    f"expected the cards held by {player.name}", card_tok.col if card_tok else None
                )
        order = {c: i for i, c in enumerate(half_suit.cards)}
        return tuple(sorted(result.items(), key=lambda kv: order[kv[0]]))

    def _correction(self, line: Line, head: Tok) -> Correction:
        """``correction: void, Dev held 3D, 3D to Cara, turn Cara`` (any of the parts, in any
        order; they apply in the order void, held, to, turn)."""
        line.mark("", head)
        void = False
        held: list[tuple[Player, Card]] = []
        moves: list[tuple[Card, Player]] = []
        turn: Player | None = None
        parts: list[list[Tok]] = [[]]
        for tok in line.tokens[line.pos :]:
            if tok.text in (",", ";"):
                parts.append([])
            else:
                parts[-1].append(tok)
        expected = (
            "expected a part of a correction: 'void', 'NAME held CARD', 'CARD to NAME' or "
            "'turn NAME'"
        )
        for part in parts:
            if not part:
                raise line.error(expected, line.tokens[-1].col if line.tokens[line.pos :] else None)
            words = [t.low for t in part]
            if words == ["void"]:
                void = True
                line.mark("void", part[0])
            elif words[0] == "turn" and len(part) in (2, 3) and words[1] not in _HELD_WORDS:
                if len(part) == 3 and words[1] != "to":
                    raise line.error(expected, part[1].col)
                if turn is not None:
                    raise line.error("the turn is given twice", part[0].col)
                turn = self._player(line, part[-1])
                line.mark("turn", part[-1])
            elif len(part) >= 3 and words[1] in _HELD_WORDS:
                player = self._player(line, part[0])
                for tok in part[2:]:
                    card = self._card(line, tok)
                    if any(c == card for _, c in held):
                        raise line.error(f"{card} is named twice", tok.col)
                    held.append((player, card))
                    line.mark(f"held:{card}", tok)
            elif len(part) >= 3 and words[-2] == "to":
                receiver = self._player(line, part[-1])
                for tok in part[:-2]:
                    card = self._card(line, tok)
                    if any(c == card for c, _ in moves):
                        raise line.error(f"{card} is handed over twice", tok.col)
                    moves.append((card, receiver))
                    line.mark(f"moves:{card}", tok)
            else:
                raise line.error(
                    f"{expected}; found {quote(' '.join(t.text for t in part))}"
                    + did_you_mean(part[0].text, _FIXES),
                    part[0].col,
                )
        line.pos = len(line.tokens)
        return Correction(void, tuple(held), tuple(moves), turn, line.source())

    def _pass(self, line: Line, giver: Player) -> Pass:
        # Optional filler words ("passes the turn to X"), but never the last word of the line:
        # that is the receiver, even if a player is called "To".
        for word in ("the", "turn", "to"):
            if line.pos + 1 < len(line.tokens):
                line.accept(word)
        tok = line.next("the name of the player who takes the turn")
        receiver = self._player(line, tok)
        line.mark("receiver", tok)
        line.done("the pass")
        return Pass(giver, receiver, line.source())

    def _count(self, line: Line, player: Player) -> HandCount:
        tok = line.next("the number of cards")
        if not (tok.text.isascii() and tok.text.isdigit()):
            raise line.error(f"expected a number of cards; found {quote(tok.text)}", tok.col)
        line.mark("count", tok)
        line.accept("cards", "card")
        line.done("the hand count")
        return HandCount(player, int(tok.text), line.source())
