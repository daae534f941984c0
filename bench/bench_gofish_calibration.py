"""Calibration of the Go Fish estimates (issue 29): the sampled count's 95% intervals against the
exact count, wherever the exact count is at hand.

Positions (``--sets``): simulated games (random bots, fixed seeds) of small decks (``small``: 3-6
players, five to seven ranks, three cards dealt; ``books3`` and ``pairs3``: three players, five
ranks, books of four or pairs; every 3rd event) and of the 52-card deck (``52``, and ``52pairs``
under pairs: 3-6 players, at 15%, 50% and 85% of the events, kept where the exact count takes at
most 3,000,000 steps), from
the table and from every seat. At each position where some layer of a run was thinned, every
*open* chance (a player's or the stock's chance of holding a rank that the exact counts leave
strictly between 0 and 1) and every ask of the seat on turn (its chance to go on) is a case: the
estimate from the first R runs (R = 4, 8, 16, 32), its 95% interval, and the exact value.
Printed: per kind of position and per R, the cases, the share whose interval holds the exact
value and the mean width, each with the chance's own jackknife alone and with its position's
variance scale (as the estimate gives it: ``intervals.variance_scale``), and the mean absolute
error.

Samples, never mixed: ``--sample fit`` (games from seed 201) is the one the variance scale was
chosen on, ``--sample tune`` (from seed 1) the one the effective runs' t was chosen on, and
``--sample check`` (from seed 101) the one both are validated on (docs/performance.md).
``--save FILE`` keeps each case's runs (JSON), ``--load FILE`` reads them again instead of
running: a change of the interval alone is measured on the same runs.

Run: ``.venv/bin/python bench/bench_gofish_calibration.py --sample check [--seeds 3]
[--big-seeds 1] [--keep 8] [--sets small,pairs3,52] [--players 3,4,5,6] [--save FILE |
--load FILE]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce import timeline
from fishsolve.gofish.deduce.intervals import Interval, ratio_interval, variance_scale
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.view import ask_odds, fish_view
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
SMALL_RANKS = {3: 5, 4: 6, 5: 7, 6: 7}
SEEDS = {"tune": 1, "check": 101, "fit": 201}
RUNS = (4, 8, 16, 32)


@dataclass
class Case:
    """One chance to estimate: where (the kind of position, and the position itself), the
    exact value, and each run's (numerator, total)."""

    where: str
    kind: str
    truth: float
    pairs: list[tuple[float, float]]
    position: str = ""


Position = tuple[str, FishLog, int]
"""(kind of position and game, e.g. ``small 3p #4``; the game; its events seen)."""


def small_positions(seed0: int, seeds: int) -> Iterator[Position]:
    for players, ranks in SMALL_RANKS.items():
        rules = GoFishRules(ranks=tuple(list(Rank)[:ranks]), deal=3)
        for seed in range(seed0, seed0 + seeds):
            log = play(NAMES[:players], rules, seed)
            for at in range(1, len(log.events) + 1, 3):
                yield f"small {players}p #{seed}", log, at


def three_positions(seed0: int, seeds: int, book: int) -> Iterator[Position]:
    """Three-player five-rank games, books of ``book`` (the estimator's weakest ground)."""
    rules = GoFishRules(ranks=tuple(list(Rank)[:5]), deal=3, book=book)
    for seed in range(seed0, seed0 + seeds):
        log = play(NAMES[:3], rules, seed)
        for at in range(1, len(log.events) + 1, 3):
            yield f"{'pairs' if book == 2 else 'books'} 3p #{seed}", log, at


def big_positions(
    seed0: int, seeds: int, book: int = 4, sizes: tuple[int, ...] = (3, 4, 5, 6)
) -> Iterator[Position]:
    kind = "52" if book == 4 else "52 pairs"
    for players in sizes:
        for seed in range(seed0, seed0 + seeds):
            log = play(NAMES[:players], GoFishRules(book=book), seed)
            for frac in (0.15, 0.5, 0.85):
                yield f"{kind} {players}p #{seed}", log, int(len(log.events) * frac)


def cases_at(
    label: str, log: FishLog, at: int, viewer: str, keep: int, runs: int, budget: int | None
) -> list[Case]:
    """Every open chance and ask of one position seen by ``viewer``, with ``runs`` runs each
    (none when the count is out of ``budget`` or no layer was thinned)."""
    rep = replay(log)
    know = Knowledge(log, resolve(log, viewer))
    if not timeline.applies(log, know.stock_known):
        return []
    try:
        RankCount(timeline.build(log, rep, know, at, at_ask(log, at)), budget)
        exact = fish_view(log, rep, viewer, at, budget=None)
    except TooCostly:
        return []
    if not exact.total:
        return []
    who = resolve(log, viewer)
    on_turn = viewer != "public" and rep.turn_at(at) == who
    est = sampled.estimate(log, rep, viewer, at, runs, keep, odds=on_turn)
    if est.exact:
        return []
    kind, game = label.split(" #")
    where = f"{kind} {'public' if viewer == 'public' else 'seat'}"
    position = f"{kind} #{game} at {at} {viewer}"
    out = []
    scale = float(max(v.total for v in est.runs) or 1)
    players = log.seating.players
    for r in log.rules.ranks:
        places: list[Any] = [*players, None]
        for p in places:
            if p is None:
                dist = exact.stock[r]
                runs_dist = [v.stock[r] for v in est.runs]
            else:
                dist = exact.holds[p][r]
                runs_dist = [v.holds[p][r] for v in est.runs]
            possible = {k for k, w in dist.items() if w}
            if 0 not in possible or possible == {0}:
                continue
            truth = float(Fraction(sum(w for k, w in dist.items() if k), exact.total))
            pairs = [
                (sum(w for k, w in d.items() if k) / scale, v.total / scale)
                for d, v in zip(runs_dist, est.runs, strict=True)
            ]
            out.append(Case(where, "cell", truth, pairs, position))
    if on_turn and est.run_odds is not None:
        truths = {(a.target, a.rank, a.card): a.go_on for a in ask_odds(log, rep, who, at, None)}
        ascale = float(max(t for _, t in est.run_odds) or 1)
        for key, go_on in truths.items():
            if go_on == 1:
                continue
            pairs = []
            for odds, total in est.run_odds:
                same = [a for a in odds if (a.target, a.rank, a.card) == key]
                share = same[0].go_on if same else Fraction(0)
                pairs.append((float(share * total) / ascale, total / ascale))
            out.append(Case(where, "ask", float(go_on), pairs, position))
    return out


