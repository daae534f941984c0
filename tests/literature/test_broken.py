"""Deliberately broken logs in ``tests/broken/``: each is rejected at the right place.

The expectations live here, not in the broken files, so that a file cannot quietly agree with a
wrong message. Each row: file name, line, column (None for JSON errors, which name the JSON path
instead), error kind, and a fragment the message must contain.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import invoke

from fishsolve import FishsolveError, check_file

BROKEN = Path(__file__).resolve().parents[1] / "broken"

CASES: list[tuple[str, int, int, str, str]] = [
    ("bad-card-token.fish", 4, 19, "notation", "'1H' is not a card; write e.g. 10H"),
    ("unknown-player.fish", 4, 11, "notation", "no player 'Zed'; the players are Asha, Ben"),
    ("ambiguous-prefix.fish", 3, 1, "notation", "'Sa' could be any of Sam, Sal"),
    ("five-players.fish", 1, 10, "notation", "played by 6 or 8 players; 5 named"),
    ("card-in-two-hands.fish", 3, 33, "notation", "3D is already in Asha's hand"),
    ("hand-of-seven.fish", 2, 12, "notation", "Asha's hand lists 7 cards; each player is dealt 8"),
    ("unknown-rule.fish", 2, 14, "notation", "unknown rule 'fast-play'; known rules: annul"),
    ("go-fish.fish", 3, 8, "notation", "rule 'go-fish' is not supported yet"),
    ("deck-for-eight.fish", 2, 7, "notation", "cannot be dealt evenly to 8 players"),
    ("header-after-events.fish", 4, 1, "notation", "headers come before the first event"),
    (
        "header-without-colon.fish",
        3,
        10,
        "notation",
        "a header needs a ':' after its name; did you mean 'hand Ana:'?",
    ),
    ("missing-players.fish", 2, 1, "notation", "needs a 'players:' header"),
    ("bad-answer.fish", 3, 23, "notation", "expected the answer yes or no; found 'maybe'"),
    ("claim-missing-card.fish", 3, 17, "notation", "the claim names no owner for 6D"),
    ("ask-teammate.fish", 4, 11, "rule", "Cara is on Asha's team; asks go to opponents"),
    (
        "ask-for-own-card.fish",
        5,
        19,
        "rule",
        "Asha holds 2D (dealt to Asha on line 2); a player may not ask for a card they hold",
    ),
    (
        "ask-without-half-suit.fish",
        5,
        19,
        "rule",
        "Asha holds no other card of high hearts (Asha was not dealt 9H 10H QH KH AH)",
    ),
    ("turn-out-of-order.fish", 4, 1, "rule", "it is Cara's turn, not Dev's"),
    ("claim-names-opponent.fish", 3, 51, "rule", "Ben is not on Asha's team; a claim names only"),
    ("claim-out-of-turn.fish", 4, 1, "rule", "Asha may claim only on their own turn"),
    ("claim-twice.fish", 4, 13, "rule", "low diamonds were already settled by event 1"),
    (
        "ask-settled-half-suit.fish",
        4,
        19,
        "rule",
        "low diamonds were settled by the claim of event 1",
    ),
    (
        "event-after-end.fish",
        12,
        1,
        "rule",
        "the game is over (every half-suit was settled by event 9)",
    ),
    ("annulled-without-rule.fish", 3, 57, "rule", "annulled only under the annul rule"),
    ("pass-with-cards.fish", 4, 1, "rule", "Cara still has cards; passing the turn to a teammate"),
    ("yes-for-card-elsewhere.fish", 5, 23, "inconsistent", "Dev cannot give 3D: it is with Asha"),
    ("bad-hand-count.fish", 4, 9, "inconsistent", "Ben cannot have 8 cards here; the log leaves 9"),
    (
        "right-claim-contradicted.fish",
        7,
        30,
        "inconsistent",
        "the claim is marked right but 2D was with Asha (dealt to Asha on line 2)",
    ),
    # Issue 30, round 2, item D: a right claim that only deduction refutes names the owner who
    # cannot hold a card (Fay asked for 2D, and Asha holds the other low diamonds but 7D).
    (
        "right-claim-deduced.fish",
        11,
        51,
        "inconsistent",
        "the claim is marked right, but Eli cannot hold 7D (only Fay can); these cannot all be "
        "true together: line 6: Fay asked Asha for 2D: no",
    ),
    (
        "right-claim-jointly.fish",
        11,
        1,
        "inconsistent",
        "the claim is marked right, but its owners cannot hold these cards all at once; these "
        "cannot all be true together: line 6: Fay asked Asha for 2D: no",
    ),
    (
        "wrong-outcome.fish",
        6,
        51,
        "inconsistent",
        "the claim is marked wrong, but with the cards where the log puts them "
        "(Asha 2D 3D 4D 5D 7D, Cara 6D) it was annulled",
    ),
    ("bad-json.json", 3, 3, "notation", "not valid JSON: Expecting ',' delimiter"),
    # JSON logs: the line and column of the bad value (the JSON path stays in the message).
    ("json-bad-card.json", 3, 72, "notation", "events[0].card: 8C is not in the standard"),
    ("json-ask-teammate.json", 3, 56, "rule", "Dev is on Ben's team"),
    # Issue 14, items 22 and 26: bad values the JSON reader once met with a traceback.
    ("json-deck-number.json", 3, 11, "notation", "deck: expected a deck's name"),
    ("json-deep-nesting.json", 3, 112, "notation", "values nested too deeply to read"),
    ("json-long-number.json", 3, 58, "notation", "expected int, found a number of 5000 digits"),
    ("json-name-newline.json", 2, 14, "notation", "'Asha\\n' is not a usable name"),
    ("several-problems.fish", 4, 19, "notation", "'1H' is not a card"),
    # Issue 14, item 11: a near-miss word gets the nearest accepted word as a suggestion.
    (
        "answer-near-miss.fish",
        3,
        23,
        "notation",
        "expected the answer yes or no; found 'yse' — did you mean 'yes'?",
    ),
    (
        "outcome-near-miss.fish",
        3,
        47,
        "notation",
        "expected the outcome right, wrong or annulled; found 'rigth' — did you mean 'right'?",
    ),
    (
        "card-with-a-space.fish",
        3,
        19,
        "notation",
        "'10' is not a card; write e.g. 10H, TH, QS or 6♦ — did you mean '10H'?",
    ),
    (
        "verb-near-miss.fish",
        3,
        5,
        "notation",
        "after the player's name; found 'aks' — did you mean 'asks'?",
    ),
    (
        "pass-as-gives.fish",
        4,
        6,
        "notation",
        "after the player's name; found 'gives' — did you mean 'passes'?",
    ),
]


def test_every_broken_file_has_an_expectation() -> None:
    files = sorted(p.name for p in BROKEN.iterdir())
    assert files == sorted(name for name, *_ in CASES)
    assert len(files) >= 15


@pytest.mark.parametrize(("name", "line", "column", "kind", "fragment"), CASES)
def test_broken_log_is_located(name: str, line: int, column: int, kind: str, fragment: str) -> None:
    path = f"tests/broken/{name}"
    with pytest.raises(FishsolveError) as info:
        check_file(BROKEN / name)
    err = info.value
    assert fragment in err.message
    assert err.kind == kind
    assert err.location is not None
    assert (err.location.line, err.location.column) == (line, column)
    assert str(err).startswith(f"{BROKEN / name}:{line}:{column}: ")
    # The location carries the offending line itself, for the caret display.
    source = (BROKEN / name).read_text(encoding="utf-8").split("\n")[line - 1]
    assert err.location.text == source
    assert path.endswith(name)


@pytest.mark.parametrize(("name", "line", "column", "kind", "fragment"), CASES)
def test_lenient_reports_the_same_first_problem(
    name: str, line: int, column: int, kind: str, fragment: str
) -> None:
    report = check_file(BROKEN / name, lenient=True)
    assert not report.ok
    first = report.problems[0]
    assert fragment in first.message
    assert first.kind == kind
    assert (first.line, first.column) == (line, column)


def test_lenient_reports_every_problem_in_order() -> None:
    report = check_file(BROKEN / "several-problems.fish", lenient=True)
    found = [(p.line, p.column, p.kind) for p in report.problems]
    assert found == [
        (4, 19, "notation"),
        (5, 11, "notation"),
        (6, 11, "rule"),
        (7, 1, "rule"),
        (8, 16, "notation"),
    ]
    messages = [p.message for p in report.problems]
    assert messages[2] == "Eli is on Cara's team; asks go to opponents"
    assert messages[3].startswith("it is Eli's turn, not Dev's")
    assert messages[4].startswith("the claim names no owner for 7D")
    # The events that could be read were still replayed and summarised.
    assert report.events == 2
    assert report.turn == "Eli"


def test_lenient_without_players_reports_only_that() -> None:
    report = check_file(BROKEN / "missing-players.fish", lenient=True)
    assert [(p.line, p.column) for p in report.problems] == [(2, 1)]
    assert report.players == []
    assert report.events == 0


def test_a_header_without_its_colon_is_the_only_problem() -> None:
    """The colon is taken as given: the headers after it are not blamed for coming too late."""
    report = check_file(BROKEN / "header-without-colon.fish", lenient=True)
    assert [(p.line, p.column) for p in report.problems] == [(3, 10)]
    assert report.events == 1


@pytest.mark.parametrize(
    ("event", "caret"),
    [
        ("Ben asks Cara for 9C: {}", 23),  # the answer: the message quotes the token
        ("Ben asks Cara for {}: no", 19),  # the card: the message of the deck quotes it
        ("Ben {} Cara for 9C: no", 5),  # the verb
    ],
)
def test_a_huge_token_is_not_echoed(tmp_path: Path, event: str, caret: int) -> None:
    """Issue 14, item 26: a 1 MB token once came out twice on stderr (message, source line)."""
    token = "x" * 1_000_000
    path = tmp_path / "huge.fish"
    path.write_text("players: Asha Ben Cara Dev Eli Fay\n" + event.format(token) + "\n")
    code, out, err = invoke("check", path)
    assert (code, out) == (1, "")
    assert len(err.encode()) < 400
    message, shown, marker = err.splitlines()
    assert message.startswith(f"{path}:2:{caret}: ")
    assert "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (1000000 characters)" in message
    # The caret is still under the token's first character in the part of the line shown.
    assert marker.index("^") == shown.index("x" * 10)
    assert shown.startswith("    " + event.split("{}")[0])
    assert shown.endswith("…")
