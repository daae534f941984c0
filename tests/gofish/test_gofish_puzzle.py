"""Go Fish family puzzles: every made puzzle passes `puzzle check` read back from its file, and its
answer holds in the real deal of the game it was cut from (played along by tests/gofish_brute.py's
own rule code); the question/answer headers round-trip through text and JSON."""

from __future__ import annotations

from pathlib import Path

import pytest
from gofish_brute import _Game

from fishsolve.errors import NotationError
from fishsolve.gofish.game.question import parse_question
from fishsolve.gofish.game.rules import GoFishRules, parse_rank
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.puzzles.check import check_file
from fishsolve.gofish.puzzles.make import MadeFishPuzzle, make_puzzle, wanted
from fishsolve.gofish.puzzles.page import fish_puzzle_page
from fishsolve.gofish.puzzles.words import shown
from fishsolve.gofish.render.puzzle import fish_puzzle_html, fish_puzzle_markdown

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
        _, _, said, _, player, _ = q.rstrip("?").split()
        rank = parse_rank(said).code  # "4s", "jacks"
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
    rules = GoFishRules.parse(game, [])
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
        # The kind the seed asks for (the mix: kinds in turn); these seeds find it.
        assert parse_question(report.question).kind == wanted(rules, seed)[0], seed
        page = fish_puzzle_page(made.name, made.log, report)
        assert page.answer
        assert made.log.hands[0][0].name == page.viewer
        # One step per cited move, in plain words, then the answer.
        assert len(page.steps) == len(report.moves) + 1
        assert all(f"Move {m} (" in step for m, step in zip(report.moves, page.steps, strict=False))
    return grades


@pytest.mark.parametrize("game", GAMES)
def test_two_puzzles_check_and_hold_in_the_real_deal(game: str, tmp_path: Path) -> None:
    """Two per game (seeds 1-2: a sure ask and a count in Go Fish, a card's holder and a sure ask
    under card asks); the hundred per game run through bench/bench_gofish_puzzles.py."""
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


def test_plain_words_of_each_move() -> None:
    """Hand-written: what each kind of move shows, told to the reader."""
    text = (
        "game: go-fish\nplayers: Ana Bo\nhand Ana: 2C 3C 4C 5C 6C 7C 8C\nstart: Ana\n\n"
        "Ana asks Bo for 2: 2\nAna asks Bo for 3: go fish, draws 9S\nBo asks Ana for 4: 1\n"
        "Bo asks Ana for A: go fish, lucky\n"
    )
    log = parse_fish_log(text)
    ana = log.seating.player("Ana")
    said = [shown(e, ana, log.rules) for e in log.events]
    assert said[0] == "Bo gave you 2 twos: every two Bo had, so Bo had none left."
    assert said[1] == (
        "Bo said go fish: Bo had no three. You had to hold a three to ask for one. "
        "Then you drew the nine of spades."
    )
    assert said[2] == "You gave Bo 1 four: every four you had, so you had none left."
    assert said[3].endswith("Then Bo drew an ace, what was asked for, and showed it.")


# Issue 30, round 2, item E: the question read "how many 4 does Ana hold?".
@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("how many 4 does Ana hold", "how many 4s does Ana hold?"),
        ("How many 10s does Bo hold?", "how many 10s does Bo hold?"),
        ("how many J does Bo hold?", "how many jacks does Bo hold?"),
        ("how many aces does Ana hold?", "how many aces does Ana hold?"),
    ],
)
def test_a_count_question_names_the_rank_in_the_plural(written: str, canonical: str) -> None:
    assert parse_question(written).text == canonical
    assert parse_question(canonical) == parse_question(written)


def test_the_sample_count_puzzle_asks_in_the_plural() -> None:
    from clirun import invoke

    sample = Path(__file__).resolve().parents[2] / "samples" / "gofish" / "puzzles"
    code, out, err = invoke("puzzle", "check", sample / "go-fish-4.fish")
    assert code == 0, err
    assert "how many 4s does Ana hold?" in out


def test_make_checks_its_count_and_the_folder_before_any_puzzle(tmp_path: Path) -> None:
    """`puzzle make --game`: a count past the bound is refused at once (a billion was refused
    only after three billion file checks, then would have kept every puzzle and its game until
    the end); files in the way are found by listing the folder once, and only the batch's own
    names count: another seed, another game, another spelling of the number, another
    extension."""
    from clirun import invoke

    big = ("puzzle", "make", "--game", "go-fish", "--count", "1000000000", "--out")
    code, out, err = invoke(*big, tmp_path / "p")
    assert (code, out) == (2, "")
    assert err.strip() == (
        "fishsolve puzzle make: --count 1000000000: at most 100,000 puzzles a run; make more in "
        "batches, each with its own --seed"
    )
    assert list(tmp_path.iterdir()) == []
    for name in (
        "go-fish-03.fish",
        "go-fish-+3.fish",
        "go-fish-6.fish",
        "go-fish-2.txt",
        "go-fish-2",
        "authors-2.fish",
        "go-fish-x.md",
        "go-fish-3.md",
        "go-fish-5.html",
    ):
        (tmp_path / name).write_text("mine", encoding="utf-8")
    args = ("puzzle", "make", "--game", "go-fish", "--seed", "3", "--count", "3", "--out")
    code, out, err = invoke(*args, tmp_path)
    assert (code, out) == (1, "")
    assert (
        err.strip() == f"{tmp_path}/go-fish-3.md: exists (and 1 more); use --force to overwrite it"
    )
    assert all(p.read_text(encoding="utf-8") == "mine" for p in tmp_path.iterdir())
