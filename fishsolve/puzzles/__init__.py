"""Deduction puzzles: checking one, making many from simulated games, grading, page content.

Owns ``puzzle check`` (:mod:`fishsolve.puzzles.check`), ``puzzle make``
(:mod:`fishsolve.puzzles.make`, :mod:`fishsolve.puzzles.search`), grades
(:mod:`fishsolve.puzzles.grading`) and the words of a printable page
(:mod:`fishsolve.puzzles.page`). May import the simulator, explanations, deduction, notation,
the game and errors; never rendering or the CLI.
"""
