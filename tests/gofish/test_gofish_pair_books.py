"""Pairs books that name the spade first: ``2S 2H`` is two cards, not the plural "2s"."""

from __future__ import annotations

import pytest

from fishsolve.cards import Rank, parse_card
from fishsolve.gofish.game.events import Book, FishAsk
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.text import parse_fish_log

# Ana holds AS AH 2S, Bo 2H 3C AC; the stock is the rest of a deck of A 2 3.
_LOG = """game: go-fish
rules: pairs
players: Ana Bo
deck: A 2 3
deal: 3
hand Ana: AS AH 2S
hand Bo: 2H 3C AC
stock: AD 2C 2D 3D 3H 3S

Ana books {aces}
Ana asks Bo for {twos}: 1
Ana books {pair}
"""


@pytest.mark.parametrize(
    ("aces", "pair"),
    [("AS AH", "2S 2H"), ("AH AS", "2H 2S"), ("as ah", "2s 2h"), ("AS AH", "2H 2S")],
)
@pytest.mark.parametrize("twos", ["2", "2s", "twos", "2S"])
def test_pair_books_name_cards_in_any_order(aces: str, pair: str, twos: str) -> None:
    log = parse_fish_log(_LOG.format(aces=aces, pair=pair, twos=twos))
    books = [e for e in log.events if isinstance(e, Book)]
    assert [b.rank for b in books] == [Rank.ACE, Rank.TWO]
    assert books[0].cards == tuple(sorted(parse_card(c) for c in ("AS", "AH")))
    assert books[1].cards == tuple(sorted(parse_card(c) for c in ("2S", "2H")))
    ask = log.events[1]
    assert isinstance(ask, FishAsk)
    assert ask.rank == Rank.TWO
    rep = replay(log)
    assert rep.final.booked(Rank.ACE) == 1
    assert rep.final.booked(Rank.TWO) == 1
    assert rep.final.sizes == (0, 2)


def test_a_lone_plural_still_books_a_rank() -> None:
    # Books of four: a lone "2s" after 'books' is the rank in the plural, as in an ask.
    text = """game: go-fish
players: Ana Bo
deck: 2 3
deal: 2
hand Ana: 2S 2H
hand Bo: 2C 2D
stock: 3C 3D 3H 3S

Ana asks Bo for 2s: 2
Ana books 2s
"""
    log = parse_fish_log(text)
    ask, book = log.events
    assert isinstance(ask, FishAsk)
    assert ask.rank == Rank.TWO
    assert isinstance(book, Book)
    assert book.rank == Rank.TWO
    assert book.cards == ()
    assert replay(log).final.booked(Rank.TWO) == 1
