"""Following a game as it is played: a log that grows one typed line at a time.

:class:`~fishsolve.literature.live.session.LiveSession` ties a log file, the incremental replay and
the incremental analysis together (docs/live.md); :mod:`fishsolve.live.logtext` keeps the file whole
on disk, :mod:`fishsolve.literature.live.changes` says what each event taught the view.
"""
