"""The reports of the commands that are not a stage of their own: ``check``.

May import explanations, deduction, notation, the game and errors; never rendering or the CLI.
"""
