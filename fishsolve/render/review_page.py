"""The page both game-review pages share: one skeleton (header, toolbar, critical moments, the
"try it" box, timeline, controls, detail, the family's board and summary, the keys' help), one
script (:mod:`fishsolve.render.review_script`) and one key map. A family supplies its stylesheet
(:func:`fishsolve.render.page_style.review_head`), its board's and summary's markup, its own
script (the hooks ``fishReview`` calls) and its data.

Nothing from a log is markup: the title is escaped here, the data goes in as
:func:`~fishsolve.render.page_style.script_json` and the scripts write every text with
``textContent``.
"""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from fishsolve.render.page_style import script_json
from fishsolve.render.review_script import FRAME_SCRIPT

KEYS = (
    ("\u2190 / \u2192, k / j", "previous / next event"),
    ("Home / End", "the deal / the last event (shown)"),
    ("n / p", "next / previous mistake (of the selected view, or everyone's: see 'mistakes of')"),
    ("v / V", "next / previous view"),
    ("t", "try it: the position before the next mistake, and its question"),
    ("?", "show or hide these keys"),
    ("Esc", "close this help"),
)
"""The key map of every review page (its help lists it; docs/review.md too)."""

LINKS = (
    "A link to a moment ends in #EVENT/VIEW: #12/Asha opens event 12 in Asha's view "
    "(#12/public: the public view; #0 is the deal). The address bar always holds the link to "
    "what is shown; 'copy link' copies it."
)

_TOOLBAR = """<div id="toolbar">
<button type="button" id="help-button" aria-keyshortcuts="?">Keys (?)</button>
<button type="button" id="try-it" aria-keyshortcuts="t">Try it</button>
<label><input type="checkbox" id="no-spoilers"> No spoilers</label>
<button type="button" id="copy-link">Copy link</button>
<input type="text" id="link" readonly aria-label="link to this moment" size="28">
<span id="note" role="status"></span>
</div>
"""

_CRITICAL = """<div id="errors"></div>
<section class="panel" id="critical-panel">
<h2>Critical moments</h2>
<div id="critical-body">
<ol id="critical"></ol>
<table class="grid" id="sides"></table>
</div>
<p class="dim">The moves that cost most, judged by what the mover could know at the time (their
own hand and everything public): the chance lost against the best move they had. "In hindsight"
says what the true deal, known to the log, shows instead. docs/review.md defines each kind.</p>
</section>
<section class="panel" id="try" hidden>
<h2>Try it</h2>
<p id="try-question"></p>
<p class="dim" id="try-hidden">Until you ask for the answer, the board shows only the rows of the
hands you know.</p>
<button type="button" id="reveal">Show what fishsolve proves</button>
<div id="try-answer"></div>
</section>
"""

_BOARD_TOP = """<main>
<section class="panel" id="timeline-panel">
<h2>Timeline</h2>
<ol id="timeline"></ol>
</section>
<section class="panel" id="board">
<div id="controls">
<label>View <select id="view"></select></label>
<label>Mistakes of <select id="scope"><option value="view">this view</option>
<option value="all">everyone</option></select></label>
<button type="button" id="prev-mistake" aria-keyshortcuts="p">&#8676; mistake</button>
<button type="button" id="prev" aria-label="previous event">&#9664;</button>
<input type="range" id="step" min="0" max="0" value="0" aria-label="event">
<button type="button" id="next" aria-label="next event">&#9654;</button>
<button type="button" id="next-mistake" aria-keyshortcuts="n">mistake &#8677;</button>
<span id="position"></span>
</div>
<div id="detail"></div>
"""


def _help() -> str:
    rows = "".join(
        f"<tr><th>{html.escape(key)}</th><td>{html.escape(what)}</td></tr>" for key, what in KEYS
    )
    return (
        '<div id="help" role="dialog" aria-label="keys" hidden>\n<h2>Keys</h2>\n'
        f'<table class="grid">{rows}</table>\n<p>{html.escape(LINKS)}</p>\n'
        '<button type="button" id="help-close">Close</button>\n</div>\n'
    )


def review_page(
    *,
    title: str,
    head: str,
    header: str,
    board: str,
    summary: str,
    script: str,
    data: dict[str, Any],
) -> str:
    """The whole page: ``head`` from ``<!DOCTYPE html>`` to ``</head>`` (with ``@@TITLE@@``),
    ``header`` the family's header lines after the title and the meta line, ``board`` the
    family's board (closing the board's section and ``<main>``), ``summary`` the family's
    ``#summary-panel``, ``script`` the family's hooks, ``data`` the page data."""
    return "".join(
        (
            head.replace("@@TITLE@@", html.escape(title)),
            '<body>\n<header>\n<h1 id="title"></h1>\n<p id="meta"></p>\n',
            header,
            _TOOLBAR,
            "</header>\n",
            _CRITICAL,
            _BOARD_TOP,
            board,
            summary,
            _help(),
            '<p id="status">loading</p>\n<script>\nwindow.addEventListener("error", '
            'function (e) {\n  var box = document.getElementById("errors");\n'
            '  box.appendChild(document.createTextNode("script error: " + e.message + "\\n"));\n'
            "});\n</script>\n",
            '<script type="application/json" id="data">',
            script_json(data),
            "</script>\n<script>",
            FRAME_SCRIPT,
            "</script>\n<script>\n",
            script,
            "</script>\n</body>\n</html>\n",
        )
    )


GAMES_DIR = "games"
"""The folder, beside a season page, of its games' review pages."""


def game_page(file: str) -> str:
    """Where the review page of the game ``file`` is written, relative to the season page: in
    :data:`GAMES_DIR`, named after the file (its stem, and a short hash of its whole name so that
    two files of one name in different folders stay apart).

    >>> game_page("club/2026-03-14 table 2.fish")
    'games/2026-03-14-table-2-c039b0e5.html'
    """
    stem = re.sub(r"[^A-Za-z0-9_.]+", "-", Path(file).stem).strip("-.") or "game"
    digest = hashlib.sha256(file.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{GAMES_DIR}/{stem}-{digest}.html"


def moment_link(file: str, event: int, view: str) -> str:
    """The link from a season page to ``event`` of the game ``file``, in the view ``view``."""
    return f"{game_page(file)}#{event}/{quote(view, safe='')}"
