"""Errors in JSON logs name a line: the positions of values in a JSON document, and their use."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fishsolve import FishsolveError, check_file, dump_log, parse_log
from fishsolve.text.positions import parse_path, value_positions

ROOT = Path(__file__).resolve().parents[2]

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=25,
)


def _walk(value: Any, path: tuple[str | int, ...] = ()) -> list[tuple[tuple[str | int, ...], Any]]:
    found = [(path, value)]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _walk(item, (*path, index))
    return found


@given(JSON_VALUES, st.sampled_from([None, 0, 2]), st.booleans())
def test_every_value_is_found_where_it_starts(value: Any, indent: int | None, ascii_: bool) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_)
    spots = value_positions(text)
    lines = text.split("\n")
    decoder = json.JSONDecoder()
    for path, item in _walk(value):
        line, column = spots[path]
        offset = sum(len(row) + 1 for row in lines[: line - 1]) + column - 1
        parsed, _ = decoder.raw_decode(text, offset)
        assert json.dumps(parsed) == json.dumps(item)  # NaN is not equal to itself


def test_paths_are_read_back_from_the_decoders_form() -> None:
    assert parse_path("$") == ()
    assert parse_path("events[12].card") == ("events", 12, "card")
    assert parse_path("hands.Asha") == ("hands", "Asha")
    assert parse_path("question.answer[0].owners.10H") == ("question", "answer", 0, "owners", "10H")


def _pretty(tmp_path: Path, change: Any) -> Path:
    log = parse_log((ROOT / "samples" / "friday-club.fish").read_text(encoding="utf-8"))
    data = json.loads(dump_log(log))
    change(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def _line_of(path: Path, fragment: str, nth: int = 0) -> int:
    rows = [i for i, row in enumerate(path.read_text().split("\n"), 1) if fragment in row]
    return rows[nth]


def test_a_bad_value_in_a_pretty_printed_log_names_its_line(tmp_path: Path) -> None:
    def bad_card(data: Any) -> None:
        data["events"][2]["card"] = "9X"

    path = _pretty(tmp_path, bad_card)
    with pytest.raises(FishsolveError) as info:
        check_file(path)
    err = info.value
    assert err.location is not None
    assert err.location.line == _line_of(path, '"9X"')
    assert err.location.text.strip() == '"card": "9X",'
    assert str(err).startswith(f"{path}:{err.location.line}:15: events[2].card: '9X' is not")


def test_a_rule_broken_by_a_json_event_names_the_events_line(tmp_path: Path) -> None:
    def teammate(data: Any) -> None:
        data["events"][3]["target"] = "Fay"  # Dev asks Fay: teammates

    path = _pretty(tmp_path, teammate)
    report = check_file(path, lenient=True)
    problem = report.problems[0]
    assert problem.kind == "rule"
    assert "Fay is on Dev's team" in problem.message
    # The line of the event's object: the fourth '{' inside "events".
    first_event = _line_of(path, '"events"') + 1
    assert problem.line == first_event + 3 * 7


@pytest.mark.slow
def test_positions_of_a_deeply_nested_document_need_no_recursion() -> None:
    """Issue 14, item 22: the scanner keeps its own stack (it once recursed once per level)."""
    depth = 3_000  # three times the interpreter's recursion limit
    spots = value_positions('{\n "a": ' + "[" * depth + "]" * depth + "}")
    assert spots[("a",)] == (2, 7)
    assert spots[("a", *([0] * (depth - 1)))] == (2, 7 + depth - 1)
    assert len(spots) == depth + 1
