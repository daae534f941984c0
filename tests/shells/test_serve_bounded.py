"""What `fishsolve serve` keeps between requests is bounded (fishsolve/serve/kept.py): every game
name, seat and version is chosen by whoever sends the request, so a page (or anyone holding the
link) asking for thousands of made-up games or seats, or a long game reviewed after every line,
must not grow the server's memory with them. A game dropped from memory is read again from its
file, and two of its objects alive at once still take its lines one at a time."""

from __future__ import annotations

import gc
import threading
import tracemalloc
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the serve extra is not installed")
pytest.importorskip("httpx2", reason="Starlette's TestClient needs httpx2 (the dev extra)")

from starlette.testclient import TestClient

from fishsolve.live.session import MOST_LINE_BYTES
from fishsolve.serve import app as served
from fishsolve.serve import game as games_module
from fishsolve.serve.app import Games, create_app
from fishsolve.serve.folder import KEPT_SUMMARIES, Folder
from fishsolve.serve.game import View
from fishsolve.serve.kept import Kept

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text()
PAGE = {"X-Fishsolve": "1"}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    games = tmp_path / "games"
    games.mkdir()
    (games / "friday.fish").write_text(FRIDAY)
    (tmp_path / "private").mkdir()
    return games


def test_kept_drops_the_least_recently_used() -> None:
    kept: Kept[int, str] = Kept(3)
    for i in range(10):
        kept.put(i, str(i))
        assert kept.get(0) == "0"  # read each time: the most recently used, never dropped
    assert len(kept) == 3
    assert list(kept.keys()) == [8, 9, 0]
    assert kept.get(5) is None
    assert 5 not in kept
    with pytest.raises(ValueError, match="at least one"):
        Kept(0)


def test_made_up_game_names_keep_only_the_last_games(folder: Path) -> None:
    games = Games(Folder(folder), folder.parent / "private")
    first = games["friday.fish"]
    for i in range(3 * served.KEPT_GAMES):
        games[f"made-up-{i}.fish"]
    assert len(games._games) == served.KEPT_GAMES
    again = games["friday.fish"]
    assert again is not first  # dropped, made again from the file
    assert again.lock is first.lock  # while the first is alive, the two share the file's lock
    assert again.state(View()).version == first.state(View()).version


def test_views_and_reviews_keep_only_the_last_ones(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sessions (one per view a page asked for) and review pages (one per version of the log)
    are kept to their sizes, here made small; a dropped view is opened again from the file."""
    monkeypatch.setattr(games_module, "KEPT_SESSIONS", 2)
    monkeypatch.setattr(served, "KEPT_REVIEWS", 3)
    games = Games(Folder(folder), folder.parent / "private")
    game = games["friday.fish"]
    for seat in ("Asha", "public", None, "Asha"):
        assert game.state(View(seat)).report is not None
        assert len(game.sessions) <= 2
    assert list(game.sessions.keys()) == [None, "Asha"]
    lines = FRIDAY.splitlines()
    start = lines.index("") + 1
    pages = set()
    for end in range(start + 1, start + 7):
        (folder / "friday.fish").write_text("\n".join(lines[:end]) + "\n")
        pages.add(games.review("friday.fish"))
        assert len(games._reviews) <= 3
    assert len(pages) == 6  # six versions reviewed, three pages kept
    assert len(games._reviews) == 3


def test_summaries_are_kept_for_files_only(folder: Path) -> None:
    listed = Folder(folder)
    for i in range(50):
        assert listed.summary(f"none-{i}.fish").error == "no such file"
    listed.summary("friday.fish")
    assert len(listed._summaries) == 1 <= KEPT_SUMMARIES


def test_the_server_s_memory_stays_flat_under_made_up_names_and_seats(folder: Path) -> None:
    """Through HTTP: a second round of 120 made-up games and seats leaves next to nothing more
    allocated by fishsolve's own code than the first did (kept as before, each game took about
    3 KB and each view 0.7 KB: a round, 0.4 MB). Only fishsolve's allocations are counted: the
    libraries' own bounded caches (rich's cell widths) fill at their own pace."""
    client = TestClient(create_app(Folder(folder), folder.parent / "private"))
    ours = [tracemalloc.Filter(True, "*/fishsolve/*")]

    def ask(start: int, stop: int) -> int:
        for i in range(start, stop):
            assert client.get(f"/game/g{i}.fish", headers=PAGE).status_code == 200
            client.get(f"/game/friday.fish/state?seat=S{i}", headers=PAGE)
        gc.collect()
        if not tracemalloc.is_tracing():
            return 0
        snapshot = tracemalloc.take_snapshot().filter_traces(ours)
        return sum(stat.size for stat in snapshot.statistics("filename"))

    ask(0, 50)
    tracemalloc.start()
    try:
        first = ask(50, 170)
        second = ask(170, 290)
    finally:
        tracemalloc.stop()
    assert second - first < 100_000


def test_two_game_objects_of_one_file_take_lines_one_at_a_time(folder: Path) -> None:
    """A game dropped from memory while a request still holds it, and made again for another:
    both hold the file's one lock, so a line is checked and written under it."""
    games = Games(Folder(folder), folder.parent / "private")
    old = games["friday.fish"]
    for i in range(served.KEPT_GAMES):
        games[f"other-{i}.fish"]
    new = games["friday.fish"]
    assert new is not old
    took: list[str] = []

    def write() -> None:
        with new.lock:
            took.append("new")

    with old.lock:
        waiting = threading.Thread(target=write)
        waiting.start()
        waiting.join(0.2)
        assert took == []  # the new object waits for the old one's line
    waiting.join(2)
    assert took == ["new"]


def test_a_line_too_large_is_refused_before_it_is_read_whole(folder: Path) -> None:
    """A request past MOST_LINE_BYTES (a paste gone wrong) is answered 413 with one line, the log
    untouched; a line just under it is read and answered as any line (refused by the log's
    checks, not by its size)."""
    client = TestClient(create_app(Folder(folder), folder.parent / "private"))
    before = (folder / "friday.fish").read_bytes()
    page = client.get("/game/friday.fish", headers=PAGE).text
    version = page.split('data-version="', 1)[1].split('"', 1)[0]
    huge = client.post(
        "/game/friday.fish/line",
        data={"text": "x" * (MOST_LINE_BYTES + 1), "version": version},
        headers=PAGE,
    )
    assert huge.status_code == 413
    assert huge.text == "refused: a line is at most 64 KB"
    assert (folder / "friday.fish").read_bytes() == before
    fits = client.post(
        "/game/friday.fish/line",
        data={"text": "Asha asks " + "x" * 60_000, "version": version},
        headers=PAGE,
    )
    assert fits.status_code == 200
    assert fits.json()["ok"] is False
    assert (folder / "friday.fish").read_bytes() == before
