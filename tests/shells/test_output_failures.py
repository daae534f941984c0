"""A result that cannot be written ends the command in one line, not a traceback: standard
output on a full disk (``> /dev/full``) says so with exit code 1; a pipe whose reader has gone
ends quietly with 141, as a tool killed by SIGPIPE does. Each in its own process: only the
console script's :func:`~fishsolve.cli.commands.run` sees the real standard output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from clirun import run_process

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"
AUTHORS = ROOT / "samples" / "gofish" / "authors.fish"
COMMANDS = [
    ("analyze", FRIDAY),
    ("analyze", FRIDAY, "--json"),
    ("check", AUTHORS),
    ("convert", FRIDAY, "--to", "json"),
    ("simulate", "--game", "go-fish"),
    ("--version",),
]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(map(str, a[:1] + a[2:])))
def test_a_full_disk_is_one_line(args: tuple[str | Path, ...]) -> None:
    fd = os.open("/dev/full", os.O_WRONLY)
    try:
        done = run_process(*args, stdout=fd)
    finally:
        os.close(fd)
    assert done.returncode == 1
    assert done.stderr == "fishsolve: cannot write the output (No space left on device)\n"


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(map(str, a[:1] + a[2:])))
def test_a_reader_gone_ends_the_command_quietly(args: tuple[str | Path, ...]) -> None:
    read, write = os.pipe()
    os.close(read)
    try:
        done = run_process(*args, stdout=write)
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (141, "")


@pytest.mark.parametrize("columns", ["0", "1", "5"])
def test_a_terminal_too_narrow_still_gets_the_result_and_the_errors(columns: str) -> None:
    # COLUMNS=0 drew nothing at all, neither a result nor an error (exit codes only); a few
    # columns cut every cell. Results and errors are now drawn 40 columns wide at the least.
    env = {**os.environ, "COLUMNS": columns}

    def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
        return run_process(*args, env=env)

    done = run("analyze", FRIDAY)
    assert done.returncode == 0
    assert "From Asha's view" in done.stdout
    for card in ("2C", "7C", "9H", "AH"):
        assert card in done.stdout
    missing = ROOT / "samples" / "no-such-game.fish"
    done = run("check", missing)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{missing}: no such file\n"


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_terminal_in_another_encoding_gets_views_and_data_whole(
    encoding: str, tmp_path: Path
) -> None:
    # A dash or a suit's symbol in a view was a UnicodeEncodeError traceback on such a terminal.
    # Views now replace what it cannot show; data (a log, JSON) is written in UTF-8 unchanged.
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    log = tmp_path / "café.fish"
    text = FRIDAY.read_text(encoding="utf-8").replace("\n\n", "\n# café – ♦ noted\n\n", 1)
    log.write_text(text, encoding="utf-8")

    def run(*args: str | Path) -> subprocess.CompletedProcess[bytes]:
        return run_process(*args, env=env, text=False)

    done = run("analyze", log)
    assert (done.returncode, done.stderr) == (0, b"")
    assert b"score A 1 ? B 0" in done.stdout  # the dash replaced
    done = run("analyze", log, "--json")
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout.decode("utf-8"))["file"] == str(log)
    done = run("convert", log, "--to", "text")
    assert (done.returncode, done.stderr) == (0, b"")
    assert "# café – ♦ noted" in done.stdout.decode("utf-8")
    done = run("convert", log, "--to", "json")
    comments = json.loads(done.stdout.decode("utf-8"))["comments"]
    assert any("café – ♦ noted" in c["text"] for c in comments)
    done = run("check", tmp_path / "nowhere-é.fish")
    assert done.returncode == 1
    assert done.stderr.endswith("nowhere-é.fish: no such file\n".encode(encoding, "replace"))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX descriptors")
def test_a_closed_standard_stream_is_said_in_one_line() -> None:
    # Started with standard input or output closed (<&-, >&-), Python has no stream there:
    # reading the log from '-' or drawing the result was an AttributeError traceback.
    def closed(fd: int, *args: str | Path) -> subprocess.CompletedProcess[str]:
        stdout = subprocess.PIPE if fd != 1 else None
        return run_process(*args, stdout=stdout, preexec_fn=lambda: os.close(fd))

    done = closed(0, "check", "-")
    assert (done.returncode, done.stdout, done.stderr) == (
        1,
        "",
        "<stdin>: standard input is closed\n",
    )
    for args in (("analyze", FRIDAY), ("analyze", FRIDAY, "--json")):
        done = closed(1, *args)
        assert done.returncode == 1
        assert done.stderr == "fishsolve: cannot write the output (standard output is closed)\n"
