"""Simulated games: the rules-exact game simulator, bots, the tracker bot, tournaments.

Owns playing a game from a seed (:mod:`fishsolve.literature.sim.game`) with every rule checked
(:mod:`fishsolve.literature.sim.engine`), what a seat sees and may do
(:mod:`fishsolve.literature.sim.seat`), the bots (:mod:`fishsolve.literature.sim.bots`,
:mod:`fishsolve.literature.sim.tracker`), the settings of ``simulate``
(:mod:`fishsolve.literature.sim.setup`) and tournaments
(:mod:`fishsolve.literature.sim.tournament`). May import deduction, notation, the game and errors.
"""
