"""Collection of the package's own modules (their doctests): a module of an optional extra that
is not installed is left out, as its tests skip (the ``web`` extra: ``fishsolve serve``)."""

from __future__ import annotations

import importlib.util

collect_ignore: list[str] = []
if importlib.util.find_spec("starlette") is None:
    collect_ignore.append("fishsolve/serve/app.py")
