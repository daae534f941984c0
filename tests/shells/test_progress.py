"""Progress of long commands (issue 14 item 16): stderr only, after a delay, plain lines off a
terminal, nothing with --quiet, and stdout byte for byte the same with progress and without.

The reporter is checked on a clock the test sets, against lines worked out by hand; the commands
run with a zero delay and interval (``FISHSOLVE_PROGRESS_DELAY``/``_EVERY``) so that every
count shows at once, against totals counted from the log or the arguments. tests/conftest.py
switches progress off for every other test; these switch it back on.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from fishsolve.cli import app
from fishsolve.literature.game.events import Ask
from fishsolve.literature.notation.load import read_log
from fishsolve.render.progress import Pace, Reporter

ROOT = Path(__file__).resolve().parents[2]
FRIDAY = ROOT / "samples" / "friday-club.fish"
EIGHT = ROOT / "samples" / "russian-fish-eight.fish"
LINE = re.compile(
    r"(?P<name>[a-z ]+): (?P<done>\d+)/(?P<total>\d+) (?P<noun>[a-z]+), (\d+)%, \d+ s"
)


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def plain() -> tuple[Console, io.StringIO]:
    file = io.StringIO()
    return Console(file=file, force_terminal=False), file


def terminal() -> tuple[Console, io.StringIO]:
    file = io.StringIO()
    return Console(file=file, force_terminal=True, force_interactive=True, width=80), file


def test_plain_lines_wait_for_the_delay_and_come_at_most_every_interval() -> None:
    console, file = plain()
    clock = Clock()
    steps = [(0.5, 1), (1.0, 2), (3.0, 3), (6.0, 10), (6.5, 11), (12.0, 11), (18.0, 11)]
    steps += [(19.0, 50)]
    with Reporter(console, "review", "views", 100, clock=clock) as shown:  # Pace(): 1 s, 5 s
        for now, done in steps:
            clock.now = now
            shown.update(done)
        clock.now = 20.0
    # 0.5 s: before the delay; 3 s and 6.5 s: within 5 s of the last line; 18 s: the count has
    # not moved since the last line; the end: the last line gave the final count already.
    assert file.getvalue() == (
        "review: 2/100 views, 2%, 1 s\n"
        "review: 10/100 views, 10%, 6 s\n"
        "review: 11/100 views, 11%, 12 s\n"
        "review: 50/100 views, 50%, 19 s\n"
    )


def simulated(failed: bool) -> str:
    """What a reporter writes for a run that shows 3 of 8, then does one more (and fails)."""
    console, file = plain()
    clock = Clock()
    try:
        with Reporter(console, "simulate", "games", clock=clock) as shown:
            clock.now = 2.0
            shown.update(3, 8)
            clock.now = 3.0
            shown.advance()
            if failed:
                raise KeyError("stop")
    except KeyError:
        assert failed
    return file.getvalue()


def test_plain_lines_end_with_the_final_count_unless_the_run_failed() -> None:
    first = "simulate: 3/8 games, 37%, 2 s\n"
    assert simulated(failed=False) == first + "simulate: 4/8 games, 50%, 3 s\n"
    assert simulated(failed=True) == first


def test_a_short_run_shows_nothing_in_either_mode_and_quiet_shows_nothing() -> None:
    for make in (plain, terminal):
        console, file = make()
        clock = Clock()
        with Reporter(console, "tournament", "games", 4, pace=Pace(delay=60), clock=clock) as r:
            for _ in range(4):
                clock.now += 0.2
                r.advance()
        assert file.getvalue() == ""
        console, file = make()
        with Reporter(console, "tournament", "games", 4, pace=Pace(0, 0), quiet=True) as r:
            r.advance()
        assert file.getvalue() == ""


def test_the_bar_is_drawn_on_its_console_only(capsys: pytest.CaptureFixture[str]) -> None:
    console, file = terminal()
    with Reporter(console, "tournament", "games", 4, title="a vs b", pace=Pace(0, 0)) as r:
        r.advance()
        print("result")
    drawn = file.getvalue()
    assert "a vs b" in drawn
    assert "\x1b[" in drawn
    # stdout is not taken over while the bar shows.
    assert capsys.readouterr().out == "result\n"


def cli(*args: str | Path, **env: str) -> tuple[int, str, str]:
    # Nothing from the environment decides the mode or the pace but what the test gives.
    unset = [
        *("FISHSOLVE_PROGRESS", "FISHSOLVE_PROGRESS_DELAY", "FISHSOLVE_PROGRESS_EVERY"),
        *("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"),
    ]
    environment: dict[str, str | None] = dict.fromkeys(unset)
    result = CliRunner().invoke(app, [str(a) for a in args], env=environment | env)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.exit_code, result.stdout, result.stderr


FAST = {"FISHSOLVE_PROGRESS_DELAY": "0", "FISHSOLVE_PROGRESS_EVERY": "0"}


def friday_units() -> int:
    # One unit per known seat, per position of the public view and per ask's question (a log
    # with one known hand is reviewed from that seat and from the public view).
    log = read_log(FRIDAY)
    assert not log.is_full_deal
    assert len(log.known_players) == 1
    asks = sum(isinstance(e, Ask) for e in log.events)
    return 1 + (len(log.events) + 1) + asks


def commands(out: Path) -> list[tuple[list[str | Path], str, str, int]]:
    """Each long command: its arguments, its name and noun on a progress line, its total."""
    # analyze counts views: one per seat of a full deal, else the one view asked for.
    eight = read_log(EIGHT)
    assert eight.is_full_deal
    return [
        (["analyze", EIGHT], "analyze", "views", len(eight.known_players)),
        (["analyze", EIGHT, "--brief", "--json"], "analyze", "views", len(eight.known_players)),
        (["analyze", FRIDAY, "--explain", "--at", "2"], "analyze", "views", 1),
        (["review", FRIDAY, "--jobs", "1"], "review", "views", friday_units()),
        (["review", FRIDAY, "--jobs", "2", "--json"], "review", "views", friday_units()),
        (
            ["simulate", "--count", "3", "--out", out / "games", "--force"],
            "simulate",
            "games",
            3,
        ),
        (
            ["tournament", "--bots", "careless,random", "--games", "4", "--jobs", "1", "--json"],
            "tournament",
            "games",
            4,
        ),
        (
            [
                *("puzzle", "make", "--count", "1", "--seed", "7", "--difficulty", "easy"),
                *("--out", out / "puzzles", "--force"),
            ],
            "puzzle make",
            "puzzles",
            1,
        ),
    ]


@pytest.mark.slow
def test_each_long_command_shows_its_count_on_stderr_and_leaves_stdout_alone(
    tmp_path: Path,
) -> None:
    for args, name, noun, total in commands(tmp_path):
        code, out, err = cli(*args, **FAST)
        assert code == 0, (args, err)
        lines = err.splitlines()
        assert lines, args
        assert "\x1b" not in err, (args, err)
        counts = []
        for line in lines:
            match = LINE.fullmatch(line)
            assert match is not None, line
            assert (match["name"], match["noun"], int(match["total"])) == (name, noun, total)
            done = int(match["done"])
            assert line.split(", ")[1] == f"{100 * done // total}%"
            counts.append(done)
        # With no interval every count shows once, in order, up to the total.
        assert counts == list(range(counts[0], total + 1)), (args, counts)
        assert counts[0] in (0, 1)
        # The same command without progress prints the same bytes on stdout and nothing else.
        assert cli(*args, "--quiet", **FAST) == (0, out, "")
        assert cli(*args, FISHSOLVE_PROGRESS="off", **FAST) == (0, out, "")


def test_a_run_shorter_than_the_delay_shows_no_progress(tmp_path: Path) -> None:
    # Two random games take a few milliseconds; with no interval, any count after the delay
    # would show.
    args = ("simulate", "--count", "2", "--out", tmp_path)
    code, out, err = cli(*args, FISHSOLVE_PROGRESS_DELAY="10", FISHSOLVE_PROGRESS_EVERY="0")
    assert (code, err) == (0, "")
    assert out.startswith("wrote 2 games to")
    code, again, err = cli(*args, "--force", **FAST)
    assert (code, again) == (0, out)
    # The elapsed time is whatever the machine took (a loaded one took a second once).
    assert re.fullmatch(r"simulate: 2/2 games, 100%, \d+ s", err.splitlines()[-1])


def test_analyze_tells_each_view_as_it_is_done_and_the_same_report_without() -> None:
    from fishsolve import analyze

    calls: list[tuple[int, int]] = []
    log = read_log(EIGHT)
    seats = len(log.known_players)  # a full deal: one view per seat
    told = analyze(log, at=12, brief=True, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(n, seats) for n in range(seats + 1)]
    assert told.to_dict() == analyze(log, at=12, brief=True).to_dict()
    # One view asked for: one.
    calls.clear()
    analyze(log, "public", at=3, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(0, 1), (1, 1)]


def test_analyze_of_an_impossible_log_tells_no_view_done() -> None:
    from fishsolve import analyze
    from fishsolve.literature.notation.text import parse_log

    # Cara's ask at event 2 shows she holds a low diamond: the only one Asha lacks, 6D. At event
    # 3 Dev asks for 6D, holding no low diamond (none is left): no deal fits (as in
    # tests/literature/test_analysis.py).
    text = (
        "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n\n"
        "Ben asks Cara for 9C: no\nCara asks Dev for 3D: no\nDev asks Cara for 6D: no\n"
    )
    calls: list[tuple[int, int]] = []
    report = analyze(parse_log(text), progress=lambda done, total: calls.append((done, total)))
    assert report.consistent is False
    assert report.inconsistency is not None
    assert report.inconsistency.event == 3
    assert calls == [(0, 1)]


# Issue 30, round 2, item D: `match` over 10,000 logs took 245 s with nothing shown.
def test_match_tells_each_game_scored_and_prints_the_same_without() -> None:
    folder = FRIDAY.parent / "match"
    total = len([p for p in folder.iterdir() if p.suffix in (".fish", ".json")])
    code, out, err = cli("match", folder, **FAST)
    assert code == 0, err
    counts = []
    for line in err.splitlines():
        found = LINE.fullmatch(line)
        assert found is not None, line
        assert (found["name"], found["noun"], int(found["total"])) == ("match", "games", total)
        counts.append(int(found["done"]))
    assert counts == list(range(counts[0], total + 1))
    assert counts[0] in (0, 1)
    assert cli("match", folder, "--quiet", **FAST) == (0, out, "")
    assert cli("match", folder, "--json", FISHSOLVE_PROGRESS="off", **FAST)[2] == ""
