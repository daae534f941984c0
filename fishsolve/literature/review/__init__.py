"""A coach's review of a finished game: missed claims, gambles, ask quality, information given.

Owns the review (:mod:`fishsolve.literature.review.game`), its report
(:mod:`fishsolve.literature.review.report`), its parts (asks, claims, counts) and the counting
work cut into units for worker processes (:mod:`fishsolve.literature.review.work`).
May import explanations, deduction, notation, the game and errors; never rendering or the CLI.
"""
