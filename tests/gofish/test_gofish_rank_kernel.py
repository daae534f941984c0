"""The count over ranks' loops in C (fishsolve/gofish/deduce/_rankstep.c) against the same loops
in Python (rankloops.py and carddp.py with ``use_c`` off, themselves held to brute force by
test_gofish_deduce_brute*.py and test_gofish_rank_pairs.py): the same total, every rank's table,
the same budget steps and layer peak, exact integers, at every position of short simulated games
(books of four and pairs) from every seat and the public, at 52-card positions within a budget,
and sampled (the same thinning draws). Also: the fallbacks to Python (a state past 62 bits, a
count past 256) and the budget's edge."""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from typing import Any

import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import (
    cardkernel,
    cardline,
    rankkernel,
    rankloops,
    rankshare,
    rankwidth,
    timeline,
)
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

try:
    from fishsolve.gofish.deduce import _rankstep, _rankstep128
except ImportError:  # pragma: no cover - depends on the build
    _rankstep = _rankstep128 = None  # type: ignore[assignment]

pytestmark = pytest.mark.skipif(_rankstep is None, reason="the C extension is not built")

FIVE = tuple(list(Rank)[:5])


def _timelines(
    rules: GoFishRules, players: int, seed: int, ats: range | None = None, seats: int = 5
) -> Iterator[timeline.Timeline]:
    """Every position ``ats`` (default: all) from the first ``seats`` seats and the public (a
    card-ask game: its card-level timeline)."""
    log = play(["Ana", "Bo", "Cy", "Di", "Ed"][:players], rules, seed)
    rep = replay(log)
    build = cardline.build if rules.card_asks else timeline.build
    for at in range(len(log.events) + 1):
        if ats is not None and at not in ats:
            continue
        viewers: list[Player | str] = [*log.seating.players[:seats], "public"]
        for v in viewers:
            yield build(log, rep, Knowledge(log, resolve(log, v)), at, at_ask(log, at))


def _count(
    tl: timeline.Timeline,
    c: bool,
    budget: int | None,
    seed: int | None = None,
    count: type[RankCount] = RankCount,
    keep: int = 40,
) -> Any:
    saved = rankkernel.use_c
    rankkernel.use_c = c
    try:
        thin = Thinning(keep, random.Random(seed)) if seed is not None else None
        rc = count(tl, budget, thin=thin)
    except TooCostly:
        return "over budget"
    finally:
        rankkernel.use_c = saved
    assert rc.owed == 0  # every step forward paid back by the same step backward
    thinned = thin.thinned if thin is not None else None
    cards = rc.card_tables if isinstance(rc, CardCount) else None
    in_c = rc.ck.__name__.rsplit(".", 1)[1] if rc.kernel_ranks > 0 else None
    return rc.total, rc.tables, cards, rc.work, rc.peak, rc.dropped, thinned, in_c


def _same(
    tl: timeline.Timeline,
    budget: int | None,
    seed: int | None = None,
    count: type[RankCount] = RankCount,
    keep: int = 40,
) -> bool:
    """The two ways agree; True when the C loops ran."""
    py = _count(tl, False, budget, seed, count, keep)
    c = _count(tl, True, budget, seed, count, keep)
    if py == "over budget":
        assert c == py
        return False
    assert not py[-1]
    assert c[:-1] == py[:-1]
    return bool(c[-1])


def test_small_decks_every_position() -> None:
    """Five-rank decks, three players, books of four and pairs: every event, every viewer."""
    ran = 0
    for rules, seed in (
        (GoFishRules(ranks=FIVE, deal=3), 1),
        (GoFishRules(ranks=FIVE, deal=3), 2),
        (GoFishRules(ranks=FIVE, book=2, deal=3), 1),
    ):
        ran += sum(_same(tl, None) for tl in _timelines(rules, 3, seed))
    assert ran >= 100


