"""The game itself: cards and decks, the table, rule options, events, the rules, the replay.

Owns every rule of play, each written once (:mod:`fishsolve.literature.game.legality`: asking,
claiming, passing, the end-game; :mod:`fishsolve.literature.game.outcomes`: a claim's outcome and
score), the public state after each event (:mod:`fishsolve.literature.game.state`) as the replay
computes it (:mod:`fishsolve.literature.game.replay`, with
:mod:`fishsolve.literature.game.bookkeeping` and :mod:`fishsolve.literature.game.claim_replay`), and
the independent truth used by the tests (:mod:`fishsolve.literature.game.truth`), which shares no
code with the replay or the rules. Imports nothing of fishsolve but :mod:`fishsolve.errors`.
"""
