"""Critical moments against mistakes made by construction (issue 31).

The games are played by tracker bots (claim what they prove, ask a sure ask when they have one,
else the likeliest ask: by their own exact count, never a mistake) of which one seat is scripted
to pass a sure ask at its first chance from a chosen event on, and another to claim wrongly at
its first turn from another chosen event on: it declares a card of its own hand with a teammate,
so that no deal can make the claim right. Each bot writes down what it did and why, from its own
view — the independent count: the review must find exactly the injected mistakes and the
tracker's own unproved claims (its best guesses at the end of a game: gambles or blunders), with
the chance each cost, rank them by that cost, and link each to its event in its player's view.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from scripted_bots import Record, scripted_game
from test_review import _hand_made

from fishsolve import Claim, Outcome
from fishsolve.family.moments import BLUNDER, MISSED_CLAIM, SURE_ASK_PASSED
from fishsolve.literature.render.html_review import page_data
from fishsolve.literature.review.game import ReviewReport, review


@pytest.fixture(scope="module", params=[3, 15])
def game(request: pytest.FixtureRequest) -> tuple[ReviewReport, Record]:
    log, record = scripted_game(request.param, {0: {"pass sure": 2}, 3: {"wrong claim": 5}})
    return review(log), record


def test_the_review_finds_exactly_the_mistakes_made(game: tuple[ReviewReport, Record]) -> None:
    report, record = game
    injected = {(e, p, k) for e, p, k, _ in record}
    kinds = {k for _, _, k, _ in record}
    assert SURE_ASK_PASSED in kinds
    assert BLUNDER in kinds
    found = {(m.event, m.player, m.kind): m.cost for m in report.moments}
    assert set(found) == injected
    for event, player, kind, cost in record:
        assert found[(event, player, kind)] == cost, (event, player, kind)


def test_ranked_by_cost_and_linked(game: tuple[ReviewReport, Record]) -> None:
    report, record = game
    expected = sorted(record, key=lambda r: (-r[3], r[0], r[1], r[2]))
    shown = [(m.event, m.player, m.kind) for m in report.critical]
    assert shown == [(e, p, k) for e, p, k, _ in expected][: len(shown)]
    data = page_data(report)
    labels = [v["label"] for v in data["viewers"]]
    first = data["moments"][data["critical"][0]]
    assert (first["event"], labels[first["view"]]) == (expected[0][0], expected[0][1])
    # Each side's count adds up the moments of its players.
    sides = {s["name"]: s for s in data["sides"]}
    for name, _ in report.players:
        assert sides[name]["mistakes"] == sum(1 for r in record if r[1] == name)


def test_a_hindsight_note_names_the_later_event_it_reads() -> None:
    """The hand-made game (Asha holds all low clubs from event 5 and lets her turn go at event
    6), ended by her teammate Eli's wrong claim of them at event 10: the opponents score the set,
    which the missed claim's hindsight note says, reading event 10 (a spoiler-free page keeps the
    note back until then)."""
    log = _hand_made()
    right = log.events[-1]
    assert isinstance(right, Claim)
    eli, cara = right.claimer, log.table.player("Cara")
    owners = tuple((card, cara if card.code == "2C" else who) for card, who in right.owners)
    events = (*log.events[:-1], replace(right, owners=owners, outcome=Outcome.WRONG))
    report = review(replace(log, events=events))
    missed = [m for m in report.moments if m.kind == MISSED_CLAIM]
    assert [(m.event, m.player, m.hindsight, m.hindsight_event) for m in missed] == [
        (6, "Asha", "the opponents scored the set later", 10)
    ]
    assert eli.team == cara.team
    assert page_data(report)["moments"][report.moments.index(missed[0])]["hindsight_event"] == 10
