"""Players, teams and the seating at the table.

Seats alternate teams: seats 1, 3, 5 (and 7) are team A, seats 2, 4, 6 (and 8) team B.
A name is letters of any script (``José``, ``Zoë``, ``Ставрос``), digits and ``_ ' . -``, starting
with a letter. Names are matched case-insensitively and however an accent was typed (composed or
as a letter and a combining mark); an unambiguous prefix is accepted, an exact name always wins
over a prefix, and an ambiguous prefix is an error that lists the candidates.

>>> table = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
>>> table.player("cara").seat, table.player("CA").team.name
(3, 'A')
>>> [p.name for p in table.opponents(table.player("Asha"))]
['Ben', 'Dev', 'Fay']
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from fishsolve.errors import NotationError, quote

TEAM_NAMES = ("A", "B")


@dataclass(frozen=True, slots=True, order=True)
class Team:
    """One of the two teams; index 0 is team A (odd seats), 1 is team B (even seats)."""

    index: int

    @property
    def name(self) -> str:
        """'A' or 'B'."""
        return TEAM_NAMES[self.index]

    @property
    def other(self) -> Team:
        """The opposing team."""
        return _TEAMS[1 - self.index]

    def __str__(self) -> str:
        return f"team {self.name}"


_TEAMS = (Team(0), Team(1))


@dataclass(frozen=True, slots=True, order=True)
class Player:
    """A seated player. ``seat`` is 1-based; equality is by seat and name."""

    seat: int
    name: str

    def __hash__(self) -> int:
        # Players key the counter's dictionaries; the generated hash of (seat, name) cost a
        # tuple and a string hash per lookup. Equal players have equal seats, so this agrees.
        return self.seat

    @property
    def team(self) -> Team:
        """The player's team (odd seats: A, even seats: B)."""
        # One object per team: the views ask every player's team many times a position, and a
        # frozen dataclass costs a call of its generated __init__ to make.
        return _TEAMS[(self.seat - 1) % 2]

    @property
    def index(self) -> int:
        """0-based seat index, for arrays."""
        return self.seat - 1

    def __str__(self) -> str:
        return self.name


NAME_SIGNS = "_'.-"
"""What a name may hold besides letters (of any script, with their accents) and digits 0-9."""


def usable_name(name: str) -> bool:
    r"""Whether ``name`` is spelt as a player's name: a letter first, then letters (accents
    included), digits 0-9 and :data:`NAME_SIGNS`.

    >>> [usable_name(n) for n in ("José", "Zoe\u0308", "O'Neil", "9lives", "Fay:", "Asha\n")]
    [True, True, True, False, False, False]
    """
    if not name or unicodedata.category(name[0])[0] != "L":
        return False
    return all(
        unicodedata.category(c)[0] in "LM" or c in "0123456789" or c in NAME_SIGNS for c in name[1:]
    )


def folded(name: str) -> str:
    r"""``name`` as names are compared: in one case, an accent the same however it was typed.

    >>> folded("Zoë") == folded("ZOE\u0308")
    True
    """
    return unicodedata.normalize("NFC", name).casefold()


RESERVED_NAMES = frozenset(
    {
        "asks",
        "ask",
        "for",
        "claims",
        "claim",
        "passes",
        "pass",
        "to",
        "has",
        "have",
        "public",
    }
)


def check_names(names: list[str] | tuple[str, ...]) -> None:
    """Check that ``names`` are usable player names, none twice (any game of the family)."""
    from fishsolve.cards import is_card_token

    seen: set[str] = set()
    for name in names:
        if not usable_name(name):
            raise NotationError(
                f"{quote(name)} is not a usable name; start with a letter, then use letters, "
                "digits, _ - or ."
            )
        if name.lower() in RESERVED_NAMES:
            raise NotationError(f"{quote(name)} is a word of the notation; choose another name")
        if is_card_token(name):
            raise NotationError(f"{quote(name)} reads as a card; choose another name")
        if folded(name) in seen:
            raise NotationError(f"{quote(name)} is named twice")
        seen.add(folded(name))


def find_player(players: tuple[Player, ...], token: str) -> Player:
    """The player named ``token`` (or by an unambiguous prefix, ignoring case)."""
    wanted = folded(token)
    for p in players:
        if folded(p.name) == wanted:
            return p
    matches = [p for p in players if folded(p.name).startswith(wanted)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        listed = ", ".join(p.name for p in matches)
        raise NotationError(f"{token!r} could be any of {listed}; write more of the name")
    names = ", ".join(p.name for p in players)
    raise NotationError(f"no player {quote(token)}; the players are {names}")


@dataclass(frozen=True)
class Seats:
    """Players seated in order to the left, whatever the game: what every family's table shares
    (its count of players and what it does with seats are the family's)."""

    players: tuple[Player, ...]

    @staticmethod
    def seat(names: list[str] | tuple[str, ...]) -> tuple[Player, ...]:
        """``names`` seated in order, their spelling and uniqueness checked."""
        check_names(names)
        return tuple(Player(i + 1, name) for i, name in enumerate(names))

    def __len__(self) -> int:
        return len(self.players)

    def __iter__(self) -> Iterator[Player]:
        return iter(self.players)

    @property
    def names(self) -> tuple[str, ...]:
        """Names in seating order."""
        return tuple(p.name for p in self.players)

    def player(self, token: str) -> Player:
        """Find a player by name or unambiguous prefix, ignoring case."""
        return find_player(self.players, token)

    def left_of(self, player: Player) -> Player:
        """The next player to the left."""
        return self.players[player.seat % len(self.players)]


@dataclass(frozen=True)
class Table(Seats):
    """Literature's table: six or eight players, seats alternating teams."""

    @classmethod
    def from_names(cls, names: list[str] | tuple[str, ...]) -> Table:
        """Seat ``names`` in order, checking count, spelling and uniqueness."""
        if len(names) not in (6, 8):
            raise NotationError(f"Literature is played by 6 or 8 players; {len(names)} named")
        return cls(cls.seat(names))

    @property
    def teams(self) -> tuple[Team, Team]:
        """Team A and team B."""
        return _TEAMS

    def members(self, team: Team) -> tuple[Player, ...]:
        """The players of ``team`` in seating order."""
        return tuple(p for p in self.players if p.team == team)

    def teammates(self, player: Player) -> tuple[Player, ...]:
        """The other players of ``player``'s team."""
        return tuple(p for p in self.players if p.team == player.team and p != player)

    def opponents(self, player: Player) -> tuple[Player, ...]:
        """The players of the other team."""
        return tuple(p for p in self.players if p.team != player.team)

    def by_seat(self, seat: int) -> Player:
        """The player in 1-based ``seat``."""
        return self.players[seat - 1]

    def team(self, token: str) -> Team:
        """A team by name: 'A', 'B', 'team A', or any member's name."""
        text = token.strip()
        lowered = text.lower().removeprefix("team").strip(" :")
        for team in self.teams:
            if lowered == team.name.lower():
                return team
        return self.player(text).team