def test_card_asks() -> None:
    """Authors and Simplified Fish (card asks, CardCount): the ranks counted by rank in C, those
    told apart by card in Python, in one count; the same totals, rank and card tables."""
    ran = 0
    for variant, step in ((Variant.AUTHORS, 1), (Variant.SIMPLIFIED, 3)):
        rules = GoFishRules(variant=variant, ranks=FIVE, deal=3)
        ats = range(0, 40, step)
        ran += sum(_same(tl, None, count=CardCount) for tl in _timelines(rules, 3, 1, ats, 1))
    for i, tl in enumerate(_timelines(GoFishRules(variant=Variant.AUTHORS), 4, 1, range(6, 7))):
        ran += _same(tl, 400_000, seed=i, count=CardCount)
    assert ran >= 60


def test_sampled_card_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thinned runs of Authors and Simplified Fish (the stock's share placed first, in C when a
    rank told apart by card starts from the states of the rank before): the same states kept,
    the same estimates, C against Python (the Python loops are the reference, by design; they
    are held to the reference written from the sheet in test_gofish_cardranks.py)."""
    monkeypatch.setattr(rankloops, "SPREAD", 1)
    ran = thinned = 0
    for variant in (Variant.AUTHORS, Variant.SIMPLIFIED):
        rules = GoFishRules(variant=variant, ranks=FIVE, deal=3)
        for i, tl in enumerate(_timelines(rules, 3, 2, range(4, 40, 3), 1)):
            ran += _same(tl, None, seed=i, count=CardCount, keep=3)
            thinned += bool(_count(tl, True, None, seed=i, count=CardCount, keep=3)[6])
    assert ran >= 30
    assert thinned >= 20


def test_full_deck_positions() -> None:
    """52-card games (three players with books, four with pairs), a few events in, within a
    budget: counts past 2^64 in the layers."""
    ran = 0
    for rules, players in ((GoFishRules(), 3), (GoFishRules(book=2), 4)):
        for tl in _timelines(rules, players, 1, range(4, 10, 5), seats=2):
            ran += _same(tl, 100_000)
    assert ran >= 4


def test_sampled_runs_draw_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thinned runs (estimate.py's): the same layers thinned the same way, the same estimates;
    with the layers within a rank kept no larger than those between ranks (``SPREAD`` 1), so
    that they are thinned too."""
    monkeypatch.setattr(rankloops, "SPREAD", 1)
    thinned = 0
    for i, tl in enumerate(_timelines(GoFishRules(), 4, 1, range(6, 13, 6), seats=1)):
        assert _same(tl, 400_000, seed=i)
        thinned += bool(_count(tl, True, 400_000, seed=i)[6])
    assert thinned >= 3


def test_budget_edge() -> None:
    """A budget of exactly the steps counts; one step less is over it, both ways."""
    tl = next(t for t in _timelines(GoFishRules(ranks=FIVE, deal=3), 3, 1, range(6, 7)))
    work = _count(tl, False, None)[3]
    assert _count(tl, True, work)[3] == work
    assert _count(tl, True, work - 1) == "over budget" == _count(tl, False, work - 1)


def test_past_the_budget_before_the_backward_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """The backward pass costs the steps the forward pass took (``RankCount.owed``), so a count
    one step past its budget is found past it before a step backward, both ways; and the budget
    that counts is still exactly the steps. (The budget's accounting only: no rule of the game is
    read here.)"""

    def backward(*args: object) -> None:
        raise AssertionError("a step backward past the budget")

    for rules, count in (
        (GoFishRules(ranks=FIVE, deal=3), RankCount),
        (GoFishRules(variant=Variant.AUTHORS, ranks=FIVE, deal=3), CardCount),
    ):
        tl = next(t for t in _timelines(rules, 3, 1, range(6, 7)))
        work = _count(tl, False, None, count=count)[3]
        with monkeypatch.context() as m:
            m.setattr(RankCount, "_backward", backward)
            m.setattr(rankkernel, "backward", backward)
            m.setattr(CardCount, "_backward", backward)
            m.setattr(cardkernel, "card_backward", backward)
            for c in (False, True):
                assert _count(tl, c, work - 1, count=count) == "over budget"
        assert _count(tl, True, work, count=count)[3] == work


