"""The deduction engines, by name (a module of its own so that naming one loads neither)."""

from __future__ import annotations

from enum import StrEnum


class Engine(StrEnum):
    """The deduction engines: both answer the same questions, exactly."""

    COUNT = "count"
    """The exact counter (default): counts deals, so it also gives probabilities."""
    CPSAT = "cpsat"
    """The CP-SAT backbone: one feasibility question per fact."""
