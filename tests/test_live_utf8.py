"""`fishsolve live` and text UTF-8 cannot hold (issue 30, item 5): a byte of another encoding on
stdin, a lone surrogate given through the library, a byte typed on the screen's terminal. Each is
one error for its line (or a line on the screen) and never a traceback; nothing of it is written."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.errors import UsageError
from fishsolve.families import open_live
from fishsolve.literature.live.session import LiteratureSession

HEAD = "players: Asha Ben Cara Dev Eli Fay\n"


def test_a_byte_not_utf8_on_stdin_is_one_refused_line(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    typed = b"# caf\xe9\n# plain\n"
    result = CliRunner().invoke(app, ["live", str(path), "--plain"], input=typed)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == 1  # a line was refused
    assert "line 2: not added" in result.output
    assert "g.fish:2:6: byte 0xE9 is not UTF-8" in result.output
    assert "Traceback" not in result.output
    assert path.read_text() == HEAD + "# plain\n"  # the next line goes on


def test_a_byte_not_utf8_in_json_mode_is_a_refused_document(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    result = CliRunner().invoke(app, ["live", str(path), "--json"], input=b"Asha asks B\xe9n\n")
    assert result.exit_code == 1
    docs = [json.loads(line) for line in result.stdout_bytes.decode("utf-8").splitlines()]
    assert [d["kind"] for d in docs] == ["open", "refused"]
    assert docs[1]["text"] == "Asha asks B\\xe9n"  # shown, not echoed as a bad byte
    assert docs[1]["error"]["column"] == 12
    assert path.read_text() == HEAD


@pytest.mark.parametrize("text", ["# \ud800", "# caf\udce9", "Asha asks Ben for 2C: no # \udfff"])
def test_a_lone_surrogate_never_reaches_the_file(tmp_path: Path, text: str) -> None:
    """The library refuses it (a JSON string may hold one: ``"\\ud800"``), in an open log and
    in a log still taking its headers."""
    path = tmp_path / "g.fish"
    path.write_text(HEAD)
    step = open_live(path).feed(text)
    assert not step.ok
    assert "UTF-8" in str(step.error)
    step.text.encode("utf-8")  # what is shown of it can be printed
    assert path.read_text() == HEAD
    new = tmp_path / "new.fish"
    session = open_live(new)
    assert not session.feed(text).ok
    assert session.feed("players: A B C D E F").ok
    assert new.read_text() == "players: A B C D E F\n"  # the refused comment was not kept


def test_a_header_holding_a_lone_surrogate_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    with pytest.raises(UsageError, match="UTF-8"):
        LiteratureSession.create(path, HEAD + "# \ud800\n")
    assert not path.exists()
    assert not list(tmp_path.iterdir())  # no temporary file either


def test_a_byte_not_utf8_typed_on_the_screen_is_left_out_and_said(tmp_path: Path) -> None:
    """The screen's terminal driver reads 0xE9 (é in Latin-1) among UTF-8 keys: the other keys
    reach the input line, the byte is named in the history, the screen goes on. Textual's own
    driver raised UnicodeDecodeError in its input thread and ended the screen with a traceback."""
    pytest.importorskip("textual")
    from textual.widgets import Input, RichLog

    from fishsolve.cli.screen import LiveScreen
    from fishsolve.cli.terminal import terminal_driver

    driver_class = terminal_driver()
    if driver_class is None:
        pytest.skip("a POSIX terminal driver")
    path = tmp_path / "g.fish"
    path.write_text(HEAD)

    async def run() -> tuple[str, str, object]:
        screen = LiveScreen(open_live(path))
        async with screen.run_test(size=(100, 30)) as pilot:
            read, write = os.pipe()
            kept = {sig: signal.getsignal(sig) for sig in (signal.SIGTSTP, signal.SIGCONT)}
            driver = driver_class(screen)  # it sets handlers of its own for Ctrl+Z
            driver.fileno = read
            thread = threading.Thread(target=driver._run_input_thread)
            thread.start()
            try:
                os.write(write, "# caf\xe9 au lait ".encode("latin-1") + "ñ".encode())
                await pilot.pause(0.3)
            finally:
                driver.exit_event.set()
                thread.join()
                os.close(write)
                os.close(read)
                for sig, handler in kept.items():
                    signal.signal(sig, handler)
            await pilot.pause()
            history = "\n".join(s.text for s in screen.query_one("#history", RichLog).lines)
            return screen.query_one(Input).value, history, screen._exception

    value, history, failed = asyncio.run(run())
    assert failed is None
    assert value == "# caf au lait ñ"
    assert "typed byte 0xE9 not UTF-8: left out" in history
