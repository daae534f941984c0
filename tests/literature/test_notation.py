"""The text notation: reading every construct, and the canonical output."""

from __future__ import annotations

from pathlib import Path

import pytest

from fishsolve import (
    Ask,
    Claim,
    Comment,
    Event,
    HandCount,
    NotationError,
    Outcome,
    Pass,
    format_event,
    parse_card,
    parse_log,
    write_log,
)
from fishsolve.literature.notation.text import parse_log_lenient

ROOT = Path(__file__).resolve().parents[2]
P = "players: Asha Ben Cara Dev Eli Fay\n"


def one(line: str, header: str = "") -> Event:
    log = parse_log(P + header + line + "\n")
    assert len(log.events) == 1
    return log.events[0]


def test_friday_club_is_read_exactly() -> None:
    log = parse_log((ROOT / "samples" / "friday-club.fish").read_text(encoding="utf-8"))
    assert log.table.names == ("Asha", "Ben", "Cara", "Dev", "Eli", "Fay")
    asha = log.table.player("Asha")
    assert log.hands == {
        asha: frozenset(map(parse_card, ["2D", "3D", "4D", "5D", "7D", "QS", "KS", "AS"]))
    }
    assert log.start is None
    assert log.comments == (Comment(0, "Friday club, table 2"),)
    assert [format_event(e) for e in log.events] == [
        "Ben asks Cara for 9C: no",
        "Cara asks Dev for 3D: no",
        "Dev asks Eli for JH: yes",
        "Dev asks Eli for QH: no",
        "Eli asks Fay for 4C: no",
        "Fay asks Asha for 6H: no",
        "Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Ben asks Cara for 10H: yes",
        "ben asks cara for th: y",
        "BEN ASKS CARA FOR 10♥: YES",
        "Be asks Ca for 10h: yes",
        "Ben asks Cara 10H yes",
        "Ben ask Cara for 10H : yes  # ask, not asks, is fine",
        "Ben asked Cara for 10H: yes  # the past tense too (issue 14, item 11)",
    ],
)
def test_ask_spellings(line: str) -> None:
    event = one(line)
    assert isinstance(event, Ask)
    assert (event.asker.name, event.target.name, event.card.code, event.answer) == (
        "Ben",
        "Cara",
        "10H",
        True,
    )


def test_ask_source_columns() -> None:
    event = one("  Ben asks Cara for 10H: no")
    assert event.source is not None
    assert event.source.line == 2
    assert [event.source.at(k).column for k in ("actor", "target", "card", "answer")] == [
        3,
        12,
        21,
        26,
    ]
    assert event.source.at().column == 3


@pytest.mark.parametrize(
    "line",
    [
        "Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right",
        "Asha claims LD: Cara 6D, Asha 7D 2D 3D 4D 5D: correct",
        "asha claims low-diamonds: asha 2d 3d 4d 5d 7d; cara 6♦: Right",
        "Asha claim low ♦: Asha 2D 3D 4D 5D 7D, Cara 6D: right",
    ],
)
def test_claim_spellings(line: str) -> None:
    event = one(line)
    assert isinstance(event, Claim)
    assert event.half_suit.key == "low-diamonds"
    assert event.outcome is Outcome.RIGHT
    assert [(c.code, p.name) for c, p in event.owners] == [
        ("2D", "Asha"),
        ("3D", "Asha"),
        ("4D", "Asha"),
        ("5D", "Asha"),
        ("6D", "Cara"),
        ("7D", "Asha"),
    ]
    assert event.actual == ()
    assert format_event(event) == "Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right"


@pytest.mark.parametrize(
    "line",
    [
        "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Dev 6D",
        "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong actually Dev 6D",
        "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: incorrect; actually dev 6d",
    ],
)
def test_wrong_claim_with_reveal(line: str) -> None:
    event = one(line)
    assert isinstance(event, Claim)
    assert event.outcome is Outcome.WRONG
    assert [(c.code, p.name) for c, p in event.actual] == [("6D", "Dev")]
    assert format_event(event) == (
        "Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: wrong, actually Dev 6D"
    )


def test_split_and_annulled_claims_parse() -> None:
    split = one("Asha claims HS: Asha 9S 10S, Ben JS QS KS AS: right", "rules: split-claims\n")
    assert isinstance(split, Claim)
    assert split.is_split()
    annulled = one("Asha claims HS: Asha 9S 10S JS QS KS AS: void, actually Cara 9S", "")
    assert isinstance(annulled, Claim)
    assert annulled.outcome is Outcome.ANNULLED
    assert not annulled.is_split()


