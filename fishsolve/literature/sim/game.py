"""A rules-exact game simulator: deal from a seed, let bots play, write the full-deal log.

The game itself -- the true deal, every hand and the rules of ``../shared/rules.md`` checked on
every action -- is :class:`~fishsolve.literature.sim.engine.Game`; here it is dealt and played by
bots to the end.

Everything random comes from one ``random.Random(seed)``: the same seed gives the same game.

>>> log = simulate(7)
>>> log.is_full_deal, log.start is not None, len(log.events) > 10
(True, True, True)
>>> simulate(7) == log
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.legality import end_game_binds, may_claim_off_turn
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.sim.engine import Game
from fishsolve.literature.sim.lineup import BOTS
from fishsolve.literature.sim.seat import Bot, BotFactory
from fishsolve.seating import Player, Table

DEFAULT_NAMES = ("Asha", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana")
"""Seat names used when none are given (the first 6 or all 8)."""

MAX_EVENTS = 20_000
"""A game longer than this means a bot that cannot make progress: a bug, not a game."""


def _may_interject(game: Game) -> bool:
    return may_claim_off_turn(game.rules) and not end_game_binds(game.rules, game.end_game)


def _designate(game: Game, bots: Mapping[Player, Bot]) -> bool:
    """A teammate of the player on turn claims on their designation; True if one did."""
    turn = game.turn
    if turn is None or end_game_binds(game.rules, game.end_game) or not game.hands[turn]:
        return False
    for mate in game.table.teammates(turn):
        if not game.hands[mate]:
            continue
        # Designated, the teammate claims as if the turn were theirs.
        claim = bots[mate].interject(replace(game.view(mate), turn=mate))
        if claim is not None:
            game.act(mate, claim, designator=turn)
            return True
    return False


def play(
    game: Game,
    bots: Mapping[Player, Bot],
    rng: random.Random,
    count_rate: float = 0.0,
    max_events: int = MAX_EVENTS,
    designate: bool = False,
) -> GameLog:
    """Let ``bots`` play ``game`` to the end and return the full-deal log.

    Args:
        game: a freshly dealt game.
        bots: the bot of every seat.
        rng: draws when to state a hand count (and whose).
        count_rate: after each action, the chance that someone asks how many cards a random
            player holds (a public ``has N cards`` event).
        max_events: a longer game is a bot that makes no progress.
        designate: before each turn, the player on turn asks each teammate with cards, in seat
            order, whether they would claim now, and designates the first who would (S-ES: "un
            compañero que él designe"); the teammate claims as if on turn.

    Raises:
        IllegalActionError: if a bot breaks a rule.
        RuntimeError: if the game exceeds ``max_events``.
    """
    players = game.table.players
    while not game.over:
        if len(game.events) > max_events:
            raise RuntimeError(f"no end after {max_events} events; a bot makes no progress")
        if _may_interject(game):
            # Off-turn claims, asked in seat order after the player on turn.
            first = game.turn.index
            for k in range(1, len(players)):
                player = players[(first + k) % len(players)]
                if not game.hands[player] or not _may_interject(game):
                    continue
                claim = bots[player].interject(game.view(player))
                if claim is not None:
                    game.act(player, claim)
                    if game.over:
                        break
            if game.over:
                break
        if designate and not game.over and _designate(game, bots):
            continue
        player = game.turn
        game.act(player, bots[player].choose(game.view(player)))
        if count_rate and not game.over and rng.random() < count_rate:
            game.state_count(rng.choice(players))
    return game.log()


def make_bots(
    bots: str | BotFactory | Sequence[str | BotFactory], table: Table, rng: random.Random
) -> dict[Player, Bot]:
    """One bot per seat from a bot name or factory, one per team (A, B), or one per seat."""
    if isinstance(bots, str) or callable(bots):
        choice: Sequence[str | BotFactory] = [bots]
    else:
        choice = bots
    if len(choice) not in (1, 2, len(table)):
        raise ValueError(f"give 1 bot, 2 (team A, team B) or {len(table)} (one per seat)")
    out: dict[Player, Bot] = {}
    for player in table:
        if len(choice) == 1:
            kind = choice[0]
        elif len(choice) == 2:
            kind = choice[player.team.index]
        else:
            kind = choice[player.index]
        if isinstance(kind, str):
            if kind not in BOTS:
                raise ValueError(f"unknown bot {kind!r}; known bots: {', '.join(sorted(BOTS))}")
            kind = BOTS[kind]
        out[player] = kind(random.Random(rng.getrandbits(64)))
    return out


def simulate(
    seed: int,
    players: int = 6,
    rules: RuleSet | None = None,
    bots: str | BotFactory | Sequence[str | BotFactory] = "random",
    *,
    names: Sequence[str] | None = None,
    reveal: bool = True,
    count_rate: float = 0.0,
    designate: bool = False,
) -> GameLog:
    """Deal and play one whole game from ``seed``; the same arguments give the same log.

    Args:
        seed: seeds the one ``random.Random`` behind the deal, the start and every bot. players: 6
        or 8. rules: the rules in force (default: standard rules, standard deck). bots: a bot name
        (see :data:`fishsolve.literature.sim.lineup.BOTS`) or factory for every seat, two of
            them (team A, team B), or one per seat.
        names: the seat names (default: :data:`DEFAULT_NAMES`).
        reveal: claims that are not right record where the six cards were.
        count_rate: the chance after each action of a stated hand count.
        designate: players on turn designate teammates who would claim (see :func:`play`).

    Returns:
        The full-deal log: every dealt hand, the start player and every event.
    """
    rng = random.Random(seed)
    table = Table.from_names(list(names or DEFAULT_NAMES[:players]))
    rules = rules if rules is not None else RuleSet()
    game = Game.deal(table, rules, rng, reveal)
    seat_bots = make_bots(bots, table, rng)
    return play(game, seat_bots, rng, count_rate, designate=designate)
