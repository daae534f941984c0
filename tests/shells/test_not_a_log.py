"""What is named like a log but is none — a FIFO, a device, a file past 8 MiB — is refused by
every command that reads logs, `live` and `serve` included, in one line and without reading it:
a FIFO used to hang `fishsolve live` (and a request to `fishsolve serve`) until someone wrote
into it, `/dev/zero` to fill the memory until a MemoryError, and `live` read any file whole."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from clirun import run_process

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text(encoding="utf-8")


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = tmp_path / "pipe.fish"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", ["check", "analyze", "live"])
def test_a_fifo_is_refused_not_waited_on(command: str, fifo: Path) -> None:
    done = run_process(command, fifo)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{fifo}: is a FIFO (named pipe), not a game log (a regular file)\n"


@pytest.mark.parametrize("command", [("match",), ("review", "--season"), ("review",)])
def test_a_fifo_among_games_is_named_for_what_it_is(command: tuple[str, ...], fifo: Path) -> None:
    # It was "no such file or directory", for a file that is there.
    done = run_process(*command, fifo, ROOT / "samples" / "friday-club.fish")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{fifo}: is a FIFO (named pipe), not a game log (a regular file)\n"


def test_live_refuses_a_device_and_a_log_past_8_mib(tmp_path: Path) -> None:
    done = run_process("live", "/dev/zero")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "/dev/zero: is a character device, not a game log (a regular file)\n"
    big = tmp_path / "big.fish"
    text = FRIDAY + "# " + "x" * (8 * 1024 * 1024) + "\n"
    big.write_text(text, encoding="utf-8")
    done = run_process("live", big)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{big}: larger than 8 MiB; a game log is a smaller text file\n"
    assert big.read_text(encoding="utf-8") == text


def test_serve_answers_404_for_a_fifo_or_a_huge_file_without_reading_them(tmp_path: Path) -> None:
    pytest.importorskip("starlette", reason="the serve extra is not installed")
    pytest.importorskip("httpx2", reason="Starlette's TestClient needs httpx2 (the dev extra)")
    from starlette.testclient import TestClient

    from fishsolve.serve.app import create_app
    from fishsolve.serve.folder import Folder

    games = tmp_path / "games"
    games.mkdir()
    (games / "friday.fish").write_text(FRIDAY, encoding="utf-8")
    os.mkfifo(games / "pipe.fish")
    with (games / "huge.fish").open("wb") as huge:
        huge.truncate(9 * 1024 * 1024)  # sparse: 9 MiB of zero bytes, not written
    client = TestClient(create_app(Folder(games), tmp_path / "private"))
    answers: dict[str, tuple[int, str]] = {}

    def ask() -> None:
        for name in ("pipe.fish", "huge.fish"):
            for url in (f"/game/{name}", f"/game/{name}/state", f"/review/{name}"):
                got = client.get(url, headers={"X-Fishsolve": "1"})
                answers[url] = (got.status_code, got.text)
        got = client.get("/", headers={"X-Fishsolve": "1"})
        answers["/"] = (got.status_code, got.text)

    asking = threading.Thread(target=ask, daemon=True)
    asking.start()
    asking.join(timeout=60)
    assert not asking.is_alive(), "a request hung on the FIFO"
    home = answers.pop("/")
    assert home[0] == 200
    assert "friday.fish" in home[1]
    assert "pipe.fish" not in home[1]
    assert "huge.fish" in home[1]
    assert "larger than 8 MiB" in home[1]
    for url, (status, page) in answers.items():
        assert status == 404, url
        if "pipe" in url:
            assert "is a FIFO (named pipe), not a game log" in page, url
        else:
            assert "larger than 8 MiB" in page, url
