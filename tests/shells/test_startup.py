"""The command line's start-up: what ``--version`` and ``analyze`` import, shell completion, and
the plain readers of :mod:`fishsolve.cli.coerce` against typer's own (pydantic) readers.

No timings here: the times are in bench/bench_startup.py and docs/performance.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer.main
from typer._click import Context
from typer._coercion import build_runtime_param
from typer.core import _TyperParameter

from fishsolve import __version__
from fishsolve.cli import app
from fishsolve.cli.coerce import _Plain, read_plainly

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = "samples/friday-club.fish"

NOT_FOR_VERSION = (
    "ortools",
    "pydantic",
    "numpy",
    "rich",
    "fishsolve.literature.deduce.count",
    "fishsolve.literature.deduce.cpsat",
    "fishsolve.literature.deduce.analysis",
    "fishsolve.literature.game",
    "fishsolve.literature.notation",
    "fishsolve.literature.reports",
    "fishsolve.render",
)
"""Modules (and their sub-modules) that ``fishsolve --version`` has no use for."""


def imported(*args: str, env: dict[str, str] | None = None) -> tuple[str, set[str]]:
    """stdout of ``python -X importtime -m fishsolve ARGS`` and the modules it imported."""
    run = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "fishsolve", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    names = {
        line.rsplit("|", 1)[1].strip()
        for line in run.stderr.splitlines()
        if line.startswith("import time:") and "self [us]" not in line
    }
    return run.stdout, names


def among(names: set[str], prefixes: tuple[str, ...]) -> list[str]:
    """The names that are one of ``prefixes`` or inside one."""
    return sorted(n for n in names if any(n == p or n.startswith(p + ".") for p in prefixes))


def test_version_imports_neither_engines_nor_pydantic_nor_the_game() -> None:
    out, names = imported("--version")
    assert out == f"fishsolve {__version__}\n"
    assert "fishsolve.cli" in names  # the command line itself was imported (and timed)
    assert among(names, NOT_FOR_VERSION) == []


def test_analyze_imports_no_pydantic_and_no_cpsat() -> None:
    out, names = imported("analyze", FRIDAY, "--at", "2", env={"FISHSOLVE_PROGRESS": "off"})
    assert "Claimable:" in out
    assert "fishsolve.literature.deduce.count.counting" in names  # the work was done
    assert among(names, ("pydantic", "ortools", "fishsolve.literature.deduce.cpsat")) == []


def complete(words: str) -> list[str]:
    """What bash completion offers for the last of ``words`` (as the console script runs)."""
    code = "import sys; sys.argv[0] = 'fishsolve'; from fishsolve.cli import main; main()"
    cword = len(words.split()) - (0 if words.endswith(" ") else 1)
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={
            **os.environ,
            "_FISHSOLVE_COMPLETE": "complete_bash",
            "COMP_WORDS": words,
            "COMP_CWORD": str(cword),
        },
        check=False,
    )
    assert (run.returncode, run.stderr) == (0, "")
    return [line for line in run.stdout.splitlines() if line]


def test_shell_completion_offers_commands_options_and_choices() -> None:
    assert complete("fishsolve ana") == ["analyze"]
    assert complete("fishsolve analyze --ti") == ["--time-limit"]
    assert complete("fishsolve puzzle ") == ["make", "check"]


def test_shell_completion_offers_the_views_and_half_suits_the_log_allows() -> None:
    """Issue 30, friction: ``--as`` completes to the views the log allows (the seats whose hand
    it gives, the teams it gives whole, public), ``risk`` to the half-suits of its deck; a log
    that cannot be read completes nothing, silently."""
    six = ROOT / "samples" / "full-deal-six.fish"
    family = ROOT / "samples" / "gofish" / "go-fish-family.fish"
    assert complete(f"fishsolve analyze {FRIDAY} --as ") == ["Asha", "public"]
    assert complete(f"fishsolve analyze {six} --as team") == ["team:A", "team:B"]
    assert complete(f"fishsolve analyze {family} --as B") == ["Ben"]
    assert complete(f"fishsolve risk {FRIDAY} high") == [
        "high clubs",
        "high diamonds",
        "high hearts",
        "high spades",
    ]
    assert complete(f"fishsolve analyze {ROOT / 'no-such.fish'} --as ") == []
    assert complete(f"fishsolve risk {family} ") == []  # the Go Fish family has no claims


def _parameters() -> list[tuple[str, Any, Context]]:
    """Every parameter of every command, with a context of its command."""
    found = []

    def walk(command: Any, path: str) -> None:
        ctx = Context(command, info_name=path)
        for param in command.get_params(ctx):  # read_plainly gives each its reader here
            found.append((f"{path} {param.name}", param, ctx))
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, f"{path} {name}")

    walk(typer.main.get_command(app), "fishsolve")
    return found


PARAMETERS = _parameters()


def test_every_parameter_is_read_without_pydantic() -> None:
    # A parameter of a new kind (an int without a parser, say) would load pydantic when read:
    # give it a parser of cli/options.py, or a plain reader in cli/coerce.py.
    kept = [
        name
        for name, param, _ in PARAMETERS
        if isinstance(param, _TyperParameter) and not isinstance(param._runtime_param, _Plain)
    ]
    assert kept == []


SAMPLES: list[Any] = [
    "2",
    "-1",
    "0",
    "2.5",
    "x",
    "",
    " 7 ",
    "json",
    "text",
    "count",
    "cpsat",
    "easy",
    "holder",
    "public",
    "A: Asha Cara Eli; B: Ben Dev Fay",
    FRIDAY,
    "/no/such/file.fish",
    True,
    False,
    20.0,
    ("a.fish", FRIDAY),
]


def outcome(read: Any, value: Any, param: Any, ctx: Context) -> tuple[str, Any]:
    """What a reader makes of ``value``: the value, or the kind and words of its error."""
    try:
        return "value", read._coerce_value(value, param=param, ctx=ctx)
    except Exception as err:
        return type(err).__name__, str(err)


@pytest.mark.parametrize(("name", "param", "ctx"), PARAMETERS, ids=[p[0] for p in PARAMETERS])
def test_plain_readers_read_as_typer_does(name: str, param: Any, ctx: Context) -> None:
    # The independent truth: typer's own reader of the parameter, a pydantic TypeAdapter.
    if not isinstance(param, _TyperParameter):
        pytest.skip("not one of typer's parameters")
    plain = param._runtime_param
    assert isinstance(plain, _Plain)
    typers = build_runtime_param(param.type_descriptor)
    for value in SAMPLES:
        if param.type_descriptor.annotation is bool and not isinstance(value, bool):
            continue  # typer never reads a flag's value (click gives it a bool)
        assert outcome(plain, value, param, ctx) == outcome(typers, value, param, ctx), value


def test_a_value_the_plain_reader_declines_goes_to_typers_reader() -> None:
    # bytes are not text: the plain reader of a text option hands them to typer's reader.
    _, param, ctx = next(p for p in PARAMETERS if p[0] == "fishsolve analyze as_")
    assert param._runtime_param._coerce_value(b"Asha", param=param, ctx=ctx) == "Asha"
    assert read_plainly([param]) == [param]
