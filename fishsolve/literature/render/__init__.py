"""fishsolve/literature/render."""
