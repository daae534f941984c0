"""Benchmark: `check` and `analyze` on public logs with wrong claims written without `actually`.

Issue 14 item 19: after a wrong claim whose cards are not shown, every later hand size depends on
who was dealt the claimed cards. The counter used to place those cards every possible way (and
the consistency check counted with no budget): an eight-player game cut after 80 events took
over a minute in `check`. Now the bounds are tallies of the counting programme.

The logs: careless bots' games (simulate with ``reveal=False``, hands dropped), whole, and the
game of the issue (seed 2, eight players) cut after 80 events. Each command runs as
``python -m fishsolve`` in a fresh process (start-up included), once on this tree and, with
``--before DIR``, once on an older source tree (e.g. ``git archive <commit> fishsolve | tar -x -C
DIR`` plus its built ``_dp`` extension), one after the other, so ratios survive a noisy machine.
A run past ``--timeout`` seconds is stopped and shown as ``> T``.

Run: ``.venv/bin/python bench/bench_wrong_claims.py [--before DIR] [--timeout 60]``; it prints a
Markdown table for docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from fishsolve import GameLog, RuleSet
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.sim.game import simulate

HERE = Path(__file__).resolve().parent.parent

FAMILY: list[tuple[int, int, str, RuleSet]] = [
    (2, 8, "standard", RuleSet()),
    (1, 8, "annul", RuleSet(claim_outcomes=ClaimOutcomes.ANNUL)),
    (3, 8, "bluff", RuleSet(bluff=True)),
    (1, 8, "any-time", RuleSet(any_time=True)),
    (1, 6, "bluff", RuleSet(bluff=True)),
    (2, 6, "annul", RuleSet(claim_outcomes=ClaimOutcomes.ANNUL)),
    (2, 6, "any-time", RuleSet(any_time=True)),
    (1, 6, "split-claims", RuleSet(split_claims=True)),
]


def public(seed: int, players: int, rules: RuleSet) -> GameLog:
    """The careless bots' game as a public log without `actually`."""
    return replace(simulate(seed, players, rules, "careless", reveal=False), hands={})


def logs(folder: Path) -> list[tuple[str, Path, int]]:
    """(name, path, events) of every benchmark log, written into ``folder``."""
    out = []
    issue = public(2, 8, RuleSet())
    cut = issue.with_events(issue.events[:80])
    path = folder / "issue-s2-8p-80.fish"
    path.write_text(write_log(cut))
    out.append(("seed 2, 8p, standard, first 80 events", path, 80))
    for seed, players, name, rules in FAMILY:
        log = public(seed, players, rules)
        path = folder / f"s{seed}-{players}p-{name}.fish"
        path.write_text(write_log(log))
        out.append((f"seed {seed}, {players}p, {name}", path, len(log.events)))
    return out


def timed(tree: Path, args: list[str], timeout: float) -> str:
    """Wall time of ``python -m fishsolve ARGS`` on the source ``tree``."""
    # Both trees cold, in a process of their own. FISHSOLVE_NO_SERVER turns off the warm start of
    # an older checkout that still has it (removed in e856cb6).
    env = {**os.environ, "PYTHONPATH": str(tree), "FISHSOLVE_NO_SERVER": "1"}
    start = time.perf_counter()
    try:
        subprocess.run(
            [sys.executable, "-m", "fishsolve", *args],
            env=env,
            cwd=tempfile.gettempdir(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"> {timeout:g}"
    return f"{time.perf_counter() - start:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="an older source tree to time too")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    args = parser.parse_args()
    trees = [("after", HERE)] + ([("before", args.before)] if args.before else [])
    print(f"Python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cores\n")
    head = "| log | events |"
    rule = "|---|---:|"
    for command in ("check", "analyze"):
        for label, _ in trees:
            head += f" {command} {label} (s) |"
            rule += "---:|"
    print(head)
    print(rule)
    with tempfile.TemporaryDirectory() as tmp:
        for name, path, events in logs(Path(tmp)):
            row = f"| {name} | {events} |"
            for command in ("check", "analyze"):
                for _, tree in trees:
                    row += f" {timed(tree, [command, str(path)], args.timeout)} |"
            print(row, flush=True)


if __name__ == "__main__":
    main()
