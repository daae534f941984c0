"""A third game family, a few lines long, works through the command line without touching cli/.

The toy family's logs name their game ``game: coins`` and list the coins each player holds; it
checks and analyses them and does nothing else. Registered with the registry
(:func:`fishsolve.families.register`), ``check`` and ``analyze`` read its logs, draw its reports
(its own view for one, the default view for the other) and say plainly what it does not do.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest
from clirun import invoke

from fishsolve import families
from fishsolve.errors import NotationError
from fishsolve.family.base import GameFamily
from fishsolve.family.requests import Analyze
from fishsolve.render.views import view
from fishsolve.text.reading import LogInput


@dataclass(frozen=True)
class CoinsCheck:
    """The toy's check report (drawn by the default view: its fields, one per line)."""

    file: str
    players: int
    ok: bool = True
    problems: tuple[Any, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "players": self.players, "ok": self.ok}


@dataclass(frozen=True)
class CoinsAnalysis:
    """The toy's analysis: the richest player (drawn by a view the toy registers)."""

    richest: str
    coins: int

    def to_dict(self) -> dict[str, Any]:
        return {"richest": self.richest, "coins": self.coins}


class Coins(GameFamily):
    """A family whose logs are ``NAME: COINS`` lines under ``game: coins``."""

    key: ClassVar[str] = "coins"
    name: ClassVar[str] = "the coins game"

    @property
    def games(self) -> tuple[str, ...]:
        return ("coins",)

    def recognises(self, log: LogInput) -> bool:
        return log.text.startswith("game: coins\n")

    def read(self, log: LogInput) -> dict[str, int]:
        purse = {}
        for number, line in enumerate(log.text.splitlines()[1:], start=2):
            who, _, many = line.partition(":")
            if not many.strip().isdigit():
                raise NotationError(f"{log.name}:{number}: expected NAME: COINS")
            purse[who.strip()] = int(many)
        return purse

    def check(self, log: LogInput, lenient: bool = False) -> CoinsCheck:
        return CoinsCheck(log.name, len(self.read(log)))

    def analyze(self, log: LogInput, request: Analyze) -> CoinsAnalysis:
        request.refuse("analyze", self.name, "odds", why="coins are all in sight")
        purse = self.read(log)
        richest = max(purse, key=lambda who: (purse[who], who))
        return CoinsAnalysis(richest, purse[richest])


@view.register  # the toy's own view of its analysis (the check keeps the default view)
def _coins(report: CoinsAnalysis) -> str:
    return f"{report.richest} holds the most: {report.coins} coins"


@pytest.fixture
def coins(tmp_path: Path) -> Iterator[Path]:
    family = Coins()
    families.register(family)
    log = tmp_path / "table.fish"
    log.write_text("game: coins\nAna: 3\nBo: 7\n", encoding="utf-8")
    yield log
    families.unregister(family)


def test_check_and_analyze_work_for_a_third_family(coins: Path) -> None:
    code, out, err = invoke("check", coins)
    assert (code, err) == (0, "")
    assert re.search(r"players: 2", out)
    code, out, err = invoke("analyze", coins)
    assert (code, out.strip(), err) == (0, "Bo holds the most: 7 coins", "")
    code, out, _ = invoke("analyze", coins, "--json")
    assert json.loads(out) == {"richest": "Bo", "coins": 7}


def test_what_a_third_family_does_not_do_is_one_line(coins: Path) -> None:
    code, out, err = invoke("analyze", coins, "--odds")
    assert (code, out) == (2, "")
    assert (
        err.strip() == "fishsolve analyze: --odds: not for the coins game (coins are all in sight)"
    )
    code, out, err = invoke("review", coins)
    assert (code, out) == (2, "")
    assert err.strip() == "fishsolve review: not for the coins game"


def test_its_errors_and_the_other_families_are_untouched(coins: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.fish"
    bad.write_text("game: coins\nAna: many\n", encoding="utf-8")
    code, out, err = invoke("check", bad)
    assert (code, out) == (1, "")
    assert "bad.fish:2: expected NAME: COINS" in err
    root = Path(__file__).resolve().parent.parent
    code, out, _ = invoke("check", root / "samples" / "friday-club.fish")
    assert (code, "legal and consistent" in out) == (0, True)
    code, out, _ = invoke("check", root / "samples" / "gofish" / "authors.fish")
    assert (code, "Game       authors" in out) == (0, True)
