"""Terminal rendering with rich: turns report dataclasses into tables. Computes nothing."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.text import Text

from fishsolve.errors import FishsolveError

if TYPE_CHECKING:
    from fishsolve.errors import Problem

CHOOSE_SEAT = "--as NAME"
"""How a quick answer tells its reader to take one seat's view (a best ask is ranked from one
player's hand): the command line's option. A web page passes the name of its own control
(:func:`fishsolve.render.web.brief_html`)."""


@dataclass(frozen=True)
class Phrases:
    """A line that wraps only between its phrases, never inside one: a title keeps 'score A 1 –
    B 1' whole at any width (issue 14, item 14). A phrase wider than the terminal has a line of
    its own."""

    parts: tuple[Text, ...]
    indent: int = 0
    """Spaces before each line after the first (a numbered step hangs under its text)."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        line = Text()
        started = False  # the line holds a phrase (not only the indent)
        for part in self.parts:
            if started and cell_len(line.plain) + 1 + part.cell_len > options.max_width:
                yield line
                line = Text(" " * self.indent)
                started = False
                # Spaces kept between two phrases are not carried to the start of a line.
                part = part[len(part.plain) - len(part.plain.lstrip(" ")) :]
            if started:
                line.append(" ")
            line.append_text(part)
            started = True
        if started:
            yield line


def words(text: str, style: str = "") -> Phrases:
    """A paragraph that wraps between its words to the terminal's width, also on the results'
    console (which soft-wraps, so a plain :class:`~rich.text.Text` would run on unwrapped)."""
    return Phrases(tuple(Text(word, style=style) for word in text.split()))


def wrapped(text: Text, indent: int = 0) -> Group:
    """Styled prose wrapped between its words to the terminal's width, each of its lines
    (``\\n``) apart, the lines after the first of each indented by ``indent`` (and by the line's
    own leading spaces): a head line or a footnote keeps its styles and never runs past the
    terminal on the results' console (which soft-wraps)."""
    lines = text.split("\n", allow_blank=True) if "\n" in text.plain else [text]
    return Group(*(_phrases_of(line, indent) for line in lines))


def _phrases_of(line: Text, indent: int) -> Phrases | Text:
    """One line's words (its leading spaces kept, and added to the indent of its next lines;
    more spaces than one between two words kept too)."""
    found: list[Text] = []
    spaces = 0  # spaces past the one between two words (kept: 'KH?  (Eli's view')
    for word in line.split(" "):
        if not word.plain:
            spaces += 1
            continue
        if spaces and found:
            word = Text(" " * spaces) + word
        found.append(word)
        spaces = 0
    if not found:
        return Text()
    lead = len(line.plain) - len(line.plain.lstrip(" "))
    if lead:
        found[0] = Text(" " * lead) + found[0]
    return Phrases(tuple(found), indent + lead)


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and the noun, plural unless the count is one.

    >>> counted(1, "claim"), counted(0, "claim"), counted(1, "pass", "passes")
    ('1 claim', '0 claims', '1 pass')
    """
    if count == 1:
        return f"1 {noun}"
    return f"{count} {plural or noun + 's'}"


def score_words(score: str, over: bool, turn: str | None) -> str:
    """A reviewed game's score as the title says it: final only once the game is over.

    >>> score_words("A 4 – B 4", True, None)
    'final score A 4 – B 4'
    >>> score_words("A 1 – B 0", False, "Bo")
    "unfinished (Bo's turn), score so far A 1 – B 0"
    """
    if over:
        return f"final score {score}"
    on_turn = f" ({turn}'s turn)" if turn else ""
    return f"unfinished{on_turn}, score so far {score}"


def problem_text(problem: Problem) -> Text:
    """``file:line:col: message`` in red, then the source line and a caret."""
    where = problem.where
    color = "yellow" if problem.kind == "note" else "red"  # a correction's note is no problem
    text = Text(f"{where}: " if where else "", style=f"bold {color}")
    text.append(problem.message, style=color)
    if problem.text and problem.column:
        shown, column = source_window(problem.text, problem.column)
        prefix = shown[: column - 1]
        pad = "".join("\t" if ch == "\t" else " " for ch in prefix)
        text.append(f"\n    {shown}\n    {pad}^", style="default")
    return text


SOURCE_WIDTH = 100
"""The longest source line shown whole under a message; a longer one is cut around the caret."""


def source_window(line: str, column: int, width: int = SOURCE_WIDTH) -> tuple[str, int]:
    """The part of ``line`` shown under a message, and the caret's column (1-based) in it.

    A line of at most ``width`` characters is shown whole; a longer one (a 1 MB token) only
    around ``column``, an ellipsis marking each cut end (issue 14, item 26).

    >>> source_window("Ben asks Cara for 9C: no", 23)
    ('Ben asks Cara for 9C: no', 23)
    >>> source_window("a" * 50 + "^" + "b" * 50, 51, width=20)
    ('…aaaaaaaaaa^bbbbbbbbb…', 12)
    """
    if len(line) <= width:
        return line, column
    start = max(0, min(column - 1 - width // 2, len(line) - width))
    end = start + width
    head = "…" if start > 0 else ""
    tail = "…" if end < len(line) else ""
    return head + line[start:end] + tail, column - start + len(head)


def error_text(err: FishsolveError) -> Text:
    """An error raised by the library, as :func:`problem_text` shows a problem."""
    from fishsolve.errors import Problem  # the check's modules: only for an error

    return problem_text(Problem.from_error(err))


def print_problems(console: Console, problems: list[Problem]) -> None:
    """Every problem, each with its line and caret."""
    for problem in problems:
        console.print(problem_text(problem), highlight=False)


def percent(p: Fraction | float | None) -> str:
    """A probability as a short percentage; '100%' and '0%' only when exact.

    >>> percent(Fraction(1, 3)), percent(Fraction(1, 1000)), percent(None)
    ('33%', '<1%', '—')
    """
    if p is None:
        return "—"
    if p == 1:
        return "100%"
    if p == 0:
        return "0%"
    value = float(p) * 100
    if value >= 99.5:
        return ">99%"
    if value < 0.5:
        return "<1%"
    return f"{value:.0f}%"


def estimated_percent(value: Fraction | float, span: tuple[float, float] | None) -> str:
    """A chance that is exact (``span`` None: :func:`percent`) or estimated: ``≈`` before it and
    its 95% interval after it, never read as exact.

    >>> estimated_percent(0.41, (0.352, 0.47)), estimated_percent(Fraction(1), None)
    ('≈41% (35-47)', '100%')
    """
    if span is None:
        return percent(value)
    low, high = (round(100 * v) for v in span)
    return f"≈{round(100 * float(value))}% ({low}-{high})"
