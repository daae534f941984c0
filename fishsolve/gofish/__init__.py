"""The Go Fish family (Go Fish, Authors, Simplified Fish): a house of its own beside Literature's.

Each stage has its own room here, in the same order as Literature's and with the same one-way flow:
``game`` (the rules: options, events, the replay that checks them) → ``notation`` (text and JSON
logs) → ``deduce`` (what a seat or the table can know: exact counts and possibilities) → ``sim`` (a
simulator and bots) and ``reports`` (what the commands answer). Cards, ranks and the seating come
from :mod:`fishsolve.literature.game` (they are the same cards); no rule of Literature is used.
"""
