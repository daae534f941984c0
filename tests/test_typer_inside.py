"""Every name fishsolve takes from inside typer, checked against the typer installed.

fishsolve/cli/typer_inside.py is the one module that names what typer does not make public (the
click it vendors, its coercion layer). This test fails loudly, with what changed, when a typer
upgrade moves or reshapes one of them — before a user's command line breaks. pyproject pins
typer below 0.30 until a new version passes here.
"""

from __future__ import annotations

import dataclasses
import inspect
from pathlib import Path

import pytest
import typer
from typer.models import OptionInfo

from fishsolve.cli import typer_inside as inside
from fishsolve.cli.coerce import reader

UPGRADE = "typer's insides changed (see fishsolve/cli/typer_inside.py)"


def test_the_typer_checked() -> None:
    major, minor, *_ = (int(part) for part in typer.__version__.split(".")[:2])
    assert (major, minor) == (0, 29), f"typer {typer.__version__}: {UPGRADE}; 0.29 is checked"


def test_clicks_exceptions_are_what_usage_errors_catch() -> None:
    for name in ("MissingParameter", "BadParameter", "NoSuchOption", "BadOptionUsage"):
        assert issubclass(getattr(inside, name), inside.UsageError), f"{name}: {UPGRADE}"
    assert issubclass(typer.BadParameter, inside.UsageError), UPGRADE
    err = inside.NoSuchOption("--nope", possibilities=["--now"])
    assert (err.option_name, list(err.possibilities or ()), err.exit_code) == (
        "--nope",
        ["--now"],
        2,
    ), UPGRADE
    assert {"ctx", "cmd", "message"} <= set(vars(inside.UsageError("x"))), UPGRADE
    assert issubclass(inside.NoArgsIsHelpError, inside.UsageError), UPGRADE


def test_typers_command_classes_stand_on_clicks() -> None:
    for cls in (inside.TyperCommand, inside.TyperGroup):
        assert issubclass(cls, inside.Command), f"{cls.__name__}: {UPGRADE}"
    for method in ("parse_args", "get_params", "invoke", "main"):
        assert callable(getattr(inside.Command, method)), f"Command.{method}: {UPGRADE}"
    assert issubclass(inside.TyperArgument, inside.TyperParameter), UPGRADE
    assert issubclass(inside.TyperOption, inside.TyperParameter), UPGRADE


def test_the_coercion_layer_the_plain_readers_plug_into() -> None:
    assert dataclasses.is_dataclass(inside.RuntimeParam), UPGRADE
    fields = {f.name for f in dataclasses.fields(inside.RuntimeParam)}
    assert {"parameter_info", "annotation"} <= fields, UPGRADE
    assert "_coerce_value" in inside.RuntimeParam.__abstractmethods__, UPGRADE
    assert list(inspect.signature(inside.RuntimeParam.coerce).parameters) == [
        "self",
        "value",
        "param",
        "ctx",
    ], UPGRADE
    assert "_runtime_param" in inspect.getsource(inside.TyperParameter), UPGRADE
    info = OptionInfo()
    assert inside.routes_to_path(Path, info), UPGRADE
    assert inside.lenient_issubclass(Path, Path), UPGRADE
    keywords = inspect.signature(inside.coerce_cli_path).parameters
    assert {"path_type", "param", "ctx"} <= set(keywords), UPGRADE
    assert list(inspect.signature(inside.build_runtime_param).parameters) == ["descriptor"]


@pytest.mark.parametrize("annotation", [str, bool, Path, list[Path]])
def test_each_kind_of_value_fishsolve_declares_has_a_plain_reader(annotation: object) -> None:
    assert reader(annotation, OptionInfo()) is not None
