"""fishsolve/gofish/live."""
