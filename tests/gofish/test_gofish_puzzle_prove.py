"""The answers of Go Fish family puzzle questions against brute-force enumeration
(tests/gofish_brute.py) on small decks, at every position from every seat: `puzzle check`'s
targeted CP-SAT answers (puzzles/prove.py, ``proved_answers``), the questions with one answer that
`puzzle make` finds on the CP-SAT model (``unique_answers``) and from the exact counter's view
(puzzles/candidates.py, ``candidates`` over ``view_possible``)."""

from __future__ import annotations

import gofish_brute
import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce.questions import STOCK
from fishsolve.gofish.deduce.view import fish_view
from fishsolve.gofish.game.events import Book, FishLog
from fishsolve.gofish.game.question import COUNT, HOLDER, KINDS, SURE, FishQuestion
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.puzzles.candidates import candidates, view_possible
from fishsolve.gofish.puzzles.make import reader_log
from fishsolve.gofish.puzzles.prove import proved_answers, unique_answers
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

R2, R3 = Rank.TWO, Rank.THREE
CASES = [
    # (variant, ranks, book, deal, players, seed)
    (Variant.GO_FISH, (R2, R3), 4, 2, 2, 31),
    (Variant.GO_FISH, (R2, R3), 4, 3, 2, 32),
    (Variant.GO_FISH, (R2, R3), 2, 2, 3, 36),
    (Variant.AUTHORS, (R2, R3), 4, 2, 2, 33),
    (Variant.SIMPLIFIED, (R2, R3), 4, 3, 2, 34),
    (Variant.AUTHORS, (R2, R3), 2, 2, 3, 35),
]


def _brute_answers(
    log: FishLog, t: gofish_brute.Tally, reader: Player, at: int, on_turn: bool
) -> dict[FishQuestion, list[str]]:
    """Every question's possible answers, from the arrangements the reader cannot rule out."""
    players = log.seating.players
    out: dict[FishQuestion, list[str]] = {}
    for p in players:
        for r in log.rules.ranks:
            ks = sorted(k for (q, rr, k), w in t.holds.items() if q == p.index and rr == r and w)
            out[FishQuestion(COUNT, player=p.name, rank=r.code)] = [str(k) for k in ks]
    if log.rules.card_asks:
        for c in log.rules.cards:
            seen = {q for (cc, q), w in t.cards.items() if cc == c and w}
            out[FishQuestion(HOLDER, card=c.code)] = [
                players[q].name if q < len(players) else STOCK for q in sorted(seen)
            ]
    if on_turn:
        sure = []
        for (q, r, asked), w in t.yes.items():
            if w != t.total or t.viewer_ranks is None or r not in t.viewer_ranks:
                continue
            if asked is not None and asked in t.viewer_maybe:
                continue
            sure.append(f"{players[q].name} {asked.code if asked is not None else r.code}")
        out[FishQuestion(SURE)] = sorted(sure)
    return out


@pytest.mark.parametrize(
    "case", CASES, ids=lambda c: f"{c[0]}-{len(c[1])}r-b{c[2]}-d{c[3]}-{c[4]}p"
)
def test_puzzle_answers_equal_brute_force(
    case: tuple[Variant, tuple[Rank, ...], int, int, int, int],
) -> None:
    variant, ranks, book, deal, n, seed = case
    full = play(
        ["Ana", "Bo", "Cy"][:n],
        GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal),
        seed,
    )
    rep_full = replay(full)
    upto = min(len(full.events), 8)
    readers = list(full.seating.players)
    on_turn = [rep_full.states[i].turn for i in range(upto + 1)]
    brute = gofish_brute.tallies(full, list(readers), upto, on_turn, settle=False)
    uniques = 0
    for reader in readers:
        whole = reader_log(full, len(full.events), reader)
        rep_whole = replay(whole)
        for at in range(1, upto + 1):
            t = brute[reader.name][at]
            want = _brute_answers(full, t, reader, at, on_turn[at] == reader)
            cut = reader_log(full, at, reader)
            rep_cut = replay(cut)
            booked = {e.rank.code for e in full.events[:at] if isinstance(e, Book)}
            one: set[tuple[FishQuestion, str]] = set()
            for q, answers in want.items():
                got = proved_answers(cut, rep_cut, reader, q)
                if q.kind == SURE:
                    got = sorted(got)
                assert got == answers, (reader.name, at, q)
                if len(answers) != 1 or answers[0] == reader.name:
                    continue
                if q.player == reader.name or q.rank in booked:
                    continue
                one.add((q, answers[0]))
            found = {
                qa for kind in KINDS for qa in unique_answers(whole, rep_whole, reader, at, kind)
            }
            assert found == one, (reader.name, at)
            view = fish_view(whole, rep_whole, reader, at)
            counted = candidates(whole, rep_whole, reader, at, view_possible(view))
            assert {(c.question, c.answer) for c in counted} == one, (reader.name, at)
            uniques += len(one)
    assert uniques  # the case has questions with one answer to compare
