"""Interrupted commands end quietly and leave no process behind (issue 14, item 23).

Each test starts a command with worker processes in a session of its own, signals it while
its workers run, and then checks the exit code, that stderr holds no traceback, and that no
process of the session (workers, forkserver, resource tracker) is left within a bounded wait.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pytest

from fishsolve.literature.notation.load import read_log

ROOT = Path(__file__).resolve().parents[2]
SIMULATE = ["simulate", "--jobs", "2", "--count", "100000"]


@pytest.fixture(scope="module")
def review(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """``review --jobs 2`` of a long eight-player game (447 events: about 5 s with its workers
    on a quiet machine), so that a signal sent a second after the workers start finds them at
    work. (The eight-player sample's review now ends within a second of its workers starting.)
    """
    from fishsolve.literature.notation.writer import write_log
    from fishsolve.literature.sim.game import simulate

    path = tmp_path_factory.mktemp("interrupts") / "eight.fish"
    path.write_text(write_log(simulate(3, 8)))
    return ["review", "--jobs", "2", str(path)]


def command(kind: str, review: list[str], out: Path) -> list[str]:
    """The command line of a test's ``kind`` of command: a review, or a simulation into ``out``."""
    return review if kind == "review" else [*SIMULATE, "--out", str(out)]


pytestmark = pytest.mark.slow


def group(pgid: int) -> list[int]:
    """The pids of the processes of process group ``pgid`` (zombies left out)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if fields[0] != "Z" and int(fields[2]) == pgid:
            pids.append(int(entry.name))
    return pids


@contextmanager
def started(args: list[str]) -> Iterator[tuple[subprocess.Popen[bytes], IO[bytes]]]:
    """``python -m fishsolve ARGS`` in a new session, once its workers run; killed at the end.
    Its temporary files (multiprocessing's, Dask's scratch space) go in a folder of the test's
    own, removed after it: a process killed cannot remove them."""
    with tempfile.TemporaryFile() as err, tempfile.TemporaryDirectory() as scratch:
        proc = subprocess.Popen(
            [sys.executable, "-m", "fishsolve", *args],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
            env={**os.environ, "TMPDIR": scratch},
        )
        try:
            deadline = time.monotonic() + 20
            while len(group(proc.pid)) < 3 and time.monotonic() < deadline:
                time.sleep(0.1)
            assert len(group(proc.pid)) >= 3, "the workers did not start"
            time.sleep(1.0)
            yield proc, err
        finally:
            if group(proc.pid):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def ended(proc: subprocess.Popen[bytes], err: IO[bytes]) -> tuple[int, str]:
    """Wait for the command and every process of its session; its exit code and stderr."""
    code = proc.wait(timeout=15)
    deadline = time.monotonic() + 15
    while group(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert group(proc.pid) == [], "processes left behind"
    err.seek(0)
    return code, err.read().decode()


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("kind", ["review", "simulate"])
def test_sigterm_ends_quietly_with_143(kind: str, review: list[str], tmp_path: Path) -> None:
    with started(command(kind, review, tmp_path)) as (proc, err):
        os.kill(proc.pid, signal.SIGTERM)
        code, text = ended(proc, err)
    assert code == 143
    assert "Traceback" not in text
    assert "Error" not in text
    for path in tmp_path.glob("game-*.fish"):
        read_log(path)  # every game written is whole


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("kind", ["review", "simulate"])
def test_ctrl_c_prints_one_line_and_exits_130(kind: str, review: list[str], tmp_path: Path) -> None:
    with started(command(kind, review, tmp_path)) as (proc, err):
        # Ctrl-C signals the terminal's whole process group: the workers too.
        os.killpg(proc.pid, signal.SIGINT)
        code, text = ended(proc, err)
    assert code == 130
    assert text == "interrupted\n"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_workers_end_when_the_command_is_killed(review: list[str]) -> None:
    with started(review) as (proc, err):
        os.kill(proc.pid, signal.SIGKILL)
        code, text = ended(proc, err)
    assert code == -signal.SIGKILL
    assert "Traceback" not in text


# A command whose unwinding never ends (a library's teardown left waiting): what run() does
# with it, STOP_GRACE shortened to a second. Worker processes would end with it (they watch it).
STUCK = """
import sys, time
from fishsolve.cli import commands

def app():
    try:
        print("ready", flush=True)
        time.sleep(60)
    finally:
        time.sleep(60)  # the teardown that waits

commands.STOP_GRACE = 1.0
commands.app = app
commands.run()
"""


@pytest.mark.parametrize(
    ("signum", "code", "said"), [(signal.SIGINT, 130, "interrupted\n"), (signal.SIGTERM, 143, "")]
)
def test_a_stuck_unwinding_ends_after_the_grace(signum: int, code: int, said: str) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", STUCK],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline() == b"ready\n"
        start = time.monotonic()
        os.kill(proc.pid, signum)
        _, err = proc.communicate(timeout=30)
        took = time.monotonic() - start
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == code
    assert err.decode() == said
    assert took < 15  # the grace (and start-up), not the teardown's 60 s
