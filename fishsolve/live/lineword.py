"""The word being typed at the end of a line, for completion in either family's notation."""

from __future__ import annotations


def split_line(text: str) -> tuple[list[str], str]:
    """The words before the one being typed (``:`` and ``,`` are words), and that word.

    >>> split_line("Asha asks Ben for 9C: y")
    (['Asha', 'asks', 'Ben', 'for', '9C', ':'], 'y')
    >>> split_line("Bo asks Ana for 7s:")
    (['Bo', 'asks', 'Ana', 'for', '7s', ':'], '')
    """
    words = text.replace(":", " : ").replace(",", " , ").split()
    if text.endswith((":", ",")):
        return words, ""
    return words[:-1], words[-1]
