"""Benchmark: the command line's start-up, side by side with a second install and with rich.

What it measures, each figure over ``--runs`` runs taken in turn (A B A B ...), so that a ratio
survives a machine whose speed drifts:

- **own import cost** of the command line: ``PY -X importtime -m fishsolve --version``, the sum
  of the cumulative times of the imports that start at the top level with a ``fishsolve`` module
  (``fishsolve`` itself, which ``-m`` imports first, then ``fishsolve.cli`` from
  ``__main__``): everything the command line imports, fishsolve's modules and every library
  they pull in, and nothing the interpreter imports at its own start-up (``site``, ``encodings``,
  an editable install's finder). Also the modules imported that ``PY -c pass`` does not
  import, and whether ortools, pydantic or a deduction engine are among them.
- **analyze wall time**: ``fishsolve analyze samples/friday-club.fish --at 2`` as a whole
  process (the console script next to ``PY``), beside ``PY -c "import rich"``, and their ratio
  run by run.
- **the floor**: the import cost of ``import typer, typer.main`` (the command-line library a
  cold ``--version`` needs before any of fishsolve's code) and the wall time of ``import typer,
  typer.main, rich.console, rich.table`` over ``import rich``'s (what a cold ``analyze`` cannot
  do without, before reading the log): no cold command can go under these.

Every command runs outside the repository, so that each Python imports its own install.

With ``--base OTHER_PY`` (a second venv with the main branch installed) every figure is measured
for both, interleaved, and the table gives before/after. Run from the repository root:
``.venv/bin/python bench/bench_startup.py [--base /tmp/venv-base/bin/python] [--runs 15]
[--split] [--profile]``; it prints a Markdown table (``--split`` adds where one ``analyze`` spends
its time in one process, ``--profile`` the self import time of one ``analyze`` by package).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = str(ROOT / "samples" / "friday-club.fish")
ELSEWHERE = tempfile.gettempdir()
"""Where the commands run: not the repository, whose ``fishsolve`` ``-m`` would import first."""
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""The environment of every command: bytecode written and read, as an installed package has it.
With ``PYTHONDONTWRITEBYTECODE`` set (some shells set it) every run compiles every module it
imports from source, which made fishsolve's modules look two to three times dearer than they
are."""
HEAVY = (
    "ortools",
    "pydantic",
    "numpy",
    "fishsolve.literature.deduce.count",
    "fishsolve.literature.deduce.cpsat",
)
"""Prefixes of modules that ``--version`` should not need."""
FLOOR_IMPORT = "import typer, typer.main"
"""What a cold ``--version`` cannot do without: the command-line library (its own import cost,
by ``-X importtime``, is the floor of the CLI's)."""
FLOOR = "import typer, typer.main, rich.console, rich.table"
"""What a cold ``analyze`` cannot do without: the command-line library and the rich modules its
table is drawn with (its wall time, over ``import rich``'s, is the floor of the cold ratio)."""


@dataclass(frozen=True)
class Import:
    """One line of ``-X importtime``: self and cumulative microseconds, nesting depth, name."""

    self_us: int
    cumulative_us: int
    depth: int
    name: str


def parse_importtime(stderr: str) -> list[Import]:
    """The imports ``-X importtime`` reports on ``stderr``, in its order (children first)."""
    found = []
    for line in stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line[len("import time:") :].split("|")
        depth = (len(name) - len(name.lstrip(" ")) - 1) // 2
        found.append(Import(int(own), int(cumulative), depth, name.strip()))
    return found


def own_cost_ms(imports: list[Import], top: tuple[str, ...] = ("fishsolve",)) -> float:
    """The cumulative import time of the top-level imports of the packages ``top``, in ms."""
    found = [i for i in imports if i.depth == 0 and i.name.split(".")[0] in top]
    return sum(i.cumulative_us for i in found) / 1000


def console_script(python: str) -> list[str]:
    """The ``fishsolve`` command installed beside ``python`` (``python -m fishsolve`` if none)."""
    script = Path(python).parent / "fishsolve"
    return [str(script)] if script.exists() else [python, "-m", "fishsolve"]


