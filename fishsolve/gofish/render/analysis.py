"""Terminal rendering of Go Fish family reports. Computes nothing."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.gofish.game.rules import REFILL
from fishsolve.render.common import Phrases, counted, words, wrapped

if TYPE_CHECKING:  # the reports' modules load the solvers; rendering needs only their types
    from fishsolve.gofish.reports.check import FishCheckReport
    from fishsolve.gofish.reports.explain import FishExplanation
    from fishsolve.gofish.reports.report import AskLine, FishAnalysisReport, RankCell


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
    dealt = f"{report.hand_size} cards each"
    if report.refill != REFILL:
        dealt += f", {report.refill} drawn when a hand empties"
    grid.add_row("Rules", f"{rules}; deck: {deck}; {dealt}")
    grid.add_row("View", report.view)
    if report.start:
        grid.add_row("Start", report.start)
    grid.add_row(
        "Events",
        f"{report.events}: {counted(report.asks, 'ask')} ({report.yes} yes, "
        f"{report.go_fish} go fish, {counted(report.lucky, 'lucky draw')}), "
        f"{counted(len(report.books), 'book')}, {counted(report.refills, 'refill')}",
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


def _counts(possible: list[int]) -> str:
    if not possible:
        return "–"
    if len(possible) > 2 and possible == list(range(possible[0], possible[-1] + 1)):
        return f"{possible[0]}-{possible[-1]}"
    return ",".join(str(k) for k in possible)


def _cell(cell: RankCell) -> Text:
    text = Text(_counts(cell.possible), style="bold" if len(cell.possible) == 1 else "")
    if cell.chance is not None and len(cell.possible) > 1:
        if cell.interval is None:
            text.append(f" {round(100 * cell.chance)}%", style="cyan")
        else:
            low, high = (round(100 * v) for v in cell.interval)
            text.append(f" ≈{round(100 * cell.chance)}% ({low}-{high})", style="magenta")
    return text


def _estimated(a: AskLine, value: str) -> str:
    """An ask's figure: exact, or marked as an estimate."""
    return _pct(value) if a.interval is None else "≈" + _pct(value)


def fish_analysis_view(report: FishAnalysisReport) -> RenderableType:
    """A position of a Go Fish family log: ranks by row, players and the stock by column."""
    where = f"after event {report.at} of {report.events}"
    if report.line is not None:
        where += f" (line {report.line})"
    head = Phrases(
        (
            Text(f"{report.file}:", style="bold"),
            Text(f"{report.game}, {where};"),
            Text(
                f"{report.viewer}'s view;"
                if report.viewer not in ("public", "full")
                else f"{report.viewer} view;"
            ),
            Text("score " + ", ".join(f"{n} {p}" for n, p in report.score.items()) + ";"),
            Text(_turn(report)),
        )
    )
    grid = Table(box=None, padding=(0, 1), show_edge=False)
    grid.add_column("rank", style="bold cyan", no_wrap=True)
    for row in report.rows:
        # An estimate's interval may go under its chance rather than be cut at a narrow width.
        grid.add_column(f"{row.place} ({row.size})", no_wrap=report.estimate is None)
    for code in report.ranks:
        grid.add_row(code, *(_cell(row.cells[code]) for row in report.rows))
    parts: list[RenderableType] = [head]
    if report.exact:
        parts.append(grid)
        parts.append(
            words(
                "Each cell: the counts possible now; when more than one, the exact chance of "
                "holding at least one.",
                style="dim",
            )
        )
    elif report.estimate is not None:
        # Said before the table: its chances are estimates, not counts.
        parts += [words(report.note, style="yellow"), grid]
        parts.append(
            words(
                "Each cell: the counts possible now (proved); when more than one, ≈ the ESTIMATED "
                "chance of holding at least one, with its 95% interval in brackets.",
                style="dim",
            )
        )
    else:
        # Said before the table: it is why the table has no chances.
        parts += [words(report.note, style="yellow"), grid]
    if report.cards:
        # One phrase per card, so the line wraps between cards to the terminal's width.
        cards = list(report.cards.items())
        parts.append(
            Phrases(
                (
                    Text("Cards", style="bold"),
                    *(
                        Text(f"{code} {'/'.join(places)}" + (";" if i < len(cards) - 1 else ""))
                        for i, (code, places) in enumerate(cards)
                    ),
                )
            )
        )
    if report.sure_asks:
        sure = [f"{a.target} for {a.card or a.rank}" for a in report.sure_asks]
        parts.append(
            Phrases(
                (
                    Text(f"Sure asks for {report.viewer}:", style="bold green"),
                    *(Text(s + ("," if i < len(sure) - 1 else "")) for i, s in enumerate(sure)),
                )
            )
        )
    if report.asks:
        # Past the budget the asks are estimated, but those the proved possibilities make
        # certain are exact: they come first (they go on surely), so every ask is looked at.
        estimated = any(a.interval is not None for a in report.asks)
        title = f"{report.viewer}'s asks (on turn), best first"
        if estimated:
            title += " (ESTIMATED chances, ≈)"
        table = Table(title=title, box=None, padding=(0, 1))
        names = ["ask", "yes", "lucky draw", "goes on"] + (["95% interval"] if estimated else [])
        for name in names:
            table.add_column(name, justify="right" if name != "ask" else "left")
        for a in report.asks[:10]:
            cells = [_estimated(a, a.yes), _estimated(a, a.lucky), _estimated(a, a.go_on)]
            if a.interval is not None:
                low, high = a.interval
                cells.append(f"{100 * low:.1f}-{100 * high:.1f}%")
            elif estimated:
                cells.append("proved")
            table.add_row(f"{a.target} for {a.card or a.rank}", *cells)
        parts.append(table)
    for name, ranks in report.certain_books.items():
        parts.append(words(f"{name} can be sure to complete: {' '.join(ranks)}", style="green"))
    return Group(*parts)


