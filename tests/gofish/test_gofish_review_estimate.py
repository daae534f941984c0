"""A Go Fish review's estimates (``review --precision``): each estimated figure labelled as such in
the terminal, the JSON and the page, never mixed up with an exact one, its interval holding the
exact value, proved figures equal to the exact ones, and the same bytes from the same log.

A small game (five ranks, three players, three cards dealt) reviewed twice: once with the counting
budget forced down to one step, so that every position is past it and the asks are estimated
(runs thinned hard: 3 states a layer, 4 samples), and once counted exactly with no budget (the
review's exact count, held to brute force in test_gofish_review.py). The game is reviewed from
every seat, as its log has every hand.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from headless import CHROMIUM
from headless import dump_dom as headless_dom
from rich.console import Console

from fishsolve.cards import Rank
from fishsolve.family.moments import WEAK, WEAK_ASK
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.render.html_review import render_fish_html
from fishsolve.gofish.render.review import fish_review_view
from fishsolve.gofish.review.game import FishReviewReport, review_fish
from fishsolve.gofish.review.highlights import ESTIMATED, PROVED
from fishsolve.gofish.sim.game import play

RANKS = tuple(list(Rank)[:5])
SAMPLES = 4
SEED = 4


def _game(seed: int) -> FishLog:
    return play(["Ana", "Bo", "Cy"], GoFishRules(ranks=RANKS, deal=3), seed)


def _estimated(log: FishLog) -> FishReviewReport:
    return review_fish(log, "small.fish", budget=1, precision=SAMPLES, keep=3)


@pytest.fixture(scope="module")
def reviews() -> tuple[FishReviewReport, FishReviewReport]:
    log = _game(SEED)
    return _estimated(log), review_fish(log, "small.fish", budget=None)


def test_estimated_figures_hold_the_exact_ones(
    reviews: tuple[FishReviewReport, FishReviewReport],
) -> None:
    """The asks past the budget are estimated, some of their chances settled by the proved counts
    (and some asks priced by proof alone): a chance marked exact equals the exact count's, and an
    ask priced by proof alone has the exact review's best chance, place and number of legal asks;
    an estimated chance's 95% interval holds the exact one (an interval may miss one time in
    twenty: the test allows one miss)."""
    est, exact = reviews
    covered = estimated = proved = by_proof = 0
    for a, b in zip(est.events, exact.events, strict=True):
        if a.ask is None or a.ask.status not in (ESTIMATED, PROVED):
            continue
        assert b.ask is not None
        assert b.ask.chosen is not None
        assert a.ask.chosen is not None
        if a.ask.status == PROVED:
            by_proof += 1
            assert a.ask.exact
            assert b.ask.best is not None
            assert a.ask.best is not None
            assert a.ask.best.chance == b.ask.best.chance
            assert (a.ask.place, a.ask.options) == (b.ask.place, b.ask.options)
        for mine, truth in ((a.ask.chosen, b.ask.chosen.chance),):
            if mine.exact:
                proved += 1
                assert mine.interval is None
                assert mine.chance == truth
            else:
                estimated += 1
                assert mine.interval is not None
                covered += mine.interval[0] - 1e-9 <= truth <= mine.interval[1] + 1e-9
        # Sure asks are proved, never estimated: the same as the exact count's.
        assert {s.words for s in a.ask.sure_passed} == {s.words for s in b.ask.sure_passed}
    assert proved >= 3
    assert estimated >= 5
    assert by_proof >= 1
    assert covered >= estimated - 1  # here all 8
    # A mistake found from an estimate is a mistake in the exact review too; an estimated weak
    # ask is one only when the intervals prove it.
    found = {(m.event, m.player, m.kind) for m in exact.moments}
    assert any(not m.exact for m in est.moments)
    for m in est.moments:
        assert (m.event, m.player, m.kind) in found
        if m.kind == WEAK_ASK and m.interval is not None:
            assert m.interval[0] >= WEAK


def test_estimates_are_labelled_in_the_terminal_and_the_json(
    reviews: tuple[FishReviewReport, FishReviewReport],
) -> None:
    est, exact = reviews
    data = est.to_dict(frames=True)
    assert data["estimate"] == {"samples": SAMPLES, "confidence": 0.95}
    assert exact.to_dict()["estimate"] is None
    asks = [e["ask"] for e in data["events"] if e["ask"] and e["ask"]["exact"] is False]
    assert asks
    for ask in asks:
        loose = [c for c in (ask["chosen"], ask["best"]) if not c["exact"]]
        assert loose
        assert all(len(c["interval"]) == 2 and "/" not in c["yes"] for c in loose)
    for ask in (e["ask"] for e in data["events"] if e["ask"] and e["ask"]["chosen"]):
        for c in (ask["chosen"], ask["best"]):
            assert c["exact"] == (c["interval"] is None)
    loose_moments = [m for m in data["moments"] if not m["exact"]]
    assert loose_moments
    assert all(m["cost_exact"] is None and len(m["cost_interval"]) == 2 for m in loose_moments)
    positions = [p for v in data["views"] for p in v["positions"] if p.get("exact") is False]
    assert positions
    assert all(p["total"] is None and p["samples"] == SAMPLES for p in positions)
    cells = [c for p in positions for row in p["intervals"] for c in row if c is not None]
    assert cells
    assert all(lo <= hi for lo, hi in cells)
    assert all(s["exact"] for s in exact.to_dict()["moments"])
    console = Console(width=120, record=True)
    console.print(fish_review_view(est))
    text = console.export_text()
    assert "ESTIMATED" in text
    assert "(+" in text
    # An estimated chance: ≈, a whole percent and its interval.
    assert re.search(r"≈\d+% \(\d+-\d+\)", text)
    assert "≈" not in _terminal(exact)


def _terminal(report: FishReviewReport) -> str:
    console = Console(width=120, record=True)
    console.print(fish_review_view(report))
    return console.export_text()


def test_the_same_log_gives_the_same_bytes(
    reviews: tuple[FishReviewReport, FishReviewReport],
) -> None:
    """Estimates are seeded by their position: two reviews of the same log (each played and read
    afresh), the same JSON and page."""
    one, two = reviews[0], _estimated(_game(SEED))
    assert any(e.ask and e.ask.status == ESTIMATED for e in one.events)
    first = json.dumps(one.to_dict(frames=True), sort_keys=True)
    assert first == json.dumps(two.to_dict(frames=True), sort_keys=True)
    assert render_fish_html(one) == render_fish_html(two)


def _data(page: str) -> dict[str, Any]:
    match = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S)
    assert match is not None
    data = json.loads(match.group(1))
    assert isinstance(data, dict)
    return data


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install chromium)")
def test_the_page_marks_an_estimated_position(
    reviews: tuple[FishReviewReport, FishReviewReport], tmp_path: Path
) -> None:
    """Drawn by a real browser at an estimated position, in its asker's view: the heat map's
    cells say ≈ with their interval, the line above it says the chances are estimated, and the
    page's legend says what an estimate is."""
    est, _ = reviews
    event = next(e for e in est.events if e.ask and not e.ask.exact)
    page = tmp_path / "review.html"
    page.write_text(render_fish_html(est), encoding="utf-8")
    dom = headless_dom(page, f"#{event.number - 1}/{event.actor}", tmp_path / "profile")
    assert '<p id="status" hidden="">ready</p>' in dom
    assert '<div id="errors"></div>' in dom
    assert "chances ESTIMATED from 4 samples" in dom
    assert re.search(r'<td class="est[^"]*"[^>]*><div>≈\d+%</div><div class="dim">\d+–\d+', dom)
    legend = re.search(r'<p class="dim" id="estimate-legend"( hidden="")?>', dom)
    assert legend is not None
    assert legend.group(1) is None
    assert _data(page.read_text(encoding="utf-8"))["estimate"]["samples"] == SAMPLES


