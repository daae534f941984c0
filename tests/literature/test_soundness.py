"""Soundness at scale: on 50 simulated games, at every event, nothing the analysis proves is false
in the real deal (see :mod:`fishsolve.literature.deduce.audit`).

Every seat of every game on the reduced test decks (12, 18 or 24 cards, about a second per game)
is audited, and the public view; the four full-deck games, whose early positions cost up to a
quarter of a second per seat, from one seat of each team (every seat of 1,000 games:
``bench/bench_soundness.py``). The jobs, one per (game, seat), run over two processes, longest
first.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence

import pytest
from bruteforce import small_deck
from corpus import RULES, Spec

from fishsolve import JOKERS, STANDARD, Analyzer, Perspective
from fishsolve.literature.deduce.audit import Audit, audit_log, seat_perspective

pytestmark = pytest.mark.slow  # audits simulated games at every event from every seat

BOT_MIXES: tuple[str | Sequence[str], ...] = (
    ("tracker", "random"),
    "careless",
    ("careless", "tracker"),
    "tracker",
    "random",
)


def _specs() -> list[Spec]:
    specs: list[Spec] = []
    seed = 5000
    # Every rule set on the 12- and 18-card decks (six players), any bots.
    for n_half in (2, 3):
        for name in RULES:
            specs.append(Spec(seed, 6, name, small_deck(n_half), BOT_MIXES[seed % 5], 0.1))
            seed += 1
    # Every rule set on the 24-card deck, with a tracker at the table (shorter games).
    for name in RULES:
        bots = BOT_MIXES[(0, 2, 3)[seed % 3]]
        specs.append(Spec(seed, 6, name, small_deck(4), bots, 0.1))
        seed += 1
    for name in ("all", "bluff", "first-to-5", "pass-turn", "annul+any-time", "split-claims"):
        specs.append(Spec(seed, 6, name, small_deck(3), BOT_MIXES[seed % 5], 0.1))
        seed += 1
    for name in list(RULES)[:8]:
        specs.append(Spec(seed, 6, name, small_deck(2), BOT_MIXES[(seed + 2) % 5], 0.1))
        seed += 1
    # Eight players: the smallest deck that deals evenly to eight has 24 cards.
    specs.append(Spec(seed, 8, "annul+split-claims", small_deck(4), ("tracker", "careless"), 0.1))
    specs.append(Spec(seed + 1, 8, "any-time", small_deck(4), "tracker", 0.1))
    # Full decks: tracker games (about 100 events) keep the audit affordable.
    specs.append(Spec(seed + 2, 6, "standard", STANDARD, ("tracker", "random"), 0.05))
    specs.append(Spec(seed + 3, 6, "annul+split-claims", STANDARD, ("careless", "tracker")))
    specs.append(Spec(seed + 4, 6, "first-to-5", JOKERS, "tracker", 0.05))
    specs.append(Spec(seed + 5, 8, "standard", STANDARD, ("tracker", "random")))
    return specs


SPECS = _specs()


def _audit(job: tuple[Spec, int | None]) -> tuple[str, Audit]:
    spec, seat = job
    log = spec.log()
    players = log.table.players
    public = Perspective("public", (), players)
    view = public if seat is None else seat_perspective(players[seat])
    return spec.id, audit_log(log, [view], analyzer=Analyzer(log))


def _seats(spec: Spec) -> list[int | None]:
    """The seats audited in ``spec``'s game (None: the public view, where it is cheap)."""
    if spec.deck.key.startswith("small"):
        return [*range(spec.players), None]
    return [0, 1]  # a full deck: one seat of each team (see the module's docstring)


def _jobs() -> list[tuple[Spec, int | None]]:
    # Longest first: the full-deck games, then the rest, so that both processes end together.
    ordered = sorted(SPECS, key=lambda s: (s.deck.key.startswith("small"), -s.players))
    return [(spec, seat) for spec in ordered for seat in _seats(spec)]


def test_nothing_proved_is_false_at_any_event_from_any_seat() -> None:
    total = Audit()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        for game, audit in pool.imap_unordered(_audit, _jobs()):
            total.add(audit)
            assert not audit.counterexamples, f"{game}: {audit.counterexamples[0]}"
    # Every view of every game was audited, and the audits had something to check.
    assert total.views == sum((len(s.log().events) + 1) * len(_seats(s)) for s in SPECS)
    assert total.forced > total.holders // 4
    assert total.claims > 100
    assert total.asks > 100


def test_the_soundness_games_cover_every_option_and_both_table_sizes() -> None:
    assert len(SPECS) >= 50
    assert {s.rules_name for s in SPECS} == set(RULES)
    full = [s for s in SPECS if not s.deck.key.startswith("small")]
    assert {s.players for s in full} == {6, 8}
    assert {s.players for s in SPECS if s.deck.key.startswith("small")} == {6, 8}
    bots = {b for s in SPECS for b in ([s.bots] if isinstance(s.bots, str) else s.bots)}
    assert bots == {"random", "careless", "tracker"}
