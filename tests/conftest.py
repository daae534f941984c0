"""What every test shares: progress switched off.

A command's progress on stderr shows once it has run a second (docs/review.md, docs/bots.md), so
whether a test's stderr holds it would depend on how busy the machine is. Tests that check stderr
expect it empty or holding their error; tests/shells/test_progress.py switches progress back on with
a pace of its own.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FISHSOLVE_PROGRESS", "off")
