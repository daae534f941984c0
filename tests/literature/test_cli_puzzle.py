"""`fishsolve puzzle make` and `fishsolve puzzle check` on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve.errors import OptionError

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "tests" / "puzzles"
CORPUS = PUZZLES / "corpus"


@pytest.mark.slow
def test_make_writes_the_puzzle_and_its_pages(tmp_path: Path) -> None:
    args = ("puzzle", "make", "--count", "2", "--seed", "7", "--difficulty", "easy")
    code, out, err = invoke(*args, "--kind", "holder", "--players", "6", "--out", tmp_path)
    assert (code, err) == (0, "")
    names = ["holder-easy-6p-s7-001", "holder-easy-6p-s7-002"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{n}{ext}" for n in names for ext in (".fish", ".md", ".html")
    )
    for name in names:
        # The same seed gives the same files as the checked-in corpus, byte for byte.
        made = (tmp_path / f"{name}.fish").read_text(encoding="utf-8")
        assert made == (CORPUS / f"{name}.fish").read_text(encoding="utf-8")
        assert name in out
        page = (tmp_path / f"{name}.md").read_text(encoding="utf-8")
        assert page.startswith(f"# Puzzle {name}\n")
        assert "## Solution" in page
        assert (tmp_path / f"{name}.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert f"Wrote 2 puzzles to {tmp_path}" in out
    # A second run does not overwrite them without --force.
    code, out, err = invoke(*args, "--kind", "holder", "--out", tmp_path)
    assert (code, out) == (1, "")
    first = f"{tmp_path}/holder-easy-6p-s7-001.fish"
    assert err.strip() == f"{first}: exists (and 5 more); use --force to overwrite it"
    code, _, err = invoke(*args, "--kind", "holder", "--out", tmp_path, "--force")
    assert (code, err) == (0, "")


def test_make_refuses_bad_options(tmp_path: Path) -> None:
    # Values no game could take: usage errors, named with their command (exit code 2).
    code, out, err = invoke("puzzle", "make", "--players", "7", "--out", tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "fishsolve puzzle make: --players 7: choose 6 or 8"
    code, out, err = invoke("puzzle", "make", "--count", "0", "--out", tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "fishsolve puzzle make: --count 0: make at least 1 puzzle"
    assert list(tmp_path.iterdir()) == []


def test_make_refuses_a_count_past_its_bound_at_once(tmp_path: Path) -> None:
    # A billion puzzles were refused only after three billion file checks (hours), then would
    # have kept every puzzle made for the listing: now the bound is checked first, exit 2.
    for count in ("100001", "1000000000"):
        code, out, err = invoke("puzzle", "make", "--count", count, "--out", tmp_path / "p")
        assert (code, out) == (2, "")
        assert err.strip() == (
            f"fishsolve puzzle make: --count {count}: at most 100,000 puzzles a run; make more "
            "in batches, each with its own --seed"
        )
    assert list(tmp_path.iterdir()) == []


def test_make_lists_the_folder_once_and_refuses_only_its_own_files(tmp_path: Path) -> None:
    from fishsolve.literature.puzzles.files import PuzzleFiles
    from fishsolve.literature.puzzles.make import PuzzleSpec

    spec = PuzzleSpec("holder", "easy", 6, 7)
    pages = (".md", ".html")
    # Names like a puzzle's that are not one of those asked for: another number's spelling,
    # a number past the count, another seed, grade or extension, a folder.
    for name in (
        "holder-easy-6p-s7-01.fish",
        "holder-easy-6p-s7-0001.md",
        "holder-easy-6p-s7-004.fish",
        "holder-easy-6p-s7-1000.html",
        "holder-easy-6p-s8-001.fish",
        "holder-hard-6p-s7-001.fish",
        "holder-easy-6p-s7-001.txt",
        "holder-easy-6p-s7-001",
        "holder-easy-6p-s7-+02.fish",
        "holder-easy-6p-s7-\u0663.fish",
    ):
        (tmp_path / name).write_text("mine", encoding="utf-8")
    (tmp_path / "holder-easy-6p-s7-002.md").mkdir()
    with pytest.raises(OptionError) as refused:
        PuzzleFiles.prepare(spec, 3, tmp_path, pages=pages)
    assert str(refused.value) == (
        f"{tmp_path}/holder-easy-6p-s7-002.md: exists; use force to overwrite it"
    )
    (tmp_path / "holder-easy-6p-s7-002.md").rmdir()
    assert PuzzleFiles.prepare(spec, 3, tmp_path, pages=pages).count == 3
    (tmp_path / "holder-easy-6p-s7-003.html").symlink_to(tmp_path / "nowhere")
    (tmp_path / "holder-easy-6p-s7-001.fish").write_text("mine", encoding="utf-8")
    with pytest.raises(OptionError) as refused:
        PuzzleFiles.prepare(spec, 3, tmp_path, pages=pages)
    assert str(refused.value) == (
        f"{tmp_path}/holder-easy-6p-s7-001.fish: exists (and 1 more); use force to overwrite it"
    )
    assert PuzzleFiles.prepare(spec, 3, tmp_path, force=True, pages=pages).force
    # Each number's name read back, and nothing else.
    assert [spec.index(spec.name(i)) for i in (0, 8, 998, 999, 123455)] == [0, 8, 998, 999, 123455]
    assert [spec.index(n) for n in ("holder-easy-6p-s7-000", "holder-easy-6p-s7-", "x")] == [
        None,
        None,
        None,
    ]


def test_check_a_good_puzzle() -> None:
    path = PUZZLES / "chain.fish"
    code, out, err = invoke("puzzle", "check", path)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"{path}: a good puzzle: legal, consistent, one answer"
    assert lines[1] == "Question: who holds KH?  (Eli's view, after event 4 (line 10))"
    assert lines[2] == "Answer: Asha holds KH  (answer key agrees)"
    assert lines[3] == "Grade: hard — a chain of 2 asker constraints for one card (lines 7, 10)"
    assert lines[-1] == "4. So Asha holds KH."


def test_check_json_is_one_document() -> None:
    code, out, err = invoke("puzzle", "check", CORPUS / "claim-medium-6p-s7-001.fish", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["ok"], data["kind"], data["key"]) == (True, "claim", "agrees")
    assert data["grade"]["level"] == "medium"
    assert data["answer"]["claims"]
    assert len(data["explanations"]) == len(data["answer"]["claims"])
    assert data["problems"] == []


def test_check_shows_a_second_answer_and_fails() -> None:
    path = PUZZLES / "not-unique.fish"
    code, out, err = invoke("puzzle", "check", path)
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == f"{path}: not a good puzzle"
    assert "Problem: the question has 3 answers: Dev, Eli or Fay may hold 9C" in out
    # Issue 30, 12: the key's Dev is the first answer; the two deals shown are the second and
    # the third (both were labelled "A second answer").
    assert "A second answer: Eli holds 9C. A deal that fits every line:" in out
    assert "A third answer: Fay holds 9C. A deal that fits every line:" in out
    assert out.count("A second answer") == 1
    code, out, err = invoke("puzzle", "check", path, "--json")
    assert (code, err) == (1, "")
    data = json.loads(out)
    assert data["ok"] is False
    assert data["answer"] is None
    assert [a["says"] for a in data["alternatives"]] == ["Eli holds 9C", "Fay holds 9C"]
    assert [a["number"] for a in data["alternatives"]] == [2, 3]
    assert all(len(cards) == 8 for cards in data["alternatives"][0]["deal"].values())


def test_without_a_key_the_answers_shown_are_the_first_and_the_second(tmp_path: Path) -> None:
    """No answer key: no answer is the first by the file, so the deals shown are answers one and
    two of the three (never "second" and "third" of a question with no first)."""
    text = (PUZZLES / "not-unique.fish").read_text(encoding="utf-8")
    path = tmp_path / "no-key.fish"
    path.write_text(text.replace("answer: Dev\n", ""), encoding="utf-8")
    code, out, err = invoke("puzzle", "check", path)
    assert (code, err) == (1, "")
    assert "Problem: the question has 3 answers: Dev, Eli or Fay may hold 9C" in out
    assert "One answer: Dev holds 9C. A deal that fits every line:" in out
    assert "A second answer: Eli holds 9C. A deal that fits every line:" in out
    assert "third" not in out


def test_check_errors_are_one_red_line(tmp_path: Path) -> None:
    sample = ROOT / "samples" / "friday-club.fish"
    code, out, err = invoke("puzzle", "check", sample)
    assert (code, out) == (1, "")
    assert err.strip().startswith(f"{sample}: no 'question:' header, so this is not a puzzle")
    assert len(err.strip().splitlines()) == 1
    bad = tmp_path / "bad.fish"
    bad.write_text("players: Asha Ben Cara Dev Eli Fay\nquestion: who has 6D\n", encoding="utf-8")
    code, out, err = invoke("puzzle", "check", bad)
    assert (code, out) == (1, "")
    assert err.startswith(f"{bad}:2:11: expected the question 'who holds CARD?'")
    code, out, err = invoke("puzzle", "check", bad, "--json")
    assert (code, err) == (1, "")
    data = json.loads(out)
    assert (data["ok"], data["error"]["kind"], data["error"]["line"]) == (False, "notation", 2)


def test_make_checks_every_page_before_writing_any(tmp_path: Path) -> None:
    # Only the Markdown page of the first puzzle is in the way: nothing is written at all.
    page = tmp_path / "holder-easy-6p-s7-001.md"
    page.write_text("my notes", encoding="utf-8")
    args = ["puzzle", "make", "--count", "1", "--seed", "7", "--difficulty", "easy"]
    code, out, err = invoke(*args, "--out", tmp_path)
    assert (code, out) == (1, "")
    assert err == f"{page}: exists; use --force to overwrite it\n"
    assert [p.name for p in tmp_path.iterdir()] == [page.name]
    assert page.read_text(encoding="utf-8") == "my notes"


# Issue 30, round 2, item E: puzzle make had no length control (a medium eight-player claim
# puzzle of 149 moves, five printed pages).
@pytest.mark.slow
def test_max_moves_bounds_the_history_a_puzzle_shows(tmp_path: Path) -> None:
    args = ("puzzle", "make", "--kind", "claim", "--players", "8", "--seed", "3", "-q")
    code, out, err = invoke(*args, "--out", tmp_path / "free")
    assert code == 0, err
    assert "105 moves" in out  # this seed's first puzzle, left to itself
    code, out, err = invoke(*args, "--max-moves", "60", "--out", tmp_path / "short")
    assert code == 0, err
    from fishsolve import read_log

    made = read_log(tmp_path / "short" / "claim-medium-8p-s3-001.fish")
    assert len(made.events) <= 60
    assert f"{len(made.events)} moves" in out


def test_max_moves_is_refused_where_it_does_not_apply(tmp_path: Path) -> None:
    code, out, err = invoke("puzzle", "make", "--max-moves", "0", "--out", tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "fishsolve puzzle make: --max-moves 0: expected a whole number, 1 or more"
    code, out, err = invoke(
        "puzzle", "make", "--game", "go-fish", "--max-moves", "10", "--out", tmp_path
    )
    assert (code, out) == (2, "")
    assert err.strip() == (
        "fishsolve puzzle make: --max-moves: not for the Go Fish family (its puzzles stop within "
        "the first 14 moves of a game)"
    )
    assert list(tmp_path.iterdir()) == []
