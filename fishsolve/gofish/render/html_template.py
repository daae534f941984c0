"""The Go Fish family review page's template: markup, inline CSS and inline script, nothing
external. ``@@TITLE@@`` takes the escaped title and ``@@DATA@@`` the page data
(:func:`fishsolve.gofish.render.html_review.fish_page_data`). The script sets ``data-ready`` on
``<body>`` and writes "ready" into ``#status`` (then hidden) once drawn; script errors go to
``#errors``. An address ending in ``#12`` or ``#12/Ben`` opens that event (and view).
"""

from fishsolve.render.page_style import BOARD_TOP, review_head

PAGE = (
    review_head(
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
    + """<body>
<header>
<h1 id="title"></h1>
<p id="meta"></p>
</header>
"""
    + BOARD_TOP
    + """<p id="over"></p>
<table class="heat" id="heatmap"></table>
<p class="dim" id="legend">Each cell: the exact chance (whole percent; 0 and 100 only when certain)
that the player (or the stock) holds at least one card of the rank after the selected event, in
the selected view, and below it the expected number of cards; the darker the likelier. The rank of
the selected ask is outlined red. Past the counting budget a position has no figures: it says
"over budget", never a guess.</p>
</section>
</main>
<section class="panel" id="summary-panel">
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
<p id="status">loading</p>
<script>
window.addEventListener("error", function (e) {
  var box = document.getElementById("errors");
  box.appendChild(document.createTextNode("script error: " + e.message + "\\n"));
});
</script>
<script type="application/json" id="data">@@DATA@@</script>
<script>
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("data").textContent);
  var n = D.events.length;
  var state = { view: 0, pos: n };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function pct(p) {
    if (p === null || p === undefined) { return "\\u2014"; }
    if (p === 1) { return "100%"; }
    if (p === 0) { return "0%"; }
    var v = p * 100;
    if (v >= 99.5) { return ">99%"; }
    if (v < 0.5) { return "<1%"; }
    return Math.round(v) + "%";
  }
  function badges(ev) {
    var out = [];
    if (ev.error) { out.push(["error", ev.ask && ev.ask.lacked ? "lacked the rank" : "error"]); }
    if (ev.ask && ev.ask.sure_passed.length) { out.push(["passed", "sure ask passed"]); }
    if (ev.ask && ev.ask.place === 1 && ev.ask.chosen) { out.push(["best", "best ask"]); }
    return out;
  }
  function header() {
    document.getElementById("title").textContent = "Review: " + D.file;
    var rules = D.rules.length ? D.rules.join(", ") : "standard";
    document.getElementById("meta").textContent = D.game + " \\u2014 players: " +
      D.players.join(", ") + " \\u2014 rules: " + rules + " \\u2014 ranks: " +
      D.ranks.join(" ") + " \\u2014 " + n + " events \\u2014 " + D.result;
  }
  function timeline() {
    var list = document.getElementById("timeline");
    var start = el("li", null, null);
    start.appendChild(el("span", "num", "0"));
    start.appendChild(document.createTextNode("the deal"));
    start.dataset.pos = "0";
    list.appendChild(start);
    D.events.forEach(function (ev) {
      var li = el("li", null, null);
      li.dataset.pos = String(ev.number);
      li.appendChild(el("span", "num", ev.number));
      li.appendChild(document.createTextNode(ev.text));
      badges(ev).forEach(function (b) { li.appendChild(el("span", "badge " + b[0], b[1])); });
      list.appendChild(li);
    });
    list.addEventListener("click", function (e) {
      var li = e.target.closest("li");
      if (li) { go(parseInt(li.dataset.pos, 10)); }
    });
  }
  function detail() {
    var box = document.getElementById("detail");
    clear(box);
    if (state.pos === 0) { box.appendChild(el("p", null, "The deal.")); return; }
    var ev = D.events[state.pos - 1];
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
  function heat() {
    var table = document.getElementById("heatmap");
    clear(table);
    var view = D.views[state.view];
    var pos = view.positions[state.pos];
    var over = document.getElementById("over");
    over.textContent = pos.total === null ? view.perspective + " after event " + state.pos +
      ": " + pos.note + " \\u2014 no figures" : "";
    var asked = null;
    if (state.pos > 0 && D.events[state.pos - 1].ask) { asked = D.events[state.pos - 1].ask.rank; }
    var head = el("tr", null, null);
    head.appendChild(el("th", null, ""));
    D.ranks.forEach(function (r) { head.appendChild(el("th", null, r)); });
    table.appendChild(head);
    D.places.forEach(function (place, i) {
      var tr = el("tr", i === D.places.length - 1 ? "stock" : null, null);
      tr.appendChild(el("th", null, place));
      D.ranks.forEach(function (r, j) {
        var td = el("td", null, null);
        if (pos.total === null) {
          td.textContent = "\\u2014";
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
      [k.player, k.rank, k.since, k.laid === null ? "\\u2014" : k.laid,
       k.turns === null ? "\\u2014" : k.turns].forEach(function (v) {
        row.appendChild(el("td", null, v));
      });
      b.appendChild(row);
    });
  }
  function go(pos) {
    state.pos = Math.max(0, Math.min(n, pos));
    document.getElementById("step").value = String(state.pos);
    document.getElementById("position").textContent = "after event " + state.pos + " of " + n;
    var items = document.querySelectorAll("#timeline li");
    items.forEach(function (li) {
      li.classList.toggle("selected", li.dataset.pos === String(state.pos));
    });
    detail();
    heat();
  }
  function controls() {
    var sel = document.getElementById("view");
    D.views.forEach(function (v, i) {
      var o = el("option", null, v.perspective === "public" ? "the table (public)" :
        v.perspective + "'s view");
      o.value = String(i);
      sel.appendChild(o);
    });
    sel.addEventListener("change", function () {
      state.view = parseInt(sel.value, 10);
      go(state.pos);
    });
    var step = document.getElementById("step");
    step.max = String(n);
    step.addEventListener("input", function () { go(parseInt(step.value, 10)); });
    document.getElementById("prev").addEventListener("click", function () { go(state.pos - 1); });
    document.getElementById("next").addEventListener("click", function () { go(state.pos + 1); });
    var hash = decodeURIComponent(window.location.hash.slice(1)).split("/");
    if (hash[0] !== "" && !isNaN(parseInt(hash[0], 10))) { state.pos = parseInt(hash[0], 10); }
    if (hash.length > 1) {
      D.views.forEach(function (v, i) { if (v.perspective === hash[1]) { state.view = i; } });
      sel.value = String(state.view);
    }
  }
  header();
  timeline();
  controls();
  summary();
  go(state.pos);
  document.body.dataset.ready = "1";
  var status = document.getElementById("status");
  status.textContent = "ready";
  status.hidden = true;
})();
</script>
</body>
</html>
"""
)
