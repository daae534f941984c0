"""``fishsolve import openspiel``: OpenSpiel ``go_fish`` records as fishsolve logs (issue 32).

The games are played with random legal actions (seeded), by fishsolve's reading of OpenSpiel's
rules (tests/gofish/openspiel_games.py) and, when OpenSpiel is installed (the ``openspiel``
extra; the dev extra installs it), by OpenSpiel itself, which is then the independent truth: its
legal actions, player on turn and end are compared with fishsolve's reading at every action.
The suite plays a few dozen games; bench/bench_openspiel_import.py plays hundreds (docs/import.md
has its counts).

Soundness conventions: the true position is the full record's own deal and stock order, played
by tests/gofish_brute.py's rule code (``truth``), not by the replay.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from clirun import invoke
from openspiel_games import random_record, serialized
from test_gofish_deduce_sound import check_view, truth

from fishsolve.cards import Suit
from fishsolve.errors import FishsolveError, NotationError, OptionError, RuleError
from fishsolve.families import family_of_source
from fishsolve.family.requests import ImportRecord
from fishsolve.gofish.deduce import fish_views
from fishsolve.gofish.deduce.perspective import at_ask
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.importers.openspiel import full_record, import_openspiel
from fishsolve.gofish.importers.openspiel_file import SpielRecord
from fishsolve.gofish.importers.openspiel_play import Phase, SpielRules, SpielTable
from fishsolve.gofish.notation.jsonform import load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.sim.audit import audit_record
from fishsolve.seating import Player
from fishsolve.text.reading import LogInput

# One game per table size, 2 to 10 players, alternately the full deck and a small one; the
# larger tables get four cards each so that the deck deals them.
GAMES: list[dict[str, Any]] = [
    {"players": 2, "ranks": 5},
    {"players": 3, "ask_after_empty_draw": False},
    {"players": 4, "ranks": 7, "end_on_first_out": True},
    {"players": 5},
    {"players": 6, "ranks": 9, "ask_after_empty_draw": False},
    {"players": 7, "initial_cards": 4},
    {"players": 8, "ranks": 10, "initial_cards": 4, "end_on_first_out": True},
    {"players": 9, "initial_cards": 4, "ask_after_empty_draw": False},
    {"players": 10, "ranks": 11, "initial_cards": 4},
]


def _import(text: str, view: str | None = None, name: str = "game.txt") -> Any:
    return family_of_source("openspiel").import_record(
        LogInput(name, text), ImportRecord("openspiel", view)
    )


@pytest.mark.parametrize("params", GAMES, ids=lambda p: f"{p['players']}p")
def test_random_games_import_whole_and_by_seat(params: dict[str, Any]) -> None:
    text = serialized(random_record(params, params["players"]))
    full = _import(text)
    assert full.view == "full"
    assert full.log.full
    again = parse_fish_log(full.text)  # what was written reads back as it was made
    assert again.events == full.log.events
    assert again.stock == full.log.stock
    seat = params["players"] // 2
    for view, name in (("public", "public"), (str(seat), f"P{seat}")):
        seen = _import(text, view)
        assert seen.view == name
        assert not seen.log.full
        assert len(seen.log.events) == len(full.log.events)
        assert parse_fish_log(seen.text).events == seen.log.events


def test_the_true_deal_is_among_the_possibilities() -> None:
    # Small decks: CP-SAT from every seat and the table over every event, and the exact
    # counter at every settled position it reaches.
    for params, seed in (({"players": 3, "ranks": 6}, 5),):
        log = full_record(random_record(params, seed)).log
        audit = audit_record(log)
        assert audit.perspectives == params["players"] + 1
        assert audit.counterexamples == 0
        true = truth(log)
        checked = 0
        viewers: list[Player | str] = ["public", *log.seating.players]
        for viewer in viewers:
            seen = _import(serialized(random_record(params, seed)), str(viewer)).log
            for view in fish_views(seen, replay(seen), viewer):
                if at_ask(seen, view.at):
                    checked += check_view(view, seen, *true[view.at])
        assert checked > 100


def test_suits_are_dealt_in_order() -> None:
    # Each rank's copies get clubs, diamonds, hearts, spades in the order fishsolve deals them:
    # the hands from P0 on, then the stock from the top.
    log = full_record(random_record({"players": 3, "ranks": 5}, 3)).log
    met: dict[Any, list[Suit | None]] = {}
    for _, hand in log.hands:
        for c in sorted(hand, key=lambda c: tuple(Suit).index(c.suit)):
            met.setdefault(c.rank, []).append(c.suit)
    for c in log.stock or ():
        met.setdefault(c.rank, []).append(c.suit)
    assert len(met) == 5
    assert all(suits == list(Suit)[: len(suits)] for suits in met.values()), met


def test_json_record_and_json_log() -> None:
    record = random_record({"players": 3, "ranks": 6}, 4)
    doc = {
        "game": "go_fish(players=3)",
        "parameters": {"ranks": 6},
        "history": list(record.actions),
    }
    text = json.dumps(doc, indent=1)
    imported = family_of_source("openspiel").import_record(
        LogInput("game.json", text), ImportRecord("openspiel", "1", "json")
    )
    assert load_fish_log(imported.text).events == imported.log.events
    assert imported.log.events == _import(serialized(record), "P1").log.events


def test_an_illegal_action_is_refused_at_its_line() -> None:
    record = random_record({"players": 2, "ranks": 6}, 6)
    actions = list(record.actions)
    first = 2 * 7  # the first ask, after the deal: player 0 asks for a rank they do not hold
    rank = next(r for r in range(6) if r not in actions[:7])
    actions[first] = 1 * 6 + rank
    text = serialized(SpielRecord("go_fish", record.parameters, tuple(actions)))
    with pytest.raises(RuleError) as caught:
        _import(text)
    err = caught.value
    assert err.location is not None
    assert err.location.line == text.splitlines().index("[State]") + 2 + first
    assert err.message == (
        f"action {actions[first]} (player 0 asks player 1 for rank {'abcdef'[rank]}): "
        f"player 0 holds no card of rank {'abcdef'[rank]}"
    )


@pytest.mark.parametrize(
    ("game", "words"),
    [
        ("go_fish(suits=3)", "suits=3: fishsolve's cards come in four suits"),
        ("go_fish(ranks=14)", "ranks=14: fishsolve's decks have 1 to 13 ranks"),
        ("go_fish(most_books_wins=False)", "most_books_wins=False"),
        ("go_fish(players=11)", "players=11: OpenSpiel's go_fish seats 2 to 10"),
        ("go_fish(players=4,initial_cards=14)", "4 hands of 14 need 56 cards"),
        ("go_fish(jokers=2)", "parameter 'jokers' is not one of go_fish's"),
        ("kuhn_poker(players=2)", "game 'kuhn_poker': fishsolve imports OpenSpiel's go_fish"),
    ],
)
def test_settings_fishsolve_cannot_write_are_refused_by_name(game: str, words: str) -> None:
    with pytest.raises(NotationError) as caught:
        _import(f"[Game]\n{game}\n[State]\n")
    assert words in caught.value.message
    assert caught.value.location is not None
    assert caught.value.location.line == 2


def test_histories_cut_short_are_refused() -> None:
    record = random_record({"players": 2, "ranks": 6}, 6)
    with pytest.raises(RuleError, match="stops in the deal"):
        _import(serialized(SpielRecord("go_fish", record.parameters, record.actions[:5])))
    table = SpielTable(SpielRules(2, 6, 7))
    for i, action in enumerate(record.actions):
        if table.phase is Phase.FISH:
            cut = record.actions[:i]
            break
        table.apply(action, i)
    else:
        pytest.fail("the game has no go fish")
    with pytest.raises(RuleError, match="between player 0's ask and its draw"):
        _import(serialized(SpielRecord("go_fish", record.parameters, cut)))


def test_a_game_cut_after_a_settled_action_imports() -> None:
    record = random_record({"players": 3, "ranks": 6}, 2, stop=40)
    imported = _import(serialized(record))
    assert imported.log.events
    assert replay(imported.log)


def test_an_unknown_seat_is_a_usage_error() -> None:
    with pytest.raises(OptionError, match="expected full, public or a player"):
        _import(serialized(random_record({"players": 2, "ranks": 4}, 1)), "7")


def test_cli_import_writes_a_log_check_accepts(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    record.write_text(serialized(random_record({"players": 3, "ranks": 6}, 9)), encoding="utf-8")
    out = tmp_path / "game.fish"
    code, _, err = invoke("import", "openspiel", record, "-o", out, "--as", "P2")
    assert code == 0, err
    code, stdout, err = invoke("check", out)
    assert code == 0, err
    assert "legal and consistent" in stdout
    code, _, err = invoke("import", "openspiel", record, "-o", out)
    assert code != 0
    assert "exists" in err
    code, _, err = invoke("import", "chess", record)
    assert code == 2
    assert err.strip() == "fishsolve import: SOURCE chess: expected one of openspiel, canadian-fish"
    bad = tmp_path / "bad.txt"
    bad.write_text("[Game]\ngo_fish(suits=2)\n[State]\n", encoding="utf-8")
    code, _, err = invoke("import", "openspiel", bad, "-o", tmp_path / "bad.fish")
    assert code == 1
    assert err.startswith(f"{bad}:2:1: suits=2")
    assert not (tmp_path / "bad.fish").exists()


def test_fishsolve_reads_openspiel_s_rules_as_openspiel_plays_them() -> None:
    pyspiel = pytest.importorskip(
        "pyspiel", reason="OpenSpiel is not installed (the openspiel extra)"
    )
    for n, params in enumerate(GAMES[:6]):
        rng = random.Random(n)
        game = pyspiel.load_game("go_fish", params)
        state = game.new_initial_state()
        initial = params.get("initial_cards", 7 if params["players"] == 2 else 5)
        spiel = SpielRules(
            params["players"],
            params.get("ranks", 13),
            initial,
            params.get("ask_after_empty_draw", True),
            params.get("end_on_first_out", False),
        )
        table = SpielTable(spiel)
        index = 0
        while not state.is_terminal():
            chance = table.phase is not Phase.ASK
            assert state.current_player() == (-1 if chance else table.current), index
            assert sorted(state.legal_actions()) == sorted(table.legal_actions()), index
            action = rng.choice(state.legal_actions())
            state.apply_action(action)
            table.apply(action, index)
            index += 1
        assert table.phase is Phase.OVER or table.played.ended_in_deal
        text = pyspiel.serialize_game_and_state(game, state)
        if table.played.ended_in_deal:
            # A first-out in the deal: OpenSpiel ends the game before every hand is dealt.
            with pytest.raises(FishsolveError, match="went out with a book"):
                import_openspiel(LogInput("game.txt", text), None)
            continue
        log, view = import_openspiel(LogInput("game.txt", text), None)
        assert view == "full"
        assert len(log.events) >= index // 3
