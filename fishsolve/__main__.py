"""`python -m fishsolve`."""

from fishsolve.cli import main

main()
