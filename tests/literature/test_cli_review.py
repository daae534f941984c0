"""`fishsolve review` on the command line: exit codes, stdout and stderr apart, the files."""

from __future__ import annotations

import json
import os
from pathlib import Path

from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
FULL = ROOT / "samples" / "full-deal-six.fish"


def _short_game(tmp_path: Path) -> Path:
    """The first three events of the full-deal sample, with a comment that looks like markup."""
    lines = FULL.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if " asks " in line)
    body = [*lines[:first], *lines[first : first + 3]]
    body[first + 2] += "  # </script><img src=x onerror=alert(1)>"
    path = tmp_path / "short.fish"
    path.write_text("\n".join(body) + "\n", encoding="utf-8")
    return path


def test_review_json_is_one_document(tmp_path: Path) -> None:
    game = _short_game(tmp_path)
    code, out, err = invoke("review", game, "--json", "--jobs", "1")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["full_deal"] is True
    assert [e["number"] for e in data["events"]] == [1, 2, 3]
    assert data["perspectives"] == ["Maya", "Nico", "Priya", "Omar", "Lena", "Tom"]
    assert data["events"][2]["comments"] == ["</script><img src=x onerror=alert(1)>"]
    first = data["events"][0]["ask"]
    assert first["asker"] == "Omar"
    assert first["information"]["bits"] > 0
    assert {s["name"] for s in data["teams_summary"]} == {"team A", "team B"}


def test_review_table_and_html(tmp_path: Path) -> None:
    game = _short_game(tmp_path)
    page = tmp_path / "report.html"
    code, out, err = invoke("review", game, "--html", page, "--jobs", "1")
    assert (code, err) == (0, "")
    assert "Timeline" in out
    assert "Summary" in out
    assert f"Wrote {page}" in out.replace("\n", "")
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>")
    assert "<img" not in text


def test_review_errors_are_one_red_line(tmp_path: Path) -> None:
    code, out, err = invoke("review", tmp_path / "missing.fish")
    assert (code, out) == (1, "")
    assert err.strip().endswith("no such file")
    assert len(err.strip().splitlines()) == 1
    game = _short_game(tmp_path)
    code, out, err = invoke("review", game, "--html", game)
    assert (code, out) == (1, "")
    assert "is the input file" in err


def test_review_html_never_overwrites_without_force_nor_the_input_by_any_name(
    tmp_path: Path,
) -> None:
    game = _short_game(tmp_path)
    log = game.read_text(encoding="utf-8")
    page = tmp_path / "report.html"
    page.write_text("keep me", encoding="utf-8")
    code, out, err = invoke("review", game, "--html", page, "--jobs", "1")
    assert (code, out, err) == (1, "", f"{page}: exists; use --force to overwrite it\n")
    assert page.read_text(encoding="utf-8") == "keep me"
    code, out, err = invoke("review", game, "--html", page, "--jobs", "1", "--force")
    assert (code, err) == (0, "")
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    # A hard link to the game log is the log itself: refused, even with --force.
    link = tmp_path / "link.html"
    os.link(game, link)
    code, out, err = invoke("review", game, "--html", link, "--jobs", "1", "--force")
    assert (code, out, err) == (1, "", f"{link}: is the input file; choose another --html\n")
    assert game.read_text(encoding="utf-8") == log


def test_review_html_to_a_name_that_is_not_utf8_is_one_line(tmp_path: Path) -> None:
    game = _short_game(tmp_path)
    bad = Path(os.fsdecode(os.fsencode(tmp_path) + b"/r\xff.html"))
    code, out, err = invoke("review", game, "--html", bad, "--jobs", "1")
    assert (code, out) == (1, "")
    assert err == f"--html {tmp_path}/r\\xff.html: the name is not UTF-8; choose another\n"
    assert list(tmp_path.iterdir()) == [game]


def test_an_unfinished_game_has_a_score_so_far_not_a_final_score(tmp_path: Path) -> None:
    """Issue 30, 9: `check` says friday-club.fish is "in progress, Asha's turn"; the review said
    "final score A 1 – B 0". It says the game is unfinished, in the terminal, the JSON and the
    page."""
    game = ROOT / "samples" / "friday-club.fish"
    page = tmp_path / "r.html"
    code, out, err = invoke("review", game, "--jobs", "1", "--html", page)
    assert (code, err) == (0, "")
    assert "final score" not in out
    assert "unfinished (Asha's turn), score so far A 1 – B 0" in " ".join(out.split())
    html = page.read_text(encoding="utf-8")
    assert "final score" not in html
    assert "unfinished (Asha's turn), score so far A 1 : B 0" in html
    data = json.loads(invoke("review", game, "--json", "--jobs", "1")[1])
    assert (data["over"], data["turn"], data["score"]) == (False, "Asha", {"A": 1, "B": 0})
    code, out, _ = invoke("review", FULL, "--jobs", "1")
    assert code == 0
    assert "full-deal-six.fish: final score A 3 – B 5" in " ".join(out.split())
