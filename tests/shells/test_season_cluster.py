"""The season on a Dask cluster started by the test equals the local season byte for byte, even
when a worker dies mid-run (issue 18); a mixed season (Literature and Go Fish family games) too.
One LocalCluster of two workers serves the module. Skipped without the cluster extra (CI installs
it)."""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_season import season_games
from test_season_gofish import fish_game

from fishsolve.executor import Executor
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.gofish.season.report import FishDigest
from fishsolve.literature.season.digest import GameDigest
from fishsolve.season.load import in_season_order
from fishsolve.season.report import digest as review_game
from fishsolve.season.report import review_season, season_of

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("distributed") is None,
        reason="the cluster extra is not installed (pip install 'fishsolve[cluster]')",
    ),
]


def review_or_die(item: tuple[str, SeasonGame]) -> GameDigest | FishDigest | Skipped:
    """The season's task, except that it kills its own worker the first time it meets
    game-3.fish (a marker file remembers that it did)."""
    marker, game = item
    if game.file == "game-3.fish" and not Path(marker).exists():
        Path(marker).write_text("killed\n")
        os.kill(os.getpid(), signal.SIGKILL)
    found: GameDigest | FishDigest | Skipped = review_game(game)
    return found


@pytest.fixture(scope="module")
def games() -> list[SeasonGame]:
    import cloudpickle

    # The cluster's workers do not import tests/: send this module's functions by value.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    fish = [SeasonGame(f"fish-{s}.fish", f"2026-03-0{s}", "gofish", fish_game(s)) for s in (1, 5)]
    return in_season_order([*season_games(4), *fish])


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """The address of a local cluster of two workers, started once for the module."""
    import distributed

    dist: Any = distributed
    with dist.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        dashboard_address=":0",
        silence_logs=logging.CRITICAL,
    ) as local:
        yield local.scheduler_address


@pytest.fixture(scope="module")
def local(games: list[SeasonGame]) -> str:
    return json.dumps(review_season(games).to_dict())


def test_the_season_on_a_local_cluster_equals_the_local_one(
    games: list[SeasonGame], local: str, cluster: str
) -> None:
    on_cluster = review_season(games, executor=Executor(cluster=cluster))
    assert json.dumps(on_cluster.to_dict()) == local
    assert (
        len(on_cluster.section("literature").games),
        len(on_cluster.section("gofish").games),
    ) == (4, 2)  # both families
    # And over local worker processes.
    assert json.dumps(review_season(games, executor=Executor(jobs=2)).to_dict()) == local


def test_a_worker_killed_mid_run_does_not_change_the_season(
    games: list[SeasonGame], local: str, cluster: str, tmp_path: Path
) -> None:
    marker = tmp_path / "killed"
    items = [(str(marker), g) for g in games]
    results = list(Executor(cluster=cluster).map(review_or_die, items))
    assert marker.exists()  # the worker really died once
    digests = [
        (g.family, r) for g, r in zip(games, results, strict=True) if not isinstance(r, Skipped)
    ]
    assert json.dumps(season_of(digests).to_dict()) == local
