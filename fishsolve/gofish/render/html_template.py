"""The Go Fish family's review page: its stylesheet, its board (a heat map of players and the
stock by rank), its summary tables and its script — the hooks the shared frame
(:mod:`fishsolve.render.review_page`) calls, given the data of
:func:`fishsolve.gofish.render.html_review.fish_page_data`.
"""

from fishsolve.render.page_style import review_head

HEAD = review_head(
    colours="--ink: #1f2328; --dim: #6e7781; --line: #d0d7de; --hot: 9, 105, 218;",
    timeline_width=380,
    badges="""\
.badge.error { background: #cf222e; }
.badge.passed { background: #bf8700; }
.badge.best { background: #1a7f37; }
""",
    board="""\
table.heat { border-collapse: collapse; }
table.heat th { font-weight: normal; color: var(--dim); padding: 0 6px; text-align: right; }
table.heat td { min-width: 46px; height: 34px; text-align: center; font-size: 11px;
  border: 1px solid #eee; line-height: 1.1; }
table.heat td.sure { font-weight: 700; }
table.heat td.asked { outline: 2px solid #cf222e; outline-offset: -2px; }
table.heat tr.stock th { font-style: italic; }
#over { color: #82071e; font-weight: 600; }
""",
)

HEADER = ""

BOARD = """<p id="over"></p>
<table class="heat" id="heatmap"></table>
<p class="dim" id="legend">Each cell: the exact chance (whole percent; 0 and 100 only when certain)
that the player (or the stock) holds at least one card of the rank after the selected event, in
the selected view, and below it the expected number of cards; the darker the likelier. The rank of
the selected ask is outlined red. Past the counting budget a position has no figures: it says
"over budget", never a guess.</p>
</section>
</main>
"""

SUMMARY = """<section class="panel" id="summary-panel">
<h2>Players</h2>
<table class="grid" id="summary"></table>
<p class="dim" id="summary-notes">asks, yes, lucky: asks made, answered yes, and go fish that drew
the rank asked for. rated: asks counted exactly from the asker's view; chance, best: the means of
the ask's chance of a yes and of the best legal ask's; quality: the mean of their ratio. sure
passed: asks made while an ask certain to get a yes was left. lacked: asks for a rank the asker
provably did not hold (a log error). bits: what the player's questions and answers told the table.
docs/gofish.md defines every figure.</p>
<h2>Books certain to be completable</h2>
<table class="grid" id="books"></table>
</section>
"""

