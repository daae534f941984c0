"""The one module that reaches inside typer: every name of typer's that is not its public API.

typer (0.29) builds its command line on the click it vendors (``typer._click``) and reads each
value through a pydantic adapter (``typer._coercion``); neither is public. fishsolve needs three
things typer does not offer: usage errors as one line in its own words (:mod:`.usage` catches
click's exceptions and reads their parameters), plain flags in ``--help``, and values read
without pydantic, which alone cost as much start-up as the rest of typer (:mod:`.coerce`). They
are all named here, and nowhere else; ``tests/test_typer_inside.py`` checks each against the
typer installed, so an upgrade that moves one fails loudly there (pyproject pins typer below 0.30
until it is checked again).
"""

from __future__ import annotations

from typer._click import Context as Context
from typer._click import core as click_core
from typer._click import exceptions as click_errors
from typer._coercion import RuntimeParam as RuntimeParam
from typer._coercion import build_runtime_param as build_runtime_param
from typer._param_types import coerce_cli_path as coerce_cli_path
from typer._param_types import lenient_issubclass as lenient_issubclass
from typer._param_types import routes_to_path as routes_to_path
from typer.core import TyperArgument as TyperArgument
from typer.core import TyperCommand as TyperCommand
from typer.core import TyperGroup as TyperGroup
from typer.core import TyperOption as TyperOption
from typer.core import _TyperParameter as TyperParameter

Command = click_core.Command
"""click's command class (the base of typer's)."""
UsageError = click_errors.UsageError
MissingParameter = click_errors.MissingParameter
BadParameter = click_errors.BadParameter
NoSuchOption = click_errors.NoSuchOption
BadOptionUsage = click_errors.BadOptionUsage
NoArgsIsHelpError = click_errors.NoArgsIsHelpError

__all__ = [
    "BadOptionUsage",
    "BadParameter",
    "Command",
    "Context",
    "MissingParameter",
    "NoArgsIsHelpError",
    "NoSuchOption",
    "RuntimeParam",
    "TyperArgument",
    "TyperCommand",
    "TyperGroup",
    "TyperOption",
    "TyperParameter",
    "UsageError",
    "build_runtime_param",
    "coerce_cli_path",
    "lenient_issubclass",
    "routes_to_path",
]
