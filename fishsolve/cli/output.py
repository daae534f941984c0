"""How every command ends: a result as JSON or as a rich view, an error as one red line.

:func:`respond` is the one place that catches :class:`~fishsolve.errors.FishsolveError`: the
library's errors are the user's to fix, so they are shown as one line (with the source line and a
caret when the error has one) and exit code 1. With ``--json`` the error is instead the one JSON
document on stdout (:func:`error_document`), with the same exit code and nothing on stderr, so a
script reads every outcome of every ``--json`` command from stdout. Any other exception is a bug
and keeps its traceback.

rich and the modules that draw load when something is drawn, not with this module, which every
command's module imports.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, Protocol, TypeVar

import typer

from fishsolve.cli.options import Refused, flags
from fishsolve.cli.outstream import write_data
from fishsolve.errors import (
    FishsolveError,
    Opt,
    OptionError,
    Unsupported,
    UsageError,
)

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from fishsolve.family.base import GameFamily
    from fishsolve.render.progress import Reporter
    from fishsolve.text.reading import LogInput


class Reported(Protocol):
    """A result with a JSON form."""

    def to_dict(self) -> Any:
        """One JSON-ready document."""
        ...


R = TypeVar("R", bound=Reported)


NARROWEST = 40
"""The fewest columns results are drawn in: a terminal (or ``COLUMNS``) narrower than this gets
lines of this width, which it wraps, rather than tables cut to nothing (``COLUMNS=0`` drew no
output at all, ``COLUMNS=5`` cut every cell)."""


def stdout() -> Console:
    """The console of results."""
    return _console(stderr=False)


def stderr() -> Console:
    """The console of errors and progress bars."""
    return _console(stderr=True)


def _console(*, stderr: bool) -> Console:
    from rich.console import Console

    console = Console(stderr=stderr, highlight=False, soft_wrap=True)
    if console.width < NARROWEST:
        console.width = NARROWEST
    return console


PROGRESS = "FISHSOLVE_PROGRESS"
"""``off`` switches progress off, as ``--quiet`` does."""
PROGRESS_DELAY = "FISHSOLVE_PROGRESS_DELAY"
"""Seconds a run lasts before its progress shows (default 1)."""
PROGRESS_EVERY = "FISHSOLVE_PROGRESS_EVERY"
"""Seconds between plain progress lines when stderr is not a terminal (default 5)."""


def _seconds(name: str, default: float) -> float:
    # A value that is not a number of seconds, 0 or more, leaves the default.
    try:
        value = float(os.environ.get(name, default))
    except ValueError:
        return default
    return value if value >= 0 else default


def progress(
    name: str, noun: str, total: int | None = None, *, title: str | None = None, quiet: bool
) -> Reporter:
    """The progress of a long command on stderr (see :mod:`fishsolve.render.progress`).

    Nothing with ``quiet`` (``--quiet``) or ``FISHSOLVE_PROGRESS=off``; when it shows is set by
    ``FISHSOLVE_PROGRESS_DELAY`` and ``FISHSOLVE_PROGRESS_EVERY`` (seconds).
    """
    from fishsolve.render.progress import Pace, Reporter  # rich.progress: only when needed

    off = quiet or os.environ.get(PROGRESS, "").strip().lower() in {"off", "0", "no", "false"}
    pace = Pace(_seconds(PROGRESS_DELAY, Pace.delay), _seconds(PROGRESS_EVERY, Pace.every))
    return Reporter(stderr(), name, noun, total, title=title, pace=pace, quiet=off)


def print_json(data: Any) -> None:
    """``data`` as the one JSON document on stdout."""
    import json  # 3 ms: only for --json

    write_data(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def flagged(err: FishsolveError) -> FishsolveError:
    """``err`` worded for the command line: choices named by their options (``--as Zed: ...``)."""
    if isinstance(err, OptionError):
        return UsageError(err.worded(flags()), err.location)
    return err


def error_document(err: FishsolveError, source: Path | str | None = None) -> dict[str, Any]:
    """The JSON document of an error: ``{"file": ..., "ok": false, "error": {...}}``.

    ``file`` is the file the command read (null when it reads none); ``error`` says what went
    wrong and where: ``kind``, ``message``, ``file``, ``line``, ``column`` and ``text`` (the
    source line; empty when unknown).
    """
    from fishsolve.errors import Problem

    return {
        "file": None if source is None else str(source),
        "ok": False,
        "error": asdict(Problem.from_error(flagged(err))),
    }


def fail(err: FishsolveError) -> NoReturn:
    """Show ``err`` as one red line on stderr and exit with code 1; an error of the command line
    alone (:func:`of_command_line`) as a usage error: named with its command, exit code 2."""
    from fishsolve.render.common import error_text

    if of_command_line(err):
        raise Refused(err.short if isinstance(err, Unsupported) else flagged(err).message) from None
    stderr().print(error_text(flagged(err)))
    raise typer.Exit(1) from None


def show(result: Any) -> None:
    """Draw ``result`` on stdout with the view its type has (:mod:`fishsolve.render.views`)."""
    from fishsolve.families import families
    from fishsolve.render.views import Folded, view

    for family in families():
        if family.owns(result):
            family.load_views()
    shown = view(result)
    if isinstance(shown, Folded):
        # Tables wrap their cells to the terminal's width (soft wrapping would not).
        stdout().print(shown.renderable, soft_wrap=False)
    elif shown is not None:
        stdout().print(shown)


def read_log(path: Path) -> tuple[LogInput, GameFamily]:
    """The log at ``path`` (``-``: standard input), read once, and the family it is of."""
    from fishsolve.families import family_of
    from fishsolve.text.reading import LogInput

    log = LogInput.read(path)
    return log, family_of(log)


VALUE_OPTIONS = frozenset(
    {"bots", "cluster", "count", "deck", "game", "games", "hand-counts", "jobs", "players"}
    | {"precision", "refill", "rules", "sides", "source", "to"}
)
"""The options whose value is wrong or right whatever the log and the files (``--players 7``):
a value refused is an error of the command line, as a value typer cannot read is."""


def of_command_line(err: FishsolveError) -> bool:
    """Whether ``err`` is about the command line alone: a command or option the log's family
    does not have, or a value of one of :data:`VALUE_OPTIONS` no game could take — not a viewer
    or a position the log lacks (``--as Zed``, ``--at 99``), nor a file (``--out``)."""
    if isinstance(err, Unsupported):
        return True
    if isinstance(err, OptionError):
        named = [p.name for p in err.parts if isinstance(p, Opt)]
        return bool(named) and named[0] in VALUE_OPTIONS  # the option whose value is refused
    return False


def respond(
    compute: Callable[[], R | None],
    view: Callable[[R], RenderableType | None] | None = None,
    *,
    as_json: bool = False,
    source: Path | str | None = None,
    json_error: Callable[[dict[str, Any]], Any] | None = None,
    failed: Callable[[R], bool] | None = None,
) -> None:
    """Run ``compute`` and show its result; the end of every command.

    Args:
        compute: calls the library; it may print itself and return None (nothing more to show).
        view: draws the result for the terminal (it may print itself and return None); by
            default the view its type has (:func:`show`).
        as_json: print the result's ``to_dict()`` as one JSON document instead of the view,
            and an error as its :func:`error_document` (exit code 1).
        source: the file the command reads, for the error document.
        json_error: with ``as_json``, adds to the error document what a command's own
            documents hold (``check`` lists the error among its ``problems`` too).
        failed: whether the result calls for exit code 1 once shown; by default a result
            whose ``ok`` is False (a log with problems, a puzzle with two answers).
    """
    try:
        result = compute()
    except FishsolveError as err:
        if as_json and not of_command_line(err):  # a command line is wrong as in plain mode
            document = error_document(err, source)
            print_json(document if json_error is None else json_error(document))
            raise typer.Exit(1) from None
        fail(err)
    if result is None:
        return
    if as_json:
        print_json(result.to_dict())
    elif view is not None:
        shown = view(result)
        if shown is not None:
            stdout().print(shown)
    else:
        show(result)
    bad = failed(result) if failed is not None else getattr(result, "ok", True) is False
    if bad:
        raise typer.Exit(1)
