"""Rich rendering of `explain` reports: the fact, the numbered argument, the lines it rests on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.literature.deduce.reasons import ReasonKind
from fishsolve.render.common import wrapped

if TYPE_CHECKING:  # types only: rendering must not pull in the solver
    from fishsolve.literature.explain.wording import Cited
    from fishsolve.literature.reports.explain import ExplainReport


def explain_view(report: ExplainReport) -> RenderableType:
    """A header, the fact, the numbered argument, and the lines it cites."""
    found = report.explanation
    where = f"after event {found.at} of {report.events}" if found.at else "before the first event"
    if report.line:
        where += f" (line {report.line})"
    head = Text(f"{report.file}: ", style="bold")
    head.append(where)
    view = "the public view" if found.perspective == "public" else f"{found.perspective}'s view"
    head.append(f", from {view}")
    fact = Text("Why: ", style="bold")
    fact.append(found.statement, style="bold green")
    steps = []
    for i, step in enumerate(found.steps):
        number, _, rest = step.partition(" ")
        text = Text(f"{number} ", style="bold cyan")
        text.append(rest, style="bold" if i == len(found.steps) - 1 else "")
        steps.append(wrapped(text, indent=len(number) + 1))
    # The head line keeps the file's name and the position on one line; the argument wraps.
    return Group(head, wrapped(fact), *steps, wrapped(_basis(found.reasons, found.transfers)))


def _basis(reasons: tuple[Cited, ...], transfers: tuple[Cited, ...]) -> Text:
    """One dim line: how many reasons, which lines; why it is minimal."""
    if not reasons:
        return Text("Known from public transfers alone.", style="dim")
    count = len(reasons)
    text = f"{count} reason{'s' if count != 1 else ''}: {reason_summary(reasons)}"
    text += ". Minimal: without any one of them the fact no longer follows."
    if transfers:
        text += f" Public transfers: {reason_summary(transfers)}."
    return Text(text, style="dim")


def reason_summary(cited: tuple[Cited, ...] | list[Cited]) -> str:
    """'lines 3, 6 and the hand sizes' — where each reason is, in one short phrase."""
    # Several reasons can sit on one line (a full deal cites each hand line for many cards):
    # each line once, in order.
    lines = [str(n) for n in sorted({c.line for c in cited if c.line is not None})]
    events = [
        str(n) for n in sorted({c.event for c in cited if c.line is None and c.event is not None})
    ]
    parts = []
    if lines:
        parts.append(f"line{'s' if len(lines) > 1 else ''} {', '.join(lines)}")
    if events:
        parts.append(f"event{'s' if len(events) > 1 else ''} {', '.join(events)}")
    if any(c.kind == ReasonKind.HAND_SIZES for c in cited):
        parts.append("the hand sizes")
    if any(c.kind == ReasonKind.HAND and c.line is None for c in cited):
        parts.append("the known hand")
    return " and ".join(parts) if parts else "nothing"
