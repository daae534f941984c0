"""fishsolve: exact deduction for Literature (Canadian Fish, Russian Fish) and the Go Fish family.

The public Python API (docs/api.md): read a log of either family (:func:`read_log`), check and
replay it (:func:`check_file`, :func:`replay`), analyse a position (:func:`analyze`), explain a
fact (:func:`explain`), weigh a claim (:func:`risk`), review a whole game (:func:`review`) and
play one between bots (:func:`simulate`) — each through the log's family
(:mod:`fishsolve.api`); and Literature's values, readers and engines (:func:`parse_log`,
:class:`Analyzer`, :func:`perspectives`). These names stay put when the modules behind them move.

Every public name — the errors, the values of a game, the readers and writers of logs, the
engines, the review, the simulator — loads when it is first used, so that ``import fishsolve``
(which every ``import fishsolve.<module>``, the command line's included, runs first) imports
nothing, not even ``typing`` or ``dataclasses`` (with ``inspect``, about 20 ms).
"""

from __future__ import annotations

TYPE_CHECKING = False
"""True only for type checkers: ``typing`` (5 ms) is not imported to learn that it is False."""

if TYPE_CHECKING:
    from typing import Any

    from fishsolve.api import analyze as analyze
    from fishsolve.api import check_file as check_file
    from fishsolve.api import explain as explain
    from fishsolve.api import read_log as read_log
    from fishsolve.api import replay as replay
    from fishsolve.api import review as review
    from fishsolve.api import risk as risk
    from fishsolve.api import simulate as simulate
    from fishsolve.cards import Card as Card
    from fishsolve.cards import Rank as Rank
    from fishsolve.cards import Suit as Suit
    from fishsolve.cards import parse_card as parse_card
    from fishsolve.errors import FishsolveError as FishsolveError
    from fishsolve.errors import InconsistentLog as InconsistentLog
    from fishsolve.errors import Location as Location
    from fishsolve.errors import NotationError as NotationError
    from fishsolve.errors import Opt as Opt
    from fishsolve.errors import OptionError as OptionError
    from fishsolve.errors import Problem as Problem
    from fishsolve.errors import RuleError as RuleError
    from fishsolve.errors import Unsupported as Unsupported
    from fishsolve.errors import UsageError as UsageError
    from fishsolve.family.simulated import GameFiles as GameFiles
    from fishsolve.family.simulated import Simulated as Simulated
    from fishsolve.literature.decks import DECKS as DECKS
    from fishsolve.literature.decks import JOKERS as JOKERS
    from fishsolve.literature.decks import NO_SEVENS as NO_SEVENS
    from fishsolve.literature.decks import STANDARD as STANDARD
    from fishsolve.literature.decks import Deck as Deck
    from fishsolve.literature.decks import HalfSuit as HalfSuit
    from fishsolve.literature.deduce.analysis import Analyzer as Analyzer
    from fishsolve.literature.deduce.engines import Engine as Engine
    from fishsolve.literature.deduce.odds import ClaimOdds as ClaimOdds
    from fishsolve.literature.deduce.perspective import Perspective as Perspective
    from fishsolve.literature.deduce.perspective import perspectives as perspectives
    from fishsolve.literature.deduce.perspective import position as position
    from fishsolve.literature.deduce.view import CardView as CardView
    from fishsolve.literature.deduce.view import ClaimableSet as ClaimableSet
    from fishsolve.literature.deduce.view import ViewAnalysis as ViewAnalysis
    from fishsolve.literature.explain.inconsistency import Inconsistency as Inconsistency
    from fishsolve.literature.explain.why import Explanation as Explanation
    from fishsolve.literature.game.events import Ask as Ask
    from fishsolve.literature.game.events import Claim as Claim
    from fishsolve.literature.game.events import Event as Event
    from fishsolve.literature.game.events import GameLog as GameLog
    from fishsolve.literature.game.events import HandCount as HandCount
    from fishsolve.literature.game.events import Outcome as Outcome
    from fishsolve.literature.game.events import Pass as Pass
    from fishsolve.literature.game.options import RuleSet as RuleSet
    from fishsolve.literature.game.state import HandRange as HandRange
    from fishsolve.literature.game.state import PublicState as PublicState
    from fishsolve.literature.game.state import Replay as Replay
    from fishsolve.literature.game.state import SetResult as SetResult
    from fishsolve.literature.notation.jsonform import load_log as load_log
    from fishsolve.literature.notation.jsonform import log_from_dict as log_from_dict
    from fishsolve.literature.notation.jsonwrite import dump_log as dump_log
    from fishsolve.literature.notation.jsonwrite import log_to_dict as log_to_dict
    from fishsolve.literature.notation.text import parse_log as parse_log
    from fishsolve.literature.notation.writer import format_event as format_event
    from fishsolve.literature.notation.writer import write_log as write_log
    from fishsolve.literature.reports.analyze import AnalysisReport as AnalysisReport
    from fishsolve.literature.reports.check import CheckReport as CheckReport
    from fishsolve.literature.reports.explain import ExplainReport as ExplainReport
    from fishsolve.literature.reports.risk import RiskReport as RiskReport
    from fishsolve.literature.review.report import ReviewReport as ReviewReport
    from fishsolve.literature.sim.setup import Setup as Setup
    from fishsolve.seating import Player as Player
    from fishsolve.seating import Table as Table
    from fishsolve.seating import Team as Team
    from fishsolve.text.source import Comment as Comment
    from fishsolve.text.source import Source as Source

