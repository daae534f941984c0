"""The Go Fish family's rule options for OpenSpiel's ``go_fish`` (issue 32), where it plays
otherwise than the sheet S-GF:

- ``draw-on-turn``: a player whose hand empties draws (``refill:`` cards; OpenSpiel 1) when their
  turn comes, not at once (S-GF Paso 5: "tome cinco cartas del mazo"), then asks; a player on turn
  who holds the only cards in hand passes the turn to the left, to a player who draws;
  ``draw-then-pass``: after that draw the turn passes (OpenSpiel's ``ask_after_empty_draw``
  false);
- ``deal-books``: a book in a hand as dealt is laid and its player dealt four more, but for a
  book the deal's last card completes;
- ``first-out``: the game ends when a book empties a hand (``end_on_first_out``);
- ``big-table``: 7 to 10 players.

Each is refused without its option and accepted with it, on hand-written logs. The deduction
under them is tested on games OpenSpiel's rules play (tests/gofish/test_import_openspiel.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from fishsolve.errors import FishsolveError, RuleError
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.setup import FishSetup

# Ana takes Bo's last two cards; Bo's hand is empty while the stock has six.
EMPTIED = """game: go-fish
players: Ana Bo Cy
deck: 2 3 4
deal: 2
refill: 1
{rules}hand Ana: 2C 3C
hand Bo: 2D 3D
hand Cy: 4C 4D
stock: 2H 2S 3H 3S 4H 4S
start: Ana

Ana asks Bo for 2: 1
Ana asks Bo for 3: 1
"""


def _replay(text: str, more: str = "") -> Any:
    return replay(parse_fish_log(text + more))


def _refused(text: str, more: str) -> str:
    with pytest.raises(RuleError) as caught:
        _replay(text, more)
    return caught.value.message


def test_draw_on_turn_waits_for_the_turn() -> None:
    sheet = EMPTIED.format(rules="")
    later = EMPTIED.format(rules="rules: draw-on-turn\n")
    # Ana goes on asking Cy while Bo's hand is empty: the sheet has Bo draw first.
    go_on = "Ana asks Cy for 3: go fish\n"
    assert "Bo draws 1 first" in _refused(sheet, go_on)
    rep = _replay(later, go_on)
    # The go fish (Ana drew 2H, hidden) passes the turn to Bo, who draws before asking.
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Bo"
    assert [p.name for p in rep.final.due] == ["Bo"]
    assert "Bo draws 1 first" in _refused(later, go_on + "Bo asks Ana for 2: 3\n")
    assert "draws when their turn comes" in _refused(later, "Bo draws 1\n")
    rep = _replay(later, go_on + "Bo draws 1\nBo asks Ana for 2: 3\nBo books 2\n")
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Bo"


def test_draw_then_pass() -> None:
    log = EMPTIED.format(rules="rules: draw-on-turn draw-then-pass\n")
    drawn = "Ana asks Cy for 3: go fish\nBo draws 1\n"
    assert "it is Cy's turn" in _refused(log, drawn + "Bo asks Ana for 2: 3\n")
    rep = _replay(log, drawn + "Cy asks Ana for 4: go fish\n")
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Ana"
    with pytest.raises(FishsolveError, match="needs 'draw-on-turn'"):
        parse_fish_log(EMPTIED.format(rules="rules: draw-then-pass\n"))


# Ana takes Bo's last cards and lays the book, her own hand empty too.
BOTH_EMPTY = """game: go-fish
players: Ana Bo
deck: 2 3 4
deal: 2
refill: 1
rules: draw-on-turn{more}
hand Ana: 2C 2D
hand Bo: 2H 2S
stock: 3C 3D 3H 3S 4C 4D 4H 4S
start: Ana

