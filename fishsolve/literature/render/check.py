"""`fishsolve check` of a clean Literature log: the one-screen summary."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.literature.reports.check import CheckReport
from fishsolve.render.common import counted, problem_text


def _outcome_style(outcome: str) -> str:
    return {"right": "green", "wrong": "red", "annulled": "yellow"}.get(outcome, "")


def check_summary(report: CheckReport) -> RenderableType:
    """The one-screen summary of a clean log."""
    head = Text(f"{report.file}: ", style="bold")
    head.append(
        "legal and consistent" if report.ok else "has problems",
        style="bold green" if report.ok else "bold red",
    )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold cyan", no_wrap=True)
    grid.add_column()
    teams: dict[str, list[str]] = {"A": [], "B": []}
    for p in report.players:
        teams[p["team"]].append(f"{p['name']} ({p['seat']})")
    grid.add_row("Team A", ", ".join(teams["A"]))
    grid.add_row("Team B", ", ".join(teams["B"]))
    rules = ", ".join(report.rules) if report.rules else "standard (no options)"
    if report.preset:
        rules = f"{report.preset} preset, in force: {rules}"
    grid.add_row("Rules", f"{rules}; deck: {report.deck}")
    grid.add_row("View", report.view)
    if report.start:
        grid.add_row("Start", report.start)
    grid.add_row(
        "Events",
        f"{report.events}: {counted(report.asks, 'ask')} ({report.yes} yes), "
        f"{counted(report.claims, 'claim')}, {counted(report.passes, 'pass', 'passes')}, "
        f"{counted(report.counts, 'hand count')}"
        + (f", {counted(report.corrections, 'correction')}" if report.corrections else ""),
    )
    for redeal in report.redeals:
        grid.add_row("Redeal", f"{redeal or 'a card exposed'} (dealt again, S-PT §02)")
    if report.settled:
        sets = Text()
        for i, s in enumerate(report.settled):
            if i:
                sets.append("\n")
            made_for = f" (for {s.designator})" if s.designator else ""
            sets.append(f"{s.half_suit}: {s.claimer}{made_for} ")
            sets.append(s.outcome, style=_outcome_style(s.outcome))
            scored = f"team {s.scored_by}" if s.scored_by else "nobody"
            line = f", line {s.line}" if s.line else ""
            sets.append(f" → {scored} (event {s.event}{line})")
        grid.add_row("Sets", sets)
    state = (
        "game over"
        if report.over
        else (f"in progress, {report.turn}'s turn" if report.turn else "not started")
    )
    grid.add_row("Score", f"A {report.score.get('A', 0)} – B {report.score.get('B', 0)} ({state})")
    grid.add_row("Hands now", ", ".join(f"{n} {s}" for n, s in report.hand_sizes.items()))
    if not report.notes:
        return Group(head, grid)
    notes = [Text("Notes (the table's corrections; not problems):", style="bold")]
    notes += [problem_text(n) for n in report.notes]
    return Group(head, grid, *notes)
