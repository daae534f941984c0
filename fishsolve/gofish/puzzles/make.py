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
from fishsolve.gofish.deduce.model import Undecided
from fishsolve.gofish.deduce.questions import Possible
from fishsolve.gofish.deduce.view import fish_views
from fishsolve.gofish.game.events import FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.question import COUNT, HOLDER, SURE, parse_question
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.puzzles.candidates import Candidate, candidates, interest, view_possible
from fishsolve.gofish.puzzles.check import FishPuzzleReport, solve_puzzle
from fishsolve.gofish.puzzles.prove import unique_answers
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player
from fishsolve.text.source import Comment

NAMES = ("Ana", "Bo", "Cy", "Di")
TRIES = 40
"""Games tried per puzzle before giving up."""
STRICT = 3
"""Games in which only the wanted kind and depth will do (then, for as many, the kind alone)."""
FIRST, LAST = 2, 14
"""The positions a puzzle may stop at (events played): short histories, for children."""
BUDGET = 15_000
"""The exact counter's budget along a game (state steps); later positions go to CP-SAT."""
VERIFY = 8
"""Candidates checked (CP-SAT answer and minimal explanation) per look, best first."""
SOLVED = 2
"""Positions past the counter's reach searched per game on the CP-SAT model."""


@dataclass(frozen=True)
class MadeFishPuzzle:
    """A puzzle, its check, and the full record of the game it was cut from."""

    name: str
    log: FishLog
    report: FishPuzzleReport
    truth: FishLog
    """The simulated game, every hand and the stock known."""


@dataclass(frozen=True)
class FishPuzzleLine:
    """What `puzzle make --game` lists of one puzzle it wrote (its files hold the rest), so that
    a long run keeps a line per puzzle, not the puzzles and their games."""

    name: str
    question: str
    answer: str | None
    grade: str | None
    viewer: str

    @classmethod
    def of(cls, puzzle: MadeFishPuzzle) -> FishPuzzleLine:
        """The line of a made puzzle."""
        report = puzzle.report
        return cls(puzzle.name, report.question, report.answer, report.grade, report.viewer)


