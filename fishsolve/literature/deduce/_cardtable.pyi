"""Types of the C extension built from _cardtable.c (a counted view's card table)."""

from fishsolve.cards import Card
from fishsolve.literature.deduce.view import CardView
from fishsolve.seating import Player

def counted_rows(
    deck_rows: list[tuple[Card, str, str, int, int]],
    counted: dict[Card, dict[Player, int]],
    in_play: list[bool],
    shared: dict[tuple[str, bool, tuple[str, ...]], CardView],
    cls: type[CardView],
    /,
) -> tuple[list[CardView], dict[str, dict[str, int]]]: ...
