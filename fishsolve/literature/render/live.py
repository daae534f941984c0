"""What an event changed in a Literature seat's view, as `fishsolve live` prints it: new forced
holders, ruled-out holders, settled half-suits."""

from __future__ import annotations

from rich.text import Text

from fishsolve.literature.live.changes import Changes
from fishsolve.render.live import names


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
        out.append(f"  (was {names(new.before)})", style="dim")
    for gone in found.excluded:
        out.append(f"\n  {gone.card} ", style="bold")
        out.append(f"not {names(gone.ruled_out, 'nor')}", style="yellow")
        out.append(f"  (still {names(gone.holders)})", style="dim")
    for half in found.settled:
        out.append(f"\n  {half.replace('-', ' ')} ", style="bold")
        out.append("settled", style="cyan")
    return out
