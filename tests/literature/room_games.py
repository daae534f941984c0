"""Games of an online Canadian Fish room, played at random by the room's rules, and each seat's
view as the room sends it: for tests/literature/test_import_canadian_fish.py.

Written from the room's rule sheet (MeagerPotato/Canadian-Fish RULES.md §1-§4) and the shape of
its views (``lib/engine/types.ts``: PublicEvent, PublicState; ``views.ts``: seatView), sharing no
code with fishsolve: 48 cards (no 8s), books LOW = 2-7 and HIGH = 9-A of a suit, six seats, teams
0, 2, 4 and 1, 3, 5, eight cards each; an ask names an opponent with cards and a card of a book
the asker holds, not one the asker holds; a hit keeps the turn, a miss gives it to the target; a
claim names holders on the claimer's team for the six cards: a card on the other team scores for
them, else all right scores for the claimer's team, else void; the claimant keeps the turn; a
claimant emptied by the claim passes to a teammate with cards; a whole team out is the end-game:
the player on turn (or, on the empty team, the opponent they designate) claims every book left.
"""

from __future__ import annotations

import random
from typing import Any

SUITS = "CDHS"
LOW = ["2", "3", "4", "5", "6", "7"]
HIGH = ["9", "T", "J", "Q", "K", "A"]
BOOKS = [f"{h}-{s}" for h in ("LOW", "HIGH") for s in SUITS]
TOGGLES = {
    "jokers": False,
    "rankQuartet": False,
    "mandatoryDeclare": False,
    "announceLastCard": False,
    "highBooksDouble": False,
    "askOwnCardAllowed": False,
    "declarerChoosesNext": False,
    "claimAnyTurn": False,
    "strictMemory": False,
}


def book_cards(book: str) -> list[str]:
    half, suit = book.split("-")
    return [r + suit for r in (LOW if half == "LOW" else HIGH)]


def book_of(card: str) -> str:
    return f"{'LOW' if card[0] in LOW else 'HIGH'}-{card[1]}"


def team(seat: int) -> int:
    return seat % 2


class Room:
    """One game; :meth:`play` plays it at random to its end (or ``stop`` moves)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        deck = [c for b in BOOKS for c in book_cards(b)]
        self.rng.shuffle(deck)
        self.hands = [set(deck[i * 8 : i * 8 + 8]) for i in range(6)]
        self.dealt = [frozenset(h) for h in self.hands]
        self.start = self.rng.randrange(6)
        self.turn = self.start
        self.phase = "playing"
        self.resolved: set[str] = set()
        self.score = [0, 0]
        self.log: list[dict[str, Any]] = [{"type": "game_started", "startingSeat": self.start}]
        self.moves = 0

    def team_cards(self, t: int) -> int:
        return sum(len(self.hands[s]) for s in range(6) if team(s) == t)

    def play(self, stop: int | None = None) -> None:
        while self.phase != "finished" and (stop is None or self.moves < stop):
            self.move()
            self.moves += 1

    def move(self) -> None:
        me = self.turn
        if self.phase == "awaitPass":
            mates = [s for s in range(6) if team(s) == team(me) and s != me and self.hands[s]]
            self.handoff("pass", me, self.rng.choice(mates))
            return
        if self.phase == "awaitDesignate":
            them = [s for s in range(6) if team(s) != team(me) and self.hands[s]]
            self.handoff("designate", me, self.rng.choice(them))
            return
        whole = [
            b
            for b in BOOKS
            if b not in self.resolved
            and all(
                any(c in self.hands[s] for s in range(6) if team(s) == team(me))
                for c in book_cards(b)
            )
        ]
        asks = [
            (t, c)
            for t in range(6)
            if team(t) != team(me) and self.hands[t]
            for c in sorted({c for h in self.hands[me] for c in book_cards(book_of(h))})
            if c not in self.hands[me]
        ]
        if self.phase == "endgame" or not asks or (whole and self.rng.random() < 0.4):
            books = whole or [b for b in BOOKS if b not in self.resolved]
            self.claim(me, self.rng.choice(books))
        elif self.rng.random() < 0.05:
            self.claim(me, self.rng.choice([b for b in BOOKS if b not in self.resolved]))
        else:
            self.ask(me, *self.rng.choice(asks))

    def ask(self, me: int, target: int, card: str) -> None:
        hit = card in self.hands[target]
        self.log.append({"type": "ask", "asker": me, "target": target, "card": card, "hit": hit})
        if not hit:
            self.turn = target
            return
        self.hands[target].discard(card)
        self.hands[me].add(card)
        if not self.hands[target]:
            self.log.append({"type": "player_out", "seat": target})
            if not self.team_cards(team(target)):
                self.phase = "endgame"
                self.log.append({"type": "endgame", "claimingTeam": team(me)})

    def claim(self, me: int, book: str) -> None:
        cards = book_cards(book)
        holders = {c: next(s for s in range(6) if c in self.hands[s]) for c in cards}
        mates = [s for s in range(6) if team(s) == team(me)]
        assignments = {
            c: holders[c]
            if team(holders[c]) == team(me) and self.rng.random() < 0.9
            else self.rng.choice(mates)
            for c in cards
        }
        if any(team(h) != team(me) for h in holders.values()):
            winner = 1 - team(me)
        elif assignments == holders:
            winner = team(me)
        else:
            winner = -1
        if winner >= 0:
            self.score[winner] += 1
        self.resolved.add(book)
        before = [bool(h) for h in self.hands]
        for h in self.hands:
            h.difference_update(cards)
        self.log.append(
            {
                "type": "claim",
                "claimer": me,
                "book": book,
                "assignments": assignments,
                "actualHolders": holders,
                "outcome": f"team{winner}" if winner >= 0 else "void",
            }
        )
        for s in range(6):
            if before[s] and not self.hands[s]:
                self.log.append({"type": "player_out", "seat": s})
        if len(self.resolved) == len(BOOKS):
            self.phase = "finished"
            a, b = self.score
            winner_of = 0 if a > b else 1 if b > a else "tie"
            self.log.append({"type": "game_over", "score": [a, b], "winner": winner_of})
            return
        if self.phase == "endgame":
            return
        if not self.team_cards(0) or not self.team_cards(1):
            if self.hands[me]:
                self.phase = "endgame"
                self.log.append({"type": "endgame", "claimingTeam": team(me)})
            elif self.team_cards(team(me)):
                self.phase = "awaitPass"
            else:
                self.phase = "awaitDesignate"
        elif not self.hands[me]:
            self.phase = "awaitPass"

    def handoff(self, kind: str, me: int, to: int) -> None:
        self.log.append({"type": kind, "from": me, "to": to})
        self.turn = to
        if not self.team_cards(0) or not self.team_cards(1):
            self.phase = "endgame"
            self.log.append({"type": "endgame", "claimingTeam": team(to)})
        else:
            self.phase = "playing"

    def view(self, seat: int) -> dict[str, Any]:
        """What the room sends ``seat`` now (its seatView)."""
        return {
            "phase": self.phase,
            "turn": self.turn,
            "counts": [len(h) for h in self.hands],
            "score": list(self.score),
            "books": {
                e["book"]: {
                    k: e[k] for k in ("book", "outcome", "claimer", "assignments", "actualHolders")
                }
                for e in self.log
                if e["type"] == "claim"
            },
            "log": [dict(e) for e in self.log],
            "moveIndex": self.moves,
            "config": {"playerCount": 6, "toggles": dict(TOGGLES)},
            "seat": seat,
            "hand": sorted(self.hands[seat]),
        }
