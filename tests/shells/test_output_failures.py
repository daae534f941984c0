"""A result that cannot be written ends the command in one line, not a traceback: standard
output on a full disk (``> /dev/full``) says so with exit code 1; a pipe whose reader has gone
ends quietly with 141, as a tool killed by SIGPIPE does. Each in its own process: only the
console script's :func:`~fishsolve.cli.commands.run` sees the real standard output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def _run(args: tuple[str | Path, ...], stdout: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fishsolve", *map(str, args)],
        stdout=stdout,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(map(str, a[:1] + a[2:])))
def test_a_full_disk_is_one_line(args: tuple[str | Path, ...]) -> None:
    fd = os.open("/dev/full", os.O_WRONLY)
    try:
        done = _run(args, fd)
    finally:
        os.close(fd)
    assert done.returncode == 1
    assert done.stderr == "fishsolve: cannot write the output (No space left on device)\n"


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(map(str, a[:1] + a[2:])))
def test_a_reader_gone_ends_the_command_quietly(args: tuple[str | Path, ...]) -> None:
    read, write = os.pipe()
    os.close(read)
    try:
        done = _run(args, write)
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (141, "")
