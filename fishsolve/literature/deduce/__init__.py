"""Deduction: who can hold which card, exactly, from a log and a perspective.

Owns the constraints a log implies (:mod:`fishsolve.literature.deduce.constraints`), the two engines
— CP-SAT feasibility (:mod:`fishsolve.literature.deduce.cpsat`) and the exact counter
(:mod:`fishsolve.literature.deduce.count`), which never import each other — and what is built on
them: the analyzer, exact odds and soundness audits. May import :mod:`fishsolve.literature.game` and
:mod:`fishsolve.errors`; never notation, explanations or anything later.
"""
