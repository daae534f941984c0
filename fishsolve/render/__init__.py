"""What every family's views share: views chosen by report class (:mod:`~fishsolve.render.views`),
errors and problems with their caret, phrases and percentages (:mod:`~fishsolve.render.common`),
progress bars, the review pages' frame, puzzle pages, trend plots, live steps and the simulate
summary. Rendering never computes. Imports no family.
"""
