"""The CP-SAT engine: a model of the unknown deal, feasibility questions, minimal cores.

The only place ``ortools`` is imported (:mod:`fishsolve.sat`). May import
:mod:`fishsolve.literature.deduce.constraints` and :mod:`fishsolve.literature.deduce.facts`, never
the counter.
"""
