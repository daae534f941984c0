"""Benchmark: the bots -- tracker against random, claimable sets random bots leave, and timings.

Three parts (all by default, or name some):

- ``tournament``: ``fishsolve tournament``'s library on ``--deals`` deals (each played twice,
  teams swapped), tracker against random, six players, standard rules: rates with 95% intervals.
- ``unclaimed``: on ``--unclaimed-games`` random-against-random games, every position is analysed
  from every seat; a half-suit is *provable by a team* from the first position at which one of its
  members can prove all six holders (its ``claimable`` entry lists that member among the
  claimers) until it is claimed. For each such episode: how many decisions on turn a member who
  could prove it made without claiming it, how many of the team's turns and how many events passed
  until the claim, and how the claim went.
- ``timing``: ``--timing-games`` random-against-random games simulated and written as text, then
  each read back and fully checked (``fishsolve check``: parse, replay, and the real deal against
  every event), one process.

Run: ``.venv/bin/python bench/bench_bots.py [tournament unclaimed timing] [--deals 500]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from fishsolve.family.simulated import play_games
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.audit import seat_perspective
from fishsolve.literature.game.events import Claim
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.setup import Setup
from fishsolve.literature.sim.tournament import play_tournament

PARTS = ("tournament", "unclaimed", "timing")


def children_cpu() -> float:
    """CPU seconds of the finished worker processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def tournament(deals: int, processes: int) -> None:
    setup = Setup.parse(bots="tracker,random")
    start, cpu = time.perf_counter(), children_cpu() + time.process_time()
    report = play_tournament(setup, deals, 1, processes)
    wall = time.perf_counter() - start
    cpu = children_cpu() + time.process_time() - cpu
    print(f"\n## Tournament: tracker vs random, {report.games} games ({deals} deals x 2)\n")
    print(
        f"{processes} processes, {wall / 60:.1f} min wall, {cpu / report.games:.2f} CPU s a game "
        "(simulation with the tracker's analyses, and the replay that scores it)\n"
    )
    print("| result | games | share | 95% interval |")
    print("|---|---:|---:|---|")
    for label, rate in (
        ("tracker wins", report.wins),
        ("draws", report.draws),
        ("random wins", report.losses),
    ):
        print(
            f"| {label} | {rate.count} | {100 * rate.share:.1f}% | "
            f"{100 * rate.low:.1f}% - {100 * rate.high:.1f}% |"
        )
    print(
        f"\nSets per game: tracker {report.sets_for:.2f}, random {report.sets_against:.2f}; "
        f"{report.events:.0f} events per game; by team: {report.by_team}; design effect "
        f"{report.design_effect:.2f}"
    )


@dataclass(frozen=True)
class Episode:
    """A half-suit provable by a team, from the first position one member could prove it."""

    half_suit: str
    team: str
    start: int
    """Position (events so far) at which it first became provable by the team."""
    settled: int | None
    """Number of the event that settled it (None: the game ended first)."""
    missed: int
    """Decisions on turn by a member who could prove it, without claiming it."""
    turns: int
    """Turns of the team (runs of events by one of its players on turn) before it was settled."""
    outcome: str
    """'right', 'wrong', 'annulled' by the team; 'by the opponents'; or 'never'."""


def episodes_of(seed: int) -> tuple[list[Episode], float]:
    """Every provable-by-a-team episode of the random-against-random game of ``seed``."""
    began = time.process_time()
    log = Setup.parse(bots="random").game(seed)
    analyzer = Analyzer(log)
    states = analyzer.replay.states
    players = log.table.players
    # provers[at][(half, team)] = members who can prove it after ``at`` events.
    provers: list[dict[tuple[str, str], set[str]]] = []
    for at in range(len(log.events) + 1):
        here: dict[tuple[str, str], set[str]] = {}
        for p in players:
            view = analyzer.view(seat_perspective(p), at)
            for s in view.claimable:
                if s.team == p.team.name and p.name in s.claimers:
                    here.setdefault((s.half_suit, s.team), set()).add(p.name)
        provers.append(here)
        analyzer.forget()
    settled_at = {
        e.half_suit.key: (i, e) for i, e in enumerate(log.events, 1) if isinstance(e, Claim)
    }
    found: list[Episode] = []
    seen: set[tuple[str, str]] = set()
    for at, here in enumerate(provers):
        for key in here:
            if key in seen:
                continue
            seen.add(key)
            half, team = key
            end, claim = settled_at.get(half, (None, None))
            # Positions at..last come before the claim; the decision at position k is event k+1.
            last = end - 1 if end is not None else len(log.events)
            missed = turns = 0
            previous = None
            for k in range(at, last + 1):
                turn = states[k].turn
                if turn is not None and turn.team.name == team:
                    turns += turn != previous
                    can_claim = states[k].hand_size(turn).lo > 0
                    if k < last and can_claim and turn.name in provers[k].get(key, set()):
                        missed += 1
                previous = turn
            if claim is None:
                outcome = "never"
            elif claim.claimer.team.name != team:
                outcome = "by the opponents"
            else:
                outcome = claim.outcome.value
            found.append(Episode(half, team, at, end, missed, turns, outcome))
    return found, time.process_time() - began


