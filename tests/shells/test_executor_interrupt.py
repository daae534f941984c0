"""Ctrl-C on a command running on a local Dask cluster (``--cluster local:2``, issue 18): the
command exits 130 with one line on stderr, writes no file half (a season's page not at all, a
simulation's games whole), and leaves no process behind — not the cluster's workers either.

Each test runs ``python -m fishsolve`` in a session of its own (its process group holds the
command and the cluster's worker processes), waits until the cluster has finished some tasks,
interrupts it, and then watches the group empty. Skipped without the cluster extra.
"""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from test_interrupts import group

from fishsolve.literature.notation.load import read_log

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "samples" / "friday-club.fish"
PROGRESS = {
    "FISHSOLVE_PROGRESS": "on",
    "FISHSOLVE_PROGRESS_DELAY": "0",
    "FISHSOLVE_PROGRESS_EVERY": "0.2",
}

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("distributed") is None,
        reason="the cluster extra is not installed (pip install 'fishsolve[cluster]')",
    ),
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc"),
]


def interrupted(args: list[str], *, whole_group: bool, until: str) -> tuple[int, str, int]:
    """Run ``fishsolve ARGS`` until its stderr shows ``until`` (a progress line: tasks have run
    on the cluster), send SIGINT — to the whole process group as a terminal's Ctrl-C does, or
    to the command alone — and wait for every process of the group to end.

    Returns the exit code, stderr, and the most processes the group held."""
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "fishsolve", *args],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
            # Progress on (the suite turns it off): its lines show that tasks have run.
            env={**os.environ, **PROGRESS},
        )
        most = 0
        try:
            deadline = time.monotonic() + 180
            while time.monotonic() < deadline:
                most = max(most, len(group(proc.pid)))
                err.seek(0)
                if until in err.read().decode():
                    break
                assert proc.poll() is None, "the command ended before it was interrupted"
                time.sleep(0.2)
            else:
                pytest.fail(f"no {until!r} on stderr within 180 s")
            most = max(most, len(group(proc.pid)))
            if whole_group:
                os.killpg(proc.pid, signal.SIGINT)
            else:
                os.kill(proc.pid, signal.SIGINT)
            code = proc.wait(timeout=60)
            deadline = time.monotonic() + 30
            while group(proc.pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert group(proc.pid) == [], "processes left behind"
        finally:
            if group(proc.pid):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        err.seek(0)
        return code, err.read().decode(), most


def test_ctrl_c_on_a_season_on_a_local_cluster(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    text = SAMPLE.read_text(encoding="utf-8")
    for i in range(40):  # ~1 s of CPU each: more than the test waits for
        # Forty games, not one game forty times (a repeated game is reviewed once): one
        # player's name differs from file to file.
        game = text.replace("Asha", f"Asha{i}")
        (club / f"game-{i:03d}.fish").write_text(game, encoding="utf-8")
    page = tmp_path / "season.html"
    args = ["review", str(club), "--cluster", "local:2", "--html", str(page)]
    code, err, most = interrupted(args, whole_group=True, until="/40 games")
    assert code == 130
    assert err.splitlines()[-1] == "interrupted"
    assert "Traceback" not in err  # no worker took the Ctrl-C for its own
    assert most >= 3  # the command and the cluster's two workers, all gone now
    assert not page.exists()  # written only once the whole season is reviewed
    assert [p.name for p in tmp_path.iterdir()] == ["club"]  # no temporary file either


def ours(err: str) -> list[str]:
    """The lines of stderr the command wrote: not those multiprocessing's resource tracker (a
    process of its own, which outlives the command by a moment) may add about the semaphores
    of the cluster's workers, which it cleans up (the executor asks it not to, through
    PYTHONWARNINGS; a tracker started before that cannot hear it)."""
    noise = ("resource_tracker", "warnings.warn(")
    return [line for line in err.splitlines() if not any(n in line for n in noise)]


def test_ctrl_c_on_a_simulation_on_a_local_cluster(tmp_path: Path) -> None:
    args = ["simulate", "--count", "100000", "--cluster", "local:2", "--out", str(tmp_path)]
    code, err, most = interrupted(args, whole_group=False, until="/100000 games")
    assert code == 130
    assert ours(err)[-1] == "interrupted", err
    assert "Traceback" not in err
    assert most >= 3
    written = list(tmp_path.iterdir())
    assert written, "no game was written before the interrupt"
    # Whole files only, in seed order from the first: no temporary file, no gap, none half.
    assert {p.name for p in written} == {f"game-{s}.fish" for s in range(1, len(written) + 1)}
    for path in written:
        read_log(path)