def fish_brief_view(report: FishAnalysisReport, choose_seat: str = "") -> RenderableType:
    """The quick answer after a line of a Go Fish family game (`fishsolve live`): the position,
    the asks certain to succeed, the best ask by its exact chance of going on, certain books.
    ``choose_seat`` (how a shell names taking one seat's view) is not needed: a view without a
    seat's best ask has no best-ask line."""
    head = Text(
        f"{report.file}: after event {report.at} of {report.events}; "
        + ", ".join(f"{n} {p}" for n, p in report.score.items())
        + f"; {_turn(report)}"
    )
    view = report.viewer if report.viewer in ("public", "full") else f"{report.viewer}'s"
    lines = [head, Text(f"From {view} view:")]
    sure = ", ".join(f"{a.target} for {a.card or a.rank}" for a in report.sure_asks)
    lines.append(Text(f"Sure ask: {sure or 'none'}"))
    if report.asks:
        best = report.asks[0]
        lines.append(
            Text(
                f"Best ask: {report.viewer} asks {best.target} for {best.card or best.rank}, "
                f"{_estimated(best, best.yes)} yes, {_estimated(best, best.go_on)} goes on"
                + (" (estimated)" if best.interval is not None else "")
            )
        )
    elif not report.exact:
        lines.append(Text(report.note, style="yellow"))
    for name, ranks in report.certain_books.items():
        lines.append(Text(f"{name} can be sure to complete: {' '.join(ranks)}", style="green"))
    return Group(*lines)


def _pct(fraction: str) -> str:
    """A chance written as a fraction (``"3/7"``) or, for an estimate, a decimal."""
    return f"{100 * float(Fraction(fraction)):.1f}%"


def fish_explain_view(report: FishExplanation) -> RenderableType:
    """The numbered proof of a fact, or why it is not proved."""
    head = Text(f"{report.file}: ", style="bold")
    head.append(f"“{report.fact}” after event {report.at}, {report.viewer}'s view: ")
    if not report.proved:
        head.append("not proved", style="bold yellow")
        return Group(wrapped(head), words("Some deal and stock order that fits the log breaks it."))
    head.append("proved", style="bold green")
    parts: list[RenderableType] = [wrapped(head)]
    if report.own_hand:
        parts.append(
            Text(
                f"From {report.viewer}'s own cards and:"
                if report.reasons
                else f"From {report.viewer}'s own cards alone."
            )
        )
    for i, reason in enumerate(report.reasons, start=1):
        where = f"line {reason.line}" if reason.line is not None else f"event {reason.event}"
        line = Text(f"{i}. {where}: ", style="bold")
        if reason.text:
            line.append(reason.text, style="cyan")
            line.append(" — ")
        line.append(reason.says)
        parts.append(wrapped(line, indent=len(f"{i}. ")))
    return Group(*parts)


def _turn(report: FishAnalysisReport) -> str:
    """Whose turn it is, or that the game is over or not started yet."""
    if report.turn:
        return f"{report.turn}'s turn"
    return "game over" if report.over else "not started"


def fish_analysis_or_brief(report: FishAnalysisReport) -> RenderableType:
    """`analyze`'s view: the quick answer with ``--brief``, else the whole analysis."""
    return fish_brief_view(report) if report.brief else fish_analysis_view(report)
