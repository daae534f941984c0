"""The exact counter: how many deals fit a view, and in how many each card is where.

Propagation (:mod:`fishsolve.deduce.count.counting`), the counting problem
(:mod:`fishsolve.deduce.count.problem`), the half-suit enumeration and dynamic programme
(:mod:`fishsolve.deduce.count.usage`) with its inner loops in C (``_dp.c``). May import
:mod:`fishsolve.deduce.constraints` and :mod:`fishsolve.deduce.facts`, never CP-SAT.
"""
