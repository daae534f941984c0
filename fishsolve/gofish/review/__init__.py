"""The review of a Go Fish family game (:mod:`.game`): asks against the best ask, what each event
told the table, certain books, summaries; the counting work per perspective in :mod:`.views`."""
