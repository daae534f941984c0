"""The word being typed at the end of a line, for completion in either family's notation."""

from __future__ import annotations


def split_line(text: str) -> tuple[list[str], str]:
    """The words before the one being typed (``:`` and ``,`` are words), and that word (empty
    after a space, a ``:`` or a ``,``).

    >>> split_line("Asha asks Ben for 9C: y")
    (['Asha', 'asks', 'Ben', 'for', '9C', ':'], 'y')
    >>> split_line("Bo asks Ana for 7s:")
    (['Bo', 'asks', 'Ana', 'for', '7s', ':'], '')
    >>> split_line("hand ")
    (['hand'], '')
    """
    words = text.replace(":", " : ").replace(",", " , ").split()
    if not words or text.endswith((":", ",")) or text[-1].isspace():
        return words, ""
    return words[:-1], words[-1]


def completed(text: str, word: str, candidate: str) -> str:
    """``text`` with the word being typed (``word``, its end) completed to ``candidate``; after a
    ``:`` or ``,`` with nothing typed of it yet, a space first (``start: Ana``, not
    ``start:Ana``).

    >>> completed("Bo asks Ana for 7s:", "", "yes"), completed("Bo a", "a", "asks")
    ('Bo asks Ana for 7s: yes', 'Bo asks')
    """
    if not word and text and not text[-1].isspace():
        return text + " " + candidate
    return text[: len(text) - len(word)] + candidate
