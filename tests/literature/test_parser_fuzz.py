"""Property tests: the readers raise only our own errors, and conversions lose nothing.

- The text parser fed arbitrary text, and line-structured text built from notation-like tokens,
  raises nothing but :class:`FishsolveError` subclasses (strict and lenient).
- The JSON loader fed arbitrary JSON values (and arbitrary text) does the same.
- text → JSON → text and JSON → text → JSON reproduce the log exactly (``GameLog`` equality
  ignores sources), for every sample and for generated logs.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fishsolve import (
    DECKS,
    Ask,
    Claim,
    Comment,
    Event,
    FishsolveError,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    RuleSet,
    Table,
    dump_log,
    load_log,
    log_from_dict,
    log_to_dict,
    parse_log,
    replay,
    write_log,
)
from fishsolve.literature.notation.text import parse_log_lenient

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "samples").glob("*.fish"))
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
TOKENS = [
    *NAMES,
    "asha",
    "Ca",
    "Zed",
    "players:",
    "rules:",
    "deck:",
    "start:",
    "hand",
    "Asha:",
    "asks",
    "for",
    "claims",
    "passes",
    "to",
    "the",
    "turn",
    "has",
    "cards",
    "card",
    ":",
    ",",
    ";",
    "yes",
    "no",
    "right",
    "wrong",
    "annulled",
    "actually",
    "low",
    "high",
    "diamonds",
    "spades",
    "LD",
    "hs",
    "low-clubs",
    "eights",
    "2D",
    "10H",
    "TH",
    "th",
    "Q♠",
    "qs",
    "8C",
    "BJ",
    "1H",
    "\u212aC",
    "ſtart:",
    "3",
    "0",
    "-1",
    "²",
    "99999999999999999999",
    "annul",
    "split-claims",
    "any-time",
    "own-turn",
    "go-fish",
    "jokers",
    "no-sevens",
    "standard",
    "#",
    "# note",
    "\t",
    "\r",
    "\x0c",
    "\u2028",
]


def _run_text(text: str) -> None:
    """Parse and replay strictly, then leniently; only FishsolveError may escape."""
    with contextlib.suppress(FishsolveError):
        replay(parse_log(text, "fuzz.fish"))
    log, errors = parse_log_lenient(text, "fuzz.fish")
    assert all(isinstance(e, FishsolveError) for e in errors)
    if log is not None:
        # Lenient replay collects every problem of a log the parser accepted; it never raises.
        rep = replay(log, lenient=True)
        assert all(isinstance(e, FishsolveError) for e in rep.errors)


@FUZZ
@given(st.text(max_size=400))
def test_parser_on_arbitrary_text(text: str) -> None:
    _run_text(text)


@FUZZ
@given(st.text(max_size=300))
def test_parser_on_arbitrary_text_after_a_players_line(text: str) -> None:
    _run_text("players: Asha Ben Cara Dev Eli Fay\n" + text)


notation_lines = st.lists(
    st.lists(st.sampled_from(TOKENS), max_size=14).map(" ".join), min_size=1, max_size=12
)


@FUZZ
@given(notation_lines, st.booleans())
def test_parser_on_notation_like_lines(lines: list[str], with_players: bool) -> None:
    head = ["players: Asha Ben Cara Dev Eli Fay"] if with_players else []
    _run_text("\n".join(head + lines))


def _slot(*good: str) -> st.SearchStrategy[str]:
    """Mostly a fitting word, sometimes any notation-like token."""
    return st.one_of(st.sampled_from(good), st.sampled_from(good), st.sampled_from(TOKENS))


_player = _slot(*NAMES, "as", "b", "CARA")
_card = _slot("2D", "3D", "6D", "9C", "10H", "th", "Q♠", "qs", "AS", "7D")
_half = _slot("low diamonds", "LD", "low-diamonds", "high ♠", "HS", "high clubs")
event_lines = st.one_of(
    st.tuples(
        _player, _slot("asks"), _player, _slot("for", ""), _card, _slot(":"), _slot("yes", "no")
    ),
    st.tuples(
        _player,
        _slot("claims"),
        _half,
        _slot(":"),
        _player,
        _card,
        _card,
        _card,
        _slot(","),
        _player,
        _card,
        _card,
        _card,
        _slot(":"),
        _slot("right", "wrong", "annulled", "wrong, actually Dev 6D"),
    ),
    st.tuples(_player, _slot("passes"), _slot("to", "the turn to"), _player),
    st.tuples(_player, _slot("has"), _slot("0", "3", "8", "9"), _slot("cards", "card")),
).map(" ".join)
header_lines = st.one_of(
    st.just("hand Asha: 2D 3D 4D 5D 7D QS KS AS"),
    st.tuples(_slot("rules:"), _slot("annul", "split-claims", "any-time", "bluff")).map(" ".join),
    st.tuples(_slot("start:"), _player).map(" ".join),
    st.tuples(_slot("deck:"), _slot("standard", "jokers", "no-sevens")).map(" ".join),
)


@FUZZ
@given(st.lists(header_lines, max_size=3), st.lists(event_lines, min_size=1, max_size=10))
def test_parser_and_replay_on_event_like_lines(headers: list[str], lines: list[str]) -> None:
    _run_text("\n".join(["players: Asha Ben Cara Dev Eli Fay", *headers, "", *lines]))


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["ask", "claim", "pass", "count", "yes", "no", "right", "low-diamonds"])
    | st.sampled_from([*NAMES, "2D", "3D", "10H", "standard", "annul"]),
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.dictionaries(
            st.sampled_from(
                [
                    "fishsolve",
                    "players",
                    "deck",
                    "rules",
                    "hands",
                    "start",
                    "events",
                    "comments",
                    "type",
                    "asker",
                    "target",
                    "card",
                    "answer",
                    "claimer",
                    "half_suit",
                    "owners",
                    "outcome",
                    "actual",
                    "from",
                    "to",
                    "player",
                    "cards",
                    "after",
                    "text",
                    "inline",
                    *NAMES,
                    "2D",
                ]
            ),
            inner,
            max_size=6,
        )
    ),
    max_leaves=30,
)


@FUZZ
@given(json_values)
def test_json_loader_on_arbitrary_values(value: object) -> None:
    with contextlib.suppress(FishsolveError):
        log_from_dict(value, "fuzz.json")


@settings(max_examples=100, deadline=None)
@given(
    st.fixed_dictionaries(
        {
            "players": st.just(NAMES),
            "events": st.lists(
                st.fixed_dictionaries(
                    {"type": st.sampled_from(["ask", "claim", "pass", "count"])},
                    optional=dict.fromkeys(
                        ["asker", "target", "card", "answer", "owners", "outcome"], json_values
                    ),
                ),
                max_size=4,
            ),
        },
        optional={"hands": json_values, "rules": json_values, "comments": json_values},
    )
)
def test_json_loader_on_log_shaped_values(value: dict[str, object]) -> None:
    with contextlib.suppress(FishsolveError):
        replay(log_from_dict(value, "fuzz.json"))


@FUZZ
@given(st.text(max_size=200))
def test_json_text_loader_on_arbitrary_text(text: str) -> None:
    with contextlib.suppress(FishsolveError):
        load_log(text, "fuzz.json")


# -- round trips ---------------------------------------------------------------------------


def _assert_round_trips(log: GameLog) -> None:
    via_json = load_log(dump_log(log))
    assert via_json == log
    via_text = parse_log(write_log(log))
    assert via_text == log
    # And the other way round: JSON → text → JSON, text → JSON → text, byte for byte.
    assert dump_log(parse_log(write_log(via_json))) == dump_log(log)
    assert write_log(load_log(dump_log(via_text))) == write_log(log)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_samples_round_trip(sample: Path) -> None:
    log = parse_log(sample.read_text(encoding="utf-8"), str(sample))
    _assert_round_trips(log)
    assert log_to_dict(load_log(dump_log(log))) == log_to_dict(log)


@st.composite
def game_logs(draw: st.DrawFn) -> GameLog:
    """Well-formed logs (not necessarily legal): any table, rules, hands, events, comments."""
    eight = draw(st.booleans())
    names = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hal"][: 8 if eight else 6]
    table = Table.from_names(names)
    deck_key = draw(st.sampled_from(["standard", "no-sevens"] + ([] if eight else ["jokers"])))
    deck = DECKS[deck_key]
    words = draw(
        st.lists(
            st.sampled_from(
                ["annul", "split-claims", "any-time", "bluff", "first-to-5", "pass-turn", "timed"]
            ),
            unique=True,
        )
    )
    rules = RuleSet.parse(words, deck)
    size = rules.hand_size(len(table))
    cards = draw(st.permutations(deck.cards))
    known = draw(st.lists(st.sampled_from(table.players), unique=True))
    hands = {p: frozenset(cards[p.index * size : (p.index + 1) * size]) for p in known}
    players = st.sampled_from(table.players)
    half_suits = st.sampled_from(deck.half_suits)

    @st.composite
    def claims(d: st.DrawFn) -> Claim:
        half = d(half_suits)
        owners = tuple((c, d(players)) for c in half.cards)
        actual_cards = d(st.lists(st.sampled_from(half.cards), unique=True))
        order = {c: i for i, c in enumerate(half.cards)}
        actual = tuple((c, d(players)) for c in sorted(actual_cards, key=order.__getitem__))
        return Claim(d(players), half, owners, d(st.sampled_from(Outcome)), actual)

    event: st.SearchStrategy[Event] = st.one_of(
        st.builds(Ask, players, players, st.sampled_from(deck.cards), st.booleans()),
        claims(),
        st.builds(Pass, players, players),
        st.builds(HandCount, players, st.integers(0, 20)),
    )
    events = tuple(draw(st.lists(event, max_size=12)))
    comment_text = st.text(
        st.characters(blacklist_categories=["Cc", "Cs", "Zl", "Zp"]), max_size=20
    ).map(str.strip)
    comments: list[Comment] = []
    for after in range(len(events) + 1):
        for text in draw(st.lists(comment_text, max_size=2)):
            comments.append(Comment(after, text))
        if after and draw(st.booleans()):
            comments.append(Comment(after, draw(comment_text), inline=True))
    start = draw(st.none() | players)
    # Comments are stored in the order a reader meets them: an inline comment before the
    # standalone comments that follow its event.
    comments.sort(key=lambda c: (c.after, not c.inline))
    return GameLog(table, rules, hands, events, start, tuple(comments))


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(game_logs())
def test_generated_logs_round_trip(log: GameLog) -> None:
    _assert_round_trips(log)


@settings(max_examples=100, deadline=None)
@given(game_logs())
def test_generated_json_is_valid_json(log: GameLog) -> None:
    data = json.loads(dump_log(log))
    assert data == log_to_dict(log)
    assert data["fishsolve"] == 1


# -- issue 14, items 22 and 26: any JSON value in any header field ---------------------------

_BASE_LOG = {
    "fishsolve": 1,
    "players": NAMES,
    "deck": "standard",
    "rules": ["annul"],
    "hands": {"Asha": ["2D", "3D", "4D", "5D", "7D", "QS", "KS", "AS"]},
    "start": "Asha",
    "events": [{"type": "ask", "asker": "Asha", "target": "Ben", "card": "6D", "answer": "no"}],
    "comments": [{"after": 1, "text": "close"}],
    "question": {"kind": "holder", "card": "6D", "answer": None},
}
_odd_json = st.one_of(
    json_values,
    st.integers(min_value=-(10**200), max_value=10**200),
    st.recursive(st.just(0), lambda inner: st.lists(inner, max_size=1), max_leaves=200),
    st.text(),
)


@FUZZ
@given(st.sampled_from(sorted(_BASE_LOG)), _odd_json, st.booleans())
def test_json_loader_on_any_value_in_any_header(key: str, value: object, indent: bool) -> None:
    data = {**_BASE_LOG, key: value}
    text = json.dumps(data, indent=2 if indent else None, ensure_ascii=False)
    try:
        log = load_log(text, "fuzz.json")
    except FishsolveError as err:
        located, one_line = err.location is not None, "\n" not in err.message
        assert located
        assert one_line
        return
    # What the JSON reader accepts, the text form holds: it reads back as the same log.
    assert parse_log(write_log(log)) == log


@FUZZ
@given(st.sampled_from(sorted(_BASE_LOG)), _odd_json)
def test_json_dict_loader_on_any_value_in_any_header(key: str, value: object) -> None:
    with contextlib.suppress(FishsolveError):
        replay(log_from_dict({**_BASE_LOG, key: value}, "fuzz.json"))


@FUZZ
@given(st.integers(min_value=0, max_value=len(NAMES) - 1), st.text(min_size=1, max_size=12))
def test_json_names_that_read_write_as_text_read_back(seat: int, name: str) -> None:
    players = list(NAMES)
    players[seat] = name
    try:
        log = load_log(json.dumps({"players": players, "events": []}), "fuzz.json")
    except FishsolveError:
        return
    assert parse_log(write_log(log)) == log
