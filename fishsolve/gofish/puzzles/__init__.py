"""Go Fish family puzzles: make, check, grade (docs/puzzles.md)."""
