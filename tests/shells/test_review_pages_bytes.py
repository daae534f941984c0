"""Same seed, same bytes (issue 31): a simulated game of each family, played from its seed and
reviewed, gives byte-identical review pages, spoiler-free or not, in this process and in another
one with a different hash seed (so no set's order reaches a page); the spoiler-free page differs
from the full one only by its flag in the data."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from scripted_bots import scripted_game

from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules
from fishsolve.gofish.render.html_review import render_fish_html
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.sim.game import play
from fishsolve.literature.render.html_review import render_html
from fishsolve.literature.review.game import review

TESTS = Path(__file__).resolve().parents[1]


def literature(spoilers: bool) -> bytes:
    log, _ = scripted_game(15, {0: {"pass sure": 2}, 3: {"wrong claim": 5}})
    return render_html(review(log, "scripted.fish"), spoilers).encode()


def go_fish(spoilers: bool) -> bytes:
    log = play(["Ana", "Bo", "Cy"], GoFishRules(ranks=ALL_RANKS[:6]), 3)
    return render_fish_html(review_fish(log, "fish.fish"), spoilers).encode()


PAGES: list[Callable[[bool], bytes]] = [literature, go_fish]


def pages() -> list[bytes]:
    """Every page: each family's, with spoilers, then without."""
    return [page(spoilers) for page in PAGES for spoilers in (True, False)]


def digest(written: list[bytes]) -> str:
    """One SHA-256 over ``written``."""
    return hashlib.sha256(b"".join(written)).hexdigest()


def test_the_same_seed_gives_the_same_pages() -> None:
    mine = pages()
    for full, hidden in zip(mine[::2], mine[1::2], strict=True):
        assert hidden.replace(b'"spoilers":false', b'"spoilers":true') == full
    env = {
        **os.environ,
        "PYTHONHASHSEED": "1" if os.environ.get("PYTHONHASHSEED") != "1" else "2",
        "PYTHONPATH": os.pathsep.join(str(TESTS / d) for d in ("", "shells")),
    }
    code = "import test_review_pages_bytes as t; print(t.digest(t.pages()))"
    other = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert other.stdout.strip() == digest(mine)
