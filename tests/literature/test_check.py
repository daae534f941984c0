"""`check`: the report of a log, strict and lenient."""

from __future__ import annotations

from pathlib import Path

import pytest

from fishsolve import NotationError, Problem, UsageError, check_file, parse_log
from fishsolve.literature.reports.check import SettledSet, describe_view

ROOT = Path(__file__).resolve().parents[2]
P = "players: Asha Ben Cara Dev Eli Fay\n"


def test_report_of_the_full_deal_sample() -> None:
    report = check_file(ROOT / "samples/full-deal-six.fish")
    assert report.ok
    assert report.view == "full deal (all hands known)"
    assert report.known_hands == ["Maya", "Nico", "Priya", "Omar", "Lena", "Tom"]
    assert report.start == "Omar"
    assert (report.events, report.asks, report.claims, report.passes, report.counts) == (
        61,
        49,
        8,
        2,
        2,
    )
    assert report.score == {"A": 3, "B": 5}
    assert report.over
    assert report.hand_sizes == dict.fromkeys(report.known_hands, "0")
    assert report.settled[1] == SettledSet("low-clubs", 25, 37, "Tom", "right", "B")
    assert [s.outcome for s in report.settled].count("wrong") == 1
    assert report.players[:2] == [
        {"name": "Maya", "seat": 1, "team": "A"},
        {"name": "Nico", "seat": 2, "team": "B"},
    ]


def test_report_to_dict_is_plain_data() -> None:
    data = check_file(ROOT / "samples/friday-club.fish").to_dict()
    assert data["settled"][0]["half_suit"] == "low-diamonds"
    assert data["problems"] == []
    assert list(data)[:3] == ["file", "ok", "players"]


def test_views() -> None:
    assert describe_view(parse_log(P)) == "no hands (public record)"
    one = parse_log(P + "hand Ben: 2D 3D 4D 5D 6D 7D 9D 10D")
    assert describe_view(one) == "Ben's seat"
    two = parse_log(P + "hand Ben: 2D 3D 4D 5D 6D 7D 9D 10D\nhand Asha: 2C 3C 4C 5C 6C 7C 9C 10C")
    assert describe_view(two) == "hands of Asha, Ben"


def test_strict_raises_lenient_reports(tmp_path: Path) -> None:
    game = tmp_path / "game.fish"
    game.write_text(P + "Ben asks Dev for 9C: no\nBen asks Cara for 9C: maybe\n", encoding="utf-8")
    with pytest.raises(NotationError):
        check_file(game)
    report = check_file(game, lenient=True)
    assert not report.ok
    assert [(p.kind, p.line, p.column) for p in report.problems] == [
        ("notation", 3, 23),
        ("rule", 2, 10),
    ][::-1]
    assert report.problems[0].where == f"{game}:2:10"
    assert report.problems[0].text == "Ben asks Dev for 9C: no"
    assert report.events == 1


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"nope\.fish: no such file$"):
        check_file(tmp_path / "nope.fish")
    with pytest.raises(UsageError, match="is a directory, not a game log"):
        check_file(tmp_path)
    bad = tmp_path / "latin1.fish"
    bad.write_bytes(b"players: Ana\xe9\n")
    with pytest.raises(UsageError, match=r"not UTF-8 text \(byte 12\)"):
        check_file(bad)
    with pytest.raises(UsageError, match=r"nope\.fish: no such file$"):
        check_file(tmp_path / "nope.fish", lenient=True)


def test_problem_where() -> None:
    err = NotationError("boom")
    assert Problem.from_error(err).where == ""
    assert Problem.from_error(UsageError("x")).kind == "usage"


def test_bom_and_json_files(tmp_path: Path) -> None:
    game = tmp_path / "bom.fish"
    game.write_text("\ufeff" + P + "Ben asks Cara for 9C: no\n", encoding="utf-8")
    assert check_file(game).ok
    as_json = tmp_path / "g.txt"
    as_json.write_text('{"players": ["A1","B1","A2","B2","A3","B3"], "events": []}', "utf-8")
    report = check_file(as_json)
    assert report.ok
    assert report.turn is None
    lenient = check_file(ROOT / "tests/broken/json-bad-card.json", lenient=True)
    assert [p.kind for p in lenient.problems] == ["notation"]
    assert lenient.players == []
