"""fishsolve/gofish/render."""
