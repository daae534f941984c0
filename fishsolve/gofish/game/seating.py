"""The players of a Go Fish family game: two to six (to ten under ``big-table``), each on their
own, in order to the left."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fishsolve.errors import NotationError
from fishsolve.gofish.game.rules import BIG_TABLE, MAX_PLAYERS, MIN_PLAYERS
from fishsolve.seating import Player, check_names, find_player


@dataclass(frozen=True)
class Seating:
    """The players in order to the left (no teams: each plays for themselves)."""

    players: tuple[Player, ...]

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
        check_names(names)
        return cls(tuple(Player(i + 1, name) for i, name in enumerate(names)))

    def __len__(self) -> int:
        return len(self.players)

    def __iter__(self) -> Iterator[Player]:
        return iter(self.players)

    @property
    def names(self) -> tuple[str, ...]:
        """Names in order."""
        return tuple(p.name for p in self.players)

    def player(self, token: str) -> Player:
        """A player by name or unambiguous prefix, ignoring case."""
        return find_player(self.players, token)

    def left_of(self, player: Player) -> Player:
        """The next player to the left."""
        return self.players[player.seat % len(self.players)]