Ana asks Bo for 2: 2
Ana books 2
"""


def test_the_turn_is_judged_once_the_books_are_laid() -> None:
    """After the yes Ana held every card in hand (nobody to ask: the turn would pass to Bo),
    but the book she lays empties her hand: she draws (OpenSpiel's book comes with the ask)."""
    log = BOTH_EMPTY.format(more="")
    assert "it is Ana's turn" in _refused(log, "Bo draws 1\n")
    rep = _replay(log, "Ana draws 1\n")
    # Ana holds 3C; Bo none: nobody to ask, so the turn passes to Bo, who draws.
    assert [p.name for p in rep.final.due] == ["Bo"]
    # Bo takes Ana's one card and holds every card in hand: Ana, to the left, draws next.
    rep = _replay(log, "Ana draws 1\nBo draws 1\nBo asks Ana for 3: 1\n")
    assert [p.name for p in rep.final.due] == ["Ana"]


def test_first_out_ends_the_game() -> None:
    log = BOTH_EMPTY.format(more=" first-out")
    rep = _replay(log)
    assert rep.final.over
    assert rep.final.turn is None
    assert "the game is over" in _refused(log, "Ana draws 1\n")
    assert not _replay(BOTH_EMPTY.format(more="")).final.over


DEALT_BOOK = """game: go-fish
players: Ana Bo
deck: 2 3 4 5
deal: 5
{rules}hand Ana: {ana}
hand Bo: {bo}
stock: {stock}
start: Ana

"""


def test_a_book_in_the_deal_is_replaced() -> None:
    hands = {"ana": "2C 2D 2H 2S 3C", "bo": "3D 3H 4C 4D 5C", "stock": "4H 4S 5D 5H 5S 3S"}
    sheet = DEALT_BOOK.format(rules="", **hands)
    openspiel = DEALT_BOOK.format(rules="rules: deal-books\n", **hands)
    ask = "Ana asks Bo for 3: 2\n"
    replaced = "Ana books 2\nAna draws 4\n"
    assert "draws only when their hand empties" in _refused(sheet, replaced + ask)
    _replay(sheet, "Ana books 2\n" + ask)
    message = _refused(openspiel, "Ana books 2\n" + ask)
    assert "Ana laid a book in the deal" in message
    assert "'Ana draws 4'" in message
    rep = _replay(openspiel, replaced + ask)
    assert rep.final.size(rep.log.seating.player("Ana")) == 7
    assert "is dealt 4 more cards" in _refused(openspiel, "Ana books 2\nAna draws 5\n")


def test_the_deal_s_last_card_may_complete_a_book_unreplaced() -> None:
    """Bo, dealt last (to the right of Ana, who asks first), lays a book the deal's last card
    completed: nothing more is dealt. Ana's would be replaced."""
    log = DEALT_BOOK.format(
        rules="rules: deal-books\n",
        ana="2C 2D 2H 4C 5C",
        bo="3C 3D 3H 3S 4D",
        stock="2S 4H 4S 5D 5H 5S",
    )
    rep = _replay(log, "Bo books 3\nAna asks Bo for 4: 1\n")
    assert rep.final.size(rep.log.seating.player("Bo")) == 0


def test_big_table() -> None:
    names = " ".join(f"P{i}" for i in range(8))
    text = f"game: go-fish\nplayers: {names}\n{{rules}}\nP0 asks P1 for 2: go fish\n"
    with pytest.raises(FishsolveError) as caught:
        parse_fish_log(text.format(rules=""))
    assert caught.value.location is not None
    assert caught.value.location.line == 2
    assert "'rules: big-table'" in caught.value.message
    log = parse_fish_log(text.format(rules="rules: big-table"))
    assert log.rules.hand_size(8) == 5
    replay(log)
    with pytest.raises(FishsolveError, match="2 to 6 players"):
        parse_fish_log(f"game: go-fish\nplayers: {names} P8 P9 P10\n")


def test_notation_keeps_the_options() -> None:
    words = ("draw-on-turn", "draw-then-pass", "deal-books", "first-out", "big-table")
    names = " ".join(f"P{i}" for i in range(7))
    given = f"game: go-fish\nplayers: {names}\nrules: {' '.join(reversed(words))}\n\n"
    log = parse_fish_log(given + "P0 asks P1 for 2: go fish\n")
    assert log.rules.tokens() == words
    text = write_fish_log(log)
    assert f"rules: {' '.join(words)}\n" in text
    assert parse_fish_log(text) == log
    assert load_fish_log(dump_fish_log(log)) == log


def test_the_simulator_refuses_what_it_does_not_play() -> None:
    with pytest.raises(FishsolveError, match="import openspiel"):
        FishSetup.parse("go-fish", 3, "deal-books")
