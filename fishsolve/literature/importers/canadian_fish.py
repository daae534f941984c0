"""One seat's view of an online Canadian Fish room, as that seat's Literature log.

The room (the open-source MeagerPotato/Canadian-Fish; its ``lib/engine/types.ts`` and
``views.ts`` give the shape, its ``RULES.md`` the rules) sends each seat a JSON view: the public
``log`` of events (``game_started`` with the seat who starts, ``ask`` with ``hit``, ``claim`` with
the claimer's ``assignments`` and the ``actualHolders`` it revealed and an ``outcome`` of
``team0``, ``team1`` or ``void``, ``pass``, ``designate``, ``player_out``, ``endgame``,
``game_over``), the hand ``counts``, the ``score``, the ``config`` (``playerCount`` and rule
``toggles``), and the viewer's ``seat`` and its ``hand`` now.

It becomes a Literature log (docs/import.md has the table):

- seats 0 to 5 are the players ``P0`` to ``P5``; the room's teams (seats 0, 2, 4 and 1, 3, 5) are
  fishsolve's (seats 1, 3, 5 and 2, 4, 6 counted from one);
- its rules are S-PT's claim outcomes: a claim with a card on the other team scores for them, one
  wholly on the claiming team but misplaced is void: ``rules: annul``; an ask, a claim, a pass are
  themselves; a ``designate`` (the empty team's player on turn hands the end-game to an opponent)
  is a pass to an opponent; ``player_out``, ``endgame`` and ``game_over`` follow from the events
  and are checked, not written, as are the view's ``counts``, ``score``, ``books`` and ``turn``;
- the toggles: ``askOwnCardAllowed`` is ``bluff``, ``claimAnyTurn`` is ``any-time``,
  ``declarerChoosesNext`` is ``pass-turn``; ``announceLastCard`` and ``strictMemory`` change
  nothing a log records; ``jokers``, ``rankQuartet``, ``mandatoryDeclare`` and
  ``highBooksDouble`` are refused by name, with why;
- the seat's hand as dealt is its hand now with every card it took by a hit given back, every card
  taken from it returned, and every card a claim revealed in its hand restored.

The log is checked (``check``) before it is returned; a view that breaks the rules is refused at
the event of its ``log`` that breaks them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from fishsolve.cards import Card, parse_card
from fishsolve.errors import PERSPECTIVE, NotationError, OptionError
from fishsolve.literature.decks import STANDARD
from fishsolve.literature.game.events import Ask, Claim, Event, GameLog, Outcome, Pass
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player, Table
from fishsolve.text.jsonlocate import LocatingDecoder, parse_json, short
from fishsolve.text.source import Comment

if TYPE_CHECKING:
    from fishsolve.text.reading import LogInput

SOURCE = "canadian-fish"
"""The room, as ``fishsolve import`` names it."""

PLAYERS = 6
"""The room seats six (its RULES.md row 24: no eight-player mode)."""

MAPPED: dict[str, tuple[str, ...]] = {
    "askOwnCardAllowed": ("bluff",),
    "claimAnyTurn": ("any-time",),
    "declarerChoosesNext": ("pass-turn",),
    "announceLastCard": (),
    "strictMemory": (),
}
"""Each toggle fishsolve plays, and the rule words it becomes."""

REFUSED: dict[str, str] = {
    "jokers": (
        "the room's cards are its 48 (its Card type has no joker and no ninth book); fishsolve's "
        "joker deck cannot be matched to them"
    ),
    "rankQuartet": (
        "books of four of a rank are not Literature's half-suits of six; fishsolve claims "
        "half-suits"
    ),
    "mandatoryDeclare": (
        "a book held whole must be declared at once, a rule fishsolve's Literature does not play "
        "(a player who does not declare would prove they hold no whole half-suit)"
    ),
    "highBooksDouble": (
        "high half-suits score two; fishsolve scores every half-suit one, as the sheets do"
    ),
}
"""Each toggle fishsolve cannot play, and why."""

_EVENTS = (
    "game_started",
    "ask",
    "claim",
    "pass",
    "designate",
    "player_out",
    "endgame",
    "game_over",
)


def seat_name(seat: int) -> str:
    """The fishsolve name of the room's seat ``seat``.

    >>> seat_name(0), seat_name(5)
    ('P0', 'P5')
    """
    return f"P{seat}"


def _half_suit_key(book: str) -> str:
    """A room's book id (``LOW-C``) as a half-suit's key (``low-clubs``)."""
    half, _, suit = book.partition("-")
    suits = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
    if half not in ("LOW", "HIGH") or suit not in suits:
        raise NotationError(f"expected a book such as LOW-C or HIGH-S; found {short(book)}")
    return f"{half.lower()}-{suits[suit]}"


class _View(LocatingDecoder):
    def __init__(self, path: str | None, text: str) -> None:
        super().__init__(path, text)
        self.table = Table.from_names([seat_name(s) for s in range(PLAYERS)])

    def seat(self, value: Any, where: str) -> Player:
        if type(value) is not int or not 0 <= value < PLAYERS:
            raise self.error(where, f"expected a seat, 0 to {PLAYERS - 1}; found {short(value)}")
        return self.table.players[value]

    def card(self, value: Any, where: str) -> Card:
        if not isinstance(value, str):
            raise self.error(where, f"expected a card such as 9C or TD; found {short(value)}")
        card: Card = self.wrap(where, parse_card, value)
        if card not in STANDARD.cards:
            raise self.error(where, f"{card} is not one of the room's 48 cards (no 8s)")
        return card

    def holders(self, value: Any, where: str) -> tuple[tuple[Card, Player], ...]:
        if not isinstance(value, dict):
            raise self.error(where, "expected an object: card -> seat")
        return tuple(
            (self.card(c, f"{where}.{c}"), self.seat(s, f"{where}.{c}")) for c, s in value.items()
        )

    def rules(self, data: dict[str, Any]) -> RuleSet:
        config = self.get(data, "config", dict, "$")
        players = config.get("playerCount", PLAYERS)
        if players != PLAYERS:
            raise self.error(
                "config.playerCount",
                f"playerCount={short(players)}: the room seats {PLAYERS} (and fishsolve reads its "
                f"views of {PLAYERS})",
            )
        toggles = self.get(config, "toggles", dict, "config")
        words = ["annul"]
        for name, on in toggles.items():
            where = f"config.toggles.{name}"
            if not isinstance(on, bool):
                raise self.error(where, f"expected true or false; found {short(on)}")
            if name in REFUSED:
                if on:
                    raise self.error(where, f"{name}: {REFUSED[name]}")
            elif name in MAPPED:
                words += MAPPED[name] if on else ()
            else:
                known = ", ".join([*MAPPED, *REFUSED])
                raise self.error(where, f"unknown toggle {name!r}; the room's are {known}")
        return RuleSet.parse(words)

    def events(self, raw: list[Any]) -> tuple[Player | None, list[tuple[Event, int]]]:
        """The start, and the log's events with the index of the room's event each came from."""
        start: Player | None = None
        out: list[tuple[Event, int]] = []
        for i, ev in enumerate(raw):
            where = f"log[{i}]"
            if not isinstance(ev, dict):
                raise self.error(where, "expected an event object with a 'type'")
            kind = self.get(ev, "type", str, where)
            if kind not in _EVENTS:
                raise self.error(
                    f"{where}.type", f"unknown event {kind!r}; the room's are {', '.join(_EVENTS)}"
                )
            if kind == "game_started":
                if i:
                    raise self.error(where, "game_started comes first in the log")
                start = self.seat(ev.get("startingSeat"), f"{where}.startingSeat")
            elif kind == "ask":
                hit = ev.get("hit")
                if not isinstance(hit, bool):
                    raise self.error(f"{where}.hit", f"expected true or false; found {short(hit)}")
                event: Event = Ask(
                    self.seat(ev.get("asker"), f"{where}.asker"),
                    self.seat(ev.get("target"), f"{where}.target"),
                    self.card(ev.get("card"), f"{where}.card"),
                    hit,
                )
                out.append((self.placed(event, where), i))
            elif kind == "claim":
                out.append((self.placed(self.claim(ev, where), where), i))
            elif kind in ("pass", "designate"):
                event = Pass(
                    self.seat(ev.get("from"), f"{where}.from"),
                    self.seat(ev.get("to"), f"{where}.to"),
                )
                out.append((self.placed(event, where), i))
        return start, out

    def claim(self, ev: dict[str, Any], where: str) -> Claim:
        claimer = self.seat(ev.get("claimer"), f"{where}.claimer")
        book = self.get(ev, "book", str, where)
        key = self.wrap(f"{where}.book", _half_suit_key, book)
        half = self.wrap(f"{where}.book", STANDARD.parse_half_suit, key)
        owners = self.holders(ev.get("assignments"), f"{where}.assignments")
        actual = self.holders(ev.get("actualHolders"), f"{where}.actualHolders")
        outcome = ev.get("outcome")
        if outcome not in ("team0", "team1", "void"):
            raise self.error(
                f"{where}.outcome", f"expected team0, team1 or void; found {short(outcome)}"
            )
        team = (claimer.seat - 1) % 2
        if outcome == "void":
            result = Outcome.ANNULLED
        else:
            result = Outcome.RIGHT if outcome == f"team{team}" else Outcome.WRONG
        shown = () if result is Outcome.RIGHT else actual
        return Claim(claimer, half, owners, result, shown)

    def dealt(
        self, data: dict[str, Any], seat: Player, events: list[tuple[Event, int]]
    ) -> set[Card]:
        """The seat's hand as dealt: its hand now, each event taken back, last first."""
        now = self.get(data, "hand", list, "$")
        hand = {self.card(c, f"hand[{i}]") for i, c in enumerate(now)}
        raw = data["log"]
        for event, i in reversed(events):
            where = f"log[{i}]"
            if isinstance(event, Ask) and event.answer and event.asker == seat:
                if event.card not in hand:
                    raise self.error(
                        where,
                        f"{seat.name} took {event.card} here, but the view's hand, played back "
                        "to this event, does not hold it",
                    )
                hand.discard(event.card)
            elif isinstance(event, Ask) and event.answer and event.target == seat:
                hand.add(event.card)
            elif isinstance(event, Claim):
                held = self.holders(raw[i].get("actualHolders"), f"{where}.actualHolders")
                hand |= {c for c, p in held if p == seat}
        size = len(STANDARD.cards) // PLAYERS
        if len(hand) != size:
            raise self.error(
                "hand",
                f"{seat.name}'s hand played back to the deal holds {len(hand)} cards; each seat "
                f"is dealt {size}",
            )
        return hand

    def summary(self, data: dict[str, Any], final: PublicState) -> None:
        """The view's summary of the game (``counts``, ``score``, ``books``, and ``turn`` while
        it is played) agrees with its log as fishsolve replays it."""
        counts = self.get(data, "counts", list, "$")
        if len(counts) != PLAYERS:
            raise self.error("counts", f"expected {PLAYERS} hand counts, one a seat")
        for p in self.table.players:
            known = final.hand_size(p).exact
            if known is not None and counts[p.index] != known:
                raise self.error(
                    f"counts[{p.index}]",
                    f"{p.name} holds {known} cards after the log; the view counts "
                    f"{short(counts[p.index])}",
                )
        if "score" in data and data["score"] != list(final.score):
            raise self.error(
                "score",
                f"the log's claims score {final.score[0]}-{final.score[1]} (team 0 first); "
                f"the view says {short(data['score'])}",
            )
        books = data.get("books", {})
        if not isinstance(books, dict):
            raise self.error("books", "expected an object: book -> its result")
        claims = {e["book"]: e for e in data["log"] if e.get("type") == "claim"}
        for book in claims:
            if book not in books:
                raise self.error("books", f"{book} is claimed in the log but not among the books")
        for book, result in books.items():
            claim = claims.get(book)
            fields = ("claimer", "assignments", "actualHolders", "outcome")
            if (
                not isinstance(result, dict)
                or claim is None
                or any(result.get(f) != claim.get(f) for f in fields)
            ):
                raise self.error(f"books.{book}", f"{book} is not resolved so by the log's claims")
        if data.get("phase") == "playing" and final.turn is not None:
            turn = data.get("turn")
            if turn != final.turn.index:
                raise self.error(
                    "turn",
                    f"the log gives the turn to {final.turn.name}; the view says {short(turn)}",
                )


