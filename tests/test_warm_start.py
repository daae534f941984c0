"""The warm start (fishsolve.cli.warm, docs/warm-start.md): a served command gives the bytes and
the exit code of a normal run; the server is reused, replaced when the code changes, stopped by
``fishsolve server stop``, and never holds up the first command; Ctrl-C reaches the served
command; a stale socket means a normal run.

Each test runs the command line in subprocesses with the warm start on, in a private runtime
directory of its own (``XDG_RUNTIME_DIR``), and stops its servers when it ends.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from fishsolve.cli.warm import client, place, wire

ROOT = Path(__file__).resolve().parent.parent
FRIDAY = "samples/friday-club.fish"
BAD = "players: Asha Ben Cara Dev Eli Fay\nAsha asks Zed for 3D: no\n"


@contextmanager
def warm_start() -> Iterator[dict[str, str]]:
    """An environment with the warm start on, in a runtime directory of its own; every server
    started in it is stopped (and checked gone) at the end."""
    base = tempfile.mkdtemp(prefix="fsw", dir="/tmp")  # short: a socket path has 108 bytes
    env = {k: v for k, v in os.environ.items() if k != place.ENV_OFF}
    env.update(XDG_RUNTIME_DIR=base, FISHSOLVE_SERVER_IDLE="30", COLUMNS="100")
    try:
        yield env
    finally:
        stopped = run(["server", "stop", "--json"], env)
        pids = [entry["pid"] for entry in json.loads(stopped.stdout)]
        left = [pid for pid in [*pids, *server_pids(base)] if not gone(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        shutil.rmtree(base, ignore_errors=True)
        assert left == []


@pytest.fixture
def warm() -> Iterator[dict[str, str]]:
    """A runtime directory of the test's own, with no server in it yet."""
    with warm_start() as env:
        yield env


@pytest.fixture(scope="module")
def shared() -> Iterator[dict[str, str]]:
    """A runtime directory shared by the module's tests, with a server started and answering."""
    with warm_start() as env:
        env[place.ENV_OFF] = ""
        run(["check", FRIDAY], env)
        serving(env)
        yield env


def gone(pid: int, seconds: float = 10) -> bool:
    """True once ``pid`` has ended (False if it still runs after ``seconds``)."""
    end = time.monotonic() + seconds
    while alive(pid) and time.monotonic() < end:
        time.sleep(0.02)
    return not alive(pid)


