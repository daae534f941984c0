"""What ``fishsolve import`` gives back: a game from another program, written as a fishsolve log.

Every family's importer returns an :class:`Imported`: the log it made (the family's own log
value, for the Python API), and its text in the form asked for, already checked (``check``
accepts it; a record that breaks the rules is refused at its event instead, never half written).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Imported:
    """A record imported from ``source``.

    Attributes:
        source: the program it came from, as ``fishsolve import`` names it (``openspiel``).
        file: the record's file, as messages name it.
        view: whose log it is: ``full`` (every hand and the stock), ``public``, or a seat's name.
        to: the form of :attr:`text`: ``text`` or ``json``.
        text: the fishsolve log, written.
        events: how many events the log has.
        log: the family's log value (a Go Fish ``FishLog``, a Literature ``GameLog``).
    """

    source: str
    file: str
    view: str
    to: str
    text: str
    events: int
    log: Any
