"""Completion of a Go Fish family line being typed in `fishsolve live`: the next word.

The family's notation (:mod:`fishsolve.gofish.notation.text`) in the order a line writes it: a
name; a verb (``asks``, ``books``, ``draws``); then what the verb takes — the player asked,
``for``, a rank (Go Fish) or a card (Authors, Simplified Fish), ``:`` and the answer (a count,
the cards, ``yes``, ``go fish``), then ``, draws CARD`` or ``, lucky``; a rank to book; the
cards a refill draws. The screen's commands (``undo``, ``redo``, ``grid``, ``quit``) complete
too. Only
the word being typed is completed, so a suggestion never rewrites what the user wrote.

Candidates come in order of plausibility, from what is cheap to know: the public state of the
replay (whose turn, who must draw, hand sizes, books laid) and the view's current `analyze`
report (each player's possible counts by rank, each card's possible holders under card asks).
The player who must draw or is on turn comes first, with only the verbs the rules let them use
now; an asker is offered the players holding cards (to the left first) and the ranks (cards)
they may hold — surely held first —; an answer only what the target may hand over.

While the log has no event, a line may be a header: its word (``hand``, ``rules:``, ``deck:``,
``deal:``, ``stock:``, ``start:``), then after ``hand`` a player whose hand the log lacks —
offered as soon as ``hand `` is typed — and after its colon the cards no known hand holds; after
``start:`` a player.

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> from fishsolve.gofish.game.replay import replay
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo Cy\\nstart: Bo\\n")
>>> state = replay(log).final
>>> [suggest_fish(log, state, None, t) for t in ("a", "B", "Bo a", "Bo asks c", "Bo asks Cy f")]
['Ana', 'Bo', 'Bo asks', 'Bo asks Cy', 'Bo asks Cy for']
>>> [suggest_fish(log, state, None, t) for t in ("Bo asks Cy for 1", "Bo asks Cy for ja")]
['Bo asks Cy for 10', 'Bo asks Cy for jacks']
>>> [suggest_fish(log, state, None, t) for t in ("Bo asks Cy for 10: g", "Bo asks Cy for 9: go f")]
['Bo asks Cy for 10: go fish', 'Bo asks Cy for 9: go fish']
>>> suggest_fish(log, state, None, "Bo asks Cy for 9: go fish, d")
'Bo asks Cy for 9: go fish, draws'
>>> [suggest_fish(log, state, None, t) for t in ("hand ", "hand B", "hand Bo: 2", "start: ")]
['hand Ana', 'hand Bo', 'hand Bo: 2C', 'start: Ana']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fishsolve.cards import Card, Rank, parse_card
from fishsolve.errors import NotationError
from fishsolve.gofish.deduce.questions import STOCK
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.rules import parse_rank
from fishsolve.gofish.game.state import FishState
from fishsolve.gofish.reports.report import FishAnalysisReport
from fishsolve.live.lineword import completed, split_line
from fishsolve.seating import Player

COMMANDS = ("undo", "redo", "grid", "quit")
"""The words a line may start with besides a player's name."""
HEADERS = ("hand", "rules:", "deck:", "deal:", "stock:", "start:")
"""The headers a log may still take once it has its players (and no event)."""
_ASK = ("asks", "ask", "asked")
_BOOK = ("books", "book", "booked", "lays", "lay", "laid")
_DRAW = ("draws", "draw", "drew", "refills")
_RANK_NAMES = {
    Rank.TWO: "twos",
    Rank.THREE: "threes",
    Rank.FOUR: "fours",
    Rank.FIVE: "fives",
    Rank.SIX: "sixes",
    Rank.SEVEN: "sevens",
    Rank.EIGHT: "eights",
    Rank.NINE: "nines",
    Rank.TEN: "tens",
    Rank.JACK: "jacks",
    Rank.QUEEN: "queens",
    Rank.KING: "kings",
    Rank.ACE: "aces",
}


def suggest_fish(
    log: FishLog, state: FishState, report: FishAnalysisReport | None, text: str
) -> str | None:
    """``text`` with its last word completed, or None when nothing fits (or the word is whole).

    ``state``: the replay's state now; ``report``: the view's `analyze` report of it (None:
    complete from the rules and the public state alone).
    """
    if not text.strip():
        return None
    head, word = split_line(text)
    words = _Words(log, state, report)
    if text[-1].isspace() and not words.name_expected([w.lower() for w in head]):
        return None  # nothing typed of the next word: only a header's player is offered then
    low = word.lower()
    for candidate in words.candidates(head):
        if candidate.lower() == low:
            return None
        if candidate.lower().startswith(low):
            return completed(text, word, candidate)
    return None


