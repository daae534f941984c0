"""`fishsolve live` and the file it writes (issue 30): two sessions on one log never lose a line
either answered as added (the log's advisory lock, and the comparison with what each session
last wrote)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from fishsolve.families import open_live
from fishsolve.live import logtext

HEAD = "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n"


def test_a_second_session_cannot_write_between_the_first_ones_check_and_its_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Session B's line arrives while session A is writing its own (A has read the file back
    and found it as it left it): B must not be answered ok for a line A's write then replaces."""
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    a, b = open_live(path), open_live(path)
    monkeypatch.setattr(logtext, "LOCK_WAIT", 0.2, raising=False)
    write = logtext.write
    seen: list[bool] = []
    raced = threading.Event()

    def racing(target: Path, text: str, **kw: bool) -> None:
        if not raced.is_set():  # A's write: B's line comes in first
            raced.set()
            seen.append(b.feed("# from b").ok)
        write(target, text, **kw)

    monkeypatch.setattr(logtext, "write", racing)
    assert a.feed("# from a").ok
    text = path.read_text()
    assert text == HEAD + "# from a\n"
    assert seen == [False]  # B was refused, not answered ok and then overwritten
    # And B, which did not write the file A wrote, refuses every later line too.
    step = b.feed("# again b")
    assert not step.ok
    assert "changed on disk" in str(step.error)
    assert path.read_text() == text


def test_two_processes_racing_lose_no_line_answered_ok(tmp_path: Path) -> None:
    """Two `live --json` processes on one log, each fed 30 comment lines at the same instant
    (both sessions open first): every line either answered ``"ok": true`` is in the file, in the
    order each typed them. Without the lock about half such races lost a line."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    for run in range(2):
        path = tmp_path / f"g{run}.fish"
        path.write_text(HEAD)
        children = [
            subprocess.Popen(
                [sys.executable, "-m", "fishsolve", "live", str(path), "--json"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                env=env,
            )
            for _ in "ab"
        ]
        for child in children:
            assert child.stdout is not None
            assert json.loads(child.stdout.readline())["kind"] == "open"
        outs = ["", ""]
        threads = [
            threading.Thread(target=_feed, args=(child, who, outs, i))
            for i, (child, who) in enumerate(zip(children, "ab", strict=True))
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        lines = path.read_text().splitlines()
        for out in outs:
            added = [d["text"] for d in map(json.loads, out.splitlines()) if d["ok"]]
            missing = [line for line in added if line not in lines]
            assert not missing, f"run {run}: answered ok, not in the file: {missing}"
            assert added == [line for line in lines if line in added]  # in the order typed
            for doc in map(json.loads, out.splitlines()):
                if not doc["ok"]:
                    message = doc["error"]["message"]
                    assert "changed on disk" in message or "another live session" in message


def _feed(child: subprocess.Popen[str], who: str, outs: list[str], i: int) -> None:
    typed = "".join(f"# {who} {k}\n" for k in range(30))
    outs[i] = child.communicate(typed, timeout=60)[0]


def _aged(path: Path, seconds: float = 60.0) -> Path:
    path.write_text("players: A")
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_a_session_removes_the_temporary_copies_a_killed_writer_left(tmp_path: Path) -> None:
    """Issue 30: after SIGKILL mid-write, a hidden ``.g.fish.<hex>.tmp`` stayed for good. The
    next session removes its log's stale copies, and nothing else."""
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    stale = _aged(tmp_path / ".g.fish.0123456789ab.tmp")
    fresh = tmp_path / ".g.fish.fedcba987654.tmp"  # being written now, maybe by another command
    fresh.write_text("players: A")
    others = [
        _aged(tmp_path / ".h.fish.0123456789ab.tmp"),  # another log's
        _aged(tmp_path / ".g.fish.0123456789ab.tmp.keep"),  # not a name write_atomic gives
        _aged(tmp_path / ".g.fish.01234567.tmp"),
        _aged(tmp_path / "g.fish.0123456789ab.tmp"),
    ]
    link = tmp_path / ".g.fish.aaaaaaaaaaaa.tmp"
    link.symlink_to(others[0])
    session = open_live(path)
    assert not stale.exists()
    assert fresh.exists()
    assert all(p.exists() for p in others)
    assert link.is_symlink()
    assert session.feed("# still writes").ok


def test_no_copy_is_removed_while_another_session_holds_the_lock(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    first = open_live(path)
    stale = _aged(tmp_path / ".g.fish.0123456789ab.tmp")
    with first.file.held():  # the first session is checking and writing a line
        open_live(path)
    assert stale.exists()
    open_live(path)
    assert not stale.exists()


def test_a_read_only_log_is_refused_not_replaced(tmp_path: Path) -> None:
    """Issue 30: live added lines to a log its owner made read-only (0444): the rename the
    atomic write makes needs only the folder's permission. It now refuses, in one line naming
    the file, at the start and for a log made read-only during the session."""
    from typer.testing import CliRunner

    from fishsolve.cli import app
    from fishsolve.errors import UsageError

    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    session = open_live(path)
    path.chmod(0o444)
    try:
        step = session.feed("# a line")
        assert not step.ok
        assert "read-only (mode 0444)" in str(step.error)
        with pytest.raises(UsageError, match=r"g\.fish: read-only \(mode 0444\)"):
            open_live(path)
        result = CliRunner().invoke(app, ["live", str(path), "--plain"], input="# a line\n")
        assert result.exit_code == 1
        (line,) = result.output.splitlines()
        assert "g.fish: read-only (mode 0444)" in line
        assert path.read_text() == HEAD
        assert oct(path.stat().st_mode & 0o777) == oct(0o444)
    finally:
        path.chmod(0o644)
