"""The command line tunes its process's allocator (fishsolve/heap.py) before it runs a command:
blocks below 32 MiB come from malloc's heap instead of a mapping of their own, which unmapping
would take back from every core. The library alone leaves the allocator as it found it."""

from __future__ import annotations

import ctypes
import subprocess
import sys

import pytest

from fishsolve import cli

# Counts the mapped blocks of a 4 MiB allocation (glibc's mallinfo2: hblks) in a fresh process:
# with the allocator tuned first ("tuned"), after importing the library ("library") or as Python
# left it ("plain").
PROBE = """
import ctypes, sys
from fishsolve import heap
if sys.argv[1] == "library":
    import fishsolve.api, fishsolve.cli, fishsolve.families
class Info(ctypes.Structure):
    names = "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost"
    _fields_ = [(n, ctypes.c_size_t) for n in names.split()]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = Info
if sys.argv[1] == "tuned":
    assert heap.tune()
before = libc.mallinfo2().hblks
block = bytearray(4 << 20)
print(libc.mallinfo2().hblks - before)
"""


def _glibc_with_mallinfo2() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        return hasattr(ctypes.CDLL("libc.so.6"), "mallinfo2")
    except OSError:
        return False


@pytest.mark.skipif(not _glibc_with_mallinfo2(), reason="glibc's mallinfo2 is needed to look")
def test_tuned_blocks_below_the_threshold_come_from_the_heap() -> None:
    def mapped(how: str) -> int:
        out = subprocess.run(
            [sys.executable, "-c", PROBE, how], check=True, capture_output=True, text=True
        )
        return int(out.stdout)

    assert mapped("plain") == 1  # glibc's default: a block of its own, unmapped when freed
    assert mapped("library") == 1  # importing the library changes nothing
    assert mapped("tuned") == 0


def test_the_command_line_tunes_the_allocator_first(monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []

    def tune() -> bool:
        order.append("heap")
        return True

    monkeypatch.setattr("fishsolve.heap.tune", tune)
    monkeypatch.setattr("fishsolve.cli.commands.run", lambda: order.append("run"))
    cli.main()
    assert order == ["heap", "run"]
