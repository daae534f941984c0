"""The report of `fishsolve explain`: one fact, explained at one position of one file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishsolve.errors import PERSPECTIVE, Opt, OptionError
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.facts import DEFAULT_TIME_LIMIT
from fishsolve.literature.deduce.perspective import Perspective, perspectives, position
from fishsolve.literature.explain.why import Explanation, parse_fact
from fishsolve.literature.explain.why import explain as explain_fact
from fishsolve.literature.game.events import GameLog


@dataclass(frozen=True)
class ExplainReport:
    """`fishsolve explain` for one file: the position and the explanation."""

    file: str
    events: int
    line: int | None
    """Source line of event ``at`` (None at the start)."""
    explanation: Explanation

    def to_dict(self) -> dict[str, Any]:
        """One JSON document: the file and position, then the explanation's fields."""
        return {
            "file": self.file,
            "events": self.events,
            "line": self.line,
            **self.explanation.to_dict(),
        }


def choose_perspective(log: GameLog, spec: str | None) -> Perspective:
    """The one perspective ``spec`` names (the default as for `analyze`, if single).

    Raises:
        OptionError: ``spec`` names no perspective, or the default is several (a full deal).
    """
    views = perspectives(log, spec)
    if len(views) > 1:
        names = ", ".join(v.label for v in views)
        raise OptionError(
            f"the log gives several hands ({names}); say whose view with ",
            Opt(PERSPECTIVE),
            " NAME",
        )
    return views[0]


def explain_report(
    analyzer: Analyzer, spec: str | None, fact_text: str, at: int | None, file: str
) -> ExplainReport:
    """`fishsolve explain GAME --as spec FACT --at at` as a report."""
    log = analyzer.log
    total = len(log.events)
    n = position(log, at)
    view = choose_perspective(log, spec)
    fact = parse_fact(fact_text, log)
    event = log.events[n - 1] if n else None
    line = event.source.line if event is not None and event.source else None
    return ExplainReport(file, total, line, explain_fact(analyzer, view, n, fact))


def explain(
    game: GameLog | Analyzer,
    fact: str,
    perspective: str | None = None,
    at: int | None = None,
    file: str | None = None,
    time_limit: float = DEFAULT_TIME_LIMIT,
) -> ExplainReport:
    """Why ``fact`` holds in ``game`` after ``at`` events: `fishsolve explain`.

    Args:
        game: the log, or an analyzer of it (reused).
        fact: a card (``"6D"``: why its holder is forced), a ruled-out holder (``"6D not Ben"``)
            or a half-suit (``"low diamonds"``: why it can be claimed).
        perspective: a player's name, ``"public"`` or ``"team:A"``; None: the log's single hand.
        at: the position, as a number of events (None: after the whole log).
        file: the file name the report shows (default: the log's path).
        time_limit: seconds per solver question (for a new analyzer only).

    Raises:
        UsageError: the fact does not parse or is not proved there (the message says who else
            may hold the card); :class:`~fishsolve.errors.OptionError` for a bad perspective or
            position.
        InconsistentLog: no deal fits the log up to that position.
    """
    analyzer = game if isinstance(game, Analyzer) else Analyzer(game, time_limit=time_limit)
    return explain_report(analyzer, perspective, fact, at, file or analyzer.log.path or "")
