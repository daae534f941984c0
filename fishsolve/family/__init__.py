"""The protocol every game family implements, and what the shells and the families share.

:class:`~fishsolve.family.base.GameFamily` is the one interface a shell (the command line, the
live screen, the season, the public API) talks to; :mod:`~fishsolve.family.requests` holds what
each command asks of a family. What both families use alike sits here too: games simulated from
seeds and written to files (:mod:`~fishsolve.family.simulated`), tournament rates
(:mod:`~fishsolve.family.rates`), a season's games and its arithmetic
(:mod:`~fishsolve.family.season`, :mod:`~fishsolve.family.stats`). Imports no family.
"""
