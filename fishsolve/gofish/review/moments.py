"""The Go Fish family's critical moments (:mod:`fishsolve.family.moments`), read off its review.

Each mistake is judged in the asker's own view just before the ask, where the review counted it:

- **sure ask passed**: an ask certain to get a yes was there and the ask made was not one; cost
  1 − the ask's chance;
- **weak ask**: the ask's chance of a yes was at least :data:`~fishsolve.family.moments.WEAK`
  below the best legal ask's; cost best − chance;
- **book left**: a book certain to be completable (:class:`~fishsolve.gofish.review.highlights.
  CertainBook`) and a turn of its player ended without it; at that turn's last event, cost 1
  (unless that event is already a passed sure ask);
- **lacked the rank**: an ask for a rank the asker provably did not hold (a log error); cost 1.

Where the asker's position was estimated (:mod:`fishsolve.gofish.review.estimates`), a moment
that rests on an estimated chance is marked so (its ``interval``: the 95% interval of the chance
lost). A sure ask passed is proved either way (the sure ask by the proved counts, the ask made not
sure by them), only its cost may be an estimate. A weak ask is marked only when the intervals
prove it weak: the best ask's interval starts at least :data:`~fishsolve.family.moments.WEAK`
above the end of the ask's own; an estimated gap the intervals cannot tell from a smaller one is
left out.

Hindsight reads the log's own record of the hands (a full record): whether the best ask would
really have got a yes, and whether a weak ask got one all the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from fishsolve.family.moments import BOOK_LEFT, LACKED, SURE_ASK_PASSED, WEAK, WEAK_ASK, Moment
from fishsolve.gofish.deduce.perspective import PUBLIC
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import hands_after
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.review.highlights import AskChoice, AskReview, CertainBook

QUESTIONS = {
    SURE_ASK_PASSED: "Which ask is certain to succeed?",
    WEAK_ASK: "Which ask has the best chance of a yes?",
    BOOK_LEFT: "Which book can you be sure to complete?",
    LACKED: "Which ranks may you ask for?",
}
"""What each kind of moment asks of the mover, for the page's "try it"."""


def _held(hands: dict[str, frozenset[str] | None], choice: AskChoice) -> bool | None:
    """Whether ``choice``'s target really held what it asks for (None: the log does not know)."""
    cards = hands.get(choice.target)
    if cards is None:
        return None
    if choice.card is not None:
        return choice.card in cards
    return any(code[:-1] == choice.rank for code in cards)


def _asks(choices: Sequence[AskChoice]) -> str:
    return "ask " + " or ".join(c.words for c in choices[:3])


def game_moments(
    log: FishLog,
    rep: FishReplay,
    asks: Sequence[AskReview | None],
    books: Sequence[CertainBook],
) -> tuple[Moment, ...]:
    """Every mistake of the game, in event order (``asks``: the review of each event's ask)."""
    views = {p.name for p, _ in log.hands}
    hands = hands_after(log) if log.full else None
    found: list[Moment] = []

    def add(
        event: int,
        player: str,
        kind: str,
        cost: Fraction,
        chance: Fraction | None,
        best: Fraction | None,
        alternative: str | None,
        hindsight: str | None,
        hindsight_event: int | None = None,
        interval: tuple[float, float] | None = None,
    ) -> None:
        view = player if player in views else PUBLIC
        found.append(
            Moment(
                event,
                player,
                None,
                view,
                kind,
                cost,
                chance,
                best,
                alternative,
                hindsight,
                QUESTIONS[kind],
                hindsight_event,
                interval,
            )
        )

    for i, ask in enumerate(asks):
        if ask is None:
            continue
        number = i + 1
        if ask.lacked:
            add(number, ask.asker, LACKED, Fraction(1), None, None, None, None)
            continue
        if ask.chosen is None or ask.best is None:
            continue
        chance, best = Fraction(ask.chosen.yes), Fraction(ask.best.yes)
        low, high = _span(ask.chosen)
        interval = None
        if ask.sure_passed:
            kind, best, others = SURE_ASK_PASSED, Fraction(1), ask.sure_passed
            if not ask.chosen.exact:
                interval = (1 - high, 1 - low)
        elif best - chance >= WEAK:
            kind, others = WEAK_ASK, (ask.best,)
            if not ask.exact:
                best_low, best_high = _span(ask.best)
                if best_low - high < WEAK:
                    continue  # the intervals cannot tell it from an ask less than WEAK below
                interval = (best_low - high, min(1.0, best_high - low))
        else:
            continue
        notes = []
        if ask.given:
            notes.append("it got a yes all the same")
        if hands is not None and kind == WEAK_ASK:
            held = _held(hands[i], ask.best)
            if held is False:
                notes.append(f"the best ask ({ask.best.words}) would have got a go fish")
            elif held:
                notes.append(f"the best ask ({ask.best.words}) would have got a yes")
        add(
            number,
            ask.asker,
            kind,
            best - chance,
            chance,
            best,
            _asks(others),
            "; ".join(notes) or None,
            interval=interval,
        )
    passed = {(m.event, m.player) for m in found if m.kind == SURE_ASK_PASSED}
    left: dict[tuple[int, str], list[CertainBook]] = {}
    for book in books:
        if book.turns == 0:
            continue
        end = _turn_let_go(rep, book.player, book.since, book.laid)
        if end is not None and (end, book.player) not in passed:
            left.setdefault((end, book.player), []).append(book)
    for (end, player), lying in sorted(left.items()):
        ranks = " or ".join(f"{b.rank}s" for b in lying)
        never = [b.rank for b in lying if b.laid is None]
        hindsight = f"never laid by them: {', '.join(never)}" if never else None
        add(
            end,
            player,
            BOOK_LEFT,
            Fraction(1),
            None,
            Fraction(1),
            f"ask for the {ranks} until the book is laid",
            hindsight,
            None if hindsight is None else len(log.events),  # "never": the whole log
        )
    seat = {p.name: p.index for p in log.seating.players}
    return tuple(sorted(found, key=lambda m: (m.event, seat[m.player], m.kind)))


def _span(choice: AskChoice) -> tuple[float, float]:
    """The 95% interval of ``choice``'s chance of a yes (its value, when exact)."""
    return choice.interval if choice.interval is not None else (choice.chance, choice.chance)


def _turn_let_go(rep: FishReplay, player: str, since: int, laid: int | None) -> int | None:
    """The first event after position ``since`` (and before ``laid``) that ends a turn of
    ``player``, or None."""
    last = len(rep.states) - 1 if laid is None else laid - 1
    for at in range(since, last):
        now, after = rep.states[at].turn, rep.states[at + 1].turn
        if now is not None and now.name == player and (after is None or after.name != player):
            return at + 1
    return None
