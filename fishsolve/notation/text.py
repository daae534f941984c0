"""The text notation of a game log: reading (forgiving) and writing (canonical).

The grammar is documented in ``docs/notation.md``. In short::

    # a comment               (anywhere; also at the end of a line)
    players: Asha Ben Cara Dev Eli Fay      (seating order; teams alternate)
    deck: standard            (optional: standard, no-sevens, jokers)
    rules: annul split-claims (optional)
    hand Asha: 2D 3D 4D 5D 7D QS KS AS      (zero, one, several or all hands)
    start: Ben                (optional; default: whoever acts first)
    question: who holds 6D?   (a puzzle: see fishsolve.game.question; optional answer key below)
    answer: Cara

    Ben asks Cara for 9C: no
    Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right
    Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Dev 6D
    Asha passes to Cara
    Ben has 3 cards

>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for 10h: yes\\n")
>>> log.events[0].card, log.events[0].answer
(Card('10H'), True)
>>> print(write_log(log), end="")
players: A1 B1 A2 B2 A3 B3
<BLANKLINE>
A1 asks B1 for 10H: yes
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from fishsolve.errors import FishsolveError, Location, NotationError
from fishsolve.game.cards import STANDARD, Card, Deck, HalfSuit, is_card_token
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
    format_holders,
)
from fishsolve.game.options import RuleSet
from fishsolve.game.question import HOLDER, ClaimKey, Question
from fishsolve.game.table import Player, Table

_TOKEN_RE = re.compile(r"[^\s:,;]+|[:,;]")
# ASCII matching so that e.g. a long s does not read as "start"; a '#' starts a comment.
_HEADER_RE = re.compile(
    r"^\s*(players|rules|deck|start|question|answer|hand\s+[^\s:#]+)\s*:",
    re.IGNORECASE | re.ASCII,
)
_MAYBE_HEADER_RE = re.compile(r"^\s*([A-Za-z][\w-]*(?:\s+[^\s:#]+)?)\s*:", re.ASCII)
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
    "claims": "claim",
    "claim": "claim",
    "passes": "pass",
    "pass": "pass",
    "has": "count",
    "had": "count",
}


@dataclass(frozen=True, slots=True)
class _Tok:
    text: str
    col: int  # 1-based

    @property
    def low(self) -> str:
        return self.text.lower()


class _Line:
    """The tokens of one source line, with a cursor and helpers that raise located errors."""

    def __init__(self, number: int, text: str, path: str | None) -> None:
        self.number = number
        self.text = text
        self.path = path
        body = text.split("#", 1)[0]
        self.tokens = [_Tok(m.group(0), m.start() + 1) for m in _TOKEN_RE.finditer(body)]
        self.pos = 0
        self.columns: list[tuple[str, int]] = []

    def source(self) -> Source:
        return Source(self.number, self.text, self.path, tuple(self.columns))

    def error(self, message: str, col: int | None = None) -> NotationError:
        if col is None:
            col = len(self.text.split("#", 1)[0].rstrip()) + 1
        return NotationError(message, Location(self.number, col, self.text, self.path))

    def peek(self) -> _Tok | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def next(self, what: str) -> _Tok:
        tok = self.peek()
        if tok is None:
            raise self.error(f"expected {what} here, the line ends")
        self.pos += 1
        return tok

    def accept(self, *words: str) -> _Tok | None:
        tok = self.peek()
        if tok is not None and tok.low in words:
            self.pos += 1
            return tok
        return None

    def expect(self, word: str, what: str) -> _Tok:
        tok = self.peek()
        if tok is None or tok.low != word:
            found = f"found {tok.text!r}" if tok else "the line ends"
            raise self.error(f"expected {what}; {found}", tok.col if tok else None)
        self.pos += 1
        return tok

    def done(self, after: str) -> None:
        tok = self.peek()
        if tok is not None:
            raise self.error(f"unexpected {tok.text!r} after {after}", tok.col)

    def mark(self, name: str, tok: _Tok) -> None:
        self.columns.append((name, tok.col))


class _Reader:
    """Reads a log line by line; collects errors when lenient."""

    def __init__(self, text: str, path: str | None, lenient: bool) -> None:
        self.text = text
        self.path = path
        self.lenient = lenient
        self.errors: list[FishsolveError] = []
        self.table: Table | None = None
        self.deck: Deck = STANDARD
        self.rules = RuleSet()
        self.hands: dict[Player, frozenset[Card]] = {}
        self.start: Player | None = None
        self.question: Question | None = None
        self.events: list[Event] = []
        self.comments: list[Comment] = []
        self.header_sources: dict[str, Source] = {}

    def fail(self, err: FishsolveError) -> None:
        if not self.lenient:
            raise err
        self.errors.append(err)

    def lines(self) -> Iterator[_Line]:
        # Only '\n' ends a line (as in editors); str.splitlines would also split on form feeds,
        # U+2028 and the like and shift every line number after them.
        for number, raw in enumerate(self.text.split("\n"), start=1):
            yield _Line(number, raw.removesuffix("\r"), self.path)

    def read(self) -> GameLog | None:
        headers: list[tuple[str, _Line]] = []
        body: list[_Line] = []
        for line in self.lines():
            comment = _comment_of(line.text)
            if not line.tokens:
                if comment is not None:
                    self.comments.append(Comment(len(body), comment))
                continue
            match = _HEADER_RE.match(line.text)
            if match:
                if body:
                    self.fail(
                        line.error(
                            "headers come before the first event",
                            1 + (len(line.text) - len(line.text.lstrip())),
                        )
                    )
                    continue
                key = re.sub(r"\s+", " ", match.group(1).strip())
                headers.append((key, line))
            else:
                body.append(line)
            if comment is not None:
                # A comment on a header line is kept above the headers: the canonical form
                # reorders headers, so it cannot stay on its line.
                self.comments.append(Comment(len(body), comment, inline=bool(body)))
        self._read_headers(headers, body)
        if self.table is None:
            return None
        for line in body:
            try:
                self.events.append(self._event(line))
            except FishsolveError as err:
                self.fail(err)
        return GameLog(
            table=self.table,
            rules=self.rules,
            hands=dict(self.hands),
            events=tuple(self.events),
            start=self.start,
            comments=tuple(self.comments),
            path=self.path,
            header_sources=dict(self.header_sources),
            question=self.question,
        )

    # -- headers ---------------------------------------------------------------------------

    def _read_headers(self, headers: list[tuple[str, _Line]], body: list[_Line]) -> None:
        order = ["players", "deck", "rules", "start", "hand", "question", "answer"]
        unique: list[tuple[str, _Line]] = []
        seen: set[str] = set()
        for key, line in headers:
            low = key.lower()
            if low in seen:
                self.fail(line.error(f"header {key!r} appears twice", line.tokens[0].col))
                continue
            if not low.startswith("hand ") and low != "answer":  # one answer line per half-suit
                seen.add(low)
            unique.append((key, line))
        if "players" not in seen:
            first = headers[0][1] if headers else (body[0] if body else None)
            msg = "the log needs a 'players:' header naming the players in seat order"
            where = (
                Location(first.number, first.tokens[0].col, first.text, self.path)
                if first
                else Location(
                    1, 1, self.text.splitlines()[0] if self.text.strip() else "", self.path
                )
            )
            self.fail(NotationError(msg, where))
            return
        unique.sort(key=lambda kv: order.index(kv[0].lower().split()[0]))
        for key, line in unique:
            try:
                self._header(key, line)
            except FishsolveError as err:
                self.fail(err)
                if key.lower() == "players":
                    return

    def _header(self, key: str, line: _Line) -> None:
        low = key.lower()
        colon = next(i for i, t in enumerate(line.tokens) if t.text == ":")
        values = line.tokens[colon + 1 :]
        self.header_sources[low if not low.startswith("hand ") else key] = line.source()
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
                raise line.error(err.message, col) from None
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
                raise line.error(err.message, words[0].col) from None
            self.deck = deck
            self.rules = RuleSet.parse(list(self.rules.tokens()), self.deck)
            return
        if low == "rules":
            words = [t for t in values if t.text not in (",", ";")]
            for tok in words:
                try:
                    RuleSet.parse([tok.text], self.deck)
                except NotationError as err:
                    raise line.error(err.message, tok.col) from None
            try:
                self.rules = RuleSet.parse([t.text for t in words], self.deck)
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

    def _question(self, line: _Line, values: list[_Tok]) -> None:
        """``question: who holds 6D?`` (or ``holder 6D``) / ``question: what can you claim?``."""
        words = [t for t in values if t.text not in (",", ";", "?")]
        texts = [t.low.removesuffix("?") for t in words]
        if texts and is_card_token(texts[-1]) and texts[:-1] in ([], ["holder"], ["who", "holds"]):
            card = self._card(line, _Tok(words[-1].text.removesuffix("?"), words[-1].col))
            self.question = Question.who_holds(card)
        elif texts in (["claim"], ["what", "can", "you", "claim"]):
            self.question = Question.what_claims()
        else:
            raise line.error(
                "expected the question 'who holds CARD?' or 'what can you claim?'",
                words[0].col if words else None,
            )

    def _answer(self, line: _Line, values: list[_Tok]) -> None:
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

    # -- tokens ----------------------------------------------------------------------------

    def _player(self, line: _Line, tok: _Tok) -> Player:
        assert self.table is not None
        try:
            return self.table.player(tok.text)
        except NotationError as err:
            raise line.error(err.message, tok.col) from None

    def _card(self, line: _Line, tok: _Tok) -> Card:
        try:
            return self.deck.card(tok.text)
        except NotationError as err:
            raise line.error(err.message, tok.col) from None

    # -- events ----------------------------------------------------------------------------

    def _event(self, line: _Line) -> Event:
        first = line.next("a player's name")
        verb_tok = line.peek()
        if (verb_tok is None or verb_tok.low not in _VERBS) and _MAYBE_HEADER_RE.match(line.text):
            raise line.error(
                f"unknown header {first.text!r}; headers are players, deck, rules, hand NAME, "
                "start, question, answer",
                first.col,
            )
        if verb_tok is None or verb_tok.low not in _VERBS:
            found = f"found {verb_tok.text!r}" if verb_tok else "the line ends"
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

    def _ask(self, line: _Line, asker: Player) -> Ask:
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
                f"expected the answer yes or no; found {answer_tok.text!r}", answer_tok.col
            )
        line.mark("answer", answer_tok)
        line.done("the answer")
        return Ask(asker, target, card, _ANSWERS[answer_tok.low], line.source())

    def _claim(self, line: _Line, claimer: Player, verb_tok: _Tok) -> Claim:
        words: list[_Tok] = []
        while (tok := line.peek()) is not None and tok.text != ":":
            words.append(tok)
            line.pos += 1
        if not words:
            raise line.error(
                "expected the half-suit claimed, e.g. 'low diamonds'",
                verb_tok.col + len(verb_tok.text) + 1,
            )
        half_suit = self._half_suit(line, words)
        line.mark("half_suit", words[0])
        line.expect(":", "':' after the half-suit, then the owner of each card")
        owners = self._holders(line, half_suit, "owners", stop={":"})
        line.expect(":", "':' and the outcome (right, wrong or annulled) after the owners")
        outcome_tok = line.next("the outcome: right, wrong or annulled")
        if outcome_tok.low not in _OUTCOMES:
            raise line.error(
                f"expected the outcome right, wrong or annulled; found {outcome_tok.text!r}",
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
        return Claim(claimer, half_suit, owners, _OUTCOMES[outcome_tok.low], actual, line.source())

    def _half_suit(self, line: _Line, words: list[_Tok]) -> HalfSuit:
        """The half-suit the words name ('low diamonds'), or an error at the first word."""
        try:
            return self.deck.parse_half_suit(" ".join(w.text for w in words))
        except NotationError as err:
            raise line.error(err.message, words[0].col) from None

    @staticmethod
    def _all_six(
        line: _Line,
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
        line: _Line,
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
                    raise line.error(f"expected ',' between owners; found {tok.text!r}", tok.col)
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

    def _pass(self, line: _Line, giver: Player) -> Pass:
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

    def _count(self, line: _Line, player: Player) -> HandCount:
        tok = line.next("the number of cards")
        if not (tok.text.isascii() and tok.text.isdigit()):
            raise line.error(f"expected a number of cards; found {tok.text!r}", tok.col)
        line.mark("count", tok)
        line.accept("cards", "card")
        line.done("the hand count")
        return HandCount(player, int(tok.text), line.source())


def _comment_of(text: str) -> str | None:
    if "#" not in text:
        return None
    return text.split("#", 1)[1].strip()


def parse_log(text: str, path: str | None = None) -> GameLog:
    """Read a log, raising the first :class:`NotationError` found."""
    log = _Reader(text, path, lenient=False).read()
    assert log is not None
    return log


def parse_log_lenient(
    text: str, path: str | None = None
) -> tuple[GameLog | None, list[FishsolveError]]:
    """Read a log, skipping bad lines; returns the log (None without players) and every error."""
    reader = _Reader(text, path, lenient=True)
    log = reader.read()
    # Headers and events are read in two passes; report the errors in file order.
    errors = sorted(
        reader.errors, key=lambda e: (e.location.line, e.location.column) if e.location else (0, 0)
    )
    return log, errors


def parse_holders(
    text: str, table: Table, deck: Deck, half_suit: HalfSuit, where: str | None = None
) -> tuple[tuple[Card, Player], ...]:
    """Read owners written as in a claim, ``Asha 2D 3D, Cara 6D``, for one half-suit.

    >>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    >>> ld = STANDARD.parse_half_suit("LD")
    >>> format_holders(parse_holders("asha 2d 3d, cara 6d", t, STANDARD, ld))
    'Asha 2D 3D, Cara 6D'
    """
    reader = _Reader(text, where, lenient=False)
    reader.table = table
    reader.deck = deck
    line = _Line(1, text, where)
    holders = reader._holders(line, half_suit, "owners", stop=set())
    line.done("the owners")
    return holders


# -- writing ---------------------------------------------------------------------------------


def format_event(event: Event) -> str:
    """One event in canonical notation."""
    if isinstance(event, Ask):
        answer = "yes" if event.answer else "no"
        return f"{event.asker} asks {event.target} for {event.card}: {answer}"
    if isinstance(event, Claim):
        text = (
            f"{event.claimer} claims {event.half_suit.name}: {format_holders(event.owners)}: "
            f"{event.outcome.value}"
        )
        if event.actual:
            text += f", actually {format_holders(event.actual)}"
        return text
    if isinstance(event, Pass):
        return f"{event.giver} passes to {event.receiver}"
    return f"{event.player} has {event.count} card{'s' if event.count != 1 else ''}"


def write_log(log: GameLog) -> str:
    """The whole log in canonical notation (comments kept)."""
    top = [c for c in log.comments if c.after == 0]
    lines = [f"# {c.text}" if c.text else "#" for c in top]
    lines.append(f"players: {' '.join(log.table.names)}")
    if log.rules.deck.key != "standard":
        lines.append(f"deck: {log.rules.deck.key}")
    if log.rules.tokens():
        lines.append(f"rules: {' '.join(log.rules.tokens())}")
    for player in log.known_players:
        cards = sorted(log.hands[player])
        lines.append(f"hand {player.name}: {' '.join(map(str, cards))}")
    if log.start is not None:
        lines.append(f"start: {log.start.name}")
    if log.question is not None:
        lines.extend(question_lines(log.question))
    lines.append("")
    for i, event in enumerate(log.events, start=1):
        text = format_event(event)
        inline = [c.text for c in log.comments if c.after == i and c.inline]
        if inline:
            joined = " ".join(inline)
            text += f"  # {joined}" if joined else "  #"
        lines.append(text)
        lines.extend(
            f"# {c.text}" if c.text else "#" for c in log.comments if c.after == i and not c.inline
        )
    return "\n".join(lines) + "\n"


def question_lines(question: Question) -> list[str]:
    """A puzzle's ``question:`` header and its ``answer:`` lines, in canonical form.

    >>> from fishsolve.game.cards import parse_card
    >>> question_lines(Question.who_holds(parse_card("6D")))
    ['question: who holds 6D?']
    """
    lines = [f"question: {question.text}"]
    if question.holder is not None:
        lines.append(f"answer: {question.holder.name}")
    for key in question.claims or ():
        lines.append(f"answer: {key.half_suit.name}: {format_holders(key.owners)}")
    return lines
