"""The JSON form of a log."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from fishsolve import NotationError, dump_log, load_log, log_from_dict, log_to_dict, parse_log

TEXT = """# warm-up game
players: Asha Ben Cara Dev Eli Fay
rules: annul
hand Asha: 2D 3D 4D 5D 7D QS KS AS
start: Ben

Ben asks Cara for 9C: no  # a guess
Cara asks Dev for 3D: yes
Cara claims LD: Asha 2D 4D 5D 7D, Cara 3D 6D: annulled, actually Eli 6D
Cara passes to Eli
Dev has 8 cards
"""

EXPECTED: dict[str, Any] = {
    "fishsolve": 1,
    "players": ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"],
    "deck": "standard",
    "rules": ["annul"],
    "hands": {"Asha": ["2D", "3D", "4D", "5D", "7D", "QS", "KS", "AS"]},
    "start": "Ben",
    "events": [
        {"type": "ask", "asker": "Ben", "target": "Cara", "card": "9C", "answer": "no"},
        {"type": "ask", "asker": "Cara", "target": "Dev", "card": "3D", "answer": "yes"},
        {
            "type": "claim",
            "claimer": "Cara",
            "half_suit": "low-diamonds",
            "owners": {
                "2D": "Asha",
                "3D": "Cara",
                "4D": "Asha",
                "5D": "Asha",
                "6D": "Cara",
                "7D": "Asha",
            },
            "outcome": "annulled",
            "actual": {"6D": "Eli"},
        },
        {"type": "pass", "from": "Cara", "to": "Eli"},
        {"type": "count", "player": "Dev", "cards": 8},
    ],
    "comments": [
        {"after": 0, "text": "warm-up game"},
        {"after": 1, "text": "a guess", "inline": True},
    ],
}


def test_log_to_dict_is_exact() -> None:
    log = parse_log(TEXT)
    assert log_to_dict(log) == EXPECTED
    assert list(log_to_dict(log)) == list(EXPECTED)  # key order is fixed
    text = dump_log(log)
    assert text.endswith("}\n")
    assert text.startswith('{\n  "fishsolve": 1,\n  "players": [\n    "Asha",')
    assert json.loads(text) == EXPECTED


def test_round_trips() -> None:
    log = parse_log(TEXT)
    assert load_log(dump_log(log)) == log
    assert log_from_dict(EXPECTED) == log


def test_optional_keys_have_defaults() -> None:
    log = log_from_dict({"players": ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"], "events": []})
    assert log == parse_log("players: Asha Ben Cara Dev Eli Fay")
    assert load_log('{"players": ["A1","B1","A2","B2","A3","B3"], "events": []}').events == ()


def test_json_names_may_be_prefixes_and_any_case() -> None:
    data = copy.deepcopy(EXPECTED)
    data["events"][0]["asker"] = "be"
    data["hands"] = {"asha": EXPECTED["hands"]["Asha"]}
    assert log_from_dict(data) == parse_log(TEXT)


def _broken(path: list[Any], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(EXPECTED)
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["fishsolve"], 2, "fishsolve: format 2 is newer than this fishsolve reads (1 and before)"),
        (["players"], "Asha Ben", "$.players: expected list, found 'Asha Ben'"),
        (["players"], KeyError, "$: missing key 'players'"),
        (["players"], ["Asha", 1], "players: expected a list of names"),
        (["players"], ["A", "B"], "players: Literature is played by 6 or 8 players; 2 named"),
        (["deck"], "tarot", "deck: unknown deck 'tarot'"),
        (["rules"], "annul", "rules: expected a list of rule names"),
        (["rules"], ["go-fish"], "rules: rule 'go-fish' is not supported yet"),
        (["hands"], [], "hands: expected an object of name: [cards]"),
        (["hands", "Asha"], ["2D"], "hands.Asha: expected a list of 8 cards"),
        (["hands", "Asha", 0], "3D", "hands.Asha: cards must be distinct card codes"),
        (["hands", "Asha", 0], 2, "hands.Asha: cards must be distinct card codes"),
        (["hands", "Asha", 0], "8D", "hands.Asha: 8D is not in the standard 48-card deck"),
        (["start"], 3, "start: expected a player's name or null"),
        (["start"], "Zed", "start: no player 'Zed'"),
        (["events"], {}, "$.events: expected list, found {}"),
        (["events", 0], "ask", "events[0]: expected an event object"),
        (["events", 0, "type"], "bid", "events[0].type: unknown event type 'bid'"),
        (["events", 0, "answer"], "maybe", "events[0].answer: expected 'yes' or 'no'"),
        (["events", 0, "answer"], True, "events[0].answer: expected str, found True"),
        (["events", 0, "card"], "1H", "events[0].card: '1H' is not a card"),
        (["events", 0, "target"], "Zed", "events[0].target: no player 'Zed'"),
        (["events", 2, "half_suit"], "middle", "events[2].half_suit: 'middle' is not a half-suit"),
        (["events", 2, "owners"], {"2D": "Asha"}, "events[2].owners: a claim names the owner"),
        (["events", 2, "owners", "9D"], "Asha", "events[2].owners: 9D is not in low diamonds"),
        (["events", 2, "owners", "2D"], 5, "events[2].owners.2D: expected a player's name"),
        (["events", 2, "owners", "2d"], "Asha", "events[2].owners: 2D is given twice"),
        (["events", 2, "outcome"], "lost", "events[2].outcome: expected 'right', 'wrong'"),
        (["events", 2, "actual"], [], "events[2].actual: expected an object of card: player"),
        (["events", 3, "to"], KeyError, "events[3]: missing key 'to'"),
        (["events", 4, "cards"], -1, "events[4].cards: expected a number of cards, 0 or more"),
        (["events", 4, "cards"], True, "events[4].cards: expected int, found True"),
        (["comments"], {}, "comments: expected a list"),
        (["comments", 0], "x", "comments[0]: expected an object with 'after' and 'text'"),
        (["comments", 0, "after"], 9, "comments[0].after: expected 0 to 5 (events before)"),
        (["comments", 0, "after"], -1, "comments[0].after: expected 0 to 5"),
        (["comments", 0, "text"], "two\nlines", "comments[0].text: expected one line of text"),
        (["comments", 0, "inline"], True, "comments[0].inline: an inline comment needs its own"),
        (["comments", 1, "inline"], "yes", "comments[1].inline: expected bool, found 'yes'"),
    ],
)
def test_decoder_errors_name_the_json_path(path: list[Any], value: Any, message: str) -> None:
    with pytest.raises(NotationError) as info:
        log_from_dict(_broken(path, value), "game.json")
    assert info.value.message.startswith(f"game.json: {message}")
    assert info.value.location is None


def test_two_inline_comments_on_one_event_are_refused() -> None:
    data = copy.deepcopy(EXPECTED)
    data["comments"].append({"after": 1, "text": "again", "inline": True})
    with pytest.raises(NotationError, match=r"comments\[2\]\.inline: an inline comment needs"):
        log_from_dict(data)


def test_comment_text_is_trimmed_like_the_text_reader_does() -> None:
    data = copy.deepcopy(EXPECTED)
    data["comments"][0]["text"] = "  warm-up game "
    assert log_from_dict(data) == parse_log(TEXT)


def test_invalid_json_is_located() -> None:
    with pytest.raises(NotationError) as info:
        load_log('{\n  "players": [\n  "Asha",,\n', "game.json")
    err = info.value
    assert err.message.startswith("not valid JSON: ")
    assert err.location is not None
    assert (err.location.line, err.location.column, err.location.text) == (3, 10, '  "Asha",,')
    assert str(err).startswith("game.json:3:10: not valid JSON")
    with pytest.raises(NotationError, match="expected a JSON object with 'players' and 'events'"):
        load_log("[1, 2]")


# -- issue 14, items 22 and 26: every bad header value is one located NotationError ----------

ODD_VALUES: list[Any] = [5, None, [], ["standard"], True, 1.5, {}, {"a": 1}, 10**60, "x"]
HEADERS = ["fishsolve", "players", "deck", "rules", "hands", "start", "events", "comments"]


@pytest.mark.parametrize("key", [*HEADERS, "question"])
@pytest.mark.parametrize("value", ODD_VALUES, ids=repr)
def test_any_value_in_a_header_is_one_located_error_or_accepted(key: str, value: Any) -> None:
    data = copy.deepcopy(EXPECTED)
    data[key] = value
    text = json.dumps(data, indent=2)
    found = _error_of(text)
    if found is not None:
        assert found.location is not None, found
        assert found.location.path == "game.json"
        assert "\n" not in found.message
        assert len(found.message) < 200
        # The line shown is the line of the bad value (or of the document's start).
        assert found.location.text == text.split("\n")[found.location.line - 1]


def _error_of(text: str) -> NotationError | None:
    try:
        load_log(text, "game.json")
    except NotationError as err:
        return err
    return None


@pytest.mark.parametrize("value", [5, None, [], True, 1.5, {}])
def test_a_deck_that_is_not_a_name_is_refused_at_its_value(value: Any) -> None:
    data = copy.deepcopy(EXPECTED)
    data["deck"] = value
    text = json.dumps(data, indent=2)
    with pytest.raises(NotationError) as info:
        load_log(text, "game.json")
    err = info.value
    assert err.message.startswith("deck: expected a deck's name (standard, no-sevens or jokers)")
    assert err.location is not None
    assert err.location.text.lstrip().startswith('"deck": ')


@pytest.mark.parametrize("depth", [100, 975, 1000, 5000, 100_000])
def test_deep_nesting_is_one_located_error(depth: int) -> None:
    for key in ("deck", "events", "unknown"):
        head = '{"players": ["A1", "B1", "A2", "B2", "A3", "B3"], '
        head += "" if key == "events" else '"events": [], '
        found = _error_of(head + f'"{key}": ' + "[" * depth + "1" + "]" * depth + "}")
        if found is None:
            assert key == "unknown"  # a key the reader ignores may hold any value it can read
        else:
            assert found.location is not None
            assert (found.location.line, found.location.path) == (1, "game.json")


def test_a_5000_digit_number_is_one_located_error() -> None:
    data = copy.deepcopy(EXPECTED)
    data["events"][4]["cards"] = 0
    text = json.dumps(data).replace('"cards": 0', '"cards": ' + "9" * 5000)
    with pytest.raises(NotationError) as info:
        load_log(text, "game.json")
    assert info.value.message == "events[4].cards: expected int, found a number of 5000 digits"
    assert info.value.location is not None
    text = json.dumps(EXPECTED).replace('"fishsolve": 1', '"fishsolve": -' + "1" * 5000)
    with pytest.raises(NotationError, match="found a number of 5000 digits"):
        load_log(text, "game.json")
    # Where a number is not read, a long one does no harm.
    assert load_log(json.dumps(EXPECTED)[:-1] + ', "note": ' + "7" * 5000 + "}") == parse_log(TEXT)


@pytest.mark.parametrize("name", ["Asha\n", "Asha\r", "Asha\n\n", "Asha ", "\nAsha"])
def test_a_name_with_a_line_break_is_refused(name: str) -> None:
    data = copy.deepcopy(EXPECTED)
    data["players"][0] = name
    with pytest.raises(NotationError, match="is not a usable name"):
        log_from_dict(data, "game.json")
