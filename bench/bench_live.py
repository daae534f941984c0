"""Benchmark: `fishsolve live`'s update after each event, on six- and eight-player games.

Games are simulated (fixed seeds, the tracker bot against random bots, full-deal logs). Each is fed
to a :class:`fishsolve.literature.live.session.LiveSession` event by event, as typed lines, from one
seat's view (the first player, who knows their own hand) and from the public view; the time of each
``feed`` is measured whole: reading the line after the headers, the replay step, the consistency
check, the analysis (claimable sets with claimers, sure asks, the best ask by exact chance for a
seat) and the atomic rewrite of the file (fsync included), in a temporary folder.

As a side-by-side reference, the same positions are also analysed the way a user re-running
``analyze --at N --brief`` would: a new analyzer of the log so far (no live state), without the
file write. Targets (issue 13): median <= 50 ms and p90 <= 150 ms per event on six players.

The Go Fish family (``--gofish``, or ``--gofish-only``): the family's samples are typed into a
:class:`fishsolve.gofish.live.session.FishLiveSession` line by line, from the seat that kept them
(the full deal for the full record); each ``feed`` is timed whole (the log read, replayed, checked
by CP-SAT, analysed exactly, the what-changed list, the atomic write), and so is the completion of
every prefix of every line (one call per keystroke on the screen).

Simulated 52-card Go Fish games (``--fish-sim 3,4``: those table sizes, seeds 1 and 2, random
bots) are typed from the first seat into two sessions side by side, event by event: one as live
runs (past the exact count's budget, chances estimated as ``analyze`` does) and one with the
estimate turned off (the proved possibilities only), so the cost of the estimates is measured
under the same load. Each is typed as the seat keeps it (its hand and its draws: ``--fish-record
kept``) or whole (``full``: every hand and the stock's order). ``--fish-view public`` types them
into public sessions instead, and ``--fish-variant authors`` (or ``simplified-fish``) simulates
that variant.

Run: ``.venv/bin/python bench/bench_live.py [--games 4] [--gofish | --gofish-only]
[--fish-sim 3,4] [--fish-seeds 2] [--fish-view seat|public] [--fish-variant go-fish|authors]
[--fish-record kept|full]``; it prints Markdown tables.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import tempfile
import time
from pathlib import Path

from fishsolve.gofish.live.session import FishLiveSession
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.live.session import LiteratureSession as LiveSession
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.analyze import analyze
from fishsolve.literature.sim.game import simulate


def split(text: str) -> tuple[str, list[str]]:
    """A canonical log's headers and its event lines."""
    head, _, body = text.partition("\n\n")
    return head + "\n", [line for line in body.splitlines() if line.strip()]


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def feed_times(head: str, events: list[str], spec: str, folder: Path) -> list[float]:
    """Seconds per ``feed`` of each event line."""
    path = folder / f"live-{spec}.fish"
    path.unlink(missing_ok=True)
    session = LiveSession.create(path, head, spec)
    times = []
    for line in events:
        start = time.perf_counter()
        step = session.feed(line)
        times.append(time.perf_counter() - start)
        assert step.ok, step.error
    return times


def rerun_times(text: str, spec: str, every: int) -> list[float]:
    """Seconds per fresh `analyze --at N --brief` (a new analyzer each time), every ``every``."""
    from fishsolve.literature.notation.text import parse_log

    log = parse_log(text)
    times = []
    for n in range(1, len(log.events) + 1, every):
        start = time.perf_counter()
        analyze(Analyzer(log, count_budget=None), spec, at=n, brief=True)
        times.append(time.perf_counter() - start)
    return times


SAMPLES = Path(__file__).resolve().parent.parent / "samples" / "gofish"
FISH = (("go-fish-family.fish", "Asha"), ("authors.fish", "Ben"), ("simplified-fish.fish", None))
"""The family's samples and the view each is followed from (None: the log's own, a full deal)."""


def fish_times(
    name: str, viewer: str | None, folder: Path, most: int
) -> tuple[list[float], list[float]]:
    """Seconds per ``feed`` of the sample's first ``most`` event lines, and per completion of
    each prefix of each line (before the line is fed)."""
    lines = (SAMPLES / name).read_text().splitlines()
    cut = lines.index("") + 1
    path = folder / name
    path.write_text("\n".join(lines[:cut]) + "\n")
    session = FishLiveSession(path, viewer)
    session.opening()
    feeds, words = [], []
    for line in [t for t in lines[cut:] if t.strip()][:most]:
        for end in range(1, len(line) + 1):
            start = time.perf_counter()
            session.suggest(line[:end])
            words.append(time.perf_counter() - start)
        start = time.perf_counter()
        step = session.feed(line)
        feeds.append(time.perf_counter() - start)
        if not step.ok:
            # A loaded machine can run CP-SAT past its 10 s per question: the line is refused
            # as undecided, and the game cannot go on past it.
            print(f"<!-- {name}: stopped at {line!r}: {step.error} -->")
            break
    return feeds, words


def fish_table(most: int) -> None:
    """The Go Fish family's figures, one row per sample."""
    print(
        "\n| Go Fish sample | view | events | live median | live p90 | live max | "
        "completion median | completion max |"
    )
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, viewer in FISH:
            feeds, words = fish_times(name, viewer, Path(tmp), most)
            ms = [1000 * x for x in feeds]
            us = [1e6 * x for x in words]
            print(
                f"| {name} | {viewer or 'full deal'} | {len(ms)} | "
                f"{statistics.median(ms):.0f} ms | {quantile(ms, 0.9):.0f} ms | "
                f"{max(ms):.0f} ms | {statistics.median(us):.0f} µs | {max(us) / 1000:.1f} ms |"
            )


