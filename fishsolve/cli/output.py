"""How every command ends: a result as JSON or as a rich view, an error as one red line.

:func:`respond` is the one place that catches :class:`~fishsolve.errors.FishsolveError`: the
library's errors are the user's to fix, so they are shown as one line (with the source line and a
caret when the error has one) and exit code 1. Any other exception is a bug and keeps its
traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn, Protocol, TypeVar

import typer
from rich.console import Console, RenderableType

from fishsolve.cli.options import FLAGS
from fishsolve.errors import FishsolveError, OptionError, UsageError
from fishsolve.render.common import error_text


class Reported(Protocol):
    """A result with a JSON form."""

    def to_dict(self) -> Any:
        """One JSON-ready document."""
        ...


R = TypeVar("R", bound=Reported)


def stdout() -> Console:
    """The console of results."""
    return Console(highlight=False, soft_wrap=True)


def stderr() -> Console:
    """The console of errors and progress bars."""
    return Console(stderr=True, highlight=False, soft_wrap=True)


def print_json(data: Any) -> None:
    """``data`` as the one JSON document on stdout."""
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def flagged(err: FishsolveError) -> FishsolveError:
    """``err`` worded for the command line: choices named by their options (``--as Zed: ...``)."""
    if isinstance(err, OptionError):
        return UsageError(err.worded(FLAGS), err.location)
    return err


def fail(err: FishsolveError) -> NoReturn:
    """Show ``err`` as one red line on stderr and exit with code 1."""
    stderr().print(error_text(flagged(err)))
    raise typer.Exit(1) from None


def respond(
    compute: Callable[[], R | None],
    view: Callable[[R], RenderableType | None] | None = None,
    *,
    as_json: bool = False,
    json_error: Callable[[FishsolveError], Any] | None = None,
    failed: Callable[[R], bool] | None = None,
) -> None:
    """Run ``compute`` and show its result; the end of every command.

    Args:
        compute: calls the library; it may print itself and return None (nothing more to show).
        view: draws the result for the terminal (it may print itself and return None).
        as_json: print the result's ``to_dict()`` as one JSON document instead of the view.
        json_error: with ``as_json``, the JSON document that reports an error (exit code 1);
            without it, errors are one red line on stderr either way.
        failed: whether the result calls for exit code 1 once shown (a log with problems).
    """
    try:
        result = compute()
    except FishsolveError as err:
        if as_json and json_error is not None:
            print_json(json_error(flagged(err)))
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
    if failed is not None and failed(result):
        raise typer.Exit(1)
