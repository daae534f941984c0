"""The command line tunes its process's garbage collector (fishsolve/collector.py) before it runs
a command; the library alone leaves the collector as it found it."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest

from fishsolve import cli, collector


def test_the_command_line_tunes_the_collector_first(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, int, int]] = []
    monkeypatch.setattr("fishsolve.cli.commands.run", lambda: seen.append(gc.get_threshold()))
    saved = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        cli.main()
    finally:
        gc.set_threshold(*saved)
    assert seen == [collector.THRESHOLDS]


def test_the_library_leaves_the_collector_alone() -> None:
    code = (
        "import gc; before = gc.get_threshold();"
        "import fishsolve.api, fishsolve.cli, fishsolve.families;"
        "assert gc.get_threshold() == before, gc.get_threshold()"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
