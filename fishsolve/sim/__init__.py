"""Simulated games: the rules-exact game simulator, bots, the tracker bot, tournaments.

Owns playing a game from a seed (:mod:`fishsolve.sim.game`) with every rule checked
(:mod:`fishsolve.sim.engine`), what a seat sees and may do (:mod:`fishsolve.sim.seat`), the bots
(:mod:`fishsolve.sim.bots`, :mod:`fishsolve.sim.tracker`), the settings of ``simulate``
(:mod:`fishsolve.sim.setup`) and tournaments (:mod:`fishsolve.sim.tournament`). May import
deduction, notation, the game and errors.
"""
