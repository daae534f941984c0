"""The report of `fishsolve explain`: one fact, explained at one position of one file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishsolve.deduce.analysis import Analyzer
from fishsolve.deduce.perspective import Perspective, perspectives, position
from fishsolve.errors import UsageError
from fishsolve.explain.why import Explanation, explain, parse_fact
from fishsolve.game.events import GameLog


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
    """The one perspective ``--as spec`` names (the default as for `analyze`, if single)."""
    views = perspectives(log, spec)
    if len(views) > 1:
        names = ", ".join(v.label for v in views)
        raise UsageError(f"the log gives several hands ({names}); say whose view with --as NAME")
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
    return ExplainReport(file, total, line, explain(analyzer, view, n, fact))
