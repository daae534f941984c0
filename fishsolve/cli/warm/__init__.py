"""The warm start: a per-user server that has imported the command line, forking a child per
batch command (docs/warm-start.md).

- :mod:`~fishsolve.cli.warm.place`: where the server lives (a private directory) and which
  code it serves (a fingerprint of the installed package and the interpreter).
- :mod:`~fishsolve.cli.warm.wire`: the messages on its Unix socket, with the client's fds.
- :mod:`~fishsolve.cli.warm.client`: what the console script runs first; standard library only.
- :mod:`~fishsolve.cli.warm.server`: the detached server: preload, accept, fork, reap, idle.
- :mod:`~fishsolve.cli.warm.child`: one served command, in a forked child.
- :mod:`~fishsolve.cli.warm.control`: ask a running server for its status, or to stop.
"""
