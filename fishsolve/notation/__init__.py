"""Reading and writing logs: the score-sheet text notation, its JSON form, loading from disk.

Owns the grammar: its reader (:mod:`fishsolve.notation.text`, with the events read by
:mod:`fishsolve.notation.eventlines` and the tokens of :mod:`fishsolve.notation.lines`) and its
canonical writer (:mod:`fishsolve.notation.writer`); the lossless JSON form, written by
:mod:`fishsolve.notation.jsonwrite` and read by :mod:`fishsolve.notation.jsonform` with the
positions of its values
(:mod:`fishsolve.notation.positions`), and reading a file of either kind
(:mod:`fishsolve.notation.load`). May import :mod:`fishsolve.game` and :mod:`fishsolve.errors`.
"""
