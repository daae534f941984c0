"""Puzzle rendering: printable pages (Markdown, self-contained HTML) and `puzzle check` output.

Nothing is computed here: the pages lay out a
:class:`~fishsolve.literature.puzzles.page.PuzzlePage`, the terminal view a
:class:`~fishsolve.literature.puzzles.report.PuzzleReport`. The HTML page carries its own small
stylesheet (the review page's palette and type, nothing external) and puts the solution on a page of
its own when printed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.literature.puzzles.files import MadePuzzles, PuzzleLine
from fishsolve.literature.puzzles.page import puzzle_page
from fishsolve.render.common import counted, wrapped
from fishsolve.render.puzzle_page import grade_badge, md, page_top

if TYPE_CHECKING:  # types only: rendering must not pull in the solver
    from fishsolve.literature.puzzles.make import MadePuzzle
    from fishsolve.literature.puzzles.page import PuzzlePage
    from fishsolve.literature.puzzles.report import Alternative, PuzzleReport


def _seats(page: PuzzlePage) -> str:
    return ", ".join(f"{name} ({team})" for name, team in page.seats)


def puzzle_markdown(page: PuzzlePage) -> str:
    """The puzzle page in Markdown; the solution follows a horizontal rule."""
    out = [f"# Puzzle {md(page.name)}", ""]
    out += [f"**{md(page.question)}** — grade: {page.grade}", ""]
    out += [
        f"You are **{md(page.viewer)}**, on team {page.viewer_team}. Seats in order of play: "
        f"{md(_seats(page))}. {md(page.setting)}",
        "",
        "## Your hand",
        "",
        "| Half-suit | Cards |",
        "|---|---|",
    ]
    out += [f"| {md(half)} | {' '.join(cards)} |" for half, cards in page.hand]
    out += ["", "## What happened", ""]
    out += [f"{i}. {md(move)}" for i, move in enumerate(page.history, start=1)]
    out += ["", "## The question", "", md(page.task), ""]
    if page.note:
        out += [f"<sub>{md(page.note)}</sub>", ""]
    out += ["---", "", "## Solution", ""]
    out += [f"**Answer:** {md(line)}" for line in page.answer]
    out += ["", f"**Grade:** {page.grade} — {md(page.grade_why)}.", ""]
    for solution in page.solutions:
        out += [f"### {md(solution.heading)}", ""]
        out += [f"{i}. {md(step)}" for i, step in enumerate(solution.steps, start=1)]
        out.append("")
    return "\n".join(out)


def puzzle_html(page: PuzzlePage) -> str:
    """The puzzle page as one self-contained HTML document; the solution on a page of its own."""
    e = html.escape
    seats = ", ".join(
        f'<span class="team-{e(team)}">{e(name)}</span> ({e(team)})' for name, team in page.seats
    )
    hand = "\n".join(
        f'<tr><td>{e(half)}</td><td class="card">{e(" ".join(cards))}</td></tr>'
        for half, cards in page.hand
    )
    history = "\n".join(f"<li>{e(move)}</li>" for move in page.history)
    answer = "\n".join(f"<p><strong>Answer:</strong> {e(line)}</p>" for line in page.answer)
    solutions = "\n".join(
        f"<h3>{e(s.heading)}</h3>\n<ol>\n"
        + "\n".join(f"<li>{e(step)}</li>" for step in s.steps)
        + "\n</ol>"
        for s in page.solutions
    )
    note = f'<p class="note">{e(page.note)}</p>' if page.note else ""
    return f"""{page_top(page.name, page.grade, page.question)}
