"""`fishsolve live` under kill -9, hundreds of times (issue 13's crash test at scale).

A child `fishsolve live GAME --plain --json` is fed a whole simulated game and killed with
SIGKILL at a random instant; the file it leaves must be a prefix of the intended log that
`fishsolve check` accepts. The test suite does this 4 times (and 40 in its slow part); this script
does it as often as asked and prints how many runs ended at how many events.

    python bench/bench_live_crash.py --runs 300 [--seed 11]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    text = write_log(simulate(args.seed, 6, bots=("tracker", "random")))
    head, _, body = text.partition("\n\n")
    head += "\n"
    events = [line for line in body.splitlines() if line.strip()]
    intended = head + "".join(line + "\n" for line in events)
    rng = random.Random(args.seed)
    kept: Counter[int] = Counter()
    bad = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for run in range(args.runs):
            path = Path(folder) / f"crash{run}.fish"
            path.write_text(head)
            child = subprocess.Popen(
                [sys.executable, "-m", "fishsolve", "live", str(path), "--plain", "--json"],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
            assert child.stdin is not None
            child.stdin.write("".join(line + "\n" for line in events).encode())
            child.stdin.flush()
            time.sleep(rng.uniform(0.3, 2.5))
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdin.close()
            text = path.read_text()
            ok = intended.startswith(text) and check_file(path).ok
            bad += not ok
            kept[len(parse_log(text).events)] += 1
    took = time.perf_counter() - started
    inside = sum(n for events_kept, n in kept.items() if 0 < events_kept < len(events))
    print(f"{args.runs} runs in {took:.0f} s; the game has {len(events)} events")
    print(f"files that are a prefix of the intended log and pass check: {args.runs - bad}")
    print(f"runs killed mid-game (0 < events kept < {len(events)}): {inside}")
    print(f"distinct stopping points: {len(kept)}")


if __name__ == "__main__":
    main()
