"""``fishsolve live``: follow a game as it is played, one typed line at a time.

On a terminal, with the ``live`` extra, it opens the interactive screen
(:mod:`fishsolve.cli.screen`). Otherwise (``--plain``, ``--json``, a pipe) it reads lines from stdin
and hands each to the library's :class:`~fishsolve.literature.live.session.LiveSession`; prints what
each did (:mod:`fishsolve.render.live`) or, with ``--json``, one JSON document per line. Everything
goes to stdout, in the order typed, flushed after each line.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from fishsolve.cli.options import JsonOpt, OneViewOpt
from fishsolve.cli.output import error_document, fail, flagged, stdout
from fishsolve.cli.outstream import write_data
from fishsolve.errors import FishsolveError

if TYPE_CHECKING:
    from fishsolve.live.session import Step


def live(
    game: Annotated[
        Path,
        typer.Argument(
            help="Game log in the text notation; if it does not exist, the first lines typed "
            "are its headers (players: first)."
        ),
    ],
    as_: OneViewOpt = None,
    plain: Annotated[
        bool,
        typer.Option(
            "--plain",
            help="Plain line mode: one line in, one answer out (the default when stdin or stdout "
            "is not a terminal, or without the 'live' extra).",
        ),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Follow a game as it is played: each event checked, saved and analysed at once."""
    import json

    from fishsolve.families import families, open_live
    from fishsolve.render.common import error_text
    from fishsolve.render.live import step_view
    from fishsolve.render.views import Folded, view

    console = stdout()
    if not as_json:
        for family in families():  # a session's reports are drawn by its family's views
            family.load_views()

    def show(step: Step) -> None:
        if as_json:
            write_data(json.dumps(_flagged(step).to_dict(), ensure_ascii=False) + "\n")
        elif step.kind != "blank":
            console.print(step_view(_flagged(step)))
        sys.stdout.flush()

    try:
        session = open_live(game, as_)
    except FishsolveError as err:
        if as_json:
            write_data(json.dumps(error_document(err, game), ensure_ascii=False) + "\n")
            raise typer.Exit(1) from None
        fail(err)
    if not (plain or as_json) and sys.stdin.isatty() and sys.stdout.isatty():
        try:
            from fishsolve.cli.screen import LiveScreen
        except ImportError:
            sys.stderr.write(
                "the interactive screen needs the 'live' extra (pip install 'fishsolve[live]'); "
                "plain line mode\n"
            )
        else:
            LiveScreen(session).run()
            return
    refused = 0
    show(session.opening())
    while line := _typed():
        word = line.strip().lower()
        if word in ("quit", "exit"):  # as on the screen; the input's end does the same
            break
        if word == "grid":  # the position's whole report, as on the screen
            try:
                report = session.grid()
            except FishsolveError as err:
                refused += 1
                if as_json:
                    doc = error_document(flagged(err), game)
                    write_data(json.dumps(doc, ensure_ascii=False) + "\n")
                else:
                    console.print(error_text(flagged(err)))
                continue
            if as_json:
                doc = {"kind": "grid", "analysis": report.to_dict()}
                write_data(json.dumps(doc, ensure_ascii=False) + "\n")
            else:
                shown = view(report)
                console.print(shown.renderable if isinstance(shown, Folded) else shown)
            sys.stdout.flush()
            continue
        step = session.feed(line)
        refused += not step.ok
        show(step)
    if refused:
        raise typer.Exit(1)


def _typed() -> str:
    """The next line of stdin ("" at its end), read as UTF-8 whatever the locale: a byte that
    is not UTF-8 comes through as a lone surrogate, which the session refuses with its line."""
    from fishsolve.live.session import MOST_LINE_BYTES

    if sys.stdin is None:  # started with standard input closed (<&-): nothing typed
        return ""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:
        return sys.stdin.readline(MOST_LINE_BYTES + 1)
    line = raw.readline(MOST_LINE_BYTES + 1)
    if len(line) > MOST_LINE_BYTES and not line.endswith(b"\n"):
        # Longer than a session takes: the rest of it is read and dropped a piece at a time,
        # and the session refuses the start.
        while (rest := raw.readline(MOST_LINE_BYTES)) and not rest.endswith(b"\n"):
            pass
    return str(line.decode("utf-8", "surrogateescape"))


def _flagged(step: Step) -> Step:
    """``step`` with its error worded for the command line (``--as Zed: ...``)."""
    from dataclasses import replace

    return step if step.error is None else replace(step, error=flagged(step.error))
