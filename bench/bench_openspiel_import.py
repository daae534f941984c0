"""Benchmark and proof: OpenSpiel ``go_fish`` games imported by ``fishsolve import`` (issue 32).

Needs the ``openspiel`` extra (``pip install 'fishsolve[openspiel]'``). For each seed, a game's
settings are drawn (2 to 10 players; the full deck or a small one of as few ranks as the deal
allows plus a few; ``ask_after_empty_draw`` and ``end_on_first_out`` either way; sometimes an
``initial_cards`` of its own) and OpenSpiel plays it with random legal actions (seeded). Then:

1. fishsolve's reading of OpenSpiel's rules (``gofish/importers/openspiel_play.py``) is compared
   with OpenSpiel at every action: the same legal actions, the same player to act, the same end;
2. the game is imported as the full record, the table's log and every seat's log, each checked
   by ``check`` (a refusal is counted, with its message);
3. soundness by CP-SAT: from every seat and the table, the real deal and stock order fit the
   model of that view's log with every event enforced (:func:`~fishsolve.gofish.sim.audit.
   audit_record`: the constraints of the first n events are a subset of all of them, so this
   covers every position);
4. soundness by counting: at every settled position (the log's next line is an ask) of every
   seat's and the table's imported log that the exact counter answers within its budget, the
   real count of every rank in every hand and in the stock is among the possible ones.

Run: ``.venv/bin/python bench/bench_openspiel_import.py [--games 300] [--jobs 2] [--count]``;
it prints the counts and times as Markdown (docs/import.md).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fishsolve.errors import FishsolveError
from fishsolve.executor import Executor
from fishsolve.families import family_of_source
from fishsolve.family.requests import ImportRecord
from fishsolve.text.reading import LogInput


@dataclass
class Result:
    """What one game gave."""

    players: int
    small: bool
    actions: int = 0
    mismatches: int = 0
    refusals: list[str] = field(default_factory=list)
    views: int = 0
    events: int = 0
    audit_views: int = 0
    audit_positions: int = 0
    counterexamples: int = 0
    counted: int = 0
    settled: int = 0
    facts: int = 0
    wrong_counts: int = 0
    seconds_import: float = 0.0
    seconds_audit: float = 0.0
    seconds_count: float = 0.0


def settings(seed: int) -> tuple[dict[str, Any], bool]:
    """The parameters of game ``seed``, and whether its deck is small."""
    rng = random.Random(seed)
    players = 2 + seed % 9
    params: dict[str, Any] = {
        "players": players,
        "ask_after_empty_draw": rng.random() < 0.5,
        "end_on_first_out": rng.random() < 0.25,
    }
    initial = 7 if players == 2 else 5
    if rng.random() < 0.25:
        initial = rng.randint(2, 7)
        params["initial_cards"] = initial
    small = seed % 2 == 1
    need = -(-(players * initial + 4) // 4)
    if small and need < 13:
        params["ranks"] = rng.randint(need, min(13, need + 3))
    elif need > 13:
        params["initial_cards"] = initial = 4
    return params, small and "ranks" in params


def agree(pyspiel: Any, params: dict[str, Any], rng: random.Random) -> tuple[Any, Any, int, int]:
    """Play a random game in OpenSpiel, comparing fishsolve's reading of the rules at every
    action; the game, the final state, its length and the mismatches found."""
    from fishsolve.gofish.importers.openspiel_play import Phase, SpielRules, SpielTable

    game = pyspiel.load_game("go_fish", params)
    state = game.new_initial_state()
    n = game.num_players()
    initial = params.get("initial_cards", 7 if n == 2 else 5)
    table = SpielTable(
        SpielRules(
            n,
            params.get("ranks", 13),
            initial,
            params["ask_after_empty_draw"],
            params["end_on_first_out"],
        )
    )
    index = mismatches = 0
    while not state.is_terminal():
        legal = sorted(state.legal_actions())
        chance = table.phase in (Phase.DEAL, Phase.FISH, Phase.EMPTY_DRAW)
        ours = -1 if chance else table.current
        if legal != sorted(table.legal_actions()) or state.current_player() != ours:
            return game, state, index, mismatches + 1
        if not legal:
            break
        action = rng.choice(legal)
        state.apply_action(action)
        table.apply(action, index)
        index += 1
    if state.is_terminal() != (table.phase is Phase.OVER or table.played.ended_in_deal):
        mismatches += 1
    return game, state, index, mismatches


def run(seed: int, count: bool = True) -> Result:
    import pyspiel  # type: ignore[import-not-found]

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "gofish"))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_gofish_deduce_sound import check_view, truth

    from fishsolve.gofish.deduce import fish_views
    from fishsolve.gofish.deduce.perspective import at_ask
    from fishsolve.gofish.game.replay import replay
    from fishsolve.gofish.sim.audit import audit_record

    params, small = settings(seed)
    result = Result(params["players"], small)
    rng = random.Random(seed)
    game, state, result.actions, result.mismatches = agree(pyspiel, params, rng)
    text = pyspiel.serialize_game_and_state(game, state)
    family = family_of_source("openspiel")
    record = LogInput(f"openspiel-{seed}.txt", text)
    start = time.perf_counter()
    logs = {}
    for view in ["full", "public", *map(str, range(result.players))]:
        try:
            imported = family.import_record(record, ImportRecord("openspiel", view))
        except FishsolveError as err:
            result.refusals.append(f"seed {seed}, {view}: {err}")
            continue
        logs[imported.view] = imported.log
        result.views += 1
    result.seconds_import = time.perf_counter() - start
    full = logs.get("full")
    if full is None:
        return result
    result.events = len(full.events)
    start = time.perf_counter()
    audit = audit_record(full)
    result.audit_views, result.audit_positions = audit.perspectives, audit.positions
    result.counterexamples = audit.counterexamples
    result.seconds_audit = time.perf_counter() - start
    if not count:
        return result
    start = time.perf_counter()
    true = truth(full)
    for name, log in logs.items():
        if name == "full":
            continue
        rep = replay(log)
        viewer = name if name == "public" else log.seating.player(name)
        settled = [i for i in range(len(log.events) + 1) if at_ask(log, i)]
        result.settled += len(settled)
        for counted in fish_views(log, rep, viewer):
            if at_ask(log, counted.at):
                hands, stock = true[counted.at]
                try:
                    result.facts += check_view(counted, log, hands, stock)
                except AssertionError:
                    result.wrong_counts += 1
                result.counted += 1
    result.seconds_count = time.perf_counter() - start
    return result


def _run_counted(seed: int) -> Result:
    return run(seed, True)


def _run_uncounted(seed: int) -> Result:
    return run(seed, False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--count", action="store_true", help="also check the exact counter")
    args = parser.parse_args()
    start = time.perf_counter()
    work = _run_counted if args.count else _run_uncounted
    results = list(Executor(args.jobs).map(work, range(args.first, args.first + args.games)))
    elapsed = time.perf_counter() - start
    by = Counter((r.players, r.small) for r in results)
    print(f"{len(results)} games in {elapsed:.0f} s ({args.jobs} processes)\n")
    print("| players | full deck | small deck |")
    print("|---|---|---|")
    for n in range(2, 11):
        print(f"| {n} | {by[(n, False)]} | {by[(n, True)]} |")
    refusals = [m for r in results for m in r.refusals]
    print(
        f"\nactions {sum(r.actions for r in results)}, rule mismatches with OpenSpiel "
        f"{sum(r.mismatches for r in results)}; logs imported and checked "
        f"{sum(r.views for r in results)}, refused {len(refusals)}; events in the full records "
        f"{sum(r.events for r in results)}"
    )
    for m in refusals[:10]:
        print("  refused:", m)
    print(
        f"CP-SAT soundness: {sum(r.audit_views for r in results)} views, "
        f"{sum(r.audit_positions for r in results)} positions covered, "
        f"{sum(r.counterexamples for r in results)} counterexamples"
    )
    if args.count:
        print(
            f"exact counter: {sum(r.counted for r in results)} of "
            f"{sum(r.settled for r in results)} settled positions counted within the budget, "
            f"{sum(r.facts for r in results)} facts checked against the real cards, "
            f"{sum(r.wrong_counts for r in results)} counterexamples"
        )
    seconds = [r.seconds_import for r in results]
    audit = sum(r.seconds_audit for r in results) / len(results)
    print(
        f"time per game: import of every view {sum(seconds) / len(seconds):.2f} s "
        f"(max {max(seconds):.2f}), audit {audit:.2f} s"
        + (
            f", counting {sum(r.seconds_count for r in results) / len(results):.2f} s"
            if args.count
            else ""
        )
    )


if __name__ == "__main__":
    main()
