"""The command line as typer parses it: plain flags in ``--help``, usage errors as one line.

typer (and the click it is built on) reports a command line it cannot read — an unknown
option, a missing argument, a value of the wrong type — in a box of several lines, in its own
words. :class:`Group` is the class of fishsolve's command groups: its :meth:`Group.main` runs
the command line with click's ``standalone_mode=False``, so that those errors come back as
exceptions, and words each as one line on stderr in fishsolve's style, with exit code 2::

    fishsolve convert: --to yaml: expected json or text

:class:`Command` and :class:`Group` also show a flag (``--json``) as a plain flag in
``--help``, without the ``<bool>`` rich help gives it, which reads as if it took a value, and
read each value without pydantic where they can (:mod:`fishsolve.cli.coerce`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import typer

from fishsolve.cli import typer_inside as click_errors
from fishsolve.cli.coerce import read_plainly
from fishsolve.cli.options import BadValue, Refused
from fishsolve.cli.typer_inside import Command as ClickCommand
from fishsolve.cli.typer_inside import TyperArgument, TyperCommand, TyperGroup, TyperOption
from fishsolve.errors import UsageError, echoed


def _plain_flags(params: list[Any]) -> list[Any]:
    # A flag takes no value; an empty metavar keeps rich help from showing one.
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag and param.metavar is None:
            param.metavar = ""
    return params


def _in_context(err: click_errors.UsageError, ctx: Any) -> click_errors.UsageError:
    # The option parser raises some errors (``--at`` with no value) without the command's
    # context; give them the context, so the line can say which command it was.
    if err.ctx is None:
        err.ctx = ctx
        err.cmd = ctx.command
    return err


class _Parsing(ClickCommand):
    """What fishsolve's commands and groups share: plain flags in ``--help``, and usage errors
    that know the command they happened in. Mixed in before typer's class of each."""

    def get_params(self, ctx: Any) -> list[Any]:
        """The parameters, ``--help`` included, flags without a value type, each read without
        pydantic where it can be (:mod:`fishsolve.cli.coerce`)."""
        return read_plainly(_plain_flags(super().get_params(ctx)))

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """Read ``args`` into ``ctx``; a usage error knows the command it happened in."""
        try:
            return super().parse_args(ctx, args)
        except click_errors.UsageError as err:
            raise _in_context(err, ctx) from None


class Command(_Parsing, TyperCommand):
    """A fishsolve command: plain flags in ``--help``, usage errors that know their command."""

    def invoke(self, ctx: Any) -> Any:
        """Run the command; a usage error it raises knows the command it happened in."""
        try:
            return super().invoke(ctx)
        except click_errors.UsageError as err:
            raise _in_context(err, ctx) from None


class Group(_Parsing, TyperGroup):
    """A group of fishsolve commands: plain flags in ``--help``, usage errors as one line."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command line; a usage error is one line on stderr and exit code 2."""
        run = super().main
        if not standalone_mode:
            return run(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            code = run(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click_errors.NoArgsIsHelpError as err:
            err.show()  # no arguments at all: the help, as typer shows it
            sys.exit(err.exit_code)
        except click_errors.UsageError as err:
            usage_failure(err)
        except typer.Abort:
            sys.stderr.write("Aborted!\n")
            sys.exit(1)
        # Without standalone mode click returns the code of an exit, and a command's own
        # return value (None) when it ends normally.
        sys.exit(code if isinstance(code, int) else 0)


def usage_failure(err: click_errors.UsageError) -> NoReturn:
    """Show a command line typer could not read as one red line on stderr; exit code 2."""
    from fishsolve.cli.output import stderr  # rich: only when there is something to show
    from fishsolve.render.common import error_text

    where = err.ctx.command_path if err.ctx is not None else "fishsolve"
    stderr().print(error_text(UsageError(f"{where}: {usage_message(err)}")))
    sys.exit(err.exit_code)


def usage_message(err: click_errors.UsageError) -> str:
    """What is wrong with the command line, in fishsolve's words (no command name)."""
    if isinstance(err, Refused):
        return err.message
    if isinstance(err, click_errors.MissingParameter) and err.param is not None:
        kind = "argument" if isinstance(err.param, TyperArgument) else "option"
        return f"missing {kind} {_name(err.param)}"
    if isinstance(err, click_errors.BadParameter):
        name = _name(err.param) if err.param is not None else "a value"
        if isinstance(err, BadValue):
            return f"{name} {echoed(err.value)}: {err.message}"
        return f"{name}: {_sentence(err.message)}"
    if isinstance(err, click_errors.NoSuchOption):
        maybe = err.possibilities or ()
        hint = f" (did you mean {' or '.join(sorted(maybe))}?)" if maybe else ""
        return f"no such option {err.option_name}{hint}"
    if isinstance(err, click_errors.BadOptionUsage) and "requires an argument" in err.message:
        return f"{err.option_name} needs a value"
    return _sentence(err.message)


def _name(param: Any) -> str:
    """An option by its long name (``--at``), an argument by its name in capitals (``GAME``)."""
    if isinstance(param, TyperArgument) or not param.opts:
        return str(param.name).upper()
    longs = [o for o in param.opts if o.startswith("--")]
    return str((longs or param.opts)[0])


def _sentence(message: str) -> str:
    # click's messages are sentences ("No such command 'foo'."); ours are clauses.
    text = message.strip().rstrip(".")
    return text[:1].lower() + text[1:]
