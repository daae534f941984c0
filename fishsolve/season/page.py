"""The season as one self-contained HTML page: each family's section, then the skipped files.

No network, no external script, style or font: the page is one file. Every text that comes from
the logs (names, file names, error messages) goes through :func:`html.escape`, so none can become
markup. Each family draws its own section (:func:`fishsolve.render.views.season_section`), its
plots as inline SVG, so the page needs no script to show them; a few lines of script only mark it
ready and show any script error in ``#errors``. Each player's mistakes link to the games' own
review pages, written beside it in a folder (:func:`game_pages`): still no network.
"""

from __future__ import annotations

from fishsolve.families import by_key
from fishsolve.render.common import counted
from fishsolve.render.review_page import game_page
from fishsolve.render.trend import e as _e
from fishsolve.render.views import season_section
from fishsolve.season.report import SeasonReport, shown_sections

_STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
/* A table wider than the screen (a phone) scrolls sideways in its own box, not the page. */
table { display: block; max-width: 100%; overflow-x: auto; }
svg { max-width: 100%; height: auto; }
a { overflow-wrap: anywhere; }
.folder { color: #555; overflow-wrap: anywhere; }
th, td { padding: 2px 8px; text-align: right; border-bottom: 1px solid #ddd; }
th, td { white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
.plots { display: inline-block; vertical-align: top; margin: 0 1.5em 1.5em 0; }
.plots h3 { margin: 0.2em 0; font-size: 15px; }
svg { background: #fafafa; border: 1px solid #ddd; }
.line { fill: none; stroke: #1f77b4; stroke-width: 2; }
.dot { fill: #1f77b4; } .miss { fill: #d62728; opacity: 0.6; } .bin { fill: #2ca02c; }
.uncounted { fill: #888; opacity: 0.6; }
.axis { stroke: #999; stroke-width: 1; } .label { font-size: 10px; fill: #555; }
.skipped { color: #b00; } #errors { color: #b00; }
"""

_SCRIPT = """
(function () {
  var errors = document.getElementById("errors");
  window.addEventListener("error", function (e) { errors.textContent += e.message + "\\n"; });
  document.body.setAttribute("data-plots", String(document.querySelectorAll("svg").length));
  document.body.setAttribute("data-ready", "1");
})();
"""


def season_page(report: SeasonReport) -> str:
    """The whole page (see the module): the sections of the families that have games (the
    first family's alone when none has), then the skipped files."""
    title = f"Season review: {counted(report.reviewed, 'game')}"
    body = [f"<h1>{_e(title)}</h1>", '<div id="errors"></div>']
    if report.folder:
        body.append(f'<p class="folder">Games in {_e(report.folder)}</p>')
    shown = shown_sections(report)
    for key, section in shown:
        by_key(key).load_views()
        body.append(season_section(section, len(shown) == 1))
    if report.unfinished:
        items = "".join(f"<li>{_e(file)}</li>" for file in report.unfinished)
        body.append(
            "<h2>Unfinished</h2><p>Not over: their moves are reviewed, no win, draw or loss is "
            f"counted.</p><ul>{items}</ul>"
        )
    if report.repeats:
        items = "".join(
            f'<li class="skipped">{_e(r.file)} is the same game as {_e(r.same_as)} (the same '
            "events): counted once</li>"
            for r in report.repeats
        )
        body.append(f"<h2>Repeated games</h2><ul>{items}</ul>")
    if report.skipped:
        items = "".join(f'<li class="skipped">{_e(s.error)}</li>' for s in report.skipped)
        body.append(f"<h2>Skipped</h2><ul>{items}</ul>")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head>"
        f"<body>{''.join(body)}<script>{_SCRIPT}</script></body></html>\n"
    )


def game_pages(report: SeasonReport) -> dict[str, str]:
    """Each reviewed game's review page, by its path relative to the season page
    (:func:`fishsolve.render.review_page.game_page`): the games whose digest kept one."""
    pages = {}
    for _, section in report.sections:
        for game in section.games:
            page = getattr(game, "page", None)
            if page is not None:
                pages[game_page(game.file)] = page
    return pages
