"""fishsolve: exact deduction for the card game Literature (Canadian Fish, Russian Fish)."""

from fishsolve.errors import (
    FishsolveError,
    InconsistentLog,
    Location,
    NotationError,
    RuleError,
    UsageError,
)
from fishsolve.game.cards import (
    DECKS,
    JOKERS,
    NO_SEVENS,
    STANDARD,
    Card,
    Deck,
    HalfSuit,
    Rank,
    Suit,
    parse_card,
)
from fishsolve.game.events import (
    Ask,
    Claim,
    Comment,
    Event,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    Source,
)
from fishsolve.game.options import RuleSet
from fishsolve.game.replay import HandRange, PublicState, Replay, SetResult, replay
from fishsolve.game.table import Player, Table, Team
from fishsolve.notation.jsonform import dump_log, load_log, log_from_dict, log_to_dict
from fishsolve.notation.load import read_log
from fishsolve.notation.text import format_event, parse_log, write_log

__version__ = "0.1.0"

__all__ = [
    "DECKS",
    "JOKERS",
    "NO_SEVENS",
    "STANDARD",
    "Ask",
    "Card",
    "Claim",
    "Comment",
    "Deck",
    "Event",
    "FishsolveError",
    "GameLog",
    "HalfSuit",
    "HandCount",
    "HandRange",
    "InconsistentLog",
    "Location",
    "NotationError",
    "Outcome",
    "Pass",
    "Player",
    "PublicState",
    "Rank",
    "Replay",
    "RuleError",
    "RuleSet",
    "SetResult",
    "Source",
    "Suit",
    "Table",
    "Team",
    "UsageError",
    "__version__",
    "dump_log",
    "format_event",
    "load_log",
    "log_from_dict",
    "log_to_dict",
    "parse_card",
    "parse_log",
    "read_log",
    "replay",
    "write_log",
]
