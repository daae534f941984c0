"""fishsolve: exact deduction for the card game Literature (Canadian Fish, Russian Fish).

The public Python API (docs/api.md): read a log (:func:`read_log`, :func:`parse_log`), check and
replay it (:func:`check_file`, :func:`replay`), analyse a position (:func:`analyze`,
:class:`Analyzer`, :func:`perspectives`), explain a fact (:func:`explain`), weigh a claim
(:func:`risk`), review a whole game (:func:`review`) and play one between bots
(:func:`simulate`). These names stay put when the modules behind them move.

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

    from fishsolve.deduce.analysis import (
        Analyzer as Analyzer,
    )
    from fishsolve.deduce.engines import (
        Engine as Engine,
    )
    from fishsolve.deduce.odds import (
        ClaimOdds as ClaimOdds,
    )
    from fishsolve.deduce.perspective import (
        Perspective as Perspective,
    )
    from fishsolve.deduce.perspective import (
        perspectives as perspectives,
    )
    from fishsolve.deduce.perspective import (
        position as position,
    )
    from fishsolve.deduce.view import (
        CardView as CardView,
    )
    from fishsolve.deduce.view import (
        ClaimableSet as ClaimableSet,
    )
    from fishsolve.deduce.view import (
        ViewAnalysis as ViewAnalysis,
    )
    from fishsolve.errors import FishsolveError as FishsolveError
    from fishsolve.errors import InconsistentLog as InconsistentLog
    from fishsolve.errors import Location as Location
    from fishsolve.errors import NotationError as NotationError
    from fishsolve.errors import Opt as Opt
    from fishsolve.errors import OptionError as OptionError
    from fishsolve.errors import RuleError as RuleError
    from fishsolve.errors import UsageError as UsageError
    from fishsolve.explain.inconsistency import (
        Inconsistency as Inconsistency,
    )
    from fishsolve.explain.why import (
        Explanation as Explanation,
    )
    from fishsolve.game.cards import DECKS as DECKS
    from fishsolve.game.cards import JOKERS as JOKERS
    from fishsolve.game.cards import NO_SEVENS as NO_SEVENS
    from fishsolve.game.cards import STANDARD as STANDARD
    from fishsolve.game.cards import Card as Card
    from fishsolve.game.cards import Deck as Deck
    from fishsolve.game.cards import HalfSuit as HalfSuit
    from fishsolve.game.cards import Rank as Rank
    from fishsolve.game.cards import Suit as Suit
    from fishsolve.game.cards import parse_card as parse_card
    from fishsolve.game.events import Ask as Ask
    from fishsolve.game.events import Claim as Claim
    from fishsolve.game.events import Comment as Comment
    from fishsolve.game.events import Event as Event
    from fishsolve.game.events import GameLog as GameLog
    from fishsolve.game.events import HandCount as HandCount
    from fishsolve.game.events import Outcome as Outcome
    from fishsolve.game.events import Pass as Pass
    from fishsolve.game.events import Source as Source
    from fishsolve.game.options import RuleSet as RuleSet
    from fishsolve.game.replay import replay as replay
    from fishsolve.game.state import HandRange as HandRange
    from fishsolve.game.state import PublicState as PublicState
    from fishsolve.game.state import Replay as Replay
    from fishsolve.game.state import SetResult as SetResult
    from fishsolve.game.table import Player as Player
    from fishsolve.game.table import Table as Table
    from fishsolve.game.table import Team as Team
    from fishsolve.notation.jsonform import load_log as load_log
    from fishsolve.notation.jsonform import log_from_dict as log_from_dict
    from fishsolve.notation.jsonwrite import dump_log as dump_log
    from fishsolve.notation.jsonwrite import log_to_dict as log_to_dict
    from fishsolve.notation.load import read_log as read_log
    from fishsolve.notation.text import parse_log as parse_log
    from fishsolve.notation.writer import format_event as format_event
    from fishsolve.notation.writer import write_log as write_log
    from fishsolve.reports.analyze import (
        AnalysisReport as AnalysisReport,
    )
    from fishsolve.reports.analyze import (
        analyze as analyze,
    )
    from fishsolve.reports.check import (
        CheckReport as CheckReport,
    )
    from fishsolve.reports.check import (
        Problem as Problem,
    )
    from fishsolve.reports.check import (
        check_file as check_file,
    )
    from fishsolve.reports.explain import (
        ExplainReport as ExplainReport,
    )
    from fishsolve.reports.explain import (
        explain as explain,
    )
    from fishsolve.reports.risk import (
        RiskReport as RiskReport,
    )
    from fishsolve.reports.risk import (
        risk as risk,
    )
    from fishsolve.review.game import (
        ReviewReport as ReviewReport,
    )
    from fishsolve.review.game import (
        review as review,
    )
    from fishsolve.sim.files import (
        GameFiles as GameFiles,
    )
    from fishsolve.sim.files import (
        Simulated as Simulated,
    )
    from fishsolve.sim.setup import (
        Setup as Setup,
    )
    from fishsolve.sim.setup import (
        simulate as simulate,
    )

# The sub-packages ``explain`` and ``review`` share their names with the functions. The first
# import of a sub-package binds it as an attribute of this package, which would hide the
# function; so both (each a docstring only) are imported now and the names handed back.
for _package in ("explain", "review"):
    __import__(f"fishsolve.{_package}")
    del globals()[_package]
del _package

__version__ = "0.1.0"

_LAZY: dict[str, str] = {
    "DECKS": "fishsolve.game.cards",
    "JOKERS": "fishsolve.game.cards",
    "NO_SEVENS": "fishsolve.game.cards",
    "STANDARD": "fishsolve.game.cards",
    "AnalysisReport": "fishsolve.reports.analyze",
    "Analyzer": "fishsolve.deduce.analysis",
    "Ask": "fishsolve.game.events",
    "Card": "fishsolve.game.cards",
    "CardView": "fishsolve.deduce.view",
    "CheckReport": "fishsolve.reports.check",
    "Claim": "fishsolve.game.events",
    "ClaimOdds": "fishsolve.deduce.odds",
    "ClaimableSet": "fishsolve.deduce.view",
    "Comment": "fishsolve.game.events",
    "Deck": "fishsolve.game.cards",
    "Engine": "fishsolve.deduce.engines",
    "FishsolveError": "fishsolve.errors",
    "InconsistentLog": "fishsolve.errors",
    "Location": "fishsolve.errors",
    "NotationError": "fishsolve.errors",
    "Opt": "fishsolve.errors",
    "OptionError": "fishsolve.errors",
    "RuleError": "fishsolve.errors",
    "UsageError": "fishsolve.errors",
    "Event": "fishsolve.game.events",
    "ExplainReport": "fishsolve.reports.explain",
    "Explanation": "fishsolve.explain.why",
    "GameFiles": "fishsolve.sim.files",
    "GameLog": "fishsolve.game.events",
    "HalfSuit": "fishsolve.game.cards",
    "HandCount": "fishsolve.game.events",
    "HandRange": "fishsolve.game.state",
    "Inconsistency": "fishsolve.explain.inconsistency",
    "Outcome": "fishsolve.game.events",
    "Pass": "fishsolve.game.events",
    "Perspective": "fishsolve.deduce.perspective",
    "Player": "fishsolve.game.table",
    "Problem": "fishsolve.reports.check",
    "PublicState": "fishsolve.game.state",
    "Rank": "fishsolve.game.cards",
    "Replay": "fishsolve.game.state",
    "ReviewReport": "fishsolve.review.game",
    "RiskReport": "fishsolve.reports.risk",
    "RuleSet": "fishsolve.game.options",
    "SetResult": "fishsolve.game.state",
    "Setup": "fishsolve.sim.setup",
    "Simulated": "fishsolve.sim.files",
    "Source": "fishsolve.game.events",
    "Suit": "fishsolve.game.cards",
    "Table": "fishsolve.game.table",
    "Team": "fishsolve.game.table",
    "ViewAnalysis": "fishsolve.deduce.view",
    "analyze": "fishsolve.reports.analyze",
    "check_file": "fishsolve.reports.check",
    "dump_log": "fishsolve.notation.jsonwrite",
    "explain": "fishsolve.reports.explain",
    "format_event": "fishsolve.notation.writer",
    "load_log": "fishsolve.notation.jsonform",
    "log_from_dict": "fishsolve.notation.jsonform",
    "log_to_dict": "fishsolve.notation.jsonwrite",
    "parse_card": "fishsolve.game.cards",
    "parse_log": "fishsolve.notation.text",
    "perspectives": "fishsolve.deduce.perspective",
    "position": "fishsolve.deduce.perspective",
    "read_log": "fishsolve.notation.load",
    "replay": "fishsolve.game.replay",
    "review": "fishsolve.review.game",
    "risk": "fishsolve.reports.risk",
    "simulate": "fishsolve.sim.setup",
    "write_log": "fishsolve.notation.writer",
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
