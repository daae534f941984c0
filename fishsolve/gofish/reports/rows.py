"""The rows and ask lines of a Go Fish family report (:mod:`.report`), from what the engines found:
the exact count's view, CP-SAT's proved possibilities, and an estimate's chances beside them."""

from __future__ import annotations

from fractions import Fraction

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import AskOdds, FishView
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.questions import STOCK, Possible
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.reports.report import AskLine, PlaceRow, RankCell
from fishsolve.seating import Player


def exact_rows(log: FishLog, rep: FishReplay, view: FishView, at: int) -> list[PlaceRow]:
    state = rep.states[at]
    rows = []
    for p in log.seating.players:
        cells = {}
        for r in log.rules.ranks:
            dist = view.holds[p][r]
            mean = Fraction(sum(k * w for k, w in dist.items()), view.total)
            cells[r.code] = RankCell(
                list(view.possible(p, r)), float(view.chance(p, r)), float(mean)
            )
        rows.append(PlaceRow(p.name, state.size(p), cells))
    cells = {}
    for r in log.rules.ranks:
        dist = view.stock[r]
        hits = sum(w for k, w in dist.items() if k)
        mean = Fraction(sum(k * w for k, w in dist.items()), view.total)
        cells[r.code] = RankCell(
            list(view.possible_stock(r)), float(Fraction(hits, view.total)), float(mean)
        )
    rows.append(PlaceRow(STOCK, state.stock, cells))
    return rows


def possible_rows(log: FishLog, rep: FishReplay, found: Possible, at: int) -> list[PlaceRow]:
    state = rep.states[at]
    rows = []
    places = [(p.name, state.size(p)) for p in log.seating.players] + [(STOCK, state.stock)]
    for name, size in places:
        cells = {r.code: RankCell(list(found.counts[(name, r.code)])) for r in log.rules.ranks}
        rows.append(PlaceRow(name, size, cells))
    return rows


def ask_line(
    target: Player, rank: Rank, card: str | None, yes: Fraction, lucky: Fraction
) -> AskLine:
    go_on = yes + lucky
    return AskLine(target.name, rank.code, card, str(yes), str(lucky), str(go_on), float(go_on))


def estimated_rows(
    log: FishLog, rep: FishReplay, found: Possible, est: sampled.Estimate, at: int
) -> list[PlaceRow]:
    """The proved possible counts, each with the estimated chance, mean and 95% interval."""
    rows = possible_rows(log, rep, found, at)
    view = est.view
    out = []
    for row in rows:
        cells = {}
        for r in log.rules.ranks:
            cell = row.cells[r.code]
            if row.place == STOCK:
                dist, iv = view.stock[r], est.stock_interval(r)
            else:
                p = log.seating.player(row.place)
                dist, iv = view.holds[p][r], est.chance_interval(p, r)
            hits = sum(w for k, w in dist.items() if k)
            mean = Fraction(sum(k * w for k, w in dist.items()), view.total)
            chance = float(Fraction(hits, view.total))
            interval: list[float] | None = [iv.low, iv.high]
            if 0 not in cell.possible or cell.possible == [0]:
                # The proved counts settle it: certain to hold one, or certain not to.
                chance, interval = float(0 not in cell.possible), None
            cells[r.code] = RankCell(cell.possible, chance, float(mean), interval)
        out.append(PlaceRow(row.place, row.size, cells))
    return out


def estimated_ask(est: sampled.Estimate, a: AskOdds) -> AskLine:
    iv = est.ask_interval(a, lambda o: o.go_on)
    return AskLine(
        a.target.name,
        a.rank.code,
        a.card.code if a.card else None,
        f"{float(a.yes):.4f}",
        f"{float(a.lucky):.4f}",
        f"{float(a.go_on):.4f}",
        float(a.go_on),
        [iv.low, iv.high],
    )


def dead_from_possible(log: FishLog, found: Possible, ask: AskOdds, stock: int) -> AskLine | None:
    """``ask`` priced exactly at nothing when the proved possibilities leave it no way to go on
    (else None): no yes, as the target can hold none of the rank (Go Fish) or the card cannot be
    in their hand (card asks), and no lucky draw, as the stock is empty or can hold none of what
    the draw would have to be (the card asked for; any card of the rank under ``lucky-rank`` and
    in Go Fish)."""
    rank = ask.rank.code
    if ask.card is not None:
        yes = ask.target.name in found.places.get(ask.card.code, ())
    else:
        yes = found.counts[(ask.target.name, rank)] != (0,)
    if log.rules.lucky_by_rank:
        lucky = found.counts[(STOCK, rank)] != (0,)
    else:
        lucky = ask.card is not None and STOCK in found.places.get(ask.card.code, ())
    if yes or (lucky and stock):
        return None
    return ask_line(
        ask.target, ask.rank, ask.card.code if ask.card else None, Fraction(0), Fraction(0)
    )


def sure_from_possible(
    log: FishLog,
    rows: list[PlaceRow],
    who: Player,
    sizes: tuple[int, ...],
    places: dict[str, tuple[str, ...]] | None = None,
) -> list[AskLine]:
    """The asks certain to get a yes, from proved possibilities. Go Fish: the viewer surely
    holds the rank and the target surely holds one too. Card asks (``places``: each card's
    proved places): the viewer surely holds a card of the rank, and the card asked for can be
    in no place but the target's hand (so not in the viewer's: the ask is legal)."""
    by_place = {row.place: row for row in rows}
    mine = by_place[who.name]
    out = []
    if log.rules.card_asks:
        for card in log.rules.cards:
            where = (places or {}).get(card.code, ())
            if len(where) != 1 or where[0] in (who.name, STOCK):
                continue
            target = log.seating.player(where[0])
            if sizes[target.index] and 0 not in mine.cells[card.rank.code].possible:
                out.append(ask_line(target, card.rank, card.code, Fraction(1), Fraction(0)))
        return out
    for p in log.seating.players:
        if p == who or not sizes[p.index]:
            continue
        for code, cell in by_place[p.name].cells.items():
            if 0 not in mine.cells[code].possible and 0 not in cell.possible:
                rank = log.rules.rank_of(code)
                out.append(ask_line(p, rank, None, Fraction(1), Fraction(0)))
    return out
