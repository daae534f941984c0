"""`fishsolve live`'s library: a log fed one typed line at a time (fishsolve/live).

The truth each step is held against is independent of the session: `analyze --at N` of the
whole file, read afresh from disk by a new analyzer (no live replay, no extended analyzer), and
the real deal of a simulated full-deal game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fishsolve.families import open_live
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.game.events import Ask
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.live.changes import Changes
from fishsolve.literature.live.session import LiteratureSession, header_text
from fishsolve.literature.notation.load import read_log
from fishsolve.literature.notation.text import parse_log
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.analyze import AnalysisReport, analyze
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate

ROOT = Path(__file__).resolve().parents[2]


def split(text: str) -> tuple[str, list[str]]:
    """A canonical log's headers (text) and event lines."""
    head, _, body = text.partition("\n\n")
    return head + "\n", [line for line in body.splitlines() if line.strip()]


def without(document: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in document.items() if k not in keys}


def fresh_reports(path: Path, spec: str) -> list[Any]:
    """`analyze --at N --brief` after every event of the file, each by a new analyzer of the
    whole file read afresh."""
    log = read_log(path)
    return [
        analyze(Analyzer(log, count_budget=None), spec, at=n, brief=True)
        for n in range(len(log.events) + 1)
    ]


@pytest.mark.parametrize(
    ("seed", "players", "rules", "spec"),
    [
        (3, 6, "", "Asha"),
        (4, 6, "", "public"),
        (5, 6, "annul end-game", "Ben"),
        pytest.param(6, 8, "split-claims any-time", "public", marks=pytest.mark.slow),
    ],
)
def test_each_step_is_analyze_at_n_of_the_whole_file(
    tmp_path: Path, seed: int, players: int, rules: str, spec: str
) -> None:
    game = simulate(seed, players, RuleSet.parse(rules.split()), bots=("tracker", "random"))
    head, events = split(write_log(game))
    path = tmp_path / "game.fish"
    session = LiteratureSession.create(path, head, spec)
    steps = [session.feed(line) for line in events]
    assert all(step.ok for step in steps), [s.error for s in steps if s.error]
    # The file is the game, line for line.
    assert read_log(path) == parse_log(write_log(game))
    final = read_log(path)
    reports = fresh_reports(path, spec)
    views = [r.views[0] for r in reports]
    for n, step in enumerate(steps, start=1):
        assert step.report is not None
        assert isinstance(step.changes, Changes)  # Literature's changes (not the Go Fish family's)
        truth = reports[n]
        assert without(step.report.to_dict(), "events") == without(truth.to_dict(), "events")
        # What changed, from the fresh views before and after the event.
        before, after = views[n - 1], views[n]
        old = {c.card: c for c in before.cards}
        forced = {
            (c.card, c.forced)
            for c in after.cards
            if c.in_play and c.forced is not None and old[c.card].forced != c.forced
        }
        assert {(f.card, f.holder) for f in step.changes.forced} == forced
        ruled_out = {
            (c.card, p)
            for c in after.cards
            if c.in_play and c.forced is None
            for p in old[c.card].holders
            if p not in c.holders
        }
        assert {(e.card, p) for e in step.changes.excluded for p in e.ruled_out} == ruled_out
        settled = {c.half_suit for c in after.cards if not c.in_play and old[c.card].in_play}
        assert set(step.changes.settled) == settled
    # The real deal: every holder a view calls forced is where the card really is.
    holder = {card: p.name for p, hand in game.hands.items() for card in hand}
    for event, step in zip(final.events, steps, strict=True):
        if isinstance(event, Ask) and event.answer:
            holder[event.card] = event.asker.name
        assert isinstance(step.report, AnalysisReport)
        for card in step.report.views[0].cards:
            if card.in_play and card.forced is not None:
                assert holder[final.rules.deck.card(card.card)] == card.forced


FRIDAY = """\
# Friday club, table 2
players: Asha Ben Cara Dev Eli Fay
hand Asha: 2D 3D 4D 5D 7D QS KS AS

Ben asks Cara for 9C: no
Cara asks Dev for 3D: no
"""