def unclaimed(games: int, processes: int) -> None:
    start = time.perf_counter()
    episodes: list[Episode] = []
    core = 0.0
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        for found, spent in pool.imap_unordered(episodes_of, range(1, games + 1)):
            episodes.extend(found)
            core += spent
    wall = time.perf_counter() - start
    print(f"\n## Provable sets left unclaimed: {games} random-vs-random games (seeds 1-{games})\n")
    print(f"{processes} processes, {wall / 60:.1f} min wall, {core / games:.1f} CPU s a game\n")
    n = len(episodes)
    at_once = [e for e in episodes if e.missed == 0]
    late = [e for e in episodes if e.missed > 0]
    print(f"Episodes (a half-suit provable by a team from some member's own view): {n}")
    print(f"- claimed at the team's first chance (no decision passed it by): {len(at_once)}")
    print(f"- passed by at least once: {len(late)}")
    if late:
        missed = [e.missed for e in late]
        turns = [e.turns for e in late]
        print(
            f"  - decisions passing it by: median {statistics.median(missed)}, mean "
            f"{statistics.mean(missed):.1f}, max {max(missed)}"
        )
        print(
            f"  - team turns until it was settled: median {statistics.median(turns)}, mean "
            f"{statistics.mean(turns):.1f}, max {max(turns)}"
        )
    delays = [e.settled - e.start for e in episodes if e.settled is not None]
    if delays:
        print(
            f"- events from provable to settled: median {statistics.median(delays)}, mean "
            f"{statistics.mean(delays):.1f}, max {max(delays)}"
        )
    outcomes: dict[str, int] = {}
    for e in episodes:
        outcomes[e.outcome] = outcomes.get(e.outcome, 0) + 1
    print(f"- how they ended: {dict(sorted(outcomes.items()))}")


def timing(games: int) -> None:
    setup = Setup.parse(bots="random")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        start = time.process_time()
        events = 0
        for seed, log in enumerate(play_games((setup, s) for s in range(1, games + 1)), 1):
            (out / f"game-{seed}.fish").write_text(write_log(log), encoding="utf-8")
            events += len(log.events)
        simulated = time.process_time() - start
        start = time.process_time()
        bad = 0
        for seed in range(1, games + 1):
            report = check_file(out / f"game-{seed}.fish")
            bad += not report.ok
        checked = time.process_time() - start
    print(f"\n## Simulate and check: {games} random-vs-random games, one process, CPU time\n")
    print(f"{events} events ({events / games:.0f} a game)\n")
    print(f"- simulate and write: {simulated:.1f} s ({1000 * simulated / games:.0f} ms a game)")
    print(f"- read and fully check: {checked:.1f} s ({1000 * checked / games:.0f} ms a game)")
    print(f"- games failing the check: {bad}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("parts", nargs="*", help=f"any of {', '.join(PARTS)} (default: all)")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--unclaimed-games", type=int, default=24)
    parser.add_argument("--timing-games", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    args.parts = args.parts or list(PARTS)
    unknown = set(args.parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown part {sorted(unknown)[0]!r}; choose from {', '.join(PARTS)}")
    machine = platform.processor() or platform.machine()
    print(f"# Bots bench: {machine}, Python {platform.python_version()}")
    if "tournament" in args.parts:
        tournament(args.deals, args.processes)
    if "unclaimed" in args.parts:
        unclaimed(args.unclaimed_games, args.processes)
    if "timing" in args.parts:
        timing(args.timing_games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
