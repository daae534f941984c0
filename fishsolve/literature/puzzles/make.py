"""`fishsolve puzzle make`: puzzles cut from real positions of simulated games.

For puzzle number ``k`` of a request, a random generator seeded by the request and ``k`` draws games
(seed and bots) one after another. In each game a couple of seats are looked at, position by
position from the start: a position is a candidate when, from that seat, a card's holder has just
become forced (a holder puzzle; the card not in the seat's hand and never moved in public) or a
half-suit with a card outside the seat's hand has just become claimable (a claim puzzle). The log is
cut right after that position and checked and graded as a puzzle
(:func:`fishsolve.literature.puzzles.check.solve_puzzle`). The first candidate with the requested
grade is kept.

Trimming: the events before the first one the solution needs are dropped when they are all
"no" answers (no card moved, so the hands are still the dealt ones) and ``start:`` names the
player on turn after them; the trimmed puzzle is solved again and kept only if it has the same
answer and grade. The answer is then checked against the real deal of the simulated game.

The same request always gives the same puzzles, and puzzle ``k`` does not depend on the others,
so a request is split across processes or a cluster by the executor, one task per puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from fishsolve.errors import OptionError, UsageError
from fishsolve.executor import Executor
from fishsolve.family.batch import check_puzzle_count
from fishsolve.literature.game.events import Ask, GameLog, HandCount
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.question import CLAIM, HOLDER, KINDS, ClaimKey, Question
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.puzzles.check import solve_puzzle
from fishsolve.literature.puzzles.grading import LEVELS
from fishsolve.literature.puzzles.report import PuzzleReport
from fishsolve.literature.puzzles.search import SeatSearch
from fishsolve.literature.sim.game import simulate
from fishsolve.seating import Player
from fishsolve.text.source import Comment

BOT_MIXES: tuple[tuple[str, ...], ...] = (
    ("random",),
    ("careless",),
    ("random", "careless"),
    ("careless", "random"),
)
"""The bots of the simulated games: all seats alike, or one kind per team (A, B)."""

MAX_AT = {(HOLDER, 6): 40, (HOLDER, 8): 50, (CLAIM, 6): 120, (CLAIM, 8): 150}
"""The latest position a puzzle is cut at, by kind and table size: longer histories make poor
reading, but a half-suit split between teammates is rarely provable in the first few dozen moves
of a game."""

VIEWERS_PER_GAME = {HOLDER: 2, CLAIM: 8}
"""Seats looked at in each simulated game. Every seat can hold a claim puzzle only when its team
really holds a whole half-suit, which costs nothing to check, so claims look at all of them."""

CANDIDATES_PER_VIEW = 6
"""Candidates graded from one seat of one game before moving on (keeps the search varied)."""

MAX_GAMES = 1500
"""Games tried for one puzzle before giving up. Most games are passed over after a cheap look
(a position past :data:`MAX_AT` or ``--max-moves``, or one graded out by a cheap solver question),
so this many take seconds; an easy eight-player claim short enough to stay easy (see
:func:`~fishsolve.literature.puzzles.grading.weigh_length`) may need a thousand."""


@dataclass(frozen=True)
class PuzzleSpec:
    """What to make: the kind of question, the grade, the table size and the seed."""

    kind: str
    difficulty: str
    players: int = 6
    seed: int = 0
    max_moves: int | None = None
    """The most moves (events) a puzzle may show; None: up to :data:`MAX_AT`."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise OptionError.bad("kind", self.kind, "choose holder or claim")
        if self.difficulty not in LEVELS:
            raise OptionError.bad("difficulty", self.difficulty, "choose easy, medium or hard")
        if (self.kind, self.players) not in MAX_AT:
            raise OptionError.bad("players", self.players, "choose 6 or 8")
        if self.max_moves is not None and self.max_moves < 1:
            raise OptionError.bad("max-moves", self.max_moves, "a puzzle shows at least 1 move")

    def name(self, index: int) -> str:
        """The file name (without extension) of puzzle number ``index`` (from 0)."""
        return f"{self._prefix}{index + 1:03d}"

    def index(self, name: str) -> int | None:
        """The number (from 0) of the puzzle whose file name (without extension) is ``name``,
        or None if no puzzle of this spec has that name."""
        number = name.removeprefix(self._prefix)
        if number == name or not number.isascii() or not number.isdigit():
            return None
        index = int(number) - 1
        return index if index >= 0 and self.name(index) == name else None

    @property
    def _prefix(self) -> str:
        return f"{self.kind}-{self.difficulty}-{self.players}p-s{self.seed}-"


