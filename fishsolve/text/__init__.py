"""Logs as text, for every family: the line reader with its tokens and located errors
(:mod:`~fishsolve.text.lines`), where events and comments came from
(:mod:`~fishsolve.text.source`), reading a log's text once from a file or stdin
(:mod:`~fishsolve.text.reading`), and locating values of a JSON log
(:mod:`~fishsolve.text.jsonlocate`, :mod:`~fishsolve.text.positions`). Imports no family.
"""
