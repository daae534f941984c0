"""Puzzle rendering: printable pages (Markdown, self-contained HTML) and `puzzle check` output.

Nothing is computed here: the pages lay out a
:class:`~fishsolve.literature.puzzles.page.PuzzlePage`, the terminal view a
:class:`~fishsolve.literature.puzzles.report.PuzzleReport`. The HTML page carries its own small
stylesheet (the review page's palette and type, nothing external) and puts the solution on a page of
its own when printed.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.literature.puzzles.files import MadePuzzles
from fishsolve.literature.puzzles.page import puzzle_page

if TYPE_CHECKING:  # types only: rendering must not pull in the solver
    from fishsolve.literature.puzzles.make import MadePuzzle
    from fishsolve.literature.puzzles.page import PuzzlePage
    from fishsolve.literature.puzzles.report import Alternative, PuzzleReport

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|!~])")


def _md(text: str) -> str:
    """``text`` with Markdown's special characters escaped."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def _seats(page: PuzzlePage) -> str:
    return ", ".join(f"{name} ({team})" for name, team in page.seats)


def puzzle_markdown(page: PuzzlePage) -> str:
    """The puzzle page in Markdown; the solution follows a horizontal rule."""
    out = [f"# Puzzle {_md(page.name)}", ""]
    out += [f"**{_md(page.question)}** — grade: {page.grade}", ""]
    out += [
        f"You are **{_md(page.viewer)}**, on team {page.viewer_team}. Seats in order of play: "
        f"{_md(_seats(page))}. {_md(page.setting)}",
        "",
        "## Your hand",
        "",
        "| Half-suit | Cards |",
        "|---|---|",
    ]
    out += [f"| {_md(half)} | {' '.join(cards)} |" for half, cards in page.hand]
    out += ["", "## What happened", ""]
    out += [f"{i}. {_md(move)}" for i, move in enumerate(page.history, start=1)]
    out += ["", "## The question", "", _md(page.task), ""]
    if page.note:
        out += [f"<sub>{_md(page.note)}</sub>", ""]
    out += ["---", "", "## Solution", ""]
    out += [f"**Answer:** {_md(line)}" for line in page.answer]
    out += ["", f"**Grade:** {page.grade} — {_md(page.grade_why)}.", ""]
    for solution in page.solutions:
        out += [f"### {_md(solution.heading)}", ""]
        out += [f"{i}. {_md(step)}" for i, step in enumerate(solution.steps, start=1)]
        out.append("")
    return "\n".join(out)


STYLE = """\
:root { --a: 37, 99, 235; --b: 234, 88, 12; --ink: #1f2328; --dim: #6e7781; --line: #d0d7de; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--ink); background: #f6f8fa; }
section.page { max-width: 46em; margin: 16px auto; padding: 20px 28px; background: #fff;
  border: 1px solid var(--line); border-radius: 6px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 18px 0 6px; }
h3 { font-size: 15px; margin: 14px 0 4px; }
.dim, .note { color: var(--dim); }
.note { font-size: 12px; }
.grade { display: inline-block; font-size: 12px; padding: 0 8px; border-radius: 9px;
  color: #fff; background: #57606a; }
.grade.easy { background: #1a7f37; }
.grade.medium { background: #bf8700; }
.grade.hard { background: #cf222e; }
.team-A { color: rgb(var(--a)); }
.team-B { color: rgb(var(--b)); }
table.hand { border-collapse: collapse; }
table.hand td { padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
.card { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
ol.history { columns: 2; column-gap: 2.5em; padding-left: 2.2em; }
ol.history li { break-inside: avoid; }
.question { font-size: 17px; font-weight: 600; }
@media print {
  body { background: #fff; }
  section.page { border: none; margin: 0; max-width: none; }
  section.solution { break-before: page; }
}
"""


def grade_badge(grade: str) -> str:
    """A puzzle's grade as a coloured badge."""
    return f'<span class="grade {html.escape(grade)}">{html.escape(grade)}</span>'


def page_top(name: str, grade: str, question: str) -> str:
    """A puzzle page's head (with :data:`STYLE`) and its first lines: the title with the grade,
    and the question (both families' pages start so)."""
    e = html.escape
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Puzzle {e(name)}</title>
<style>
{STYLE}</style>
</head>
<body>
<section class="page puzzle">
<h1>Puzzle {e(name)} {grade_badge(grade)}</h1>
<p class="question">{e(question)}</p>"""


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
        steps = Text(f"Why: {found.statement}\n", style="bold")
        steps.append("\n".join(found.steps), style="")
        parts.append(steps)
    for alternative in report.alternatives:
        deal = Text(_alternative_heading(alternative), style="bold yellow")
        deal.append(f"{alternative.says}. A deal that fits every line:")
        for name, cards in alternative.deal.items():
            deal.append(f"\n  {name}: {' '.join(cards)}")
        now = ", ".join(f"{card} with {name}" for card, name in alternative.now.items())
        deal.append(f"\n  so at the end: {now}", style="dim")
        parts.append(deal)
    return Group(*parts)


def made_view(made: list[MadePuzzle], out: str) -> RenderableType:
    """`puzzle make`: one line per puzzle (file, grade, question, where from), then a summary."""
    lines = Text()
    for i, puzzle in enumerate(made):
        report = puzzle.report
        grade = report.grade.level if report.grade else "?"
        if i:
            lines.append("\n")
        lines.append(puzzle.name, style="bold")
        lines.append(f"  {grade:6}  {report.question}  ", style="")
        lines.append(
            f"{report.events} moves, {report.viewer}'s seat, game {puzzle.game_seed} events "
            f"{puzzle.first}-{puzzle.last}",
            style="dim",
        )
    count = len(made)
    files = "puzzle" if count == 1 else "puzzles"
    note = Text(f"Wrote {count} {files} to {out} (.fish, .md and .html each)", style="dim")
    return Group(lines, note)


def pages(puzzle: MadePuzzle) -> dict[str, str]:
    """A made puzzle's printable pages: ``.md`` and ``.html``, by extension."""
    page = puzzle_page(puzzle.name, puzzle.log, puzzle.report)
    return {".md": puzzle_markdown(page), ".html": puzzle_html(page)}


def made_puzzles_view(made: MadePuzzles) -> RenderableType:
    """What `puzzle make` wrote."""
    return made_view(list(made.puzzles), str(made.out))
