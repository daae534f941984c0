"""A position's proved possibilities (:func:`.questions.possibilities`) worked out in a thread of
their own, beside the count over ranks and the estimate.

CP-SAT spends a question's time in its own code, with Python's lock released, so its questions
run on a second core while the count and the estimate run on the first; once the caller wants
the answer (:meth:`Beside.result`), it asks questions too, with a copy of the model
(:mod:`.board`), so that both cores answer those left. Values the estimate's runs
show possible are handed over as they come (:meth:`Beside.give`): the solver is not asked for
them afterwards. The answer is the same whichever way each value was settled: every value shown
comes from an arrangement that fits the log, every value missing is proved impossible.
"""

from __future__ import annotations

import threading
from types import TracebackType

from fishsolve.gofish.deduce.model import TIME_LIMIT
from fishsolve.gofish.deduce.perspective import Viewer
from fishsolve.gofish.deduce.questions import (
    Handover,
    Possible,
    StoppedError,
    Values,
    possibilities,
    witnessed_by,
)
from fishsolve.gofish.deduce.view import FishView
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay


class Beside:
    """The possibilities of ``viewer``'s position after ``at`` events, proved in a thread started
    by :meth:`start` (or by :meth:`result`, then in the caller's time). Use it in a ``with``
    block: leaving it stops the thread if its answer was not taken."""

    def __init__(
        self,
        log: FishLog,
        rep: FishReplay,
        viewer: Viewer,
        at: int,
        time_limit: float = TIME_LIMIT,
        impossible: Values | None = None,
    ) -> None:
        """``impossible``: values proved impossible already (not asked)."""
        self._question = (log, rep, viewer, at, time_limit)
        self._impossible = impossible
        self._handover = Handover()
        self._thread: threading.Thread | None = None
        self._found: Possible | None = None
        self._error: BaseException | None = None

    def __enter__(self) -> Beside:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()

    def start(self) -> None:
        """Start proving (once)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="possibilities")
            self._thread.start()

    def _run(self) -> None:
        log, rep, viewer, at, time_limit = self._question
        try:
            self._found = possibilities(
                log,
                rep,
                viewer,
                at,
                time_limit,
                handover=self._handover,
                impossible=self._impossible,
            )
        except StoppedError:
            pass
        except BaseException as err:  # handed to the caller by result()
            self._error = err
        finally:
            self._handover.close()

    def finished(self) -> bool:
        """Whether the thread has ended (its answer, or its error, is in): its core is free."""
        return self._thread is not None and not self._thread.is_alive()

    def give(self, shown: Values) -> None:
        """Values shown possible meanwhile (an estimate's runs): not asked of the solver."""
        self._handover.give(shown)

    def give_run(self, run: FishView) -> None:
        """The values one run of an estimate shows possible (:meth:`give`), as soon as it is
        made."""
        self.give(witnessed_by([run]))

    def stop(self) -> None:
        """The answer is no longer wanted: the thread ends after its current question."""
        if self._found is None and self._error is None:
            self._handover.stop()

    def result(self) -> Possible:
        """The possibilities (started now if they were not).

        Raises:
            ValueError: no deal fits.
            Undecided: a question was not answered within the time limit.
        """
        self.start()
        assert self._thread is not None
        self._handover.help()  # this thread has nothing else to do: it asks questions too
        self._thread.join()
        if self._error is not None:
            raise self._error
        if self._found is None:
            raise StoppedError("the possibilities were stopped before their answer")
        return self._found
