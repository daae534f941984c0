"""Every command on long logs: wall time and peak memory as the log grows (issue 14, item 24).

Run from the repository root: ``python bench/bench_long_logs.py [--sizes 1000 4000 ...]``;
``--only explain "review -j2"`` runs some commands, ``--tree DIR`` runs them with the package of
another checkout (``DIR/fishsolve``, put first on ``PYTHONPATH``), for a side-by-side run.
A long log can only be long by repeating itself: two players ask each other for the same cards
("no" every time) on a shuffled six-player deal whose first hand is given (so that every command
has a seat to look from). Each command runs as its own process (``fishsolve ...``), timed with
its peak resident memory (``os.wait4``); linear work shows as times and memory growing no faster
than the log (the start-up, about a second, is the same for all).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fishsolve.cards import Card
from fishsolve.literature.game.events import Ask, GameLog
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.notation.writer import write_log
from fishsolve.seating import Player, Table

FISHSOLVE = str(Path(sys.executable).with_name("fishsolve"))


def repeated(n: int, known: int = 1, seed: int = 1) -> GameLog:
    """``n`` events of Ana and Bo asking each other for the same cards, "no" every time."""
    table = Table.from_names(["Ana", "Bo", "Cy", "Di", "Ed", "Flo"])
    rules = RuleSet()
    deck = rules.deck
    cards = list(deck.cards)
    random.Random(seed).shuffle(cards)
    size = len(cards) // len(table)
    hands = {p: frozenset(cards[i * size : (i + 1) * size]) for i, p in enumerate(table.players)}
    ana, bo = table.players[0], table.players[1]

    def legal_no(asker: Player, target: Player) -> Card:
        return next(
            c
            for c in deck.cards
            if c not in hands[asker]
            and c not in hands[target]
            and any(o in hands[asker] for o in deck.half_suit_of(c).cards)
        )

    first, second = Ask(ana, bo, legal_no(ana, bo), False), Ask(bo, ana, legal_no(bo, ana), False)
    events = tuple(first if i % 2 == 0 else second for i in range(n))
    return GameLog(table, rules, {p: hands[p] for p in table.players[:known]}, events, ana)


def run(args: list[str], tree: str | None = None) -> tuple[float, float]:
    """Wall seconds and peak resident MB of ``fishsolve args`` (output discarded), with the
    package of checkout ``tree`` if given."""
    # In a process of its own (its peak memory is what is measured). FISHSOLVE_NO_SERVER turns off
    # the warm start of an older checkout (--tree) that still has it (removed in e856cb6).
    env = {**os.environ, "FISHSOLVE_NO_SERVER": "1"}
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [tree, env.get("PYTHONPATH")]))
    start = time.perf_counter()
    child = subprocess.Popen([FISHSOLVE, *args], stdout=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"fishsolve {' '.join(args)} failed")
    return seconds, usage.ru_maxrss / 1024


def main() -> None:
    """Time every command on logs of each size, one table row per size."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 4_000, 12_500, 50_000])
    parser.add_argument("--skip", nargs="*", default=[], help="commands to leave out")
    parser.add_argument("--only", nargs="*", default=None, help="the commands to run")
    parser.add_argument("--tree", default=None, help="a checkout whose package to run")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rows = []
        for n in args.sizes:
            log = repeated(n)
            path = Path(folder, f"long-{n}.fish")
            path.write_text(write_log(log))
            json_path = Path(folder, f"long-{n}.json")
            run(["convert", "--to", "json", str(path), "-o", str(json_path)])
            first, asked = log.events[0], log.events[1]
            assert isinstance(first, Ask)
            assert isinstance(asked, Ask)
            half = log.rules.deck.half_suit_of(asked.card).name
            # Proved by the log (line 4, the first of its repeats), not by Ana's own hand.
            fact = f"{first.card} not {first.target}"
            commands = {
                "check": ["check", str(path)],
                "convert json": ["convert", "--to", "json", str(path)],
                "convert text": ["convert", "--to", "text", str(json_path)],
                "analyze --at n/2": ["analyze", "--at", str(n // 2), str(path)],
                "explain": ["explain", str(path), fact, "--as", "public"],
                "risk": ["risk", str(path), half],
                "review -j1": ["review", "-q", "--jobs", "1", "--json", str(path)],
                "review -j2": ["review", "-q", "--jobs", "2", "--json", str(path)],
            }
            row = [f"{n:,}"]
            for name, command in commands.items():
                if not wanted(name, args.skip, args.only):
                    continue
                seconds, mb = run(command, args.tree)
                row.append(f"{seconds:.1f} s / {mb:.0f} MB")
                print(f"{n:>6} events  {name:17} {seconds:7.1f} s {mb:7.0f} MB", flush=True)
            rows.append(row)
        names = [c for c in commands if wanted(c, args.skip, args.only)]
        print("\n| events | " + " | ".join(names) + " |")
        print("|---" * (len(names) + 1) + "|")
        for row in rows:
            print("| " + " | ".join(row) + " |")


def wanted(name: str, skip: list[str], only: list[str] | None) -> bool:
    """Is command ``name`` to be run?"""
    return name not in skip and (only is None or name in only)


if __name__ == "__main__":
    main()
