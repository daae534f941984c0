"""The answers a Go Fish family puzzle's question allows, proved on the CP-SAT model
(:class:`~fishsolve.gofish.deduce.model.FishModel`) of the reader's view after the last move —
asking the solver only about the question's own quantity.

Every answer returned is backed by a witness (a deal and stock order fitting the log in which it
holds); every answer left out by a proof (the model with "the answer is this" is infeasible). A
valid puzzle costs few solver questions: one witness gives a candidate answer, and one more
question ("is the quantity anything else?") proves it unique. Only when that has a witness are
the other values tried one by one, to list them. The same answers as reading the question off
:func:`~fishsolve.gofish.deduce.questions.possibilities` (every count and place of the position,
hundreds of solver questions), which ``tests/gofish/test_gofish_puzzle_prove.py`` compares.
"""

from __future__ import annotations

from fishsolve.cards import Card, parse_card
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce.model import TIME_LIMIT, Expr, FishModel
from fishsolve.gofish.deduce.questions import STOCK
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.question import COUNT, HOLDER, SURE, FishQuestion
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player


class _Asker:
    """One model, one witness of the whole log, and the questions put to it."""

    def __init__(self, model: FishModel, time_limit: float) -> None:
        self.model = model
        self.time_limit = time_limit
        witness = model.solve(model.guards, time_limit)
        if witness is None:
            raise ValueError("no deal fits the log")
        self.witness = witness

    def value(self, expr: Expr) -> int:
        """The quantity in the first witness."""
        return self.model.value(self.witness, expr)

    def possible(self, expr: Expr, lo: int, hi: int) -> bool:
        """Some deal fitting the log has ``lo <= expr <= hi`` (never, for an empty range)."""
        if lo > hi:
            return False
        m = self.model
        test = m.m.new_bool(f"between {lo} and {hi}")
        m._linear(expr, lo, hi, test)
        return m.solve([*m.guards, test], self.time_limit) is not None

    def values(self, expr: Expr, top: int) -> list[int]:
        """Every value in 0..``top`` the quantity takes in some deal: the witness's value, and
        the others only when "not that value" has a witness of its own."""
        first = self.value(expr)
        if not (self.possible(expr, 0, first - 1) or self.possible(expr, first + 1, top)):
            return [first]
        return [v for v in range(top + 1) if v == first or self.possible(expr, v, v)]


def _spots(model: FishModel, card: Card) -> list[tuple[str, Expr, int]]:
    """Each place of ``card`` (players in seat order, then the stock), the quantity that says
    whether it is there, and the quantity's value when it is."""
    spots = [(p.name, model.cardhold[(p.index, card)], 1) for p in model.players]
    in_hands = Expr()
    for p in model.players:
        in_hands.add(model.cardhold[(p.index, card)])
    return [*spots, (STOCK, in_hands, 0)]


def _unique_place(ask: _Asker, card: Card) -> tuple[str, bool]:
    """The card's place in the witness, and whether it is proved to be there in every deal."""
    name, expr, there = next(s for s in _spots(ask.model, card) if ask.value(s[1]) == s[2])
    return name, not ask.possible(expr, 1 - there, 1 - there)


def _places(ask: _Asker, card: Card) -> list[str]:
    """Where ``card`` may be: players in seat order, then the stock."""
    if card in ask.model.laid_cards:
        return []  # in a book: no hand and no stock holds it
    first, unique = _unique_place(ask, card)
    if unique:
        return [first]
    return [n for n, e, v in _spots(ask.model, card) if n == first or ask.possible(e, v, v)]