def fish_sim_table(
    sizes: list[int],
    seeds: int,
    view: str = "seat",
    variant: str = "go-fish",
    record: str = "kept",
) -> None:
    """Live on simulated 52-card games of ``variant``, with and without the estimates,
    alternated, typed from the first seat (``view`` "seat") or the table ("public"): the record
    as that view keeps it (``record`` "kept": the seat's hand and draws, or what the table saw),
    or the full record (every hand and the stock's order)."""
    from fishsolve.gofish.game.rules import GoFishRules, Variant
    from fishsolve.gofish.live import session as fish_session
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.sim.game import play
    from fishsolve.gofish.sim.views import as_seen_by

    names = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
    print(
        "\n| players | events | with estimates: median / p90 / max | without: median / p90 "
        "/ max | positions estimated |"
    )
    print("|---|---|---|---|---|")
    samples = fish_session.PRECISION
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            with_est: list[float] = []
            without: list[float] = []
            estimated = 0
            for seed in range(1, seeds + 1):
                rules = GoFishRules(variant=Variant(variant))
                game = play(names[:n], rules, seed)
                if record == "kept":
                    game = as_seen_by(game, game.seating.players[0] if view == "seat" else None)
                head, lines = split(write_fish_log(game))
                sessions = []
                for kind in ("with", "without"):
                    path = Path(tmp) / f"{kind}-{n}-{seed}.fish"
                    path.write_text(head)
                    sessions.append(FishLiveSession(path, names[0] if view == "seat" else view))
                for line in lines:
                    for kind, session, into in (
                        ("with", sessions[0], with_est),
                        ("without", sessions[1], without),
                    ):
                        fish_session.PRECISION = samples if kind == "with" else None
                        start = time.perf_counter()
                        step = session.feed(line)
                        into.append(time.perf_counter() - start)
                        assert step.ok, step.error
                        if kind == "with" and step.report is not None:
                            estimated += step.report.estimate is not None
            fish_session.PRECISION = samples
            cells = [
                f"{statistics.median(t):.2f} / {quantile(t, 0.9):.2f} / {max(t):.2f} s"
                for t in (with_est, without)
            ]
            print(f"| {n} | {len(with_est)} | {cells[0]} | {cells[1]} | {estimated} |")


def as_the_command_line() -> None:
    """The garbage collector and the allocator as the command line sets them
    (fishsolve/collector.py, fishsolve/heap.py; a tree without them keeps the defaults)."""
    try:
        from fishsolve import collector
    except ImportError:
        return
    collector.tune()
    try:
        from fishsolve import heap
    except ImportError:
        return
    heap.tune()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per table size")
    parser.add_argument("--rerun-every", type=int, default=5, help="fresh analyses: every Nth")
    parser.add_argument("--gofish", action="store_true", help="the Go Fish family's table too")
    parser.add_argument("--gofish-only", action="store_true", help="only the Go Fish family's")
    parser.add_argument("--fish-events", type=int, default=80, help="events per Go Fish sample")
    parser.add_argument("--fish-sim", default="", help="52-card Go Fish table sizes, e.g. 3,4")
    parser.add_argument("--fish-seeds", type=int, default=2, help="games per --fish-sim size")
    parser.add_argument(
        "--fish-view", default="seat", help="--fish-sim: seat (the first) or public"
    )
    parser.add_argument("--fish-variant", default="go-fish", help="--fish-sim: the game")
    parser.add_argument(
        "--fish-record", default="kept", help="--fish-sim: kept (as the view keeps it) or full"
    )
    args = parser.parse_args()
    as_the_command_line()
    if args.fish_sim:
        sizes = [int(x) for x in args.fish_sim.split(",")]
        fish_sim_table(sizes, args.fish_seeds, args.fish_view, args.fish_variant, args.fish_record)
        return
    if args.gofish_only:
        print(
            f"Machine: {platform.processor() or platform.machine()}, Python "
            f"{platform.python_version()}."
        )
        fish_table(args.fish_events)
        return
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for players in (6, 8):
            for spec in ("seat", "public"):
                live: list[float] = []
                rerun: list[float] = []
                for seed in range(1, args.games + 1):
                    game = simulate(seed, players, RuleSet(), bots=("tracker", "random"))
                    text = write_log(game)
                    head, events = split(text)
                    who = game.table.players[0].name if spec == "seat" else "public"
                    live += feed_times(head, events, who, folder)
                    rerun += rerun_times(text, who, args.rerun_every)
                rows.append((players, spec, live, rerun))
    print(
        f"Machine: {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}; {args.games} games per size (seeds 1-{args.games}, "
        "tracker vs random, standard rules).\n"
    )
    print(
        "| players | view | events | live median | live p90 | live max | "
        "fresh analyze --at N median | fresh p90 |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for players, spec, live, rerun in rows:
        ms = [1000 * x for x in live]
        fresh = [1000 * x for x in rerun]
        print(
            f"| {players} | {spec} | {len(ms)} | {statistics.median(ms):.1f} ms | "
            f"{quantile(ms, 0.9):.1f} ms | {max(ms):.0f} ms | "
            f"{statistics.median(fresh):.1f} ms | {quantile(fresh, 0.9):.1f} ms |"
        )
    if args.gofish:
        fish_table(args.fish_events)


if __name__ == "__main__":
    main()
