"""The HTML of ``fishsolve serve``'s pages: the list of games, a game's entry page, the table
display, an error. Server-rendered; ``static/serve.js`` (plain JavaScript, shipped in the package)
sends the lines and follows the game. The reports inside are the terminal's views as HTML
(:mod:`fishsolve.render.web`); nothing here computes.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from fishsolve.render.web import brief_html, error_html, report_html, step_html
from fishsolve.serve.folder import Summary
from fishsolve.serve.game import Answer
from fishsolve.serve.private import log_lines

TAIL = 12
"""Lines of the log shown at the foot of the entry page."""
TABLE_TAIL = 6
"""Lines of the log the table display shows."""
CHOOSE_SEAT = "choose a seat under View"
"""How the entry page takes one seat's view (its view selector), said where the quick answer
needs one (the terminal says ``--as NAME``)."""
TABLE_SEAT = "a seat chosen under View on an entry page"
"""The same on the table display, which has no selector: the entry pages have."""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _head(title: str, body_class: str, data: dict[str, str]) -> str:
    attributes = "".join(f' data-{key}="{_e(value)}"' for key, value in data.items())
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(title)}</title>\n"
        '<link rel="stylesheet" href="/static/serve.css">\n</head>\n'
        f'<body class="{body_class}"{attributes}>\n'
    )


_FOOT = '<script src="/static/serve.js"></script>\n</body>\n</html>\n'


def game_url(kind: str, name: str) -> str:
    """The address of a game's page (``game``, ``table``, ``review``)."""
    return f"/{kind}/{quote(name)}"


