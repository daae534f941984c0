"""Benchmark: `fishsolve serve`'s answer to an event typed on a page, six-player Literature and
the Go Fish family.

The server is the command itself (``fishsolve serve DIR --port 0``, uvicorn, one process), on
this machine. Each event line is sent as the entry page sends it (``POST /game/NAME/line`` with
the page's version and view, over one kept-alive connection) and timed from the request sent to
the whole JSON answer read: the line checked and written by the live session (atomic, fsync),
the view analysed, the answer drawn as HTML. Literature: simulated games (seeds 1..N, the tracker
against random bots, standard rules, six players), their headers in the file, the events typed
from the first player's seat and from the public view. Go Fish: the family's samples typed from
the view that kept them (the log's own).

``--browser``: the page's own time too, in the system's Chromium (Playwright, no download): the
entry page's script times each line from Enter to the answer drawn on the page
(``body.dataset.answered``), for the first Literature game from its first seat and the first
``--browser-events`` lines of the family game's sample.

Target (issue 33): the server's answer p90 <= 100 ms. Run:
``.venv/bin/python bench/bench_serve.py [--games 2] [--fish-events 40] [--browser]``; it prints
Markdown tables.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote, urlencode, urlsplit

from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.sim.game import simulate

SAMPLES = Path(__file__).resolve().parent.parent / "samples" / "gofish"
FISH = ("go-fish-family.fish", "authors.fish", "simplified-fish.fish")
CHROMIUM = os.environ.get("FISHSOLVE_CHROMIUM", "/usr/bin/chromium")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def split(text: str) -> tuple[str, list[str]]:
    """A log's header part (through the first blank line) and its event lines."""
    lines = text.splitlines()
    cut = lines.index("") + 1
    return "\n".join(lines[:cut]) + "\n", [t for t in lines[cut:] if t.strip()]


class Server:
    """``fishsolve serve FOLDER --port 0`` in a child process, and one connection to it."""

    def __init__(self, folder: Path) -> None:
        self.child = subprocess.Popen(
            [sys.executable, "-m", "fishsolve", "serve", str(folder), "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.child.stdout is not None
        found = re.search(r"(http://\S+)", self.child.stdout.readline())
        assert found is not None, "the server printed no address"
        self.url = found.group(1).rstrip("/")
        parts = urlsplit(self.url)
        self.conn = http.client.HTTPConnection(parts.hostname or "", parts.port)

    def get(self, path: str) -> dict[str, object]:
        self.conn.request("GET", path)
        response = self.conn.getresponse()
        data: dict[str, object] = json.loads(response.read())
        return data

    def post(self, path: str, fields: dict[str, str]) -> dict[str, object]:
        body = urlencode(fields)
        self.conn.request(
            "POST",
            path,
            body,
            {"X-Fishsolve": "1", "Content-Type": "application/x-www-form-urlencoded"},
        )
        response = self.conn.getresponse()
        assert response.status == 200, response.status
        data: dict[str, object] = json.loads(response.read())
        return data

    def close(self) -> None:
        self.conn.close()
        self.child.terminate()
        self.child.wait()
        assert self.child.stdout is not None
        self.child.stdout.close()


def typed(server: Server, name: str, lines: list[str], seat: str) -> list[float]:
    """Seconds from each line sent to its answer read, as the entry page sends them."""
    game = "/game/" + quote(name)
    version = str(server.get(f"{game}/state?{urlencode({'seat': seat, 'v': ''})}")["version"])
    times = []
    for line in lines:
        start = time.perf_counter()
        answer = server.post(f"{game}/line", {"text": line, "version": version, "seat": seat})
        times.append(time.perf_counter() - start)
        if not answer["ok"]:
            print(f"<!-- {name}: stopped at {line!r}: {answer['step']} -->")
            break
        version = str(answer["version"])
    return times


def on_page(url: str, lines: list[str], seat: str) -> list[float]:
    """Milliseconds the entry page's script took from Enter to the answer drawn, per line."""
    from playwright.sync_api import sync_playwright

    times = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url + (f"?seat={quote(seat)}" if seat else ""))
        for n, line in enumerate(lines, start=1):
            page.fill("#line", line)
            page.press("#line", "Enter")
            page.wait_for_function(f"document.body.dataset.answers === '{n}'", timeout=60_000)
            if "refused" in (page.get_attribute("#said", "class") or ""):
                print(f"<!-- page: stopped at {line!r} -->")
                break
            times.append(float(page.get_attribute("body", "data-answered") or "nan"))
        browser.close()
    return times


def row(label: str, seconds: list[float]) -> str:
    ms = [1000 * s for s in seconds]
    return (
        f"| {label} | {len(ms)} | {statistics.median(ms):.1f} / **{quantile(ms, 0.9):.1f}** / "
        f"{max(ms):.0f} ms |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="six-player Literature games")
    parser.add_argument("--fish-events", type=int, default=40, help="events per Go Fish sample")
    parser.add_argument("--browser", action="store_true", help="the page's own time too")
    parser.add_argument("--browser-events", type=int, default=40, help="lines typed on the page")
    args = parser.parse_args()
    rows = []
    pages = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        literature = []
        for seed in range(1, args.games + 1):
            game = simulate(seed, 6, RuleSet(), bots=("tracker", "random"))
            literature.append((seed, game.table.players[0].name, *split(write_log(game))))
        fish = [(name, *split((SAMPLES / name).read_text())) for name in FISH]
        server = Server(folder)
        try:
            for view in ("seat", "public"):
                times: list[float] = []
                for seed, first, head, events in literature:
                    name = f"lit-{seed}-{view}.fish"
                    (folder / name).write_text(head)
                    times += typed(server, name, events, first if view == "seat" else "public")
                rows.append(row(f"Literature, 6 players, {view}", times))
            for name, head, events in fish:
                (folder / name).write_text(head)
                rows.append(
                    row(
                        f"`{name}`, the log's own view",
                        typed(server, name, events[: args.fish_events], ""),
                    )
                )
            if args.browser:
                seed, first, head, events = literature[0]
                (folder / "page-lit.fish").write_text(head)
                most = args.browser_events
                lit = on_page(f"{server.url}/game/page-lit.fish", events[:most], first)
                pages.append(
                    row(f"Literature seed {seed}, {first}'s seat", [t / 1000 for t in lit])
                )
                name, head, events = fish[0]
                (folder / "page-fish.fish").write_text(head)
                gf = on_page(f"{server.url}/game/page-fish.fish", events[:most], "")
                pages.append(row(f"`{name}`, the log's own view", [t / 1000 for t in gf]))
        finally:
            server.close()
    print(
        f"Machine: {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}, load {os.getloadavg()[0]:.1f}; Literature seeds "
        f"1-{args.games}; Go Fish samples' first {args.fish_events} events.\n"
    )
    print("| game, view | events | server's answer median / p90 / max |")
    print("|---|---:|---|")
    print("\n".join(rows))
    if pages:
        print(
            "\n| on the page (Chromium), game, view | lines | Enter to drawn median / p90 / max |"
        )
        print("|---|---:|---|")
        print("\n".join(pages))


if __name__ == "__main__":
    main()
