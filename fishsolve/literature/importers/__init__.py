"""Games recorded by other programs, read into Literature logs (``fishsolve import``).

:mod:`.canadian_fish` reads one seat's view of an online Canadian Fish room (docs/import.md).
"""
