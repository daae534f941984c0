"""Literature (Canadian Fish, Russian Fish): a game family's house of its own.

Its stages, each importing only those below it: ``decks`` (the half-suits and the decks) →
``game`` (rules, events, the replay) → ``notation`` (text and JSON logs) and ``deduce``
(constraints, the exact counter, CP-SAT, the analyzer) → ``explain`` and ``sim`` → ``reports``,
``review`` and ``puzzles`` → ``live`` and ``season`` (its parts of the shells) → ``render`` (its
views) → ``family`` (what the shells may ask of it:
:class:`~fishsolve.literature.family.LiteratureFamily`). It shares cards, seating,
the line reader, the CP-SAT layer and the shells' pieces with the Go Fish family, and imports
nothing of it.
"""