@pytest.mark.parametrize(
    "line",
    [
        "Asha passes to Cara",
        "asha pass cara",
        "Asha passes the turn to Cara",
        "Asha passed the turn to Cara",
    ],
)
def test_pass_spellings(line: str) -> None:
    event = one(line)
    assert isinstance(event, Pass)
    assert (event.giver.name, event.receiver.name) == ("Asha", "Cara")
    assert format_event(event) == "Asha passes to Cara"


def test_hand_counts() -> None:
    three = one("Ben has 3 cards")
    assert isinstance(three, HandCount)
    assert (three.player.name, three.count) == ("Ben", 3)
    assert one("ben has 3") == three
    single = one("Ben had 1 card")
    assert isinstance(single, HandCount)
    assert format_event(single) == "Ben has 1 card"
    assert format_event(one("Ben has 0 cards")) == "Ben has 0 cards"


def test_headers() -> None:
    text = (
        "# coach's copy\n"
        "start: cara   # she cut the highest card\n"
        "rules: annul, split-claims\n"
        "players: Asha Ben Cara Dev Eli Fay\n"
        "deck: no-sevens\n"
        "hand Dev: 2C 3C 4C 5C 6C 8C 9C 10C\n"
        "\n"
        "Cara asks Dev for 2C: yes\n"
    )
    log = parse_log(text)
    assert log.start is not None
    assert log.start.name == "Cara"
    assert log.rules.claim_outcomes == "annul"
    assert log.rules.split_claims
    assert log.rules.deck.key == "no-sevens"
    assert log.known_players == (log.table.player("Dev"),)
    assert log.comments == (Comment(0, "coach's copy"), Comment(0, "she cut the highest card"))
    assert write_log(log) == (
        "# coach's copy\n"
        "# she cut the highest card\n"
        "players: Asha Ben Cara Dev Eli Fay\n"
        "deck: no-sevens\n"
        "rules: annul split-claims\n"
        "hand Dev: 2C 3C 4C 5C 6C 8C 9C 10C\n"
        "start: Cara\n"
        "\n"
        "Cara asks Dev for 2C: yes\n"
    )
    assert parse_log(write_log(log)) == log


def test_canonical_output_keeps_comments_in_place() -> None:
    text = (
        "players: asha ben cara dev eli fay\n"
        "hand asha: as ks qs 7d 5d 4d 3d 2d\n"
        "ben asks cara for 9c: n   # first ask\n"
        "# between\n"
        "#\n"
        "cara asks dev for 3d: no #\n"
    )
    log = parse_log(text)
    assert write_log(log) == (
        "players: asha ben cara dev eli fay\n"
        "hand asha: 2D 3D 4D 5D 7D QS KS AS\n"
        "\n"
        "ben asks cara for 9C: no  # first ask\n"
        "# between\n"
        "#\n"
        "cara asks dev for 3D: no  #\n"
    )
    assert parse_log(write_log(log)) == log


def test_a_line_ends_at_lf_crlf_or_a_lone_cr(tmp_path: Path) -> None:
    """A lone CR (old Mac files, some pasted text) ends a line as LF and CRLF do, in a string
    as in a file (which Python reads with universal newlines): the line numbers agree."""
    from fishsolve.literature.notation.load import read_log

    for end in ("\n", "\r\n", "\r"):
        text = P.replace("\n", end) + end.join(
            ["# a comment", "Ben asks Cara for 9C: no", "Cara asks Dev for 3D: maybe", ""]
        )
        with pytest.raises(NotationError) as info:
            parse_log(text)
        assert info.value.location is not None
        assert (info.value.location.line, info.value.location.column) == (4, 23), repr(end)
        assert info.value.location.text == "Cara asks Dev for 3D: maybe"
        path = tmp_path / "game.fish"
        path.write_bytes(text.encode())
        with pytest.raises(NotationError) as from_file:
            read_log(path)
        assert from_file.value.location == info.value.location.__class__(
            4, 23, "Cara asks Dev for 3D: maybe", str(path)
        )
    mixed = parse_log(P + "Ben asks Cara for 9C: no\rCara asks Dev for 3D: no\r\n")
    assert [e.source.line for e in mixed.events if e.source] == [2, 3]


