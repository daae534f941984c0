"""Questions shared between threads (fishsolve/gofish/deduce/board.py): every question is asked
exactly once whoever helps, the owner returns only once no helper is still asking, an error
raised in a helper's question reaches the owner, and helpers return when the board is closed.
Then the proved possibilities asked by two threads at once (the Beside thread and the caller
helping, each with its own copy of the model) equal those asked by one thread alone (the
reference the other tests hold to brute force on small decks)."""

from __future__ import annotations

import threading
import time

import pytest

from fishsolve.gofish.deduce.board import Board
from fishsolve.gofish.deduce.questions import Handover, possibilities
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.sat import SatModel


def _helper(board: Board[str]) -> threading.Thread:
    thread = threading.Thread(target=board.help)
    thread.start()
    return thread


def test_every_question_is_asked_once_by_one_thread_or_another() -> None:
    board: Board[str] = Board()
    helpers = [_helper(board) for _ in range(2)]
    asked: list[tuple[int, str]] = []
    lock = threading.Lock()

    def ask(item: int, tools: str) -> None:
        time.sleep(0.002)  # long enough for the helpers to take some
        with lock:
            asked.append((item, tools))

    for batch in range(3):
        items = list(range(batch * 100, batch * 100 + 40))
        board.run(items, ask, "owner", lambda: "helper")
        # Run returns once every question of its batch is asked, helpers' included.
        assert sorted(i for i, _ in asked if i in items) == items
    board.close()
    for thread in helpers:
        thread.join(timeout=10)
        assert not thread.is_alive()
    assert len(asked) == 120
    assert {tools for _, tools in asked} == {"owner", "helper"}


def test_an_error_in_a_helpers_question_reaches_the_owner() -> None:
    board: Board[str] = Board()

    def ask(item: int, tools: str) -> None:
        time.sleep(0.002)
        if tools == "helper":
            raise ValueError(f"question {item} failed")

    helper = _helper(board)
    with pytest.raises(ValueError, match="failed"):
        board.run(list(range(200)), ask, "owner", lambda: "helper")
    board.close()
    helper.join(timeout=10)
    assert not helper.is_alive()


def test_a_helper_whose_tools_cannot_be_made_hands_the_error_to_the_owner() -> None:
    board: Board[str] = Board()

    def spare() -> str:
        raise RuntimeError("no copy of the model")

    def ask(item: int, tools: str) -> None:
        time.sleep(0.002)

    helper = _helper(board)
    time.sleep(0.05)  # the helper waits for the batch
    with pytest.raises(RuntimeError, match="no copy"):
        board.run(list(range(200)), ask, "owner", spare)
    board.close()
    helper.join(timeout=10)
    assert not helper.is_alive()


def test_a_helper_returns_when_the_board_closes_without_questions() -> None:
    board: Board[str] = Board()
    helper = _helper(board)
    board.close()
    helper.join(timeout=10)
    assert not helper.is_alive()
    board.run([1, 2], lambda item, tools: None, "owner", lambda: "helper")  # still answers


@pytest.mark.parametrize(
    ("variant", "players", "seat"), [(Variant.AUTHORS, 4, True), (Variant.GO_FISH, 3, False)]
)
def test_possibilities_asked_by_two_threads_equal_those_asked_by_one(
    variant: Variant, players: int, seat: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = play(["Asha", "Ben", "Cara", "Dev"][:players], GoFishRules(variant=variant), 1)
    log = as_seen_by(game, game.seating.players[0] if seat else None)
    rep = replay(log)
    viewer = "Asha" if seat else "public"
    copies = [0]
    copy = SatModel.copy

    def counted(self: SatModel) -> SatModel:
        copies[0] += 1
        return copy(self)

    monkeypatch.setattr(SatModel, "copy", counted)
    for at in (len(log.events) // 3, len(log.events) // 2):
        alone = possibilities(log, rep, viewer, at)
        handover = Handover()
        helper = threading.Thread(target=handover.help)
        helper.start()
        try:
            helped = possibilities(log, rep, viewer, at, handover=handover)
        finally:
            handover.close()
            helper.join(timeout=60)
        assert not helper.is_alive()
        assert helped == alone, at
    assert copies[0]  # the helper asked questions (with a copy of the model of its own)
