"""Rendering for `fishsolve match`: the sides, a row per game, the games won and the notes."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.literature.reports.match import MatchGame, MatchReport
from fishsolve.render.common import counted


def _result(game: MatchGame) -> Text:
    if game.result == "won":
        return Text(f"side {game.winner}", style="green")
    if game.result == "tie":
        return Text("tie", style="yellow")
    return Text("unfinished", style="red")


def _started(game: MatchGame) -> str:
    if game.started_by is None:
        return "unknown"
    shown = f"{game.started_by} ({game.started_side})"
    if game.start_check is not None:
        shown += f", {game.start_check}"
    return shown


def _games(report: MatchReport) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right")
    table.add_column("game", overflow="fold")
    table.add_column("score", justify="center", no_wrap=True)
    table.add_column("winner", no_wrap=True)
    table.add_column("started by (side)")
    table.add_column("match", justify="center", no_wrap=True)
    for game in report.games:
        one, two = (game.score[s.name] for s in report.sides)
        wins = "—"
        if game.counted:
            wins = " – ".join(str(game.wins[s.name]) for s in report.sides)
        table.add_row(
            str(game.number),
            game.file,
            f"{one} – {two}",
            _result(game),
            _started(game),
            wins,
            style=None if game.counted else "dim",
        )
    return table


def _head(report: MatchReport) -> Text:
    head = Text(f"Match to {counted(report.to, 'win')}: ", style="bold")
    wins = " – ".join(str(report.wins[s.name]) for s in report.sides)
    if report.winner is not None:
        head.append(
            f"side {report.winner} won, {wins} (decided by game {report.decided_at})",
            style="bold green",
        )
    else:
        head.append(f"undecided at {wins}", style="bold yellow")
    return head


def match_view(report: MatchReport) -> RenderableType:
    """The match: a head line, the sides, a row per game, the totals, then the notes."""
    sides = Table.grid(padding=(0, 2))
    sides.add_column(style="bold cyan", no_wrap=True)
    sides.add_column()
    for side in report.sides:
        sides.add_row(f"Side {side.name}", ", ".join(side.players))
    totals = Text(
        "Games won: "
        + ", ".join(f"side {s.name} {report.wins[s.name]}" for s in report.sides)
        + f"; ties {report.ties}; unfinished {report.unfinished}"
    )
    parts: list[RenderableType] = [_head(report), sides, _games(report), totals]
    if report.notes:
        notes = Text("Notes", style="bold")
        for note in report.notes:
            notes.append(f"\n  game {note.game} ({note.file}): ", style="bold")
            notes.append(note.message)
        parts.append(notes)
    return Group(*parts)
