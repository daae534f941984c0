"""Reading and writing logs: the score-sheet text notation, its JSON form, loading from disk.

Owns the grammar: its reader (:mod:`fishsolve.literature.notation.text`, with the events read by
:mod:`fishsolve.literature.notation.eventlines` and the tokens of :mod:`fishsolve.text.lines`) and
its canonical writer (:mod:`fishsolve.literature.notation.writer`); the lossless JSON form, written
by :mod:`fishsolve.literature.notation.jsonwrite` and read by
:mod:`fishsolve.literature.notation.jsonform` with the positions of its values
(:mod:`fishsolve.text.positions`), and reading a file of either kind
(:mod:`fishsolve.literature.notation.load`). May import :mod:`fishsolve.literature.game` and
:mod:`fishsolve.errors`.
"""
