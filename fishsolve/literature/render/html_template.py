"""Literature's review page: its stylesheet, its board (a heat map per half-suit), its summary
tables and its script — the hooks the shared frame (:mod:`fishsolve.render.review_page`) calls.
The script builds everything from the data (:func:`fishsolve.literature.render.html_review.
page_data`) with ``textContent`` — never ``innerHTML`` — so no text from a log is read as markup.
"""

from fishsolve.render.page_style import review_head

HEAD = review_head(
    colours="--a: 37, 99, 235; --b: 234, 88, 12; --ink: #1f2328; --dim: #6e7781; --line: #d0d7de;",
    timeline_width=360,
    badges="""\
.badge.illegal, .badge.blunder { background: #cf222e; }
.badge.gamble, .badge.passed { background: #bf8700; }
.badge.sound { background: #1a7f37; }
.badge.missed { background: #8250df; }
""",
    board="""\
.comment { font-style: italic; color: #57606a; }
#heatmap { display: flex; flex-wrap: wrap; gap: 12px; }
.half { border: 2px solid transparent; border-radius: 6px; padding: 4px; background: #fff; }
.half.claimed { opacity: 0.45; }
.half.mark-sound { border-color: #1a7f37; }
.half.mark-gamble { border-color: #bf8700; }
.half.mark-blunder { border-color: #cf222e; }
.half.mark-missed { border-color: #8250df; border-style: dashed; }
.half table { border-collapse: collapse; }
.half caption { font-weight: 600; text-align: left; padding-bottom: 2px; }
.half th { font-weight: normal; color: var(--dim); padding: 0 4px; text-align: right; }
.half td { width: 38px; height: 22px; text-align: center; font-size: 11px; border: 1px solid #eee; }
.half td.sure { font-weight: 700; }
.half td.asked { outline: 2px solid #0969da; outline-offset: -2px; }
.team-A { color: rgb(var(--a)); }
.team-B { color: rgb(var(--b)); }
""",
    summary="table.grid tr.team td { font-weight: 700; }\n",
)

HEADER = '<p id="header-comments" class="comment"></p>\n'

BOARD = """<div id="heatmap"></div>
<p class="dim" id="legend">Each cell: the exact chance (rounded to whole percent; 0 and 100 only
when certain) that the player holds the card after the selected event, in the selected view,
shaded <span class="team-A">blue for a player of team A</span> and
<span class="team-B">orange for team B</span>, the darker the likelier.
Frames: asked card outlined blue; the half-suit of a claim green (sound), amber (gamble) or red
(blunder); a missed claim of the viewer dashed purple.</p>
</section>
</main>
"""

