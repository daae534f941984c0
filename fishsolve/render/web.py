"""A live session's steps and reports as HTML fragments, for the web pages of ``fishsolve serve``.

The fragments are the terminal's own views (:mod:`fishsolve.render.live`,
:mod:`fishsolve.render.views`) printed on a recording console and exported as HTML spans with
their styles inline: the page shows exactly what ``fishsolve live`` prints, wrapped by the
browser (``white-space: pre-wrap``) rather than at a terminal's width. Computes nothing.

>>> from rich.text import Text
>>> html_of(Text("Ben & Cara", style="bold"))
'<span style="font-weight: bold">Ben &amp; Cara</span>'
"""

from __future__ import annotations

import io

from rich.console import Console, RenderableType
from rich.text import Text

from fishsolve.errors import FishsolveError
from fishsolve.live.session import Step
from fishsolve.render.common import error_text
from fishsolve.render.live import step_view
from fishsolve.render.views import Folded, brief, view

WIDTH = 100
"""The columns a whole report (a grid) is drawn in: the live screen's width; a grid wider than a
phone scrolls sideways."""
LINE = 400
"""The columns a step or a quick answer is drawn in: wide enough that the browser, not the
console, wraps the lines to the page's width."""


def html_of(renderable: RenderableType, width: int = LINE) -> str:
    """``renderable`` as HTML spans (styles inline, text escaped), without its last line end."""
    console = Console(
        record=True,
        width=width,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        legacy_windows=False,
        highlight=False,
    )
    console.print(renderable)
    html = console.export_html(inline_styles=True, code_format="{code}")
    return html.rstrip("\n")


def step_html(step: Step) -> str:
    """What one typed line did, as ``fishsolve live``'s screen shows it in its history: the line
    and what it changed, or why it was not added (with the caret)."""
    if step.kind == "blank" or (step.kind == "open" and step.error is None):
        return ""
    return html_of(step_view(step, summary=False))


def brief_html(report: object, choose_seat: str) -> str:
    """The quick answer of a position: what can be claimed and by whom, the sure asks, the best
    ask (:data:`fishsolve.render.views.brief`); ``choose_seat`` says how the page takes one seat's
    view, where the terminal says ``--as NAME``."""
    return html_of(brief(report, choose_seat))


def report_html(report: object) -> str:
    """A whole report as its terminal view draws it (the grid of a position, a claim's risk)."""
    shown = view(report)
    if isinstance(shown, Folded):
        shown = shown.renderable
    return html_of(Text("") if shown is None else shown, WIDTH)


def error_html(err: FishsolveError) -> str:
    """An error with its line and caret, as every command shows it."""
    return html_of(error_text(err))
