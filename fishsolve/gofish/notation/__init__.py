"""The notation of Go Fish family logs: the text reader and writer, and the JSON form.

The text notation is Literature's in spirit (docs/gofish.md): headers, then one event per line,
``#`` comments, names by unambiguous prefix, errors at ``file:line:col``. It reuses the tokens and
located errors of :mod:`fishsolve.text.lines`.
"""
