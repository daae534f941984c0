"""Running the command line in-process for the CLI tests: exit code, stdout and stderr apart."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from fishsolve.cli import app

runner = CliRunner()


def invoke(*args: str | Path) -> tuple[int, str, str]:
    """Run ``fishsolve ARGS``; any exception other than the exit itself fails the test."""
    result = runner.invoke(app, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def run_process(
    *args: str | Path,
    stdout: int | None = subprocess.PIPE,
    env: Mapping[str, str] | None = None,
    text: bool = True,
    preexec_fn: Callable[[], object] | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[Any]:
    """Run ``python -m fishsolve ARGS`` in a process of its own, as the console script runs: its
    real standard streams (stdin /dev/null, stderr captured, ``stdout`` as given) and the exit
    of :func:`fishsolve.cli.commands.run`. A hang fails the test after ``timeout`` seconds."""
    return subprocess.run(
        [sys.executable, "-m", "fishsolve", *map(str, args)],
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=subprocess.PIPE,
        env=None if env is None else dict(env),
        text=text,
        timeout=timeout,
        preexec_fn=preexec_fn,
        check=False,
    )
