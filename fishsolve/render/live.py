"""What `fishsolve live` prints after each typed line (plain line mode): computes nothing.

An accepted event: what it changed in the view (as the family's view of its changes says it),
then the family's quick answer (:func:`fishsolve.render.views.brief`; the screen shows that apart,
once). A refused line: its error
with the caret. A comment, a header or a blank line: one short line.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.live.session import Step
from fishsolve.render.common import error_text
from fishsolve.render.views import Folded, brief, view


def names(names: list[str], word: str = "or") -> str:
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} {word} {names[-1]}"


def step_view(step: Step, *, summary: bool = True) -> RenderableType:
    """One step of a live session, as the plain line mode prints it; without ``summary``, only
    what the step did (the line, what it changed), as the screen's history shows it beside the
    view of the position now."""
    where = f"line {step.line}" if step.line is not None else step.file
    if step.error is not None:
        head = Text(f"{where}: not added", style="bold red")
        return Group(head, error_text(step.error))
    if step.kind == "blank":
        return Text("")
    if step.kind in ("comment", "header"):
        kept = "kept" if step.line is not None else "kept until the players: line"
        return Text(f"{where}: {step.kind} {kept}", style="dim")
    parts: list[RenderableType] = []
    if step.kind in ("event", "redo"):
        done = "redone: " if step.kind == "redo" else ""
        parts.append(Text(f"{done}{where}: {step.text.strip()}", style="bold"))
        if step.changes is None:
            parts.append(Text("Changed:", style="bold").append(" —", style="dim"))
        else:
            parts.append(_drawn(step.changes))
    elif step.kind == "undo":
        parts.append(
            Text(f"undone: {where}: {step.text.strip()}", style="bold").append(
                "  (redo puts it back)", style="dim"
            )
        )
    if summary and step.report is not None:
        parts.append(brief(step.report))
    return Group(*parts)


def _drawn(value: object) -> RenderableType:
    shown = view(value)
    if isinstance(shown, Folded):
        return shown.renderable
    return Text("") if shown is None else shown
