(function () {
  "use strict";
  var node = document.getElementById("data");
  var D = JSON.parse(node.textContent);
  var n = D.events.length;
  var moments = D.moments || [];
  var state = { view: 0, pos: 0, spoilers: D.spoilers !== false, shown: n, scope: "view",
    trying: null };
  if (!state.spoilers) {
    node.parentNode.removeChild(node);
    state.shown = 0;
  }
  var F = null;
  var drawnTo = -1;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function pct(p) {
    if (p === null || p === undefined) { return "\u2014"; }
    if (p === 1) { return "100%"; }
    if (p === 0) { return "0%"; }
    var v = p * 100;
    if (v >= 99.5) { return ">99%"; }
    if (v < 0.5) { return "<1%"; }
    return Math.round(v) + "%";
  }
  function byId(id) { return document.getElementById(id); }
  // While a "try it" question waits, nothing after its position is listed (as spoiler-free).
  function asking() {
    return state.trying !== null && state.pos === moments[state.trying].event - 1;
  }
  function limit() {
    var top = state.spoilers ? n : state.shown;
    return asking() ? Math.min(top, state.pos) : top;
  }
  function link(pos, view) {
    return "#" + pos + "/" + encodeURIComponent(D.viewers[view].label);
  }
  function viewOf(label) {
    for (var i = 0; i < D.viewers.length; i++) {
      if (D.viewers[i].label === label) { return i; }
    }
    return -1;
  }
  // A hindsight note that reads a later event waits, spoiler-free, until that event is shown.
  function hindsight(m) {
    return m.hindsight && (state.spoilers || m.hindsight_event <= state.shown) ? m.hindsight
      : null;
  }
  function momentsAt(pos) {
    return moments.filter(function (m) { return m.event === pos; });
  }

  // -- the timeline: items up to the last event shown ---------------------------------------
  function item(pos) {
    var li = el("li", null, null);
    li.dataset.pos = String(pos);
    li.appendChild(el("span", "num", String(pos)));
    if (pos === 0) {
      li.appendChild(document.createTextNode("the deal"));
      return li;
    }
    var ev = D.events[pos - 1];
    li.appendChild(document.createTextNode(ev.text));
    var badges = F.badges(ev);
    // Every mistake named: a kind the family's badges do not name (a weak ask, a book left).
    momentsAt(pos).forEach(function (m) {
      var named = badges.some(function (b) { return b[1].indexOf(m.kind) === 0; });
      if (!named) { badges.push(["kind", m.kind]); }
    });
    badges.forEach(function (b) { li.appendChild(el("span", "badge " + b[0], b[1])); });
    if (momentsAt(pos).length) { li.classList.add("mistake"); }
    return li;
  }
  function grow() {
    var list = byId("timeline");
    while (drawnTo > limit()) {
      list.removeChild(list.lastChild);
      drawnTo -= 1;
    }
    while (drawnTo < limit()) {
      drawnTo += 1;
      list.appendChild(item(drawnTo));
    }
    byId("step").max = String(limit());
  }

  // -- the critical moments and each side's mistakes -----------------------------------------
  function momentLine(m, into) {
    var a = el("a", "moment", null);
    a.setAttribute("href", link(m.event, m.view));
    a.appendChild(el("strong", null, "event " + m.event + ", " + m.player + ": " + m.kind));
    into.appendChild(a);
    into.appendChild(el("div", "knew", "With what they knew: " + m.knew));
    if (m.alternative) { into.appendChild(el("div", "alt", "Instead: " + m.alternative)); }
    if (hindsight(m)) { into.appendChild(el("div", "hindsight", "In hindsight: " + hindsight(m))); }
  }
  function critical() {
    var list = byId("critical");
    var sides = byId("sides");
    clear(list);
    clear(sides);
    var panel = byId("critical-panel");
    if (!state.spoilers) {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    (D.critical || []).forEach(function (k) {
      var li = el("li", null, null);
      momentLine(moments[k], li);
      list.appendChild(li);
    });
    if (!(D.critical || []).length) {
      list.appendChild(el("li", "dim", "No mistake found: every move was as good as the mover " +
        "could know."));
    }
    var head = el("tr", null, null);
    ["side", "mistakes", "chance lost in all", "costliest"].forEach(function (h) {
      head.appendChild(el("th", null, h));
    });
    sides.appendChild(head);
    (D.sides || []).forEach(function (s) {
      var tr = el("tr", s.team_row ? "side-team" : "side-player", null);
      tr.appendChild(el("td", null, s.name));
      tr.appendChild(el("td", null, s.mistakes));
      tr.appendChild(el("td", null, s.estimated ? "\u2248" + s.cost.toFixed(2) + " (" +
        s.estimated + " estimated)" : s.cost.toFixed(2)));
      var td = el("td", null, null);
      if (s.first !== null) {
        var m = moments[s.first];
        var a = el("a", null, "event " + m.event + ": " + m.kind);
        a.setAttribute("href", link(m.event, m.view));
        td.appendChild(a);
      }
      tr.appendChild(td);
      sides.appendChild(tr);
    });
  }

  // -- drawing the selected moment -------------------------------------------------------------
  function detail() {
    var box = byId("detail");
    clear(box);
    if (state.pos === 0) {
      box.appendChild(el("p", null, "The deal: before the first event."));
      return;
    }
    F.detail(box, D.events[state.pos - 1]);
    momentsAt(state.pos).forEach(function (m) {
      var p = el("div", "mistake-note", null);
      p.appendChild(el("strong", null, "Mistake (" + m.kind + ", " + m.player + "). "));
      p.appendChild(document.createTextNode("With what they knew: " + m.knew));
      if (m.alternative) { p.appendChild(el("div", null, "Instead: " + m.alternative)); }
      if (hindsight(m)) { p.appendChild(el("div", "hindsight", "In hindsight: " + hindsight(m))); }
      box.appendChild(p);
    });
  }
  // The selected event scrolled into the timeline's view, never the page.
  function reveal(item) {
    var list = byId("timeline");
    var top = item.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 4);  // a quarter down the list
    }
  }
  function draw() {
    grow();
    byId("step").value = String(state.pos);
    byId("view").value = String(state.view);
    byId("position").textContent = state.pos === 0 ? "the deal" : "after event " + state.pos +
      (state.spoilers ? " of " + n : "");
    var items = byId("timeline").children;
    for (var k = 0; k < items.length; k++) {
      var on = Number(items[k].dataset.pos) === state.pos;
      items[k].classList.toggle("selected", on);
      if (on) {
        items[k].setAttribute("aria-current", "true");
        reveal(items[k]);
      } else {
        items[k].removeAttribute("aria-current");
      }
    }
    var here = location.href.split("#")[0] + link(state.pos, state.view);
    byId("link").value = here;
    try { history.replaceState(null, "", link(state.pos, state.view)); } catch (e) { /* file */ }
    document.body.dataset.pos = String(state.pos);
    document.body.dataset.view = D.viewers[state.view].label;
    tryBox();
    detail();
    F.board(state.pos, state.view);
  }
  function select(pos) {
    var top = state.spoilers ? n : Math.max(state.shown, Math.min(n, state.shown + 1));
    state.pos = Math.max(0, Math.min(top, pos));
    if (state.pos > state.shown) { state.shown = state.pos; }
    if (state.trying !== null && state.pos !== moments[state.trying].event - 1 &&
        state.pos !== moments[state.trying].event) {
      state.trying = null;
    }
    draw();
  }
  function setView(v) {
    state.view = (v + D.viewers.length) % D.viewers.length;
    draw();
  }

  // -- mistakes: n and p ------------------------------------------------------------------------
  function mine(m) { return state.scope === "all" || m.view === state.view; }
  function jump(step) {
    var found = null;
    var list = moments.filter(function (m) { return mine(m) && m.event <= limit(); });
    for (var i = 0; i < list.length; i++) {
      var m = step > 0 ? list[i] : list[list.length - 1 - i];
      if (step > 0 ? m.event > state.pos : m.event < state.pos) { found = m; break; }
    }
    var note = byId("note");
    if (found === null) {
      note.textContent = (step > 0 ? "No later mistake" : "No earlier mistake") +
        (state.scope === "all" ? "" : " in this view") +
        (state.spoilers ? "." : " among the events shown (spoiler-free).");
      return;
    }
    note.textContent = "";
    if (state.scope === "all") { state.view = found.view; }
    select(found.event);
  }

  // -- try it: the position before a mistake, the question, then the answer ------------------
  // While the question waits, the board shows the viewer's own rows only (body.trying): the
  // rest of it is what fishsolve proves.
  function tryBox() {
    var box = byId("try");
    var waiting = asking();
    document.body.classList.toggle("trying", waiting);
    // The critical moments and the summary name the answer: hidden while the question waits.
    byId("critical-panel").hidden = !state.spoilers || waiting;
    var summary = byId("summary-panel");
    if (summary) { summary.hidden = !state.spoilers || waiting; }
    if (state.trying === null) { box.hidden = true; return; }
    var m = moments[state.trying];
    box.hidden = false;
    byId("try-question").textContent = "Event " + m.event + ", " + m.player + " to move. " +
      m.question;
    var answer = byId("try-answer");
    var shown = state.pos === m.event;
    clear(answer);
    byId("reveal").hidden = shown;
    byId("try-hidden").hidden = !waiting;
    if (shown) {
      answer.appendChild(el("p", null, m.answer));
      answer.appendChild(el("p", null, "Played: " + D.events[m.event - 1].text + " \u2014 " +
        m.knew));
      if (hindsight(m)) {
        answer.appendChild(el("p", "hindsight", "In hindsight: " + hindsight(m)));
      }
    }
  }
  function tryIt() {
    var list = moments.filter(function (m) { return mine(m) && m.event <= limit() + 1; });
    if (!list.length) { byId("note").textContent = "No mistake to try here."; return; }
    var next = list.filter(function (m) { return m.event > state.pos; })[0] || list[0];
    state.trying = moments.indexOf(next);
    state.view = next.view;
    select(next.event - 1);
  }

  // -- spoilers ----------------------------------------------------------------------------------
  function setSpoilers(on) {
    state.spoilers = on;
    if (!on) {
      state.shown = state.pos;
      clear(byId("timeline"));
      drawnTo = -1;
    }
    byId("no-spoilers").checked = !on;
    byId("meta").textContent = F.meta(on);
    critical();
    var panel = byId("summary-panel");
    if (panel) {
      panel.hidden = !on;
      if (on && !panel.dataset.drawn) { F.summary(); panel.dataset.drawn = "1"; }
    }
    draw();
  }

  // -- the controls and the keys ----------------------------------------------------------------
  function help(open) {
    var box = byId("help");
    box.hidden = open === undefined ? !box.hidden : !open;
    if (!box.hidden) { byId("help-close").focus(); }
  }
  function controls() {
    var view = byId("view");
    D.viewers.forEach(function (v, i) {
      var opt = el("option", null, v.name);
      opt.value = String(i);
      view.appendChild(opt);
    });
    view.addEventListener("change", function () { setView(Number(view.value)); });
    var scope = byId("scope");
    scope.addEventListener("change", function () { state.scope = scope.value; });
    var step = byId("step");
    step.addEventListener("input", function () { select(Number(step.value)); });
    byId("prev").addEventListener("click", function () { select(state.pos - 1); });
    byId("next").addEventListener("click", function () { select(state.pos + 1); });
    byId("prev-mistake").addEventListener("click", function () { jump(-1); });
    byId("next-mistake").addEventListener("click", function () { jump(1); });
    byId("timeline").addEventListener("click", function (e) {
      var li = e.target.closest("li");
      if (li) { select(Number(li.dataset.pos)); }
    });
    byId("copy-link").addEventListener("click", function () {
      var box = byId("link");
      box.select();
      var done = function () { byId("note").textContent = "Link copied."; };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(box.value).then(done, function () {
          document.execCommand("copy");
          done();
        });
      } else {
        document.execCommand("copy");
        done();
      }
    });
    byId("no-spoilers").addEventListener("change", function (e) {
      setSpoilers(!e.target.checked);
    });
    byId("try-it").addEventListener("click", tryIt);
    byId("reveal").addEventListener("click", function () {
      if (state.trying !== null) { select(moments[state.trying].event); }
    });
    byId("help-button").addEventListener("click", function () { help(); });
    byId("help-close").addEventListener("click", function () { help(false); });
    byId("critical-panel").addEventListener("click", function (e) {
      var a = e.target.closest("a");
      if (a) { e.preventDefault(); open(a.getAttribute("href")); }
    });
    window.addEventListener("hashchange", function () { open(location.hash); });
    document.addEventListener("keydown", function (e) {
      var tag = e.target && e.target.tagName;
      if (tag === "SELECT" || tag === "INPUT" || e.ctrlKey || e.metaKey || e.altKey) { return; }
      var keys = {
        ArrowLeft: function () { select(state.pos - 1); },
        ArrowRight: function () { select(state.pos + 1); },
        k: function () { select(state.pos - 1); },
        j: function () { select(state.pos + 1); },
        Home: function () { select(0); },
        End: function () { select(limit()); },
        n: function () { jump(1); },
        p: function () { jump(-1); },
        v: function () { setView(state.view + 1); },
        V: function () { setView(state.view - 1); },
        t: tryIt,
        "?": function () { help(); },
        Escape: function () { help(false); }
      };
      var act = keys[e.key];
      if (act) { e.preventDefault(); act(); }
    });
  }

  // "#31" or "#31/Lena" opens that event (and view); a malformed address ("#%E0%A4%A": a
  // URIError) opens the first event instead of stopping the page.
  function parse(hash) {
    try {
      decodeURIComponent(hash);
      var wanted = /^#(\d+)(?:\/(.+))?$/.exec(hash);
      if (!wanted) { return null; }
      var label = wanted[2] ? decodeURIComponent(wanted[2]) : null;
      return { pos: Number(wanted[1]), view: label === null ? -1 : viewOf(label) };
    } catch (e) {
      return { pos: 1, view: -1 };
    }
  }
  function open(hash) {
    var at = parse(hash);
    if (at === null) { return; }
    if (at.view >= 0) { state.view = at.view; }
    if (!state.spoilers && at.pos > state.shown) { state.shown = Math.min(n, at.pos); }
    select(at.pos);
  }

  window.fishReview = function (make) {
    F = make({ D: D, n: n, state: state, el: el, clear: clear, pct: pct });
    var start = parse(location.hash);
    if (start !== null) {
      state.view = start.view >= 0 ? start.view : 0;
      state.pos = Math.max(0, Math.min(n, start.pos));
      if (!state.spoilers) { state.shown = state.pos; }
    } else if (state.spoilers && (D.critical || []).length) {
      var first = moments[D.critical[0]];
      state.view = first.view;
      state.pos = first.event;
    }
    byId("title").textContent = "Review: " + D.file;
    F.header();
    controls();
    setSpoilers(state.spoilers);
    document.body.setAttribute("data-ready", "1");
    var status = byId("status");
    status.textContent = "ready";
    status.hidden = true;  // a signal for tools (and the browser tests), not for the reader
  };
})();
