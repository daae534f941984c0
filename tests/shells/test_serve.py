"""`fishsolve serve` without a browser: who may use it, which files it reaches, what it writes.

Starlette's TestClient drives the application in-process; the SIGKILL test runs the command
itself. Skipped, with the reason, without the ``web`` extra (and httpx2, Starlette's client).
"""

from __future__ import annotations

import http.client
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

pytest.importorskip("starlette", reason="fishsolve serve needs the 'web' extra (starlette)")
pytest.importorskip("uvicorn", reason="fishsolve serve needs the 'web' extra (uvicorn)")
pytest.importorskip("httpx2", reason="Starlette's TestClient needs httpx2 (the dev extra)")

from starlette.routing import Mount, Route
from starlette.testclient import TestClient

from fishsolve.cli import app as cli
from fishsolve.literature.reports.check import check_file
from fishsolve.serve.app import COOKIE, create_app
from fishsolve.serve.folder import Folder, NotAGameError

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text()
FULL = (ROOT / "samples" / "full-deal-six.fish").read_text()
SIMPLIFIED = (ROOT / "samples" / "gofish" / "simplified-fish.fish").read_text()
PAGE = {"X-Fishsolve": "1"}


@pytest.fixture
def games(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "friday.fish").write_text(FRIDAY)
    (folder / "full.fish").write_text(FULL)
    return folder


def _client(folder: Path, token: str | None = None) -> TestClient:
    private = folder.parent / f"private-{folder.name}"
    private.mkdir(exist_ok=True)
    return TestClient(create_app(Folder(folder), private, token=token))


def _split(log: str) -> tuple[list[str], list[str]]:
    """A sample's header lines and its event lines."""
    lines = log.splitlines()
    cut = lines.index("")
    return lines[:cut], [line for line in lines[cut:] if line.strip()]


def _plain(html: str) -> str:
    """The text of an HTML fragment."""
    return unescape(re.sub("<[^>]+>", "", html))


def _version(client: TestClient, name: str) -> str:
    page = client.get(f"/game/{name}")
    assert page.status_code == 200, page.text
    found = re.search(r'data-version="([^"]+)"', page.text)
    assert found is not None
    return found.group(1)


def _type(client: TestClient, name: str, lines: list[str], **view: str) -> list[dict[str, Any]]:
    """Send ``lines`` one by one as a page does (each with the version the last answer gave)."""
    version = _version(client, name)
    answers = []
    for line in lines:
        answer = client.post(
            f"/game/{name}/line", data={"text": line, "version": version, **view}, headers=PAGE
        ).json()
        version = answer["version"]
        answers.append(answer)
    return answers


def _urls(client: TestClient, name: str) -> list[tuple[str, str]]:
    """A request to every route of the application (method, URL)."""
    found = []
    for route in client.app.app.routes:  # type: ignore[attr-defined]
        if isinstance(route, Mount):
            found.append(("GET", route.path + "/serve.js"))
            continue
        assert isinstance(route, Route)
        path = route.path.replace("{name}", name)
        for method in sorted(route.methods or {"GET"}):
            if method != "HEAD":
                found.append((method, path + ("?v=" if path.endswith("/state") else "")))
    return found


# -- who may use it --------------------------------------------------------------------------


