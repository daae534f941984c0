"""The rule options a game log can declare, from the rules reference.

>>> r = RuleSet.parse(["annul", "split-claims"])
>>> r.claim_outcomes, r.split_claims, r.tokens()
(<ClaimOutcomes.ANNUL: 'annul'>, True, ('annul', 'split-claims'))
>>> f"rules: {r.claim_outcomes}", r.claim_outcomes == "annul"
('rules: annul', True)
>>> RuleSet.parse(["go-fish"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fishsolve.errors.NotationError: rule 'go-fish' is not supported yet (Go Fish needs ...
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from fishsolve.errors import NotationError, quote
from fishsolve.literature.decks import DECKS, STANDARD, Deck

# Options recorded for completeness that change nothing fishsolve reasons about.
COSMETIC_RULES = ("timed", "silent")

_FLAG_FIELDS = {
    "split-claims": "split_claims",
    "any-time": "any_time",
    "bluff": "bluff",
    "first-to-5": "first_to_5",
    "pass-turn": "pass_turn",
    "end-game": "end_game",
    "empty-claimer": "empty_claimer",
}
_ALIASES = {
    "standard": "standard",
    "annul": "annul",
    "annulled": "annul",
    "split": "split-claims",
    "split-claims": "split-claims",
    "any-time": "any-time",
    "anytime": "any-time",
    "out-of-turn": "any-time",
    "bluff": "bluff",
    "bluffs": "bluff",
    "first-to-5": "first-to-5",
    "first-to-five": "first-to-5",
    "pass-turn": "pass-turn",
    "pass-the-turn": "pass-turn",
    "own-turn": "own-turn",
    "end-game": "end-game",
    "endgame": "end-game",
    "empty-claimer": "empty-claimer",
    "literal-end-game": "empty-claimer",
    "timed": "timed",
    "silent": "silent",
}


class ClaimOutcomes(StrEnum):
    """The claim-outcome rule in force; each value is the word of the ``rules:`` header.

    A :class:`~enum.StrEnum`, so that it prints, compares and serialises as that word.
    """

    STANDARD = "standard"
    """Any wrong owner gives the set to the opponents (S-ES, S-DE)."""
    ANNUL = "annul"
    """Right team, wrong owners: nobody scores; out-of-turn claims are penalised (S-PT)."""


_OUTCOME_WORDS = frozenset(o.value for o in ClaimOutcomes)


@dataclass(frozen=True)
class Preset:
    """One rule sheet's bundle of options, named by one word of the ``rules:`` header.

    Attributes:
        word: the word (``canadian``).
        players: the table size the sheet's game is for.
        words: the rule words it stands for.
        sheets: the sheets it follows.
    """

    word: str
    players: int
    words: tuple[str, ...]
    sheets: str


PRESETS: dict[str, Preset] = {
    # S-ES/S-DE: the standard game; "El primer equipo en llegar a 5 medios palos gana
    # automáticamente" is part of their main scoring rules.
    "canadian": Preset("canadian", 6, ("standard", "first-to-5"), "S-ES, S-DE"),
    "russian": Preset("russian", 8, ("standard", "first-to-5"), "S-ES, S-DE"),
    # S-PT: annulled sets, out-of-turn claims penalised (both in 'annul'), its end-game.
    "portuguese": Preset("portuguese", 6, ("annul", "end-game"), "S-PT"),
}
"""The presets, by word."""

_PRESET_ALIASES = {
    "canadian": "canadian",
    "canadian-literature": "canadian",
    "russian": "russian",
    "russian-fish": "russian",
    "portuguese": "portuguese",
}

_UNSUPPORTED = {
    "go-fish": "Go Fish needs a stock and draws",
    "simplified": "Simplified Fish needs a stock and draws",
    "authors": "Authors needs a stock and draws",
}


@dataclass(frozen=True)
class RuleSet:
    """The rules in force for one game.

    Attributes:
        claim_outcomes: :attr:`ClaimOutcomes.STANDARD` (any wrong owner gives the set to the
            opponents) or :attr:`ClaimOutcomes.ANNUL` (right team, wrong owners: nobody scores;
            out-of-turn claims penalised). The word itself (``"annul"``) is accepted too.
        split_claims: a claim may name opponents as owners of a split set.
        any_time: claims may be made by anyone at any time, not only on one's own turn.
        bluff: asks need not be legal (the asker rule proves nothing).
        first_to_5: the game ends as soon as a team has 5 sets.
        pass_turn: the player on turn may pass it to a teammate even with cards in hand.
        end_game: S-PT §06's end-game: once a whole team has no cards, only the player on turn
            claims (nobody claims off turn, and ``pass-turn`` no longer hands the turn on).
            Without it (S-ES, S-DE) claims follow the other rules to the last set.
        empty_claimer: the literal reading of S-PT §06 ("o jogador ativo deve localizar todos os
            conjuntos restantes"): in the end-game the active player of the team with cards may
            go on claiming after a claim empties their hand. Without it (the default) they first
            hand the turn to a teammate with cards ("Se uma reclamação esvaziar a sua, escolha
            um parceiro com cartas para continuar"). Needs ``end_game``.
        deck: the deck in use.
        cosmetic: recorded options that change nothing fishsolve reasons about.
        preset: the preset word the options came from (``portuguese``), or None; the options
            it stands for are set too.
    """

    claim_outcomes: ClaimOutcomes = ClaimOutcomes.STANDARD
    split_claims: bool = False
    any_time: bool = False
    bluff: bool = False
    first_to_5: bool = False
    pass_turn: bool = False
    end_game: bool = False
    empty_claimer: bool = False
    deck: Deck = STANDARD
    cosmetic: tuple[str, ...] = ()
    preset: str | None = None

    def __post_init__(self) -> None:
        # Callers may still pass the word ("annul"); the field always holds the enum.
        if not isinstance(self.claim_outcomes, ClaimOutcomes):
            object.__setattr__(self, "claim_outcomes", ClaimOutcomes(self.claim_outcomes))
        if self.preset is not None:
            missing = set(PRESETS[self.preset].words) - set(self.expanded())
            if missing:
                raise ValueError(f"preset {self.preset!r} needs {', '.join(sorted(missing))}")

    @classmethod
    def parse(cls, tokens: list[str], deck: Deck = STANDARD, *, partial: bool = False) -> RuleSet:
        """Read the words of a ``rules:`` header (case-insensitive).

        ``partial``: ``tokens`` are only some of the header's words (to check each word alone), so
        an option that needs another is not checked for it.
        """
        rules = cls(deck=deck)
        outcome_seen: str | None = None
        own_turn = False
        preset: str | None = None
        expanded: list[str] = []
        for raw in tokens:
            word = _PRESET_ALIASES.get(raw.strip().lower().replace("_", "-"))
            if word is None:
                expanded.append(raw)
                continue
            if preset is not None and preset != word:
                raise NotationError(f"presets {preset!r} and {word!r} exclude each other")
            preset = word
            expanded.extend(PRESETS[word].words)
        for raw in expanded:
            token = raw.strip().lower().replace("_", "-")
            if not token:
                continue
            if token in _UNSUPPORTED:
                raise NotationError(f"rule {raw!r} is not supported yet ({_UNSUPPORTED[token]})")
            name = _ALIASES.get(token)
            if name is None:
                known = ", ".join(sorted(set(_ALIASES.values())))
                raise NotationError(f"unknown rule {quote(raw)}; known rules: {known}")
            if name in _OUTCOME_WORDS:
                if outcome_seen and outcome_seen != name:
                    raise NotationError(f"rules {outcome_seen!r} and {name!r} exclude each other")
                outcome_seen = name
                rules = replace(rules, claim_outcomes=ClaimOutcomes(name))
            elif name == "own-turn" or (name == "any-time" and own_turn):
                if rules.any_time or name == "any-time":
                    raise NotationError("rules 'own-turn' and 'any-time' exclude each other")
                own_turn = True
            elif name in COSMETIC_RULES:
                if name not in rules.cosmetic:
                    rules = replace(rules, cosmetic=(*rules.cosmetic, name))
            else:
                flags: dict[str, Any] = {_FLAG_FIELDS[name]: True}
                rules = replace(rules, **flags)
        if rules.empty_claimer and not rules.end_game and not partial:
            raise NotationError(
                "rule 'empty-claimer' reads S-PT's end-game: it needs 'end-game' too"
            )
        return replace(rules, preset=preset) if preset else rules

    @staticmethod
    def parse_deck(token: str) -> Deck:
        """The deck named by a ``deck:`` header: standard, no-sevens or jokers."""
        key = token.strip().lower()
        aliases = {"48": "standard", "no-8s": "standard", "no-7s": "no-sevens", "54": "jokers"}
        key = aliases.get(key, key)
        if key not in DECKS:
            raise NotationError(
                f"unknown deck {quote(token.strip())}; known decks: {', '.join(DECKS)}"
            )
        return DECKS[key]

    def tokens(self) -> tuple[str, ...]:
        """The canonical words for the ``rules:`` header (empty for the defaults).

        A preset's word comes first and stands for its options; the others follow.
        """
        if self.preset is None:
            return self.options()
        implied = PRESETS[self.preset].words
        return (self.preset, *(w for w in self.options() if w not in implied))

    def expanded(self) -> tuple[str, ...]:
        """Every option in force, the claim-outcome rule always named (``standard`` too)."""
        words = self.options()
        return words if words[:1] == (self.claim_outcomes.value,) else ("standard", *words)

    def options(self) -> tuple[str, ...]:
        """The canonical option words, without a preset (empty for the defaults)."""
        words: list[str] = []
        if self.claim_outcomes is not ClaimOutcomes.STANDARD:
            words.append(self.claim_outcomes.value)
        for word, attr in _FLAG_FIELDS.items():
            if getattr(self, attr):
                words.append(word)
        words.extend(self.cosmetic)
        return tuple(words)

    def hand_size(self, players: int) -> int:
        """Cards dealt to each of ``players`` players (a preset's table size is checked too)."""
        if self.preset is not None and players != PRESETS[self.preset].players:
            preset = PRESETS[self.preset]
            raise NotationError(
                f"rules {self.preset!r} is the {preset.players}-player game of {preset.sheets}; "
                f"this table has {players} players"
            )
        cards = len(self.deck)
        if cards % players:
            raise NotationError(
                f"the {self.deck.description} cannot be dealt evenly to {players} players"
            )
        return cards // players

    def to_dict(self) -> dict[str, object]:
        """JSON form: every option, with its value."""
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "deck":
                value = self.deck.key
            elif f.name == "cosmetic":
                value = list(self.cosmetic)
            elif f.name == "claim_outcomes":
                value = self.claim_outcomes.value
            out[f.name.replace("_", "-")] = value
        return out
