"""Go Fish family puzzle pages (Markdown, self-contained HTML) and the `puzzle check` view.
Computes nothing: lays out a :class:`~fishsolve.gofish.puzzles.page.FishPuzzlePage`; the HTML
page takes Literature's puzzle stylesheet (:data:`fishsolve.literature.render.puzzle.STYLE`)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.gofish.puzzles.page import fish_puzzle_page
from fishsolve.render.common import wrapped
from fishsolve.render.puzzle_page import grade_badge, md, page_top

if TYPE_CHECKING:
    from fishsolve.gofish.puzzles.check import FishPuzzleReport
    from fishsolve.gofish.puzzles.make import FishPuzzleLine, MadeFishPuzzle, MadeFishPuzzles
    from fishsolve.gofish.puzzles.page import FishPuzzlePage


def fish_puzzle_markdown(page: FishPuzzlePage) -> str:
    """The page in Markdown; the solution follows a horizontal rule."""
    out = [f"# Puzzle {md(page.name)}", "", f"**{md(page.question)}** — grade: {page.grade}", ""]
    out += [
        f"You are **{md(page.viewer)}**. Players in order of play: "
        f"{md(', '.join(page.seats))}. {md(page.setting)}",
        "",
        "## Your hand",
        "",
        " ".join(page.hand),
        "",
        "## What happened",
        "",
    ]
    out += [f"{i}. {md(move)}" for i, move in enumerate(page.history, start=1)]
    out += ["", "## The question", "", md(page.task), ""]
    if page.note:
        out += [f"<sub>{md(page.note)}</sub>", ""]
    out += ["---", "", "## Solution", "", f"**Answer:** {md(page.answer)}", ""]
    out += [f"**Grade:** {page.grade} — {md(page.grade_why)}.", ""]
    out += [f"{i}. {md(step)}" for i, step in enumerate(page.steps, start=1)]
    return "\n".join(out) + "\n"


def fish_puzzle_html(page: FishPuzzlePage) -> str:
    """The page as one self-contained HTML document; the solution on a page of its own."""
    e = html.escape
    history = "\n".join(f"<li>{e(m)}</li>" for m in page.history)
    steps = "\n".join(f"<li>{e(s)}</li>" for s in page.steps)
    note = f'<p class="note">{e(page.note)}</p>' if page.note else ""
    return f"""{page_top(page.name, page.grade, page.question)}
<p>You are <strong>{e(page.viewer)}</strong>. Players in order of play: \
{e(", ".join(page.seats))}. {e(page.setting)}</p>
<h2>Your hand</h2>
<p class="card">{e(" ".join(page.hand))}</p>
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
<p><strong>Answer:</strong> {e(page.answer)}</p>
<p><strong>Grade:</strong> {grade_badge(page.grade)} {e(page.grade_why)}.</p>
<ol>
{steps}
</ol>
</section>
</body>
</html>
"""


def fish_puzzle_check_view(report: FishPuzzleReport) -> RenderableType:
    """`puzzle check` on a Go Fish family puzzle."""
    head = Text(f"{report.file}: ", style="bold")
    if report.ok:
        head.append("a valid puzzle", style="bold green")
    else:
        head.append("not a valid puzzle", style="bold red")
    lines = [head, Text(f"{report.viewer}'s view; {report.question}")]
    if report.answer is not None:
        lines.append(
            Text(
                f"Answer: {report.answer} (grade {report.grade}; moves "
                f"{', '.join(map(str, report.moves)) or 'none'})"
            )
        )
    lines += [Text(p, style="red") for p in report.problems]
    # The head line keeps the file's name and the verdict on one line; the prose under it wraps.
    return Group(lines[0], *(wrapped(line) for line in lines[1:]))


def fish_made_view(made: Sequence[FishPuzzleLine], out: str) -> RenderableType:
    """`puzzle make --game`: one line per puzzle (file, grade, question, answer), then a summary."""
    lines = Text()
    for i, puzzle in enumerate(made):
        if i:
            lines.append("\n")
        lines.append(puzzle.name, style="bold")
        lines.append(f"  {puzzle.grade or '?':6}  {puzzle.question}", style="")
        lines.append(f"  ({puzzle.viewer}'s view)", style="dim")
    count = len(made)
    files = "puzzle" if count == 1 else "puzzles"
    note = Text(f"Wrote {count} {files} to {out} (.fish, .md and .html each)", style="dim")
    return Group(wrapped(lines, indent=2), note)


def pages(puzzle: MadeFishPuzzle) -> dict[str, str]:
    """A made puzzle's printable pages: ``.md`` and ``.html``, by extension."""
    page = fish_puzzle_page(puzzle.name, puzzle.log, puzzle.report)
    return {".md": fish_puzzle_markdown(page), ".html": fish_puzzle_html(page)}


def made_fish_puzzles_view(made: MadeFishPuzzles) -> RenderableType:
    """What `puzzle make --game` wrote."""
    return fish_made_view(made.puzzles, made.out)