def importtime(python: str, *args: str, env: dict[str, str] = ENV) -> list[Import]:
    """The imports of one run of ``python -X importtime ARGS``."""
    run = subprocess.run(
        [python, "-X", "importtime", *args],
        capture_output=True,
        text=True,
        cwd=ELSEWHERE,
        env=env,
        check=True,
    )
    return parse_importtime(run.stderr)


def wall(command: list[str], env: dict[str, str] = ENV) -> float:
    """Seconds one run of ``command`` takes, output discarded."""
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, cwd=ELSEWHERE, env=env, check=True)
    return time.perf_counter() - start


def summary(values: list[float]) -> tuple[float, float]:
    """Median and 90th percentile."""
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return statistics.median(ordered), p90


@dataclass
class Install:
    """One Python with fishsolve installed, and what was measured of it."""

    label: str
    python: str
    own_ms: list[float] = field(default_factory=list)
    analyze_s: list[float] = field(default_factory=list)
    rich_s: list[float] = field(default_factory=list)
    floor_ms: list[float] = field(default_factory=list)
    floor_s: list[float] = field(default_factory=list)
    modules: int = 0
    heavy: tuple[str, ...] = ()

    def measure_once(self) -> None:
        """One run of each figure (the caller interleaves installs)."""
        version = ("-m", "fishsolve", "--version")
        analyze = [*console_script(self.python), "analyze", SAMPLE, "--at", "2"]
        self.own_ms.append(own_cost_ms(importtime(self.python, *version)))
        self.analyze_s.append(wall(analyze))
        self.rich_s.append(wall([self.python, "-c", "import rich"]))
        self.floor_ms.append(own_cost_ms(importtime(self.python, "-c", FLOOR_IMPORT), ("typer",)))
        self.floor_s.append(wall([self.python, "-c", FLOOR]))

    def clear(self) -> None:
        """Forget what was measured (after the warm-up run)."""
        for values in (
            self.own_ms,
            self.analyze_s,
            self.rich_s,
            self.floor_ms,
            self.floor_s,
        ):
            values.clear()

    def count_modules(self) -> None:
        """How many modules ``--version`` imports beyond a bare interpreter; the heavy ones."""
        bare = {i.name for i in importtime(self.python, "-c", "pass")}
        names = {i.name for i in importtime(self.python, "-m", "fishsolve", "--version")} - bare
        self.modules = len(names)
        self.heavy = tuple(sorted({h for h in HEAVY for n in names if n.startswith(h)}))


def ratios(install: Install) -> list[float]:
    """analyze (cold) / import rich, run by run."""
    return [a / r for a, r in zip(install.analyze_s, install.rich_s, strict=True)]


def floors(install: Install) -> list[float]:
    """``python -c FLOOR`` / import rich, run by run: what a cold analyze cannot go under."""
    return [f / r for f, r in zip(install.floor_s, install.rich_s, strict=True)]


def row(
    name: str, unit: str, values: Callable[[Install], list[float]], installs: list[Install]
) -> str:
    """One Markdown row: median and p90 of each install, and the ratio of medians."""
    digits = {"ms": 0, "s": 3, "x": 2}[unit]
    cells = []
    medians = []
    for install in installs:
        if not values(install):
            cells.append("-")
            medians.append(0.0)
            continue
        median, p90 = summary(values(install))
        medians.append(median)
        cells.append(f"{median:.{digits}f} / {p90:.{digits}f}")
    if len(installs) == 2:
        cells.append(f"{medians[1] / medians[0]:.2f}×" if medians[0] and medians[1] else "-")
    return f"| {name} ({unit}) | " + " | ".join(cells) + " |"


SPLIT = """
import contextlib, io, sys, time
t0 = time.perf_counter()
from fishsolve.cli.commands import run as main
t1 = time.perf_counter()
import fishsolve.families, fishsolve.literature.family, fishsolve.literature.notation.load
import fishsolve.literature.reports.analyze, fishsolve.literature.render.analysis, rich.console
t2 = time.perf_counter()
def run():
    sys.argv = ["fishsolve", "analyze", sys.argv[1], "--at", "2"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
        main()
run()
t3 = time.perf_counter()
run()
t4 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2, t4 - t3)
"""
"""In one process: import the command line; import what ``analyze`` loads besides; the first
``analyze`` (its work, and imports missed); a second one (the work alone, caches warm)."""


