"""Long logs are written in time linear in their length (issue 14, item 24).

A log with a comment on every event used to be written in quadratic time (every comment
scanned for every event). The tests compare the time for 10,000 and 50,000 events: linear work
takes about five times as long for five times the events, quadratic work twenty-five times. A
ratio is robust on a loaded machine where an absolute limit is not.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

import pytest

from fishsolve.game.events import Comment, GameLog
from fishsolve.notation.jsonform import load_log
from fishsolve.notation.jsonwrite import dump_log
from fishsolve.notation.writer import write_log
from fishsolve.sim.setup import simulate


def long_log(n: int) -> GameLog:
    """A log of ``n`` events (a simulated game's events over and over) with comments everywhere.

    Not a legal game past its first round: only writing is timed, and writing replays nothing.
    """
    game = simulate(seed=3)
    events = (game.events * (n // len(game.events) + 1))[:n]
    comments = [Comment(0, "top")]
    for i in range(1, n + 1):
        comments.append(Comment(i, f"note {i}", inline=True))
        comments.append(Comment(i, f"below {i}"))
    return replace(game, events=events, comments=tuple(comments))


def best_time(fn: Callable[[], object], tries: int = 3) -> float:
    """The shortest of ``tries`` runs of ``fn``, in seconds."""
    times = []
    for _ in range(tries):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def ratio(write: Callable[[GameLog], str]) -> tuple[float, float]:
    small, large = long_log(10_000), long_log(50_000)
    t_small = best_time(lambda: write(small))
    t_large = best_time(lambda: write(large))
    return t_large / t_small, t_large


def test_a_long_log_keeps_every_comment_in_place() -> None:
    text = write_log(long_log(50))
    lines = text.splitlines()
    assert lines[0] == "# top"
    assert lines.count("# below 7") == 1
    at = next(i for i, line in enumerate(lines) if line.endswith("  # note 7"))
    assert lines[at + 1] == "# below 7"


@pytest.mark.slow
def test_writing_text_is_linear_in_the_events() -> None:
    scale, seconds = ratio(write_log)
    assert scale < 10, f"50k events take {scale:.1f} times as long as 10k (linear: ~5)"
    assert seconds < 5


@pytest.mark.slow
def test_writing_json_is_linear_in_the_events() -> None:
    scale, seconds = ratio(dump_log)
    assert scale < 10, f"50k events take {scale:.1f} times as long as 10k (linear: ~5)"
    assert seconds < 5


@pytest.mark.slow
def test_reading_json_is_linear_in_the_events() -> None:
    # Placing each event at its line once scanned every value of the document: 5,000 events
    # took 82 s. Now the values are grouped by line once.
    small, large = dump_log(long_log(2_000)), dump_log(long_log(10_000))
    t_small = best_time(lambda: load_log(small))
    t_large = best_time(lambda: load_log(large))
    assert t_large / t_small < 10, f"10k events take {t_large / t_small:.1f} times 2k (~5)"
    assert load_log(large).events == long_log(10_000).events
