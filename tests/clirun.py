"""Running the command line in-process for the CLI tests: exit code, stdout and stderr apart."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from fishsolve.cli import app

runner = CliRunner()


def invoke(*args: str | Path) -> tuple[int, str, str]:
    """Run ``fishsolve ARGS``; any exception other than the exit itself fails the test."""
    result = runner.invoke(app, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr
