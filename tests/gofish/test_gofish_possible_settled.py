"""The CP-SAT possibilities of 52-card positions (fishsolve/gofish/deduce/questions.py: the
settled model — every event taken as holding, hand and stock sizes stated, presolve's deductions,
the model restricted to them, the cards asked first and the counts only between what the cards
proved) equal those found the way they were before, kept here as the reference: the model with a
guard per event, every guard assumed, no presolve, the LP relaxation; every value seen in some
witness is possible, and every other value is impossible only when a question for it (or for a
group of values it belongs to) is proved infeasible. Small decks are checked against brute force
by tests/gofish/test_gofish_model.py."""

from __future__ import annotations

from collections import defaultdict

import pytest

from fishsolve.gofish.deduce.model import LINEARIZATION, TIME_LIMIT, Expr, FishModel
from fishsolve.gofish.deduce.questions import STOCK, Possible, possibilities
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.sim.game import play
from fishsolve.sat import SatSolver, Status

NAMES = ["Asha", "Ben", "Cara", "Dev"]


def _reference(log: FishLog, rep: FishReplay, viewer: str, at: int) -> Possible:
    """Every count (place) some witness shows; a value no witness shows is left out only when
    a question asking for it — alone, or with others of a group — is infeasible."""
    model = FishModel(log, rep, viewer, at)
    targets: list[tuple[tuple[str, str], Expr, range]] = []
    for r in log.rules.ranks:
        in_hands = Expr()
        for p in model.players:
            held = model.held(p, r)
            targets.append(((p.name, r.code), held, range(5)))
            in_hands.add(held)
        stock = Expr(const=4 - model.laid[r])
        stock.add(in_hands, sign=-1)
        targets.append(((STOCK, r.code), stock, range(5)))
    if model.cards_game:
        for c in log.rules.cards:
            if c not in model.laid_cards:
                anywhere = Expr()
                for p in model.players:
                    held = model.cardhold[(p.index, c)]
                    targets.append(((p.name, c.code), held, range(1, 2)))
                    anywhere.add(held)
                targets.append(((STOCK, c.code), anywhere, range(1)))
    seen: dict[tuple[str, str], set[int]] = defaultdict(set)

    def record(s: SatSolver) -> None:
        for key, expr, _ in targets:
            seen[key].add(model.value(s, expr))

    first = model.solve(model.guards)
    assert first is not None
    record(first)
    tests = {}
    for key, expr, values in targets:
        for v in values:
            if v not in seen[key]:
                tests[(key, v)] = lit = model.m.new_bool(f"{key} = {v}")
                model._linear(expr, v, v, lit)
    pending = [list(tests)]
    while pending:
        group = [kv for kv in pending.pop() if kv[1] not in seen[kv[0]]]
        if len(group) == 1:
            found = model.solve([*model.guards, tests[group[0]]])
            if found is not None:
                record(found)
        elif group:
            ask = model.m.new_bool("one of the group")
            model.m.add_or([tests[kv] for kv in group], enforce=(ask,))
            solver = SatSolver(TIME_LIMIT, LINEARIZATION)
            status = solver.solve(model.m, [*model.guards, ask], work_limit=0.05)
            if status is Status.UNKNOWN:
                pending += [group[len(group) // 2 :], group[: len(group) // 2]]
            elif status is not Status.INFEASIBLE:
                record(solver)
                pending.append(group)
    ranks = {r.code for r in log.rules.ranks}
    counts = {key: tuple(sorted(seen[key])) for key, _, _ in targets if key[1] in ranks}
    places: dict[str, tuple[str, ...]] = {}
    if model.cards_game:
        for c in log.rules.cards:
            if c not in model.laid_cards:
                where = [p.name for p in model.players if 1 in seen[(p.name, c.code)]]
                places[c.code] = (*where, *([STOCK] if 0 in seen[(STOCK, c.code)] else []))
    return Possible(counts, places)


CASES = [
    # (variant, players, seed, share of the events, viewer)
    (Variant.AUTHORS, 2, 1, 0.15, "Asha"),
    (Variant.AUTHORS, 3, 1, 0.85, "Cara"),
    (Variant.SIMPLIFIED, 2, 1, 0.85, "Asha"),
    (Variant.GO_FISH, 3, 2, 0.5, "public"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0].value}-{c[1]}p-s{c[2]}-{c[4]}")
def test_settled_possibilities_equal_the_reference(
    case: tuple[Variant, int, int, float, str],
) -> None:
    variant, players, seed, share, viewer = case
    log = play(NAMES[:players], GoFishRules(variant=variant), seed)
    rep = replay(log)
    at = int(len(log.events) * share)
    got = possibilities(log, rep, viewer, at)
    want = _reference(log, rep, viewer, at)
    assert got.counts == want.counts
    assert got.places == want.places


@pytest.mark.parametrize("variant", [Variant.AUTHORS, Variant.GO_FISH])
def test_draws_the_seat_saw_are_constants_of_the_whole_model(variant: Variant) -> None:
    """The whole model (the possibilities') takes a draw the seat knows as a constant: its own
    draws from the stock after a "no" (the sheet's Paso 3: it takes the top card) and a lucky
    draw the asker showed to the table, each the card the full record puts at that place in the
    stock; every other draw stays a variable per card (rank). The guarded model (explanations,
    the consistency check) keeps a variable for every draw."""
    log = play(NAMES[:3], GoFishRules(variant=variant), 1)
    rep = replay(log)
    at = int(len(log.events) * 0.7)
    seat = log.seating.players[1]
    assert log.stock is not None
    expected: dict[int, str] = {}
    for i, e in enumerate(log.events[:at]):
        before = rep.states[i]
        drew = isinstance(e, FishAsk) and not e.given and before.stock > 0
        if drew and isinstance(e, FishAsk) and (e.asker == seat or e.lucky):
            card = log.stock[before.drawn]
            expected[before.drawn] = card.code if log.rules.card_asks else card.rank.code
    assert expected
    whole = FishModel(log, rep, seat.name, at, whole=True)
    guarded = FishModel(log, rep, seat.name, at)
    if log.rules.card_asks:
        slots = [{c.code: e for c, e in row.items()} for row in whole.cardslot]
    else:
        slots = [{r.code: e for r, e in row.items()} for row in whole.slot]
    constant: dict[int, str] = {}
    for k, by_value in enumerate(slots):
        if all(not expr.terms for expr in by_value.values()):
            (shown,) = [v for v, expr in by_value.items() if expr.const == 1]
            constant[k] = shown
    assert constant == expected
    per_slot = len(log.rules.cards) if log.rules.card_asks else len(log.rules.ranks)
    assert len(guarded.m) - len(whole.m) >= per_slot * len(expected)


def test_narrowed_domains_keep_every_solution_and_no_other() -> None:
    """Presolve's domains taken in place (SatModel.narrow): the model's solutions under the fact
    presolve took as holding are those of the model alone, checked against every assignment of
    its four Booleans: exactly one of a, b, c; d implies a; d assumed."""
    from itertools import product

    from fishsolve.sat import SatModel

    m = SatModel()
    a, b, c, d = (m.new_bool(n) for n in "abcd")
    m.add_exactly_one([a, b, c])
    m.add_linear([a, d], 0, 0, [1, -1], enforce=(d,))  # d -> a == d
    domains = SatSolver(TIME_LIMIT, LINEARIZATION).implied_domains(m, [d])
    assert domains is not None
    m.narrow(domains)
    want = {
        bits
        for bits in product((0, 1), repeat=4)
        if sum(bits[:3]) == 1 and bits[3] == 1 and bits[0] == bits[3]
    }
    assert want == {(1, 0, 0, 1)}
    free = [v for v in (a, b, c, d) if m.domain(v)[0] != m.domain(v)[-1]]
    assert free == []  # presolve fixed them all: the one solution
    assert tuple(m.domain(v)[0] for v in (a, b, c, d)) in want
    s = SatSolver(TIME_LIMIT, LINEARIZATION)
    assert s.solve(m) is Status.FEASIBLE
    assert tuple(s.int_value(v) for v in (a, b, c, d)) in want
