"""Exact deduction for the Go Fish family: who may hold what, and how likely, from any seat.

See :mod:`fishsolve.gofish.deduce.states` for the counting and
:mod:`fishsolve.gofish.deduce.view` for the API.
"""

from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.view import (
    DEFAULT,
    RANK_STEPS,
    AskOdds,
    FishView,
    ask_odds,
    first_impossible,
    fish_view,
    fish_views,
    sure_asks,
)

__all__ = [
    "DEFAULT",
    "RANK_STEPS",
    "AskOdds",
    "FishView",
    "TooCostly",
    "ask_odds",
    "first_impossible",
    "fish_view",
    "fish_views",
    "sure_asks",
]
