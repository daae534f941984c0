"""Simulated games on demand: the settings of `fishsolve simulate` and `fishsolve tournament`.

A :class:`Setup` says how to play (table size, rules, deck, the bot of each team) and is checked
once, with :class:`~fishsolve.errors.OptionError` for anything a user typed wrong. A game is then a
pure function of its seed, so games can be played in any order, in several processes, and give
the same bytes every time.

>>> setup = Setup.parse(players=6, rules="annul,split-claims", bots="tracker,random")
>>> setup.rules.tokens(), setup.bots
(('annul', 'split-claims'), ('tracker', 'random'))
>>> setup.command(7)
'fishsolve simulate --seed 7 --players 6 --rules annul,split-claims --bots tracker,random'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import ClassVar

from fishsolve.errors import NotationError, Opt, OptionError, quote
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.replay import replay
from fishsolve.literature.sim.game import simulate as play_game
from fishsolve.literature.sim.lineup import BOTS
from fishsolve.text.source import Comment


@dataclass(frozen=True)
class Setup:
    """How to simulate games: the table size, the rules (deck included) and each team's bot."""

    players: int = 6
    rules: RuleSet = field(default_factory=RuleSet)
    bots: tuple[str, str] = ("random", "random")
    """The bot of team A and of team B."""
    count_rate: float = 0.0
    """The chance after each action that someone asks a hand's size (a public count event)."""
    designate: bool = False
    """Whether the player on turn designates a teammate who would claim (S-ES's designated
    claimer; see :func:`fishsolve.literature.sim.game.play`)."""

    @classmethod
    def parse(
        cls,
        players: int = 6,
        rules: str | None = None,
        deck: str | None = None,
        bots: str = "random",
        count_rate: float = 0.0,
        designate: bool = False,
    ) -> Setup:
        """A setup from the words a user typed.

        Args:
            players: 6 or 8.
            rules: rule words of the notation, separated by commas or spaces
                (``"annul,split-claims"``); None for the standard rules.
            deck: a deck name of the notation (``standard``, ``no-sevens``, ``jokers``).
            bots: one bot name for both teams, or two separated by a comma (team A, team B).
            count_rate: the chance after each action of a stated hand count, 0 to 1.
            designate: the player on turn designates a teammate who would claim.

        Raises:
            OptionError: an unknown rule, deck or bot, a table size other than 6 or 8, or a deck
                that cannot be dealt evenly to the table.
        """
        if players not in (6, 8):
            raise OptionError.bad("players", players, "Literature is played by 6 or 8 players")
        try:
            chosen = RuleSet.parse_deck(deck) if deck else RuleSet().deck
            chosen_rules = RuleSet(deck=chosen)
            chosen_rules.hand_size(players)
        except NotationError as err:
            raise OptionError(Opt("deck"), f": {err.message}") from None
        try:
            ruleset = RuleSet.parse(_words(rules or ""), chosen)
        except NotationError as err:
            raise OptionError(Opt("rules"), f": {err.message}") from None
        if not 0.0 <= count_rate <= 1.0:
            raise OptionError.bad("hand-counts", f"{count_rate:g}", "give a chance between 0 and 1")
        return cls(players, ruleset, parse_bots(bots), count_rate, designate)

    def swapped(self) -> Setup:
        """The same setup with the teams' bots exchanged."""
        return replace(self, bots=(self.bots[1], self.bots[0]))

    def command(self, seed: int) -> str:
        """The `fishsolve simulate` command line that plays the game of ``seed``."""
        parts = ["fishsolve simulate", f"--seed {seed}", f"--players {self.players}"]
        if self.rules.deck.key != RuleSet().deck.key:
            parts.append(f"--deck {self.rules.deck.key}")
        if self.rules.tokens():
            parts.append(f"--rules {','.join(self.rules.tokens())}")
        bots = self.bots[0] if self.bots[0] == self.bots[1] else ",".join(self.bots)
        parts.append(f"--bots {bots}")
        if self.count_rate:
            parts.append(f"--hand-counts {self.count_rate:g}")
        if self.designate:
            parts.append("--designate")
        return " ".join(parts)

    def game(self, seed: int) -> GameLog:
        """The full-deal log of the game of ``seed``, headed by the command that replays it."""
        log = play_game(
            seed,
            self.players,
            self.rules,
            list(self.bots),
            count_rate=self.count_rate,
            designate=self.designate,
        )
        return replace(log, comments=(Comment(0, self.command(seed)), *log.comments))

    outcomes: ClassVar[tuple[str, ...]] = ("A", "B", "draw")

    def record(self, log: GameLog) -> str:
        """The log in the text notation."""
        from fishsolve.literature.notation.writer import write_log

        return write_log(log)

    def winner(self, log: GameLog) -> str:
        """``"A"``, ``"B"`` or ``"draw"``: who won the finished game of ``log``."""
        a, b = replay(log).final.score
        return "draw" if a == b else ("A" if a > b else "B")


def simulate(
    seed: int = 1,
    players: int = 6,
    rules: str | None = None,
    deck: str | None = None,
    bots: str = "random",
    hand_counts: float = 0.0,
    designate: bool = False,
) -> GameLog:
    """The full-deal log of one game between bots: `fishsolve simulate` (same seed, same log).

    Args:
        seed: the game's seed.
        players: 6 or 8.
        rules: rule words of the notation (``"annul,split-claims"``); None for the standard rules.
        deck: ``standard`` (default), ``no-sevens`` or ``jokers``.
        bots: one bot for every seat, or two comma-separated (team A, team B): ``random``,
            ``careless``, ``tracker``.
        hand_counts: the chance after each action that someone asks a hand's size.
        designate: before each turn the player on turn designates the first teammate with cards
            who would claim now to make that claim (S-ES: the designated claimer).

    Raises:
        OptionError: an unknown rule, deck or bot, or a table size other than 6 or 8.
    """
    return Setup.parse(players, rules, deck, bots, hand_counts, designate).game(seed)


def parse_bots(text: str) -> tuple[str, str]:
    """Team A's and team B's bot from ``"tracker"`` or ``"tracker,random"``.

    Raises:
        OptionError: an unknown bot name, or other than one or two names.
    """
    names = [w.lower() for w in _words(text)]
    if len(names) not in (1, 2):
        raise OptionError.bad("bots", text, "give one bot, or two separated by a comma (team A,B)")
    for name in names:
        if name not in BOTS:
            known = ", ".join(sorted(BOTS))
            raise OptionError(Opt("bots"), f": unknown bot {quote(name)}; known bots: {known}")
    return (names[0], names[-1])


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,]+", text) if w]
