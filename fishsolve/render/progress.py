"""The progress of a long command, on stderr only: a bar on a terminal, a few plain lines elsewhere.

The library reports how far it is through a callback (``review(..., progress=...)``,
``play_tournament(..., progress=...)``...); the command hands it a :class:`Reporter`, which is
all that draws it. What a user sees on stderr (stdout never changes):

- a run that ends within ``delay`` seconds (1 by default): nothing;
- on an interactive terminal, after ``delay``: a rich bar (what, how far, how many of how many,
  the time left), erased when the run ends;
- anywhere else (a pipe, a file, a CI log), after ``delay``: one plain line when the count moves,
  at most one every ``every`` seconds (5 by default), and one more when the run ends, e.g.
  ``review: 120/906 views, 13%, 6 s`` — no control codes, no colours;
- with ``quiet``: nothing at all.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

from rich.console import Console

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


@dataclass(frozen=True)
class Pace:
    """When progress shows: after ``delay`` seconds; plain lines at most every ``every`` s."""

    delay: float = 1.0
    every: float = 5.0


class Reporter:
    """The progress of one run on ``console`` (stderr): ``with Reporter(...) as r: r.advance()``.

    Args:
        console: where progress goes (the commands give stderr's console).
        name: the command, first on each plain line (``review``).
        noun: what is counted, plural (``views``, ``games``).
        total: how many there are (None: told later, by :meth:`update`).
        title: the bar's label (default ``name``).
        pace: when progress shows, see :class:`Pace`.
        quiet: show nothing.
        clock: seconds, for the plain lines' timing.
    """

    def __init__(
        self,
        console: Console,
        name: str,
        noun: str,
        total: int | None = None,
        *,
        title: str | None = None,
        pace: Pace = Pace(),
        quiet: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.console = console
        self.name, self.noun, self.title = name, noun, title or name
        self.total = total
        self.done = 0
        self.pace = pace
        self.clock = clock
        self.mode = "off" if quiet else ("bar" if console.is_interactive else "lines")
        self._started = 0.0
        self._last: tuple[float, int] | None = None
        """When the last plain line was written, and the count it gave."""
        self._bar: Progress | None = None
        self._task: TaskID | None = None
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._closed = False

    def __enter__(self) -> Reporter:
        self._started = self.clock()
        if self.mode == "bar":
            # rich.progress loads only for a bar: a run with lines or none never waits for it.
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=self.console,
                transient=True,
                redirect_stdout=False,
            )
            self._task = self._bar.add_task(self.title, total=self.total)
            # The bar appears after the delay even when nothing has finished yet.
            self._timer = threading.Timer(self.pace.delay, self._show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def _show(self) -> None:
        with self._lock:
            if not self._closed and self._bar is not None:
                self._bar.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            self._closed = True
            if self._bar is not None:
                self._bar.stop()
        # A run that showed progress says when it is done; one that failed says nothing more.
        if exc_type is None and self._last is not None and self._last[1] != self.done:
            self._line(self.clock())

    def advance(self) -> None:
        """One more done."""
        self.update(self.done + 1)

    def update(self, done: int, total: int | None = None) -> None:
        """``done`` of ``total`` (None: the total as it was) are done."""
        self.done = done
        if total is not None:
            self.total = total
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=done, total=self.total)
        elif self.mode == "lines":
            now = self.clock()
            if now - self._started < self.pace.delay:
                return
            if self._last is not None and (
                now - self._last[0] < self.pace.every or self._last[1] == done
            ):
                return
            self._line(now)

    def line(self, seconds: float) -> str:
        """The plain line of the count now, ``seconds`` into the run."""
        if self.total:
            count = f"{self.done}/{self.total} {self.noun}, {100 * self.done // self.total}%"
        else:
            count = f"{self.done} {self.noun}"
        return f"{self.name}: {count}, {seconds:.0f} s"

    def _line(self, now: float) -> None:
        self._last = (now, self.done)
        out = self.console.file
        out.write(self.line(now - self._started) + "\n")
        out.flush()