def run(
    args: list[str], env: dict[str, str], stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    """``python -m fishsolve ARGS`` from the repository root, its output as bytes."""
    return subprocess.run(
        [sys.executable, "-m", "fishsolve", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )


def status(env: dict[str, str]) -> list[dict[str, Any]]:
    """``fishsolve server status --json``."""
    result = run(["server", "status", "--json"], env)
    assert result.returncode == 0, result.stderr
    answer: list[dict[str, Any]] = json.loads(result.stdout)
    return answer


def serving(env: dict[str, str], count: int = 1, seconds: float = 30) -> list[dict[str, Any]]:
    """The servers, once ``count`` of them answer (they load the command line first)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = status(env)
        if len(found) >= count:
            return found
        time.sleep(0.1)
    raise AssertionError(f"no {count} server(s) after {seconds} s")


def alive(pid: int) -> bool:
    """True if ``pid`` runs (a zombie waiting for its parent does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def server_pids(base: str) -> list[int]:
    """The pids in the info files of the servers under runtime directory ``base``."""
    directory = Path(base, "fishsolve")
    found = []
    for info in directory.glob("*.info") if directory.exists() else []:
        found.append(int(json.loads(info.read_text())["pid"]))
    return found


def same(
    served: subprocess.CompletedProcess[bytes], plain: subprocess.CompletedProcess[bytes]
) -> bool:
    """The two runs gave the same bytes and exit code."""
    return (served.returncode, served.stdout, served.stderr) == (
        plain.returncode,
        plain.stdout,
        plain.stderr,
    )


CASES = [
    ["analyze", FRIDAY, "--at", "2"],
    ["analyze", FRIDAY, "--at", "2", "--json"],
    ["analyze", "-"],  # a bad log on stdin: one line with the caret, exit code 1
    ["analyze", "-", "--json"],  # the same error as the one JSON document
    ["risk", FRIDAY, "low diamonds", "--at", "1"],
    ["analyze", FRIDAY, "--bogus"],  # a usage error: exit code 2
    ["--version"],
]


def test_served_commands_give_the_bytes_and_exit_codes_of_normal_runs(
    shared: dict[str, str],
) -> None:
    [server] = status(shared)
    off = {**shared, place.ENV_OFF: "1"}
    codes = set()
    for args in CASES:
        stdin = BAD.encode() if "-" in args else None
        served, plain = run(args, shared, stdin), run(args, off, stdin)
        assert same(served, plain), args
        codes.add(served.returncode)
    assert codes == {0, 1, 2}
    assert b"Zed" in run(["analyze", "-"], off, BAD.encode()).stderr
    # Every case was served, by the one server: it was reused.
    [after] = status(shared)
    assert (after["pid"], after["served"]) == (server["pid"], server["served"] + len(CASES))


def test_the_first_command_starts_the_server_and_runs_itself(warm: dict[str, str]) -> None:
    # The first command runs in its own process, and returns when it ends: the server lives
    # 30 s, and one that held the pipes of capture_output would hold this run up until then.
    started = time.monotonic()
    first = run(["check", FRIDAY], warm)
    elapsed = time.monotonic() - started
    assert same(first, run(["check", FRIDAY], {**warm, place.ENV_OFF: "1"}))
    assert elapsed < 15
    [server] = serving(warm)
    assert server["served"] == 0
    assert alive(server["pid"])


def on_a_terminal(args: list[str], env: dict[str, str]) -> tuple[int, bytes]:
    """Exit code and output of a command whose stdout and stderr are a terminal (100x30)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {**env, "TERM": "xterm-256color"}
    env.pop("COLUMNS", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "fishsolve", *args],
        stdin=subprocess.DEVNULL,
        stdout=slave,
        stderr=slave,
        cwd=ROOT,
        env=env,
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: every writer has closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(master)
    return process.wait(timeout=60), b"".join(chunks)


def test_on_a_terminal_the_colours_and_width_are_those_of_a_normal_run(
    shared: dict[str, str],
) -> None:
    args = ["analyze", FRIDAY, "--at", "2"]
    plain = on_a_terminal(args, {**shared, place.ENV_OFF: "1"})
    assert b"\x1b[" in plain[1]  # rich saw a terminal: colours
    before = status(shared)[0]["served"]
    assert on_a_terminal(args, shared) == plain
    assert status(shared)[0]["served"] == before + 1


def test_a_change_of_the_code_or_context_means_a_new_server(
    warm: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The fingerprint follows the package's files: a new mtime, size or file changes it.
    package = tmp_path / "fishsolve"
    shutil.copytree(ROOT / "fishsolve" / "cli", package / "cli")
    (package / "__init__.py").write_text('__version__ = "0.1.0"\n')
    import fishsolve

    monkeypatch.setattr(fishsolve, "__file__", str(package / "__init__.py"))
    before = place.fingerprint()
    os.utime(package / "cli" / "logs.py", ns=(0, 10**18))  # older: as a checkout may do
    edited = place.fingerprint()
    (package / "cli" / "new.py").write_text("")
    assert len({before, edited, place.fingerprint()}) == 3
    monkeypatch.undo()
    # Another context (here TERMINAL_WIDTH, which typer reads into a constant at import) is
    # another server; the first stays, serving its own context.
    run(["check", FRIDAY], warm)
    [first] = serving(warm)
    other = {**warm, "TERMINAL_WIDTH": "77"}
    run(["check", FRIDAY], other)
    assert len(serving(other, 2)) == 2
    assert run(["check", FRIDAY], other).returncode == 0
    assert run(["check", FRIDAY], warm).returncode == 0
    served = {s["pid"]: s["served"] for s in status(warm)}
    assert served[first["pid"]] == 1
    assert sorted(served.values()) == [1, 1]


def test_a_new_server_stops_the_server_of_older_code(warm: dict[str, str]) -> None:
    # A server of the same context with other code (an edit since) is stopped by the new one:
    # a stand-in for it listens, with an info file saying so, and must be asked to stop.
    directory = Path(warm["XDG_RUNTIME_DIR"], "fishsolve")
    directory.mkdir(mode=0o700)
    code = "from fishsolve.cli.warm import place; print(*place.identity())"
    _, context = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=warm, check=True
    ).stdout.split()
    old = "0" * 16
    info = {"code": "older", "context": context, "pid": 0, "key": old}
    (directory / f"{old}.info").write_text(json.dumps(info))
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as stand_in:
        stand_in.bind(str(directory / f"{old}.sock"))
        stand_in.listen(1)
        stand_in.settimeout(30)
        run(["check", FRIDAY], warm)  # starts the server of this code
        conn, _ = stand_in.accept()
        with conn:
            kind, body, fds = wire.recv_request(conn)
    assert (kind, body, fds) == (wire.CONTROL, b"stop", [])
    (directory / f"{old}.info").unlink()


def test_stop_ends_the_server_and_leaves_no_process(warm: dict[str, str]) -> None:
    run(["check", FRIDAY], warm)
    [server] = serving(warm)
    stopped = run(["server", "stop"], warm)
    assert stopped.returncode == 0
    assert stopped.stdout.decode().startswith(f"Warm server {server['pid']} stopped")
    assert gone(server["pid"])
    assert status(warm) == []
    assert os.listdir(Path(warm["XDG_RUNTIME_DIR"], "fishsolve")) == []
    assert run(["server", "status"], warm).stdout == b"No warm server is running.\n"


def reading(pid: int, seconds: float = 20) -> None:
    """Wait until ``pid`` waits in a read of its pipe (what the kernel says it waits in)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            if "pipe" in Path(f"/proc/{pid}/wchan").read_text():
                return
        except OSError:
            break
        time.sleep(0.02)
    time.sleep(1.5)  # no wchan here: time enough to load the command line


def interrupted(env: dict[str, str]) -> tuple[int, bytes]:
    """Exit code and stderr of ``analyze -`` sent SIGINT while it waits for its log on stdin
    (which stays open), as Ctrl-C sends it."""
    process = subprocess.Popen(
        [sys.executable, "-m", "fishsolve", "analyze", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    )
    if env.get(place.ENV_OFF):
        reading(process.pid)
    else:  # the child of the server reads, once the server says it runs
        end = time.monotonic() + 20
        while time.monotonic() < end and not status(env)[0]["running"]:
            time.sleep(0.02)
        reading(status(env)[0]["children"][0])
    process.send_signal(signal.SIGINT)
    process.wait(timeout=30)  # before communicate(), which would close stdin: an EOF
    _, err = process.communicate(timeout=30)
    return process.returncode, err


def test_ctrl_c_ends_the_served_command_as_it_ends_a_normal_one(shared: dict[str, str]) -> None:
    plain = interrupted({**shared, place.ENV_OFF: "1"})
    assert plain == (130, b"interrupted\n")
    before = status(shared)[0]["served"]
    served = interrupted(shared)
    assert served == plain, served[1].decode()
    [server] = status(shared)
    assert (server["served"], server["running"]) == (before + 1, 0)


def waiting_on_stdin(
    shared: dict[str, str], args: list[str], stdout: int, **how: Any
) -> tuple[subprocess.Popen[bytes], int]:
    """A served command started with its stdin a pipe left open, and the pid of the server's
    child running it, once it runs (``how``: more of Popen's arguments)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "fishsolve", *args],
        stdin=subprocess.PIPE,
        stdout=stdout,
        cwd=ROOT,
        env=shared,
        **how,
    )
    end = time.monotonic() + 20
    while time.monotonic() < end and not status(shared)[0]["running"]:
        time.sleep(0.02)
    [child] = status(shared)[0]["children"]
    return process, child


def test_a_killed_client_takes_its_served_command_with_it(shared: dict[str, str]) -> None:
    # kill -9 of a normal run ends its command; of a served run, the server ends the child.
    process, child = waiting_on_stdin(shared, ["analyze", "-"], subprocess.DEVNULL)
    process.kill()
    process.wait(timeout=30)
    assert gone(child)  # while its stdin is still open: the server ended it
    assert status(shared)[0]["running"] == 0
    assert process.stdin is not None
    process.stdin.close()


def state(pid: int) -> str:
    """The kernel's one-letter state of ``pid`` (``T``: stopped)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def settles(pid: int, wanted: str, seconds: float = 10) -> bool:
    """True once ``pid`` is in state ``wanted``."""
    end = time.monotonic() + seconds
    while state(pid) != wanted and time.monotonic() < end:
        time.sleep(0.02)
    return state(pid) == wanted


def test_ctrl_z_stops_the_served_command_and_fg_resumes_it(shared: dict[str, str]) -> None:
    # A job of its own, as a shell starts it: a process group whose leader's parent (this
    # process) is in another group of the same session, so a SIGTSTP stops it (in an orphaned
    # group the system would discard it: see the next test).
    process, child = waiting_on_stdin(
        shared, ["analyze", "-", "--at", "2"], subprocess.PIPE, process_group=0
    )
    process.send_signal(signal.SIGTSTP)
    assert settles(child, "T")
    assert settles(process.pid, "T")
    process.send_signal(signal.SIGCONT)
    assert settles(child, "S")
    out, _ = process.communicate((ROOT / FRIDAY).read_bytes(), timeout=30)
    assert process.returncode == 0
    assert out == run(["analyze", "-", "--at", "2"], shared, (ROOT / FRIDAY).read_bytes()).stdout


def test_ctrl_z_where_it_stops_nothing_leaves_the_command_running(
    shared: dict[str, str],
) -> None:
    # A session of its own: the client's group is orphaned, and a SIGTSTP does not stop a
    # process there. The command must not be left stopped while the client waits for it.
    process, child = waiting_on_stdin(
        shared, ["analyze", "-", "--at", "2"], subprocess.PIPE, start_new_session=True
    )
    process.send_signal(signal.SIGTSTP)
    out, _ = process.communicate((ROOT / FRIDAY).read_bytes(), timeout=30)
    assert process.returncode == 0
    assert gone(child)
    assert out == run(["analyze", "-", "--at", "2"], shared, (ROOT / FRIDAY).read_bytes()).stdout


def test_a_stale_socket_means_a_normal_run_and_a_new_server(warm: dict[str, str]) -> None:
    directory = Path(warm["XDG_RUNTIME_DIR"], "fishsolve")
    directory.mkdir(mode=0o700)
    code = "from fishsolve.cli.warm import place; print(place.fingerprint())"
    key = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=warm, check=True
    ).stdout.strip()
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(directory / f"{key}.sock"))  # bound, never listening: refused
    stale.close()
    off = {**warm, place.ENV_OFF: "1"}
    assert same(run(["check", FRIDAY], warm), run(["check", FRIDAY], off))
    [server] = serving(warm)
    assert server["key"] == key
    assert same(run(["check", FRIDAY], warm), run(["check", FRIDAY], off))
    assert status(warm)[0]["served"] == 1


def test_no_server_when_switched_off(warm: dict[str, str]) -> None:
    off = {**warm, place.ENV_OFF: "1"}
    assert run(["check", FRIDAY], off).returncode == 0
    assert not Path(warm["XDG_RUNTIME_DIR"], "fishsolve").exists()


def test_only_batch_commands_are_served() -> None:
    assert client.served(["analyze", FRIDAY])
    assert client.served(["puzzle", "check", "x"])
    assert client.served(["--version"])
    for argv in (["live", "g"], ["review", "g"], ["simulate"], ["puzzle", "make"], ["server"]):
        assert not client.served(argv), argv
    assert not client.served([])
    assert not client.served(["--help"])


def test_the_client_imports_neither_typer_nor_rich_nor_the_library() -> None:
    code = "import sys, fishsolve.cli.warm.client; print(' '.join(sorted(sys.modules)))"
    names = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "fishsolve.cli.warm.client" in names
    heavy = ("typer", "rich", "socket", "signal", "fishsolve.errors", "fishsolve.literature.game")
    assert [n for n in names if n.split(".")[0] in heavy or n.startswith(heavy)] == []


def test_the_runtime_directory_must_be_private(monkeypatch: pytest.MonkeyPatch) -> None:
    base = tempfile.mkdtemp(prefix="fsw", dir="/tmp")
    try:
        monkeypatch.setenv("XDG_RUNTIME_DIR", base)
        assert place.runtime_dir() == os.path.join(base, "fishsolve")
        assert os.stat(os.path.join(base, "fishsolve")).st_mode & 0o777 == 0o700
        os.chmod(os.path.join(base, "fishsolve"), 0o755)
        assert place.runtime_dir() is None
    finally:
        shutil.rmtree(base)