def test_a_header_without_its_colon_is_blamed_with_a_hint() -> None:
    hand = "hand Asha 2D 3D 4D 5D 7D QS KS AS\n"
    with pytest.raises(NotationError) as info:
        parse_log(P + hand + "start: Ben\n\nBen asks Cara for 9C: no\n")
    assert str(info.value).startswith(
        "2:11: a header needs a ':' after its name; did you mean 'hand Asha:'?"
    )
    with pytest.raises(NotationError) as info:
        parse_log("players Asha Ben Cara Dev Eli Fay\nstart: Ben\n")
    assert str(info.value).startswith("1:9: a header needs a ':' after its name; did you mean ")
    assert "'players:'?" in info.value.message
    with pytest.raises(NotationError) as info:
        parse_log(P + "start\n")
    assert str(info.value).startswith("2:6: a header needs a ':' after its name; did you mean ")
    # Read leniently, the colon is taken as given and the rest of the log reads normally.
    log, errors = parse_log_lenient(P + hand + "start Ben\n\nBen asks Cara for 9C: no\n")
    assert [(e.location.line, e.location.column) for e in errors if e.location] == [(2, 11), (3, 7)]
    assert log is not None
    assert log.start is not None
    assert log.start.name == "Ben"
    assert (len(log.hands), len(log.events)) == (1, 1)
    # Players called Start and Hand still act: a verb after the header word makes it an event.
    log = parse_log(
        "players: Start Hand Cara Dev Eli Fay\nStart asks Hand for 9C: no\nHand has 8 cards\n"
    )
    assert [e.kind for e in log.events] == ["ask", "count"]


