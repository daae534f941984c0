"""What the two game-review pages (Literature's and the Go Fish family's) share: the page's head
and the stylesheet of its frame — header, toolbar, error box, critical moments, timeline, controls,
detail box, summary tables, the keys' help, status line, and the layout for a phone. Each page adds
its own colours, badges and board (half-suit tables or a ranks heat map) through
:func:`review_head`; their data goes in as :func:`script_json`. The page's body and its shared
script are :mod:`fishsolve.render.review_page`'s.
"""

import json
from typing import Any

_TOP = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@@TITLE@@</title>
<style>
"""

_FRAME = """* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--ink); background: #f6f8fa; }
header { padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
h1 { font-size: 18px; margin: 0 0 4px; }
h2 { font-size: 15px; margin: 0 0 8px; }
#meta, .dim { color: var(--dim); }
#errors { margin: 8px 20px; padding: 8px; background: #ffebe9; color: #82071e;
  white-space: pre-wrap; }
#errors:empty { display: none; }
"""

_PANELS = """section.panel { background: #fff; border: 1px solid var(--line); border-radius: 6px;
  padding: 12px; }
#timeline { list-style: none; margin: 0; padding: 0; max-height: 70vh; overflow-y: auto;
  position: relative; }
#timeline li { padding: 3px 6px; border-radius: 4px; cursor: pointer; }
#timeline li:hover { background: #eaeef2; }
#timeline li.selected { background: #ddf4ff; outline: 1px solid #54aeff; }
#timeline .num { display: inline-block; width: 2.6em; color: var(--dim); text-align: right;
  margin-right: 6px; }
.badge { display: inline-block; font-size: 11px; padding: 0 5px; margin-left: 4px;
  border-radius: 8px; color: #fff; }
"""

_CONTROLS = """\
#toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; }
#note { color: var(--dim); }
#critical-panel, #try { margin: 12px 20px 0; }
#critical-body { display: flex; flex-wrap: wrap; gap: 4px 24px; align-items: flex-start; }
#critical { margin: 0 0 8px; padding-left: 1.8em; flex: 1 1 520px; max-height: 34vh;
  overflow-y: auto; }
#sides { flex: 0 1 auto; }
#sides tr.side-team td { font-weight: 700; }
#board, #summary-panel { overflow-x: auto; }
#critical li { margin-bottom: 4px; }
.knew, .alt, .hindsight { margin-left: 0.5em; }
.hindsight { color: #6639ba; font-style: italic; }
.mistake-note { margin-top: 6px; padding: 4px 6px; border-left: 3px solid #cf222e;
  background: #fff; }
#timeline li.mistake { border-left: 3px solid #cf222e; }
.badge.kind { background: #cf222e; }
body.trying #heatmap tr:not(.own) td, body.trying #heatmap tr:not(.own) td * {
  color: transparent !important; background: none !important; }
body.trying #heatmap .half { border-color: transparent !important; }
#help { position: fixed; top: 10%; left: 50%; transform: translateX(-50%); z-index: 10;
  background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2); max-width: 92vw; max-height: 84vh; overflow-y: auto; }
#help th { white-space: nowrap; text-align: left; }
#help td { text-align: left; }
:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
#controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; }
#step { flex: 1; min-width: 200px; }
#detail { min-height: 4em; margin-bottom: 10px; padding: 8px; background: #f6f8fa;
  border-radius: 4px; }
#detail p { margin: 2px 0; }
"""

_SUMMARY = """#summary-panel { margin: 0 20px 20px; }
table.grid { border-collapse: collapse; margin-bottom: 14px; }
table.grid th, table.grid td { border-bottom: 1px solid var(--line); padding: 3px 8px;
  text-align: right; }
table.grid th:first-child, table.grid td:first-child { text-align: left; }
"""

_END = """#status { margin: 0 20px 20px; color: var(--dim); font-size: 11px; }
@media (max-width: 800px) {
  /* A phone: the board first under the header (with the question of "try it" above it), then
     the critical moments, the timeline and the summary. */
  body { display: flex; flex-direction: column; }
  main { display: contents; }
  #try { order: 1; }
  #board { order: 2; margin: 10px 10px 0; }
  #critical-panel { order: 3; }
  #timeline-panel { order: 4; margin: 12px 10px 0; }
  #summary-panel { order: 5; margin-top: 12px; }
  #status { order: 6; }
  #timeline { max-height: 30vh; }
  #critical .knew, #critical .alt, #critical .hindsight { display: none; }
  #sides th:nth-child(4), #sides td:nth-child(4) { display: none; }
  #critical-panel, #try, #summary-panel { margin-left: 10px; margin-right: 10px; }
  header { padding: 10px; }
  #help { top: 4vh; left: 3vw; right: 3vw; transform: none; }
}
</style>
</head>
"""


def review_head(
    *, colours: str, timeline_width: int, badges: str, board: str, summary: str = ""
) -> str:
    """The page from ``<!DOCTYPE html>`` to ``</head>``: ``colours`` are the ``:root`` custom
    properties, ``timeline_width`` the timeline column's widest width in pixels, ``badges`` the
    badge colour rules, ``board`` the rules of the page's board and ``summary`` extra rules for
    its summary tables (each a block of whole CSS lines)."""
    main = (
        f"main {{ display: grid; grid-template-columns: minmax(260px, {timeline_width}px) 1fr;"
        " gap: 16px;\n  padding: 16px 20px; }\n"
    )
    return "".join(
        (
            _TOP,
            f":root {{ {colours} }}\n",
            _FRAME,
            main,
            _PANELS,
            badges,
            _CONTROLS,
            board,
            _SUMMARY,
            summary,
            _END,
        )
    )


def script_json(data: Any) -> str:
    """``data`` as JSON that is safe inside a ``<script>`` element.

    >>> script_json({"name": "</script><b>"})
    '{"name":"\\\\u003c/script\\\\u003e\\\\u003cb\\\\u003e"}'
    """
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for raw, safe in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(raw, safe)
    # JSON allows these two inside strings, older JavaScript engines did not.
    safe_text: str = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    return safe_text
