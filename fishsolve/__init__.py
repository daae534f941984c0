"""fishsolve: exact deduction for the card game Literature (Canadian Fish, Russian Fish).

The public Python API (docs/api.md): read a log (:func:`read_log`, :func:`parse_log`), check and
replay it (:func:`check_file`, :func:`replay`), analyse a position (:func:`analyze`,
:class:`Analyzer`, :func:`perspectives`), explain a fact (:func:`explain`), weigh a claim
(:func:`risk`), review a whole game (:func:`review`) and play one between bots
(:func:`simulate`). These names stay put when the modules behind them move.

The values of a game (cards, players, events, logs) and the errors load with the package; the
deduction engines, the review and the simulator load when one of their names is first used, so
that ``import fishsolve`` (and the command line's start-up) stays quick.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from fishsolve.errors import (
    FishsolveError,
    InconsistentLog,
    Location,
    NotationError,
    Opt,
    OptionError,
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
from fishsolve.game.replay import replay
from fishsolve.game.state import HandRange, PublicState, Replay, SetResult
from fishsolve.game.table import Player, Table, Team
from fishsolve.notation.jsonform import load_log, log_from_dict
from fishsolve.notation.jsonwrite import dump_log, log_to_dict
from fishsolve.notation.load import read_log
from fishsolve.notation.text import parse_log
from fishsolve.notation.writer import format_event, write_log

if TYPE_CHECKING:
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
    from fishsolve.explain.inconsistency import (
        Inconsistency as Inconsistency,
    )
    from fishsolve.explain.why import (
        Explanation as Explanation,
    )
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
    importlib.import_module(f"fishsolve.{_package}")
    del globals()[_package]
del _package

__version__ = "0.1.0"

_LAZY: dict[str, str] = {
    "AnalysisReport": "fishsolve.reports.analyze",
    "Analyzer": "fishsolve.deduce.analysis",
    "CardView": "fishsolve.deduce.view",
    "CheckReport": "fishsolve.reports.check",
    "ClaimOdds": "fishsolve.deduce.odds",
    "ClaimableSet": "fishsolve.deduce.view",
    "Engine": "fishsolve.deduce.engines",
    "ExplainReport": "fishsolve.reports.explain",
    "Explanation": "fishsolve.explain.why",
    "GameFiles": "fishsolve.sim.files",
    "Inconsistency": "fishsolve.explain.inconsistency",
    "Perspective": "fishsolve.deduce.perspective",
    "Problem": "fishsolve.reports.check",
    "ReviewReport": "fishsolve.review.game",
    "RiskReport": "fishsolve.reports.risk",
    "Setup": "fishsolve.sim.setup",
    "Simulated": "fishsolve.sim.files",
    "ViewAnalysis": "fishsolve.deduce.view",
    "analyze": "fishsolve.reports.analyze",
    "check_file": "fishsolve.reports.check",
    "explain": "fishsolve.reports.explain",
    "perspectives": "fishsolve.deduce.perspective",
    "position": "fishsolve.deduce.perspective",
    "review": "fishsolve.review.game",
    "risk": "fishsolve.reports.risk",
    "simulate": "fishsolve.sim.setup",
}
"""Public names imported on first use -> the module that defines them."""


def __getattr__(name: str) -> Any:
    """A public name of a module that loads on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'fishsolve' has no attribute {name!r}")
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
