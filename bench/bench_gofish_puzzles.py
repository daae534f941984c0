"""Go Fish family puzzles at scale (issue 17): make N puzzles of each game, check each read back
from its file, and hold its answer against the real deal of the simulated game it was cut from.

    python bench/bench_gofish_puzzles.py --count 100 [--games go-fish,authors,simplified-fish]

Prints, per game, how many puzzles passed, their grades and the time per puzzle (median, max).
Any failure is printed with its seed and the script exits 1.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.check import check_file
from fishsolve.gofish.puzzles.make import make_puzzle

# The real deal's answer is read the way the tests read it (their own brute-force rule code).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from test_gofish_puzzle import _true_answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--games", default="go-fish,authors,simplified-fish")
    args = parser.parse_args()
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        for game in args.games.split(","):
            grades: Counter[str] = Counter()
            times = []
            for seed in range(1, args.count + 1):
                started = time.perf_counter()
                made = make_puzzle(game, seed)
                path = Path(folder) / f"{game}-{seed}.fish"
                path.write_text(write_fish_log(made.log), encoding="utf-8")
                report = check_file(path)
                times.append(time.perf_counter() - started)
                ok = report.ok and report.answers == [made.log.answer]
                ok = ok and _true_answer(made) == report.answer
                if not ok:
                    failed += 1
                    print(f"{game} seed {seed}: FAILED {report.question} {report.problems}")
                grades[report.grade or "?"] += 1
            print(
                f"{game}: {args.count} puzzles, grades {dict(grades)}, "
                f"{statistics.median(times):.1f} s median, {max(times):.1f} s max per puzzle"
            )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
