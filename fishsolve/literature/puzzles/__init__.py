"""Deduction puzzles: checking one, making many from simulated games, grading, page content.

Owns ``puzzle check`` (:mod:`fishsolve.literature.puzzles.check`), ``puzzle make``
(:mod:`fishsolve.literature.puzzles.make`, :mod:`fishsolve.literature.puzzles.search`), grades
(:mod:`fishsolve.literature.puzzles.grading`) and the words of a printable page
(:mod:`fishsolve.literature.puzzles.page`). May import the simulator, explanations, deduction,
notation, the game and errors; never rendering or the CLI.
"""