<p>You are <strong class="team-{e(page.viewer_team)}">{e(page.viewer)}</strong>, on team \
{e(page.viewer_team)}. Seats in order of play: {seats}. {e(page.setting)}</p>
<h2>Your hand</h2>
<table class="hand">
{hand}
</table>
<h2>What happened</h2>
<ol class="history">
{history}
</ol>
<h2>The question</h2>
<p>{e(page.task)}</p>
{note}
</section>
<section class="page solution">
<h2>Solution</h2>
{answer}
<p><strong>Grade:</strong> {grade_badge(page.grade)} {e(page.grade_why)}.</p>
{solutions}
</section>
</body>
</html>
"""


_ORDINALS = ("One answer", "A second answer", "A third answer", "A fourth answer")


def _alternative_heading(alternative: Alternative) -> str:
    """'A second answer: ', 'A third answer: ' ... by the answer's number, or 'Against the
    answer key: '."""
    number = alternative.number
    if alternative.against_key or number is None:
        return "Against the answer key: "
    if number <= len(_ORDINALS):
        return f"{_ORDINALS[number - 1]}: "
    return "Another answer: "


def puzzle_check_view(report: PuzzleReport) -> RenderableType:
    """`puzzle check` in the terminal: verdict, answer, grade, solution and any second answers."""
    head = Text(f"{report.file}: ", style="bold")
    if report.ok:
        head.append("a good puzzle: legal, consistent, one answer", style="bold green")
    else:
        head.append("not a good puzzle", style="bold red")
    where = f"after event {report.events}" + (f" (line {report.line})" if report.line else "")
    parts: list[RenderableType] = [head]
    parts.append(Text(f"Question: {report.question}  ({report.viewer}'s view, {where})"))
    for problem in report.problems:
        parts.append(Text(f"Problem: {problem}", style="red"))
    if report.answer is not None:
        line = Text("Answer: ", style="bold")
        line.append(report.answer, style="bold green")
        if report.key is not None:
            line.append(
                f"  (answer key {report.key})", style="dim" if report.key == "agrees" else "red"
            )
        parts.append(line)
    if report.grade is not None:
        grade = Text("Grade: ", style="bold")
        grade.append(report.grade.level, style="bold cyan")
        grade.append(f" — {report.grade.why}")
        parts.append(grade)
    for found in report.explanations:
        parts.append(Text(f"Why: {found.statement}", style="bold"))
        # Each numbered step hangs under its own text.
        parts += [
            wrapped(Text(step), indent=len(step.split(" ", 1)[0]) + 1) for step in found.steps
        ]
    for alternative in report.alternatives:
        deal = Text(_alternative_heading(alternative), style="bold yellow")
        deal.append(f"{alternative.says}. A deal that fits every line:")
        for name, cards in alternative.deal.items():
            deal.append(f"\n  {name}: {' '.join(cards)}")
        now = ", ".join(f"{card} with {name}" for card, name in alternative.now.items())
        deal.append(f"\n  so at the end: {now}", style="dim")
        parts.append(deal)
    # The head line keeps the file's name and the verdict on one line; the prose under it wraps.
    return Group(parts[0], *(wrapped(p) if isinstance(p, Text) else p for p in parts[1:]))


def made_view(made: Sequence[PuzzleLine], out: str) -> RenderableType:
    """`puzzle make`: one line per puzzle (file, grade, question, where from), then a summary."""
    lines = Text()
    for i, puzzle in enumerate(made):
        grade = puzzle.grade or "?"
        if i:
            lines.append("\n")
        lines.append(puzzle.name, style="bold")
        lines.append(f"  {grade:6}  {puzzle.question}  ", style="")
        lines.append(
            f"{counted(puzzle.moves, 'move')}, {puzzle.viewer}'s seat, "
            f"game {puzzle.game_seed} events {puzzle.first}-{puzzle.last}",
            style="dim",
        )
    count = len(made)
    files = "puzzle" if count == 1 else "puzzles"
    note = Text(f"Wrote {count} {files} to {out} (.fish, .md and .html each)", style="dim")
    return Group(wrapped(lines, indent=2), note)


def pages(puzzle: MadePuzzle) -> dict[str, str]:
    """A made puzzle's printable pages: ``.md`` and ``.html``, by extension."""
    page = puzzle_page(puzzle.name, puzzle.log, puzzle.report)
    return {".md": puzzle_markdown(page), ".html": puzzle_html(page)}


def made_puzzles_view(made: MadePuzzles) -> RenderableType:
    """What `puzzle make` wrote."""
    return made_view(made.puzzles, str(made.out))