@dataclass(frozen=True)
class _Words:
    log: FishLog
    state: FishState
    report: FishAnalysisReport | None

    def candidates(self, head: Sequence[str]) -> Sequence[str]:
        headers = not self.log.events
        if not head:
            return (
                [p.name for p in self._order()] + list(HEADERS if headers else ()) + list(COMMANDS)
            )
        low = [w.lower() for w in head]
        if headers and (low[0] == "hand" or low[:2] == ["start", ":"]):
            return self._header(low)
        actor = self._player(head[0])
        if actor is None:
            return ()
        if len(low) == 1:
            return self._verbs(actor)
        verb = low[1]
        if verb in _ASK:
            return self._ask(actor, low[2:])
        if verb in _BOOK:
            return self._book(actor, low[2:])
        if verb in _DRAW:
            return self._refill(low[2:])
        return ()

    # -- headers --------------------------------------------------------------------------

    def name_expected(self, low: Sequence[str]) -> bool:
        """Whether the words ``low`` end where a header takes a player's name."""
        return not self.log.events and low in (["hand"], ["start", ":"])

    def _header(self, low: Sequence[str]) -> Sequence[str]:
        """``hand``'s player (those whose hand the log lacks), then the cards no known hand
        holds and the line does not name yet; ``start:``'s player."""
        names = [p.name for p in self.log.seating.players]
        if low[0] == "start":
            return names if len(low) == 2 else ()
        if ":" not in low:
            known = {p.name for p, _ in self.log.hands}
            return [n for n in names if n not in known] if len(low) == 1 else ()
        held = {c for _, hand in self.log.hands for c in hand}
        typed = {w.upper() for w in low[low.index(":") + 1 :]}
        return [c.code for c in self.log.rules.cards if c not in held and c.code not in typed]

    # -- who and what ---------------------------------------------------------------------

    def _player(self, word: str) -> Player | None:
        try:
            return self.log.seating.player(word)
        except NotationError:
            return None

    def _order(self) -> list[Player]:
        """Who is likely to act next: who must draw, the player on turn, then to the left."""
        seats = list(self.log.seating.players)
        first = [*self.state.due, *([self.state.turn] if self.state.turn else [])]
        start = self.state.turn or seats[0]
        around = seats[start.index :] + seats[: start.index]
        return list(dict.fromkeys([*first, *around]))

    def _verbs(self, actor: Player) -> list[str]:
        """What ``actor`` may do next: draw when their hand emptied, ask when on turn (and no
        one must draw first), lay a book at any time."""
        if self.state.due:
            return ["draws", "books"] if actor in self.state.due else ["books"]
        if self.state.turn in (actor, None):
            return ["asks", "books"]
        return ["books"]

    def _possible(self, place: str, rank: Rank) -> list[int] | None:
        if self.report is None:
            return None
        for row in self.report.rows:
            if row.place == place:
                cell = row.cells.get(rank.code)
                return cell.possible if cell is not None else None
        return None

    def _live_ranks(self) -> list[Rank]:
        """The ranks with cards still out of books."""
        book = self.log.rules.book
        return [r for r in self.log.rules.ranks if self.state.booked(r) * book < 4]

    def _ranks_of(self, player: Player) -> list[Rank]:
        """The ranks ``player`` may hold, those surely held first."""
        sure, maybe = [], []
        for r in self._live_ranks():
            possible = self._possible(player.name, r)
            if possible is None or (possible and 0 not in possible):
                sure.append(r)
            elif any(possible):
                maybe.append(r)
        return sure + maybe

    def _holders(self, card: Card) -> list[str] | None:
        if self.report is None or not self.report.cards:
            return None
        return self.report.cards.get(card.code)

    # -- asks -----------------------------------------------------------------------------

    def _ask(self, asker: Player, rest: list[str]) -> Sequence[str]:
        if not rest:
            return [p.name for p in self._targets(asker)]
        target = self._player(rest[0])
        if target is None:
            return ()
        if len(rest) == 1:
            return ["for"]
        what = rest[2:] if rest[1] == "for" else rest[1:]
        if not what:
            return self._asked(asker, target)
        if ":" not in what:
            return ()
        answer = what[what.index(":") + 1 :]
        return self._answer(target, what[0], answer)

    def _targets(self, asker: Player) -> list[Player]:
        """The players the asker may ask: those holding cards, to the asker's left first."""
        seats = list(self.log.seating.players)
        around = seats[asker.index + 1 :] + seats[: asker.index]
        return [p for p in around if self.state.size(p) > 0]

    def _asked(self, asker: Player, target: Player) -> list[str]:
        ranks = self._ranks_of(asker)
        if not self.log.rules.card_asks:
            return [r.code for r in ranks] + [_RANK_NAMES[r] for r in ranks]
        # Cards the target surely holds, then may hold, then cannot (legal, but a sure no);
        # never a card the asker surely holds.
        cards: list[tuple[int, str]] = []
        for r in ranks:
            for c in self.log.rules.cards:
                holders = self._holders(c) if c.rank == r else [asker.name]
                if holders is None:
                    cards.append((1, c.code))
                elif holders != [asker.name]:
                    rank = 0 if holders == [target.name] else 1 if target.name in holders else 2
                    cards.append((rank, c.code))
        return [code for _, code in sorted(cards, key=lambda t: t[0])]

    def _answer(self, target: Player, asked: str, answer: list[str]) -> list[str]:
        card_asks = self.log.rules.card_asks
        try:
            card = parse_card(asked) if card_asks else None
            rank = card.rank if card is not None else parse_rank(asked)
        except NotationError:
            return []
        if not answer:
            return self._answers(target, rank, card)
        last = answer[-1]
        if last == "go":
            return ["fish"]
        if last in (",", ";"):
            return ["draws", "lucky"] if self.log.rules.lucky_by_rank else ["draws"]
        if last in (*_DRAW, "drawing"):
            return self._drawable()
        if not card_asks and last in ("yes", "y"):
            return self._counts(target, rank)
        if not card_asks and _card(last) is not None:
            named = {w.upper() for w in answer}
            return [c.code for c in self.log.rules.cards if c.rank == rank and c.code not in named]
        return []

    def _answers(self, target: Player, rank: Rank, card: Card | None) -> list[str]:
        if card is not None:
            holders = self._holders(card)
            if holders is None:
                return ["yes", "go fish"]
            if holders == [target.name]:
                return ["yes"]
            return ["yes", "go fish"] if target.name in holders else ["go fish"]
        possible = self._possible(target.name, rank)
        counts = self._counts(target, rank)
        fish = ["go fish"] if possible is None or 0 in possible else []
        cards = [c.code for c in self.log.rules.cards if c.rank == rank] if counts else []
        return [*counts, *fish, *cards]

    def _counts(self, target: Player, rank: Rank) -> list[str]:
        possible = self._possible(target.name, rank)
        most = self.log.rules.book - 1
        return [str(k) for k in (possible or range(most + 1)) if 0 < k <= most]

    def _drawable(self) -> list[str]:
        """The cards that may be on top of the stock: the next one of a full record's stock; else
        none the log has shown out of the stock (dealt, drawn, handed over, booked), of a rank
        the stock may hold (or, under card asks, that the view places possibly in the stock)."""
        stock, drawn = self.log.stock, self.state.drawn
        if stock is not None:
            return [stock[drawn].code] if drawn < len(stock) else []
        live, seen = self._live_ranks(), self._seen()
        out = []
        for c in self.log.rules.cards:
            if c in seen:
                continue
            holders = self._holders(c)
            if holders is not None:
                if STOCK in holders:
                    out.append(c.code)
            elif c.rank in live and self._possible(STOCK, c.rank) != [0]:
                out.append(c.code)
        return out

    def _seen(self) -> set[Card]:
        """The cards the log names outside the stock (a card never goes back to the stock)."""
        seen = {c for _, hand in self.log.hands for c in hand}
        for e in self.log.events:
            seen.update(e.cards)
            if isinstance(e, FishAsk) and e.drawn is not None:
                seen.add(e.drawn)
        return seen

    # -- books and refills ----------------------------------------------------------------

    def _book(self, player: Player, rest: list[str]) -> list[str]:
        book = self.log.rules.book
        if not rest:
            ranks = []
            for r in self._live_ranks():
                possible = self._possible(player.name, r)
                if possible is None or max(possible, default=0) >= book:
                    ranks.append(r)
            return [r.code for r in ranks] + [_RANK_NAMES[r] for r in ranks]
        first = _card(rest[0])
        if book == 2 and first is not None and len(rest) == 1:
            return [c.code for c in self.log.rules.cards if c.rank == first.rank and c != first]
        return []

    def _refill(self, rest: list[str]) -> list[str]:
        if not rest:
            return [str(self.log.rules.refill_count(self.state.stock))]
        if rest[0].isdigit() and len(rest) == 1:
            return ["cards"]
        return []


def _card(word: str) -> Card | None:
    try:
        return parse_card(word)
    except NotationError:
        return None
