"""The exact counter: how many deals fit a view, and in how many each card is where.

Propagation (:mod:`fishsolve.deduce.count.counting`), the counting problem
(:mod:`fishsolve.deduce.count.problem`), hand-size bounds as tallies
(:mod:`fishsolve.deduce.count.bounds`), the half-suit enumeration
(:mod:`fishsolve.deduce.count.halves`) and the dynamic programme
(:mod:`fishsolve.deduce.count.usage`) with their inner loops in C (the ``_dp`` extension).
May import :mod:`fishsolve.deduce.constraints` and :mod:`fishsolve.deduce.facts`, never CP-SAT.
"""
