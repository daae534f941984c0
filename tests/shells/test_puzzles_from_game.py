"""`puzzle make --from GAME` (issue 31, item 6), for both families, on simulated games: every
puzzle passes `puzzle check` read back from its file, its answer holds in the real deal (by each
family's independent truth: Literature's truth.py, the Go Fish brute force's own rule code), its
position is a critical moment of the game (the position just before the moment's event, seen by
the player who made it), and the same game gives the same bytes."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from clirun import invoke
from scripted_bots import standard_game
from test_gofish_puzzle import _true_answer

from fishsolve.families import family_of_game
from fishsolve.family.requests import MakePuzzles
from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules
from fishsolve.gofish.notation.load import read_fish_log
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.sim.game import play as play_fish
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.literature.notation.load import read_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.review.game import review
from fishsolve.text.reading import LogInput


def _files(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(out.iterdir())}


@pytest.mark.slow
def test_literature_puzzles_from_a_game(tmp_path: Path) -> None:
    full = standard_game()
    family = family_of_game("literature")
    made = family.make_puzzles(MakePuzzles("literature", tmp_path / "a", source=full))
    # Same game, same bytes: Asha's puzzle made again on its own.
    again = family.make_puzzles(
        MakePuzzles("literature", tmp_path / "b", source=full, player="Asha")
    )
    assert again.puzzles  # type: ignore[attr-defined]
    first = _files(tmp_path / "a")
    assert {name: first[name] for name in _files(tmp_path / "b")} == _files(tmp_path / "b")
    moments = {(m.event, m.player) for m in review(full).moments}
    assert made.puzzles  # type: ignore[attr-defined]
    for puzzle in made.puzzles:  # type: ignore[attr-defined]
        path = tmp_path / "a" / f"{puzzle.name}.fish"
        assert (tmp_path / "a" / f"{puzzle.name}.html").exists()
        report = family.puzzle_check(LogInput.read(path))
        assert report.ok, report.problems  # type: ignore[attr-defined]
        assert report.key == "agrees"  # type: ignore[attr-defined]
        log = read_log(path)
        viewer = next(iter(log.hands)).name
        # The position: just before a critical moment, from its mover's seat.
        assert (len(log.events) + 1, viewer) in moments
        assert log.events == full.events[: len(log.events)]
        # The answer, in the real deal.
        truth = holders_after(full, deal_of(full), len(log.events))
        deck = full.rules.deck
        if report.holder is not None:  # type: ignore[attr-defined]
            assert truth[deck.card(report.card)].name == report.holder  # type: ignore[attr-defined]
        for claim in report.claims:  # type: ignore[attr-defined]
            for code, owner in claim.owners.items():
                assert truth[deck.card(code)].name == owner


def test_go_fish_puzzles_from_a_game(tmp_path: Path) -> None:
    full = play_fish(["Ana", "Bo", "Cy"], GoFishRules(ranks=ALL_RANKS[:6]), 3)
    family = family_of_game("go-fish")
    made = family.make_puzzles(MakePuzzles("go-fish", tmp_path / "a", source=full, player="Bo"))
    family.make_puzzles(MakePuzzles("go-fish", tmp_path / "b", source=full, player="Bo"))
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    moments = {(m.event, m.player) for m in review_fish(full).moments}
    assert made.puzzles  # type: ignore[attr-defined]
    for puzzle in made.puzzles:  # type: ignore[attr-defined]
        assert puzzle.moment.player == "Bo"
        path = tmp_path / "a" / f"{puzzle.name}.fish"
        report = family.puzzle_check(LogInput.read(path))
        assert report.ok, report.problems  # type: ignore[attr-defined]
        log = read_fish_log(path)
        assert (len(log.events) + 1, log.hands[0][0].name) in moments
        case = SimpleNamespace(truth=full, log=log, report=report)
        assert _true_answer(case) == report.answer  # type: ignore[arg-type,attr-defined]


def test_the_command_line(tmp_path: Path) -> None:
    game = tmp_path / "game.fish"
    game.write_text(write_log(standard_game()), encoding="utf-8")
    code, out, err = invoke(
        "puzzle", "make", "--from", game, "--player", "Asha", "--out", tmp_path / "p"
    )
    assert code == 0, err
    assert "game-e014-Asha" in out
    assert sorted(p.name for p in (tmp_path / "p").iterdir()) == [
        "game-e014-Asha.fish",
        "game-e014-Asha.html",
        "game-e014-Asha.md",
    ]
    code, _, err = invoke("puzzle", "make", "--from", game, "--count", "3", "--out", tmp_path / "q")
    assert code == 2
    assert "--count" in err
    code, _, err = invoke("puzzle", "make", "--from", game, "--game", "go-fish", "--out", tmp_path)
    assert code == 2
    assert "--game" in err
    code, _, err = invoke("puzzle", "make", "--from", game, "--player", "Zed", "--out", tmp_path)
    assert code == 1
    assert "--player Zed: the players are Asha, Ben, Cara, Dev, Eli, Fay" in err


def test_a_moment_about_a_public_card_says_why_it_has_no_puzzle(tmp_path: Path) -> None:
    """samples/full-deal-six.fish, event 3: Lena passes the sure ask of 9S from Omar, who took it
    in public at event 1; a question about 9S gives its answer away, and no other has one answer."""
    from fishsolve.literature.puzzles.fromgame import moment_puzzles

    root = Path(__file__).resolve().parents[2]
    log = read_log(root / "samples" / "full-deal-six.fish")
    moment = next(m for m in review(log).moments if (m.event, m.player) == (3, "Lena"))
    made = moment_puzzles(log, "six.fish", [moment], tmp_path, lambda _: {}, ())
    assert made.puzzles == ()
    assert made.skipped == (
        (
            moment,
            "9S had changed hands in public, and no other question there has exactly one answer",
        ),
    )
