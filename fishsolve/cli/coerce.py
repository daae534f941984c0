"""Typed values from the command line without pydantic.

typer (0.29) turns each value it reads into its parameter's type with a pydantic
``TypeAdapter``, built the first time the parameter is read, even when the value is missing
(None); importing pydantic for that cost a command as much as the rest of typer's start-up.
fishsolve's parameters are of few kinds: flags, text, paths, lists of them, and values read by a
parser of its own (:mod:`fishsolve.cli.options`). :func:`read_plainly` gives each parameter of
those kinds a reader that does what typer's adapter does for it, without pydantic. A parameter of
any other kind keeps typer's reader, and so does a value the plain reader does not take (not
text, a parser's ``ValueError``): typer then reads it and words the error as it always has.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args, get_origin

from typer.models import ParameterInfo

from fishsolve.cli.typer_inside import (
    Context,
    RuntimeParam,
    build_runtime_param,
    coerce_cli_path,
    lenient_issubclass,
    routes_to_path,
)
from fishsolve.cli.typer_inside import TyperParameter as _TyperParameter

Reader = Callable[[Any, _TyperParameter, Context], Any]
"""Reads one value for a parameter (in a context); raises :class:`_DeclinedError` to leave it to
typer."""


class _DeclinedError(Exception):
    """The plain reader does not take this value: typer's own reader does."""


@dataclass(frozen=True)
class _Plain(RuntimeParam):
    """typer's runtime reader of a parameter, by a plain function (a missing value, None, never
    reaches it: :meth:`RuntimeParam.coerce` answers it)."""

    read: Reader

    def _coerce_value(self, value: Any, param: _TyperParameter, ctx: Context) -> Any:
        try:
            return self.read(value, param, ctx)
        except _DeclinedError:
            typer_reader = build_runtime_param(param.type_descriptor)  # imports pydantic
            return typer_reader._coerce_value(value, param=param, ctx=ctx)


def _text(value: Any, param: _TyperParameter, ctx: Context) -> str:
    if type(value) is not str:
        raise _DeclinedError
    return value


def _flag(value: Any, param: _TyperParameter, ctx: Context) -> bool:
    # typer reads a flag's bool itself; a flag not given (``--help``) is None, never read.
    if type(value) is not bool:
        raise _DeclinedError
    return value


def _parsed(parser: Callable[[Any], Any]) -> Reader:
    # The parser's own errors (BadValue, a click error) pass through the adapter unchanged;
    # a ValueError the adapter would turn into its own words.
    def read(value: Any, param: _TyperParameter, ctx: Context) -> Any:
        try:
            return parser(value)
        except (ValueError, AssertionError):
            raise _DeclinedError from None

    return read


def _path(kind: type[Path], info: ParameterInfo) -> Reader:
    # What typer's path adapter does, with the text made a path by the path's own class.
    def read(value: Any, param: _TyperParameter, ctx: Context) -> Any:
        if type(value) is str:
            value = kind(value)
        elif not isinstance(value, kind):
            raise _DeclinedError
        return coerce_cli_path(value, info, path_type=kind, param=param, ctx=ctx)

    return read


def _each(item: Reader) -> Reader:
    # A list: one value is a list of one (as typer's list adapter reads it).
    def read(value: Any, param: _TyperParameter, ctx: Context) -> list[Any]:
        values = value if isinstance(value, list | tuple) else [value]
        return [item(v, param, ctx) for v in values]

    return read


def reader(annotation: Any, info: ParameterInfo) -> Reader | None:
    """The plain reader of a parameter declared as ``annotation`` with ``info``; None for a kind
    typer's reader must read."""
    origin = get_origin(annotation)
    if origin is list:
        (item_type,) = get_args(annotation)
        item = reader(item_type, info)
        return None if item is None else _each(item)
    if origin is not None:
        return None
    if info.parser is not None:
        return _parsed(info.parser)
    if annotation is str:
        return _text
    if annotation is bool:
        return _flag
    if (
        routes_to_path(annotation, info)
        and info.path_type is None
        and lenient_issubclass(annotation, Path)
    ):
        return _path(annotation, info)
    return None


def read_plainly(params: list[Any]) -> list[Any]:
    """Give each of typer's parameters in ``params`` that has no reader yet its plain reader,
    where it has one; returns ``params``."""
    for param in params:
        if not isinstance(param, _TyperParameter) or param._runtime_param is not None:
            continue
        descriptor = param.type_descriptor
        if descriptor.file_annotation is not None:
            continue
        read = reader(descriptor.annotation, descriptor.parameter_info)
        if read is not None:
            param._runtime_param = _Plain(
                parameter_info=descriptor.parameter_info,
                annotation=descriptor.annotation,
                read=read,
            )
    return params
