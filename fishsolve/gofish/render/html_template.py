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
table.heat td.est { font-style: italic; }
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
<p class="dim" id="estimate-legend" hidden>An <strong>estimate</strong> (review --precision):
where counting every way the cards could lie takes too long, a seat's position just before its own
ask is read off a random sample of them instead, like a poll. Such a cell shows "≈" and the
estimated chance, then its 95% interval (the range the true chance lies in 19 times out of 20), then
the counts of the rank possible there, which are proved, never sampled; a cell the proved counts
settle is exact. An ask's estimated chance is marked ≈ with its interval the same way, and so
is a mistake that rests on one.</p>
</section>
</main>
"""

SUMMARY = """<section class="panel" id="summary-panel">
<h2>Players</h2>
<table class="grid" id="summary"></table>
<p class="dim" id="summary-notes">asks, yes, lucky: asks made, answered yes, and go fish that drew
the rank asked for. rated: asks counted exactly from the asker's view; chance, best: the means of
the ask's chance of a yes and of the best legal ask's; quality: the mean of their ratio (marked
≈, and "n≈" beside rated, when n of the asks rest on estimates). sure
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

  // A chance of an ask: exact, or an estimate marked \u2248 with its 95% interval.
  function chance(c) {
    if (c.exact) { return pct(c.chance); }
    return "\u2248" + Math.round(100 * c.chance) + "% (95% interval " +
      Math.round(100 * c.interval[0]) + "\u2013" + Math.round(100 * c.interval[1]) + "%)";
  }
  function counts(list) {
    if (list.length > 2 && list[list.length - 1] - list[0] === list.length - 1) {
      return list[0] + "\u2013" + list[list.length - 1];
    }
    return list.join(",");
  }
  function badges(ev) {
    var out = [];
    if (ev.error) { out.push(["error", ev.ask && ev.ask.lacked ? "lacked the rank" : "error"]); }
    if (ev.ask && ev.ask.sure_passed.length) { out.push(["passed", "sure ask passed"]); }
    if (ev.ask && ev.ask.place === 1 && ev.ask.chosen) {
      out.push(["best", ev.ask.exact ? "best ask" : "\u2248best ask"]);
    }
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
        box.appendChild(el("p", null, "Chance of a yes " + chance(a.chosen) +
          (a.chosen.exact ? " (" + a.chosen.yes + ")" : "") + "; best legal ask " +
          a.best.target + " for " + (a.best.card || a.best.rank) + " " + chance(a.best) +
          "; this ask ranked " + (a.exact ? "" : "\u2248") + a.place + " of " + a.options + "."));
        if (a.status === "proved") {
          box.appendChild(el("p", "dim", "Past the counting budget: these chances are proved " +
            "from the possible counts (exact), the other asks' left open."));
        }
        if (!a.exact) {
          box.appendChild(el("p", "dim", "\u2248: an ESTIMATE (review --precision " +
            D.estimate.samples + "), with its 95% interval; a sure ask, or an ask sure to get " +
            "a go fish, is proved."));
        }
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
    var est = pos.exact === false;
    document.getElementById("estimate-legend").hidden = !D.estimate;
    over.textContent = est ? view.perspective + " after event " + at + ": chances ESTIMATED " +
      "from " + pos.samples + " samples (\u2248, 95% interval below), beside the possible " +
      "counts (proved)" : pos.total === null ? view.perspective + " after event " + at +
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
        if (est) {
          var e = pos.cells[i][j];
          var span = pos.intervals[i][j];
          var possible = counts(pos.possible[i][j]);
          if (span === null) {
            td.appendChild(el("div", null, pct(e[0])));
            td.title = "proved: possible counts " + possible;
          } else {
            td.appendChild(el("div", null, "\u2248" + Math.round(100 * e[0]) + "%"));
            td.appendChild(el("div", "dim", Math.round(100 * span[0]) + "\u2013" +
              Math.round(100 * span[1])));
            td.className = "est";
            td.title = "estimated: \u2248" + Math.round(100 * e[0]) + "% (95% interval " +
              Math.round(100 * span[0]) + "\u2013" + Math.round(100 * span[1]) + "%), " +
              "expected \u2248" + e[1].toFixed(1) + "; possible counts (proved) " + possible;
          }
          td.appendChild(el("div", "dim", possible));
          td.style.background = "rgba(var(--hot), " + (0.08 + 0.6 * e[0]).toFixed(3) + ")";
          if (span === null && (e[0] === 0 || e[0] === 1)) { td.className = "sure"; }
        } else if (pos.total === null) {
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
        if (c === "mean_chance" || c === "mean_best" || c === "quality") {
          v = (s.estimated && v !== null ? "\u2248" : "") + pct(v);
        }
        if (c === "rated" && s.estimated) { v = v + " (" + s.estimated + "\u2248)"; }
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
