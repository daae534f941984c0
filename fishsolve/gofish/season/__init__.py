"""fishsolve/gofish/season."""
