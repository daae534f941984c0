"""Players, teams and name matching."""

from __future__ import annotations

import pytest

from fishsolve import NotationError, Table, Team

SIX = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]


def test_seats_and_teams() -> None:
    table = Table.from_names(SIX)
    assert table.names == tuple(SIX)
    assert [(p.seat, p.team.name) for p in table] == [
        (1, "A"),
        (2, "B"),
        (3, "A"),
        (4, "B"),
        (5, "A"),
        (6, "B"),
    ]
    asha = table.player("Asha")
    assert [p.name for p in table.teammates(asha)] == ["Cara", "Eli"]
    assert [p.name for p in table.opponents(asha)] == ["Ben", "Dev", "Fay"]
    assert [p.name for p in table.members(Team(1))] == ["Ben", "Dev", "Fay"]
    assert table.by_seat(4).name == "Dev"
    assert table.player("Dev").index == 3
    assert Team(0).other == Team(1)
    assert str(Team(1)) == "team B"


def test_eight_players() -> None:
    table = Table.from_names(["A1", "B1", "A2", "B2", "A3", "B3", "A4", "B4"])
    assert [p.name for p in table.members(Team(0))] == ["A1", "A2", "A3", "A4"]
    assert len(table) == 8


def test_name_matching() -> None:
    table = Table.from_names(["Al", "Bo", "Alex", "Bob", "Cy", "Dan"])
    assert table.player("al").name == "Al"  # an exact name wins over a prefix of Alex
    assert table.player("ALE").name == "Alex"
    assert table.player("bo").name == "Bo"
    assert table.player("c").name == "Cy"
    with pytest.raises(
        NotationError, match=r"^'A' could be any of Al, Alex; write more of the name$"
    ):
        table.player("A")
    with pytest.raises(NotationError, match=r"^no player 'Zed'; the players are Al, Bo, Alex"):
        table.player("Zed")


def test_team_lookup() -> None:
    table = Table.from_names(SIX)
    assert table.team("A") == Team(0)
    assert table.team("team b") == Team(1)
    assert table.team("Team A:") == Team(0)
    assert table.team("dev") == Team(1)


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (SIX[:5], "Literature is played by 6 or 8 players; 5 named"),
        ([*SIX, "Gus"], "Literature is played by 6 or 8 players; 7 named"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "asha"], "'asha' is named twice"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "As"], "'As' reads as a card; choose another name"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "For"], "'For' is a word of the notation"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "9lives"], "'9lives' is not a usable name"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "Fay:"], "'Fay:' is not a usable name"),
        # The same name with its accent typed two ways (composed, then e and a combining mark).
        (["Zoë", "Ben", "Cara", "Dev", "Eli", "ZOE\u0308"], "'ZOE\u0308' is named twice"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "\u0308Fay"], "'\u0308Fay' is not a usable name"),
        (["Asha", "Ben", "Cara", "Dev", "Eli", "Fay\u00a0"], "'Fay\\xa0' is not a usable name"),
    ],
)
def test_bad_tables(names: list[str], message: str) -> None:
    with pytest.raises(NotationError) as info:
        Table.from_names(names)
    assert info.value.message.startswith(message)


def test_names_of_any_script_with_their_accents() -> None:
    """The sheets' own tables (S-ES, S-PT, S-DE): José, Zoë, Müller, a Greek and a Cyrillic name
    (they were refused: names were ASCII letters). Found in any case, by prefix, and whichever
    way the accent is typed."""
    names = ["José", "Zoë", "Müller", "Νίκος", "Ставрос", "O'Neil"]
    table = Table.from_names(names)
    assert [p.name for p in table.players] == names
    assert table.player("jose\u0301").name == "José"
    assert table.player("ZOË").name == "Zoë"
    assert table.player("mü").name == "Müller"
    assert table.player("νίκ").name == "Νίκος"
    assert table.player("ставрос").name == "Ставрос"
    with pytest.raises(NotationError, match="could be any of José, Joseph"):
        Table.from_names(["José", "Joseph", *names[1:5]]).player("Jo")
