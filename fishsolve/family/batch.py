"""The numbered files of a batch run (`simulate --count`, `puzzle make --count`), for any family.

A batch is checked before its first item is made: no file it would write may be in the way
(without ``force``). The folder is listed once, so the check costs what the folder holds, not
what the batch asks for; and a batch of puzzles is bounded (:data:`MOST_PUZZLES`), so that what
a run keeps to list at its end stays bounded too.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from fishsolve.errors import Opt, OptionError

MOST_PUZZLES = 100_000
"""The most puzzles one `puzzle make` makes (each takes a second or more: a day or more of one
core); past it the user is asked for batches (another ``--seed`` each)."""


def check_puzzle_count(count: int) -> None:
    """Refuse a ``--count`` of puzzles outside 1 to :data:`MOST_PUZZLES`.

    Raises:
        OptionError: ``count`` out of range.
    """
    if count < 1:
        raise OptionError.bad("count", count, "make at least 1 puzzle")
    if count > MOST_PUZZLES:
        raise OptionError.bad(
            "count",
            count,
            f"at most {MOST_PUZZLES:,} puzzles a run; make more in batches, each with its own ",
            Opt("seed"),
        )


def numbered(stem: str, prefix: str) -> int | None:
    """The number ``n`` of a file name (without extension) written ``f"{prefix}{n}"``, or None:
    another name, or another spelling of the number (``game-07``, ``game-+7``).

    >>> numbered("game-7", "game-"), numbered("game--3", "game-"), numbered("game-07", "game-")
    (7, -3, None)
    """
    rest = stem.removeprefix(prefix)
    if rest == stem:
        return None
    try:
        number = int(rest)
    except ValueError:
        return None
    return number if f"{prefix}{number}" == stem else None


def refuse_existing(
    out: Path, extensions: Sequence[str], item: Callable[[str], int | None]
) -> None:
    """Refuse to start a batch one of whose files is in ``out`` already.

    A batch writes files of the ``extensions`` given (``".fish"``); ``item(stem)`` is the number
    of the batch's item that would write a file called ``stem`` with one of them, or None if
    none would. Nothing is refused if ``out`` is not a folder (yet).

    Raises:
        OptionError: the file of the lowest item (``PATH: exists (and N more); use --force to
            overwrite it``).
    """
    if not out.is_dir():
        return
    found: list[tuple[int, str]] = []
    with os.scandir(out) as entries:
        for entry in entries:
            stem, dot, ext = entry.name.rpartition(".")
            number = item(stem) if dot and f".{ext}" in extensions else None
            if number is not None:
                found.append((number, entry.name))
    if found:
        first = out / min(found)[1]
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise OptionError(f"{first}: exists{more}; use ", Opt("force"), " to overwrite it")
