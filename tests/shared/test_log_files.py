"""notation.load.log_files: which files a directory of games stands for (match: one folder;
season: the folder and those below it), in which order, and the one-line errors."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fishsolve.errors import UsageError
from fishsolve.literature.reports.match import match_files
from fishsolve.season.load import season_files
from fishsolve.text.reading import log_files


def _tree(root: Path) -> None:
    for name in ("b.fish", "a.JSON", "notes.txt", "sub/c.fish", "sub/deeper/d.json", "sub/e.md"):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")


def test_a_folder_is_its_logs_by_name_and_recursive_adds_those_below(tmp_path: Path) -> None:
    _tree(tmp_path)
    names = [p.relative_to(tmp_path).as_posix() for p in log_files([tmp_path])]
    assert names == ["a.JSON", "b.fish"]
    deep = [p.relative_to(tmp_path).as_posix() for p in log_files([tmp_path], recursive=True)]
    assert deep == ["a.JSON", "b.fish", "sub/c.fish", "sub/deeper/d.json"]
    assert match_files([tmp_path]) == log_files([tmp_path])
    assert season_files([tmp_path]) == log_files([tmp_path], recursive=True)


def test_files_keep_the_order_given_and_stdin_is_a_file(tmp_path: Path) -> None:
    _tree(tmp_path)
    given: list[str | Path] = [tmp_path / "b.fish", "-", tmp_path / "notes.txt"]
    assert log_files(given) == [tmp_path / "b.fish", Path("-"), tmp_path / "notes.txt"]


def test_a_missing_path_or_nothing_at_all_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="nowhere: no such file or directory"):
        log_files([tmp_path / "nowhere"])
    with pytest.raises(UsageError, match="no games given"):
        log_files([])


def test_a_folder_without_logs_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "empty" / "below").mkdir(parents=True)
    (tmp_path / "empty" / "below" / "x.txt").write_text("x")
    with pytest.raises(
        UsageError, match=r"empty: no \.fish or \.json game logs in this directory$"
    ):
        log_files([tmp_path / "empty"])
    with pytest.raises(UsageError, match="or below it"):
        log_files([tmp_path / "empty"], recursive=True)


def test_a_folder_1100_levels_deep_is_walked_without_recursion(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 30 (Medium 6): pathlib's rglob raised RecursionError here. Made a level at a time
    # (one mkdir of the whole path is refused as too long on some systems).
    monkeypatch.chdir(tmp_path)
    for _ in range(1100):
        os.mkdir("d")
        os.chdir("d")
    Path("g.fish").write_text("# a log\n", encoding="utf-8")
    deep = tmp_path.joinpath(*["d"] * 1100)
    (tmp_path / "loop").symlink_to(tmp_path)  # a cycle, not followed
    try:
        assert log_files([tmp_path], recursive=True) == [deep / "g.fish"]
    finally:
        # Removed here, deepest first: pytest's own clean-up of old temporary folders uses
        # shutil.rmtree, which recurses once a level and fails 1,100 levels down.
        (deep / "g.fish").unlink()
        for depth in range(1100, 0, -1):
            tmp_path.joinpath(*["d"] * depth).rmdir()
