"""The exact counter: how many deals fit a view, and in how many each card is where.

Propagation (:mod:`fishsolve.literature.deduce.count.counting`), the counting problem
(:mod:`fishsolve.literature.deduce.count.problem`), hand-size bounds as tallies
(:mod:`fishsolve.literature.deduce.count.bounds`), the half-suit enumeration
(:mod:`fishsolve.literature.deduce.count.halves`) and the dynamic programme
(:mod:`fishsolve.literature.deduce.count.usage`) with their inner loops in C (the ``_dp``
extension). May import :mod:`fishsolve.literature.deduce.constraints` and
:mod:`fishsolve.literature.deduce.facts`, never CP-SAT.
"""
