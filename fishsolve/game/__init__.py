"""The game itself: cards and decks, the table, rule options, events, the rules, the replay.

Owns every rule of play, each written once (:mod:`fishsolve.game.legality`), the public state
after each event (:mod:`fishsolve.game.replay`) and the independent truth used by the tests
(:mod:`fishsolve.game.truth`). Imports nothing of fishsolve but :mod:`fishsolve.errors`.
"""