@dataclass(frozen=True)
class MadePuzzle:
    """One generated puzzle: its file, its checked answer, and where it came from."""

    name: str
    text: str
    """The puzzle in the notation (question and answer key included)."""
    log: GameLog
    """``text`` read back (so explanations cite the file's lines)."""
    report: PuzzleReport
    """The check of ``log``: ok, with the answer, the explanation and the grade."""
    game_seed: int
    bots: tuple[str, ...]
    first: int
    """The first event of the simulated game kept (1-based; later than 1 when trimmed)."""
    last: int
    """The position: the last event of the game kept."""
    graded: tuple[str, ...] = field(default=())
    """The grade of every candidate tried along the way, this one last."""


def make_puzzles(
    spec: PuzzleSpec, count: int, executor: Executor | None = None
) -> Iterator[MadePuzzle]:
    """``count`` puzzles for ``spec``, in order (puzzle ``k`` is :func:`make_puzzle` ``k``), made
    by ``executor`` (default: here, one after another).

    Raises:
        UsageError: as :func:`make_puzzle`, for the first puzzle that does not turn up.
    """
    check_puzzle_count(count)
    runner = executor if executor is not None else Executor()
    for made in runner.map(_make_one, ((spec, index) for index in range(count))):
        if isinstance(made, UsageError):
            raise made
        yield made


def _make_one(job: tuple[PuzzleSpec, int]) -> MadePuzzle | UsageError:
    """The executor's task: puzzle ``job[1]`` of ``job[0]``, or why it did not turn up (as a
    value: a task returns the user's errors rather than raise them across processes)."""
    try:
        return make_puzzle(*job)
    except UsageError as err:
        return err


def make_puzzle(spec: PuzzleSpec, index: int) -> MadePuzzle:
    """Puzzle number ``index`` (from 0) of ``spec``: the same arguments give the same puzzle.

    Raises:
        UsageError: if no such puzzle turns up in :data:`MAX_GAMES` games.
    """
    rng = random.Random(
        f"fishsolve puzzle {spec.seed} {spec.players} {spec.kind} {spec.difficulty} {index}"
    )
    graded: list[str] = []
    for _ in range(MAX_GAMES):
        game_seed = rng.getrandbits(32)
        bots = rng.choice(BOT_MIXES)
        full = simulate(game_seed, spec.players, RuleSet(), list(bots))
        seats = min(VIEWERS_PER_GAME[spec.kind], len(full.table))
        for viewer in rng.sample(full.table.players, seats):
            search = _Search(spec, spec.name(index), (game_seed, bots, full), viewer, graded)
            found = search.run()
            if found is not None:
                first, last, text, log, report = found
                return MadePuzzle(
                    spec.name(index), text, log, report, game_seed, bots, first, last, tuple(graded)
                )
    within = "" if spec.max_moves is None else f" of at most {spec.max_moves} moves"
    raise UsageError(
        f"no {spec.difficulty} {spec.kind} puzzle{within} for {spec.players} players turned up "
        f"in {MAX_GAMES} games (seed {spec.seed}, puzzle {index + 1})"
    )


_Found = tuple[int, int, str, GameLog, PuzzleReport]


