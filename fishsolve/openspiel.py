"""An exact belief state for OpenSpiel ``go_fish`` agents (``pip install 'fishsolve[openspiel]'``).

:func:`belief` takes an OpenSpiel ``go_fish`` state and a player and returns what fishsolve
deduces from that player's seat: for every player and rank how many cards they may hold and the
exact chance that they hold one, the same for the stock, and, when the player is on turn, every
legal ask as its OpenSpiel action with the exact chance it is answered yes (``sure`` those
certain). It reads the state as ``fishsolve import openspiel`` reads a record (docs/import.md):
the history with the game's parameters, that player's cards and draws, everything public; the
player's own log is :attr:`Belief.log`. docs/openspiel.md has a session.

OpenSpiel itself is needed only to make the state; this module never imports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishsolve.families import family_of_source
from fishsolve.family.requests import Analyze, ImportRecord
from fishsolve.text.reading import LogInput

SOURCE = "openspiel"


@dataclass(frozen=True)
class Belief:
    """What one OpenSpiel player can know of a ``go_fish`` state, exactly.

    Indices are OpenSpiel's: player ``i``, rank ``r`` (0 is OpenSpiel's ``a``, fishsolve's 2).

    Attributes:
        player: whose belief it is.
        exact: every deal the player's view allows was counted (else ``possible`` is a sound
            superset from the constraint solver and the chances are not known: NaN).
        arrangements: how many deals of the unseen cards fit the view (None when not counted).
        possible: ``possible[i][r]``: the counts of rank ``r`` player ``i`` may hold.
        chance: ``chance[i][r]``: the chance that player ``i`` holds a card of rank ``r``.
        stock_possible: ``stock_possible[r]``: the counts of rank ``r`` the stock may hold.
        asks: ``{action: chance of a yes}`` for every ask of the player on turn, when it is
            ``player`` (empty otherwise); ``action`` is OpenSpiel's, ``target * ranks + rank``.
        sure: the asks certain to be answered yes.
        log: the player's fishsolve log of the state.
        report: fishsolve's whole analysis (``fishsolve analyze --json``'s document).
    """

    player: int
    exact: bool
    arrangements: int | None
    possible: tuple[tuple[tuple[int, ...], ...], ...]
    chance: tuple[tuple[float, ...], ...]
    stock_possible: tuple[tuple[int, ...], ...]
    asks: dict[int, float]
    sure: tuple[int, ...]
    log: str
    report: dict[str, Any]


def record(state: Any) -> str:
    """The state as OpenSpiel serializes it with its game (``[Game]`` and ``[State]``)."""
    game = state.get_game()
    history = "\n".join(str(a) for a in state.history())
    return f"[Game]\n{game}\n[State]\n{history}\n"


def seat_log(state: Any, player: int, to: str = "text") -> str:
    """``player``'s fishsolve log of ``state`` (their cards and draws, everything public).

    Raises:
        FishsolveError: the state cannot be written (still in the deal, between an ask and its
            draw, a setting fishsolve cannot play: docs/import.md).
    """
    family = family_of_source(SOURCE)
    given = LogInput("openspiel state", record(state))
    return str(family.import_record(given, ImportRecord(SOURCE, str(player), to)).text)


def belief(state: Any, player: int, time_limit: float = 20.0) -> Belief:
    """``player``'s exact belief state at ``state`` (an OpenSpiel ``go_fish`` state).

    Raises:
        FishsolveError: as :func:`seat_log`.
    """
    log = seat_log(state, player)
    family = family_of_source(SOURCE)
    name = f"P{player}"
    report = family.analyze(
        LogInput("openspiel state.fish", log),
        Analyze(perspective=name, odds=True, time_limit=time_limit),
    ).to_dict()
    ranks: list[str] = report["ranks"]
    index = {code: r for r, code in enumerate(ranks)}
    rows = {row["place"]: row["cells"] for row in report["rows"]}
    players = sorted((p for p in rows if p != "stock"), key=lambda p: int(p[1:]))
    nan = float("nan")

    def chance(cell: dict[str, Any]) -> float:
        value = cell.get("chance")
        return float(value) if value is not None else nan

    asks = {
        int(a["target"][1:]) * len(ranks) + index[a["rank"]]: _fraction(a["yes"])
        for a in report.get("asks", [])
    }
    sure = tuple(
        sorted(int(a["target"][1:]) * len(ranks) + index[a["rank"]] for a in report["sure_asks"])
    )
    return Belief(
        player=player,
        exact=bool(report["exact"]),
        arrangements=report.get("arrangements"),
        possible=tuple(tuple(tuple(rows[p][c]["possible"]) for c in ranks) for p in players),
        chance=tuple(tuple(chance(rows[p][c]) for c in ranks) for p in players),
        stock_possible=tuple(tuple(rows["stock"][c]["possible"]) for c in ranks),
        asks=asks,
        sure=sure,
        log=log,
        report=report,
    )


def _fraction(text: str) -> float:
    """An exact chance as fishsolve writes it (``"1/3"``, ``"1"``) as a float."""
    top, _, bottom = str(text).partition("/")
    return int(top) / int(bottom) if bottom else float(top)
