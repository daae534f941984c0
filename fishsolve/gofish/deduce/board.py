"""Questions shared out between the thread that asks them and threads that come to help.

:func:`~fishsolve.gofish.deduce.questions.possibilities` asks CP-SAT one question per value
still open, and a question spends its time in the solver's own code with Python's lock released.
The thread that asks them (:mod:`.beside`'s) posts each batch on a :class:`Board`; a thread with
nothing else to do (the caller waiting for the answer, once its estimate is made) calls
:meth:`Board.help` and takes questions from the same batch, so that the two cores answer them.
Every question is taken once, by whichever thread comes first; the answer (each value shown
possible by a witness or proved impossible) is the same whoever asks what, and in whatever order.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")
W = TypeVar("W")


HELP_FROM = 4
"""A helper takes a question only while this many are left: near the end of a batch the owner's
next witnesses settle most of the few left, and a helper's question the owner must wait for
would cost more than it saves."""


class _Batch(Generic[T, W]):
    """One batch of questions: the next to take, the threads at work, the first error."""

    def __init__(self, items: Sequence[T], ask: Callable[[T, W], None]) -> None:
        self.items = items
        self.ask = ask
        self.next = 0
        self.last = len(items)
        """Questions ``next`` to ``last`` (exclusive) are still to take: the owner takes from
        the front, helpers from the back, so that they seldom ask about neighbouring values
        (which one witness often shows together)."""
        self.busy = 0
        self.error: BaseException | None = None

    def work(self, lock: threading.Condition, mine: W, from_back: bool = False) -> None:
        """Ask questions of the batch until none is left (or one failed), with ``mine``: the
        thread's own tools (a copy of the model)."""
        while True:
            with lock:
                left = self.last - self.next
                if self.error is not None or left <= 0 or (from_back and left < HELP_FROM):
                    return
                if from_back:
                    self.last -= 1
                    item = self.items[self.last]
                else:
                    item = self.items[self.next]
                    self.next += 1
            try:
                self.ask(item, mine)
            except BaseException as err:
                self.failed(lock, err)
                return

    def failed(self, lock: threading.Condition, err: BaseException) -> None:
        """Keep ``err`` (the first) for the batch's owner, who raises it (:meth:`Board.run`); an
        interrupt is raised in this thread too, for its own caller to hear of."""
        with lock:
            if self.error is None:
                self.error = err
        if not isinstance(err, Exception):
            raise err


class Board(Generic[W]):
    """Batches of questions posted by one thread (:meth:`run`), taken by it and by helpers
    (:meth:`help`) until :meth:`close`. Safe to use from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._batch: _Batch[object, W] | None = None
        self._closed = False
        self._spare: Callable[[], W] | None = None

    def run(
        self,
        items: Sequence[T],
        ask: Callable[[T, W], None],
        mine: W,
        spare: Callable[[], W],
    ) -> None:
        """Ask ``ask(item, tools)`` of every item, in this thread (with ``mine``) and in any
        helper's (with tools made by ``spare``, once a helper); return when every item is
        asked and no helper is still asking one.

        Raises:
            BaseException: the first error a question raised, in whichever thread.
        """
        batch: _Batch[T, W] = _Batch(items, ask)
        with self._lock:
            self._spare = spare
            self._batch = batch  # type: ignore[assignment]
            self._lock.notify_all()
        try:
            batch.work(self._lock, mine)
        finally:
            with self._lock:
                self._batch = None
                while batch.busy:
                    self._lock.wait()
        if batch.error is not None:
            raise batch.error

    def help(self) -> None:
        """Take questions from the batches posted, until the board is closed."""
        mine: W | None = None
        done: _Batch[object, W] | None = None
        while True:
            with self._lock:
                while not self._closed and (self._batch is None or self._batch is done):
                    self._lock.wait()
                if self._closed:
                    return
                batch = done = self._batch
                assert batch is not None
                assert self._spare is not None
                spare = self._spare
                batch.busy += 1
            try:
                if mine is None:
                    try:
                        mine = spare()
                    except BaseException as err:  # the tools could not be made
                        batch.failed(self._lock, err)
                        continue
                batch.work(self._lock, mine, from_back=True)
            finally:
                with self._lock:
                    batch.busy -= 1
                    self._lock.notify_all()

    def close(self) -> None:
        """No more batches: helpers return."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
