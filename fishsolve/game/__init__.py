"""The game itself: cards and decks, the table, rule options, events, the rules, the replay.

Owns every rule of play, each written once (:mod:`fishsolve.game.legality`: asking, claiming,
passing, the end-game; :mod:`fishsolve.game.outcomes`: a claim's outcome and score), the public
state after each event (:mod:`fishsolve.game.state`) as the replay computes it
(:mod:`fishsolve.game.replay`, with :mod:`fishsolve.game.bookkeeping` and
:mod:`fishsolve.game.claim_replay`), and the independent truth used by the tests
(:mod:`fishsolve.game.truth`), which shares no code with the replay or the rules. Imports
nothing of fishsolve but :mod:`fishsolve.errors`.
"""
