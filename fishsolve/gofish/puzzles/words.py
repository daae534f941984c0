"""What one move of a Go Fish family puzzle shows, in plain words a ten-year-old can follow (the
steps of a puzzle's solution, :mod:`.page`): told from the reader's side ("you"), each move
saying only what its own rules prove.

>>> from fishsolve.cards import Rank, parse_card
>>> from fishsolve.seating import Player
>>> ana, bo = Player(1, "Ana"), Player(2, "Bo")
>>> shown(FishAsk(bo, ana, Rank.JACK, 0), ana, GoFishRules())
'You said go fish: you had no jack. Bo had to hold a jack to ask for one.'
>>> authors = GoFishRules.parse("authors", ["lucky-rank"])
>>> shown(FishAsk(ana, bo, Rank.FIVE, 1, card=parse_card("5H")), ana, authors)
'Bo gave you the five of hearts.'
>>> lucky = FishAsk(bo, ana, Rank.FIVE, 0, parse_card("5H"), drawn=parse_card("5C"), lucky=True)
>>> shown(lucky, ana, authors).split(". ")[-1]
'Then Bo drew the five of clubs, a five like the card asked for, and showed it.'
"""

from __future__ import annotations

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.seating import Player

_NAMES = {
    Rank.TWO: ("two", "twos"),
    Rank.THREE: ("three", "threes"),
    Rank.FOUR: ("four", "fours"),
    Rank.FIVE: ("five", "fives"),
    Rank.SIX: ("six", "sixes"),
    Rank.SEVEN: ("seven", "sevens"),
    Rank.EIGHT: ("eight", "eights"),
    Rank.NINE: ("nine", "nines"),
    Rank.TEN: ("ten", "tens"),
    Rank.JACK: ("jack", "jacks"),
    Rank.QUEEN: ("queen", "queens"),
    Rank.KING: ("king", "kings"),
    Rank.ACE: ("ace", "aces"),
}


def rank_word(rank: Rank, plural: bool = False) -> str:
    """``jack`` / ``jacks`` (a joker by its code)."""
    names = _NAMES.get(rank, (rank.code, rank.code))
    return names[plural]


def card_word(card: Card) -> str:
    """``the five of hearts``."""
    if card.suit is None:
        return f"the {card.code}"
    return f"the {rank_word(card.rank)} of {card.suit.name.lower()}"


def _who(p: Player, reader: Player) -> str:
    return "you" if p == reader else p.name


def _a(rank: Rank) -> str:
    word = rank_word(rank)
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _ask(e: FishAsk, reader: Player, rules: GoFishRules) -> str:
    asker, target = _who(e.asker, reader), _who(e.target, reader)
    if e.card is not None:
        card = card_word(e.card)
        if e.given:
            return f"{_cap(target)} gave {asker} {card}."
        said = (
            f"{_cap(target)} said go fish: {target} did not have {card}. {_cap(asker)} had to "
            f"hold another {rank_word(e.rank)} (and not {card}) to ask for it."
        )
    else:
        if e.given:
            n = e.given
            return (
                f"{_cap(target)} gave {asker} {n} {rank_word(e.rank, n != 1)}: every "
                f"{rank_word(e.rank)} {target} had, so {target} had none left."
            )
        said = (
            f"{_cap(target)} said go fish: {target} had no {rank_word(e.rank)}. {_cap(asker)} had "
            f"to hold {_a(e.rank)} to ask for one."
        )
    if e.lucky:
        up = rules.lucky_card(e.card, e.drawn)
        drawn = card_word(up) if up is not None else _a(e.rank)
        what = "what was asked for"
        if e.card is not None and up != e.card:
            what = f"{_a(e.rank)} like the card asked for"
        said += f" Then {asker} drew {drawn}, {what}, and showed it."
    elif e.drawn is not None and e.asker == reader:
        said += f" Then you drew {card_word(e.drawn)}."
    return said


def shown(e: FishEvent, reader: Player, rules: GoFishRules) -> str:
    """What move ``e`` shows, told to ``reader``, under ``rules``."""
    if isinstance(e, FishAsk):
        return _ask(e, reader, rules)
    if isinstance(e, Book):
        who = _who(e.player, reader)
        return f"{_cap(who)} laid down a book of {rank_word(e.rank, True)}: they are out of play."
    who = _who(e.player, reader)
    if e.cards:
        return f"{_cap(who)} drew {', '.join(card_word(c) for c in e.cards)} from the stock."
    return f"{_cap(who)} drew {e.count} card{'s' if e.count != 1 else ''} from the stock."
