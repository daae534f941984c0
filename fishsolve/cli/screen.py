"""The interactive screen of ``fishsolve live`` (Textual): type an event, see what it changed.

Three parts, top to bottom: the session so far (each line typed and what it did: what an event
changed, why a line was refused; PageUp and PageDown scroll it from the input), the view now
(what can be claimed and by whom, the sure asks, the best ask), and the input line, which
completes names, cards, half-suits and keywords (→ or Tab takes the suggestion) and recalls
earlier lines (↑ ↓). Besides events, comments, ``undo`` and ``redo``, it takes ``grid`` (the
whole analysis of the position, with exact odds for a seat) and ``risk HALF-SUIT [: OWNERS]``
(a claim's exact chances). Every line goes to the family's live session
(:class:`~fishsolve.live.session.LiveSession`); the screen computes nothing itself.

Textual is an optional extra (``pip install 'fishsolve[live]'``): the command falls back to the
plain line mode without it.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.suggester import Suggester
from textual.widgets import Footer, Input, RichLog, Static

from fishsolve.cli.terminal import NotUtf8, terminal_driver
from fishsolve.errors import FishsolveError
from fishsolve.families import families
from fishsolve.live.session import LiveSession, Step
from fishsolve.render.common import error_text
from fishsolve.render.live import step_view
from fishsolve.render.views import Folded, brief, view


class _Words(Suggester):
    """The next word of the line, from the notation and the log's names and cards (each session
    completes its own game's notation)."""

    def __init__(self, session: LiveSession) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.session = session

    async def get_suggestion(self, value: str) -> str | None:
        return self.session.suggest(value)


class _Line(Input):
    """The input line: Tab takes the suggestion, as → does, and without one does nothing (the
    focus stays here: Textual's Tab would move it to the history, losing the next keys)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "complete", "Take the suggestion", show=False),
    ]

    def action_complete(self) -> None:
        """Take the suggestion shown after the cursor, if any."""
        if self.cursor_at_end and self._suggestion:
            self.action_cursor_right()


class LiveScreen(App[None]):
    """A live session on screen."""

    CSS = """
    #history { height: 1fr; border: round $primary; }
    #now { height: auto; max-height: 50%; border: round $secondary; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit"),
        Binding("ctrl+g", "line('grid')", "Grid"),
        Binding("ctrl+z", "line('undo')", "Undo"),
        Binding("ctrl+y", "line('redo')", "Redo"),
        Binding("up", "recall(-1)", "Earlier line", show=False),
        Binding("down", "recall(1)", "Later line", show=False),
        Binding("pageup", "page(-1)", "Scroll the history up", show=False),
        Binding("pagedown", "page(1)", "Scroll the history down", show=False),
    ]

    def __init__(self, session: LiveSession) -> None:
        super().__init__(driver_class=terminal_driver())
        for family in families():  # the session's reports are drawn by its family's views
            family.load_views()
        self.session = session
        self.typed: list[str] = []
        """The lines typed so far, for ↑ and ↓."""
        self._recall = 0

    def compose(self) -> ComposeResult:
        yield RichLog(id="history", wrap=True)
        yield Static(id="now")
        yield _Line(placeholder=self.session.help, suggester=_Words(self.session), id="line")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"fishsolve live — {self.session.name}"
        opening = self.session.opening()
        self._show(opening)
        if opening.report is None and opening.error is None:
            self._write(Text("A new log: type its players: line first (then rules:, hand ...:)."))
        self.query_one(Input).focus()

    # -- input ----------------------------------------------------------------------------

    def on_input_submitted(self, message: Input.Submitted) -> None:
        text = message.value
        message.input.value = ""
        if text.strip():
            self.typed.append(text)
        self._recall = len(self.typed)
        self.action_line(text)

    def action_line(self, text: str) -> None:
        """Run one typed line: a screen command, or a line for the session."""
        word = text.strip()
        command = word.split(" ", 1)[0].lower()
        if command in ("quit", "exit"):
            self.exit()
            return
        try:
            if command == "grid" and word.lower() == "grid":
                self._write(Text("> grid", style="bold"), _drawn(self.session.grid()))
                return
            if command == "risk":
                report = self.session.risk(word[len(command) :].strip())
                self._write(Text(f"> {word}", style="bold"), _drawn(report))
                return
        except FishsolveError as err:
            self._write(Text(f"> {word}", style="bold"), error_text(err))
            return
        self._show(self.session.feed(text))

    def on_not_utf8(self, message: NotUtf8) -> None:
        """Bytes the terminal sent that are not UTF-8: left out, and said so."""
        shown = " ".join(f"0x{b:02X}" for b in message.data)
        self._write(
            Text(
                f"typed byte{'s' if len(message.data) > 1 else ''} {shown} not UTF-8: left out "
                "(set the terminal to UTF-8)",
                style="bold red",
            )
        )

    def action_recall(self, step: int) -> None:
        """Put an earlier (``-1``) or later (``1``) typed line in the input."""
        if not self.typed:
            return
        self._recall = max(0, min(len(self.typed), self._recall + step))
        line = self.typed[self._recall] if self._recall < len(self.typed) else ""
        field = self.query_one(Input)
        field.value = line
        field.cursor_position = len(line)

    def action_page(self, direction: int) -> None:
        """Scroll the history a page up (``-1``) or down (``1``), the input keeping the focus."""
        history = self.query_one("#history", RichLog)
        if direction < 0:
            history.scroll_page_up()
        else:
            history.scroll_page_down()

    # -- output ---------------------------------------------------------------------------

    def _show(self, step: Step) -> None:
        # The history says what each line did; the position's summary is shown once, below it.
        if step.kind != "blank" and (step.kind != "open" or step.error is not None):
            self._write(step_view(step, summary=False))
        if step.report is not None:
            self.query_one("#now", Static).update(brief(step.report))

    def _write(self, *parts: RenderableType) -> None:
        history = self.query_one("#history", RichLog)
        for part in parts:
            history.write(part)


def _drawn(report: object) -> RenderableType:
    """A report as its view draws it (:mod:`fishsolve.render.views`)."""
    shown = view(report)
    if isinstance(shown, Folded):
        return shown.renderable
    return Text("") if shown is None else shown
