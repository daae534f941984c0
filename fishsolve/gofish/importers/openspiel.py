"""An OpenSpiel ``go_fish`` game as a fishsolve log: the whole record, or one seat's.

Every parameter of OpenSpiel's game maps onto the Go Fish family's rules (docs/import.md has the
table), or is refused by name in one line:

- ``players`` 2 to 10: the seats ``P0`` to ``P9`` (OpenSpiel's player i is ``Pi``; more than six
  is ``rules: big-table``);
- ``ranks`` up to 13: the deck's ranks from the two up (OpenSpiel's ``a`` is fishsolve's 2, ``b``
  its 3, ..., ``m`` its ace), ``deck:`` when fewer than 13; more cannot be written;
- ``suits`` 4 (fishsolve's decks have four suits); other values cannot be written;
- ``initial_cards``: ``deal:`` when it differs from fishsolve's default (7 for two or three
  players, 5 for more: three players get 5 in OpenSpiel);
- ``ask_after_empty_draw``: ``draw-on-turn`` always (an empty hand draws one card, ``refill: 1``,
  when its turn comes), with ``draw-then-pass`` when false;
- ``end_on_first_out``: ``first-out``; ``most_books_wins`` false (the player out first wins)
  cannot be written: fishsolve scores books, as the sheet does;
- OpenSpiel's deal books: ``deal-books``, always.

Suits: OpenSpiel's cards are ranks only. Each rank's copies get the suits clubs, diamonds,
hearts, spades in the order fishsolve deals them: the hands from ``P0`` on (each in the order its
cards came), then the stock from the top. In Go Fish an ask names a rank, a yes hands over every
card of it and a book is all four, so no rule reads a suit: every deduction is by rank, and any
other assignment would give the same answers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from fishsolve.cards import Card, Rank, Suit
from fishsolve.errors import FishsolveError, Location, NotationError, RuleError
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.rules import ALL_RANKS, BIG_TABLE, MAX_PLAYERS, GoFishRules, Variant
from fishsolve.gofish.game.seating import Seating
from fishsolve.gofish.importers.openspiel_file import SpielRecord, Value, read_spiel
from fishsolve.gofish.importers.openspiel_play import (
    SUITS,
    Ask,
    Booked,
    EmptyDraw,
    Phase,
    Played,
    SpielRefusal,
    SpielRules,
    play,
    rank_name,
)
from fishsolve.seating import Player
from fishsolve.text.source import Comment, Source

if TYPE_CHECKING:
    from fishsolve.text.reading import LogInput

GAME = "go_fish"
"""The OpenSpiel game fishsolve imports."""

DEFAULTS: dict[str, Value] = {
    "players": 2,
    "ranks": 13,
    "suits": 4,
    "initial_cards": -1,
    "most_books_wins": True,
    "end_on_first_out": False,
    "ask_after_empty_draw": True,
}
"""``go_fish``'s parameters and OpenSpiel's defaults."""


def player_name(index: int) -> str:
    """The fishsolve name of OpenSpiel's player ``index``.

    >>> player_name(0), player_name(9)
    ('P0', 'P9')
    """
    return f"P{index}"


def _parameter(params: dict[str, Value], key: str, kind: type) -> Value:
    value = params.get(key, DEFAULTS[key])
    if kind is bool and not isinstance(value, bool):
        raise NotationError(f"{key}={value!r}: expected True or False")
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise NotationError(f"{key}={value!r}: expected a whole number")
    return value


def rules_of(record: SpielRecord) -> tuple[SpielRules, GoFishRules]:
    """OpenSpiel's settings, and the Go Fish family's rules that play the same game.

    Raises:
        NotationError: a game other than ``go_fish``, or a setting fishsolve cannot write (named,
            with why), at the line that gives the game.
    """
    try:
        return _rules_of(record)
    except NotationError as err:
        raise NotationError(err.message, record.where) from None


def _rules_of(record: SpielRecord) -> tuple[SpielRules, GoFishRules]:
    if record.game != GAME:
        raise NotationError(f"game {record.game!r}: fishsolve imports OpenSpiel's {GAME}")
    params = record.parameters
    for key in params:
        if key not in DEFAULTS:
            raise NotationError(f"parameter {key!r} is not one of {GAME}'s ({', '.join(DEFAULTS)})")
    players = int(_parameter(params, "players", int))
    ranks = int(_parameter(params, "ranks", int))
    suits = int(_parameter(params, "suits", int))
    initial = int(_parameter(params, "initial_cards", int))
    most_books = bool(_parameter(params, "most_books_wins", bool))
    first_out = bool(_parameter(params, "end_on_first_out", bool))
    ask_after = bool(_parameter(params, "ask_after_empty_draw", bool))
    if not 2 <= players <= BIG_TABLE:
        raise NotationError(f"players={players}: OpenSpiel's {GAME} seats 2 to {BIG_TABLE}")
    if not 1 <= ranks <= len(ALL_RANKS):
        raise NotationError(
            f"ranks={ranks}: fishsolve's decks have 1 to {len(ALL_RANKS)} ranks (2 to ace)"
        )
    if suits != SUITS:
        raise NotationError(
            f"suits={suits}: fishsolve's cards come in four suits, a book of four "
            "(S-GF: 'cuatro cartas del mismo valor'); a deck of "
            f"{suits} of each rank cannot be written"
        )
    if initial == -1:
        initial = 7 if players == 2 else 5
    if initial < 1:
        raise NotationError(f"initial_cards={initial}: expected -1 or a number of cards")
    if players * initial > ranks * SUITS:
        raise NotationError(
            f"initial_cards={initial}: {players} hands of {initial} need {players * initial} "
            f"cards; the deck has {ranks * SUITS}"
        )
    if not most_books:
        raise NotationError(
            "most_books_wins=False: OpenSpiel then pays the player who goes out first; "
            "fishsolve scores books, as the sheet does (S-GF: most books wins)"
        )
    deck = ALL_RANKS[:ranks]
    rules = GoFishRules(
        variant=Variant.GO_FISH,
        ranks=deck,
        refill=1,
        draw_on_turn=True,
        draw_then_pass=not ask_after,
        deal_books=True,
        first_out=first_out,
        big_table=players > MAX_PLAYERS,
    )
    if rules.hand_size(players) != initial:
        rules = replace(rules, deal=initial)
    return SpielRules(players, ranks, initial, ask_after, first_out), rules


@dataclass(frozen=True)
class SpielGame:
    """An OpenSpiel game written as a fishsolve full record.

    Attributes:
        log: every hand and the stock, and the events.
        actions: per event of ``log``, the index of the OpenSpiel action it came from.
        record: what was read.
    """

    log: FishLog
    actions: tuple[int, ...]
    record: SpielRecord


class _Writer:
    """Writes a played game as fishsolve events, with the cards they move."""

    def __init__(self, played: Played, spiel: SpielRules, rules: GoFishRules) -> None:
        self.played = played
        self.spiel = spiel
        self.rules = rules
        self.players = Seating.from_names([player_name(i) for i in range(spiel.players)]).players
        self.events: list[FishEvent] = []
        self.actions: list[int] = []
        self.stock: list[int] = []  # ranks, in the order fishsolve's stock gives them
        self.lucky: dict[int, int] = {}  # event -> the stock's place of its lucky draw

    def rank(self, index: int) -> Rank:
        return ALL_RANKS[index]

    def add(self, event: FishEvent, action: int) -> None:
        self.events.append(event)
        self.actions.append(action)

    def deal(self) -> list[list[int]]:
        """The hands as fishsolve deals them (each player's first ``initial`` cards), and each
        player's deal books and replacements as events, the replacements off the stock."""
        spiel, played = self.spiel, self.played
        hands = [dealt[: spiel.initial] for dealt in played.dealt]
        books_by = Counter(b.player for b in played.deal_books)
        book_at = {b.rank: b.index for b in played.deal_books}
        for p, dealt in enumerate(played.dealt):
            held = Counter(hands[p])
            rest = list(dealt[spiel.initial :])
            owed = laid = 0
            action = 0
            while True:
                for r in sorted(k for k, n in held.items() if n == SUITS):
                    del held[r]
                    owed += SUITS
                    laid += 1
                    action = book_at.get(r, action)
                    self.add(Book(self.players[p], self.rank(r)), action)
                if not owed or not rest:
                    break
                take, rest = rest[:SUITS], rest[SUITS:]
                owed -= len(take)
                held.update(take)
                self.stock.extend(take)
                self.add(Refill(self.players[p], len(take)), action)
            if rest or laid != books_by[p]:
                raise RuleError(
                    f"the deal of player {p} does not regroup as fishsolve deals it (a fishsolve "
                    "bug: please report it with the record)"
                )
        return hands

    def steps(self) -> None:
        for step in self.played.steps:
            if isinstance(step, Ask):
                asker, target = self.players[step.player], self.players[step.target]
                lucky = step.drawn is not None and step.drawn == step.rank
                if lucky:
                    self.lucky[len(self.events)] = len(self.stock)
                if step.drawn is not None:
                    self.stock.append(step.drawn)
                self.add(
                    FishAsk(asker, target, self.rank(step.rank), step.given, lucky=lucky),
                    step.index if step.draw_index is None else step.draw_index,
                )
            elif isinstance(step, EmptyDraw):
                self.stock.append(step.rank)
                self.add(Refill(self.players[step.player], 1), step.index)
            else:
                assert isinstance(step, Booked)
                self.add(Book(self.players[step.player], self.rank(step.rank)), step.index)


def _cards(ranks: list[int], suits_used: Counter[int]) -> list[Card]:
    """Each rank's next suits, clubs first."""
    out = []
    for r in ranks:
        out.append(Card(ALL_RANKS[r], tuple(Suit)[suits_used[r]]))
        suits_used[r] += 1
    return out


def full_record(record: SpielRecord) -> SpielGame:
    """The game of ``record`` as a fishsolve full record (every hand and the stock's order).

    Raises:
        FishsolveError: a setting fishsolve cannot write (at the game's line); an action that is
            not legal where it stands (at its line: OpenSpiel would not have played it); a
            history that stops inside the deal, or between an ask and its draw.
    """
    spiel, rules = rules_of(record)
    try:
        played = play(spiel, record.actions)
    except SpielRefusal as err:
        raise RuleError(err.message, record.place(err.index)) from None
    _check_complete(record, spiel, played)
    writer = _Writer(played, spiel, rules)
    hands = writer.deal()
    writer.steps()
    pool = [r for r in range(spiel.ranks) for _ in range(played.pool[r])]
    order = [*writer.stock, *pool]
    used: Counter[int] = Counter()
    hand_cards = [_cards(h, used) for h in hands]
    stock = _cards(order, used)
    players = writer.players
    # A lucky draw is shown (S-GF: "muéstrela"): the card, of the suit it was given.
    shown = [
        replace(e, drawn=stock[writer.lucky[i]])
        if isinstance(e, FishAsk) and i in writer.lucky
        else e
        for i, e in enumerate(writer.events)
    ]
    events = tuple(
        replace(e, source=_source(record, action))
        for e, action in zip(shown, writer.actions, strict=True)
    )
    log = FishLog(
        seating=Seating(players),
        rules=rules,
        hands=tuple((players[p], tuple(sorted(cs))) for p, cs in enumerate(hand_cards)),
        stock=tuple(stock),
        start=players[0],
        events=events,
        comments=(Comment(0, _title(record)),),
    )
    return SpielGame(log, tuple(writer.actions), record)


def _title(record: SpielRecord) -> str:
    params = ",".join(f"{k}={v}" for k, v in sorted(record.parameters.items()))
    return f"OpenSpiel {record.game}({params}), {len(record.actions)} actions"


def _source(record: SpielRecord, action: int) -> Source | None:
    """The line that wrote OpenSpiel's action ``action``, as the source of the event it made: a
    refusal of the event points at the action."""
    place = record.place(action)
    if place is None:
        return None
    return Source(place.line, place.text, place.path, (("", place.column),))


def _check_complete(record: SpielRecord, spiel: SpielRules, played: Played) -> None:
    last = record.place(len(record.actions) - 1) if record.actions else record.where
    if played.ended_in_deal:
        book = played.deal_books[-1]
        raise RuleError(
            f"end_on_first_out: player {book.player} went out with a book of "
            f"{rank_name(book.rank)} in the deal (action {book.index}), before every hand was "
            "dealt; a fishsolve log starts from a whole deal",
            record.place(book.index),
        )
    if played.phase is Phase.DEAL:
        dealt = sum(len(d) for d in played.dealt)
        raise RuleError(
            f"the history stops in the deal ({dealt} cards dealt of "
            f"{spiel.players * spiel.initial}); a fishsolve log starts from a whole deal",
            last,
        )
    if played.phase is Phase.FISH:
        raise RuleError(
            f"the history stops between player {played.current}'s ask and its draw (a chance "
            "outcome still to come); a fishsolve log writes an ask with its answer and draw",
            last,
        )


def read_record(log: LogInput) -> SpielRecord:
    """The OpenSpiel record in ``log`` (JSON or OpenSpiel's serialized game and state)."""
    return read_spiel(log.text, log.name, as_json=log.is_json)


def where_of(err: FishsolveError, fallback: Location | None) -> FishsolveError:
    """``err`` placed at ``fallback`` when it has no place of its own."""
    return err if err.location is not None else err.at(fallback)


def seat_of(log: FishLog, spec: str | None) -> Player | str:
    """The view ``--as`` names: ``full`` (or None), ``public``, OpenSpiel's player number or its
    fishsolve name (``1`` or ``P1``)."""
    from fishsolve.errors import PERSPECTIVE, OptionError

    if spec is None or spec.strip().lower() == "full":
        return "full"
    text = spec.strip()
    if text.lower() == "public":
        return "public"
    players = log.seating.players
    if text.isascii() and text.isdigit() and int(text) < len(players):
        return players[int(text)]
    try:
        return log.seating.player(text)
    except NotationError:
        seats = f"0 to {len(players) - 1}"
        raise OptionError.bad(
            PERSPECTIVE, spec, f"expected full, public or a player: {seats} or P0 to P{seats[-1]}"
        ) from None


def view_of(game: SpielGame, spec: str | None) -> tuple[FishLog, str]:
    """The log of ``game`` as the view ``spec`` names (:func:`seat_of`) keeps it, and its name."""
    from fishsolve.gofish.sim.views import as_seen_by

    seat = seat_of(game.log, spec)
    if seat == "full":
        return game.log, "full"
    viewer = seat if isinstance(seat, Player) else None
    seen = as_seen_by(game.log, viewer)
    # Each event keeps the place of the OpenSpiel action it came from.
    events = tuple(
        replace(e, source=full.source) for e, full in zip(seen.events, game.log.events, strict=True)
    )
    title = f"{game.log.comments[0].text}, as {viewer.name if viewer else 'the table'} saw it"
    seen = replace(seen, events=events, comments=(Comment(0, title),))
    return seen, viewer.name if viewer else "public"


def import_openspiel(log: LogInput, perspective: str | None) -> tuple[FishLog, str]:
    """The OpenSpiel record in ``log`` as a fishsolve log checked by ``check`` (the view
    ``perspective`` names, :func:`seat_of`), and the view's name.

    Raises:
        FishsolveError: the record cannot be read or written (at its line), or the log is refused
            by ``check`` (at the OpenSpiel action its event came from).
    """
    from fishsolve.gofish.reports.check import checked_fish_log

    game = full_record(read_record(log))
    seen, view = view_of(game, perspective)
    checked_fish_log(seen)
    return seen, view
