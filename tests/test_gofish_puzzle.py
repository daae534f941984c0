"""Go Fish family puzzles: every made puzzle passes `puzzle check` read back from its file, and its
answer holds in the real deal of the game it was cut from (played along by tests/gofish_brute.py's
own rule code); the question/answer headers round-trip through text and JSON."""

from __future__ import annotations

from pathlib import Path

import pytest
from gofish_brute import _Game

from fishsolve.errors import NotationError
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.check import check_file
from fishsolve.gofish.puzzles.make import MadeFishPuzzle, make_puzzle
from fishsolve.gofish.puzzles.page import fish_puzzle_page
from fishsolve.render.gofish_puzzle import fish_puzzle_html, fish_puzzle_markdown

GAMES = ("go-fish", "authors", "simplified-fish")


def _true_answer(made: MadeFishPuzzle) -> str:
    full, log = made.truth, made.log
    game = _Game(full, tuple(frozenset(h) for _, h in full.hands), full.stock or ())
    for e in full.events[: len(log.events)]:
        game.step(e)
    assert game.ok
    hands = {p.name: game.hands[p.index] for p in full.seating.players}
    stock = game.order[game.top :]
    q = made.report.question
    if q.startswith("how many"):
        _, _, rank, _, player, _ = q.rstrip("?").split()
        return str(sum(1 for c in hands[player] if c.rank.code == rank))
    if q.startswith("who holds"):
        code = q.rstrip("?").split()[-1]
        if any(c.code == code for c in stock):
            return "stock"
        return next(p for p, h in hands.items() if any(c.code == code for c in h))
    target, what = made.report.answer.split()  # type: ignore[union-attr]
    if full.rules.card_asks:
        assert any(c.code == what for c in hands[target])
    else:
        assert any(c.rank.code == what for c in hands[target])
    return made.report.answer  # type: ignore[return-value]


def _check(game: str, seeds: range, tmp_path: Path) -> dict[str, int]:
    grades: dict[str, int] = {}
    for seed in seeds:
        made = make_puzzle(game, seed)
        path = tmp_path / f"{game}-{seed}.fish"
        path.write_text(write_fish_log(made.log), encoding="utf-8")
        report = check_file(path)
        assert report.ok, (seed, report.problems)
        assert report.answer == made.log.answer
        assert report.answers == [report.answer]
        assert _true_answer(made) == report.answer, (seed, report.question)
        grades[report.grade or ""] = grades.get(report.grade or "", 0) + 1
        page = fish_puzzle_page(made.name, made.log, report)
        assert page.answer
        assert made.log.hands[0][0].name == page.viewer
    return grades


@pytest.mark.parametrize("game", GAMES)
def test_two_puzzles_check_and_hold_in_the_real_deal(game: str, tmp_path: Path) -> None:
    """Two per game (each puzzle costs seconds of CP-SAT questions; 30 per game took 512 s, so
    more run through bench/bench_gofish_puzzles.py)."""
    _check(game, range(1, 3), tmp_path)


def test_question_headers_round_trip_and_errors() -> None:
    text = (
        "game: authors\nplayers: Ana Bo\nhand Ana: 2C 3C 4C 5C 6C 7C 8C\nstart: Ana\n"
        "question: Who holds 5h\nanswer: Bo\n\nAna asks Bo for 2D: go fish, draws 9S\n"
    )
    log = parse_fish_log(text)
    assert (log.question, log.answer) == ("who holds 5H?", "Bo")
    assert parse_fish_log(write_fish_log(log)) == log
    assert load_fish_log(dump_fish_log(log)) == log
    with pytest.raises(NotationError) as err:
        parse_fish_log(text.replace("Who holds 5h", "what is it"), "p.fish")
    assert str(err.value).startswith("p.fish:5:")


def test_pages_escape_and_carry_the_solution() -> None:
    made = make_puzzle("go-fish", 3)
    page = fish_puzzle_page("<b>x</b>", made.log, made.report)
    md, page_html = fish_puzzle_markdown(page), fish_puzzle_html(page)
    assert "<b>x</b>" not in page_html
    assert "&lt;b&gt;x&lt;/b&gt;" in page_html
    assert "## Solution" in md
    assert page.answer in page_html
    assert not any(s in page_html for s in ("src=", "href=", "http"))
