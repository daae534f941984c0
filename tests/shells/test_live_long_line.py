"""A line longer than a live session takes (64 KB: a paste gone wrong) is refused in one line,
the log untouched, and `fishsolve live` never holds it whole: it reads at most 64 KB + 1 bytes
of a line, the rest a piece at a time, dropped (it read a line of any size into memory)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.cli.live import _typed
from fishsolve.live.session import MOST_LINE_BYTES

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text()


def test_a_line_past_64_kb_is_refused_and_the_next_one_taken(tmp_path: Path) -> None:
    path = tmp_path / "friday.fish"
    typed = FRIDAY.splitlines()
    head, event = typed[:5], typed[5]
    path.write_text("".join(line + "\n" for line in head if line))
    before = path.read_text()
    huge = "Cara asks Ben for 9D: no # " + "x" * (MOST_LINE_BYTES + 10)
    result = CliRunner().invoke(app, ["live", str(path), "--json"], input=f"{huge}\n{event}\n")
    docs = [json.loads(line) for line in result.output.splitlines()]
    assert [d["kind"] for d in docs] == ["open", "refused", "event"]
    assert docs[1]["error"]["message"] == "refused: a line is at most 64 KB"
    assert len(docs[1]["text"]) < 100
    assert path.read_text() == before + event + "\n"
    # Exactly 64 KB (in UTF-8, a two-byte letter counted twice) still reaches the log's checks.
    fits = "# " + "é" * ((MOST_LINE_BYTES - 2) // 2)
    assert len(fits.encode()) <= MOST_LINE_BYTES
    result = CliRunner().invoke(app, ["live", str(path), "--json"], input=fits + "\n")
    docs = [json.loads(line) for line in result.output.splitlines()]
    assert [d["kind"] for d in docs] == ["open", "comment"]


class _Counting(io.BytesIO):
    """Standard input's bytes, each readline's limit written down."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.asked: list[int | None] = []

    def readline(self, size: int | None = -1) -> bytes:
        self.asked.append(size)
        return super().readline(size)


def test_the_command_reads_a_long_line_a_piece_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    data = b"y" * (5 * MOST_LINE_BYTES + 7) + b"\nnext\n"
    stdin = _Counting(data)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(stdin))
    first = _typed()
    assert len(first) == MOST_LINE_BYTES + 1  # what the session refuses
    assert _typed() == "next\n"  # the rest of the long line was dropped
    assert _typed() == ""
    assert all(size is not None and 0 < size <= MOST_LINE_BYTES + 1 for size in stdin.asked)