SCRIPT = r"""
fishReview(function (R) {
  "use strict";
  var D = R.D;
  var n = R.n;
  var el = R.el;
  var clear = R.clear;
  var pct = R.pct;

  function badges(ev) {
    var out = [];
    if (ev.error) { out.push(["error", ev.ask && ev.ask.lacked ? "lacked the rank" : "error"]); }
    if (ev.ask && ev.ask.sure_passed.length) { out.push(["passed", "sure ask passed"]); }
    if (ev.ask && ev.ask.place === 1 && ev.ask.chosen) { out.push(["best", "best ask"]); }
    return out;
  }
  function meta(spoilers) {
    var rules = D.rules.length ? D.rules.join(", ") : "standard";
    return D.game + " \u2014 players: " + D.players.join(", ") + " \u2014 rules: " + rules +
      " \u2014 ranks: " + D.ranks.join(" ") +
      (spoilers ? " \u2014 " + n + " events \u2014 " + D.result : " \u2014 no spoilers");
  }
  function header() {}
  function detail(box, ev) {
    box.appendChild(el("p", null, "Event " + ev.number + ": " + ev.text +
      (ev.line ? " (line " + ev.line + ")" : "")));
    var a = ev.ask;
    if (a) {
      if (a.chosen && a.best) {
        box.appendChild(el("p", null, "Chance of a yes " + pct(a.chosen.chance) + " (" +
          a.chosen.yes + "); best legal ask " + a.best.target + " for " +
          (a.best.card || a.best.rank) + " " + pct(a.best.chance) + "; this ask ranked " +
          a.place + " of " + a.options + "."));
      } else {
        box.appendChild(el("p", "dim", "Chance of a yes: " + a.status + "."));
      }
      if (a.sure_passed.length) {
        box.appendChild(el("p", null, "Asks certain to get a yes passed by: " +
          a.sure_passed.map(function (s) { return s.target + " for " + (s.card || s.rank); })
            .join(", ") + "."));
      }
    }
    if (ev.told.answer !== null) {
      var q = ev.told.question !== null ? "question " + ev.told.question.toFixed(2) +
        " bits, " : "";
      box.appendChild(el("p", null, "Told the table: " + q + "answer " +
        ev.told.answer.toFixed(2) + " bits."));
    } else {
      box.appendChild(el("p", "dim", "Told the table: " + ev.told.note + "."));
    }
    if (ev.error) { box.appendChild(el("p", null, "Log error: " + ev.error)); }
  }
  function board(at, v) {
    var table = document.getElementById("heatmap");
    clear(table);
    var view = D.views[v];
    var pos = view.positions[at];
    var over = document.getElementById("over");
    over.textContent = pos.total === null ? view.perspective + " after event " + at +
      ": " + pos.note + " \u2014 no figures" : "";
    var asked = null;
    if (at > 0 && D.events[at - 1].ask) { asked = D.events[at - 1].ask.rank; }
    var head = el("tr", null, null);
    head.appendChild(el("th", null, ""));
    D.ranks.forEach(function (r) { head.appendChild(el("th", null, r)); });
    table.appendChild(head);
    D.places.forEach(function (place, i) {
      var tr = el("tr", i === D.places.length - 1 ? "stock" : null, null);
      if (place === view.perspective) { tr.classList.add("own"); }  // "try it" leaves it shown
      tr.appendChild(el("th", null, place));
      D.ranks.forEach(function (r, j) {
        var td = el("td", null, null);
        if (pos.total === null) {
          td.textContent = "\u2014";
          td.title = pos.note;
        } else {
          var c = pos.cells[i][j];
          td.appendChild(el("div", null, pct(c[0])));
          td.appendChild(el("div", "dim", c[1].toFixed(1)));
          td.style.background = "rgba(var(--hot), " + (0.08 + 0.6 * c[0]).toFixed(3) + ")";
          if (c[0] === 0 || c[0] === 1) { td.className = "sure"; }
        }
        if (r === asked) { td.className += " asked"; }
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
  }
  function summary() {
    var t = document.getElementById("summary");
    var cols = ["name", "asks", "yes", "lucky", "books", "points", "rated", "mean_chance",
      "mean_best", "quality", "sure_passed", "lacked", "question_bits", "answer_bits"];
    var heads = ["player", "asks", "yes", "lucky", "books", "points", "rated", "chance", "best",
      "quality", "sure passed", "lacked", "bits q", "bits a"];
    var tr = el("tr", null, null);
    heads.forEach(function (h) { tr.appendChild(el("th", null, h)); });
    t.appendChild(tr);
    D.players_summary.forEach(function (s) {
      var row = el("tr", null, null);
      cols.forEach(function (c) {
        var v = s[c];
        if (c === "mean_chance" || c === "mean_best" || c === "quality") { v = pct(v); }
        if (c === "question_bits" || c === "answer_bits") { v = v.toFixed(1); }
        row.appendChild(el("td", null, v));
      });
      t.appendChild(row);
    });
    var b = document.getElementById("books");
    var bh = el("tr", null, null);
    ["player", "rank", "certain after event", "laid at event", "turns later"].forEach(
      function (h) { bh.appendChild(el("th", null, h)); });
    b.appendChild(bh);
    D.certain_books.forEach(function (k) {
      var row = el("tr", null, null);
      [k.player, k.rank, k.since, k.laid === null ? "\u2014" : k.laid,
       k.turns === null ? "\u2014" : k.turns].forEach(function (v) {
        row.appendChild(el("td", null, v));
      });
      b.appendChild(row);
    });
  }
  return { meta: meta, header: header, badges: badges, detail: detail, board: board,
    summary: summary };
});
"""
