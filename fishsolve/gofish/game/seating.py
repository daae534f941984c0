"""The players of a Go Fish family game: two to six, each on their own, in order to the left."""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.errors import NotationError
from fishsolve.gofish.game.rules import MAX_PLAYERS, MIN_PLAYERS
from fishsolve.seating import Seats


@dataclass(frozen=True)
class Seating(Seats):
    """The players in order to the left (no teams: each plays for themselves)."""

    @classmethod
    def from_names(cls, names: list[str] | tuple[str, ...]) -> Seating:
        """Seat ``names`` in order, checking count, spelling and uniqueness."""
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise NotationError(
                f"the Go Fish family is played by {MIN_PLAYERS} to {MAX_PLAYERS} players; "
                f"{len(names)} named"
            )
        return cls(cls.seat(names))
