"""The CP-SAT engine: a model of the unknown deal, feasibility questions, minimal cores.

The only place ``ortools`` is imported (:mod:`fishsolve.deduce.cpsat.sat`). May import
:mod:`fishsolve.deduce.constraints` and :mod:`fishsolve.deduce.facts`, never the counter.
"""