def test_with_a_token_every_route_answers_403_without_it(games: Path) -> None:
    client = _client(games, token="s3cret-token")
    urls = _urls(client, "friday.fish")
    assert len(urls) >= 10  # every route, the static files and the write included
    for method, url in urls:
        for cookies in ({}, {COOKIE: "wrong"}):
            client.cookies.clear()
            client.cookies.update(cookies)
            response = client.request(method, url, headers=PAGE, follow_redirects=False)
            assert response.status_code == 403, (method, url, cookies)
        wrong = url + ("&" if "?" in url else "?") + "t=s3cret-tokeN"
        assert client.request(method, wrong, headers=PAGE).status_code == 403, (method, url)
    # The token in the address is traded for a cookie (and taken out of the address).
    client.cookies.clear()
    answer = client.get("/game/friday.fish?t=s3cret-token&seat=public", follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == "/game/friday.fish?seat=public"
    assert "httponly" in answer.headers["set-cookie"].lower()
    assert client.get("/game/friday.fish?seat=public").status_code == 200
    assert client.get("/").status_code == 200


def test_a_write_without_the_token_or_from_another_site_is_refused(games: Path) -> None:
    before = (games / "friday.fish").read_bytes()
    client = _client(games, token="tok")
    client.get("/?t=tok")
    version = _version(client, "friday.fish")
    data = {"text": "Asha asks Ben for JS: no", "version": version}
    client.cookies.clear()
    assert client.post("/game/friday.fish/line", data=data, headers=PAGE).status_code == 403
    client.get("/?t=tok")
    # With the cookie, but not from the server's own page: no header, or another origin.
    assert client.post("/game/friday.fish/line", data=data).status_code == 403
    other = {**PAGE, "Origin": "http://evil.example"}
    assert client.post("/game/friday.fish/line", data=data, headers=other).status_code == 403
    assert (games / "friday.fish").read_bytes() == before
    answer = client.post("/game/friday.fish/line", data=data, headers=PAGE).json()
    assert answer["ok"], answer
    assert (games / "friday.fish").read_text().endswith("Asha asks Ben for JS: no\n")


def test_on_this_machine_only_its_loopback_names_are_answered(games: Path) -> None:
    app = create_app(Folder(games), games.parent, hosts={"127.0.0.1:8033", "localhost:8033"})
    client = TestClient(app, base_url="http://127.0.0.1:8033")
    assert client.get("/").status_code == 200
    # A page of another site reaching the port through a name of its own (DNS rebinding).
    assert client.get("/", headers={"Host": "attacker.example:8033"}).status_code == 403


# -- which files it reaches ------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["../friday.fish", "..", "/etc/passwd", "/tmp/x.fish", "sub/x.fish", ".hidden.fish",
     "notes.txt", "a\x00.fish", ".fish", "..\\x.fish"],
)  # fmt: skip
def test_a_name_that_could_leave_the_folder_is_refused(games: Path, name: str) -> None:
    with pytest.raises(NotAGameError):
        Folder(games).path(name)