def _sure(ask: _Asker, log: FishLog, rep: FishReplay, viewer: Player) -> list[str]:
    """The asks of ``viewer`` (on turn) certain to get a yes: the viewer holds the rank in every
    deal (and, asking for a card, not the card) and the target holds it in every deal."""
    model = ask.model
    state = rep.states[model.upto]
    if state.turn != viewer:
        raise FishsolveError(f"'which ask is sure?' needs the reader ({viewer.name}) on turn")
    targets = [t for t in log.seating.players if t != viewer and state.size(t)]
    out = []
    for r in log.rules.ranks:
        own = model.held(viewer, r)
        if ask.value(own) == 0 or ask.possible(own, 0, 0):
            continue
        for t in targets:
            if log.rules.card_asks:
                for c in log.rules.cards:
                    if c.rank != r or c in model.laid_cards:
                        continue
                    held = model.cardhold[(t.index, c)]
                    if ask.value(held) == 1 and not ask.possible(held, 0, 0):
                        out.append(f"{t.name} {c.code}")
            else:
                held = model.held(t, r)
                if ask.value(held) > 0 and not ask.possible(held, 0, 0):
                    out.append(f"{t.name} {r.code}")
    # In the order of possibilities(): by target's seat, then rank (card).
    seat = {p.name: p.seat for p in log.seating.players}
    return sorted(out, key=lambda a: seat[a.split()[0]])


def proved_answers(
    log: FishLog,
    rep: FishReplay,
    viewer: Player,
    q: FishQuestion,
    time_limit: float = TIME_LIMIT,
) -> list[str]:
    """Every answer to ``q`` that some deal and stock order fitting ``viewer``'s knowledge of the
    whole log allows (exactly one for a valid puzzle).

    Raises:
        ValueError: no deal fits the log.
        Undecided: a solver question was not answered within ``time_limit`` seconds.
        FishsolveError: the question does not fit the game or the position.
    """
    model = FishModel(log, rep, viewer, len(log.events))
    ask = _Asker(model, time_limit)
    if q.kind == COUNT:
        assert q.player is not None
        assert q.rank is not None
        p = log.seating.player(q.player)
        return [str(k) for k in ask.values(model.held(p, log.rules.rank_of(q.rank)), 4)]
    if q.kind == HOLDER:
        if not log.rules.card_asks:
            raise FishsolveError("'who holds' is a question of card asks (authors, simplified)")
        assert q.card is not None
        return _places(ask, parse_card(q.card))
    return _sure(ask, log, rep, viewer)


def unique_answers(
    log: FishLog,
    rep: FishReplay,
    reader: Player,
    at: int,
    kind: str,
    time_limit: float = TIME_LIMIT,
) -> list[tuple[FishQuestion, str]]:
    """The questions of ``kind`` with exactly one answer in ``reader``'s view after ``at`` events
    of ``log``, each with it — asked of the solver for that kind alone (a count of each other
    player's ranks still in play, the place of each card in play the reader does not hold, or
    the one sure ask): the candidates of a position the exact counter does not reach. The
    position is seen as the puzzle cut there sees it: whether ``log``'s next line is an ask is
    not used.

    Raises:
        ValueError: no deal fits the log.
        Undecided: a solver question was not answered within ``time_limit`` seconds.
    """
    model = FishModel(log, rep, reader, at, ask=False)
    ask = _Asker(model, time_limit)
    out: list[tuple[FishQuestion, str]] = []
    if kind == COUNT:
        booked = {r for r in log.rules.ranks if model.laid[r]}
        for p in log.seating.players:
            if p == reader:
                continue
            for r in log.rules.ranks:
                if r in booked:
                    continue
                held = model.held(p, r)
                first = ask.value(held)
                if not (ask.possible(held, 0, first - 1) or ask.possible(held, first + 1, 4)):
                    out.append((FishQuestion(COUNT, player=p.name, rank=r.code), str(first)))
    elif kind == HOLDER:
        if not log.rules.card_asks:
            return out
        for c in log.rules.cards:
            if c in model.laid_cards:
                continue
            place, unique = _unique_place(ask, c)
            if unique and place != reader.name:
                out.append((FishQuestion(HOLDER, card=c.code), place))
    elif rep.states[at].turn == reader:
        sure = _sure(ask, log, rep, reader)
        if len(sure) == 1:
            out.append((FishQuestion(SURE), sure[0]))
    return out
