"""What a server keeps in memory between requests, bounded: the least recently used dropped first.

Every key a request can name (a game's file name, a seat typed in a URL, a version of a log) is
chosen by whoever sends the request, so nothing a server keeps per key may grow with them: each
kind is kept in a :class:`Kept` of its own size, and what is dropped is made again from the files
when it is asked for again.

>>> kept = Kept[str, int](2)
>>> kept.put("a", 1); kept.put("b", 2); kept.get("a"); kept.put("c", 3)
1
>>> sorted(kept.keys())  # "b" was the least recently used
['a', 'c']
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import KeysView
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Kept(Generic[K, V]):
    """At most ``most`` entries; reading or putting one makes it the most recently used."""

    def __init__(self, most: int) -> None:
        if most < 1:
            raise ValueError("a store keeps at least one entry")
        self.most = most
        self._entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        """The entry of ``key`` (None: not kept)."""
        if key not in self._entries:
            return None
        self._entries.move_to_end(key)
        return self._entries[key]

    def put(self, key: K, value: V) -> None:
        """Keep ``value`` for ``key``, dropping the least recently used past :attr:`most`."""
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.most:
            self._entries.popitem(last=False)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def keys(self) -> KeysView[K]:
        """The keys kept, the least recently used first."""
        return self._entries.keys()
