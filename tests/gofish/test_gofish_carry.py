"""What stays impossible from one position to the next (fishsolve/gofish/deduce/carry.py), held
to the possibilities proved afresh at the next position (CP-SAT alone, itself held to brute force
over every deal and stock order on small decks in test_gofish_model.py): every value carried
over is impossible there, and the possibilities asked with the carried values left out are the
same. Every event of short games of every variant (books of four, pairs, card asks), from each
seat as it keeps its record and from the table; a few 52-card positions; live's reports through
the session, against `analyze` at each position."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce.carry import still_impossible
from fishsolve.gofish.deduce.questions import Possible, possibilities
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.live.session import PRECISION, FishLiveSession
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by

FIVE = tuple(list(Rank)[:5])
NAMES = ["Ana", "Bo", "Cy", "Di"]


def _records(rules: GoFishRules, players: int, seed: int) -> list[tuple[FishLog, str]]:
    """The first seat's record (its hand and its draws) and the table's."""
    game = play(NAMES[:players], rules, seed)
    first = game.seating.players[0]
    return [(as_seen_by(game, first), first.name), (as_seen_by(game, None), "public")]


def _check(log: FishLog, rep: FishReplay, viewer: str, ats: range) -> tuple[int, int]:
    """(positions compared, values carried over) along ``ats``."""
    compared = carried = 0
    cards = {c.code for c in log.rules.cards}
    before: Possible | None = None
    for at in ats:
        fresh = possibilities(log, rep, viewer, at)
        if before is not None:
            gone = still_impossible(log, rep, at, before)
            for (place, code), values in gone.items():
                if code in cards:  # a card: 1 held by the player, 0 in the stock
                    # (a card laid by the event is asked about nowhere now)
                    assert place not in fresh.places.get(code, ()), (viewer, at, place, code)
                else:
                    assert not values & set(fresh.counts[(place, code)]), (viewer, at, place)
            assert possibilities(log, rep, viewer, at, impossible=gone) == fresh, (viewer, at)
            compared += 1
            carried += sum(len(v) for v in gone.values())
        before = fresh
    return compared, carried


@pytest.mark.parametrize(
    "rules",
    [
        GoFishRules(ranks=FIVE, deal=3),
        GoFishRules(ranks=FIVE, book=2, deal=3),
        GoFishRules(variant=Variant.AUTHORS, ranks=FIVE, deal=3),
        GoFishRules(variant=Variant.SIMPLIFIED, ranks=FIVE, deal=3),
    ],
    ids=["go-fish", "pairs", "authors", "simplified"],
)
def test_what_is_carried_over_is_impossible_and_changes_nothing(rules: GoFishRules) -> None:
    compared = carried = 0
    for log, viewer in _records(rules, 3, 5):
        rep = replay(log)
        got = _check(log, rep, viewer, range(len(log.events) + 1))
        compared += got[0]
        carried += got[1]
    assert compared >= 40
    assert carried >= 150


def test_full_deck_positions() -> None:
    """Authors and Go Fish, four players, from the first seat: ten events in a row mid-game."""
    for rules in (GoFishRules(variant=Variant.AUTHORS), GoFishRules()):
        log, viewer = _records(rules, 4, 1)[0]
        rep = replay(log)
        mid = len(log.events) // 3
        compared, carried = _check(log, rep, viewer, range(mid, mid + 10))
        assert compared == 9
        assert carried >= 100


def test_live_hands_its_report_over_and_shows_what_analyze_shows(tmp_path: Path) -> None:
    """A seat's record of a 52-card Authors game of four, typed line by line: from the 22nd
    event on (past the count's budget at the 25th, 26th and from the 28th), each report equals
    `analyze --odds` of the log typed so far, made cold (live passes the report before the line
    over)."""
    game = play(NAMES, GoFishRules(variant=Variant.AUTHORS), 1)
    log = as_seen_by(game, game.seating.players[0])
    head, _, body = write_fish_log(log).partition("\n\n")
    path = tmp_path / "g.fish"
    path.write_text(head + "\n\n")
    session = FishLiveSession(path, "Ana")
    session.opening()
    lines = [line for line in body.splitlines() if line.strip()]
    estimated = 0
    for at, line in enumerate(lines[:30], start=1):
        step = session.feed(line)
        assert step.ok, step.error
        assert step.report is not None
        if at < 22:
            continue
        prefix = dataclasses.replace(log, events=log.events[:at])  # the log as typed so far
        cold = analyze_fish_log(
            prefix, replay(prefix), "g.fish", "Ana", odds=True, precision=PRECISION
        )
        assert step.report.rows == cold.rows, at
        assert step.report.cards == cold.cards, at
        estimated += cold.estimate is not None
    assert estimated >= 3
