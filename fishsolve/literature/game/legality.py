"""Who may do what, and when: the rules of asking, claiming and passing, each written once.

Every part of fishsolve that applies a rule calls this module: the replay (which checks a log
against what the public knows), the game simulator and its bots (which know every hand), the
deduction constraints (which turn a legal action into facts about the deal) and the wording of
explanations. Each function therefore takes plain facts -- a card, who holds what, who is on
turn -- rather than any caller's state. What a claim's *outcome* is, once it is made, lives in
:mod:`fishsolve.literature.game.outcomes`.

The one deliberate second reading of these rules is :mod:`fishsolve.literature.game.truth`, the
independent yardstick of the tests.

>>> from fishsolve.literature.decks import STANDARD
>>> rule = asker_rule(RuleSet(), STANDARD.card("3D"))
>>> " ".join(map(str, rule.others))
'2D 4D 5D 6D 7D'
>>> rule.broken_by({STANDARD.card("6D")}.__contains__) is None
True
>>> rule.broken_by({STANDARD.card("3D"), STANDARD.card("6D")}.__contains__)
'held the card'
>>> asker_rule(RuleSet(bluff=True), STANDARD.card("3D")) is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.options import ClaimOutcomes, RuleSet
from fishsolve.seating import Player, Table

HELD_CARD = "held the card"
"""How an ask breaks the asker rule when the asker holds the card asked for."""
NO_OTHER = "held no other card of the half-suit"
"""How an ask breaks the asker rule when the asker holds no other card of its half-suit."""


# -- asking ---------------------------------------------------------------------------------------


def asker_rule_binds(rules: RuleSet) -> bool:
    """True if asks must obey the asker rule (always, except under ``bluff``)."""
    return not rules.bluff


@dataclass(frozen=True, slots=True)
class AskerRule:
    """The asker rule for one ask: what the asker must (not) hold just before asking.

    Attributes:
        asked: the card asked for, which the asker must not hold.
        others: the other cards of its half-suit, at least one of which the asker must hold.
    """

    asked: Card
    others: tuple[Card, ...]

    def broken_by(self, holds: Callable[[Card], bool]) -> str | None:
        """How an asker holding exactly the cards ``holds`` accepts breaks the rule, or None.

        Returns :data:`HELD_CARD` or :data:`NO_OTHER` (checked in that order).
        """
        if holds(self.asked):
            return HELD_CARD
        if not any(holds(c) for c in self.others):
            return NO_OTHER
        return None


def asker_rule(rules: RuleSet, card: Card) -> AskerRule | None:
    """The asker rule an ask for ``card`` must obey; None under ``bluff`` (any ask is legal).

    A legal ask proves the rule about the asker at that moment: this is the key inference of the
    game (rules reference, "Asking", rules 1 and 2).
    """
    if not asker_rule_binds(rules):
        return None
    half = rules.deck.half_suit_of(card)
    return AskerRule(card, tuple(c for c in half.cards if c != card))


def askable_cards(hand: frozenset[Card], in_play: Iterable[HalfSuit]) -> list[Card]:
    """Every card a player holding ``hand`` may ask for under the asker rule.

    These are the missing cards of the half-suits in ``in_play`` that ``hand`` holds part of, in
    the order of ``in_play`` and of each half-suit's cards.
    """
    return [
        c
        for half in in_play
        if not hand.isdisjoint(half.cards)
        for c in half.cards
        if c not in hand
    ]


# -- claiming: who, and when ----------------------------------------------------------------------


def claim_needs_cards(rules: RuleSet, on_turn: bool, end_game: bool, team_holds: bool) -> bool:
    """True if a player must hold a card to claim now.

    S-ES Jugabilidad 8: "El jugador sin cartas no puede realizar más acciones hasta que termine la
    partida" -- a player without cards does nothing more, claims included. On turn an empty hand
    passes the turn first (S-PT §06: "Se uma reclamação esvaziar a sua, escolha um parceiro com
    cartas para continuar"); off turn (``any-time``, or out of turn under ``annul``) it may not
    claim at all. The one exception is ``empty-claimer``, the literal reading of S-PT §06's
    end-game: the active player of the team with cards "deve localizar todos os conjuntos
    restantes", so they claim on with an empty hand.

    Args:
        rules: the rules in force.
        on_turn: the claimer is on turn.
        end_game: a whole team has (or, for a caller that cannot tell, may have) no cards.
        team_holds: the claimer's team holds (or may hold) cards.
    """
    literal = rules.empty_claimer and end_game_binds(rules, end_game)
    return not (literal and on_turn and team_holds)


def is_end_game(team_cards: Iterable[int]) -> bool:
    """True once a whole team has no cards (``team_cards``: the cards each team holds).

    Asking is over then (nobody has an opponent with cards to ask). Under ``end-game`` the player
    on turn then makes every remaining claim alone (see :func:`end_game_binds`).
    """
    return any(n == 0 for n in team_cards)


def end_game_binds(rules: RuleSet, end_game: bool) -> bool:
    """True if S-PT §06's end-game limits who claims now (``end_game``: a team has no cards).

    S-PT §06: "Quando uma equipa fica sem cartas, terminam as perguntas. Se o turno pertence à
    equipa com cartas, o jogador ativo deve localizar todos os conjuntos restantes sem consulta."
    Only under ``rules: end-game`` (part of ``portuguese``); S-ES and S-DE have no such limit
    (S-ES Jugabilidad 8: "Los compañeros que aún tienen cartas pueden reclamar").
    """
    return rules.end_game and end_game


def may_claim_off_turn(rules: RuleSet) -> bool:
    """True if a player not on turn may claim at all (outside the end-game).

    Under ``any-time`` such a claim is an ordinary claim; under the annul rule it is allowed but
    penalised (see :func:`is_out_of_turn`); under the standard rule alone it is illegal.
    """
    return rules.any_time or rules.claim_outcomes is ClaimOutcomes.ANNUL


class ClaimTiming(Enum):
    """Whether a claim may be made at the moment it is, and on what terms."""

    ON_TURN = "on turn"
    """The claimer is on turn (or nobody is yet): an ordinary claim."""
    OFF_TURN = "off turn"
    """Off turn under ``any-time``: an ordinary claim."""
    OUT_OF_TURN = "out of turn"
    """Off turn under the annul rule: allowed, but annulled or lost, never won."""
    END_GAME = "end-game"
    """Illegal under ``end-game``: a whole team has no cards, so only the player on turn claims."""
    NOT_ON_TURN = "not on turn"
    """Illegal: under the standard rule a player claims only on their own turn."""

    @property
    def legal(self) -> bool:
        """True if the claim may be made."""
        return self not in (ClaimTiming.END_GAME, ClaimTiming.NOT_ON_TURN)


def claim_timing(
    rules: RuleSet, claimer: Player, turn: Player | None, end_game: bool
) -> ClaimTiming:
    """Whether ``claimer`` may claim now, with ``turn`` on turn (None: nobody yet).

    ``end_game``: a whole team has no cards (see :func:`is_end_game`); it limits claims only under
    ``end-game`` (:func:`end_game_binds`).
    """
    if turn is None or claimer == turn:
        return ClaimTiming.ON_TURN
    if end_game_binds(rules, end_game):
        return ClaimTiming.END_GAME
    if rules.any_time:
        return ClaimTiming.OFF_TURN
    if may_claim_off_turn(rules):
        return ClaimTiming.OUT_OF_TURN
    return ClaimTiming.NOT_ON_TURN


class DesignationFault(Enum):
    """A way a claim made by a designated teammate breaks the rules."""

    SELF = "self"
    """The claimer names themself as the designator."""
    OPPONENT = "opponent"
    """The designator is not on the claimer's team."""
    END_GAME = "end-game"
    """Under ``end-game`` the player on turn makes every remaining claim alone ("sem
    consulta", S-PT §06), so nobody is designated."""
    EMPTY = "empty"
    """The designated claimer has no cards (S-ES Jugabilidad 8: only "los compañeros que aún
    tienen cartas pueden reclamar ... en nombre del equipo")."""


def designation_faults(
    rules: RuleSet, claimer: Player, designator: Player, *, end_game: bool, claimer_empty: bool
) -> list[DesignationFault]:
    """Every rule a claim by ``claimer``, designated by ``designator``, breaks.

    S-ES (and S-DE): "En cualquier momento, un jugador (o un compañero que él designe) puede
    reclamar un medio palo". The claim is the designator's: whether it may be made now is judged
    for the designator (:func:`claim_timing`), and the turn stays where it is. The claimer is a
    teammate holding cards.

    Args:
        rules: the rules in force.
        claimer: the teammate who speaks the claim.
        designator: the player who designated them.
        end_game: a whole team has no cards (see :func:`is_end_game`).
        claimer_empty: the claimer certainly holds no cards.
    """
    faults = []
    if designator == claimer:
        faults.append(DesignationFault.SELF)
    elif designator.team != claimer.team:
        faults.append(DesignationFault.OPPONENT)
    if end_game_binds(rules, end_game):
        faults.append(DesignationFault.END_GAME)
    if claimer_empty:
        faults.append(DesignationFault.EMPTY)
    return faults


def is_out_of_turn(rules: RuleSet, claimer: Player, turn: Player | None) -> bool:
    """True if the claim is an out-of-turn claim penalised by the annul rule (S-PT).

    Under ``any-time`` nobody is out of turn; under the standard outcome rule an out-of-turn claim
    is simply illegal (the replay rejects it), so it is never penalised either. The end-game does
    not enter: a claim it forbids never gets as far as an outcome.
    """
    return claim_timing(rules, claimer, turn, end_game=False) is ClaimTiming.OUT_OF_TURN


# -- passing the turn -----------------------------------------------------------------------------


class PassFault(Enum):
    """A way a pass of the turn breaks the rules (the turn itself is checked by the caller)."""

    TO_SELF = "to self"
    """The giver names themself."""
    RECEIVER_EMPTY = "receiver empty"
    """The receiver has no cards."""
    GIVER_HOLDS = "giver holds cards"
    """To a teammate: the giver still holds cards (and ``pass-turn`` does not allow it)."""
    TEAM_HOLDS = "team holds cards"
    """To an opponent: someone on the giver's team still holds cards."""


def pass_faults(
    rules: RuleSet,
    giver: Player,
    receiver: Player,
    *,
    receiver_empty: bool,
    giver_holds: bool,
    team_holds: bool,
    end_game: bool = False,
) -> list[PassFault]:
    """Every rule a pass from ``giver`` to ``receiver`` breaks, in the order they are checked.

    The facts are what the caller *knows*: a fault is reported only when it is certain (a replay
    that knows a hand size only as a range passes False where it cannot tell).

    Args:
        rules: the rules in force.
        giver: the player on turn, handing it on.
        receiver: the player named.
        receiver_empty: the receiver holds no cards.
        giver_holds: the giver holds cards.
        team_holds: someone on the giver's team (the giver included) holds cards.
        end_game: a whole team has no cards; under ``end-game`` (:func:`end_game_binds`)
            ``pass-turn`` then no longer lets a player with cards hand the turn to a teammate (the
            player on turn claims every set left). The game simulator applies this; the replay
            has never checked it and passes False.
    """
    faults = []
    if receiver == giver:
        faults.append(PassFault.TO_SELF)
    if receiver_empty:
        faults.append(PassFault.RECEIVER_EMPTY)
    if receiver.team == giver.team:
        if giver_holds and not (rules.pass_turn and not end_game_binds(rules, end_game)):
            faults.append(PassFault.GIVER_HOLDS)
    elif team_holds:
        faults.append(PassFault.TEAM_HOLDS)
    return faults


def emptied_by_pass(
    rules: RuleSet, table: Table, giver: Player, receiver: Player
) -> Sequence[Player]:
    """The players a legal pass shows to hold no cards (the receiver always holds some).

    To a teammate: the giver, unless ``pass-turn`` lets a player with cards pass. To an opponent:
    the giver's whole team.
    """
    if receiver.team == giver.team:
        return () if rules.pass_turn else (giver,)
    return table.members(giver.team)
