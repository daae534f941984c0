"""`fishsolve live`'s undo and redo (issue 30): after a refused line, ``undo`` takes back the
last event the log holds and names it; ``redo`` puts back what the last undo took, byte for byte,
until a line is added; an undo or redo with nothing to take is a refused line (exit code 1)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.families import open_live
from fishsolve.literature.reports.check import check_file

ROOT = Path(__file__).resolve().parent.parent
FRIDAY = (ROOT / "samples" / "friday-club.fish").read_text()
FISH = ROOT / "samples" / "gofish" / "go-fish-family.fish"


def test_undo_after_a_refused_line_names_the_event_and_redo_puts_it_back(tmp_path: Path) -> None:
    text = FRIDAY.replace("\n", "\r\n")  # the file's own line ends are kept
    path = tmp_path / "friday.fish"
    path.write_bytes(text.encode())
    session = open_live(path, "Asha")
    assert session.feed("Asha asks Ben for 9S: no  # a guess").ok
    assert session.feed("# a comment on its own line").ok
    full = path.read_bytes()
    before = session.feed("Ben asks Asha for 9X: no")  # refused: never in the file
    assert not before.ok
    undone = session.feed("undo")
    assert (undone.kind, undone.line) == ("undo", 12)  # the last event, not the refused line
    assert undone.text == "Asha asks Ben for 9S: no  # a guess"
    assert path.read_bytes() == text.encode()
    redone = session.feed("redo")
    assert redone.ok, redone.error
    assert (redone.kind, redone.line) == ("redo", 12)
    assert redone.report is not None
    assert redone.report.at == session.events
    assert redone.changes is not None  # checked and analysed again, as typed
    assert path.read_bytes() == full  # the comment after it comes back too
    assert check_file(path).ok
    step = session.feed("redo")
    assert not step.ok
    assert "nothing to redo" in str(step.error)


def test_redo_goes_back_in_order_and_a_new_line_ends_it(tmp_path: Path) -> None:
    path = tmp_path / "friday.fish"
    path.write_text(FRIDAY)
    session = open_live(path, "Asha")
    cuts = [path.read_text()]
    for _ in range(3):
        assert session.feed("undo").ok
        cuts.append(path.read_text())
    for expected in reversed(cuts[:-1]):
        assert session.feed("redo").ok
        assert path.read_text() == expected
    assert session.feed("undo").ok
    assert session.feed("# a new line").ok
    step = session.feed("redo")
    assert not step.ok
    assert path.read_text() == cuts[1] + "# a new line\n"
    # A refused line does not end it: what was undone is still next.
    assert session.feed("undo").ok  # takes the last event (and the comment after it)
    assert not session.feed("Ben asks Asha for 9X: no").ok
    assert session.feed("redo").ok
    assert path.read_text() == cuts[1] + "# a new line\n"


def test_redo_in_a_go_fish_family_log(tmp_path: Path) -> None:
    lines = FISH.read_text().splitlines()
    cut = lines.index("") + 1
    path = tmp_path / "g.fish"
    path.write_text("\n".join(lines[: cut + 3]) + "\n")
    session = open_live(path, "Asha")
    full = path.read_text()
    assert session.feed("undo").ok
    assert session.feed("redo").kind == "redo"
    assert path.read_text() == full


def test_nothing_to_undo_or_redo_is_a_refused_line_and_exit_code_1(tmp_path: Path) -> None:
    path = tmp_path / "g.fish"
    path.write_text("players: Asha Ben Cara Dev Eli Fay\n")
    for word in ("undo", "redo"):
        result = CliRunner().invoke(app, ["live", str(path), "--json"], input=f"# ok\n{word}\n")
        docs = [json.loads(line) for line in result.output.splitlines()]
        assert [d["kind"] for d in docs] == ["open", "comment", "refused"]
        assert f"nothing to {word}" in docs[-1]["error"]["message"]
        assert result.exit_code == 1
    result = CliRunner().invoke(
        app, ["live", str(path), "--plain"], input="Ben asks Cara for 9C: no\nundo\nredo\n"
    )
    assert result.exit_code == 0, result.output
    assert "undone: line 4: Ben asks Cara for 9C: no  (redo puts it back)" in result.output
    assert "redone: line 4: Ben asks Cara for 9C: no" in result.output
