"""What every family's live session shares: the session's contract and the one way a typed line
is taken (:mod:`~fishsolve.live.session`), the file kept whole on disk
(:mod:`~fishsolve.live.logtext`), the word being typed (:mod:`~fishsolve.live.lineword`) and
the values of what changed (:mod:`~fishsolve.live.changes`). Imports no family.
"""
