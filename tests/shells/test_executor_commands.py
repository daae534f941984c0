"""The batch commands on the executor (issue 18): `simulate --count`, `tournament` and `puzzle make
--count` give the same bytes in one process, in worker processes and on a Dask cluster."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from clirun import invoke

needs_dask = pytest.mark.skipif(
    importlib.util.find_spec("distributed") is None, reason="the cluster extra is not installed"
)


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def simulated(tmp_path: Path, name: str, *where: str) -> dict[str, bytes]:
    out = tmp_path / name
    code, _, err = invoke("simulate", "--count", "5", "--seed", "3", "--out", out, *where)
    assert code == 0, err
    return files_of(out)


def test_simulate_in_worker_processes_writes_the_same_files(tmp_path: Path) -> None:
    here = simulated(tmp_path, "here", "--jobs", "1")
    assert len(here) == 5
    assert simulated(tmp_path, "two", "--jobs", "2") == here


@pytest.mark.slow
def test_puzzle_make_in_worker_processes_writes_the_same_files(tmp_path: Path) -> None:
    def made(name: str, jobs: str) -> dict[str, bytes]:
        out = tmp_path / name
        args = ("puzzle", "make", "--count", "2", "--difficulty", "easy", "--out", out)
        code, _, err = invoke(*args, "--jobs", jobs)
        assert code == 0, err
        return files_of(out)

    here = made("here", "1")
    assert len(here) == 6  # .fish, .md and .html of each puzzle
    assert made("two", "2") == here


@needs_dask
@pytest.mark.slow
def test_simulate_and_tournament_on_a_local_cluster_give_the_same_bytes(tmp_path: Path) -> None:
    here = simulated(tmp_path, "here", "--jobs", "1")
    assert simulated(tmp_path, "cluster", "--cluster", "local:2") == here
    args = ("tournament", "--bots", "careless,random", "--games", "4", "--json")
    code, local, err = invoke(*args, "--jobs", "1")
    assert code == 0, err
    code, clustered, err = invoke(*args, "--cluster", "local:2")
    assert code == 0, err
    assert clustered == local


def test_a_bad_cluster_is_refused_before_any_game(tmp_path: Path) -> None:
    code, _, err = invoke(
        "simulate", "--count", "2", "--out", tmp_path / "g", "--cluster", "local:0"
    )
    assert code == 2
    assert "--cluster local:0" in err
    assert not (tmp_path / "g").exists()


# Issue 30, round 2, item A: a malformed scheduler address was a Dask traceback on each batch
# command, and an unreachable one took 11 to 12 s to say so.
BATCHES = {
    "review": ("review", str(Path(__file__).resolve().parents[2] / "samples" / "match")),
    "simulate": ("simulate", "--count", "2"),
    "tournament": ("tournament", "--games", "2"),
}


@pytest.mark.parametrize("command", sorted(BATCHES))
@pytest.mark.parametrize("address", ["garbage", "tcp://", "ftp://127.0.0.1:8786"])
def test_a_malformed_address_is_one_line_on_every_batch_command(
    command: str, address: str, tmp_path: Path
) -> None:
    args = BATCHES[command]
    if command == "simulate":
        args = (*args, "--out", str(tmp_path / "g"))
    code, out, err = invoke(*args, "--cluster", address)
    assert (code, out) == (2, "")
    assert err == (
        f"fishsolve {command}: --cluster {address}: "
        "give a scheduler address (tcp://HOST:PORT, or HOST:PORT) or local:N\n"
    )
    assert not (tmp_path / "g").exists()


@pytest.mark.slow
@needs_dask
def test_an_unreachable_scheduler_is_one_line_within_seconds(tmp_path: Path) -> None:
    import time

    from fishsolve.executor import CONNECT_TIMEOUT

    assert CONNECT_TIMEOUT <= 4
    started = time.monotonic()
    code, _, err = invoke(*BATCHES["tournament"], "--cluster", "tcp://127.0.0.1:1")
    elapsed = time.monotonic() - started
    assert code == 1
    assert err.startswith("--cluster tcp://127.0.0.1:1: cannot reach the scheduler")
    assert err.count("\n") == 1
    assert elapsed < 5, elapsed