def test_fallbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A state past the C loops' 62 bits counts in Python anew (the thinning's draws started
    again); a count past 128 bits counts again in 256, one past those in Python."""
    tl = next(t for t in _timelines(GoFishRules(), 5, 1, range(30, 31)))
    py = _count(tl, False, 400_000, seed=3)
    rankshare._LAST.clear()
    assert _count(tl, True, 400_000, seed=3) == (*py[:-1], "_rankstep128")
    monkeypatch.setattr(rankkernel, "KEY_LIMIT", 1)
    assert _count(tl, True, 400_000, seed=3) == py
    monkeypatch.undo()

    def outgrown(*args: object) -> None:
        raise OverflowError("a count outgrew its bits")

    rankshare._LAST.clear()
    monkeypatch.setattr(_rankstep128, "backward", outgrown)
    assert _count(tl, True, 400_000, seed=3) == (*py[:-1], "_rankstep")
    rankshare._LAST.clear()
    monkeypatch.setattr(_rankstep, "backward", outgrown)
    assert _count(tl, True, 400_000, seed=3) == py
    # Card asks: the options cached in the count begun are charged again in the count anew.
    rules = GoFishRules(variant=Variant.AUTHORS, ranks=FIVE, deal=3)
    card = next(_timelines(rules, 3, 1, range(8, 9)))
    monkeypatch.undo()
    exact = _count(card, False, None, count=CardCount)
    rankshare._LAST.clear()
    monkeypatch.setattr(_rankstep128, "backward", outgrown)
    assert _count(card, True, None, count=CardCount) == (*exact[:-1], "_rankstep")
    rankshare._LAST.clear()
    monkeypatch.setattr(_rankstep, "backward", outgrown)
    assert _count(card, True, None, count=CardCount) == exact


@pytest.mark.parametrize("bits", [256, 128])
def test_counts_past_the_bits_are_refused(bits: int) -> None:
    """The C tables take counts below 2^256 (``_rankstep``) or 2^128 (``_rankstep128``) and
    raise OverflowError past them: read from Python, summed, multiplied."""
    ks = _rankstep if bits == 256 else _rankstep128
    top = 2**bits - 1
    assert ks.Table({5: top}).to_dict() == {5: top}
    assert ks.Table({5: 2**64 + 3}).to_dict() == {5: 2**64 + 3}
    with pytest.raises(OverflowError):
        ks.Table({5: top + 1})
    with pytest.raises(OverflowError):
        ks.Table({5: 2 ** (bits + 72) + 1})
    with pytest.raises(OverflowError):
        ks.Table({5: -1})
    big = ks.Table({3: 2 ** (bits - 1)})
    moves = ks.Moves([(0, [[(1, 2, 0)], []])], 2)
    with pytest.raises(OverflowError):
        ks.forward(big, moves, 2, 2, 1, 10, 1 << 40, -1)
    got, work = ks.forward(ks.Table({3: 2 ** (bits - 2)}), moves, 2, 2, 1, 10, 1 << 40, -1)
    assert got is not None
    assert got.to_dict() == {4: 2 ** (bits - 1)}
    assert work == 1 + 1
    summed = ks.Moves([(0, [[(1, 1, 0), (1, 1, 0)], []])], 2)  # two moves to one state
    got, _ = ks.forward(ks.Table({3: 2 ** (bits - 1) - 1}), summed, 2, 2, 1, 10, 1 << 40, -1)
    assert got is not None
    assert got.to_dict() == {4: top - 1}
    with pytest.raises(OverflowError):
        ks.forward(ks.Table({3: 2 ** (bits - 1)}), summed, 2, 2, 1, 10, 1 << 40, -1)


def test_counts_in_128_bits_then_256() -> None:
    """``kernels``: 128 bits first, then 256 (256 only once a count of the timeline outgrew
    128). Small games and 52-card positions counted in 128 bits equal the 256-bit and Python
    counts (the Python loops are the reference); a 52-card table early in the game, whose count
    passes 2^128 (160 bits), is counted in 256 bits, equal to Python's, and the timeline's next
    count starts there."""
    assert rankwidth.kernels(False) == [_rankstep128, _rankstep]
    assert rankwidth.kernels(True) == [_rankstep]
    narrow = 0
    for tl in _timelines(GoFishRules(), 3, 1, range(20, 40, 4), seats=2):
        py = _count(tl, False, 400_000)
        if py == "over budget":
            continue
        got = _count(tl, True, 400_000)
        assert got[:-1] == py[:-1]
        narrow += got[-1] == "_rankstep128"
        saved = rankwidth.narrow
        rankwidth.narrow = False
        try:
            assert _count(tl, True, 400_000) == (*py[:-1], "_rankstep")
        finally:
            rankwidth.narrow = saved
    assert narrow >= 3
    (big,) = _timelines(GoFishRules(), 3, 1, range(3, 4), seats=0)
    py = _count(big, False, 5_000_000)
    assert py[0].bit_length() > 128 + big.physical.bit_length() - big.unordered.bit_length()
    assert _count(big, True, 5_000_000) == (*py[:-1], "_rankstep")
    shared = rankshare.Shared()
    first = RankCount(big, 5_000_000, shared=shared)
    assert shared.wide
    asked: list[bool] = []
    real = rankwidth.kernels

    def kernels(wide: bool) -> list[Any]:
        asked.append(wide)
        return real(wide)

    saved, rankwidth.kernels = rankwidth.kernels, kernels  # type: ignore[assignment]
    try:
        again = RankCount(big, 5_000_000, shared=shared)
    finally:
        rankwidth.kernels = saved  # type: ignore[assignment]
    assert asked == [True]  # the same timeline's next count starts in 256 bits
    assert again.total == first.total == py[0]
    assert again.ck is first.ck is _rankstep


def test_a_count_about_to_outgrow_128_bits_starts_again_in_256(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``outgrows``: after its third rank, a count whose placements, projected from its largest
    number so far, come near 128 bits starts again in 256 there, the same count as Python's (a
    52-card table early in the game: 160 bits); with the projection's slack out of reach, the
    same count runs in 128 bits to the end of its forward pass, where its placements past 128
    bits (``outgrown``) start it again in 256 bits before its backward pass, all the same."""
    (big,) = _timelines(GoFishRules(), 3, 1, range(3, 4), seats=0)
    py = _count(big, False, 5_000_000)
    seen = _watch(monkeypatch, "outgrows")
    assert _count(big, True, 5_000_000) == (*py[:-1], "_rankstep")
    assert True in seen  # stopped by the projection, not by an overflow
    monkeypatch.setattr(rankwidth, "PROJECTION_SLACK", -10_000)
    seen.clear()
    ends = _watch(monkeypatch, "outgrown")
    assert _count(big, True, 5_000_000) == (*py[:-1], "_rankstep")
    assert seen
    assert True not in seen
    assert ends[0]  # its forward pass in 128 bits, then the whole count in 256
    assert ends[1:] == [False]


