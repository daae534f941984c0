"""fishsolve/literature/season."""
