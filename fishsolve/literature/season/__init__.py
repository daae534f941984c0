"""Literature's part of a season: what a season keeps of each game's review
(:mod:`~fishsolve.literature.season.digest`) and each player's and team's play added up
(:mod:`~fishsolve.literature.season.report`)."""
