"""Before a review: is the log one that can be reviewed, and the analyzer to review it with."""

from __future__ import annotations

from dataclasses import replace

from fishsolve.errors import InconsistentLog
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.explain.inconsistency import inconsistency
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.replay import replay
from fishsolve.literature.game.truth import deal_of, first_misfit


def review_analyzer(log: GameLog) -> Analyzer:
    """The game's analyzer, after checking that the log can be reviewed.

    A full-deal log may hold asks that break the asker rule by its own deal (a table does not
    always notice): they are reported, not refused, so the replay runs leniently — after the
    rules no deal can mend are checked on the log without its hands, and the deal is checked
    against everything else.

    Raises:
        RuleError: if the log breaks a rule of play.
        InconsistentLog: if no deal (for a full deal: not its own deal) fits the log.
    """
    if not log.is_full_deal:
        analyzer = Analyzer(log)
        problem = inconsistency(analyzer, len(log.events))
        if problem is not None:
            event = log.events[problem.event - 1] if problem.event else None
            where = event.source.at() if event is not None and event.source else None
            raise InconsistentLog(
                f"no deal fits the log after event {problem.event} ({problem.text}); "
                "there is nothing to review",
                where,
            )
        return analyzer
    # Read with the bluff rule, the log's asks prove nothing about the asker: what is left to
    # check are the rules of play no deal can mend, then the deal against everything else.
    bluffing = replace(log, rules=replace(log.rules, bluff=True))
    replay(replace(bluffing, hands={}))
    misfit = first_misfit(bluffing, deal_of(log))
    if misfit is not None:
        event = log.events[misfit.event - 1] if misfit.event else None
        where = event.source.at() if event is not None and event.source else None
        raise InconsistentLog(f"the log's own deal does not fit it: {misfit}", where)
    return Analyzer(log, replay(log, lenient=True))
