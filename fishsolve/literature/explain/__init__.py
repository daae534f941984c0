"""Explanations: why a fact holds, and why no deal fits an impossible log, in plain words.

Owns the minimal sets of reasons for a fact (:mod:`fishsolve.literature.explain.why`), the wording
of each cited line (:mod:`fishsolve.literature.explain.wording`) and contradiction diagnosis
(:mod:`fishsolve.literature.explain.diagnose`). May import deduction, the game and errors.
"""
