"""The Go Fish family's live session (:mod:`~fishsolve.gofish.live.session`), what each event
changed in the view (:mod:`~fishsolve.gofish.live.changes`) and the next word completed
(:mod:`~fishsolve.gofish.live.words`)."""