def collect(
    sample: str,
    seeds: int,
    big_seeds: int,
    keep: int,
    big_keep: int,
    sets: list[str],
    sizes: tuple[int, ...] = (3, 4, 5, 6),
) -> list[Case]:
    seed0 = SEEDS[sample]
    cases: list[Case] = []
    small: dict[str, Callable[[int, int], Iterator[Position]]] = {
        "small": small_positions,
        "books3": partial(three_positions, book=4),
        "pairs3": partial(three_positions, book=2),
    }
    for name in sets:
        if name in small:
            for label, log, at in small[name](seed0, seeds):
                for viewer in ["public", *(p.name for p in log.seating.players)]:
                    cases += cases_at(label, log, at, viewer, keep, max(RUNS), None)
    for name, book in (("52", 4), ("52pairs", 2)):
        if name not in sets:
            continue
        for label, log, at in big_positions(seed0, big_seeds, book, sizes):
            for viewer in ["public", *(p.name for p in log.seating.players)]:
                cases += cases_at(label, log, at, viewer, big_keep, max(RUNS), 3_000_000)
    return cases


def intervals(cases: list[Case], runs: int, pooled: bool = True) -> list[Interval]:
    """Each case's interval from its first ``runs`` runs, as the estimate gives it: with the
    variance scale of its position's chances (the open ones measured here; a chance the runs
    settle adds nothing to the scale), or without (``pooled`` false: each chance's own
    jackknife alone)."""
    chances: dict[str, list[list[tuple[float, float]]]] = {}
    for c in cases:
        if c.kind == "cell" and pooled:
            chances.setdefault(c.position, []).append(c.pairs[:runs])
    scales = {p: variance_scale(cs) for p, cs in chances.items()}
    return [ratio_interval(c.pairs[:runs], True, scales.get(c.position, 0.0)) for c in cases]


def summary(cases: list[Case]) -> None:
    """Per kind of position and case, per number of runs: the cases, the share covered and the
    mean width with each chance's own jackknife alone and with its position's variance scale
    (as the estimate gives it), and the mean error."""
    groups = sorted({(c.where.split(" public")[0].split(" seat")[0], c.kind) for c in cases})
    print(
        "| positions | kind | R | cases | covered: own / pooled | mean width: own / pooled "
        "| mean error |"
    )
    print("|---|---|---:|---:|---:|---:|---:|")
    own = {r: intervals(cases, r, False) for r in RUNS}
    pooled = {r: intervals(cases, r) for r in RUNS}
    for label, kind in [*groups, ("all", "all")]:
        chosen = [
            i
            for i, c in enumerate(cases)
            if label == "all" or (c.where.startswith(label + " ") and c.kind == kind)
        ]
        n = len(chosen)
        if not n:
            continue
        for r in RUNS:
            cover = [0, 0]
            widths: list[list[float]] = [[], []]
            errors = []
            for i in chosen:
                c = cases[i]
                pairs = c.pairs[:r]
                tot = sum(t for _, t in pairs)
                errors.append(abs((sum(n for n, _ in pairs) / tot if tot else 0.5) - c.truth))
                for k, iv in enumerate((own[r][i], pooled[r][i])):
                    cover[k] += iv.low - 1e-9 <= c.truth <= iv.high + 1e-9
                    widths[k].append(iv.high - iv.low)
            print(
                f"| {label} | {kind} | {r} | {n} | {cover[0] / n:.1%} / {cover[1] / n:.1%} | "
                f"{statistics.fmean(widths[0]):.3f} / {statistics.fmean(widths[1]):.3f} | "
                f"{statistics.fmean(errors):.4f} |"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sample", choices=sorted(SEEDS), default="check")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--big-seeds", type=int, default=1)
    parser.add_argument("--keep", type=int, default=8, help="states kept, small decks")
    parser.add_argument("--big-keep", type=int, default=sampled.KEEP, help="52 cards")
    parser.add_argument(
        "--sets",
        default="small,pairs3,52",
        help="kinds of position: small (3-6 players), books3 and pairs3 (3 players, five "
        "ranks), 52 and 52pairs",
    )
    parser.add_argument("--players", default="3,4,5,6", help="52 cards: the table sizes")
    parser.add_argument("--save", help="write the cases (each run's figures) to this JSON file")
    parser.add_argument("--load", help="read the cases from this JSON file instead of running")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.load:
        with open(args.load, encoding="utf-8") as f:
            cases = [Case(**c) for c in json.load(f)]
    else:
        sets = args.sets.split(",")
        sizes = tuple(int(x) for x in args.players.split(","))
        cases = collect(
            args.sample, args.seeds, args.big_seeds, args.keep, args.big_keep, sets, sizes
        )
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump([vars(c) for c in cases], f)
    source = args.load or f"{args.sample} sample"
    print(f"<!-- {source}: {len(cases)} cases, {time.perf_counter() - start:.0f} s -->")
    summary(cases)


if __name__ == "__main__":
    main()
