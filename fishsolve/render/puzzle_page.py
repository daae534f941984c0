"""What every family's printable puzzle page shares: its style, its head (the title with the
grade badge, and the question) and Markdown escaping."""

from __future__ import annotations

import html
import re

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|!~])")


def md(text: str) -> str:
    """``text`` with Markdown's special characters escaped."""
    return _MD_SPECIAL.sub(r"\\\1", text)


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
