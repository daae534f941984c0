"""``fishsolve server status|stop``: show or stop this user's warm servers (docs/warm-start.md).

A warm server (:mod:`fishsolve.cli.warm`) starts by itself on the first batch command and ends
by itself when idle; these commands show what is running and end it at once, e.g. before
timing a cold start.
"""

from __future__ import annotations

import os
import sys
from enum import StrEnum
from typing import Annotated, Any

import typer

from fishsolve.cli.options import JsonOpt, one_of
from fishsolve.cli.warm import place


class Action(StrEnum):
    """What ``fishsolve server`` does."""

    status = "status"
    stop = "stop"


def server(
    action: Annotated[
        Action,
        typer.Argument(
            help="status: show the warm servers; stop: end them.", parser=one_of(Action)
        ),
    ],
    as_json: JsonOpt = False,
) -> None:
    """Show or stop the warm servers that run batch commands without start-up time."""
    import json

    from fishsolve.cli.warm.control import wait_gone

    directory = place.runtime_dir(create=False)
    found = [] if directory is None else _servers(directory, action)
    if action is Action.stop and directory is not None:
        for entry in found:
            wait_gone(directory, str(entry["key"]))
    if as_json:
        sys.stdout.write(json.dumps(found, indent=2, sort_keys=True) + "\n")
        return
    if not found:
        sys.stdout.write("No warm server is running.\n")
    current = place.fingerprint()
    for entry in found:
        verb = "stopped" if action is Action.stop else "running"
        code = "this code" if entry["key"] == current else "other code or Python (ends when idle)"
        served = entry["served"]
        plural = "" if served == 1 else "s"
        idle = "" if action is Action.stop else f", ends after {entry['idle_seconds']:g} s idle"
        sys.stdout.write(
            f"Warm server {entry['pid']} {verb}: fishsolve {entry['version']}, {code}, "
            f"{served} command{plural} served{idle}\n"
        )


def _servers(directory: str, action: Action) -> list[dict[str, Any]]:
    """The answer of each server with an info file in ``directory`` (stale files removed)."""
    from fishsolve.cli.warm.control import ask, unlocked

    found = []
    names = sorted(os.listdir(directory))
    for name in names:
        key = name[: -len(".lock")]
        if name.endswith(".lock") and f"{key}.info" not in names and unlocked(directory, key):
            os.unlink(os.path.join(directory, name))  # left by a server that was killed
    for name in names:
        if not name.endswith(".info"):
            continue
        key = name[: -len(".info")]
        path = place.socket_path(directory, key)
        answer = None if path is None else ask(path, action.value)
        if answer is None:
            if unlocked(directory, key):  # its server is gone: forget it
                for stale in (os.path.join(directory, name), path):
                    if stale is not None and os.path.exists(stale):
                        os.unlink(stale)
            continue
        found.append(answer)
    return found
