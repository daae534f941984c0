"""The Go Fish family's part of a season: each game's digest and each player's play added up
(:mod:`~fishsolve.gofish.season.report`)."""