def test_the_command_line_asks_for_estimates(tmp_path: Path) -> None:
    """`review --precision N` reaches the review (here every position is counted exactly, so no
    figure is estimated); fewer than 2 samples or more than 100, a Literature log and a season are
    refused with one line, exit code 2."""
    from typer.testing import CliRunner

    from fishsolve.cli import app
    from fishsolve.gofish.notation.writer import write_fish_log

    runner = CliRunner()
    log = tmp_path / "g.fish"
    log.write_text(write_fish_log(_game(2)), encoding="utf-8")
    done = runner.invoke(app, ["review", str(log), "--json", "--jobs", "1", "--precision", "3"])
    assert done.exit_code == 0, done.output
    data = json.loads(done.output)
    assert data["estimate"] == {"samples": 3, "confidence": 0.95}
    assert all(e["ask"]["exact"] is not False for e in data["events"] if e["ask"])
    samples = Path(__file__).resolve().parents[2] / "samples"
    for args, words in (
        ([str(log), "--precision", "1"], "--precision"),
        ([str(log), "--precision", "101"], "--precision 101: at most 100 samples"),
        ([str(samples / "wrong-claim.fish"), "--precision", "4"], "never estimated"),
        ([str(log), str(log), "--precision", "4"], "not a season"),
    ):
        refused = runner.invoke(app, ["review", *args])
        assert refused.exit_code == 2, refused.output
        assert words in refused.output
