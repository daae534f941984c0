"""OpenSpiel's ``go_fish`` played from its action history, every action checked.

The rules, as OpenSpiel 2.0.2 plays them (its ``go_fish.cc``; docs/import.md sets them beside the
sheet S-GF): cards are ranks ``a``, ``b``, ... with ``suits`` copies each; a chance outcome names
the rank of the card dealt or drawn; the deal gives ``initial_cards`` (-1: 7 to two players, 5 to
more) to player 0, then player 1, and so on, and a player who holds every copy of a rank lays the
book at once, the deal going on to them until they hold ``initial_cards`` again (the deal ends with
the last player's last card). Player 0 asks first. An ask ``target * ranks + rank`` asks a player
with cards for a rank the asker holds; every card of the rank changes hands and the asker goes on;
with none, the asker draws (a chance outcome), goes on if it is the rank asked for and passes the
turn to the left otherwise (with an empty stock, passes at once). A player on turn with no cards
draws one (then asks, or with ``ask_after_empty_draw`` false passes); with an empty stock they
are skipped; a player on turn holding the only cards in hand passes the turn to the left, to a
player who draws. The game ends when the stock and every hand are empty, or, with
``end_on_first_out``, when a book empties a hand.

:func:`play` walks the history and returns the :class:`Played` game, or refuses the first action
that is not legal there, naming it.

>>> played = play(SpielRules(players=2, ranks=3, initial=2), [0, 1, 1, 2, 4, 3, 2])
>>> played.dealt, [(s.player, s.target, s.rank, s.given, s.drawn) for s in played.steps]
([[0, 1], [1, 2]], [(0, 1, 1, 1, None), (0, 1, 0, 0, 2)])
>>> played.current, played.phase.value
(1, 'ask')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from fishsolve.errors import RuleError

SUITS = 4
"""Copies of each rank: fishsolve's decks have four suits (OpenSpiel's ``suits``)."""


@dataclass(frozen=True)
class SpielRules:
    """The settings of an OpenSpiel ``go_fish`` game that fishsolve can write.

    Attributes:
        players: 2 to 10.
        ranks: how many ranks (``a`` is the lowest).
        initial: cards dealt to each.
        ask_after_empty_draw: a player who drew on an empty hand then asks (else passes).
        end_on_first_out: the game ends when a book empties a hand.
    """

    players: int
    ranks: int
    initial: int
    ask_after_empty_draw: bool = True
    end_on_first_out: bool = False


class Phase(Enum):
    DEAL = "deal"
    ASK = "ask"
    FISH = "fish"
    EMPTY_DRAW = "empty draw"
    OVER = "over"


@dataclass(frozen=True)
class Ask:
    """``player`` asked ``target`` for ``rank`` (action ``index``); ``given`` cards came back.
    A go fish with a stock has its draw: ``drawn`` (the rank) at action ``draw_index``."""

    player: int
    target: int
    rank: int
    given: int
    index: int
    drawn: int | None = None
    draw_index: int | None = None


@dataclass(frozen=True)
class EmptyDraw:
    """``player``, on turn with an empty hand, drew one card of ``rank`` (action ``index``)."""

    player: int
    rank: int
    index: int


@dataclass(frozen=True)
class Booked:
    """``player`` laid the book of ``rank`` (the action ``index`` completed it)."""

    player: int
    rank: int
    index: int


Step = Ask | EmptyDraw | Booked


@dataclass
class Played:
    """A game played from its history.

    Attributes:
        dealt: per player, the ranks of the cards dealt to them, in order (a deal book's
            replacements included).
        deal_books: the books laid in the deal, in order.
        steps: after the deal: the asks (each with its draw), the empty-hand draws and the books.
        pool: the ranks left in the stock, as counts.
        phase: where the game stands after the last action.
        current: the player on turn (or drawing) then.
        ended_in_deal: with ``end_on_first_out``, a deal book emptied a hand and ended the game
            before the deal was over.
    """

    dealt: list[list[int]]
    deal_books: list[Booked] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    pool: list[int] = field(default_factory=list)
    phase: Phase = Phase.DEAL
    current: int = 0
    ended_in_deal: bool = False


class SpielTable:
    """The game as it stands after some actions; :meth:`apply` plays the next one."""

    def __init__(self, rules: SpielRules) -> None:
        self.rules = rules
        n, ranks = rules.players, rules.ranks
        self.hands = [[0] * ranks for _ in range(n)]
        self.pool = [SUITS] * ranks
        self.played = Played(dealt=[[] for _ in range(n)], pool=self.pool)
        self.phase = Phase.DEAL
        self.current = 0
        self.asked: Ask | None = None

    def size(self, p: int) -> int:
        return sum(self.hands[p])

    def left(self, p: int) -> int:
        return (p + 1) % self.rules.players

    def legal_actions(self) -> list[int]:
        """The actions OpenSpiel allows now: a rank the stock holds at a chance outcome, an ask
        ``target * ranks + rank`` of the player on turn, none once the game is over."""
        if self.phase is Phase.OVER or self.played.ended_in_deal:
            return []
        ranks = self.rules.ranks
        if self.phase is not Phase.ASK:
            return [r for r in range(ranks) if self.pool[r]]
        p = self.current
        return [
            q * ranks + r
            for q in range(self.rules.players)
            if q != p and self.size(q)
            for r in range(ranks)
            if self.hands[p][r]
        ]

    # -- actions -------------------------------------------------------------------------------

    def apply(self, action: int, index: int) -> None:
        if self.phase is Phase.OVER:
            raise RuleError(f"action {action}: the game is over")
        if self.phase is Phase.ASK:
            self.ask(action, index)
        else:
            self.chance(action, index)

    def chance(self, rank: int, index: int) -> None:
        if not 0 <= rank < self.rules.ranks or not self.pool[rank]:
            left = " ".join(rank_name(r) for r in range(self.rules.ranks) if self.pool[r])
            what = {Phase.DEAL: "dealt", Phase.FISH: "drawn", Phase.EMPTY_DRAW: "drawn"}
            raise RuleError(
                f"chance outcome {rank}: the card {what[self.phase]} must be of a rank the stock "
                f"holds; it holds {left or 'none'}"
            )
        self.pool[rank] -= 1
        if self.phase is Phase.DEAL:
            self.deal(rank, index)
            return
        p = self.current
        self.hands[p][rank] += 1
        fishing = self.phase is Phase.FISH
        if fishing:
            assert self.asked is not None
            hit = rank == self.asked.rank
            self.played.steps.append(_drew(self.asked, rank, index))
            self.asked = None
            passes = not hit
        else:
            self.played.steps.append(EmptyDraw(p, rank, index))
            passes = not self.rules.ask_after_empty_draw
        self.phase = Phase.ASK
        self.book(p, rank, index)
        if self.phase is not Phase.OVER and passes:
            self.current = self.left(p)
        if self.phase is Phase.ASK:
            self.empty_ask()

    def deal(self, rank: int, index: int) -> None:
        rules = self.rules
        p = next(q for q in range(rules.players) if self.size(q) != rules.initial)
        before = self.size(p)
        self.hands[p][rank] += 1
        self.played.dealt[p].append(rank)
        if before + 1 == rules.initial and p == rules.players - 1:
            self.phase = Phase.ASK
            self.current = 0
        if self.hands[p][rank] == SUITS:
            unfinished = self.phase is Phase.DEAL
            self.book(p, rank, index, dealing=True)
            if self.phase is Phase.OVER and unfinished:
                self.played.ended_in_deal = True

    def ask(self, action: int, index: int) -> None:
        rules = self.rules
        p = self.current
        target, rank = divmod(action, rules.ranks)
        what = f"action {action} (player {p} asks player {target} for rank {rank_name(rank)})"
        if not 0 <= target < rules.players:
            raise RuleError(
                f"action {action}: no player {target} to ask (players 0 to {rules.players - 1})"
            )
        if target == p:
            raise RuleError(f"{what}: a player asks another player")
        if not self.size(target):
            raise RuleError(f"{what}: player {target} has no cards")
        if not self.hands[p][rank]:
            raise RuleError(f"{what}: player {p} holds no card of rank {rank_name(rank)}")
        given = self.hands[target][rank]
        if given:
            self.hands[target][rank] = 0
            self.hands[p][rank] += given
            self.played.steps.append(Ask(p, target, rank, given, index))
            self.book(p, rank, index)
        elif sum(self.pool):
            self.asked = Ask(p, target, rank, 0, index)
            self.phase = Phase.FISH
            return
        else:
            self.played.steps.append(Ask(p, target, rank, 0, index))
            self.current = self.left(p)
        if self.phase is Phase.ASK:
            self.empty_ask()

    # -- books and turns -----------------------------------------------------------------------

    def book(self, p: int, rank: int, index: int, dealing: bool = False) -> None:
        if self.hands[p][rank] < SUITS:
            return
        self.hands[p][rank] = 0
        booked = Booked(p, rank, index)
        (self.played.deal_books if dealing else self.played.steps).append(booked)
        first_out = not self.size(p) and self.rules.end_on_first_out
        every_card_laid = not sum(self.pool) and not any(map(self.size, range(self.rules.players)))
        if first_out or every_card_laid:
            self.phase = Phase.OVER

    def empty_ask(self) -> None:
        """The player on turn draws on an empty hand, or is skipped with an empty stock; holding
        the only cards in hand, they pass the turn to the left, to a player who draws."""
        p, n = self.current, self.rules.players
        if not self.size(p):
            if sum(self.pool):
                self.phase = Phase.EMPTY_DRAW
                return
            q = self.left(p)
            while not self.size(q):
                q = self.left(q)
            self.current = q
        elif not any(self.size(q) for q in range(n) if q != p):
            self.phase = Phase.EMPTY_DRAW
            self.current = self.left(p)


def _drew(asked: Ask, rank: int, index: int) -> Ask:
    return Ask(asked.player, asked.target, asked.rank, 0, asked.index, rank, index)


def rank_name(rank: int) -> str:
    """A rank as OpenSpiel writes it: ``a``, ``b``, ..."""
    return chr(ord("a") + rank) if 0 <= rank < 26 else str(rank)


def play(rules: SpielRules, actions: Sequence[int]) -> Played:
    """Play ``actions`` (OpenSpiel's history) by OpenSpiel's rules.

    Raises:
        SpielRefusal: an action that is not legal where it stands, with its number (0-based).
    """
    table = SpielTable(rules)
    for index, action in enumerate(actions):
        try:
            table.apply(action, index)
        except RuleError as err:
            raise SpielRefusal(err.message, index) from None
        if table.played.ended_in_deal:
            if index + 1 < len(actions):
                raise SpielRefusal(f"action {actions[index + 1]}: the game is over", index + 1)
            break
    table.played.phase = table.phase
    table.played.current = table.current
    return table.played


class SpielRefusal(Exception):  # noqa: N818 - what it says: the history is refused
    """An action of the history that OpenSpiel's rules do not allow where it stands: the
    importer places it at the action's line."""

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.message = message
        self.index = index
