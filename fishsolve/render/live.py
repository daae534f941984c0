"""What `fishsolve live` prints after each typed line (plain line mode): computes nothing.

An accepted event: what it changed in the view (for the Go Fish family: counts by player and
rank, cards located, books), then the quick answer of `analyze --brief`
(what can be claimed and by whom, the sure asks, the best ask). A refused line: its error with
the caret. A comment, a header or a blank line: one short line.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.gofish.live.changes import CountChange, FishChanges
from fishsolve.gofish.render.analysis import fish_brief_view
from fishsolve.gofish.reports.analyze import FishAnalysisReport
from fishsolve.literature.live.changes import Changes
from fishsolve.literature.live.session import Step
from fishsolve.literature.render.analysis import brief_view
from fishsolve.render.common import error_text


def changes_text(found: Changes | None) -> Text:
    """``Changed:`` and one line per new holder, exclusion and settled half-suit."""
    out = Text("Changed:", style="bold")
    if found is None:
        return out.append(" —", style="dim")
    if found.empty:
        return out.append(" nothing new in this view", style="dim")
    for new in found.forced:
        out.append(f"\n  {new.card} ", style="bold")
        out.append(f"is with {new.holder}", style="green")
        out.append(f"  (was {_names(new.before)})", style="dim")
    for gone in found.excluded:
        out.append(f"\n  {gone.card} ", style="bold")
        out.append(f"not {_names(gone.ruled_out, 'nor')}", style="yellow")
        out.append(f"  (still {_names(gone.holders)})", style="dim")
    for half in found.settled:
        out.append(f"\n  {half.replace('-', ' ')} ", style="bold")
        out.append("settled", style="cyan")
    return out


def fish_changes_text(found: FishChanges | None) -> Text:
    """``Changed:`` for a Go Fish family view: a line per count that changed (player or stock,
    and the ranks that changed alike), card located or ruled out, rank booked, new sure ask and
    book now certain."""
    out = Text("Changed:", style="bold")
    if found is None:
        return out.append(" —", style="dim")
    if found.empty:
        return out.append(" nothing new in this view", style="dim")
    for rank in found.booked:
        out.append(f"\n  {rank}s ", style="bold")
        out.append("booked", style="cyan")
    for count, ranks in _grouped(found.counts):
        out.append(f"\n  {count.place} {' '.join(ranks)}: ", style="bold")
        out.append(_count(count), style=_COUNT_STYLE[count.kind])
        out.append(f"  (was {_numbers(count.before)})", style="dim")
    for new in found.forced:
        out.append(f"\n  {new.card} ", style="bold")
        out.append(f"is {_place(new.holder)}", style="green")
        out.append(f"  (was {_names(new.before)})", style="dim")
    for gone in found.excluded:
        out.append(f"\n  {gone.card} ", style="bold")
        out.append(f"not {_names(gone.ruled_out, 'nor')}", style="yellow")
        out.append(f"  (still {_names(gone.holders)})", style="dim")
    for ask in found.sure_asks:
        out.append("\n  sure ask now: ", style="bold")
        out.append(f"{ask.target} for {ask.card or ask.rank}", style="green")
    for player, ranks in found.books.items():
        out.append(f"\n  {player} ", style="bold")
        out.append(f"can surely complete {_names(ranks, 'and')}", style="green")
    return out


_KINDS = ("forced", "excluded", "narrowed", "moved")
"""The order counts are listed in: what is now certain first."""
_COUNT_STYLE = {"excluded": "yellow", "forced": "green", "narrowed": "yellow", "moved": "cyan"}


def _grouped(counts: list[CountChange]) -> list[tuple[CountChange, list[str]]]:
    """The counts by kind (what is now certain first), one line for the ranks of a place that
    changed alike (``Ben 2 4 7: 0–3  (was 0–4)``)."""
    lines: dict[tuple[str, str, tuple[int, ...], tuple[int, ...]], list[CountChange]] = {}
    for c in sorted(counts, key=lambda c: _KINDS.index(c.kind)):
        lines.setdefault((c.kind, c.place, tuple(c.before), tuple(c.after)), []).append(c)
    return [(alike[0], [c.rank for c in alike]) for alike in lines.values()]


def _count(count: CountChange) -> str:
    if count.kind == "excluded":
        return "none"
    if len(count.after) == 1:
        return f"exactly {count.after[0]}"
    return _numbers(count.after)


def _numbers(values: list[int]) -> str:
    """``0–3`` for three or more consecutive counts, else ``0 or 2``."""
    if len(values) >= 3 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}–{values[-1]}"
    return _names([str(v) for v in values])


def _place(holder: str) -> str:
    return "in the stock" if holder == "stock" else f"with {holder}"


def _names(names: list[str], word: str = "or") -> str:
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} {word} {names[-1]}"


def step_view(step: Step) -> RenderableType:
    """One step of a live session, as the plain line mode prints it."""
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
    if step.kind == "event":
        parts.append(Text(f"{where}: {step.text.strip()}", style="bold"))
        found = step.changes
        if isinstance(step.report, FishAnalysisReport):
            parts.append(fish_changes_text(found if isinstance(found, FishChanges) else None))
        else:
            parts.append(changes_text(found if isinstance(found, Changes) else None))
    elif step.kind == "undo":
        parts.append(Text(f"undone: {where}: {step.text.strip()}", style="bold"))
    if isinstance(step.report, FishAnalysisReport):
        parts.append(fish_brief_view(step.report))
    elif step.report is not None:
        parts.append(brief_view(step.report))
    return Group(*parts)
