"""The `fishsolve` command line: reads arguments, calls the library, renders. No logic here.

:func:`main` is the console script's entry point (and ``python -m fishsolve``'s): it runs the
command line in this process (:data:`app` and :func:`~fishsolve.cli.commands.run` in
:mod:`fishsolve.cli.commands`, which load typer and the commands' modules).
"""

from __future__ import annotations

TYPE_CHECKING = False
"""True only for type checkers (``typing`` is not imported to learn that it is False)."""

if TYPE_CHECKING:
    from typing import Any

    from fishsolve.cli.commands import app as app

__all__ = ["app", "main"]


def main() -> None:
    """Console-script entry point: the command line, run in this process (its garbage
    collector and its allocator tuned first: :mod:`fishsolve.collector`, :mod:`fishsolve.heap`)."""
    from fishsolve import collector, heap
    from fishsolve.cli.commands import run

    collector.tune()
    heap.tune()
    run()


def __getattr__(name: str) -> Any:
    """:data:`app`, the typer application, loads on first use (PEP 562)."""
    if name == "app":
        from fishsolve.cli.commands import app

        globals()["app"] = app
        return app
    raise AttributeError(f"module 'fishsolve.cli' has no attribute {name!r}")