def test_no_other_character_ends_a_line() -> None:
    log = parse_log(P + "# a\u2028b\x0cc\nBen asks Cara for 9C: maybe\n".replace("maybe", "no"))
    assert log.comments == (Comment(0, "a\u2028b\x0cc", after_headers=True),)
    with pytest.raises(NotationError) as info:
        parse_log(P + "# a\u2028b\r\nBen asks Cara for 9C: maybe\r\n")
    assert info.value.location is not None
    assert (info.value.location.line, info.value.location.column) == (3, 23)


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        (P + "Ben has ² cards", 2, 9, "expected a number of cards; found '²'"),
        (P + "Ben asks Cara for \u212aC: no", 2, 19, "is not a card"),
        (P + "hand #x:", 2, 5, "expected 'asks', 'claims', 'passes to' or 'has'"),
        (P + "ſtart: Ben", 2, 6, "expected 'asks', 'claims', 'passes to' or 'has'"),
        (P + "Ben: hello", 2, 1, "unknown header 'Ben'; headers are players, deck"),
        (P + "Ben sings", 2, 5, "expected 'asks', 'claims', 'passes to' or 'has'"),
        (P + "Ben asks", 2, 9, "expected the name of the player asked here, the line ends"),
        (P + "Ben asks Cara for 9C: no thanks", 2, 26, "unexpected 'thanks' after the answer"),
        (P + "Ben asks Cara for 9C: no, thanks", 2, 25, "unexpected ',' after the answer"),
        (P + "Ben claims: Ben 9C", 2, 12, "expected the half-suit claimed"),
        (P + "Ben claims LD Ben 2D", 2, 12, "'LD Ben 2D' is not a half-suit"),
        (P + "Ben claims LD: Ben 2D 3D 4D 5D 6D 7D", 2, 37, "expected ':' and the outcome"),
        (P + "Ben claims LD: Ben 2D 3D 4D 5D 6D 7D: maybe", 2, 39, "expected the outcome"),
        (P + "Ben claims LD: Ben 2D 3D 4D 5D 6D 9D: right", 2, 35, "9D is not in low diamonds"),
        (P + "Ben claims LD: Ben 2D 2D 3D 4D 5D 6D 7D: right", 2, 23, "2D is named twice"),
        (P + "Ben claims LD: Ben, Dev 2D: right", 2, 19, "expected the cards held by Ben"),
        (P + "Ben claims LD: Ben 2D 3D Dev 4D: right", 2, 26, "'Dev' is not a card"),
        (P + "Ben claims LD: : right", 2, 16, "expected a player's name and their cards"),
        (P + "Ben claims LD: Ben 2D 3D 4D 5D 6D 7D: wrong, Dev 2D", 2, 46, "expected 'actually'"),
        (P + "Ben passes", 2, 11, "expected the name of the player who takes the turn"),
        (P + "Ben passes to Dev now", 2, 19, "unexpected 'now' after the pass"),
        (P + "Ben has many cards", 2, 9, "expected a number of cards; found 'many'"),
        (P + "rules: annul\nrules: split", 3, 1, "header 'rules' appears twice"),
        (P + "deck: standard jokers", 2, 7, "expected one deck name"),
        (P + "deck: tarot", 2, 7, "unknown deck 'tarot'"),
        (P + "start: Ben Dev", 2, 8, "expected the name of the player who starts"),
        (P + "start: Zed", 2, 8, "no player 'Zed'"),
        (P + "hand Zed: 2D", 2, 6, "no player 'Zed'"),
        (P + "hand Ben: 2D 2D 3D 4D 5D 6D 7D 9D", 2, 14, "2D is listed twice"),
        (P + "hand Ben: 2D 3D 4D 5D 6D 7D 9D 8D", 2, 32, "8D is not in the standard 48-card"),
        (P + "hand Ben:", 2, 10, "Ben's hand lists 0 cards; each player is dealt 8"),
        (
            P + "hand Ben: 2D 3D 4D 5D 6D 7D 9D 10D\nhand be: 2C 3C 4C 5C 6C 7C 9C 10C",
            3,
            6,
            "Ben's hand is given twice",
        ),
        ("players: Asha Ben Cara Dev Eli Qs", 1, 32, "'Qs' reads as a card"),
        ("players: Asha Ben Cara Dev Eli 10H", 1, 32, "'10H' is not a usable name"),
        ("players: Asha Ben Cara Dev Eli Asha", 1, 32, "'Asha' is named twice"),
        ("players:", 1, 9, "Literature is played by 6 or 8 players; 0 named"),
        ("", 1, 1, "the log needs a 'players:' header"),
        ("# nothing yet\n\n  Ben asks Cara for 9C: no", 3, 3, "the log needs a 'players:' header"),
    ],
)
def test_notation_errors(text: str, line: int, column: int, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_log(text, "game.fish")
    err = info.value
    assert message in err.message
    assert err.location is not None
    assert (err.location.line, err.location.column, err.location.path) == (
        line,
        column,
        "game.fish",
    )
    assert str(err) == f"game.fish:{line}:{column}: {err.message}"


def test_lenient_reader_skips_bad_lines() -> None:
    text = (
        P + "Ben asks Cara for 1H: no\nBen asks Cara for 9C: no\nrules: annul\nCara has x cards\n"
    )
    log, errors = parse_log_lenient(text, "g.fish")
    assert log is not None
    assert len(log.events) == 1
    assert [str(e).split(": ")[0] for e in errors] == ["g.fish:2:19", "g.fish:4:1", "g.fish:5:10"]
    assert parse_log_lenient("Ben asks Cara for 9C: no")[0] is None


def test_names_that_look_like_notation_words() -> None:
    log = parse_log("players: No Yes Turn The Cards Actually\nNo asks Yes for 9C: no\n")
    event = log.events[0]
    assert isinstance(event, Ask)
    assert (event.asker.name, event.target.name, event.answer) == ("No", "Yes", False)
    assert format_event(event) == "No asks Yes for 9C: no"
    log = parse_log("players: No Yes Turn The Cards Actually\nTurn passes the turn to The\n")
    assert format_event(log.events[0]) == "Turn passes to The"


def test_claimed_reads_as_claims() -> None:
    """Issue 14, item 11: the past tenses asked, claimed and passed are accepted."""
    event = one("Asha claimed LD: Asha 2D 3D 4D 5D 7D, Cara 6D: right")
    assert isinstance(event, Claim)
    assert format_event(event) == "Asha claims low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D: right"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Ben asks Cara for 9C: nope", "found 'nope' — did you mean 'no'?"),
        ("Ben asks Cara for 9C: maybe", "expected the answer yes or no; found 'maybe'"),
        (
            "Ben asks Cara for J S: no",
            "'J' is not a card; write e.g. 10H, TH, QS or 6♦ — did you mean 'JS'?",
        ),
        (
            "Asha claims LD: Asha 2D 3D 4D 5D 7D, Cara 6D: wrnog",
            "found 'wrnog' — did you mean 'wrong'?",
        ),
        ("Ben hands the turn to Dev", "found 'hands' — did you mean 'passes'?"),
        ("Ben has three cards", "expected a number of cards; found 'three'"),
    ],
)
def test_near_misses_get_a_suggestion(line: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        one(line)
    assert info.value.message.endswith(message)


def test_a_long_token_is_quoted_cut() -> None:
    """Issue 14, item 26: a message quotes at most 40 characters of a token, and says its length."""
    name = "Z" + "z" * 99
    with pytest.raises(NotationError) as info:
        one(f"{name} asks Cara for 9C: no")
    assert (
        info.value.message == f"no player '{name[:40]}…' (100 characters); the players are "
        "Asha, Ben, Cara, Dev, Eli, Fay"
    )
    with pytest.raises(NotationError) as info:
        one("Ben asks Cara for 9C: no " + "w" * 60)
    assert info.value.message == "unexpected '" + "w" * 40 + "…' (60 characters) after the answer"
