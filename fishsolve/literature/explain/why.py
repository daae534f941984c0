"""`fishsolve explain`: why a fact holds, as a minimal set of reasons and a numbered argument.

A FACT is a card ("6D": why its holder is forced), an exclusion ("6D not Ben": why Ben cannot
hold it) or a half-suit ("low diamonds": why all six holders are forced, so that it can be
claimed with those owners). The explanation is a **minimal** set of reasons — event lines, known
hands, the hand sizes — that on their own already force the fact: with only them the negation of
the fact is infeasible, and without any one of them it is feasible (see
:mod:`fishsolve.literature.deduce.cpsat.cores`).

Cards that changed hands in public are known to everyone by construction of the model (a card's
holder is a function of the deal and the transfers before), so the transfers a fact rests on are
cited too, apart from the minimal set. Nothing here prints.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from fishsolve.cards import Card, is_card_token
from fishsolve.errors import FishsolveError, InconsistentLog, Opt, OptionError, UsageError, quote
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.cpsat.cores import (
    needed_units,
    needed_units_jointly,
    negation_of,
    shrink_refuting,
)
from fishsolve.literature.deduce.cpsat.model import Holding
from fishsolve.literature.deduce.cpsat.solve import Verdict
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.explain.diagnose import reading_order, summary
from fishsolve.literature.explain.inconsistency import inconsistency
from fishsolve.literature.explain.pool import pool_solver
from fishsolve.literature.explain.wording import Cited, cite, cite_transfer, join
from fishsolve.literature.game.events import GameLog
from fishsolve.sat import negate
from fishsolve.seating import Player

JOINT_UNITS = 4
"""Reasons with at most this many unit literals are worded with one question per trial for all
the holdings of a half-suit at once; bigger ones (a known hand) one holding at a time."""

FACT_HELP = (
    "write a card ('6D'), a card and a player ruled out for it ('6D not Ben') or a half-suit "
    "('low diamonds', 'LD')"
)


@dataclass(frozen=True)
class Fact:
    """What to explain: a card's forced holder, a ruled-out holder, or a claimable half-suit."""

    kind: str
    """'holder', 'exclusion' or 'half-suit'."""
    card: Card | None = None
    player: Player | None = None
    """The ruled-out player, for an exclusion."""
    half_suit: HalfSuit | None = None


def parse_fact(text: str, log: GameLog) -> Fact:
    """Read a FACT argument: '6D', '6D not Ben', 'low diamonds' / 'LD'.

    >>> from fishsolve.literature.notation.text import parse_log
    >>> log = parse_log("players: Asha Ben Cara Dev Eli Fay")
    >>> parse_fact("6d not be", log).player.name, parse_fact("LD", log).half_suit.key
    ('Ben', 'low-diamonds')
    """
    deck = log.rules.deck
    words = text.split()
    try:
        if len(words) == 1 and is_card_token(words[0]):
            return Fact("holder", card=deck.card(words[0]))
        if len(words) == 3 and words[1].lower() == "not" and is_card_token(words[0]):
            return Fact("exclusion", card=deck.card(words[0]), player=log.table.player(words[2]))
        return Fact("half-suit", half_suit=deck.parse_half_suit(text))
    except FishsolveError as err:
        raise UsageError(f"FACT {quote(text.strip(), 80)}: {err.message}; {FACT_HELP}") from None


@dataclass(frozen=True)
class Explanation:
    """Why a fact holds from one perspective at one position."""

    fact: Fact
    statement: str
    """The fact in words: 'Cara holds 6D'."""
    perspective: str
    at: int
    owners: dict[str, str]
    """Card code -> holder, for every card the fact locates (empty for an exclusion)."""
    reasons: tuple[Cited, ...]
    """The minimal set of reasons, in reading order."""
    transfers: tuple[Cited, ...]
    """Public transfers the fact rests on (known by construction, not part of the minimal set)."""
    steps: tuple[str, ...]
    """The argument: one sentence per reason or transfer, then the conclusion."""
    solves: int

    @property
    def kind(self) -> str:
        """The fact's kind: 'holder', 'exclusion' or 'half-suit'."""
        return self.fact.kind

    @property
    def lines(self) -> list[int]:
        """Source lines of the reasons and transfers, sorted."""
        cited = [*self.reasons, *self.transfers]
        return sorted({c.line for c in cited if c.line is not None})

    def to_dict(self) -> dict[str, Any]:
        """JSON form (documented in docs/explain.md)."""
        return {
            "fact": {
                "kind": self.kind,
                "statement": self.statement,
                "card": self.fact.card.code if self.fact.card else None,
                "player": self.fact.player.name if self.fact.player else None,
                "half_suit": self.fact.half_suit.key if self.fact.half_suit else None,
                "owners": self.owners,
            },
            "perspective": self.perspective,
            "at": self.at,
            "reasons": [asdict(c) for c in self.reasons],
            "transfers": [asdict(c) for c in self.transfers],
            "steps": list(self.steps),
            "lines": self.lines,
            "solves": self.solves,
        }


