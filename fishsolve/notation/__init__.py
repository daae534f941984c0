"""Reading and writing logs: the score-sheet text notation, its JSON form, loading from disk.

Owns the grammar (:mod:`fishsolve.notation.text`), the lossless JSON form
(:mod:`fishsolve.notation.jsonform`) with the positions of its values
(:mod:`fishsolve.notation.positions`), and reading a file of either kind
(:mod:`fishsolve.notation.load`). May import :mod:`fishsolve.game` and :mod:`fishsolve.errors`.
"""