__version__ = "0.1.0"

_LAZY: dict[str, str] = {
    "DECKS": "fishsolve.literature.decks",
    "JOKERS": "fishsolve.literature.decks",
    "NO_SEVENS": "fishsolve.literature.decks",
    "STANDARD": "fishsolve.literature.decks",
    "AnalysisReport": "fishsolve.literature.reports.analyze",
    "Analyzer": "fishsolve.literature.deduce.analysis",
    "Ask": "fishsolve.literature.game.events",
    "Card": "fishsolve.cards",
    "CardView": "fishsolve.literature.deduce.view",
    "CheckReport": "fishsolve.literature.reports.check",
    "Claim": "fishsolve.literature.game.events",
    "ClaimOdds": "fishsolve.literature.deduce.odds",
    "ClaimableSet": "fishsolve.literature.deduce.view",
    "Comment": "fishsolve.text.source",
    "Deck": "fishsolve.literature.decks",
    "Engine": "fishsolve.literature.deduce.engines",
    "FishsolveError": "fishsolve.errors",
    "InconsistentLog": "fishsolve.errors",
    "Location": "fishsolve.errors",
    "NotationError": "fishsolve.errors",
    "Opt": "fishsolve.errors",
    "OptionError": "fishsolve.errors",
    "RuleError": "fishsolve.errors",
    "UsageError": "fishsolve.errors",
    "Unsupported": "fishsolve.errors",
    "Event": "fishsolve.literature.game.events",
    "ExplainReport": "fishsolve.literature.reports.explain",
    "Explanation": "fishsolve.literature.explain.why",
    "GameFiles": "fishsolve.family.simulated",
    "GameLog": "fishsolve.literature.game.events",
    "HalfSuit": "fishsolve.literature.decks",
    "HandCount": "fishsolve.literature.game.events",
    "HandRange": "fishsolve.literature.game.state",
    "Inconsistency": "fishsolve.literature.explain.inconsistency",
    "Outcome": "fishsolve.literature.game.events",
    "Pass": "fishsolve.literature.game.events",
    "Perspective": "fishsolve.literature.deduce.perspective",
    "Player": "fishsolve.seating",
    "Problem": "fishsolve.errors",
    "PublicState": "fishsolve.literature.game.state",
    "Rank": "fishsolve.cards",
    "Replay": "fishsolve.literature.game.state",
    "ReviewReport": "fishsolve.literature.review.report",
    "RiskReport": "fishsolve.literature.reports.risk",
    "RuleSet": "fishsolve.literature.game.options",
    "SetResult": "fishsolve.literature.game.state",
    "Setup": "fishsolve.literature.sim.setup",
    "Simulated": "fishsolve.family.simulated",
    "Source": "fishsolve.text.source",
    "Suit": "fishsolve.cards",
    "Table": "fishsolve.seating",
    "Team": "fishsolve.seating",
    "ViewAnalysis": "fishsolve.literature.deduce.view",
    "analyze": "fishsolve.api",
    "check_file": "fishsolve.api",
    "dump_log": "fishsolve.literature.notation.jsonwrite",
    "explain": "fishsolve.api",
    "format_event": "fishsolve.literature.notation.writer",
    "load_log": "fishsolve.literature.notation.jsonform",
    "log_from_dict": "fishsolve.literature.notation.jsonform",
    "log_to_dict": "fishsolve.literature.notation.jsonwrite",
    "parse_card": "fishsolve.cards",
    "parse_log": "fishsolve.literature.notation.text",
    "perspectives": "fishsolve.literature.deduce.perspective",
    "position": "fishsolve.literature.deduce.perspective",
    "read_log": "fishsolve.api",
    "replay": "fishsolve.api",
    "review": "fishsolve.api",
    "risk": "fishsolve.api",
    "simulate": "fishsolve.api",
    "write_log": "fishsolve.literature.notation.writer",
}
"""Public names imported on first use -> the module that defines them."""


def __getattr__(name: str) -> Any:
    """A public name of a module that loads on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'fishsolve' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next lookup does not come here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "DECKS",
    "JOKERS",
    "NO_SEVENS",
    "STANDARD",
    "AnalysisReport",
    "Analyzer",
    "Ask",
    "Card",
    "CardView",
    "CheckReport",
    "Claim",
    "ClaimOdds",
    "ClaimableSet",
    "Comment",
    "Deck",
    "Engine",
    "Event",
    "ExplainReport",
    "Explanation",
    "FishsolveError",
    "GameFiles",
    "GameLog",
    "HalfSuit",
    "HandCount",
    "HandRange",
    "Inconsistency",
    "InconsistentLog",
    "Location",
    "NotationError",
    "Opt",
    "OptionError",
    "Outcome",
    "Pass",
    "Perspective",
    "Player",
    "Problem",
    "PublicState",
    "Rank",
    "Replay",
    "ReviewReport",
    "RiskReport",
    "RuleError",
    "RuleSet",
    "SetResult",
    "Setup",
    "Simulated",
    "Source",
    "Suit",
    "Table",
    "Team",
    "Unsupported",
    "UsageError",
    "ViewAnalysis",
    "__version__",
    "analyze",
    "check_file",
    "dump_log",
    "explain",
    "format_event",
    "load_log",
    "log_from_dict",
    "log_to_dict",
    "parse_card",
    "parse_log",
    "perspectives",
    "position",
    "read_log",
    "replay",
    "review",
    "risk",
    "simulate",
    "write_log",
]
