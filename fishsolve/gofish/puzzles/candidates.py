"""The questions a position can carry as a puzzle, read off everything the reader may know there.

A position's possibilities — each count and place some deal allows, as a
:class:`~fishsolve.gofish.deduce.questions.Possible` — come from the exact counter's view
(:func:`view_possible`, cheap along a whole game) or from the CP-SAT model
(:func:`~fishsolve.gofish.deduce.questions.possibilities`, where the counter is over budget).
:func:`candidates` lists every question of the three kinds with exactly one possible answer
there; :func:`interest` orders them for :mod:`.make` (the checked answer and its grade are
:mod:`.check`'s, on the CP-SAT model, never these).
"""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.gofish.deduce.questions import STOCK, Possible
from fishsolve.gofish.deduce.view import FishView
from fishsolve.gofish.game.events import Book, FishLog
from fishsolve.gofish.game.question import COUNT, HOLDER, SURE, FishQuestion
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player


@dataclass(frozen=True)
class Candidate:
    """A question with one possible answer after ``at`` events."""

    at: int
    question: FishQuestion
    answer: str


def view_possible(view: FishView) -> Possible:
    """The exact counter's view as possibilities: a value is possible when some arrangement
    counted gives it (the same sets as the CP-SAT model's :func:`possibilities`)."""
    counts: dict[tuple[str, str], tuple[int, ...]] = {}
    for p, ranks in view.holds.items():
        for r in ranks:
            counts[(p.name, r.code)] = view.possible(p, r)
    for r in view.stock:
        counts[(STOCK, r.code)] = view.possible_stock(r)
    places: dict[str, tuple[str, ...]] = {}
    if view.cards is not None:
        for c in view.cards:
            places[c.code] = tuple(STOCK if h is None else h.name for h in view.holders(c))
    return Possible(counts, places)


def _sure(
    log: FishLog, rep: FishReplay, reader: Player, at: int, found: Possible
) -> list[tuple[str, str]]:
    """The reader's asks certain to get a yes after ``at`` events (the reader on turn)."""
    state = rep.states[at]
    out = []
    for t in log.seating.players:
        if t == reader or not state.size(t):
            continue
        for r in log.rules.ranks:
            if 0 in found.counts.get((reader.name, r.code), (0,)):
                continue
            if log.rules.card_asks:
                for c in log.rules.cards:
                    if c.rank == r and found.places.get(c.code) == (t.name,):
                        out.append((t.name, c.code))
            elif 0 not in found.counts[(t.name, r.code)]:
                out.append((t.name, r.code))
    return out


def candidates(
    log: FishLog, rep: FishReplay, reader: Player, at: int, found: Possible
) -> list[Candidate]:
    """Every question with exactly one answer in ``found`` (the reader's possibilities after
    ``at`` events of ``log``): counts of other players, places of cards the reader does not
    hold (card asks), and the one sure ask when the reader is on turn and has exactly one."""
    out: list[Candidate] = []
    booked = {e.rank for e in log.events[:at] if isinstance(e, Book)}
    for p in log.seating.players:
        if p == reader:
            continue
        for r in log.rules.ranks:
            if r in booked:
                continue  # a book's rank: nobody holds one, nothing to work out
            got = found.counts.get((p.name, r.code), ())
            if len(got) == 1:
                q = FishQuestion(COUNT, player=p.name, rank=r.code)
                out.append(Candidate(at, q, str(got[0])))
    if log.rules.card_asks:
        for code, where in found.places.items():
            if len(where) == 1 and where[0] != reader.name:
                out.append(Candidate(at, FishQuestion(HOLDER, card=code), where[0]))
    if rep.states[at].turn == reader:
        sure = _sure(log, rep, reader, at, found)
        if len(sure) == 1:
            out.append(Candidate(at, FishQuestion(SURE), " ".join(sure[0])))
    return out


def interest(c: Candidate, kind: str) -> int:
    """How good a puzzle ``c`` promises to be when a puzzle of ``kind`` is wanted: the kind
    first, then an answer other than "none" (a count) or a hand (a card), then a longer history
    (more to work out)."""
    score = 100 if c.question.kind == kind else 0
    if c.question.kind == COUNT:
        score += 30 if c.answer != "0" else 0
    elif c.question.kind == HOLDER:
        score += 20 if c.answer != STOCK else 10
    else:
        score += 25
    return score + min(c.at, 12)
