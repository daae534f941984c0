"""Games recorded by other programs, read into the Go Fish family's logs (``fishsolve import``).

One module per program: :mod:`.openspiel_file` reads what OpenSpiel writes of a ``go_fish`` game
(its parameters and action history), :mod:`.openspiel_play` plays those actions by OpenSpiel's
rules, and :mod:`.openspiel` writes the game as a fishsolve log, the whole record or one seat's
(docs/import.md).
"""
