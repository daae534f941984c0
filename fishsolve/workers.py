"""Worker processes that end with the command that started them.

Every pool of worker processes (the review's counting units, simulated games, tournaments)
starts its workers with :func:`watch_parent`, so that no worker outlives the command, whatever
ends it: a finished run, Ctrl-C, SIGTERM or SIGKILL.
"""

from __future__ import annotations

import os
import select
import signal
import threading
import time

MAX_WORKERS = 4 * (os.cpu_count() or 1)
"""The most worker processes a command starts, here or in a local cluster (four per CPU): more
only make the machine thrash and take long to stop (``--jobs`` past it is refused)."""


def watch_parent(parent: int) -> None:
    """Make this worker process end with process ``parent``, and leave interrupts to it.

    Called first in every worker. Ctrl-C reaches every process of the terminal's group: the
    worker ignores it, and the parent, which handles it, stops the workers. If the parent dies
    without stopping them (SIGKILL), a thread ends the worker at once. The parent is watched by
    its pid, not by ``os.getppid()``: a forkserver's worker is the forkserver's child. The
    forkserver and the resource tracker end by themselves once no worker holds their pipes.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    threading.Thread(target=_watch, args=(parent,), name="watch-parent", daemon=True).start()


def _watch(parent: int) -> None:
    try:
        # A pidfd becomes readable when the process ends, and a pid reused later is no matter.
        handle = os.pidfd_open(parent)
    except ProcessLookupError:
        os._exit(1)
    except (AttributeError, OSError):
        handle = None
    if handle is not None:
        select.select([handle], [], [])
    else:
        ppid = os.getppid()
        while _alive(parent) and os.getppid() == ppid:
            time.sleep(0.2)
    os._exit(1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True
