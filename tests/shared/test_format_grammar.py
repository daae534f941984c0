"""The record format's grammars (fishsolve/text/spec/*.ebnf, docs/format.md): random logs written
from each grammar by tests/shared/ebnf.py's generator parse.

Conventions of the generator, each a constraint the grammar states in a comment or a lexical
class it describes in words (``? ... ?``): the names come from a pool that reads as no card and
no keyword, each written in any case or as a prefix of only one; cards, ranks and half-suits in
the spellings docs/notation.md and docs/gofish.md list, of the deck in use; every header that
appears at most once is written at most once; a Literature hand lists the dealt size of cards no
other hand holds; a claim's owners name each card of its half-suit once; the start and the dealer
are one player; a question comes with an answer of its kind; a card ask's answer is yes or go
fish; rule words are drawn from sets that go together; the version is this reader's (1).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from ebnf import LINE_END, Generator, read_grammar
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fishsolve.errors import NotationError
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.literature.notation.text import parse_log
from fishsolve.text.format import FORMAT_VERSION, SPEC_FILES, spec_file

POOL = ["Ana", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Lena"]
SUITS = "CDHS"
SYMBOLS = dict(zip(SUITS, "♣♦♥♠", strict=True))
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
PLURAL = {"J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}


def test_the_grammars_are_shipped_and_read() -> None:
    for name in SPEC_FILES:
        assert spec_file(name).strip()
    lit = read_grammar(spec_file("literature.ebnf"))
    fish = read_grammar(spec_file("gofish.ebnf"))
    for grammar in (lit, fish):
        assert {"log", "header", "event", "format", "players"} <= set(grammar)
    assert {"ask", "claim", "pass", "count", "correction"} <= set(lit)
    assert {"ask", "book", "draw", "game"} <= set(fish)


# -- what both grammars share ---------------------------------------------------------------------


def _name(g: Generator) -> list[str]:
    names: list[str] = g.context["names"]
    name = g.rng.choice(names)
    others = [n.lower() for n in names if n != name]
    shortest = next(
        k
        for k in range(1, len(name) + 1)
        if not any(o.startswith(name[:k].lower()) for o in others)
    )
    written = name[: g.rng.randint(shortest, len(name))]
    return [g.rng.choice((written, written.lower(), written.upper()))]


def _new_names(g: Generator, low: int, high: int) -> list[str]:
    names = g.rng.sample(POOL, g.rng.randint(low, high))
    g.context["names"] = names
    return names


def _card_text(g: Generator, card: str) -> str:
    if card in ("BJ", "RJ"):
        return g.rng.choice((card, card.lower()))
    rank, suit = card[:-1], card[-1]
    if rank == "10" and g.rng.random() < 0.3:
        rank = "T"
    shown = rank + (SYMBOLS[suit] if g.rng.random() < 0.2 else suit)
    return g.rng.choice((shown, shown.lower()))


def _comment(g: Generator) -> list[str]:
    return [g.rng.choice(("a note", "Ana's turn: 3 cards?", "", "#twice"))]


def _once_headers(g: Generator, once: list[str], many: list[str], required: list[str]) -> list[str]:
    """The header block: each of ``once`` at most once, ``many`` any number of times."""
    kinds = required + [k for k in once if g.rng.random() < 0.4]
    kinds += [k for k in many for _ in range(g.rng.randint(0, 2))]
    # Generated with the required ones first (the names), written in any order.
    chunks: list[list[str]] = []
    for kind in [*required, *(k for k in kinds if k not in required)]:
        words = g.rule(kind)
        if g.rng.random() < 0.2:
            words += ["#", *_comment(g)]
        words.append(LINE_END)
        if g.rng.random() < 0.2:
            words.append(LINE_END)
        chunks.append(words)
    g.rng.shuffle(chunks)
    return [w for chunk in chunks for w in chunk]


def _events(g: Generator) -> list[str]:
    words: list[str] = []
    for _ in range(g.rng.randint(0, 6)):
        words += g.rule("event")
        if g.rng.random() < 0.2:
            words += ["#", *_comment(g)]
        words.append(LINE_END)
    return words


SHARED: dict[str, Any] = {
    "a name of the players line": _name,
    "any characters": _comment,
    "a line feed": lambda g: [LINE_END],
    "one or more ASCII digits": lambda g: [str(g.rng.randint(0, 20))],
}


def _case(g: Generator, words: list[str]) -> list[str]:
    """Terminals are case-insensitive."""
    return [w.upper() if w.isalpha() and g.rng.random() < 0.15 else w for w in words]


# -- Literature ----------------------------------------------------------------------------------

_LIT_DECKS = {
    "standard": [r + s for s in SUITS for r in RANKS if r != "8"],
    "no-sevens": [r + s for s in SUITS for r in RANKS if r != "7"],
    "jokers": [r + s for s in SUITS for r in RANKS] + ["BJ", "RJ"],
}
_LIT_DECK_WORDS = {"standard": "standard", "no-sevens": "no-sevens", "jokers": "jokers"}


def _half_suits(deck: str) -> dict[str, list[str]]:
    low = ["2", "3", "4", "5", "6", "7"] if deck != "no-sevens" else ["2", "3", "4", "5", "6", "8"]
    high = ["9", "10", "J", "Q", "K", "A"]
    out = {}
    for s, word in zip(SUITS, ("clubs", "diamonds", "hearts", "spades"), strict=True):
        out[f"low {word}"] = [r + s for r in low]
        out[f"high {word}"] = [r + s for r in high]
    if deck == "jokers":
        out["eights"] = ["8" + s for s in SUITS] + ["BJ", "RJ"]
    return out


def _lit_log(g: Generator) -> list[str]:
    g.context.update(hands={}, first=None, players=g.rng.choice((6, 8)))
    decks = ["standard", "no-sevens", *(["jokers"] if g.context["players"] == 6 else [])]
    g.context["deck"] = deck = g.rng.choice(decks)
    once = ["rules", "start", "dealer", "format", "question"]
    words = [LINE_END] * g.rng.randint(0, 1)
    words += _once_headers(
        g,
        once=once if deck != "standard" else ["deck", *once],
        many=["hand", "redeal"],
        required=["players"] if deck == "standard" else ["players", "deck"],
    )
    return words + _events(g)


def _lit_players(g: Generator) -> list[str]:
    return _new_names(g, g.context["players"], g.context["players"])


def _lit_deck(g: Generator) -> list[str]:
    return ["deck", ":", _LIT_DECK_WORDS[g.context["deck"]]]


def _lit_card(g: Generator) -> list[str]:
    used: set[str] | None = g.context.get("distinct")
    card = g.rng.choice([c for c in _LIT_DECKS[g.context["deck"]] if not used or c not in used])
    if used is not None:
        used.add(card)
    return [_card_text(g, card)]


def _lit_rules(g: Generator) -> list[str]:
    pool = ["split-claims", "bluff", "first-to-5", "pass-turn", "timed", "silent", "any-time"]
    pool.append(g.rng.choice(("annul", "standard")))
    chosen = g.rng.sample(pool, g.rng.randint(0, 3))
    words = ["rules", ":"]
    for w in chosen:
        words.append(w)
        if g.rng.random() < 0.3:
            words.append(g.rng.choice((",", ";")))
    return words


def _lit_hand(g: Generator) -> list[str]:
    hands: dict[str, list[str]] = g.context["hands"]
    free = [n for n in g.context["names"] if n not in hands]
    if not free:
        return []  # a blank line
    name = g.rng.choice(free)
    size = 9 if g.context["deck"] == "jokers" else 48 // len(g.context["names"])
    taken = {c for h in hands.values() for c in h}
    cards = g.rng.sample([c for c in _LIT_DECKS[g.context["deck"]] if c not in taken], size)
    hands[name] = cards
    words = ["hand", name, ":"]
    for i, c in enumerate(cards):
        if i and g.rng.random() < 0.3:
            words.append(",")
        words.append(_card_text(g, c))
    return words


def _first(g: Generator) -> list[str]:
    if g.context["first"] is None:
        g.context["first"] = _name(g)
    return list(g.context["first"])


def _lit_redeal(g: Generator) -> list[str]:
    cards = g.rng.sample(_LIT_DECKS[g.context["deck"]], g.rng.randint(0, 2))
    words = ["redeal", ":", *(_card_text(g, c) for c in cards)]
    if g.rng.random() < 0.5:
        words.append("exposed")
    if g.rng.random() < 0.5:
        words += ["by", *_name(g)]
    return words


def _half_suit_text(g: Generator, key: str) -> str:
    if key == "eights":
        return "eights"
    level, suit = key.split()
    return g.rng.choice((key, f"{level}-{suit}", (level[0] + suit[0]).upper()))


def _holders(g: Generator, cards: list[str]) -> list[str]:
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(g.rng.choice(g.context["names"]), []).append(c)
    words: list[str] = []
    for i, (name, held) in enumerate(groups.items()):
        if i:
            words.append(g.rng.choice((",", ";")))
        words += [name, *(_card_text(g, c) for c in held)]
    return words


def _lit_half_suit(g: Generator) -> list[str]:
    key = g.rng.choice(list(_half_suits(g.context["deck"])))
    g.context["half"] = key
    return _half_suit_text(g, key).split()


def _lit_owners(g: Generator) -> list[str]:
    return _holders(g, _half_suits(g.context["deck"])[g.context["half"]])


def _lit_revealed(g: Generator) -> list[str]:
    cards = _half_suits(g.context["deck"])[g.context["half"]]
    return _holders(g, g.rng.sample(cards, g.rng.randint(1, 3)))


def _lit_question(g: Generator) -> list[str]:
    words = ["question", ":"]
    if g.rng.random() < 0.5:
        words += [*g.node(g.grammar["holder question"]), LINE_END, "answer", ":", *_name(g)]
    else:
        words += g.node(g.grammar["claim question"])
        halves = g.rng.sample(list(_half_suits(g.context["deck"])), g.rng.randint(0, 2))
        for half in halves:
            g.context["half"] = half
            words += [LINE_END, "answer", ":", *_half_suit_text(g, half).split(), ":"]
            words += _lit_owners(g)
    return words


def _lit_correction(g: Generator) -> list[str]:
    fixes = g.grammar["fix"][1]  # void | held | to | turn
    chosen = [f for f in fixes if g.rng.random() < 0.5] or [fixes[1]]
    words = ["correction", ":"]
    g.context["distinct"] = set()
    for i, fix in enumerate(chosen):
        if i:
            words.append(g.rng.choice((",", ";")))
        words += g.node(fix)
    del g.context["distinct"]
    return words


def _lit_generator(rng: random.Random) -> Generator:
    grammar = read_grammar(spec_file("literature.ebnf"))
    specials = {
        **SHARED,
        "a letter": lambda g: [g.rng.choice(POOL)],
        "a rank 2-10": _lit_card,
        "a level": _lit_half_suit,
        "a rule option": lambda g: [g.rng.choice(("bluff", "timed"))],
    }
    overrides = {
        "log": _lit_log,
        "players": lambda g: ["players", ":", *_lit_players(g)],
        "deck": _lit_deck,
        "rules": _lit_rules,
        "hand": _lit_hand,
        "start": lambda g: ["start", ":", *_first(g)],
        "dealer": lambda g: ["dealer", ":", *_first(g)],
        "redeal": _lit_redeal,
        "question": _lit_question,
        "owners": _lit_owners,
        "correction": _lit_correction,
        "revealed": _lit_revealed,
        "version": lambda g: [str(FORMAT_VERSION)],
    }
    return Generator(grammar, rng, specials, overrides)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_literature_logs_written_from_the_grammar_parse(rng: random.Random) -> None:
    g = _lit_generator(rng)
    text = g.text(_case(g, g.rule("log")))
    log = parse_log(text, "gen.fish")
    assert len(log.table) == len(g.context["names"])
    assert len(log.events) == text.count("\n") - _non_events(text, log)


def _non_events(text: str, log: Any) -> int:
    """The lines that are no event: blank or comment-only lines and the headers."""
    lines = text.splitlines()
    body = len(lines)
    for i, line in enumerate(lines):
        stripped = line.split("#", 1)[0].strip()
        head = stripped.split(":", 1)[0].strip().lower() if ":" in stripped else ""
        if stripped and not (head.split() and head.split()[0] in _HEADER_WORDS):
            body = i
            break
    events = [ln for ln in lines[body:] if ln.split("#", 1)[0].strip()]
    return len(lines) - len(events)


_HEADER_WORDS = {
    "format",
    "game",
    "players",
    "deck",
    "rules",
    "hand",
    "start",
    "dealer",
    "redeal",
    "question",
    "answer",
    "deal",
    "refill",
    "stock",
}


# -- the Go Fish family --------------------------------------------------------------------------


def _fish_log(g: Generator) -> list[str]:
    small = g.rng.random() < 0.5
    ranks = g.rng.sample(RANKS, g.rng.randint(2, 12)) if small else list(RANKS)
    g.context.update(ranks=ranks, first=None, hands=set())
    g.context["game"] = g.rng.choice(("go-fish", "authors", "simplified-fish"))
    words = [LINE_END] * g.rng.randint(0, 1)
    words += _once_headers(
        g,
        once=["rules", "deal", "refill", "stock", "start", "format", "question"],
        many=["hand"],
        required=["game", "players", *(["deck"] if small else [])],
    )
    return words + _events(g)


def _fish_rules(g: Generator) -> list[str]:
    pool = ["pairs", "continuous", "no-look", "points", "deal-books", "first-out"]
    if g.context["game"] != "go-fish":
        pool.append("lucky-rank")
    chosen = g.rng.sample(pool, g.rng.randint(0, 2))
    if g.rng.random() < 0.3:
        chosen += ["draw-on-turn", "draw-then-pass"][: g.rng.randint(1, 2)]
    if len(g.context["names"]) > 6:
        chosen.append("big-table")
    g.context["lucky_rank"] = "lucky-rank" in chosen or g.context["game"] == "go-fish"
    return ["rules", ":", *chosen]


def _rank_text(g: Generator, rank: str) -> str:
    plural = PLURAL.get(rank, f"{rank}s")
    return g.rng.choice((rank, rank.lower(), plural))


def _fish_rank(g: Generator) -> list[str]:
    rank = g.rng.choice(g.context["ranks"])
    g.context["rank"] = rank
    return [_rank_text(g, rank)]


def _fish_card(g: Generator, rank: str | None = None) -> str:
    r = rank or g.rng.choice(g.context["ranks"])
    return _card_text(g, r + g.rng.choice(SUITS))


def _fish_deck(g: Generator) -> list[str]:
    return ["deck", ":", *(g.rng.choice((r, r.lower())) for r in g.context["ranks"])]


def _fish_hand(g: Generator) -> list[str]:
    free = [n for n in g.context["names"] if n not in g.context["hands"]]
    if not free:
        return []  # a blank line
    name = g.rng.choice(free)
    g.context["hands"].add(name)
    deck = [r + s for r in g.context["ranks"] for s in SUITS]
    return ["hand", name, ":", *(_card_text(g, c) for c in g.rng.sample(deck, g.rng.randint(0, 7)))]


def _fish_asked(g: Generator) -> list[str]:
    if g.context["game"] == "go-fish":
        return _fish_rank(g)
    rank = g.rng.choice(g.context["ranks"])
    g.context["rank"] = rank
    return [_fish_card(g, rank)]


def _fish_reply(g: Generator) -> list[str]:
    card_asks = g.context["game"] != "go-fish"
    if g.rng.random() < 0.5:  # handed over
        if card_asks:
            return [g.rng.choice(("yes", "y"))]
        words = [g.rng.choice(("yes", "y"))] if g.rng.random() < 0.3 else []
        if g.rng.random() < 0.5:
            return [*words, str(g.rng.randint(1, 3))]
        suits = g.rng.sample(SUITS, g.rng.randint(1, 3))
        return [*words, *(_card_text(g, g.context["rank"] + s) for s in suits)]
    words = g.node(g.grammar["go fish"])
    if g.rng.random() < 0.5:
        if g.rng.random() < 0.3:
            words.append(g.rng.choice((",", ";")))
        if g.context.get("lucky_rank", g.context["game"] == "go-fish") and g.rng.random() < 0.3:
            words.append("lucky")
        else:
            words += [*g.node(g.grammar["draw word"]), _fish_card(g)]
    return words


def _fish_book(g: Generator) -> list[str]:
    words = [*_name(g), *g.node(g.grammar["book verb"])]
    rank = g.rng.choice(g.context["ranks"])
    if g.rng.random() < 0.5:
        return [*words, _rank_text(g, rank)]
    suits = g.rng.sample(SUITS, g.rng.choice((2, 4)))
    return [*words, *(_card_text(g, rank + s) for s in suits)]


def _fish_draw(g: Generator) -> list[str]:
    words = [*_name(g), g.rng.choice(("draws", "draw", "drew", "refills"))]
    if g.rng.random() < 0.5:
        return [
            *words,
            str(g.rng.randint(0, 5)),
            *([g.rng.choice(("cards", "card"))] * g.rng.randint(0, 1)),
        ]
    return [*words, *(_fish_card(g) for _ in range(g.rng.randint(1, 3)))]


def _fish_generator(rng: random.Random) -> Generator:
    grammar = read_grammar(spec_file("gofish.ebnf"))
    specials = {
        **SHARED,
        "a letter": lambda g: [g.rng.choice(POOL)],
        "a rank of the deck": _fish_rank,
        "a rank and a suit": lambda g: [_fish_card(g)],
        "the puzzle's answer": lambda g: [g.rng.choice(("3", "Ana asks Ben for 5s", "none"))],
    }
    overrides = {
        "log": _fish_log,
        "game": lambda g: ["game", ":", g.context["game"]],
        "players": lambda g: ["players", ":", *_new_names(g, 2, 6)],
        "rules": _fish_rules,
        "deck": _fish_deck,
        "hand": _fish_hand,
        "start": lambda g: ["start", ":", *_first(g)],
        "asked": _fish_asked,
        "reply": _fish_reply,
        "book": _fish_book,
        "draw": _fish_draw,
        "version": lambda g: [str(FORMAT_VERSION)],
        "number": lambda g: [str(g.rng.randint(1, 7))],
    }
    return Generator(grammar, rng, specials, overrides)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_go_fish_logs_written_from_the_grammar_parse(rng: random.Random) -> None:
    g = _fish_generator(rng)
    text = g.text(_case(g, g.rule("log")))
    players, ranks = len(g.context["names"]), len(g.context["ranks"])
    deal = re.search(r"^\s*deal\s*:\s*(\d+)", text, re.MULTILINE | re.IGNORECASE)
    size = int(deal[1]) if deal else 7 if players <= 3 else 5
    if players * size > 4 * ranks:
        # A deal its deck cannot make: a rule of the game, not of the grammar (the headers each
        # fit it), refused at the header that set it.
        with pytest.raises(
            NotationError, match=r"\d+ hands of \d+ need \d+ cards; the deck has \d+$"
        ):
            parse_fish_log(text, "gen.fish")
        return
    log = parse_fish_log(text, "gen.fish")
    assert len(log.seating) == len(g.context["names"])
    assert len(log.events) == text.count("\n") - _non_events(text, log)
