"""``fishsolve import canadian-fish``: an online Canadian Fish room's seat view as that seat's
Literature log (issue 32).

The view, samples/import/canadian-fish-seat0.json, is written by hand from the room's documented
shape (MeagerPotato/Canadian-Fish: ``lib/engine/types.ts`` PublicEvent and PublicState,
``views.ts`` seatView, ``RULES.md``); tests/golden/import/canadian-fish-seat0.fish is the same game
written by hand in fishsolve's notation from seat 0, with each claim's revealed holders (the room
reveals all six). The import must give that log, and ``analyze`` must say the same of both; each
rule toggle is mapped (and then both logs carry its rule word) or refused by name.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from clirun import invoke

from fishsolve.errors import FishsolveError, NotationError, OptionError
from fishsolve.families import family_of_source
from fishsolve.family.requests import Analyze, ImportRecord
from fishsolve.literature.family import LiteratureFamily
from fishsolve.literature.notation.text import parse_log
from fishsolve.text.reading import LogInput

ROOT = Path(__file__).resolve().parents[2]
VIEW = ROOT / "samples" / "import" / "canadian-fish-seat0.json"
BY_HAND = ROOT / "tests" / "golden" / "import" / "canadian-fish-seat0.fish"


def _view() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(VIEW.read_text(encoding="utf-8"))
    return data


def _import(data: dict[str, Any], view: str | None = None) -> Any:
    text = json.dumps(data, indent=1)
    return family_of_source("canadian-fish").import_record(
        LogInput("view.json", text), ImportRecord("canadian-fish", view)
    )


def _analysis(text: str, viewer: str) -> dict[str, Any]:
    report = LiteratureFamily().analyze(LogInput("game.fish", text), Analyze(perspective=viewer))
    doc: dict[str, Any] = report.to_dict()
    return doc


def _by_hand(rules: str = "annul", public: bool = False) -> str:
    text = BY_HAND.read_text(encoding="utf-8").replace("rules: annul", f"rules: {rules}")
    return "".join(ln for ln in text.splitlines(True) if not (public and ln.startswith("hand ")))


def test_the_view_imports_as_the_game_written_by_hand() -> None:
    imported = _import(_view())
    assert imported.view == "P0"
    hand = parse_log(_by_hand())
    log = imported.log
    assert log.events == hand.events
    assert log.hands == hand.hands
    assert log.rules == hand.rules
    assert log.start == hand.start
    assert _analysis(imported.text, "P0") == _analysis(_by_hand(), "P0")


def test_the_table_s_view() -> None:
    imported = _import(_view(), "public")
    assert imported.view == "public"
    assert imported.log.hands == {}
    assert _analysis(imported.text, "public") == _analysis(_by_hand(public=True), "public")


@pytest.mark.parametrize(
    ("toggle", "words"),
    [
        ("askOwnCardAllowed", "annul bluff"),
        ("claimAnyTurn", "annul any-time"),
        ("declarerChoosesNext", "annul pass-turn"),
        ("announceLastCard", "annul"),
        ("strictMemory", "annul"),
    ],
)
def test_each_toggle_fishsolve_plays_is_mapped(toggle: str, words: str) -> None:
    data = _view()
    data["config"]["toggles"][toggle] = True
    imported = _import(data)
    assert imported.log.rules == parse_log(_by_hand(words)).rules
    assert _analysis(imported.text, "P0") == _analysis(_by_hand(words), "P0")


@pytest.mark.parametrize(
    ("toggle", "why"),
    [
        ("jokers", "no joker and no ninth book"),
        ("rankQuartet", "not Literature's half-suits"),
        ("mandatoryDeclare", "must be declared at once"),
        ("highBooksDouble", "high half-suits score two"),
    ],
)
def test_each_toggle_fishsolve_cannot_play_is_refused_by_name(toggle: str, why: str) -> None:
    data = _view()
    data["config"]["toggles"][toggle] = True
    with pytest.raises(NotationError) as caught:
        _import(data)
    assert caught.value.message.startswith(f"config.toggles.{toggle}: {toggle}: ")
    assert why in caught.value.message
    assert caught.value.location is not None


def _refused(data: dict[str, Any]) -> str:
    with pytest.raises(FishsolveError) as caught:
        _import(data)
    err = caught.value
    assert err.location is not None
    return f"{err.location.line}: {err.message}"


def test_a_view_that_breaks_the_rules_is_refused_at_its_event() -> None:
    data = _view()
    data["log"][6]["target"] = 5  # P3 asks P5, a teammate, for JH
    assert _refused(data).endswith("P5 is on P3's team; asks go to opponents")
    data = _view()
    data["hand"] = ["9D", "TD", "QD"]  # so P0 was dealt QD, and asked for it
    assert _refused(data).endswith("P0 holds QD (dealt); a player may not ask for a card they hold")
    data = _view()
    data["hand"] = ["9D", "TD"]
    assert _refused(data).endswith(
        "hand: P0's hand played back to the deal holds 7 cards; each seat is dealt 8"
    )
    data = _view()
    data["counts"][3] = 4
    assert _refused(data).endswith("counts[3]: P3 holds 5 cards after the log; the view counts 4")
    data = _view()
    data["score"] = [2, 1]
    assert _refused(data).endswith(
        "score: the log's claims score 3-0 (team 0 first); the view says [2, 1]"
    )
    data = _view()
    data["turn"] = 4
    assert _refused(data).endswith("turn: the log gives the turn to P5; the view says 4")
    data = _view()
    data["books"]["LOW-H"]["outcome"] = "team1"
    assert _refused(data).endswith("books.LOW-H: LOW-H is not resolved so by the log's claims")
    data = _view()
    del data["books"]["HIGH-S"]
    assert _refused(data).endswith("books: HIGH-S is claimed in the log but not among the books")
    data = _view()
    data["log"][3]["type"] = "bid"
    assert "log[3].type: unknown event 'bid'" in _refused(data)
    data = _view()
    data["config"]["playerCount"] = 8
    assert "config.playerCount: playerCount=8: the room seats 6" in _refused(data)
    data = _view()
    data["config"]["toggles"]["fastMode"] = False
    assert "unknown toggle 'fastMode'" in _refused(data)


def test_the_event_that_breaks_the_rules_is_named_by_its_line() -> None:
    data = _view()
    data["log"][5]["card"] = "9D"  # P0 asks for a card P0 holds
    text = json.dumps(data, indent=1)
    with pytest.raises(FishsolveError) as caught:
        family_of_source("canadian-fish").import_record(
            LogInput("view.json", text), ImportRecord("canadian-fish")
        )
    err = caught.value
    assert err.message == "P0 holds 9D (dealt); a player may not ask for a card they hold"
    assert err.location is not None
    lines = text.splitlines()
    start = next(
        i
        for i, ln in enumerate(lines)
        if '"type": "ask"' in ln and "9D" in "".join(lines[i : i + 5])
    )
    assert start - 1 <= err.location.line - 1 <= start + 4


def test_another_seat_is_a_usage_error() -> None:
    with pytest.raises(OptionError, match="the view is P0's"):
        _import(_view(), "P3")


def test_cli(tmp_path: Path) -> None:
    out = tmp_path / "seat0.fish"
    code, _, err = invoke("import", "canadian-fish", VIEW, "-o", out)
    assert code == 0, err
    code, stdout, err = invoke("check", out)
    assert code == 0, err
    assert "legal and consistent" in stdout
    code, _, err = invoke("import", "canadian-fish", VIEW, "--as", "P2")
    assert code == 1
    assert err.strip() == "--as P2: the view is P0's (seat 0): write it as P0 or public"
    bad = tmp_path / "bad.json"
    data = copy.deepcopy(_view())
    data["config"]["toggles"]["jokers"] = True
    bad.write_text(json.dumps(data, indent=1), encoding="utf-8")
    code, _, err = invoke("import", "canadian-fish", bad)
    assert code == 1
    assert err.startswith(f"{bad}:")
    assert "config.toggles.jokers: jokers:" in err.splitlines()[0]


# -- games the room's rules play at random (tests/literature/room_games.py) -----------------------


@pytest.mark.parametrize("seed", [64, 3, 11])
def test_random_room_games_import_from_every_seat(seed: int) -> None:
    # Seed 64's game ends with a designate (a whole team out after its own claim).
    from dataclasses import replace

    from room_games import Room

    from fishsolve.cards import parse_card
    from fishsolve.literature.reports.check import checked_log

    room = Room(seed)
    dealt = [frozenset(parse_card(c) for c in hand) for hand in room.dealt]
    room.play(stop=40)
    cut = _import(room.view(seed % 6))  # a view in the middle of the game
    moves = ("ask", "claim", "pass", "designate")
    assert len(cut.log.events) == sum(e["type"] in moves for e in room.log)
    room.play()
    kinds = {e["type"] for e in room.log}
    assert "game_over" in kinds
    assert ("designate" in kinds) == (seed == 64)
    for seat in range(6):
        imported = _import(room.view(seat))
        player = imported.log.table.players[seat]
        assert imported.log.hands == {player: dealt[seat]}
    # With every hand as the room dealt it, the events are legal in fishsolve's rules.
    table = imported.log.table
    whole = replace(imported.log, hands={p: dealt[p.index] for p in table.players})
    checked_log(whole)
