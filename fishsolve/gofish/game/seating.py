"""The players of a Go Fish family game: two to six (to ten under ``big-table``), each on their
own, in order to the left."""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.errors import NotationError
from fishsolve.gofish.game.rules import BIG_TABLE, MAX_PLAYERS, MIN_PLAYERS
from fishsolve.seating import Seats


@dataclass(frozen=True)
class Seating(Seats):
    """The players in order to the left (no teams: each plays for themselves)."""

    @classmethod
    def from_names(cls, names: list[str] | tuple[str, ...]) -> Seating:
        """Seat ``names`` in order, checking count, spelling and uniqueness. Up to ten may sit;
        how many the rules in force seat is :meth:`~fishsolve.gofish.game.rules.GoFishRules.
        check_table`'s to say (six, or ten under ``big-table``)."""
        if not MIN_PLAYERS <= len(names) <= BIG_TABLE:
            raise NotationError(
                f"the Go Fish family is played by {MIN_PLAYERS} to {MAX_PLAYERS} players "
                f"({BIG_TABLE} under big-table); {len(names)} named"
            )
        return cls(cls.seat(names))
