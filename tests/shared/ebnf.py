"""A reader of ISO/IEC 14977 EBNF and a generator of random sentences from it, for the tests of
the record format's grammars (fishsolve/text/spec/*.ebnf).

The reader knows the standard's notation as the grammars use it: ``rule = definition ;``, ``,``
concatenation, ``|`` alternatives, ``[ ]`` option, ``{ }`` repetition, ``( )`` grouping,
``"terminal"``, ``? special sequence ?`` and ``(* comments *)``; a meta-identifier may hold
spaces (``header line``). It shares no code with fishsolve's readers.

The generator expands a rule at random. A special sequence (a lexical class the grammar describes
in words: a name, a card) and the constraints a grammar states in comments (six or eight names,
all different; a hand of the dealt size) are the caller's: ``specials`` maps a special sequence's
first words to a function, ``overrides`` a rule's name to a function that writes that rule.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Node = tuple[Any, ...]

_TOKEN_RE = re.compile(
    r"""\s*(?:
        (?P<comment>\(\*.*?\*\))
      | "(?P<dq>[^"]*)"
      | '(?P<sq>[^']*)'
      | \?(?P<special>[^?]*)\?
      | (?P<ident>[A-Za-z][A-Za-z0-9]*(?:[ \t]+[A-Za-z][A-Za-z0-9]*)*)
      | (?P<sym>[=,|;\[\]{}()])
    )""",
    re.VERBOSE | re.DOTALL,
)


def read_grammar(text: str) -> dict[str, Node]:
    """The rules of an EBNF text: name -> definition tree.

    >>> g = read_grammar('a = "x" , [ b ] | { "y" } ; (* note *) b = ? any ? ;')
    >>> g["a"][0], g["b"]
    ('alt', ('special', 'any'))
    """
    tokens: list[tuple[str, str]] = []
    at = 0
    while at < len(text):
        if not text[at:].strip():
            break
        m = _TOKEN_RE.match(text, at)
        if m is None:
            raise ValueError(f"EBNF: cannot read {text[at : at + 30]!r}")
        at = m.end()
        kind = m.lastgroup
        if kind == "comment":
            continue
        if kind in ("dq", "sq"):
            tokens.append(("term", m.group(kind)))
        elif kind == "special":
            tokens.append(("special", " ".join(m.group("special").split())))
        elif kind == "ident":
            tokens.append(("ident", " ".join(m.group("ident").split())))
        else:
            tokens.append(("sym", m.group("sym")))
    rules: dict[str, Node] = {}
    pos = 0

    def peek() -> tuple[str, str] | None:
        return tokens[pos] if pos < len(tokens) else None

    def take(sym: str) -> None:
        nonlocal pos
        if peek() != ("sym", sym):
            raise ValueError(f"EBNF: expected {sym!r} at token {pos}: {peek()}")
        pos += 1

    def alternatives() -> Node:
        options = [sequence()]
        while peek() == ("sym", "|"):
            take("|")
            options.append(sequence())
        return options[0] if len(options) == 1 else ("alt", tuple(options))

    def sequence() -> Node:
        items = [primary()]
        while peek() == ("sym", ","):
            take(",")
            items.append(primary())
        return items[0] if len(items) == 1 else ("seq", tuple(items))

    def primary() -> Node:
        nonlocal pos
        tok = peek()
        if tok is None:
            raise ValueError("EBNF: the text ends inside a rule")
        kind, value = tok
        if kind == "sym" and value in "[{(":
            pos += 1
            inner = alternatives()
            close = {"[": "]", "{": "}", "(": ")"}[value]
            take(close)
            return {"[": ("opt", inner), "{": ("rep", inner), "(": inner}[value]
        pos += 1
        if kind == "term":
            return ("term", value)
        if kind == "special":
            return ("special", value)
        if kind == "ident":
            return ("ref", value)
        raise ValueError(f"EBNF: unexpected {value!r}")

    while pos < len(tokens):
        kind, name = tokens[pos]
        if kind != "ident":
            raise ValueError(f"EBNF: expected a rule's name, found {name!r}")
        pos += 1
        take("=")
        if name in rules:
            raise ValueError(f"EBNF: rule {name!r} defined twice")
        rules[name] = alternatives()
        take(";")
    for name, node in rules.items():
        for ref in _refs(node):
            if ref not in rules:
                raise ValueError(f"EBNF: rule {name!r} uses {ref!r}, which is not defined")
    return rules


def _refs(node: Node) -> list[str]:
    kind = node[0]
    if kind == "ref":
        return [node[1]]
    if kind in ("alt", "seq"):
        return [r for n in node[1] for r in _refs(n)]
    if kind in ("opt", "rep"):
        return _refs(node[1])
    return []


LINE_END = "\n"


@dataclass
class Generator:
    """Writes random sentences of ``grammar``: a list of words, :data:`LINE_END` ending lines."""

    grammar: dict[str, Node]
    rng: random.Random
    specials: dict[str, Callable[[Generator], list[str]]] = field(default_factory=dict)
    overrides: dict[str, Callable[[Generator], list[str]]] = field(default_factory=dict)
    most: int = 2
    """The most repetitions of a ``{ }``."""
    context: dict[str, Any] = field(default_factory=dict)

    def rule(self, name: str) -> list[str]:
        if name in self.overrides:
            return self.overrides[name](self)
        return self.node(self.grammar[name])

    def node(self, node: Node) -> list[str]:
        kind = node[0]
        if kind == "term":
            return [node[1]]
        if kind == "ref":
            return self.rule(node[1])
        if kind == "seq":
            return [w for n in node[1] for w in self.node(n)]
        if kind == "alt":
            return self.node(self.rng.choice(node[1]))
        if kind == "opt":
            return self.node(node[1]) if self.rng.random() < 0.5 else []
        if kind == "rep":
            return [w for _ in range(self.rng.randint(0, self.most)) for w in self.node(node[1])]
        text = node[1]
        for start, make in self.specials.items():
            if text.startswith(start):
                return make(self)
        raise KeyError(f"no generator for the special sequence ? {text} ?")

    def text(self, words: list[str]) -> str:
        """The words as a log's text: spaces (any amount) between words, lines as they end."""
        lines: list[str] = []
        line: list[str] = []
        for w in words:
            if w == LINE_END:
                lines.append(self.rng.choice(("", " ", "\t")) + self._join(line) if line else "")
                line = []
            else:
                line.append(w)
        assert not line, "a sentence of the grammar ends with a line end"
        return "".join(f"{text}\n" for text in lines)

    def _join(self, words: list[str]) -> str:
        text = ""
        for i, w in enumerate(words):
            if i:
                text += self.rng.choice((" ", " ", "  ", "\t"))
            text += w
        return text
