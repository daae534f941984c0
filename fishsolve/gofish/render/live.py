"""What an event changed in a Go Fish family view, as `fishsolve live` prints it: counts by
player (or the stock) and rank, cards located or ruled out, ranks booked, new sure asks and
certain books."""

from __future__ import annotations

from rich.text import Text

from fishsolve.gofish.live.changes import CountChange, FishChanges
from fishsolve.render.live import names


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
        out.append(f"  (was {names(new.before)})", style="dim")
    for gone in found.excluded:
        out.append(f"\n  {gone.card} ", style="bold")
        out.append(f"not {names(gone.ruled_out, 'nor')}", style="yellow")
        out.append(f"  (still {names(gone.holders)})", style="dim")
    for ask in found.sure_asks:
        out.append("\n  sure ask now: ", style="bold")
        out.append(f"{ask.target} for {ask.card or ask.rank}", style="green")
    for player, ranks in found.books.items():
        out.append(f"\n  {player} ", style="bold")
        out.append(f"can surely complete {names(ranks, 'and')}", style="green")
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
    return names([str(v) for v in values])


def _place(holder: str) -> str:
    return "in the stock" if holder == "stock" else f"with {holder}"