def _watch(monkeypatch: pytest.MonkeyPatch, name: str) -> list[bool]:
    """Every answer of ``rankwidth.<name>`` from now on, in order."""
    seen: list[bool] = []
    real = getattr(rankwidth, name)

    def watched(*args: Any) -> bool:
        seen.append(real(*args))
        return seen[-1]

    monkeypatch.setattr(rankwidth, name, watched)
    return seen


def test_a_layer_thinned_in_c_keeps_what_the_python_thinning_keeps() -> None:
    """``Table.thin`` against ``Thinning`` on the same layer with the same random numbers: the
    same states kept, in the same order, with the same weights and factors; layers of 2 to 3,000
    states keeping 1 to all but one, weights of 0 to 250 bits (factors past 2^52 among them),
    zero weights dropped. An equivalence test: the Python thinning is the reference, sharing its
    conventions by design."""
    rng = random.Random(2)
    compared = 0
    for trial in range(600):
        n = rng.randint(2, 3000)
        keep = rng.randint(1, n - 1)
        bits = rng.choice([8, 40, 63, 64, 100, 200, 250])
        layer = {
            rng.getrandbits(40): 0 if rng.random() < 0.05 else rng.getrandbits(rng.randint(0, bits))
            for _ in range(n)
        }
        if len(layer) <= keep:
            continue
        thinning, drawn_in_c = Thinning(keep, random.Random(trial)), random.Random(trial)
        for rng in (thinning.rng, drawn_in_c):
            rng.gauss(0, 1)  # a gauss_next kept: thin puts the generator's state back whole
        in_python = thinning(layer)
        table, factors = _rankstep.Table(layer).thin(keep, drawn_in_c.random)
        assert list(table.to_dict().items()) == list(in_python[0].items()), trial
        assert factors == in_python[1], trial
        # The generator is left where the Python thinning leaves it: the next numbers agree.
        assert drawn_in_c.getstate() == thinning.rng.getstate(), trial
        compared += 1
    assert compared > 500