def import_room(log: LogInput, perspective: str | None) -> tuple[GameLog, str]:
    """The seat's view in ``log`` as a Literature log ``check`` accepts: the seat's (the
    default, or ``--as`` its seat) or the table's (``--as public``), and the view's name.

    Raises:
        FishsolveError: the view cannot be read (at its JSON path), a toggle fishsolve cannot
            play (named), or the game breaks the rules (at the room's event).
    """
    from fishsolve.literature.reports.check import checked_log

    reader = _View(log.name, log.text)
    data = parse_json(log.text, log.name)
    if not isinstance(data, dict):
        raise reader.error("$", "expected a seat's view: a JSON object with 'seat' and 'log'")
    rules = reader.rules(data)
    seat = reader.seat(data.get("seat"), "seat")
    start, placed = reader.events(reader.get(data, "log", list, "$"))
    hand = reader.dealt(data, seat, placed)
    view = _view_of(seat, perspective)
    title = f"Canadian Fish room, {seat.name}'s view" + (
        ", as the table saw it" if view == "public" else ""
    )
    game = GameLog(
        table=reader.table,
        rules=rules,
        hands={} if view == "public" else {seat: frozenset(hand)},
        events=tuple(e for e, _ in placed),
        start=start,
        comments=(Comment(0, title),),
        path=log.name,
    )
    game, rep = checked_log(game)
    reader.summary(data, rep.states[-1])
    return replace(game, path=None), view


def _view_of(seat: Player, perspective: str | None) -> str:
    if perspective is None:
        return seat.name
    text = perspective.strip()
    if text.lower() == "public":
        return "public"
    if text.lower() in (seat.name.lower(), str(seat.index)):
        return seat.name
    raise OptionError.bad(
        PERSPECTIVE,
        perspective,
        f"the view is {seat.name}'s (seat {seat.index}): write it as {seat.name} or public",
    )