def split(python: str, runs: int) -> list[tuple[float, ...]]:
    """``runs`` measurements of :data:`SPLIT`, seconds."""
    found = []
    for _ in range(runs):
        run = subprocess.run(
            [python, "-c", SPLIT, SAMPLE],
            capture_output=True,
            text=True,
            cwd=ELSEWHERE,
            env=ENV,
            check=True,
        )
        found.append(tuple(float(x) for x in run.stdout.split()))
    return found


def print_split(installs: list[Install], runs: int) -> None:
    """Where one ``analyze`` spends its time, in one process (medians, ms)."""
    print("\nOne `analyze` in one process (cold), medians of", runs, "runs in turn, ms:\n")
    print("| install | import the CLI | import analyze's modules | first run | second run |")
    print("|---|---|---|---|---|")
    found: dict[str, list[tuple[float, ...]]] = {install.label: [] for install in installs}
    for _ in range(runs):  # in turn, as the other figures
        for install in installs:
            found[install.label] += split(install.python, 1)
    for install in installs:
        parts = list(zip(*found[install.label], strict=True))
        cells = " | ".join(f"{1000 * statistics.median(p):.0f}" for p in parts)
        print(f"| {install.label} | {cells} |")


def profile(python: str) -> None:
    """The slowest top-level imports of one ``analyze`` run, and the self time by package."""
    script = console_script(python)
    command = script[:1] if len(script) == 1 else ["-m", "fishsolve"]
    imports = importtime(python, *command, "analyze", SAMPLE, "--at", "2")
    by_package: dict[str, int] = {}
    for i in imports:
        parts = i.name.split(".")
        key = ".".join(parts[:2]) if parts[0] == "fishsolve" else parts[0]
        by_package[key] = by_package.get(key, 0) + i.self_us
    print(f"\nSelf import time of one `analyze` by package ({python}), ms:")
    for key, us in sorted(by_package.items(), key=lambda kv: -kv[1])[:20]:
        print(f"- {key}: {us / 1000:.1f}")


def main() -> None:
    """Measure, interleaved, and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--base", help="the Python of a second install (before)")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--split", action="store_true", help="also time analyze's parts")
    args = parser.parse_args()
    installs = []
    if args.base:
        installs.append(Install("before", args.base))
    installs.append(Install("after" if args.base else "this", sys.executable))
    for install in installs:  # one warm-up each: compiled bytecode, the file cache
        install.measure_once()
        install.clear()
        install.count_modules()
    for _ in range(args.runs):
        for install in installs:
            install.measure_once()
    print(f"{args.runs} runs of each, interleaved; {os.cpu_count()} CPUs; median / p90\n")
    head = " | ".join(i.label for i in installs)
    extra = " | after/before" if len(installs) == 2 else ""
    print(f"| figure | {head}{extra} |")
    print("|---" * (len(installs) + 1 + (len(installs) == 2)) + "|")
    print(row("own import cost of `--version`", "ms", lambda i: i.own_ms, installs))
    print(row("`analyze --at 2` wall", "s", lambda i: i.analyze_s, installs))
    print(row("`python -c 'import rich'` wall", "s", lambda i: i.rich_s, installs))
    print(row("cold analyze / import rich, run by run", "x", ratios, installs))
    print(row("floor: import cost of `import typer`", "ms", lambda i: i.floor_ms, installs))
    print(row("floor: typer and rich's console and table / import rich", "x", floors, installs))
    print()
    for install in installs:
        heavy = ", ".join(install.heavy) or "none"
        print(
            f"- {install.label}: `--version` imports {install.modules} modules beyond a bare "
            f"interpreter; of {', '.join(HEAVY)}: {heavy}"
        )
    if args.split:
        print_split(installs, args.runs)
    if args.profile:
        for install in installs:
            profile(install.python)


if __name__ == "__main__":
    main()
