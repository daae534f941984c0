"""Go Fish family notation and replay: round trips, the rules, broken logs at their line."""

from __future__ import annotations

import dataclasses
import re

import pytest

from fishsolve.cards import Rank
from fishsolve.errors import FishsolveError, NotationError, RuleError
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.load import names_fish_game
from fishsolve.gofish.notation.text import parse_fish_log, parse_fish_log_lenient
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.game import play

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
VARIANTS = [
    GoFishRules(),
    GoFishRules(book=2),
    GoFishRules(points=True, continuous=True, no_look=True),
    GoFishRules(variant=Variant.AUTHORS),
    GoFishRules(variant=Variant.SIMPLIFIED),
]


def _game(rules: GoFishRules, players: int, seed: int) -> FishLog:
    return play(NAMES[:players], rules, seed)


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.variant}-{'-'.join(r.tokens())}")
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_simulated_games_round_trip_and_replay(rules: GoFishRules, players: int) -> None:
    for seed in range(6):
        log = _game(rules, players, seed)
        text = write_fish_log(log)
        assert parse_fish_log(text) == log
        assert load_fish_log(dump_fish_log(log)) == log
        assert write_fish_log(load_fish_log(dump_fish_log(log))) == text
        rep = replay(parse_fish_log(text))
        final = rep.final
        # The game ends when the stock and every hand are empty: every card is in a book.
        assert final.over
        assert final.stock == 0
        assert not any(final.sizes)
        assert len(final.books) == rules.books_in_deck
        total = sum(rep.score(p) for p in log.seating)
        assert total == sum(rules.points_of(r) for r in rules.ranks) * (4 // rules.book)


def test_hand_checked_game() -> None:
    # Two players, ranks 2 and 3 only, two cards each: Ana 2C 3C, Bo 2D 3D; stock 3H 2H 2S 3S.
    text = """game: go-fish
players: Ana Bo
deck: 2 3
deal: 2
hand Ana: 2C 3C
hand Bo: 2D 3D
stock: 3H 2H 2S 3S

Ana asks Bo for 2: 1
Ana asks Bo for 3: 1
Bo draws 5
Ana asks Bo for 2: 2
Ana books 2
Ana asks Bo for 3: 2
Ana books 3
"""
    # Line 11: Bo's hand emptied at line 10 and the stock has four cards, not five.
    _fails_at(text, 11, r"Bo draws 4 \(five, or what the stock has left\)")
    text = text.replace("Bo draws 5", "Bo draws 4")
    rep = replay(parse_fish_log(text))
    assert [s.sizes for s in rep.states] == [
        (2, 2),
        (3, 1),
        (4, 0),
        (4, 4),
        (6, 2),
        (2, 2),
        (4, 0),
        (0, 0),
    ]
    assert rep.states[3].stock == 0
    assert rep.final.over
    assert (rep.score(rep.log.seating.player("Ana")), rep.score(rep.log.seating.player("Bo"))) == (
        2,
        0,
    )
    # Bo's hand is known: a go fish while Bo holds the twos is an error at its line.
    _fails_at(text.replace("for 2: 2", "for 2: go fish"), 12, "does not fit")
    # Without Bo's hand and the stock, the go fish is possible, but nothing can be drawn.
    public = text.replace("hand Bo: 2D 3D\n", "").replace("stock: 3H 2H 2S 3S\n", "")
    _fails_at(public.replace("for 2: 2", "for 2: go fish, draws 3H"), 10, "the stock is empty")
    # A line after the end of the game.
    _fails_at(text + "Bo asks Ana for 2: go fish\n", 16, "the game is over")


def _lines(log: FishLog) -> list[str]:
    return write_fish_log(log).splitlines()


def _first(log: FishLog, want: type, test: object = None) -> int:
    """The 0-based line index (in the written log) of the first event of type ``want``."""
    body = _lines(log).index("") + 1
    for i, e in enumerate(log.events):
        if isinstance(e, want) and (test is None or test(e)):  # type: ignore[operator]
            return body + i
    raise AssertionError("no such event")


def _fails_at(text: str, line: int, pattern: str) -> None:
    with pytest.raises(FishsolveError, match=pattern) as err:
        replay(parse_fish_log(text))
    assert err.value.location is not None
    assert err.value.location.line == line, err.value


@pytest.mark.parametrize("seed", range(4))
def test_broken_full_records_fail_at_their_line(seed: int) -> None:
    log = _game(GoFishRules(), 3, seed)
    lines = _lines(log)

    # A wrong count handed over.
    i = _first(log, FishAsk, lambda e: e.given >= 1)
    wrong = lines.copy()
    given = re.search(r": (\d)$", wrong[i])
    assert given is not None
    wrong[i] = wrong[i][: given.start(1)] + str(3 - int(given.group(1)) or 2)
    _fails_at("\n".join(wrong), i + 1, "does not fit|cannot hand over")

    # A shown draw that is not what the stock gave.
    i = _first(log, FishAsk, lambda e: e.given == 0 and not e.lucky)
    shown = lines.copy()
    number = i - lines.index("") - 1  # events before this one
    assert log.stock is not None
    top = log.stock[replay(log).states[number].drawn]
    other = next(c for c in log.rules.cards if c.rank != top.rank and c != top)
    shown[i] += f", draws {other}"
    _fails_at("\n".join(shown), i + 1, "top of the stock|not the rank")

    # A book not laid: the next ask is where the log goes wrong.
    i = _first(log, Book)
    missing = lines[:i] + lines[i + 1 :]
    after = next(j for j in range(i, len(missing)) if " asks " in missing[j])
    _fails_at("\n".join(missing), after + 1, "lays the book at once")

    # An ask for a rank the asker does not hold.
    i = _first(log, FishAsk)
    ask = log.events[i - lines.index("") - 1]
    assert isinstance(ask, FishAsk)
    held = {c.rank for c in log.known[ask.asker]}
    absent = next(r for r in log.rules.ranks if r not in held)
    bad = lines.copy()
    bad[i] = re.sub(r"for \S+:.*", f"for {absent.code}: go fish", bad[i])
    _fails_at("\n".join(bad), i + 1, "without holding one")

    # A hand that does not add up.
    short = [ln if not ln.startswith("hand Bo:") else ln.rsplit(" ", 1)[0] for ln in lines]
    _fails_at(
        "\n".join(short),
        lines.index(next(ln for ln in lines if ln.startswith("hand Bo"))) + 1,
        "dealt 7 cards",
    )


def test_refills_and_turns_are_checked() -> None:
    log = next(
        g
        for g in (_game(GoFishRules(), 4, seed) for seed in range(50))
        if any(isinstance(e, Refill) for e in g.events)
    )
    lines = _lines(log)
    refill = _first(log, Refill)
    # Dropping a refill: the next ask says who must draw first.
    dropped = lines[:refill] + lines[refill + 1 :]
    after = next(j for j in range(refill, len(dropped)) if " asks " in dropped[j])
    _fails_at("\n".join(dropped), after + 1, "draws .* first")
    # An ask out of turn names why the turn is someone else's.
    i = _first(log, FishAsk, lambda e: e.given == 0 and not e.lucky)
    nxt = next(j for j in range(i + 1, len(lines)) if " asks " in lines[j])
    swapped = lines.copy()
    asker = log.events[i - lines.index("") - 1]
    assert isinstance(asker, FishAsk)
    swapped[nxt] = re.sub(
        r"^\S+ asks \S+", f"{asker.asker.name} asks {asker.target.name}", lines[nxt]
    )
    with pytest.raises(FishsolveError, match="turn") as err:
        replay(parse_fish_log("\n".join(swapped)))
    assert err.value.location is not None
    assert err.value.location.line == nxt + 1
    assert "go fish" in err.value.message


def test_public_log_checks_only_what_it_knows() -> None:
    text = """game: go-fish
players: Ana Bo Cy
hand Ana: 2C 5C 9H JH 3S 4S KD
Ana asks Bo for jacks: 2
Ana asks Cy for J: go fish, draws 7C
Bo asks Cy for 8: go fish, lucky
Bo asks Ana for 8: go fish
Cy asks Ana for 9s: 1
"""
    rep = replay(parse_fish_log(text))
    assert rep.states[-1].sizes == (9, 7, 8)
    assert rep.states[-1].stock == 52 - 21 - 3
    # Ana's hand is known: asking Ana for a rank and hearing a count she cannot have is an error.
    bad = text.replace("Cy asks Ana for 9s: 1", "Cy asks Ana for 9s: 2")
    _fails_at(bad, 8, "does not fit")
    # Ana's own draw is known (7C): Bo's "go fish" for sevens would contradict it.
    _fails_at(text.replace("for 8: go fish\n", "for 7: go fish\n"), 7, "7C|does not fit|holds")
    # Without her record of the draw, Ana may have drawn a second nine.
    assert replay(parse_fish_log(bad.replace(", draws 7C", ""))).final.sizes == (8, 7, 9)
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Cy"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Ana askd Bo for J: 2", "did you mean 'asks'"),
        ("Ana asks Bo for jackss: 2", "not a rank"),
        ("Ana asks Bo for J: maybe", "not a card|expected"),
        ("Ana asks Zed for J: 2", "no player 'Zed'"),
        ("Ana asks Bo for J: go fish, drwas 5H", "did you mean 'draws'"),
    ],
)
def test_notation_errors_are_located(line: str, message: str) -> None:
    text = f"game: go-fish\nplayers: Ana Bo Cy\n\n{line}\n"
    with pytest.raises(NotationError, match=message) as err:
        parse_fish_log(text)
    assert err.value.location is not None
    assert err.value.location.line == 4
    log, errors = parse_fish_log_lenient(text)
    assert log is not None
    assert len(errors) == 1


