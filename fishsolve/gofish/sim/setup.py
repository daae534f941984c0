"""Simulated Go Fish family games on demand: the settings of `fishsolve simulate --game ...`.

A :class:`FishSetup` is a :class:`~fishsolve.family.simulated.Dealer`: a game is a pure function
of its seed, so `simulate --count N --out DIR --jobs J` writes the same bytes for any J.

>>> setup = FishSetup.parse("go-fish", players=3, rules="pairs")
>>> setup.command(7)
'fishsolve simulate --game go-fish --seed 7 --players 3 --rules pairs --bots random'
>>> FishSetup.parse("authors", refill=3).command(1)
'fishsolve simulate --game authors --seed 1 --players 4 --refill 3 --bots random'
>>> setup.outcomes
('Asha', 'Ben', 'Cara', 'draw')
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from fishsolve.errors import NotationError, Opt, OptionError, quote
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import MAX_PLAYERS, MIN_PLAYERS, REFILL, GoFishRules
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.bots import Bot, RandomBot
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player
from fishsolve.text.source import Comment

NAMES = ("Asha", "Ben", "Cara", "Dev", "Eli", "Fay")
"""Seat names of simulated games (Literature's simulator uses the same)."""


def _tracker(rng: random.Random) -> Bot:
    """A :class:`~fishsolve.gofish.sim.tracker.TrackerBot` (imported on first use: it needs the
    solver)."""
    from fishsolve.gofish.sim.tracker import TrackerBot

    return TrackerBot(rng)


FISH_BOTS: dict[str, Callable[[random.Random], Bot]] = {"random": RandomBot, "tracker": _tracker}
"""The bots of the Go Fish family, by name."""


def _make_bot(name: str, rng: random.Random) -> Bot:
    return FISH_BOTS[name](rng)


SHEET_ONLY = ("draw-on-turn", "draw-then-pass", "deal-books", "first-out", "big-table")
"""Rule options of OpenSpiel's game that the simulator does not play (it deals and refills as
the sheet says)."""


@dataclass(frozen=True)
class FishSetup:
    """How to simulate a Go Fish family game: the game and its options, the seats and their bots."""

    rules: GoFishRules
    players: int = 4
    bots: tuple[str, ...] = ("random",)
    """One bot for every seat, or one per seat in seat order."""

    @classmethod
    def parse(
        cls,
        game: str,
        players: int | None = None,
        rules: str | None = None,
        bots: str = "random",
        refill: int | None = None,
    ) -> FishSetup:
        """A setup from the words a user typed (``refill``: cards drawn when a hand empties;
        None: five).

        Raises:
            OptionError: an unknown game, rule or bot, a table of other than 2 to 6, or a refill
                of no cards.
        """
        try:
            parsed = GoFishRules.parse(game, [])
        except NotationError as err:
            raise OptionError(Opt("game"), f": {err.message}") from None
        try:
            parsed = GoFishRules.parse(game, [w for w in re.split(r"[\s,]+", rules or "") if w])
        except NotationError as err:
            raise OptionError(Opt("rules"), f": {err.message}") from None
        unplayed = [w for w in parsed.tokens() if w in SHEET_ONLY]
        if unplayed:
            raise OptionError.bad(
                "rules",
                unplayed[0],
                "the simulator plays the sheet's deal and refills; OpenSpiel's games come in "
                "with `fishsolve import openspiel` (docs/import.md)",
            )
        if refill is not None:
            if refill < 1:
                raise OptionError.bad(
                    "refill", refill, "a player whose hand empties draws 1 or more"
                )
            parsed = replace(parsed, refill=refill)
        seats = 4 if players is None else players
        if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
            raise OptionError.bad(
                "players", seats, f"the Go Fish family is played by {MIN_PLAYERS} to {MAX_PLAYERS}"
            )
        names = tuple(w for w in re.split(r"[\s,]+", bots) if w)
        if len(names) not in (1, seats):
            raise OptionError.bad(
                "bots", bots, f"give one bot, or one for each of the {seats} seats"
            )
        for name in names:
            if name not in FISH_BOTS:
                known = ", ".join(FISH_BOTS)
                raise OptionError(Opt("bots"), f": unknown bot {quote(name)}; known bots: {known}")
        return cls(parsed, seats, names)

    @property
    def names(self) -> tuple[str, ...]:
        return NAMES[: self.players]

    @property
    def outcomes(self) -> tuple[str, ...]:
        """Each player's name (that player won) and ``"draw"`` (a shared win)."""
        return (*self.names, "draw")

    def seated(self, first: str, second: str, seat: int) -> FishSetup:
        """The same table with ``first`` at ``seat`` (0-based) and ``second`` everywhere else: one
        game of a tournament deal (see :mod:`fishsolve.gofish.sim.tournament`)."""
        return replace(
            self, bots=tuple(first if i == seat else second for i in range(self.players))
        )

    def bot_of(self, player: Player) -> str:
        return self.bots[0] if len(self.bots) == 1 else self.bots[player.index]

    def command(self, seed: int) -> str:
        """The command line that plays the game of ``seed`` again."""
        parts = [f"fishsolve simulate --game {self.rules.variant} --seed {seed}"]
        parts.append(f"--players {self.players}")
        if self.rules.tokens():
            parts.append(f"--rules {','.join(self.rules.tokens())}")
        if self.rules.refill != REFILL:
            parts.append(f"--refill {self.rules.refill}")
        parts.append(f"--bots {','.join(self.bots)}")
        return " ".join(parts)

    def game(self, seed: int) -> FishLog:
        """The full record of the game of ``seed``, headed by the command that replays it."""
        log = play(self.names, self.rules, seed, lambda p, rng: _make_bot(self.bot_of(p), rng))
        return replace(log, comments=(Comment(0, self.command(seed)), *log.comments))

    def record(self, log: FishLog) -> str:
        """The record in the text notation."""
        return write_fish_log(log)

    def winner(self, log: FishLog) -> str:
        """The player with the most points, or ``"draw"`` when the best are tied."""
        rep = replay(log)
        scores = {p.name: rep.score(p) for p in log.seating}
        best = max(scores.values())
        leaders = [name for name, points in scores.items() if points == best]
        return leaders[0] if len(leaders) == 1 else "draw"
