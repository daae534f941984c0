"""Literature's live session: a log that grows one typed line at a time, each event analysed
incrementally (:mod:`~fishsolve.literature.live.session`), what it changed
(:mod:`~fishsolve.literature.live.changes`) and the next word completed
(:mod:`~fishsolve.literature.live.words`)."""
