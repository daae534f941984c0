"""Files that are not regular ones: never renamed over when written, never read without bound.

Issue 30 (High 1, Medium 3): ``convert -o null --force`` replaced a device node with a regular
file, and ``check /dev/zero`` grew without bound. These tests fail on the code before the fix:
the device's symlink came back a regular file, and the reads did not stop.
"""

from __future__ import annotations

import io
import os
import stat
import sys
import threading
import time
from pathlib import Path

import pytest

from fishsolve.errors import OptionError, UsageError
from fishsolve.files import write_atomic
from fishsolve.text.reading import MAX_LOG_BYTES, LogInput, read_text


def test_a_character_device_is_written_into_not_replaced(tmp_path: Path) -> None:
    link = tmp_path / "null"
    link.symlink_to("/dev/null")
    write_atomic(link, "some text\n")
    assert link.is_symlink()
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_full_device_says_why_in_one_line(tmp_path: Path) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    link = tmp_path / "full"
    link.symlink_to("/dev/full")
    with pytest.raises(OptionError, match="cannot write"):
        write_atomic(link, "x" * 100_000)
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_fifo_with_a_reader_gets_the_text_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    ready = threading.Event()

    def reader() -> None:
        # A reader waiting in open() is one already (Linux counts it before it waits).
        ready.set()
        with open(fifo, "rb") as handle:
            got.append(handle.read())

    thread = threading.Thread(target=reader)
    thread.start()
    ready.wait(5)
    deadline = time.monotonic() + 10
    while True:  # until the reader's open() has begun (a loaded machine may take a while)
        try:
            write_atomic(fifo, "héllo\n")
            break
        except OptionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
    thread.join(5)
    assert got == ["héllo\n".encode()]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_fifo_nobody_reads_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OptionError, match="FIFO that nobody reads"):
        write_atomic(fifo, "text\n")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_an_exclusive_write_never_writes_into_a_device(tmp_path: Path) -> None:
    link = tmp_path / "null"
    link.symlink_to("/dev/null")
    with pytest.raises(OptionError, match="exists already"):
        write_atomic(link, "text\n", exclusive=True)
    assert link.is_symlink()


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_not_read_as_a_log(tmp_path: Path, device: str) -> None:
    link = tmp_path / "game.fish"
    link.symlink_to(device)
    for path in (device, str(link)):
        with pytest.raises(UsageError, match="is a character device, not a game log"):
            read_text(path)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "game.fish"
    os.mkfifo(fifo)
    with pytest.raises(UsageError, match=r"is a FIFO \(named pipe\), not a game log"):
        read_text(fifo)


def test_a_file_past_the_cap_is_refused_naming_the_size(tmp_path: Path) -> None:
    big = tmp_path / "big.fish"
    big.write_bytes(b"# x\n" * (MAX_LOG_BYTES // 4 + 1))
    with pytest.raises(UsageError, match="larger than 8 MiB"):
        read_text(big)
    small = tmp_path / "small.fish"
    small.write_bytes(b"# x\n" * (MAX_LOG_BYTES // 4))
    assert len(read_text(small)) == MAX_LOG_BYTES


def test_stdin_past_the_cap_is_refused_and_read_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stream = io.TextIOWrapper(io.BytesIO(b"\0" * (MAX_LOG_BYTES + 100)), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stream)
    # A command reads its input once (LogInput): the family is told from that one read.
    with pytest.raises(UsageError, match="<stdin>: larger than 8 MiB"):
        LogInput.read("-")
    assert stream.buffer.tell() == MAX_LOG_BYTES + 1  # no more than the cap was read
