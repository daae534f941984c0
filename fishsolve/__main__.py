"""`python -m fishsolve`."""

from .cli import main

main()
