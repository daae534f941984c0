"""Every file the package reads at run time ships with it.

The tests run from an editable install, which reads the source folder: a data file the wheel
leaves out (pyproject.toml's ``package-data``) would pass them and fail for a user who ran
``pip install .``. So every file under ``fishsolve/`` that is not Python source, a C source or
header, or a build product must match one of the ``package-data`` patterns.
"""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILT_OR_SOURCE = {".py", ".pyc", ".c", ".h", ".so"}


def _patterns() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["package-data"]
    return list(data["fishsolve"])


def _data_files() -> list[str]:
    package = ROOT / "fishsolve"
    return sorted(
        p.relative_to(package).as_posix()
        for p in package.rglob("*")
        if p.is_file() and p.suffix not in BUILT_OR_SOURCE and "__pycache__" not in p.parts
    )


def test_every_data_file_is_shipped() -> None:
    patterns = _patterns()
    files = _data_files()
    # The files the pages and the server read: they are there to be checked.
    assert "render/review.js" in files
    assert "serve/static/serve.js" in files
    missing = [f for f in files if not any(fnmatch(f, p) for p in patterns)]
    assert missing == [], f"not in pyproject.toml's package-data: {missing}"


def test_the_review_script_is_read_from_its_file() -> None:
    from fishsolve.render.review_script import FRAME_SCRIPT

    text = (ROOT / "fishsolve" / "render" / "review.js").read_text(encoding="utf-8")
    assert FRAME_SCRIPT.strip() == text.strip()
    assert "window.fishReview = function" in FRAME_SCRIPT