class _Search:
    """One seat of one simulated game: its candidates, graded, until one has the wanted grade."""

    def __init__(
        self,
        spec: PuzzleSpec,
        name: str,
        game: tuple[int, tuple[str, ...], GameLog],
        viewer: Player,
        graded: list[str],
    ) -> None:
        self.spec = spec
        self.name = name
        self.game_seed, self.bots, self.full = game
        self.viewer = viewer
        self.graded = graded
        self.hand = self.full.hands[viewer]
        # Trimming drops at most the leading "no" answers and counts: a position further on
        # than that past --max-moves cannot make a puzzle short enough.
        self.droppable_at_most = _leading_silence(self.full)
        last = MAX_AT[(spec.kind, spec.players)]
        if spec.max_moves is not None:
            last = min(last, spec.max_moves + self.droppable_at_most)
        self.seat = SeatSearch(self.full, viewer, spec.kind, spec.difficulty, last)

    def run(self) -> _Found | None:
        tried = 0
        for candidate in self.seat.candidates():
            if not self.seat.may_be(candidate, self.spec.difficulty):
                continue
            grade = self.seat.grade(candidate)
            self.graded.append(grade.level)
            if grade.level == self.spec.difficulty:
                found = self.finish(candidate.at, candidate.question)
                if found is not None:
                    return found
            tried += 1
            if tried >= CANDIDATES_PER_VIEW:
                break
        return None

    def finish(self, at: int, question: Question) -> _Found | None:
        """The puzzle cut after event ``at``, checked as a file, trimmed if possible."""
        report = solve_puzzle(self.puzzle_log(0, at, question))
        if not report.ok or report.grade is None or report.grade.level != self.spec.difficulty:
            return None
        first = self.droppable(report, at) + 1
        if first > 1:
            trimmed = solve_puzzle(self.puzzle_log(first - 1, at, question))
            if not _same(trimmed, report):
                first = 1
        if self.spec.max_moves is not None and at - first + 1 > self.spec.max_moves:
            return None
        keyed = _with_key(question, report, self.full)
        text = write_log(self.puzzle_log(first - 1, at, keyed))
        final = parse_log(text, f"{self.name}.fish")
        checked = solve_puzzle(final, f"{self.name}.fish")
        if not _same(checked, report) or checked.key != "agrees":
            return None
        self.true_in_the_deal(checked, at)
        return first, at, text, final, checked

    def puzzle_log(self, skip: int, at: int, question: Question) -> GameLog:
        """The seat's log of events ``skip + 1`` to ``at``, asking ``question``."""
        full = self.full
        start = self.seat.analyzer.replay.states[skip].turn if skip else full.start
        bots = " vs ".join(self.bots)
        note = (
            f"{self.name}: simulated game {self.game_seed} ({bots} bots), events {skip + 1} to "
            f"{at}, seen from {self.viewer}'s seat"
        )
        return GameLog(
            full.table,
            full.rules,
            {self.viewer: self.hand},
            full.events[skip:at],
            start,
            (Comment(0, note),),
            question=question,
        )

    def droppable(self, report: PuzzleReport, at: int) -> int:
        """How many leading events can go: "no" answers and counts the solution does not cite."""
        cited = {
            c.event
            for found in report.explanations
            for c in (*found.reasons, *found.transfers)
            if c.event is not None
        }
        count = 0
        for number, event in enumerate(self.full.events[: at - 1], start=1):
            moves = isinstance(event, Ask) and event.answer
            if number in cited or moves or not isinstance(event, Ask | HandCount):
                break
            count = number
        return count

    def true_in_the_deal(self, report: PuzzleReport, at: int) -> None:
        """Check the answer against the simulated game's real deal (a failure is a bug)."""
        truth = holders_after(self.full, deal_of(self.full), at)
        deck = self.full.rules.deck
        if report.holder is not None:
            wanted = {report.card or "": report.holder}
        else:
            wanted = {code: name for c in report.claims for code, name in c.owners.items()}
        for code, name in wanted.items():
            if truth[deck.card(code)].name != name:
                raise RuntimeError(f"{self.name}: the answer puts {code} with {name}; it is not")


def _leading_silence(log: GameLog) -> int:
    """How many events open ``log`` that move no card: "no" answers and stated counts (what
    trimming may drop, at most)."""
    count = 0
    for event in log.events:
        if not (isinstance(event, HandCount) or (isinstance(event, Ask) and not event.answer)):
            break
        count += 1
    return count


def _same(a: PuzzleReport, b: PuzzleReport) -> bool:
    """Same answer and same grade."""
    return (
        a.ok
        and a.holder == b.holder
        and a.claims == b.claims
        and a.grade is not None
        and b.grade is not None
        and a.grade.level == b.grade.level
    )


def _with_key(question: Question, report: PuzzleReport, full: GameLog) -> Question:
    """``question`` with the report's answer as its key."""
    table, deck = full.table, full.rules.deck
    if question.kind == HOLDER:
        assert question.card is not None
        assert report.holder is not None
        return Question.who_holds(question.card, table.player(report.holder))
    assert question.kind == CLAIM
    keys = tuple(
        ClaimKey(
            deck.half_suit(c.half_suit),
            tuple((deck.card(code), table.player(name)) for code, name in c.owners.items()),
        )
        for c in report.claims
    )
    return Question.what_claims(keys)
