"""A coach's season: every game of a club reviewed, and each player's and team's play across them
(`fishsolve review GAME... | DIR --season`, docs/season.md)."""
