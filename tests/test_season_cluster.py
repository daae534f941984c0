"""The season on a Dask cluster started by the test equals the local season byte for byte, even
when a worker dies mid-run (issue 18). Skipped without the cluster extra (CI installs it)."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import sys
from pathlib import Path

import pytest
from test_season import season_games

from fishsolve.executor import Executor
from fishsolve.season.games import GameDigest, review_game
from fishsolve.season.load import SeasonGame, Skipped, in_season_order
from fishsolve.season.report import review_season, season_of

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("distributed") is None,
        reason="the cluster extra is not installed (pip install 'fishsolve[cluster]')",
    ),
]


def review_or_die(item: tuple[str, SeasonGame]) -> GameDigest | Skipped:
    """The season's task, except that it kills its own worker the first time it meets
    game-3.fish (a marker file remembers that it did)."""
    marker, game = item
    if game.file == "game-3.fish" and not Path(marker).exists():
        Path(marker).write_text("killed\n")
        os.kill(os.getpid(), signal.SIGKILL)
    return review_game(game)


@pytest.fixture(scope="module")
def games() -> list[SeasonGame]:
    import cloudpickle

    # The cluster's workers do not import tests/: send this module's functions by value.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    return in_season_order(season_games(4))


@pytest.fixture(scope="module")
def local(games: list[SeasonGame]) -> str:
    return json.dumps(review_season(games).to_dict())


def test_the_season_on_a_local_cluster_equals_the_local_one(
    games: list[SeasonGame], local: str
) -> None:
    on_cluster = review_season(games, executor=Executor(cluster="local:2"))
    assert json.dumps(on_cluster.to_dict()) == local
    # And over local worker processes.
    assert json.dumps(review_season(games, executor=Executor(jobs=2)).to_dict()) == local


def test_a_worker_killed_mid_run_does_not_change_the_season(
    games: list[SeasonGame], local: str, tmp_path: Path
) -> None:
    marker = tmp_path / "killed"
    items = [(str(marker), g) for g in games]
    results = list(Executor(cluster="local:2").map(review_or_die, items))
    assert marker.exists()  # the worker really died once
    digests = [r for r in results if isinstance(r, GameDigest)]
    assert json.dumps(season_of(digests).to_dict()) == local
