"""The page as the system's Chromium draws it, for the browser tests of the HTML pages: one
headless run with ``--dump-dom`` (no network, a profile of its own), or skipped when there is
no Chromium."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
"""The system's Chromium, or None (the tests that need it skip)."""


def dump_dom(page: Path, fragment: str, profile: Path) -> str:
    """The DOM of ``page`` opened at ``fragment`` (``""``, or ``"#..."``) once its scripts ran,
    with ``profile`` as the browser's user-data folder."""
    assert CHROMIUM is not None
    command = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        f"--user-data-dir={profile}",
        "--dump-dom",
        page.as_uri() + fragment,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=True).stdout
