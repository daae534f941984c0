"""A coach's season, a shell over every family (`fishsolve review GAME... | DIR --season`,
docs/season.md): the logs read with their dates (:mod:`~fishsolve.season.load`), each game
reviewed by its family and each family's games added up (:mod:`~fishsolve.season.report`), drawn
for the terminal (:mod:`~fishsolve.season.view`) and as one page (:mod:`~fishsolve.season.page`).
It talks to the registry and the protocol, never to a family's house.
"""