@dataclass(frozen=True)
class MadeFishPuzzles:
    """The puzzles one `puzzle make --game` wrote (a line each), and where."""

    out: str
    puzzles: tuple[FishPuzzleLine, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form: each puzzle's name, question, answer and grade."""
        return {
            "out": self.out,
            "puzzles": [
                {
                    "name": p.name,
                    "question": p.question,
                    "answer": p.answer,
                    "grade": p.grade,
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


def wanted(rules: GoFishRules, seed: int) -> tuple[str, bool]:
    """The kind of question (and whether an easy one) a seed asks for: the kinds in turn
    (count, who holds, which ask under card asks; count, which ask in Go Fish), every third round
    of them easy, the others needing two moves or more."""
    kinds = (COUNT, HOLDER, SURE) if rules.card_asks else (COUNT, SURE)
    return kinds[seed % len(kinds)], (seed // len(kinds)) % 3 == 0


def _counted(whole: FishLog, rep: FishReplay, reader: Player, last: int) -> dict[int, Possible]:
    """The reader's possibilities at every position ``FIRST..last`` of ``whole`` (the reader's
    log of the whole game) that the exact counter reaches within :data:`BUDGET`, in one pass,
    each as the puzzle cut there sees it (its next line unseen)."""
    found: dict[int, Possible] = {}
    for view in fish_views(whole, rep, reader, BUDGET, cut=True):
        if view.at > last:
            break
        if view.at >= FIRST and view.total:
            found[view.at] = view_possible(view)
    return found


@dataclass
class _Search:
    """One puzzle's search: what is wanted, and the best checked puzzle so far."""

    game: str
    seed: int
    label: str
    kind: str
    easy: bool
    rng: random.Random
    best: tuple[tuple[bool, bool], MadeFishPuzzle] | None = None

    def fit(self, report: FishPuzzleReport) -> tuple[bool, bool]:
        """Is the checked puzzle of the wanted kind, and of the wanted depth?"""
        q = parse_question(report.question)
        return q.kind == self.kind, (report.grade == "easy") == self.easy

    def found(self) -> bool:
        return self.best is not None and all(self.best[0])

    def look(self, full: FishLog, reader: Player, cands: list[Candidate]) -> None:
        """Check the :data:`VERIFY` most promising of ``cands`` (best first), until one is of
        the wanted kind and depth."""
        order = {id(c): (-interest(c, self.kind), self.rng.random()) for c in cands}
        for c in sorted(cands, key=lambda c: order[id(c)])[:VERIFY]:
            made = _checked(full, reader, c, self.game, self.seed, self.label)
            if made is None:
                continue
            fit = self.fit(made.report)
            if self.best is None or fit > self.best[0]:
                self.best = (fit, made)
            if self.found():
                return

    def game_searched(self, full: FishLog, reader: Player) -> None:
        """Look at the positions of one game the counter reaches, then (when none gave the
        wanted puzzle) at up to :data:`SOLVED` positions it does not reach, asking the CP-SAT
        model for questions of the wanted kind alone."""
        whole = reader_log(full, len(full.events), reader)
        rep = replay(whole)
        last = min(len(whole.events), LAST)
        counted = _counted(whole, rep, reader, last)
        self.look(
            full,
            reader,
            [c for at, f in counted.items() for c in candidates(whole, rep, reader, at, f)],
        )
        rest = [i for i in range(FIRST, last + 1) if i not in counted]
        for at in sorted(self.rng.sample(rest, min(SOLVED, len(rest))), reverse=True):
            if self.found():
                return
            try:
                found = unique_answers(whole, rep, reader, at, self.kind)
            except (Undecided, ValueError):
                continue
            self.look(full, reader, [Candidate(at, q, a) for q, a in found])


def make_puzzle(game: str, seed: int, players: int = 2, name: str | None = None) -> MadeFishPuzzle:
    """One puzzle of ``game`` (go-fish, authors, simplified-fish) from ``seed``, of the kind and
    depth :func:`wanted` names for the seed when some position of :data:`STRICT` games has one
    (then of the kind alone, then any).

    Raises:
        FishsolveError: no position of :data:`TRIES` games gave a puzzle.
    """
    rules = GoFishRules.parse(game, [])
    rng = random.Random(seed)
    kind, easy = wanted(rules, seed)
    search = _Search(game, seed, name or f"{game}-{seed}", kind, easy, rng)
    for attempt in range(TRIES):
        full = play(NAMES[:players], rules, rng.randrange(1 << 30))
        if len(full.events) < FIRST + 1:
            continue
        search.game_searched(full, rng.choice(full.seating.players))
        if search.best is not None:
            (kind_ok, depth_ok), made = search.best
            if (kind_ok and depth_ok) or (kind_ok and attempt >= STRICT) or attempt >= 2 * STRICT:
                return made
    raise FishsolveError(f"no puzzle found for --game {game} --seed {seed}")


def _checked(
    full: FishLog, reader: Player, c: Candidate, game: str, seed: int, label: str
) -> MadeFishPuzzle | None:
    """The puzzle of candidate ``c`` checked on the CP-SAT model (None: undecided in time).

    Raises:
        FishsolveError: the check's answers are not the candidate's — the exact counter and the
            CP-SAT model disagree, which is a bug to report, never a puzzle to print.
    """
    log = reader_log(full, c.at, reader)
    trial = dataclasses.replace(log, question=c.question.text)
    try:
        report = solve_puzzle(trial)
    except Undecided:
        return None
    if report.answers != [c.answer] or not report.ok:
        raise FishsolveError(
            f"--game {game} --seed {seed}: after {c.at} events {c.question.text!r} has "
            f"{report.answers} by the CP-SAT check but only {c.answer!r} by the position's "
            "possibilities"
        )
    done = dataclasses.replace(
        trial,
        answer=report.answer,
        comments=(Comment(0, f"fishsolve puzzle make --game {game} --seed {seed}"),),
    )
    return MadeFishPuzzle(label, done, dataclasses.replace(report, file=label), full)


def make(game: str, count: int, seed: int = 1, players: int = 2) -> list[MadeFishPuzzle]:
    """``count`` puzzles of ``game``, seeds ``seed``, ``seed + 1``, ..."""
    return [make_puzzle(game, seed + i, players) for i in range(count)]