# -- the list -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Listing:
    """Which of the folder's games a page of the list shows: page ``page`` of ``pages`` (from
    1), games ``first`` to ``first + shown - 1`` of ``total`` (from 1)."""

    page: int
    pages: int
    first: int
    total: int

    @classmethod
    def of(cls, asked: str | None, total: int, per_page: int) -> Listing:
        """The page ``asked`` for (the address's ``page``; a page that is not a number, or out of
        range, is the nearest there is)."""
        pages = max(1, -(-total // per_page))
        try:
            page = int((asked or "1").strip())
        except ValueError:
            page = 1
        page = min(max(page, 1), pages)
        return cls(page, pages, (page - 1) * per_page + 1, total)


def games_page(folder: str, games: list[tuple[str, Summary]], listing: Listing) -> str:
    """The folder's games (``listing``'s page of them), each opening to its entry page, or to
    its review when finished; with more than one page, links to the others."""
    rows = []
    for name, summary in games:
        if summary.error:
            state = f'<span class="bad">{_e(summary.error)}</span>'
        elif summary.over:
            state = f"finished, {summary.events} events"
        else:
            state = f"{summary.events} event{'s' if summary.events != 1 else ''}"
        main = game_url("review" if summary.over and not summary.error else "game", name)
        links = [f'<a href="{game_url("game", name)}">entry</a>'] if summary.over else []
        links.append(f'<a href="{game_url("table", name)}">table</a>')
        rows.append(
            f'<li><a class="game" href="{main}">{_e(name)}</a> '
            f'<span class="dim">{_e(summary.game)}</span> {state} '
            f'<span class="links">{" · ".join(links)}</span></li>'
        )
    listed = "\n".join(rows) or '<li class="dim">no games yet (*.fish)</li>'
    more = ""
    if listing.pages > 1:
        last = listing.first + len(games) - 1
        links = []
        if listing.page > 1:
            links.append(f'<a rel="prev" href="/?page={listing.page - 1}">previous</a>')
        if listing.page < listing.pages:
            links.append(f'<a rel="next" href="/?page={listing.page + 1}">next</a>')
        more = (
            f'<p id="pages" class="dim">games {listing.first:,}–{last:,} of '
            f"{listing.total:,} (page {listing.page} of {listing.pages}) "
            + " · ".join(links)
            + "</p>\n"
        )
    return (
        _head(f"Games — {folder}", "games", {})
        + f'<header><h1>Games</h1><p class="dim">{_e(folder)}</p></header>\n<main>\n'
        + f'<ul id="games">\n{listed}\n</ul>\n'
        + more
        + '<form id="new" action="/new" method="get">\n'
        '<label for="new-name">A new game</label>\n'
        '<input id="new-name" name="name" placeholder="friday.fish" required '
        'autocapitalize="none" autocorrect="off" spellcheck="false">\n'
        '<button type="submit">Start</button>\n'
        '<p class="dim">Its first lines are its headers: <code>players: ...</code> for '
        "Literature, <code>game: go-fish</code> (or <code>authors</code>, "
        "<code>simplified-fish</code>) then <code>players: ...</code> for the Go Fish "
        "family.</p>\n</form>\n</main>\n" + _FOOT
    )


# -- a game's entry page ----------------------------------------------------------------------


def seats(summary: Summary) -> list[tuple[str, str]]:
    """The views a page offers: (value, label) — the log's own, the public view, each team,
    each seat."""
    out = [("", "the log's own view"), ("public", "public (what the table saw)")]
    out += [(f"team:{team}", f"team {team}") for team in summary.teams]
    out += [(name, name) for name in summary.players]
    return out


def entry_page(
    name: str, summary: Summary, answer: Answer, seat: str, help_text: str, private: bool
) -> str:
    """The entry page of a game: the input line, the view now, the page's history, the view
    chosen, the log's last lines."""
    options = "".join(
        f'<option value="{_e(value)}"{" selected" if value == seat else ""}>{_e(label)}</option>'
        for value, label in seats(summary)
    )
    known = {value for value, _ in seats(summary)}
    if seat not in known:
        options += f'<option value="{_e(seat)}" selected>{_e(seat)}</option>'
    state = answer_json(answer)
    return (
        _head(
            f"{name} — fishsolve",
            "entry",
            {"game": name, "version": answer.version, "seat": seat, "private": str(private)},
        )
        + "<header>\n"
        f'<a href="/" class="back">Games</a>\n<h1>{_e(name)}</h1>\n'
        f'<nav><a href="{game_url("table", name)}" target="_blank">Table display</a> '
        f'<a href="{game_url("review", name)}">Review</a></nav>\n</header>\n<main>\n'
        '<form id="entry" autocomplete="off">\n'
        '<div class="line"><input id="line" name="text" autocomplete="off" '
        'autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="send" '
        f'aria-label="line" placeholder="{_e(help_text)}">\n'
        '<button type="submit" id="add">Add</button></div>\n'
        '<div id="hint" aria-live="polite"><button type="button" id="take" hidden></button>'
        '<span id="whole" class="dim"></span></div>\n'
        '<div class="tools"><button type="button" data-line="undo">Undo</button>'
        '<button type="button" data-line="redo">Redo</button>'
        '<button type="button" data-line="grid">Grid</button></div>\n'
        "</form>\n"
        '<div id="news" class="news" hidden></div>\n'
        '<div id="said" aria-live="polite"></div>\n'
        '<section id="now-box"><h2>Now</h2>'
        f'<pre id="now">{state["now"]}</pre>'
        f'<pre id="problem" class="problem">{state["problem"]}</pre></section>\n'
        '<section id="shown-box" hidden><h2>Grid</h2><pre id="shown"></pre></section>\n'
        '<section><h2>Typed before</h2><ol id="history"></ol></section>\n'
        '<section id="viewing"><h2>View</h2>\n'
        f'<label for="seat">from</label> <select id="seat">{options}</select>\n'
        '<div id="hand-box"><label for="hand">Your hand, kept on this phone (not written '
        "to the log)</label>\n"
        '<div class="line"><input id="hand" autocomplete="off" autocapitalize="characters" '
        'autocorrect="off" spellcheck="false" placeholder="2D 3D 4D 5D 7D QS KS AS">'
        '<button type="button" id="use-hand">Use</button></div></div>\n</section>\n'
        f'<section><h2>The log</h2><pre id="tail">{state["tail"]}</pre></section>\n'
        f'<script type="application/json" id="state">{_script(state)}</script>\n'
        "</main>\n" + _FOOT
    )


def table_page(name: str, answer: Answer) -> str:
    """The table display: the public view of the game as it is entered, in large type."""
    state = table_json(answer)
    return (
        _head(f"{name} — table", "table", {"game": name, "version": answer.version})
        + f"<header><h1>{_e(name)}</h1></header>\n<main>\n"
        f'<pre id="now">{state["now"]}</pre>\n'
        f'<pre id="problem" class="problem">{state["problem"]}</pre>\n'
        f'<pre id="tail">{state["tail"]}</pre>\n</main>\n' + _FOOT
    )


def error_page(status: int, message: str) -> str:
    """A page that says why a request was refused."""
    return (
        _head(f"{status} — fishsolve", "error", {})
        + f'<main><h1>{status}</h1><p class="bad">{_e(message)}</p>'
        '<p><a href="/">Games</a></p></main>\n</body>\n</html>\n'
    )


# -- what the script is sent -----------------------------------------------------------------


def tail_html(text: str | None, count: int = TAIL) -> str:
    """The log's last ``count`` lines that are not blank, numbered as the file numbers them."""
    lines = log_lines(text)
    numbered = [(n, line) for n, line in enumerate(lines, start=1) if line.strip()]
    return "\n".join(f'<span class="num">{n}</span> {_e(line)}' for n, line in numbered[-count:])


def answer_json(answer: Answer) -> dict[str, Any]:
    """What an entry page is sent: the step (its HTML), the view now, the log's last lines."""
    step = answer.step
    out: dict[str, Any] = {
        "version": answer.version,
        "ok": step is None or step.ok,
        "kind": None if step is None else step.kind,
        "line": None if step is None else step.line,
        "step": "" if step is None else step_html(step),
        "now": "" if answer.report is None else brief_html(answer.report, CHOOSE_SEAT),
        "problem": "" if answer.problem is None else error_html(answer.problem),
        "news": answer.news,
        "pending": [_e(line) for line in answer.pending],
        "shown": "" if answer.shown is None else report_html(answer.shown),
        "tail": tail_html(answer.text),
    }
    if answer.pending and not out["now"]:
        out["now"] = _e(
            "A new log: its headers are kept until the players: line makes it:\n"
            + "\n".join(answer.pending)
        )
    elif answer.text is None and not out["now"] and not out["problem"]:
        out["now"] = _e("A new log: type its headers first (players: ..., or game: ...).")
    elif answer.kept and step is not None and step.kind == "header":
        out["now"] = _e("The log's headers so far (the view comes with the first event).")
    elif answer.kept:
        out["now"] = out["problem"] = None  # the page keeps what it shows
    return out


def table_json(answer: Answer) -> dict[str, Any]:
    """What the table display is sent: the public view now and the log's last lines."""
    now = "" if answer.report is None else brief_html(answer.report, TABLE_SEAT)
    if answer.text is None:
        now = _e("Waiting for the game's headers.")
    return {
        "version": answer.version,
        "now": now,
        "problem": "" if answer.problem is None else error_html(answer.problem),
        "tail": tail_html(answer.text, TABLE_TAIL),
    }


def _script(data: dict[str, Any]) -> str:
    """JSON safe inside a ``<script>`` element."""
    return json.dumps(data).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