@pytest.mark.parametrize(
    ("line", "kind", "message", "column"),
    [
        ("Dev asks Eli for 9X: no", "notation", "'9X' is not a card", 18),
        ("Dev asks Fay for 9C: no", "rule", "Fay is on Dev's team; asks go to opponents", 10),
        ("Dev asks Asha for 2D: no", "inconsistent", "Asha holds 2D", 23),
        # Only the model sees it: Cara must hold 6D (line 6), so Dev has no other low diamond.
        ("Dev asks Cara for 6D: no", "inconsistent", "no deal fits this line", 1),
        ("players: A B C D E F", "notation", "", 1),
    ],
)
def test_a_bad_line_is_refused_and_the_file_is_byte_identical(
    tmp_path: Path, line: str, kind: str, message: str, column: int
) -> None:
    path = tmp_path / "friday.fish"
    path.write_bytes(FRIDAY.encode())
    session = LiteratureSession(path, "Asha")
    step = session.feed(line)
    assert not step.ok
    assert step.error is not None
    assert step.error.kind == kind
    assert message in step.error.message
    loc = step.error.location
    assert loc is not None
    assert (loc.line, loc.column) == (7, column)
    assert loc.text == line
    assert path.read_bytes() == FRIDAY.encode()
    # The session goes on as if the line had never been typed.
    good = session.feed("Dev asks Eli for 9C: no")
    assert good.ok
    assert good.line == 7
    assert path.read_bytes() == (FRIDAY + "Dev asks Eli for 9C: no\n").encode()


def test_undo_restores_the_file_byte_for_byte(tmp_path: Path) -> None:
    text = FRIDAY.replace("\n", "\r\n")  # the file's own line ends are kept
    path = tmp_path / "friday.fish"
    path.write_bytes(text.encode())
    session = LiteratureSession(path, "Asha")
    before = session.report().to_dict()
    assert session.feed("Dev asks Eli for JH: yes  # a guess").ok
    assert session.feed("# a comment on its own line").ok
    assert (
        path.read_bytes()
        == (
            text + "Dev asks Eli for JH: yes  # a guess\r\n# a comment on its own line\r\n"
        ).encode()
    )
    undone = session.undo()
    assert undone.kind == "undo"
    assert undone.line == 7
    assert path.read_bytes() == text.encode()
    assert undone.report is not None
    assert undone.report.to_dict() == before
    assert session.feed("undo").ok
    assert path.read_bytes() == "\r\n".join(FRIDAY.splitlines()[:-1]).encode() + b"\r\n"
    assert check_file(path).ok


def test_undo_with_no_event_and_a_file_changed_on_disk_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.fish"
    session = LiteratureSession.create(path, header_text(["A1", "B1", "A2", "B2", "A3", "B3"]))
    step = session.feed("undo")
    assert not step.ok
    assert "nothing to undo" in str(step.error)
    assert session.feed("A1 asks B1 for 2C: no").ok
    path.write_text(path.read_text() + "B1 asks A2 for 3C: no\n")
    edited = path.read_bytes()
    step = session.feed("B1 asks A1 for 4C: no")
    assert not step.ok
    assert "changed on disk" in str(step.error)
    assert path.read_bytes() == edited


def test_headers_typed_first_make_the_file(tmp_path: Path) -> None:
    path = tmp_path / "typed.fish"
    session = open_live(path, "Asha")
    typed = FRIDAY.splitlines()
    steps = [session.feed(line) for line in typed]
    assert [s.kind for s in steps] == ["comment", "header", "header", "blank", "event", "event"]
    assert path.read_text() == FRIDAY.replace("\n\n", "\n")
    assert check_file(path).ok
    last = steps[-1]
    assert isinstance(last.report, AnalysisReport)
    claims = last.report.brief_views()[0].claims
    assert [(c.half_suit, c.owners["6D"]) for c in claims] == [("low-diamonds", "Cara")]


def test_a_new_log_refuses_an_event_before_its_players(tmp_path: Path) -> None:
    path = tmp_path / "typed.fish"
    session = open_live(path)
    step = session.feed("Ben asks Cara for 9C: no")
    assert not step.ok
    assert not path.exists()
    assert session.feed("players: Asha Ben Cara Dev Eli Fay").ok
    assert session.feed("Ben asks Cara for 9C: no").ok
    assert check_file(path).ok


def test_a_log_behind_a_symbolic_link_is_rewritten_where_it_is(tmp_path: Path) -> None:
    real = tmp_path / "real.fish"
    real.write_text(FRIDAY)
    real.chmod(0o600)
    link = tmp_path / "link.fish"
    link.symlink_to(real)
    assert LiteratureSession(link, "Asha").feed("Dev asks Eli for 9C: no").ok
    assert link.is_symlink()
    assert real.read_text() == FRIDAY + "Dev asks Eli for 9C: no\n"
    assert real.stat().st_mode & 0o777 == 0o600  # the file's mode is kept
