"""`fishsolve explain` on a Go Fish family log: the fewest lines of the log that prove a fact.

A fact reads ``Bo holds a jack``, ``Bo holds no 5s``, ``Bo holds 2 jacks``, ``the stock holds no
aces`` — or, under card asks, ``Bo holds 5H`` / ``Bo holds no 5H``. It is proved when no deal and
stock order fitting the viewer's knowledge breaks it; the lines given are a minimal set that
proves it (leave any one out and some deal breaks it).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.cards import parse_card
from fishsolve.errors import PERSPECTIVE, NotationError, OptionError, UsageError, quote
from fishsolve.gofish.deduce.perspective import resolve
from fishsolve.gofish.deduce.questions import Fact, reasons
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.reports.analyze import _position, viewer_of
from fishsolve.seating import Player
from fishsolve.text.reading import LogPath, name_of

_FACT_RE = re.compile(
    r"^\s*(?:the\s+)?(?P<place>\S+)\s+(?:holds|has|hold|have)\s+"
    r"(?:(?P<none>no|not|none of the)\s+|(?P<count>\d)\s+|(?:exactly\s+(?P<exact>\d)\s+)|"
    r"(?:at least\s+(?P<least>\d)\s+)|(?:an?|some)\s+)?(?P<what>\S+)\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Reason:
    """One line of the proof: the event, its line, and what it says about the cards."""

    event: int
    line: int | None
    text: str
    says: str


@dataclass(frozen=True)
class FishExplanation:
    """What `explain` says about a fact."""

    file: str
    viewer: str
    at: int
    fact: str
    proved: bool
    own_hand: bool
    reasons: list[Reason] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return asdict(self)


def parse_fact(log: FishLog, text: str) -> Fact:
    """A fact as a user types it (see the module)."""
    match = _FACT_RE.match(text)
    if not match:
        raise UsageError(
            f"cannot read the fact {quote(text, 80)}; write e.g. 'Bo holds a jack', "
            "'Bo holds no 5s', 'Bo holds 2 jacks', 'the stock holds no aces'"
        )
    place_word = match["place"]
    place: Player | None = None
    if place_word.lower() != "stock":
        try:
            place = log.seating.player(place_word)
        except NotationError as err:
            raise UsageError(err.message) from None
    what = match["what"]
    card = None
    try:
        rank = log.rules.rank_of(what)
    except NotationError:
        try:
            card = parse_card(what)
        except NotationError:
            raise UsageError(f"{what!r} is neither a rank nor a card") from None
        rank = card.rank
    if card is not None and not log.rules.card_asks:
        raise UsageError("Go Fish is played by rank: ask about a rank ('Bo holds a jack')")
    top = 1 if card is not None else 4
    if match["none"]:
        return Fact(place, rank, 0, 0, card)
    for key in ("count", "exact"):
        if match[key]:
            n = int(match[key])
            return Fact(place, rank, n, n, card)
    if match["least"]:
        return Fact(place, rank, int(match["least"]), top, card)
    return Fact(place, rank, 1, top, card)


def _says(event: FishEvent, rules: GoFishRules) -> str:
    if isinstance(event, FishAsk):
        what = event.card.code if event.card is not None else f"rank {event.rank.code}"
        asker = f"{event.asker.name} held a card of rank {event.rank.code} then"
        if event.given:
            if event.card is not None:
                return f"{asker}; {event.target.name} held {what} and handed it over"
            if event.given == 1:
                return f"{asker}; {event.target.name} held exactly one of {what} and handed it over"
            return (
                f"{asker}; {event.target.name} held exactly {event.given} of {what} and handed "
                "them all over"
            )
        said = f"{asker}; {event.target.name} held no {what} then"
        if event.lucky:
            up = rules.lucky_card(event.card, event.drawn)
            shown = up.code if up is not None else f"a {event.rank.code}"
            return f"{said}; {event.asker.name} drew {shown}, shown to the table"
        lucky = f"of rank {event.rank.code}" if rules.lucky_rank else what
        return (
            f"{said}; the card {event.asker.name} drew (if any) was not {lucky}: it would have "
            "been shown"
        )
    if isinstance(event, Book):
        return f"{event.player.name} held every card of the book then, and laid it"
    return f"{event.player.name}'s hand was empty; {event.player.name} drew {event.count} cards"


def explain_fish(
    path: LogPath | FishLog, fact_text: str, as_: str | None = None, at: int | None = None
) -> FishExplanation:
    """Why ``fact_text`` holds after ``at`` events from ``as_``'s view (see the module)."""
    log = read_fish_log(path)
    rep = replay(log)
    who = viewer_of(log, as_)
    if isinstance(who, str) and as_ is not None and who not in ("public", "full"):
        raise OptionError.bad(PERSPECTIVE, as_, "name a player, public or full")
    at = _position(log, at)
    fact = parse_fact(log, fact_text)
    found = reasons(log, rep, who, at, fact)
    name = who.name if isinstance(who, Player) else who
    own = (isinstance(who, Player) and who in log.known) or who == "full"
    if found is None:
        view = "the whole record's view" if name == "full" else f"{name}'s view"
        if name == "public":
            view = "the public view"
        raise UsageError(
            f"{quote(fact_text.strip(), 80)} is not proved after event {at} from {view}: some "
            "deal and stock order that fits the log breaks it"
        )
    lines = []
    for number in found:
        event = log.events[number - 1]
        source = event.source
        lines.append(
            Reason(
                number,
                source.line if source else None,
                source.text.strip() if source else "",
                _says(event, rules=log.rules),
            )
        )
    return FishExplanation(name_of(path), name, at, fact_text, True, own, lines)


__all__ = ["FishExplanation", "Reason", "explain_fish", "parse_fact", "resolve"]
