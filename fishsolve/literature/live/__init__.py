"""fishsolve/literature/live."""
