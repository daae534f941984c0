"""Writing files whole or not at all (fishsolve/files.py)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from fishsolve import OptionError
from fishsolve.files import write_atomic


def test_writes_the_whole_text_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "game.fish"
    write_atomic(target, "players: A B C D E F\n")
    write_atomic(target, "players: Asha Ben Cara Dev Eli Fay\n")  # replaces, never appends
    assert target.read_text(encoding="utf-8") == "players: Asha Ben Cara Dev Eli Fay\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.fish"]


def test_the_file_gets_the_mode_a_plain_write_would(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        write_atomic(tmp_path / "a.txt", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.txt").stat().st_mode) == 0o640


def test_an_unwritable_place_is_one_error_and_the_old_file_stays(tmp_path: Path) -> None:
    with pytest.raises(OptionError, match="cannot write"):
        write_atomic(tmp_path / "missing" / "x.fish", "text")
    target = tmp_path / "kept.fish"
    target.write_text("old", encoding="utf-8")
    # A directory where the file should be: the rename fails, the temporary file is removed.
    blocker = tmp_path / "dir.fish"
    blocker.mkdir()
    with pytest.raises(OptionError, match="cannot write"):
        write_atomic(blocker, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir.fish", "kept.fish"]


def test_an_exclusive_write_never_replaces_a_file(tmp_path: Path) -> None:
    target = tmp_path / "game-1.fish"
    write_atomic(target, "first\n", exclusive=True)
    assert target.read_text(encoding="utf-8") == "first\n"
    # Another run wrote the file in the meantime: the second write fails loudly, and keeps it.
    with pytest.raises(OptionError, match="exists already; not overwritten"):
        write_atomic(target, "second\n", exclusive=True)
    assert target.read_text(encoding="utf-8") == "first\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game-1.fish"]


def test_check_target_refuses_an_existing_file_the_input_and_a_name_not_utf8(
    tmp_path: Path,
) -> None:
    from fishsolve.files import check_target

    game = tmp_path / "game.fish"
    game.write_text("players: A B C D E F\n", encoding="utf-8")
    check_target(tmp_path / "new.html", "html")  # a new file is fine
    with pytest.raises(OptionError, match="exists; use force to overwrite it"):
        check_target(game, "html")
    link = tmp_path / "link.html"
    os.link(game, link)  # the same file by another name: refused even with force
    with pytest.raises(OptionError, match="is the input file; choose another html"):
        check_target(link, "html", force=True, inputs=[game])
    bad = Path(os.fsdecode(os.fsencode(tmp_path) + b"/r\xff.html"))
    with pytest.raises(OptionError, match=r"r\\xff.html: the name is not UTF-8"):
        check_target(bad, "html")
    # A folder: named for what it is, with or without force (it was "exists; use --force", then
    # with --force "cannot write (Is a directory)").
    for force in (False, True):
        with pytest.raises(OptionError, match="is a directory; give html a file's name"):
            check_target(tmp_path, "html", force=force)


def test_an_interrupt_mid_write_leaves_neither_file_nor_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "game.fish", "players: A B C D E F\n")
    assert list(tmp_path.iterdir()) == []
