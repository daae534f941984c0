"""Generate puzzles of every kind, grade and table size; report grades and generation speed.

Run from the repository root: ``python bench/bench_puzzles.py [--count 1000] [--jobs 2]``. The
count is spread evenly over the 12 requests (holder / claim x easy / medium / hard x 6 / 8
players, seed 1). Every puzzle is checked again from its file text (``puzzle check``), and its
answer was checked against the real deal when it was made. Prints, per request, the puzzles
made, the wall time and the puzzles per minute; the grades of every candidate graded along the
way (how grades fall in real positions); the totals; and the CPU time per puzzle, which does not
depend on what else the machine is running. ``--out DIR`` also writes every
puzzle's files (``.fish``, ``.md``, ``.html``).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from fishsolve.literature.game.question import KINDS
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.puzzles.check import solve_puzzle
from fishsolve.literature.puzzles.grading import LEVELS
from fishsolve.literature.puzzles.make import PuzzleSpec, make_puzzle
from fishsolve.literature.puzzles.page import puzzle_page
from fishsolve.literature.render.puzzle import puzzle_html, puzzle_markdown

Result = tuple[str, str, str, tuple[str, ...], float, float]


def _one(job: tuple[PuzzleSpec, int, str | None]) -> Result:
    """Make puzzle ``index`` of ``spec``, check it from its text; return its grade and times."""
    spec, index, out = job
    start, cpu = time.perf_counter(), time.process_time()
    made = make_puzzle(spec, index)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    checked = solve_puzzle(parse_log(made.text, f"{made.name}.fish"), f"{made.name}.fish")
    assert checked.ok, (made.name, checked.problems)
    assert checked.grade is not None
    assert made.report.grade is not None
    assert checked.grade.level == made.report.grade.level == spec.difficulty, made.name
    if out is not None:
        folder = Path(out)
        page = puzzle_page(made.name, made.log, made.report)
        (folder / f"{made.name}.fish").write_text(made.text, encoding="utf-8")
        (folder / f"{made.name}.md").write_text(puzzle_markdown(page), encoding="utf-8")
        (folder / f"{made.name}.html").write_text(puzzle_html(page), encoding="utf-8")
    key = f"{spec.kind} {spec.difficulty} {spec.players}p"
    return key, made.name, checked.grade.level, made.graded, seconds, cpu


def main() -> None:
    """Make the puzzles (in parallel) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=str, default=None)
    args = parser.parse_args()
    specs = [
        PuzzleSpec(kind, level, players, args.seed)
        for kind in KINDS
        for level in LEVELS
        for players in (6, 8)
    ]
    jobs = [
        (spec, index, args.out)
        for i, spec in enumerate(specs)
        for index in range(args.count // len(specs) + (i < args.count % len(specs)))
    ]
    if args.out:
        Path(args.out).mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    grades: Counter[str] = Counter()
    candidates: Counter[str] = Counter()
    per_request: dict[str, list[float]] = {}
    cpu_request: dict[str, list[float]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        for done, (key, _name, level, graded, seconds, cpu) in enumerate(
            pool.map(_one, jobs, chunksize=1), start=1
        ):
            grades[level] += 1
            candidates.update(graded)
            per_request.setdefault(key, []).append(seconds)
            cpu_request.setdefault(key, []).append(cpu)
            if done % 25 == 0:
                print(f"  {done}/{len(jobs)} after {time.perf_counter() - start:.0f} s", flush=True)
    wall = time.perf_counter() - start
    print(
        f"{len(jobs)} puzzles in {wall:.0f} s with {args.jobs} processes: "
        f"{len(jobs) / wall * 60:.1f} puzzles per minute"
    )
    print("grades of the puzzles made: " + ", ".join(f"{g} {grades[g]}" for g in LEVELS))
    total = sum(candidates.values())
    print(
        f"grades of all {total} candidates graded: "
        + ", ".join(f"{g} {candidates[g]} ({candidates[g] / total:.0%})" for g in LEVELS)
    )
    every = [t for ts in cpu_request.values() for t in ts]
    print(f"CPU time per puzzle: mean {sum(every) / len(every):.2f} s, max {max(every):.1f} s")
    print("request                 n   wall s/puzzle mean  max   CPU s/puzzle mean  max")
    for key, times in per_request.items():
        cpus = cpu_request[key]
        print(
            f"{key:22} {len(times):3}   {sum(times) / len(times):14.1f} {max(times):5.1f}"
            f"   {sum(cpus) / len(cpus):13.1f} {max(cpus):5.1f}"
        )


if __name__ == "__main__":
    main()
