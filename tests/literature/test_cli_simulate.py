"""`fishsolve simulate` and `fishsolve tournament`: exit codes, stdout and stderr apart, same seed
same bytes, files never overwritten without --force, and one red line for every usage error."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve import OptionError, Setup, check_file, parse_log, replay
from fishsolve.literature.game.events import Claim


def test_simulate_one_game_to_stdout_is_a_checked_full_deal(tmp_path: Path) -> None:
    code, out, err = invoke("simulate", "--seed", "11", "--rules", "annul,split-claims")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == (
        "# fishsolve simulate --seed 11 --players 6 --rules annul,split-claims --bots random"
    )
    log = parse_log(out)
    assert log.is_full_deal
    assert log.rules.tokens() == ("annul", "split-claims")
    assert replay(log).final.over
    path = tmp_path / "game.fish"
    path.write_text(out, encoding="utf-8")
    assert check_file(path).ok
    code, checked, err = invoke("check", path)
    assert (code, err) == (0, "")
    assert "legal and consistent" in checked


def test_simulate_is_deterministic_by_seed() -> None:
    args = ("simulate", "--seed", "3", "--bots", "tracker,random", "--hand-counts", "0.1")
    first, again = invoke(*args), invoke(*args)
    assert first == again
    assert first[0] == 0
    other = invoke("simulate", "--seed", "4", "--bots", "tracker,random", "--hand-counts", "0.1")
    assert other[1] != first[1]
    # The header comment replays the game.
    assert first[1].splitlines()[0] == (
        "# fishsolve simulate --seed 3 --players 6 --bots tracker,random --hand-counts 0.1"
    )


@pytest.mark.slow
def test_simulate_designate_plays_designated_claims_that_check_accepts(tmp_path: Path) -> None:
    """--designate: the player on turn designates a teammate who would claim (S-ES). The log has
    designated claims ('X claims H for Y', Y on X's team), replays, and check accepts it; the
    header replays it; without the flag the same seed has none."""
    args = ("simulate", "--seed", "2", "--bots", "tracker", "--designate")
    code, out, err = invoke(*args)
    assert (code, err) == (0, "")
    assert out.splitlines()[0].endswith("--bots tracker --designate")
    log = parse_log(out)
    designated = [e for e in log.events if isinstance(e, Claim) and e.designator is not None]
    assert designated
    assert all(e.designator and e.designator.team == e.claimer.team for e in designated)
    assert all(e.designator != e.claimer for e in designated)
    assert replay(log).final.over
    path = tmp_path / "designated.fish"
    path.write_text(out, encoding="utf-8")
    assert check_file(path).ok
    assert invoke(*args) == (code, out, err)
    plain = parse_log(invoke("simulate", "--seed", "2", "--bots", "tracker")[1])
    assert not [e for e in plain.events if isinstance(e, Claim) and e.designator is not None]


def test_simulate_eight_players_other_deck() -> None:
    code, out, err = invoke(
        "simulate", "--players", "8", "--deck", "no-sevens", "--bots", "careless", "--seed", "2"
    )
    assert (code, err) == (0, "")
    log = parse_log(out)
    assert len(log.table) == 8
    assert log.rules.deck.key == "no-sevens"


def test_simulate_writes_one_file_per_seed_and_never_overwrites(tmp_path: Path) -> None:
    out_dir = tmp_path / "games"
    code, out, err = invoke("simulate", "--seed", "5", "--count", "3", "--out", out_dir)
    assert (code, err) == (0, "")
    names = sorted(p.name for p in out_dir.iterdir())
    assert names == ["game-5.fish", "game-6.fish", "game-7.fish"]
    assert out.startswith("wrote 3 games to ")
    wins = {"A": 0, "B": 0, "draw": 0}
    for seed in (5, 6, 7):
        path = out_dir / f"game-{seed}.fish"
        assert check_file(path).ok
        assert path.read_text(encoding="utf-8") == invoke("simulate", "--seed", str(seed))[1]
        a, b = replay(parse_log(path.read_text(encoding="utf-8"))).final.score
        wins["draw" if a == b else "A" if a > b else "B"] += 1
    assert f"team A won {wins['A']}, team B {wins['B']}, drawn {wins['draw']}" in out
    before = (out_dir / "game-6.fish").read_text(encoding="utf-8")
    code, out, err = invoke("simulate", "--seed", "6", "--count", "2", "--out", out_dir)
    assert (code, out) == (1, "")
    assert (
        err.strip()
        == f"{out_dir / 'game-6.fish'}: exists (and 1 more); use --force to overwrite it"
    )
    assert len(err.strip().splitlines()) == 1
    assert (out_dir / "game-6.fish").read_text(encoding="utf-8") == before
    assert not (out_dir / "game-8.fish").exists()  # nothing is written after a refusal
    code, out, err = invoke(
        "simulate", "--seed", "6", "--count", "2", "--out", out_dir, "--force", "--bots", "careless"
    )
    assert (code, err) == (0, "")
    assert (out_dir / "game-6.fish").read_text(encoding="utf-8") != before
    assert (out_dir / "game-7.fish").exists()


def test_simulate_two_processes_give_the_same_files(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    assert invoke("simulate", "--count", "4", "--out", one)[0] == 0
    assert invoke("simulate", "--count", "4", "--out", two, "--jobs", "2")[0] == 0
    for seed in range(1, 5):
        name = f"game-{seed}.fish"
        assert (one / name).read_bytes() == (two / name).read_bytes()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--rules", "annul,go-fish"), "--rules: rule 'go-fish' is not supported yet"),
        (("--rules", "annul,standard"), "--rules: rules 'annul' and 'standard' exclude each other"),
        (("--bots", "tracker,robot"), "--bots: unknown bot 'robot'; known bots: careless, random"),
        (("--bots", "random,random,random"), "--bots random,random,random: give one bot, or two"),
        (("--players", "7"), "--players 7: Literature is played by 6 or 8 players"),
        (("--players", "8", "--deck", "jokers"), "--deck: the 54-card deck"),
        (("--deck", "tarot"), "--deck: unknown deck 'tarot'"),
        (("--count", "2"), "--count 2: several games need --out DIR"),
        (("--count", "0"), "--count 0: give at least 1 game"),
        (("--hand-counts", "2"), "--hand-counts 2: give a chance between 0 and 1"),
        (("--game", "go-fish", "--designate"), "--designate: not for the Go Fish family"),
    ],
)
def test_simulate_usage_errors_are_one_red_line(args: tuple[str, ...], message: str) -> None:
    # A value no game could take: a usage error, named with its command (exit code 2).
    code, out, err = invoke("simulate", *args)
    assert (code, out) == (2, "")
    assert err.startswith(f"fishsolve simulate: {message}")
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_simulate_out_must_be_a_directory(tmp_path: Path) -> None:
    target = tmp_path / "file.txt"
    target.write_text("x", encoding="utf-8")
    code, out, err = invoke("simulate", "--out", target)
    assert (code, out) == (1, "")
    assert err.strip() == f"--out {target}: is a file, not a directory"


def test_tournament_table_and_json() -> None:
    args = ("tournament", "--bots", "random,careless", "--games", "4", "--seed", "9")
    code, out, err = invoke(*args)
    assert (code, err) == (0, "")
    assert out.startswith("random vs careless: 4 games (2 deals, each played with the teams")
    for row in ("random wins", "draws", "careless wins", "95% interval", "Wilson score"):
        assert row in out
    code, text, err = invoke(*args, "--json")
    assert (code, err) == (0, "")
    data = json.loads(text)
    assert data["bots"] == ["random", "careless"]
    assert (data["games"], data["deals"], data["first_seed"]) == (4, 2, 9)
    total = data["wins"]["count"] + data["draws"]["count"] + data["losses"]["count"]
    assert total == 4
    assert data["by_team"]["A"]["win"] + data["by_team"]["B"]["win"] == data["wins"]["count"]
    for rate in ("wins", "draws", "losses"):
        assert 0 <= data[rate]["low"] <= data[rate]["share"] <= data[rate]["high"] <= 1
    # Same seed, same bytes; each deal's two games are the simulate games with the bots swapped.
    assert invoke(*args, "--json")[1] == text
    setup = Setup.parse(bots="random,careless")
    first = [replay(setup.game(s)).final.score for s in (9, 10)]
    swapped = [replay(setup.swapped().game(s)).final.score for s in (9, 10)]
    sets_for = sum(a for a, _ in first) + sum(b for _, b in swapped)
    assert data["sets_for"] == sets_for / 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--games", "3"), "--games 3: give an even number, at least 2"),
        (("--games", "0"), "--games 0: give an even number, at least 2"),
        (("--bots", "tracker"), "--bots tracker: a tournament needs two bots"),
        (("--bots", "tracker,chess"), "--bots: unknown bot 'chess'"),
        (("--rules", "nonsense"), "--rules: unknown rule 'nonsense'"),
        (("--jobs", "0"), "--jobs 0: give at least 1 process"),
    ],
)
def test_tournament_usage_errors(args: tuple[str, ...], message: str) -> None:
    code, out, err = invoke("tournament", *args)
    assert (code, out) == (2, "")
    assert err.startswith(f"fishsolve tournament: {message}")
    assert len(err.strip().splitlines()) == 1


def test_a_game_file_written_meanwhile_is_a_loud_failure_not_a_silent_overwrite(
    tmp_path: Path,
) -> None:
    # Two runs into one folder: both checked an empty folder; the other run wrote game-2 first.
    from fishsolve.family.simulated import GameFiles

    files = GameFiles.prepare(Setup.parse(), seed=1, count=3, out=tmp_path)
    (tmp_path / "game-2.fish").write_text("the other run's game\n", encoding="utf-8")
    with pytest.raises(OptionError, match=r"game-2\.fish: exists already; not overwritten"):
        files.write()
    assert (tmp_path / "game-2.fish").read_text(encoding="utf-8") == "the other run's game\n"
    assert (tmp_path / "game-1.fish").exists()
    assert not (tmp_path / "game-3.fish").exists()
    # With --force a run replaces what is there.
    GameFiles.prepare(Setup.parse(), seed=1, count=3, out=tmp_path, force=True).write()
    assert check_file(tmp_path / "game-2.fish").ok


def test_preparing_many_games_builds_no_list_of_paths(tmp_path: Path) -> None:
    from fishsolve.family.simulated import GameFiles

    (tmp_path / "game-150001.fish").write_text("x", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    tracemalloc.start()
    try:
        GameFiles.prepare(Setup.parse(), seed=1, count=100_000, out=tmp_path)
        with pytest.raises(OptionError, match=r"game-150001\.fish: exists; use force"):
            GameFiles.prepare(Setup.parse(), seed=100_001, count=100_000, out=tmp_path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000  # a path per game would take some 40 MB
