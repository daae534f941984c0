// fishsolve serve: the entry page and the table display. Plain JavaScript, no network but the
// server's own. The server checks, saves and draws everything; this script sends the typed
// lines, shows what comes back, completes the word being typed and follows other pages' lines.
"use strict";
(function () {
  const body = document.body;
  const game = body.dataset.game;
  const $ = (sel) => document.querySelector(sel);
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const quoted = encodeURIComponent;

  if (body.classList.contains("entry")) entry();
  if (body.classList.contains("table")) table();

  // Ask for the game once it differs from `version()`, again and again; `apply` the answer,
  // unless the page sent a line meanwhile (`sent()` changed): its own answer is newer.
  async function follow(url, version, apply, sent) {
    for (;;) {
      try {
        const before = sent();
        const r = await fetch(url() + "&v=" + quoted(version()));
        if (r.ok) {
          const a = await r.json();
          if (a.version !== version() && sent() === before) apply(a);
        } else {
          await sleep(2000);
        }
      } catch (e) {
        await sleep(2000);
      }
    }
  }

  function table() {
    let version = body.dataset.version;
    follow(
      () => "/table/" + quoted(game) + "/state?",
      () => version,
      (a) => {
        version = a.version;
        body.dataset.version = a.version;
        $("#now").innerHTML = a.now;
        $("#problem").innerHTML = a.problem;
        $("#tail").innerHTML = a.tail;
        body.dataset.updated = String(Date.now());
      },
      () => 0,
    );
  }

  function entry() {
    const base = "/game/" + quoted(game);
    const line = $("#line"), take = $("#take"), whole = $("#whole"), add = $("#add");
    const said = $("#said"), history = $("#history"), news = $("#news");
    const seat = $("#seat"), hand = $("#hand"), handBox = $("#hand-box");
    let version = body.dataset.version;
    let suggestion = null, asked = 0, busy = false, sent = 0;
    const typed = [];
    let recall = 0;

    const isSeat = (s) => s !== "" && s !== "public" && !s.startsWith("team:");
    const handKey = () => "fishsolve:hand:" + game + ":" + seat.value;
    const view = () => ({
      seat: seat.value,
      hand: isSeat(seat.value) ? localStorage.getItem(handKey()) || "" : "",
    });
    const query = (more) => new URLSearchParams({ ...view(), ...more }).toString();

    function setVersion(v) {
      version = v;
      body.dataset.version = v;
    }

    function showState(a) {
      setVersion(a.version);
      if (a.now !== null) $("#now").innerHTML = a.now; // null: the position is as shown
      if (a.problem !== null) $("#problem").innerHTML = a.problem;
      $("#tail").innerHTML = a.tail;
      if (a.news) {
        news.textContent = "The game changed on another page: " + a.news;
        news.hidden = false;
      }
    }

    function remember(html, ok) {
      if (!html) return;
      const item = document.createElement("li");
      item.innerHTML = "<pre>" + html + "</pre>";
      if (!ok) item.className = "refused";
      history.prepend(item);
      while (history.children.length > 40) history.lastChild.remove();
    }

    function hint() {
      const text = line.value;
      if (suggestion && suggestion.startsWith(text) && suggestion !== text) {
        take.textContent = "→ " + (suggestion.slice(text.length).trim() || suggestion);
        take.hidden = false;
        whole.textContent = suggestion;
      } else {
        suggestion = null;
        take.hidden = true;
        whole.textContent = "";
      }
    }

    async function complete() {
      const text = line.value;
      const mine = ++asked;
      hint(); // at once: a chip for an earlier text goes, it must not be taken for this one
      if (!text.trim()) {
        suggestion = null;
        hint();
        return;
      }
      try {
        const r = await fetch(base + "/suggest?" + query({ text }));
        const a = await r.json();
        if (mine !== asked) return; // a later keystroke asked again
        suggestion = a.suggestion;
        hint();
      } catch (e) {
        /* no completion this time */
      }
    }

    function accept() {
      if (!suggestion || !suggestion.startsWith(line.value)) return;
      line.value = suggestion;
      suggestion = null;
      hint();
      line.focus();
      complete();
    }

    async function send(text, fromLine) {
      if (busy) return;
      busy = true;
      sent += 1;
      add.disabled = true;
      const started = performance.now();
      try {
        const r = await fetch(base + "/line", {
          method: "POST",
          headers: { "X-Fishsolve": "1" },
          body: new URLSearchParams({ ...view(), text, version }),
        });
        if (!r.ok) {
          said.className = "refused";
          const why = r.status === 403 ? "refused: no access"
            : r.status === 413 ? await r.text() : "refused: " + r.status;
          said.textContent = "";
          const pre = document.createElement("pre");
          pre.textContent = why;
          said.appendChild(pre);
          return;
        }
        const a = await r.json();
        showState(a);
        if (!a.news) news.hidden = true;
        if (a.shown) {
          $("#shown").innerHTML = a.shown;
          $("#shown-box").hidden = false;
        }
        if (a.step) {
          // The last answer stays by the input; the ones before it go down to the history.
          const before = said.querySelector("pre");
          if (before) remember(before.innerHTML, said.className !== "refused");
          said.className = a.ok ? "ok" : "refused";
          said.innerHTML = "<pre>" + a.step + "</pre>";
        }
        if (a.ok && fromLine && line.value === text) {
          line.value = ""; // added: the line is in the log; a refused line stays to be corrected
          suggestion = null;
          hint();
        }
        body.dataset.answered = (performance.now() - started).toFixed(1);
      } catch (e) {
        said.className = "refused";
        said.innerHTML = "<pre>the server did not answer; the line is kept: send it again</pre>";
      } finally {
        busy = false;
        add.disabled = false;
        body.dataset.answers = String(Number(body.dataset.answers || 0) + 1);
      }
    }

    $("#entry").addEventListener("submit", (e) => {
      e.preventDefault();
      const text = line.value;
      if (text.trim()) {
        typed.push(text);
        recall = typed.length;
      }
      send(text, true);
      line.focus();
    });
    for (const button of document.querySelectorAll("[data-line]")) {
      button.addEventListener("click", () => send(button.dataset.line, false));
    }
    line.addEventListener("input", complete);
    line.addEventListener("keydown", (e) => {
      const atEnd = line.selectionStart === line.value.length;
      if (e.key === "Tab" || (e.key === "ArrowRight" && atEnd && suggestion)) {
        e.preventDefault(); // Tab with no suggestion does nothing: the focus stays here
        accept();
      } else if ((e.key === "ArrowUp" || e.key === "ArrowDown") && typed.length) {
        e.preventDefault();
        recall = Math.max(0, Math.min(typed.length, recall + (e.key === "ArrowUp" ? -1 : 1)));
        line.value = recall < typed.length ? typed[recall] : "";
        complete();
      }
    });
    take.addEventListener("click", accept);

    // The view: a seat chosen loads the page from that seat; its hand stays in this browser.
    seat.addEventListener("change", () => {
      const s = seat.value;
      location.search = s ? "?seat=" + quoted(s) : "";
    });
    function showHand() {
      handBox.hidden = !isSeat(seat.value);
      hand.value = view().hand;
    }
    async function refresh() {
      const r = await fetch(base + "/state?" + query({ v: "" }));
      if (r.ok) showState(await r.json());
    }
    $("#use-hand").addEventListener("click", () => {
      const cards = hand.value.trim();
      if (cards) localStorage.setItem(handKey(), cards);
      else localStorage.removeItem(handKey());
      refresh();
    });
    showHand();
    if (view().hand) refresh();

    follow(
      () => base + "/state?" + query({}),
      () => version,
      (a) => showState(a),
      () => sent,
    );
    line.focus();
  }
})();
