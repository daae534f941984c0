"""fishsolve/text."""
