"""Go Fish family puzzles at scale (issue 17): make N puzzles of each game, check each read back
from its file, and hold its answer against the real deal of the simulated game it was cut from.

    python bench/bench_gofish_puzzles.py --count 100 [--games go-fish,authors,simplified-fish]
        [--first 1] [--jobs 2] [--against DIR]

Prints, per game, how many puzzles passed, the mix of kinds, answers and grades, and the time per
puzzle (median, max; wall and CPU of the process that made it). Any failure (a puzzle that does
not pass `puzzle check`, an answer the real deal breaks, or an error while making it) is printed
with its seed and the script exits 1. ``--jobs N`` makes the puzzles in N worker processes
(fishsolve's executor; the results are the same). ``--against DIR`` times the same seeds made by
another checkout (DIR holds its ``fishsolve`` package) side by side with this one: each puzzle in
a fresh process of each tree, one after the other, CPU time compared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The real deal's answer is read the way the tests read it (their own brute-force rule code).
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "gofish"))  # test_gofish_puzzle


@dataclass
class Result:
    game: str
    seed: int
    ok: bool
    kind: str = "?"
    answer: str = "?"
    grade: str = "?"
    moves: int = 0
    events: int = 0
    wall: float = 0.0
    cpu: float = 0.0
    problem: str = ""


def one(item: tuple[str, int]) -> Result:
    """Make, write, read back, check and hold against the real deal one puzzle."""
    from test_gofish_puzzle import _true_answer

    from fishsolve.gofish.game.question import parse_question
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.puzzles.check import check_file
    from fishsolve.gofish.puzzles.make import make_puzzle

    game, seed = item
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        made = make_puzzle(game, seed)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"{game}-{seed}.fish"
            path.write_text(write_fish_log(made.log), encoding="utf-8")
            report = check_file(path)
        truth = _true_answer(made)
    except Exception as err:  # every failure is reported with its seed
        return Result(game, seed, False, problem=f"{type(err).__name__}: {err}")
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    ok = report.ok and report.answers == [made.log.answer] and truth == report.answer
    return Result(
        game,
        seed,
        ok,
        kind=parse_question(report.question).kind,
        answer=report.answer or "?",
        grade=report.grade or "?",
        moves=len(report.moves),
        events=len(made.log.events),
        wall=wall,
        cpu=cpu,
        problem="" if ok else f"{report.question} {report.problems} real deal: {truth}",
    )


def _answer_class(r: Result) -> str:
    if r.kind == "count":
        return f"count={r.answer}"
    if r.kind == "holder":
        return "holder=stock" if r.answer == "stock" else "holder=player"
    return r.kind


def summary(game: str, results: list[Result]) -> str:
    good = [r for r in results if r.ok]
    walls = [r.wall for r in good] or [0.0]
    cpus = [r.cpu for r in good] or [0.0]
    kinds = Counter(r.kind for r in good)
    answers = Counter(_answer_class(r) for r in good)
    grades = Counter(r.grade for r in good)
    moves = Counter(r.moves for r in good)
    return (
        f"{game}: {len(good)}/{len(results)} passed; kinds {dict(sorted(kinds.items()))}; "
        f"answers {dict(sorted(answers.items()))}; grades {dict(sorted(grades.items()))}; "
        f"moves cited {dict(sorted(moves.items()))}; "
        f"mean history {statistics.mean(r.events for r in good) if good else 0:.1f} moves; "
        f"wall {statistics.median(walls):.2f} s median, {max(walls):.2f} s max; "
        f"CPU {statistics.median(cpus):.2f} s median, {sum(cpus):.1f} s total"
    )


_CHILD = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from fishsolve.gofish.puzzles.make import make_puzzle
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.puzzles.check import solve_puzzle
cpu, wall = time.process_time(), time.perf_counter()
made = make_puzzle(sys.argv[2], int(sys.argv[3]))
report = solve_puzzle(parse_fish_log(write_fish_log(made.log)))
print(json.dumps([time.process_time() - cpu, time.perf_counter() - wall, report.question,
                  report.answer, report.grade]))
"""


def against(games: list[str], seeds: range, other: Path) -> None:
    """The same seeds made by this tree and by ``other``, each in a fresh process, in turn."""
    trees = {"this": ROOT, "other": other.resolve()}
    for game in games:
        cpu: dict[str, list[float]] = {name: [] for name in trees}
        for seed in seeds:
            for name, tree in trees.items():
                out = subprocess.run(
                    [sys.executable, "-c", _CHILD, str(tree), game, str(seed)],
                    capture_output=True,
                    text=True,
                    check=True,
                    env={**os.environ, "PYTHONPATH": str(tree)},
                )
                c, w, q, a, g = json.loads(out.stdout.strip().splitlines()[-1])
                cpu[name].append(c)
                print(f"  {game} seed {seed} {name}: {c:.2f} s CPU ({w:.2f} wall) {q} {a} {g}")
        this, old = sum(cpu["this"]), sum(cpu["other"])
        print(
            f"{game}: seeds {seeds.start}-{seeds.stop - 1}: this tree {this:.1f} s CPU "
            f"(median {statistics.median(cpu['this']):.2f}), other {old:.1f} s CPU "
            f"(median {statistics.median(cpu['other']):.2f}): {old / this:.1f}x",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--games", default="go-fish,authors,simplified-fish")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--against", type=Path, default=None)
    args = parser.parse_args()
    games = args.games.split(",")
    seeds = range(args.first, args.first + args.count)
    if args.against is not None:
        against(games, seeds, args.against)
        return
    from fishsolve.executor import Executor

    failed = 0
    for game in games:
        started = time.perf_counter()
        results = []
        for r in Executor(args.jobs).map(one, [(game, s) for s in seeds]):
            results.append(r)
            line = f"  {game} seed {r.seed}: {r.kind} {r.answer} {r.grade} {r.cpu:.2f} s CPU"
            print(line if r.ok else f"  {game} seed {r.seed}: FAILED {r.problem}", flush=True)
        failed += sum(1 for r in results if not r.ok)
        print(summary(game, results), flush=True)
        print(f"{game}: {time.perf_counter() - started:.0f} s wall, --jobs {args.jobs}", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
