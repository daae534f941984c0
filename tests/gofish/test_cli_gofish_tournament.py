"""`fishsolve tournament --game`: every deal from every seat, the rates against the games replayed
one by one, the same JSON whatever --jobs, and one red line for every usage error."""

from __future__ import annotations

import json

import pytest
from clirun import invoke

from fishsolve.family.rates import wilson
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.sim.setup import FishSetup


def _truth(game: str, players: int, bots: tuple[str, str], deals: int, seed: int) -> list[str]:
    """Each game's outcome for the first bot, from the full records replayed one by one."""
    base = FishSetup.parse(game, players, None, bots[0])
    outcomes = []
    for s in range(seed, seed + deals):
        for seat in range(players):
            log = base.seated(bots[0], bots[1], seat).game(s)
            rep = replay(log)
            points = [rep.score(p) for p in log.seating.players]
            mine, best = points[seat], max(x for i, x in enumerate(points) if i != seat)
            outcomes.append("draw" if mine == best else "win" if mine > best else "loss")
    return outcomes


@pytest.mark.parametrize(("game", "players"), [("go-fish", 2), ("authors", 3), ("go-fish", 4)])
def test_rates_match_the_games_replayed(game: str, players: int) -> None:
    games = 2 * players
    code, out, err = invoke(
        "tournament", "--game", game, "--bots", "random,random", "--players", str(players),
        "--games", str(games), "--seed", "5", "--json",
    )  # fmt: skip
    assert (code, err) == (0, "")
    data = json.loads(out)
    truth = _truth(game, players, ("random", "random"), 2, 5)
    assert data["games"] == games == len(truth)
    assert data["deals"] == 2
    assert data["players"] == players
    assert data["game"] == game
    for key, outcome in (("wins", "win"), ("draws", "draw"), ("losses", "loss")):
        assert data[key]["count"] == truth.count(outcome), key
        assert data[key]["share"] == truth.count(outcome) / games
        low, high = wilson(truth.count(outcome), games)
        # The interval is at least as wide as the plain Wilson interval (design effect >= 1 widens).
        assert data[key]["low"] <= low + 1e-12
        assert data[key]["high"] >= high - 1e-12
    assert data["fair_share"] == 1 / players
    seats = data["by_seat"]
    assert list(seats) == list(FishSetup.parse(game, players).names)
    assert all(sum(r.values()) == 2 for r in seats.values())  # every seat once per deal


def test_jobs_do_not_change_the_results() -> None:
    args = ("tournament", "--game", "go-fish", "--bots", "random,random", "--games", "6")
    one = invoke(*args, "--players", "3", "--json", "--jobs", "1")
    two = invoke(*args, "--players", "3", "--json", "--jobs", "2")
    assert one == two
    assert one[0] == 0


@pytest.mark.slow  # two full-deck games with the tracker: about 8 s of CPU
def test_table_view_and_tracker() -> None:
    code, out, err = invoke("tournament", "--game", "go-fish", "--games", "2", "--seed", "3")
    assert (code, err) == (0, "")
    assert out.startswith("tracker vs random (go-fish): 2 games (1 deal,")
    assert "tracker wins" in out
    assert "random wins" in out
    assert "95% interval" in out
    assert "A bot no better than the others wins 50.0% of games" in out
    assert "tracker by seat: Asha:" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--games", "3"), "--games 3: give a multiple of 2"),
        (("--players", "3", "--games", "4"), "--games 4: give a multiple of 3"),
        (("--bots", "tracker"), "--bots tracker: a tournament needs two bots"),
        (("--bots", "genius,random"), "unknown bot 'genius'"),
        (("--bots", "random,genius"), "unknown bot 'genius'"),
        (("--players", "7"), "--players 7"),
        (("--deck", "jokers"), "--deck: not for the Go Fish family"),
        (("--rules", "annul"), "--rules: rule 'annul' is not a Go Fish option"),
        (("--jobs", "0"), "--jobs 0"),
    ],
)
def test_usage_errors(args: tuple[str, ...], message: str) -> None:
    code, out, err = invoke("tournament", "--game", "go-fish", "--games", "2", *args)
    assert code == 2  # a usage error: the command line is wrong whatever the log
    assert out == ""
    assert message in err
    assert len(err.strip().splitlines()) == 1
