"""Long logs are written, read and reviewed in time linear in their length (issue 14, item 24).

A log with a comment on every event used to be written in quadratic time (every comment
scanned for every event). The tests compare the time for 10,000 and 50,000 events: linear work
takes about five times as long for five times the events, quadratic work twenty-five times. A
ratio is robust on a loaded machine where an absolute limit is not.
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

from fishsolve.deduce import analysis, odds
from fishsolve.deduce.analysis import Analyzer
from fishsolve.deduce.constraints import LogConstraints
from fishsolve.deduce.count.counting import Counts, count
from fishsolve.deduce.perspective import seat
from fishsolve.deduce.reasons import HAND_SIZES
from fishsolve.game.cards import Card
from fishsolve.game.events import Ask, Comment, GameLog
from fishsolve.game.options import RuleSet
from fishsolve.game.table import Player, Table
from fishsolve.notation.jsonform import load_log
from fishsolve.notation.jsonwrite import dump_log
from fishsolve.notation.writer import write_log
from fishsolve.review import counts as review_counts
from fishsolve.review.game import review
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


# -- Reading and reviewing long logs (issue 14, item 24, second half) -------------------------
#
# A long log repeats itself: only "no" asks keep a game going for ever. A repeated event says
# nothing new, so the counting leaves it out (LogConstraints.news) and positions that differ only
# by repeats share one count. Without that, every view counted every event so far: a review of
# 1,000 repeated asks took 24 s and 460 MB, 4,000 of them 301 s and 5.3 GB.


def repeated(n: int, known: int = 0, seed: int = 1) -> GameLog:
    """``n`` events of two players asking each other for the same cards ("no" every time) on a
    shuffled deal, the first ``known`` hands given (a legal log whatever ``n``)."""
    table = Table.from_names(["Ana", "Bo", "Cy", "Di", "Ed", "Flo"])
    rules = RuleSet()
    deck = rules.deck
    cards = list(deck.cards)
    random.Random(seed).shuffle(cards)
    size = len(cards) // len(table)
    hands = {p: frozenset(cards[i * size : (i + 1) * size]) for i, p in enumerate(table.players)}
    ana, bo = table.players[0], table.players[1]

    def legal_no(asker: Player, target: Player) -> Card:
        # The asker holds another card of the half-suit, neither of them holds the card.
        return next(
            c
            for c in deck.cards
            if c not in hands[asker]
            and c not in hands[target]
            and any(o in hands[asker] for o in deck.half_suit_of(c).cards)
        )

    first, second = Ask(ana, bo, legal_no(ana, bo), False), Ask(bo, ana, legal_no(bo, ana), False)
    events = tuple(first if i % 2 == 0 else second for i in range(n))
    given = {p: hands[p] for p in table.players[:known]}
    return GameLog(table, rules, given, events, ana)


def test_repeated_events_say_nothing_new_and_count_the_same() -> None:
    # The truth: the count with every event's reasons, as before repeats were left out. Random
    # bots repeat themselves (137 of this game's 360 events say nothing new).
    log = simulate(seed=11)
    analyzer = Analyzer(log)
    cs = analyzer.constraints
    n = len(log.events)
    assert cs.news(n) < n - 100
    seat_ = log.table.players[2]
    for at in range(0, n + 1, 7):
        for hands in ((), (seat_,)):
            full = count(cs, cs.base_keys(hands, at), at)
            short = cs.count_keys(hands, at)
            assert len(short) == 1 + len(hands) + cs.news(at)
            assert count(cs, short, at) == full
            facts = analyzer.view_counts(hands, at)
            assert (facts.deals, facts.counts) == (full.total, full.holding)


def test_a_long_repeated_log_keeps_only_what_is_new() -> None:
    cs = Analyzer(repeated(1_000)).constraints
    assert cs.count_keys((), 1_000) == [HAND_SIZES, "event:1", "event:2"]
    assert [cs.news(0), cs.news(1), cs.news(2), cs.news(1_000)] == [0, 1, 2, 2]


def test_the_review_of_a_repeated_log_matches_counting_every_event() -> None:
    # Every frame of every view against a count with all the events' reasons.
    log = repeated(40, known=2)
    report = review(log, jobs=1)
    analyzer = Analyzer(log)
    cs = analyzer.constraints
    for view in report.views:
        hands = tuple(log.table.player(name) for name in view.hands)
        for at, frame in enumerate(view.frames):
            truth = count(cs, cs.base_keys(hands, at), at)
            assert frame.deals == truth.total
            assert frame.counts == (truth.holding if truth.total else {})
    assert len(report.events) == 40
    assert report.events[-1].ask is not None


def counted_reasons(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Patch the counter so that each count's number of reasons is recorded."""
    sizes: list[int] = []

    def counting(cs: LogConstraints, keys: Sequence[str], *args: Any, **kw: Any) -> Counts:
        sizes.append(len(keys))
        return count(cs, keys, *args, **kw)

    for module in (analysis, review_counts, odds):
        monkeypatch.setattr(module, "count", counting)
    return sizes


@pytest.mark.parametrize("known", [0, 2, 6])
def test_the_review_does_not_grow_its_work_with_repeats(
    monkeypatch: pytest.MonkeyPatch, known: int
) -> None:
    # Deterministic work: the reasons handed to the counter over a whole review. It was
    # quadratic (every view counted every event so far), 16 times as much for 4 times the log.
    sizes = counted_reasons(monkeypatch)
    review(repeated(200, known), jobs=1)
    small = sum(sizes)
    sizes.clear()
    review(repeated(800, known), jobs=1)
    large = sum(sizes)
    assert large < 2 * small, f"reasons counted: {small} for 200 events, {large} for 800"


@pytest.mark.slow
def test_the_review_memory_is_linear() -> None:
    # tracemalloc's peak for 4 times the events: ~4 times at most (the report itself grows with
    # the log); the quadratic caches gave ~16 times.
    def peak(n: int) -> int:
        log = repeated(n, known=2)
        tracemalloc.start()
        try:
            review(log, jobs=1)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    small, large = peak(150), peak(600)
    assert large < 6 * small, f"peak {small / 1e6:.1f} MB at 150 events, {large / 1e6:.1f} at 600"


@pytest.mark.slow
def test_checking_and_analysing_are_linear_in_the_events() -> None:
    def work(log: GameLog) -> None:
        analyzer = Analyzer(log)
        assert analyzer.first_impossible(analyzer.log_keys(), len(log.events)) is None
        view = analyzer.view(seat(log.table.players[0]), len(log.events) // 2)
        assert view.deals

    small, large = repeated(2_500, known=1), repeated(10_000, known=1)
    t_small = best_time(lambda: work(small), tries=2)
    t_large = best_time(lambda: work(large), tries=2)
    assert t_large / t_small < 8, f"10k events take {t_large / t_small:.1f} times 2.5k (~4)"
