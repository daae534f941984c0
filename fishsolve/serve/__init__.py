"""``fishsolve serve``: the live mode as a web page, for the person who keeps a game's record at
the table with a phone (docs/serve.md).

A shell, like the command line: it asks the registry (:mod:`fishsolve.families`) for a log's live
session and talks to it through the protocol every family implements
(:class:`~fishsolve.live.session.LiveSession`: ``feed``, ``suggest``, ``grid``); the pages show
the terminal's own views (:mod:`fishsolve.render.web`). It never looks inside a family's house.

- :mod:`~fishsolve.serve.folder`: the folder of games, and which names stay inside it;
- :mod:`~fishsolve.serve.game`: one game's sessions, a version per write, and the views pages
  take of it (:mod:`~fishsolve.serve.private`: a seat's hand kept off the log);
- :mod:`~fishsolve.serve.pages`: the HTML of the pages;
- :mod:`~fishsolve.serve.app`: the web application (Starlette) and who may use it.

Starlette and uvicorn are the optional extra ``web`` (``pip install 'fishsolve[web]'``); this
package imports them only in :mod:`~fishsolve.serve.app`.
"""
