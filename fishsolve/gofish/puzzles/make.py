"""`puzzle make --game go-fish|authors|simplified-fish`: puzzles cut from real positions of
simulated games. A game is dealt and played from a seed (:func:`~fishsolve.gofish.sim.game.play`);
a position early in it and a reader are drawn; the log is cut there and keeps only what the reader
knows (their dealt hand, their own hidden draws written into the moves, everything the table saw);
then each question of the game's kinds is tried, and the first with exactly one provable answer
(:func:`~fishsolve.gofish.puzzles.check.solve_puzzle`) is the puzzle. The same seed gives the same
puzzle. The real deal is kept beside it (``truth``) so tests can hold the answer against it.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from fishsolve.errors import FishsolveError
from fishsolve.game.events import Comment
from fishsolve.game.table import Player
from fishsolve.gofish.deduce.model import Undecided
from fishsolve.gofish.game.events import FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.question import COUNT, HOLDER, SURE, FishQuestion
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.puzzles.check import FishPuzzleReport, solve_puzzle
from fishsolve.gofish.sim.game import play

NAMES = ("Ana", "Bo", "Cy", "Di")
TRIES = 40
"""Positions tried per puzzle before giving up (each a new game)."""


@dataclass(frozen=True)
class MadeFishPuzzle:
    """A puzzle, its check, and the full record of the game it was cut from."""

    name: str
    log: FishLog
    report: FishPuzzleReport
    truth: FishLog
    """The simulated game, every hand and the stock known."""


@dataclass(frozen=True)
class MadeFishPuzzles:
    """The puzzles one `puzzle make --game` wrote, and where."""

    out: str
    puzzles: tuple[MadeFishPuzzle, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form: each puzzle's name, question, answer and grade."""
        return {
            "out": self.out,
            "puzzles": [
                {
                    "name": p.name,
                    "question": p.report.question,
                    "answer": p.report.answer,
                    "grade": p.report.grade,
                }
                for p in self.puzzles
            ],
        }


def reader_log(full: FishLog, at: int, reader: Player) -> FishLog:
    """``full`` cut after ``at`` events, keeping what ``reader`` knows: their dealt hand, their own
    hidden draws (written into their asks and refills), and what the table saw."""
    rep = replay(full)
    stock = full.stock or ()
    events: list[FishEvent] = []
    for i, e in enumerate(full.events[:at]):
        pos = rep.states[i].drawn
        if isinstance(e, FishAsk):
            drawn = None
            if not e.given and rep.states[i].stock and (e.lucky or e.asker == reader):
                drawn = stock[pos]
            events.append(dataclasses.replace(e, drawn=drawn, source=None))
        elif isinstance(e, Refill):
            cards = tuple(stock[pos : pos + e.count]) if e.player == reader else ()
            events.append(dataclasses.replace(e, cards=cards, source=None))
        else:
            events.append(dataclasses.replace(e, source=None))
    hands = tuple((p, c) for p, c in full.hands if p == reader)
    return dataclasses.replace(
        full,
        hands=hands,
        stock=None,
        start=full.start or full.seating.players[0],
        events=tuple(events),
        comments=(),
        hand_sources=(),
        stock_source=None,
        start_source=None,
    )


def _questions(log: FishLog, reader: Player, rng: random.Random) -> list[FishQuestion]:
    rules = log.rules
    rep = replay(log)
    qs: list[FishQuestion] = []
    if rep.final.turn == reader:
        qs.append(FishQuestion(SURE))
    others = [p for p in log.seating.players if p != reader]
    if rules.card_asks:
        held = {c for _, cards in log.hands for c in cards}
        cards = [c for c in rules.cards if c not in held]
        rng.shuffle(cards)
        qs += [FishQuestion(HOLDER, card=c.code) for c in cards[:6]]
    counts = [(p, r) for p in others for r in rules.ranks]
    rng.shuffle(counts)
    qs += [FishQuestion(COUNT, player=p.name, rank=r.code) for p, r in counts[:6]]
    rng.shuffle(qs)
    return qs


def make_puzzle(game: str, seed: int, players: int = 2, name: str | None = None) -> MadeFishPuzzle:
    """One puzzle of ``game`` (go-fish, authors, simplified-fish) from ``seed``.

    Raises:
        FishsolveError: no position of :data:`TRIES` games gave a puzzle.
    """
    rules = GoFishRules.parse(game, [])
    rng = random.Random(seed)
    for _ in range(TRIES):
        full = play(NAMES[:players], rules, rng.randrange(1 << 30))
        if len(full.events) < 3:
            continue
        at = rng.randrange(2, min(len(full.events), 14) + 1)
        reader = rng.choice(full.seating.players)
        log = reader_log(full, at, reader)
        for q in _questions(log, reader, rng):
            trial = dataclasses.replace(log, question=q.text)
            try:
                report = solve_puzzle(trial)
            except (FishsolveError, Undecided, ValueError):
                continue
            if not report.ok or report.answer is None or report.answer == reader.name:
                continue  # (a card in the reader's own hand is no puzzle)
            if q.kind == COUNT and report.answer == "0" and rng.random() < 0.5:
                continue  # fewer "none" answers: they are the commonest
            done = dataclasses.replace(
                trial,
                answer=report.answer,
                comments=(Comment(0, f"fishsolve puzzle make --game {game} --seed {seed}"),),
            )
            label = name or f"{game}-{seed}"
            return MadeFishPuzzle(label, done, dataclasses.replace(report, file=label), full)
    raise FishsolveError(f"no puzzle found for --game {game} --seed {seed}")


def make(game: str, count: int, seed: int = 1, players: int = 2) -> list[MadeFishPuzzle]:
    """``count`` puzzles of ``game``, seeds ``seed``, ``seed + 1``, ..."""
    return [make_puzzle(game, seed + i, players) for i in range(count)]
