"""fishsolve/literature."""