def test_unfit_drops_what_the_bounds_drop() -> None:
    """``unfit`` against the check :meth:`~fishsolve.gofish.deduce.rankbound.Bounds.fits` makes
    (every span's filled positions within its least and most; the codes unpacked by
    ``Codec.fills``, one list of checks per cards left): the same digits refused, on 400 random
    partitions of 1 to 12 classes with random spans and limits, cards left 0 to 4. An
    equivalence test: the Python checks are the reference, sharing their conventions by design
    (they are held to brute force through the sampled counts of test_gofish_deduce_brute*.py)."""
    from fishsolve.gofish.deduce.rankcodec import Codec

    rng = random.Random(5)
    refused = kept = 0
    for _ in range(400):
        caps = [rng.randint(0, 6) for _ in range(rng.randint(1, 12))]
        radix = rng.randint(1, 5)
        checks: list[list[tuple[int, int, int, int]] | None] = []
        for _ in range(radix):
            spans = []
            for _ in range(rng.randint(0, 6)):
                a = rng.randint(0, len(caps))
                b = rng.randint(a, len(caps))
                least = rng.randint(-1, sum(caps[a:b]))
                spans.append((a, b, least, rng.randint(least, sum(caps[a:b]) + 1)))
            checks.append(spans if rng.random() < 0.9 else None)
        codec = Codec([caps], [caps], 0)
        size = 1
        for c in caps:
            size *= c + 1
        digits = []
        for _ in range(rng.randint(0, 40)):
            cards = rng.randrange(radix)
            if checks[cards] is not None:
                digits.append(rng.randrange(size) * radix + cards)
        want = []
        for d in digits:
            fills = codec.fills(d // radix, caps)
            spans = checks[d % radix] or []
            if not all(lo <= sum(fills[a:b]) <= hi for a, b, lo, hi in spans):
                want.append(d)
        got = _rankstep.unfit(digits, radix, caps, checks)
        assert got == want
        refused += len(got)
        kept += len(digits) - len(got)
    assert refused > 500
    assert kept > 500
    with pytest.raises(ValueError, match="no checks"):
        _rankstep.unfit([1], 2, [3], [[], None])
    with pytest.raises(ValueError, match="outside the classes"):
        _rankstep.unfit([0], 1, [3], [[(0, 2, 0, 1)]])


@pytest.fixture
def mapped_from_a_megabyte() -> Iterator[None]:
    """Blocks of a megabyte or more mapped and kept (32 MiB otherwise: a count of millions of
    steps), so that small tables and counts take the same path."""
    was = _rankstep.large_from(1 << 20)
    try:
        yield
    finally:
        _rankstep.large_from(was)


@pytest.mark.usefixtures("mapped_from_a_megabyte")
def test_tables_memory_kept_for_reuse_while_a_count_holds_it() -> None:
    """``_blocks.c``: while a count holds them, a dropped table's large blocks (its keys, counts
    and hash slots) are kept and handed to the next table, its slots zeroed again (a table read
    back from reused memory is the dict it was made from); when no count holds them, they are
    given back. Outside a hold nothing is kept."""
    assert _rankstep.kept_blocks() == (0, 0)
    first = {i * 7: i + 1 for i in range(200_000)}
    second = {i * 11 + 3: 2 * i + 5 for i in range(150_000)}
    del_outside = _rankstep.Table(first)
    del del_outside
    assert _rankstep.kept_blocks() == (0, 0)
    assert _rankstep.hold(1) == 1
    try:
        table = _rankstep.Table(first)
        assert table.to_dict() == first
        del table
        blocks, size = _rankstep.kept_blocks()
        assert blocks >= 2  # its keys, counts and hash slots: each past a megabyte
        assert size >= 200_000 * (8 + 32 + 8)
        again = _rankstep.Table(second)  # reused memory, written over and zeroed where asked
        assert again.to_dict() == second
        assert _rankstep.kept_blocks()[0] < blocks
        del again
    finally:
        assert _rankstep.hold(-1) == 0
    assert _rankstep.kept_blocks() == (0, 0)


@pytest.mark.usefixtures("mapped_from_a_megabyte")
def test_a_count_gives_back_what_it_kept() -> None:
    """A count in C keeps its dropped tables' memory while it runs and gives it back at its end,
    its result the Python loops' (a 52-card table: 2.4M steps, layers of up to 45k states, whose
    counts alone pass a megabyte)."""
    (tl,) = _timelines(GoFishRules(), 3, 1, range(26, 27), seats=0)
    got = _count(tl, True, 3_000_000)
    assert got[4] > 40_000  # the peak layer: its blocks were mapped, kept and reused
    assert _rankstep.kept_blocks() == (0, 0)
    assert got[:-1] == _count(tl, False, 3_000_000)[:-1]


def test_options_are_kept_in_c_arrays() -> None:
    """The options the C loops make and keep (and those that leave dead moves out) are
    ``Options``: arrays that hold no Python object, so that the cyclic collector has nothing to
    walk and no tuple is made per move, read back and freed; read as groups in Python they are
    the moves the Python enumeration makes (the counts compared elsewhere rest on it)."""
    seen = 0
    for rules in (
        GoFishRules(ranks=FIVE, deal=3),
        GoFishRules(variant=Variant.AUTHORS, ranks=FIVE, deal=3),
    ):
        for tl in _timelines(rules, 3, 2, ats=range(0, 40, 7), seats=1):
            rc = (CardCount if rules.card_asks else RankCount)(tl, None, shared=rankshare.Shared())
            for got, _ in rc.shared.options.values():
                assert isinstance(got, _rankstep.Options)
                assert not gc.is_tracked(got)
                assert got.size == sum(map(len, got))
                assert _rankstep.Options(list(got)) == got
                seen += got.size
    assert seen > 1000


def test_options_read_as_groups_of_moves() -> None:
    """``Options`` made from groups of (move, ways, held now) read back as the same groups, with
    their size; equal to options of the same moves only; bad groups refused with an error."""
    groups = [[(4, 2, 0), (-3, 1, 1)], [], [(9, 18_446_744_073_709_551_615, 2)]]
    got = _rankstep.Options(groups)
    assert (len(got), got.size, list(got)) == (3, 3, groups)
    assert got == _rankstep.Options([list(g) for g in groups])
    assert got != _rankstep.Options([groups[0], [], []])
    assert _rankstep128.Options is _rankstep.Options  # one type: either module reads the other's
    with pytest.raises(IndexError):
        got[3]
    with pytest.raises(TypeError):
        _rankstep.Options([[(1, 2)]])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        _rankstep.Options([])
    with pytest.raises(TypeError):
        hash(got)


def test_options_checked_together_equal_those_checked_one_by_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The C loops' options leave their dead moves out fill by fill's options batch
    (``rankmoves.alive_many``): the same options kept, the same fills found dead, the same
    count and steps as :func:`~fishsolve.gofish.deduce.rankmoves.alive` fill by fill."""

    def one_by_one(self: RankCount, k: int, p: int, codes: list[int], made: list[Any]) -> list[Any]:
        return [self._alive(k, p, c, got) for c, got in zip(codes, made, strict=True)]

    compared = died = 0
    for rules in (
        GoFishRules(ranks=FIVE, deal=3),
        GoFishRules(variant=Variant.AUTHORS, ranks=FIVE, deal=3),
        GoFishRules(variant=Variant.SIMPLIFIED, ranks=FIVE, deal=3),
    ):
        count = CardCount if rules.card_asks else RankCount
        for tl in _timelines(rules, 4, 3, ats=range(0, 60, 5), seats=1):
            together = count(tl, None, shared=rankshare.Shared())
            with monkeypatch.context() as m:
                m.setattr(RankCount, "_alive_many", one_by_one)
                single = count(tl, None, shared=rankshare.Shared())
            assert (together.total, together.tables, together.work) == (
                single.total,
                single.tables,
                single.work,
            )
            assert together.shared.options == single.shared.options
            assert together.shared.dead == single.shared.dead
            compared += 1
            died += any(any(d.values()) for d in together.shared.dead.values())
    assert compared >= 20
    assert died >= 5, "too few counts left a dead move out to compare"
