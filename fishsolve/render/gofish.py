"""Terminal rendering of Go Fish family reports. Computes nothing."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.gofish.reports.check import FishCheckReport


def fish_check_summary(report: FishCheckReport) -> RenderableType:
    """The one-screen summary of a clean Go Fish family log."""
    head = Text(f"{report.file}: ", style="bold")
    head.append("legal and consistent", style="bold green")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold cyan", no_wrap=True)
    grid.add_column()
    grid.add_row("Game", report.game)
    grid.add_row("Players", ", ".join(report.players))
    rules = ", ".join(report.rules) if report.rules else "standard (no options)"
    deck = " ".join(report.deck) if report.deck else "52 cards"
    grid.add_row("Rules", f"{rules}; deck: {deck}; {report.hand_size} cards each")
    grid.add_row("View", report.view)
    if report.start:
        grid.add_row("Start", report.start)
    grid.add_row(
        "Events",
        f"{report.events}: {report.asks} asks ({report.yes} yes, {report.go_fish} go fish, "
        f"{report.lucky} lucky draws), {len(report.books)} books, {report.refills} refills",
    )
    if report.books:
        books = Text()
        for i, b in enumerate(report.books):
            if i:
                books.append("\n")
            line = f", line {b.line}" if b.line else ""
            points = f", {b.points} points" if b.points != 1 else ""
            books.append(f"{b.rank}: {b.player} (event {b.event}{line}{points})")
        grid.add_row("Books", books)
    state = (
        "game over"
        if report.over
        else (f"in progress, {report.turn}'s turn" if report.turn else "not started")
    )
    score = ", ".join(f"{name} {points}" for name, points in report.score.items())
    grid.add_row("Score", f"{score} ({state})")
    grid.add_row("Hands now", ", ".join(f"{n} {s}" for n, s in report.hand_sizes.items()))
    grid.add_row("Stock", f"{report.stock} cards")
    return Group(head, grid)