def test_authors_asks_for_a_card() -> None:
    text = """game: authors
players: Ana Bo
deck: 2 3 4
deal: 3
hand Ana: 2C 2D 3C
Ana asks Bo for 2H: yes
Ana asks Bo for 2C: no
"""
    with pytest.raises(RuleError, match="which Ana holds"):
        replay(parse_fish_log(text))
    log = parse_fish_log(text.replace("2C: no", "2S: no, draws 2S"))
    rep = replay(log)
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Ana"
    ask = log.events[1]
    assert isinstance(ask, FishAsk)
    assert ask.lucky
    assert ask.card is not None


def test_pairs_books_name_their_cards() -> None:
    log = _game(GoFishRules(book=2), 3, 0)
    books = [e for e in log.events if isinstance(e, Book)]
    assert books
    assert all(len(b.cards) == 2 for b in books)
    assert replay(log).final.booked(books[0].rank) >= 1
    assert any(rep_rank == Rank.TWO for rep_rank in log.rules.ranks)


def test_telling_the_games_apart() -> None:
    log = _game(GoFishRules(), 2, 0)
    assert names_fish_game("g.fish", write_fish_log(log))
    assert names_fish_game("g.json", dump_fish_log(log))
    assert not names_fish_game("g.fish", "players: A1 B1 A2 B2 A3 B3\n")
    assert not names_fish_game("g.json", '{"players": []}')
    changed = dataclasses.replace(log, start=None)
    assert load_fish_log(dump_fish_log(changed)).start is None


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.variant}-{'-'.join(r.tokens())}")
def test_records_as_a_seat_or_the_table_kept_them_replay(rules: GoFishRules) -> None:
    from fishsolve.gofish.sim.views import as_seen_by

    for players in (2, 4, 6):
        log = _game(rules, players, players)
        full = replay(log).states
        for viewer in (None, *log.seating.players):
            seen = as_seen_by(log, viewer)
            assert parse_fish_log(write_fish_log(seen)) == seen
            # The table sees the same sizes, stock and books whoever keeps the record.
            assert replay(seen).states == full
            drawn = [e.drawn for e in seen.events if isinstance(e, FishAsk) and e.drawn]
            if viewer is None:
                assert all(
                    isinstance(e, FishAsk) and e.lucky
                    for e in seen.events
                    if getattr(e, "drawn", None)
                )
            assert len(drawn) >= sum(1 for e in log.events if isinstance(e, FishAsk) and e.lucky)


def test_two_hands_empty_at_once_with_the_last_cards() -> None:
    # Bo's hand empties when he gives his twos, Ana's when she lays them: Bo draws the last four
    # cards first, and Ana, with no cards and an empty stock, is out.
    text = """game: go-fish
players: Ana Bo Cy Di
deck: 2 3 4
deal: 2
hand Ana: 2C 2D
hand Bo: 2H 2S
hand Cy: 4C 4D
hand Di: 3C 3D
stock: 3H 3S 4H 4S

Ana asks Bo for 2: 2
Ana books 2
Bo draws 4
"""
    rep = replay(parse_fish_log(text))
    assert rep.final.sizes == (0, 4, 2, 2)
    assert rep.final.due == ()
    assert rep.final.turn is not None
    assert rep.final.turn.name == "Bo"
    # Ana cannot draw: the stock is empty.
    _fails_at(text + "Ana draws 1\n", 14, "the stock is empty")
