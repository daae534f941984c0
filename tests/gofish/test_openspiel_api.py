"""``fishsolve.openspiel``: an exact belief state for an OpenSpiel ``go_fish`` state (issue 32,
item 2; docs/openspiel.md).

The truth is OpenSpiel's own: its state's string gives every hand and the stock
(``Ask / current player / each hand as rank-count pairs:books / the stock``), read here without
fishsolve. Skipped without OpenSpiel (the ``openspiel`` extra; the dev extra installs it).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is not installed (the openspiel extra)")

from fishsolve.errors import FishsolveError  # noqa: E402
from fishsolve.openspiel import belief  # noqa: E402

DOC = Path(__file__).resolve().parents[2] / "docs" / "openspiel.md"


def test_the_doc_s_session_runs(capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    exec(compile(blocks[0], str(DOC), "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 6
    assert printed[-1] == "players: P0 P1 P2"


def _truth(state: object, players: int, ranks: int) -> tuple[list[list[int]], list[int]]:
    """Every hand's and the stock's count of each rank, from OpenSpiel's state string."""
    lines = str(state).split("\n")
    assert lines[0] == "Ask", lines

    def counts(text: str) -> list[int]:
        out = [0] * ranks
        for rank, n in re.findall(r"([a-z])(\d+)", text):
            out[ord(rank) - ord("a")] = int(n)
        return out

    hands = [counts(line.split(":")[0]) for line in lines[2 : 2 + players]]
    stock = counts(lines[2 + players]) if len(lines) > 2 + players else [0] * ranks
    return hands, stock


@pytest.mark.parametrize(
    ("params", "seed"),
    [
        ({"players": 2, "ranks": 5}, 1),
        ({"players": 3, "ranks": 6}, 2),
        ({"players": 4, "ranks": 7}, 4),
    ],
)
def test_the_true_deal_is_possible_and_sure_asks_are_yes(params: dict[str, int], seed: int) -> None:
    game = pyspiel.load_game("go_fish", params)
    state = game.new_initial_state()
    rng = random.Random(seed)
    n, ranks = params["players"], params["ranks"]
    checked = 0
    while not state.is_terminal() and checked < 2:
        deal = n * (7 if n == 2 else 5)
        if not state.is_chance_node() and len(state.history()) > deal + 6:
            hands, stock = _truth(state, n, ranks)
            on_turn = state.current_player()
            for p in range(n):
                b = belief(state, p)
                assert b.exact
                for i in range(n):
                    for r in range(ranks):
                        assert hands[i][r] in b.possible[i][r], (p, i, r)
                for r in range(ranks):
                    assert stock[r] in b.stock_possible[r]
                assert list(b.possible[p]) == [(h,) for h in hands[p]]  # one's own hand
                if p == on_turn:
                    assert sorted(b.asks) == sorted(state.legal_actions())
                    for action in b.sure:
                        target, rank = divmod(action, ranks)
                        assert hands[target][rank] > 0
                        assert b.asks[action] == 1.0
                else:
                    assert b.asks == {}
            checked += 1
            for _ in range(5):  # on to a later decision
                if state.is_terminal():
                    break
                state.apply_action(rng.choice(state.legal_actions()))
            continue
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked == 2


def test_a_state_fishsolve_cannot_write_is_one_clear_error() -> None:
    game = pyspiel.load_game("go_fish", {"players": 2, "ranks": 4})
    state = game.new_initial_state()
    for _ in range(3):
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(FishsolveError, match="the history stops in the deal"):
        belief(state, 0)
