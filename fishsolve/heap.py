"""How the command line's process keeps the memory it frees (glibc's malloc, on Linux).

A count over ranks makes and drops tables of up to tens of megabytes at every rank, while the
proofs ask CP-SAT questions in a second thread. By default glibc maps each block of more than
128 KiB (a limit it raises as such blocks are freed) and gives it back to the system when freed:
every such unmapping stops the other core's thread to flush its memory map (the kernel's
``smp_call_function_many_cond``, 6.6% of all the time of a four-player Authors seat's game typed
live). With :data:`MMAP_THRESHOLD` blocks below 32 MiB come from malloc's heap and stay there
for the next ones (the count's larger blocks are kept by the count itself, ``_blocks.c``), and
the heap's free top is given back past :data:`TRIM_THRESHOLD` only: the kernel's share falls to
1%, and a six-player Go Fish seat typed live goes from p90 0.25 to 0.23 s (docs/performance.md,
"Go Fish family, 52-card games typed live"). The heap then keeps what its largest count freed, up
to those 64 MiB more, for the process's next counts.

The command line sets this once, at start (:func:`tune`); worker processes it forks inherit it.
The library sets nothing: a program that imports it keeps its own allocator's settings. Where
the C library is not glibc, nothing is changed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameters (``malloc.h``)."""

MMAP_THRESHOLD = 32 << 20
"""Blocks this large or larger are mapped by themselves (and unmapped when freed)."""

TRIM_THRESHOLD = 64 << 20
"""The heap's free top is given back to the system once it passes this."""


def tune() -> bool:
    """Set this process's malloc to :data:`MMAP_THRESHOLD` and :data:`TRIM_THRESHOLD`; False
    where it cannot be set (not Linux, not glibc)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(
        mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD)
    )