def test_no_url_reaches_a_file_outside_the_folder(games: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.fish"
    secret.write_text(FRIDAY)
    (games / "link.fish").symlink_to(secret)
    client = _client(games)
    for url in (
        "/game/..%2Fsecret.fish",
        "/game/%2E%2E",
        "/table/%2Ftmp%2Fsecret.fish",
        "/game/link.fish",
        "/review/..%2Fsecret.fish",
        "/new?name=..%2Fsecret",
        "/game/link.fish/suggest?text=A",
    ):
        assert client.get(url).status_code == 404, url
    refused = client.post(
        "/game/link.fish/line", data={"text": "# x", "version": "new"}, headers=PAGE
    )
    assert refused.status_code == 404
    assert "link.fish" not in client.get("/").text  # the list leaves it out
    assert secret.read_text() == FRIDAY


# -- what it writes ---------------------------------------------------------------------------


def test_the_log_is_byte_for_byte_what_live_writes(tmp_path: Path) -> None:
    """The same typed lines — headers of a new log, events, a comment, a refused line, undo,
    redo — through the web page and through `fishsolve live --plain`."""
    head, events = _split(FULL)
    fish_head, fish_events = _split(SIMPLIFIED)
    for name, lines in (
        ("lit.fish", ["# typed on a phone", *head, *events[:3], "# a note",
                      "Zed asks Ben for 9C: no", *events[3:5], "undo", "undo", "redo",
                      events[5]]),
        ("fish.fish", [*fish_head, *fish_events[:3], "undo", "redo", *fish_events[3:5]]),
    ):  # fmt: skip
        web, live = tmp_path / "web", tmp_path / "live"
        web.mkdir(exist_ok=True)
        live.mkdir(exist_ok=True)
        client = _client(web)
        answers = _type(client, name, lines)
        assert [a["ok"] for a in answers].count(False) == (name == "lit.fish"), answers
        result = CliRunner().invoke(
            cli, ["live", str(live / name), "--plain"], input="\n".join(lines)
        )
        assert result.exit_code == (name == "lit.fish"), result.output  # the refused line
        assert (web / name).read_bytes() == (live / name).read_bytes()


def test_two_pages_on_one_version_one_is_refused_and_nothing_is_lost(games: Path) -> None:
    client = _client(games)
    version = _version(client, "friday.fish")
    first = {"text": "Asha asks Ben for JS: no", "version": version}
    second = {"text": "Asha asks Dev for JS: no", "version": version}
    one = client.post("/game/friday.fish/line", data=first, headers=PAGE).json()
    two = client.post("/game/friday.fish/line", data=second, headers=PAGE).json()
    assert one["ok"]
    assert not two["ok"]
    assert "changed since this page last had it" in two["step"]
    assert "added: line 12: Asha asks Ben for JS: no" in two["news"]
    assert two["version"] == one["version"]  # the refused page now has the game as it is
    text = (games / "friday.fish").read_text()
    assert text.endswith("Asha asks Ben for JS: no\n")
    # Sent again from the game as it is, the second page's line is checked against it.
    again = client.post(
        "/game/friday.fish/line", data={**second, "version": two["version"]}, headers=PAGE
    ).json()
    assert not again["ok"]  # Ben is on turn now, not Asha: the rules refuse it
    assert "Ben's turn" in again["step"] or "turn" in again["step"]


def test_two_pages_racing_in_threads_never_lose_a_line(games: Path) -> None:
    client = _client(games)
    version = _version(client, "friday.fish")
    lines = ["# from page one", "# from page two"]
    answers: list[dict[str, Any]] = []
    start = threading.Barrier(2)

    def send(text: str) -> None:
        start.wait()
        answer = client.post(
            "/game/friday.fish/line", data={"text": text, "version": version}, headers=PAGE
        )
        answers.append(answer.json())

    threads = [threading.Thread(target=send, args=(line,)) for line in lines]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(a["ok"] for a in answers) == [False, True]
    added = next(a for a in answers if a["ok"])
    text = (games / "friday.fish").read_text()
    assert sum(line in text for line in lines) == 1
    assert f"{added['line']}" in added["step"]


def test_a_new_game_of_either_family_from_its_headers(tmp_path: Path) -> None:
    client = _client(tmp_path)
    assert client.get("/new?name=kids", follow_redirects=False).headers["location"] == (
        "/game/kids.fish"
    )
    answers = _type(
        client,
        "kids.fish",
        ["# Sunday", "game: go-fish", "players: Ana Bo Cy", "hand Ana: 7C 2D 3D 4D 5D 6D 8D",
         "Ana asks Zed for 7: 1", "Ana asks Bo for 7: 1"],
    )  # fmt: skip
    kinds = ["comment", "header", "header", "header", "refused", "event"]
    assert [a["kind"] for a in answers] == kinds
    assert "kept until the players: line" in answers[1]["now"]  # shown while kept
    assert "Zed" in answers[4]["step"]
    assert "not added" in answers[4]["step"]
    assert "after event 1 of 1" in answers[5]["now"]
    assert (tmp_path / "kids.fish").read_text() == (
        "# Sunday\ngame: go-fish\nplayers: Ana Bo Cy\nhand Ana: 7C 2D 3D 4D 5D 6D 8D\n"
        "Ana asks Bo for 7: 1\n"
    )
    answers = _type(client, "lit.fish", ["players: A1 B1 A2 B2 A3 B3", "A1 asks B1 for 2C: no"])
    assert [a["ok"] for a in answers] == [True, True]
    assert "after event 1 of 1" in answers[-1]["now"]


def test_completion_undo_grid_and_the_table_view(games: Path) -> None:
    client = _client(games)
    assert client.get("/game/friday.fish/suggest", params={"text": "Asha asks D"}).json() == {
        "suggestion": "Asha asks Dev"
    }
    answers = _type(client, "friday.fish", ["Asha asks Ben for JS: no", "undo", "grid"])
    assert answers[0]["kind"] == "event"
    assert "JS not Ben" in _plain(answers[0]["step"])
    assert answers[1]["kind"] == "undo"
    assert "undone: line 12" in answers[1]["step"]
    assert "From Asha" in answers[2]["shown"]
    assert answers[2]["ok"]
    table = client.get("/table/friday.fish/state", params={"v": ""}).json()
    assert "From the public view" in table["now"]
    assert "Asha claims low diamonds" in table["tail"]


def test_the_public_view_says_how_a_page_takes_a_seat(games: Path) -> None:
    """The best ask needs one seat's view: a page names its own selector, never the terminal's
    ``--as NAME`` (which `analyze --brief` keeps: tests/golden/cli)."""
    client = _client(games)
    entry = client.get("/game/friday.fish", params={"seat": "public"})
    table = client.get("/table/friday.fish")
    for page in (entry.text, table.text):
        best = re.search(r"Best ask: [^\n]*", _plain(page))
        assert best is not None
        assert "--as" not in best.group(0)
    assert "needs one player's view (choose a seat under View)" in _plain(entry.text)
    assert "(a seat chosen under View on an entry page)" in _plain(table.text)


def test_a_hand_typed_on_a_page_is_kept_off_the_log(tmp_path: Path) -> None:
    """A public record (no hand): Asha's page types her hand; her view uses it, the log and the
    table never see it."""
    public = "\n".join(line for line in FRIDAY.splitlines() if not line.startswith("hand "))
    (tmp_path / "pub.fish").write_text(public + "\n")
    client = _client(tmp_path)
    hand = "2D 3D 4D 5D 7D QS KS AS"
    view = {"seat": "Asha", "hand": hand}
    no_hand = client.get("/game/pub.fish/state", params={"v": "", "seat": "Asha"}).json()
    assert "view Asha: the log does not give Asha's hand" in _plain(no_hand["problem"])
    mine = client.get("/game/pub.fish/state", params={"v": "", **view}).json()
    assert "From Asha" in mine["now"], mine
    assert not mine["problem"]
    lines = ["Asha asks Ben for JS: no", "undo", "Asha asks Ben for QS: no"]
    answers = _type(client, "pub.fish", lines, **view)
    assert [a["ok"] for a in answers] == [True, True, True], answers  # the log took them all
    assert "From Asha" in answers[0]["now"]
    # The view is said of the log, at its own line, not of the server's copy (one line more).
    number = len((tmp_path / "pub.fish").read_text().splitlines())  # JS, then QS after undo
    assert _plain(answers[0]["now"]).startswith(
        f"{tmp_path / 'pub.fish'}: after event 8 of 8 (line {number});"
    )
    grid = _type(client, "pub.fish", ["grid"], **view)[0]
    shown = _plain(grid["shown"])  # Asha's view stopped before the QS line her hand refutes
    assert shown.startswith(f"{tmp_path / 'pub.fish'}:")
    assert "after event 7 of 7 (line 10);" in shown
    assert "JS not Ben" in _plain(answers[0]["step"])
    # Asha's hand holds QS: the table's record may say she asked for it, her view cannot.
    # Said of the log, at the log's own line (the server's copy has the hand's line more).
    number = len((tmp_path / "pub.fish").read_text().splitlines())
    assert _plain(answers[2]["problem"]).startswith(
        f"{tmp_path / 'pub.fish'}:{number}:19: Asha holds QS (dealt to Asha in the hand you "
        "typed); a player may not ask for a card they hold"
    )
    text = (tmp_path / "pub.fish").read_text()
    assert hand not in text
    assert "hand Asha" not in text
    assert text.endswith("Asha asks Ben for QS: no\n")
    table = client.get("/table/pub.fish/state", params={"v": ""}).json()
    assert "public view" in table["now"]
    # Taken back on the log, the line is taken back in Asha's view too.
    answers = _type(client, "pub.fish", ["undo"], **view)
    assert answers[0]["ok"]
    assert not answers[0]["problem"]
    assert "From Asha" in answers[0]["now"]
    # A hand the rules refuse: said of the hand typed, never of the server's own copy's file.
    bad = client.get(
        "/game/pub.fish/state", params={"v": "", "seat": "Ben", "hand": "8H 9H"}
    ).json()
    problem = _plain(bad["problem"])
    assert problem.startswith("your hand (hand Ben: 8H 9H): 8H is not in the standard 48-card")
    assert "private-" not in problem
    assert ".fish:" not in problem


def test_a_finished_game_opens_to_its_review(games: Path) -> None:
    client = _client(games)
    listing = client.get("/").text
    assert 'href="/review/full.fish"' in listing
    assert 'href="/game/friday.fish"' in listing
    review = client.get("/review/full.fish")
    assert review.status_code == 200
    assert review.text.startswith("<!DOCTYPE html>")
    assert 'src="http' not in review.text
    assert 'href="http' not in review.text
    assert "full.fish" in review.text


def test_without_the_extra_the_command_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, games: Path
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    result = CliRunner().invoke(cli, ["serve", str(games)])
    assert result.exit_code == 1
    assert "needs the 'web' extra (pip install 'fishsolve[web]')" in result.stderr


def test_a_folder_of_many_games_is_listed_a_hundred_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every game of the list was checked for the home page: a folder of thousands took seconds
    # a visit (300 games: 1.5 s cold), and past the 4,096 summaries kept, every visit.
    folder = tmp_path / "club"
    folder.mkdir()
    names = [f"g{i:03d}.fish" for i in range(250)]
    for name in names:
        (folder / name).write_text(FRIDAY)
    checked: list[str] = []
    summary = Folder.summary

    def counted(self: Folder, name: str) -> Any:
        checked.append(name)
        return summary(self, name)

    monkeypatch.setattr(Folder, "summary", counted)
    client = _client(folder)

    def listed(address: str) -> tuple[list[str], str]:
        checked.clear()
        page = client.get(address, headers={"X-Fishsolve": "1"})
        assert page.status_code == 200
        shown = re.findall(r'class="game" href="[^"]*">([^<]+)</a>', page.text)
        assert sorted(checked) == shown  # only the games shown are checked
        return shown, unescape(page.text)

    shown, text = listed("/")
    assert shown == names[:100]
    assert "games 1–100 of 250 (page 1 of 3)" in text
    assert 'href="/?page=2">next</a>' in text
    assert "previous" not in text
    shown, text = listed("/?page=3")
    assert shown == names[200:]
    assert "games 201–250 of 250 (page 3 of 3)" in text
    assert 'href="/?page=2">previous</a>' in text
    assert "next</a>" not in text
    # An address's page that is not one: the nearest there is.
    assert listed("/?page=99")[0] == names[200:]
    assert listed(f"/?page={'9' * 400}")[0] == names[200:]
    for odd in ("0", "-4", "two", "", "9" * 5000):
        assert listed(f"/?page={odd}")[0] == names[:100]
    # One page: no page links.
    small = _client(_small(tmp_path))
    assert 'id="pages"' not in small.get("/", headers={"X-Fishsolve": "1"}).text


def test_a_long_made_up_name_is_cut_in_its_404(games: Path) -> None:
    # The page repeated the whole name (a 4,000-character address, a 4 KB page).
    client = _client(games)
    name = "a" * 4000 + ".fish"
    for url in (f"/game/{name}", f"/review/{name}", f"/table/{name}"):
        page = client.get(url, headers={"X-Fishsolve": "1"})
        assert page.status_code == 404
        assert "(4005 characters)" in page.text
        assert len(page.text) < 1500


def _small(tmp_path: Path) -> Path:
    folder = tmp_path / "small"
    folder.mkdir()
    (folder / "friday.fish").write_text(FRIDAY)
    return folder


@pytest.mark.parametrize("port", ["65536", "99999", "99999999999999999999999"])
def test_a_port_past_65535_is_refused_in_one_line(games: Path, port: str) -> None:
    # It reached the socket: a traceback ("OverflowError: bind(): port must be 0-65535").
    result = CliRunner().invoke(cli, ["serve", str(games), "--port", port])
    assert result.exit_code == 2
    assert result.stderr == (
        f"fishsolve serve: --port {port}: expected a whole number from 0 to 65535\n"
    )


# -- a killed server --------------------------------------------------------------------------


@pytest.fixture
def served(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[subprocess.Popen[str], str]]:
    # Its private folder in the test's own temporary folders: killed, the server cannot remove it.
    private = tmp_path_factory.mktemp("serve-private")
    child = subprocess.Popen(
        [sys.executable, "-m", "fishsolve", "serve", str(tmp_path), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": str(private)},
    )
    assert child.stdout is not None
    found = re.search(r"(http://\S+)", child.stdout.readline())
    assert found is not None
    yield child, found.group(1).rstrip("/")
    if child.poll() is None:
        child.kill()
    child.wait()
    child.stdout.close()


def _post(url: str, fields: dict[str, str]) -> dict[str, Any]:
    request = urllib.request.Request(
        url, data=urllib.parse.urlencode(fields).encode(), headers=PAGE, method="POST"
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        answer: dict[str, Any] = json.loads(response.read())
        return answer


def test_answers_on_a_kept_alive_connection_wait_for_no_delayed_ack(
    served: tuple[subprocess.Popen[str], str],
) -> None:
    """A browser keeps its connection: an answer's body must not wait for the ACK of its headers
    (Nagle's algorithm against the client's delayed ACK: 40 ms an answer on Linux)."""
    _, base = served
    address = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname or "", address.port, timeout=10)
    times = []
    for _ in range(6):
        start = time.perf_counter()
        connection.request("GET", "/static/serve.css")
        response = connection.getresponse()
        assert response.status == 200
        response.read()
        times.append(time.perf_counter() - start)
    connection.close()
    assert min(times) < 0.025, times


@pytest.mark.parametrize("seed", [4])
def test_sigkill_while_writing_loses_no_line_answered_as_added(
    tmp_path: Path, served: tuple[subprocess.Popen[str], str], seed: int
) -> None:
    """The server killed at a random instant while a page types a whole game, line by line."""
    child, base = served
    head, events = _split(FULL)
    lines = [*head, *events]
    intended = "".join(line + "\n" for line in lines)
    path = tmp_path / "crash.fish"
    added: list[str] = []
    rng = random.Random(seed)
    target = rng.randrange(len(head) + 3, len(lines) - 3)

    def feed() -> None:
        version = "new"
        try:
            for line in lines:
                answer = _post(f"{base}/game/crash.fish/line", {"text": line, "version": version})
                assert answer["ok"], answer
                version = answer["version"]
                added.append(line)
        except (OSError, urllib.error.URLError, http.client.HTTPException):
            return  # the server was killed (before, or while, it answered)

    writer = threading.Thread(target=feed)
    writer.start()
    deadline = time.monotonic() + 60
    while len(added) < target and time.monotonic() < deadline and writer.is_alive():
        time.sleep(0.001)
    time.sleep(rng.uniform(0, 0.02))  # a random instant, most likely inside a write
    child.send_signal(signal.SIGKILL)
    child.wait()
    writer.join()
    assert 0 < len(added) < len(lines)  # killed inside the game
    text = path.read_text()
    answered = "".join(line + "\n" for line in added)
    # Every line answered as added is on disk; at most the line in flight besides.
    assert text in (answered, answered + lines[len(added)] + "\n")
    assert intended.startswith(text)
    assert check_file(path).ok
