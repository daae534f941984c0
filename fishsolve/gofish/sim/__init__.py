"""Simulated Go Fish family games: a rules-exact dealer and table, and bots that play them."""