def explain(analyzer: Analyzer, perspective: Perspective, at: int, fact: Fact) -> Explanation:
    """Explain ``fact`` from ``perspective`` after ``at`` events.

    Raises :class:`UsageError` when the fact is not proved there (saying who else may hold the
    card, or which holder of the half-suit is open), and :class:`InconsistentLog` when no deal
    fits the log up to ``at``.
    """
    return _Explainer(analyzer, perspective, at).run(fact)


class _Explainer:
    """The questions behind one explanation, sharing the perspective's reasons."""

    def __init__(self, analyzer: Analyzer, perspective: Perspective, at: int) -> None:
        self.analyzer = analyzer
        # Repeated events are left out of the solver (see fishsolve.literature.explain.pool).
        self.solver = pool_solver(analyzer)
        self.dm = self.solver.dm
        self.view = perspective
        self.at = at
        self.state = analyzer.replay.states[at]
        self.keys = self.dm.base_keys(perspective.hands, at)
        self.start = self.solver.solves

    # -- what is proved ------------------------------------------------------------------

    def when(self) -> str:
        """'after event 2' (or 'before the first event')."""
        return f"after event {self.at}" if self.at else "before the first event"

    def where(self) -> str:
        """'from Asha's view after event 2'."""
        label = self.view.label
        who = {"public": "the public view"}.get(label, f"{label}'s view")
        return f"from {who} {self.when()}"

    def holding(self, card: Card, player: Player) -> Holding:
        return self.dm.holding(card, player, self.at)

    def possible(self, card: Card) -> list[Player]:
        """Players who may hold ``card`` now (a consistent deal puts it with them)."""
        players = self.dm.log.table.players
        out = []
        for p in players:
            h = self.holding(card, p)
            if h is True or (h is not False and self._feasible([h])):
                out.append(p)
        return out

    def _feasible(self, extra: list[Holding]) -> bool:
        verdict, _ = self.solver.check(self.keys, extra)
        if verdict is Verdict.UNKNOWN:
            raise OptionError(
                f"the solver hit its time limit {self.where()}; try ", Opt("time-limit")
            )
        return verdict is Verdict.FEASIBLE

    def forced_holder(self, card: Card) -> Player | None:
        """The proved holder of ``card`` now, if there is one."""
        if card in self.state.moved:
            return self.state.moved[card]
        _, witness = self.solver.check(self.keys)
        assert witness is not None  # the position is consistent (checked first)
        holder = next(p for p in self.dm.log.table.players if witness[(card, p)])
        if self._feasible([negation_of(self.holding(card, holder))]):
            return None
        return holder

    def in_play(self, card: Card) -> None:
        half = self.dm.log.rules.deck.half_suit_of(card)
        if half in self.state.settled:
            result = self.state.settled[half]
            raise UsageError(
                f"{card} is out of play {self.when()}: {half.name} were claimed in event "
                f"{result.event}"
            )

    def not_forced(self, card: Card) -> UsageError:
        names = [p.name for p in self.possible(card)]
        return UsageError(f"{card} is not forced {self.where()}: {join(names, 'or')} may hold it")

    # -- the explanation -----------------------------------------------------------------

    def run(self, fact: Fact) -> Explanation:
        problem = inconsistency(self.analyzer, self.at)
        if problem is not None:
            where = f"event {problem.event}" if problem.event else "the deal"
            event = self.dm.log.events[problem.event - 1] if problem.event else None
            raise InconsistentLog(
                f"no deal fits the log up to {where}, so nothing can be explained; these cannot "
                f"all be true together: {summary(problem.reasons)}",
                event.source.at() if event is not None and event.source else None,
            )
        if fact.kind == "half-suit":
            assert fact.half_suit is not None
            return self.half_suit(fact.half_suit)
        assert fact.card is not None
        self.in_play(fact.card)
        if fact.kind == "exclusion":
            assert fact.player is not None
            return self.exclusion(fact.card, fact.player)
        return self.holder(fact.card)

    def holder(self, card: Card) -> Explanation:
        holder = self.forced_holder(card)
        if holder is None:
            raise self.not_forced(card)
        return self.finish(
            Fact("holder", card=card),
            f"{holder} holds {card}",
            {card.code: holder.name},
            [(card, holder, True)],
            f"So {holder} holds {card}.",
        )

    def exclusion(self, card: Card, player: Player) -> Explanation:
        holding = self.holding(card, player)
        if holding is True or (holding is not False and self._feasible([holding])):
            others = [p.name for p in self.possible(card) if p != player]
            rest = f"; {join(others, 'or')} may hold it too" if others else ""
            raise UsageError(
                f"{card} not {player}: not forced {self.where()}: {player} may hold {card}{rest}"
            )
        return self.finish(
            Fact("exclusion", card=card, player=player),
            f"{player} does not hold {card}",
            {},
            [(card, player, False)],
            f"So {player} does not hold {card}.",
        )

    def half_suit(self, half: HalfSuit) -> Explanation:
        if half in self.state.settled:
            result = self.state.settled[half]
            raise UsageError(
                f"{half.name} were already claimed in event {result.event}; nothing to explain"
            )
        owners: dict[Card, Player] = {}
        for card in half.cards:
            holder = self.forced_holder(card)
            if holder is None:
                names = [p.name for p in self.possible(card)]
                raise UsageError(
                    f"{half.name} cannot be claimed {self.where()}: the holder of {card} is not "
                    f"forced ({join(names, 'or')} may hold it)"
                )
            owners[card] = holder
        teams = {p.team for p in owners.values()}
        shown = _owners_text(owners)
        if len(teams) > 1 and not self.dm.log.rules.split_claims:
            raise UsageError(
                f"{half.name} cannot be claimed {self.where()}: the six holders are forced "
                f"({shown}) but on both teams, and the split-claims rule is not in force"
            )
        team = f"team {next(iter(teams)).name}" if len(teams) == 1 else "both teams (a split claim)"
        return self.finish(
            Fact("half-suit", half_suit=half),
            f"{half.name} can be claimed for {team}: {shown}",
            {c.code: p.name for c, p in owners.items()},
            [(c, p, True) for c, p in owners.items()],
            f"So all six {half.name} are located — {shown} — and can be claimed for {team}.",
        )

    def finish(
        self,
        fact: Fact,
        statement: str,
        owners: dict[str, str],
        pairs: list[tuple[Card, Player, bool]],
        conclusion: str,
    ) -> Explanation:
        """Shrink the reasons, word them, and assemble the argument.

        ``pairs`` are the facts to explain: (card, player, True) for "player holds card",
        (card, player, False) for "player does not hold card".
        """
        open_: list[tuple[Card, Player, int]] = []
        transfers: list[Cited] = []
        for card, player, held in pairs:
            h = self.holding(card, player)
            if isinstance(h, bool):
                transfers += self._transfer(card)
            else:
                open_.append((card, player, negate(h) if held else h))
        keys, cores = shrink_refuting(self.solver, self.keys, [n for _, _, n in open_])
        cards = {card for card, _, _ in pairs}
        about = next(iter(cards)) if len(cards) == 1 else None
        cited = [self._cite(key, keys, cores, about) for key in keys]
        reasons = tuple(sorted(cited, key=reading_order))
        moves = tuple(sorted(transfers, key=reading_order))
        # A transfer whose line is also a reason is one step: the line, and all it shows.
        merged = {c.key: c for c in reasons}
        for move in moves:
            if move.key in merged:
                step = merged[move.key]
                merged[move.key] = replace(step, shows=f"{step.shows}; {move.shows}")
        argument = sorted(
            [*merged.values(), *(m for m in moves if m.key not in merged)], key=reading_order
        )
        steps = [f"{i}. {c.sentence()}" for i, c in enumerate(argument, start=1)]
        steps.append(f"{len(steps) + 1}. {conclusion}")
        return Explanation(
            fact=fact,
            statement=statement,
            perspective=self.view.label,
            at=self.at,
            owners=owners,
            reasons=reasons,
            transfers=moves,
            steps=tuple(steps),
            solves=self.solver.solves - self.start,
        )

    def _transfer(self, card: Card) -> list[Cited]:
        found = cite_transfer(self.dm, card, self.at)
        return [found] if found is not None else []

    def _cite(
        self, key: str, keys: list[str], cores: dict[int, set[str]], about: Card | None = None
    ) -> Cited:
        """Cite ``key`` with what it contributes to every negation failing.

        ``cores`` maps each negation to reasons among ``keys`` that already refute it: a reason
        outside a negation's core contributes nothing to refuting it, so it is not asked about.
        """
        others = [k for k in keys if k != key]
        relevant = [n for n, core in cores.items() if key in core]
        if len(relevant) > 1 and len(self.dm.units.get(key, ())) <= JOINT_UNITS:
            joint = needed_units_jointly(self.solver, others, key, relevant)
            return cite(self.dm, key, joint, self.view.hands, about)
        needed: set[int] = set()
        for negation, core in cores.items():
            if key not in core:
                continue
            units = needed_units(self.solver, others, key, [negation])
            if units is None:
                return cite(self.dm, key, None, self.view.hands, about)
            needed.update(units)
        return cite(self.dm, key, sorted(needed, key=_unit_order), self.view.hands, about)


def _unit_order(literal: int) -> int:
    return literal if literal >= 0 else -literal - 1


def _owners_text(owners: dict[Card, Player]) -> str:
    """'Asha 2D 3D 4D 5D 7D, Cara 6D'."""
    groups: dict[Player, list[str]] = {}
    for card, player in owners.items():
        groups.setdefault(player, []).append(card.code)
    return ", ".join(f"{p} {' '.join(cs)}" for p, cs in groups.items())