SUMMARY = """<section class="panel" id="summary-panel">
<h2>Summary</h2>
<table class="grid" id="summary"></table>
<p class="dim" id="summary-notes">asks, yes: asks made and answered yes. ask quality: the mean,
over the asks the asker's hand lets us rate, of the ask's exact chance divided by the chance of
the asker's best legal ask; chance, best: the means of those two chances. claims, right: claims
made and logged right; sound (proved), gambles (right only by chance), blunders (could not be
right) among the claims that could be judged, &#8212; when none could (the claimer's hand
unknown). missed: claims the player could have proved and let a turn pass by. illegal asks: asks
the deal shows broke the asker rule. bits given: what the side's questions (question) and
answers (answer) told the table. docs/review.md defines every figure.</p>
<h2>Missed claims</h2>
<table class="grid" id="missed"></table>
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
  var names = D.players.map(function (p) { return p.name; });
  var teamOf = {};
  D.players.forEach(function (p) { teamOf[p.name] = p.team; });
  var decoded = {};

  function halfName(key) { return key.replace(/-/g, " "); }
  function frame(view, pos) {
    var key = view + ":" + pos;
    if (!(key in decoded)) {
      var s = D.frames[view][pos];
      var out = null;
      if (s !== null) {
        out = [];
        for (var i = 0; i < s.length; i += D.width) {
          var v = 0;
          for (var j = 0; j < D.width; j++) { v = v * 64 + D.digits.indexOf(s.charAt(i + j)); }
          out.push(v);
        }
      }
      decoded[key] = out;
    }
    return decoded[key];
  }
  function badges(ev) {
    var out = [];
    var a = ev.ask;
    if (a && a.illegal) { out.push(["illegal", "illegal ask"]); }
    if (a && !a.illegal && a.best_chance === 1 && a.chance !== null && a.chance < 1) {
      out.push(["passed", "sure ask passed"]);
    }
    if (ev.claim && ev.claim.verdict) { out.push([ev.claim.verdict, ev.claim.verdict]); }
    if (ev.missed.length) { out.push(["missed", "missed claim"]); }
    return out;
  }
  function meta(spoilers) {
    var teams = { A: [], B: [] };
    D.players.forEach(function (p) { teams[p.team].push(p.name); });
    var rules = D.rules.length ? D.rules.join(", ") : "standard";
    return "Team A: " + teams.A.join(", ") + " \u2014 Team B: " + teams.B.join(", ") +
      " \u2014 rules: " + rules + ", deck: " + D.deck +
      (spoilers ? " \u2014 " + n + " events \u2014 " + D.result : " \u2014 no spoilers");
  }
  function header() {
    document.getElementById("header-comments").textContent = D.comments.join(" \u00b7 ");
  }

  function detail(box, ev) {
    var head = el("p", null, null);
    var where = ev.line ? " (line " + ev.line + ")" : "";
    head.appendChild(el("strong", null, "Event " + ev.number + where + ": "));
    head.appendChild(document.createTextNode(ev.text));
    box.appendChild(head);
    box.appendChild(el("p", "dim", "Then: " + (ev.turn ? ev.turn + "'s turn, " : "") +
      "score A " + ev.score.A + " : B " + ev.score.B));
    var a = ev.ask;
    if (a) {
      if (a.chance !== null) {
        var best = a.best.map(function (b) { return b.card + " from " + b.target; }).join(", ");
        box.appendChild(el("p", null, "Chance of a yes in " + a.asker + "'s view: " +
          pct(a.chance) + "; best legal ask: " + pct(a.best_chance) +
          (best ? " (" + best + ")" : "") +
          (a.quality !== null ? "; quality " + a.quality.toFixed(2) : "")));
      }
      if (a.information) {
        var i = a.information;
        box.appendChild(el("p", null, "Told the table " + i.bits.toFixed(2) + " bits: " +
          i.question_bits.toFixed(2) + " by the question, " + i.answer_bits.toFixed(2) +
          " by the answer."));
      }
      if (a.illegal) {
        box.appendChild(el("p", null, "Illegal by the deal: " + a.asker + " " + a.illegal + "."));
      }
    }
    var c = ev.claim;
    if (c) {
      var text = c.verdict === null ? "The claimer's hand is not in the log: no verdict." :
        "Verdict: " + c.verdict + " \u2014 right " + pct(c.right) + ", wrong " + pct(c.wrong) +
        (c.annulled !== null ? ", annulled " + pct(c.annulled) : "") + " in " + c.claimer +
        "'s view.";
      box.appendChild(el("p", null, text));
    }
    ev.missed.forEach(function (k) {
      var m = D.missed[k];
      box.appendChild(el("p", null, "Missed claim: " + m.player + " could claim " +
        halfName(m.half_suit) + " (provable since event " + m.since + ") and let the turn go."));
    });
    ev.comments.forEach(function (t) { box.appendChild(el("p", "comment", "# " + t)); });
  }

  function marks(pos, view) {
    var out = { half: {}, asked: null };
    var label = D.viewers[view].label;
    var own = D.viewers.map(function (v) { return v.label; });
    D.missed.forEach(function (m) {
      var mine = m.player === label || (label === "public" && own.indexOf(m.player) < 0);
      var end = m.until === null ? n + 1 : m.until;
      if (mine && m.since <= pos && pos < end) { out.half[m.half_suit] = "missed"; }
    });
    if (pos > 0) {
      var ev = D.events[pos - 1];
      if (ev.ask) { out.asked = [ev.ask.target, ev.ask.card]; }
      if (ev.claim && ev.claim.verdict) { out.half[ev.claim.half_suit] = ev.claim.verdict; }
    }
    return out;
  }

  function settledBy(key, pos) {
    for (var k = 0; k < pos; k++) {
      var c = D.events[k].claim;
      if (c && c.half_suit === key) { return "event " + D.events[k].number + ": " + c.outcome; }
    }
    return null;
  }

  function board(pos, view) {
    var box = document.getElementById("heatmap");
    clear(box);
    var rows = frame(view, pos);
    if (rows === null) {
      box.appendChild(el("p", null,
        "No deal fits this view here (an illegal ask earlier makes it impossible)."));
      return;
    }
    var m = marks(pos, view);
    var own = D.views[view].hands;  // the rows the view knows: "try it" leaves them shown
    var index = 0;
    D.halves.forEach(function (h) {
      var block = el("div", "half", null);
      block.dataset.half = h.key;
      var table = el("table", null, null);
      var caption = el("caption", null, h.name);
      table.appendChild(caption);
      var head = el("tr", null, null);
      head.appendChild(el("th", null, ""));
      h.cards.forEach(function (code) { head.appendChild(el("th", null, code)); });
      table.appendChild(head);
      var cells = h.cards.map(function (code, j) { return D.palette[rows[index + j]]; });
      index += h.cards.length;
      var inPlay = cells.some(function (row) { return row.length > 0; });
      if (!inPlay) {
        block.className += " claimed";
        caption.textContent = h.name + " \u2014 " + (settledBy(h.key, pos) || "out of play");
      }
      names.forEach(function (name, p) {
        var tr = el("tr", own.indexOf(name) >= 0 ? "own" : null, null);
        tr.appendChild(el("th", "team-" + teamOf[name], name));
        cells.forEach(function (row, j) {
          var td = el("td", "cell", null);
          if (row.length) {
            var v = row[p];
            td.textContent = v === 0 ? "" : v + "%";
            var rgb = teamOf[name] === "A" ? "37, 99, 235" : "234, 88, 12";
            td.style.background = "rgba(" + rgb + ", " + (v / 100 * 0.85).toFixed(3) + ")";
            if (v === 100) { td.className += " sure"; }
            if (v >= 60) { td.style.color = "#fff"; }
          }
          if (m.asked && m.asked[0] === name && m.asked[1] === h.cards[j]) {
            td.className += " asked";
          }
          tr.appendChild(td);
        });
        table.appendChild(tr);
      });
      if (m.half[h.key]) { block.className += " mark-" + m.half[h.key]; }
      block.appendChild(table);
      box.appendChild(block);
    });
  }

  function summary() {
    var table = document.getElementById("summary");
    var heads = ["player", "team", "asks", "yes", "ask quality", "chance", "best", "claims",
      "right", "sound", "gambles", "blunders", "missed", "illegal asks", "bits given", "question",
      "answer"];
    var tr = el("tr", null, null);
    heads.forEach(function (h) { tr.appendChild(el("th", null, h)); });
    table.appendChild(tr);
    // Claims nobody could judge (the claimer's hand unknown) are shown as not judged.
    function judged(s, k) { return s.judged || !s.claims ? k : "\u2014"; }
    function row(s, cls) {
      var r = el("tr", cls, null);
      [s.name, s.team, s.asks, s.yes, s.ask_quality === null ? "\u2014" : s.ask_quality.toFixed(2),
       pct(s.mean_chance), pct(s.mean_best_chance), s.claims, s.right, judged(s, s.sound),
       judged(s, s.gambles), judged(s, s.blunders), s.missed, s.illegal_asks,
       s.bits_given.toFixed(1), s.question_bits.toFixed(1), s.answer_bits.toFixed(1)]
        .forEach(function (v) { r.appendChild(el("td", null, v)); });
      table.appendChild(r);
    }
    D.summary.forEach(function (s) { row(s, "player"); });
    D.teams.forEach(function (s) { row(s, "team"); });
    var missed = document.getElementById("missed");
    var mh = el("tr", null, null);
    ["player", "half-suit", "provable after event", "ended", "turns lost", "scored by"].forEach(
      function (h) { mh.appendChild(el("th", null, h)); });
    missed.appendChild(mh);
    D.missed.forEach(function (m) {
      var r = el("tr", null, null);
      var ended = m.ended + (m.claimed_by ? " by " + m.claimed_by : "") +
        (m.until !== null ? " (event " + m.until + ")" : "");
      [m.player, halfName(m.half_suit), m.since, ended, m.turns,
       m.scored_by ? "team " + m.scored_by : "nobody"].forEach(function (v) {
        r.appendChild(el("td", null, v));
      });
      missed.appendChild(r);
    });
    if (!D.missed.length) {
      var none = el("tr", null, null);
      none.appendChild(el("td", null, "none"));
      missed.appendChild(none);
    }
  }

  return { meta: meta, header: header, badges: badges, detail: detail, board: board,
    summary: summary };
});
"""
