"""`fishsolve live` on the Go Fish family: the "what changed" list after each event (issue 13).

At every event of a sample and of small simulated games (Go Fish, Authors, pairs), the list the
live session gives equals the difference, computed here on its own, between two fresh
`fishsolve analyze --json` runs: of the log cut before the event and of the log cut after it. A
book laid empties its rank (checked against the event itself), and a hand-checked example pins
the words of the plain mode.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from clirun import invoke
from typer.testing import CliRunner

from fishsolve.cards import Rank
from fishsolve.cli import app
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.live.changes import FishChanges
from fishsolve.gofish.live.session import FishLiveSession
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "gofish"


def _split(text: str) -> tuple[str, list[str]]:
    """The headers (through the blank line) and the event lines of a log."""
    lines = text.splitlines()
    cut = lines.index("") + 1
    return "\n".join(lines[:cut]) + "\n", [line for line in lines[cut:] if line.strip()]


def _fresh(folder: Path, head: str, events: list[str], viewer: str) -> dict[str, Any]:
    """`fishsolve analyze --json` of the log cut after ``events``, in a file of its own."""
    path = folder / f"cut-{len(events)}.fish"
    path.write_text(head + "".join(e + "\n" for e in events), encoding="utf-8")
    code, out, err = invoke("analyze", path, "--as", viewer, "--json")
    assert code == 0, err
    doc: dict[str, Any] = json.loads(out)
    return doc


def _expected(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What changed between two analyses, worked out here from their JSON alone."""

    def cells(doc: dict[str, Any]) -> dict[tuple[str, str], list[int]]:
        return {
            (row["place"], rank): cell["possible"]
            for row in doc["rows"]
            for rank, cell in row["cells"].items()
        }

    old, new = cells(before), cells(after)
    gone = {r for r in after["ranks"] if all(new[(p, q)] == [0] for p, q in new if q == r)}
    booked = [r for r in after["ranks"] if r in gone and any(old[(p, r)] != [0] for p, _ in old)]
    counts = sorted(
        (place, rank, old[(place, rank)], now)
        for (place, rank), now in new.items()
        if now != old[(place, rank)] and rank not in booked
    )
    forced, excluded = [], []
    for card, now in after["cards"].items():
        was = before["cards"].get(card)
        if was is None or was == now:
            continue
        if len(now) == 1:
            forced.append((card, now[0], was))
        elif ruled_out := [h for h in was if h not in now]:
            excluded.append((card, ruled_out, now))
    old_sure = {(a["target"], a["rank"], a["card"]) for a in before["sure_asks"]}
    sure = sorted(
        (a["target"], a["rank"], a["card"])
        for a in after["sure_asks"]
        if (a["target"], a["rank"], a["card"]) not in old_sure
    )
    books = {
        p: [r for r in ranks if r not in before["certain_books"].get(p, [])]
        for p, ranks in after["certain_books"].items()
    }
    return {
        "booked": booked,
        "counts": counts,
        "forced": sorted(forced),
        "excluded": sorted(excluded),
        "sure": sure,
        "books": {p: r for p, r in books.items() if r},
    }


def _given(found: FishChanges) -> dict[str, Any]:
    """The live list in the shape of :func:`_expected`."""
    doc = found.to_dict()
    return {
        "booked": doc["booked"],
        "counts": sorted((c["place"], c["rank"], c["before"], c["after"]) for c in doc["counts"]),
        "forced": sorted((f["card"], f["holder"], f["before"]) for f in doc["forced"]),
        "excluded": sorted((e["card"], e["ruled_out"], e["holders"]) for e in doc["excluded"]),
        "sure": sorted((s["target"], s["rank"], s["card"]) for s in doc["sure_asks"]),
        "books": doc["books"],
    }


def _kind(before: list[int], after: list[int]) -> str:
    # The words of the list, by their definition in docs/live.md.
    if after == [0]:
        return "excluded"
    if len(after) == 1 and after[0] in before:
        return "forced"
    return "narrowed" if set(after) < set(before) else "moved"


def _follow(tmp_path: Path, text: str, viewer: str, last: int | None = None) -> int:
    """Type the log's events into a live session; at each, hold its list against two fresh
    analyses. Returns how many events changed something."""
    head, events = _split(text)
    events = events[:last]
    path = tmp_path / "live.fish"
    path.write_text(head, encoding="utf-8")
    session = FishLiveSession(path, viewer)
    assert session.opening().ok
    before = _fresh(tmp_path, head, [], viewer)
    rules = session.log.rules
    learnt = 0
    for n, line in enumerate(events, start=1):
        step = session.feed(line)
        assert step.ok, (line, step.error)
        assert isinstance(step.changes, FishChanges)
        after = _fresh(tmp_path, head, events[:n], viewer)
        got = _given(step.changes)
        assert got == _expected(before, after), line
        for count in step.changes.counts:
            assert count.kind == _kind(count.before, count.after)
        # A book laid takes its whole rank out of play: the event itself says which.
        words = line.split()
        if words[1] == "books" and rules.book == 4:
            assert got["booked"] == [rules.rank_of(words[2]).code], line
        learnt += not step.changes.empty
        before = after
    assert path.read_text(encoding="utf-8") == head + "".join(e + "\n" for e in events)
    return learnt


def _simulated(rules: GoFishRules, seed: int, names: list[str], viewer: str) -> str:
    """A simulated game's record as ``viewer`` kept it (``public``: the table's; ``full``: the
    whole deal and stock)."""
    log = play(names, rules, seed)
    if viewer == "full":
        return write_fish_log(log)
    seat = None if viewer == "public" else log.seating.player(viewer)
    return write_fish_log(as_seen_by(log, seat))


SMALL = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE)


@pytest.mark.parametrize(
    ("rules", "seed", "viewer"),
    [
        (GoFishRules(ranks=SMALL, deal=3), 1, "Ana"),
        pytest.param(
            GoFishRules(variant=Variant.AUTHORS, ranks=SMALL, deal=3),
            2,
            "Ana",
            marks=pytest.mark.slow,
        ),
        (GoFishRules(variant=Variant.SIMPLIFIED, ranks=SMALL[:3], deal=3), 4, "Ana"),
        (GoFishRules(ranks=SMALL, deal=3, book=2, points=True), 3, "Ana"),
        (GoFishRules(ranks=SMALL, deal=3), 5, "public"),
        (GoFishRules(variant=Variant.SIMPLIFIED, ranks=SMALL[:3], deal=3), 6, "public"),
        (GoFishRules(ranks=SMALL, deal=3), 7, "full"),
    ],
    ids=["go-fish", "authors", "simplified", "pairs", "public", "simplified-public", "full"],
)
def test_what_changed_agrees_with_fresh_analyses_of_a_simulated_game(
    tmp_path: Path, rules: GoFishRules, seed: int, viewer: str
) -> None:
    text = _simulated(rules, seed, ["Ana", "Bo", "Cy"], viewer)
    assert _follow(tmp_path, text, viewer) > 0


def test_what_changed_agrees_with_fresh_analyses_of_the_authors_puzzle(tmp_path: Path) -> None:
    text = (SAMPLES / "puzzles" / "authors-1.fish").read_text(encoding="utf-8")
    assert _follow(tmp_path, text, "Ana") > 0


@pytest.mark.slow
def test_what_changed_agrees_with_fresh_analyses_of_the_family_sample(tmp_path: Path) -> None:
    text = (SAMPLES / "go-fish-family.fish").read_text(encoding="utf-8")
    assert _follow(tmp_path, text, "Asha", last=30) > 0  # books and lucky draws among them


def test_the_plain_mode_says_what_changed_in_words(tmp_path: Path) -> None:
    # Hand-checked: Ana holds 2C 3C of a two-rank deck; Bo's two cards and the stock's four are
    # the other six. Bo has no 2 (go fish), so Bo holds two threes; Ana's draw was no 2 (it
    # would be a lucky draw), so she drew the last three; the stock is the three other twos.
    path = tmp_path / "g.fish"
    path.write_text("game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 2\nhand Ana: 2C 3C\n")
    result = CliRunner().invoke(
        app, ["live", str(path), "--as", "Ana", "--plain"], input="Ana asks Bo for 2: go fish\n"
    )
    assert result.exit_code == 0, result.output
    assert "Changed:" in result.output
    for words in (
        "Bo 3: exactly 2  (was 0–2)",
        "Bo 2: none  (was 0–2)",
        "stock 2: exactly 3  (was 1–3)",
        "stock 3: none  (was 1–3)",
        "Ana 3: exactly 2  (was 1)",
        "Ana can surely complete 3",
    ):
        assert words in result.output
    docs = CliRunner().invoke(
        app,
        ["live", str(path), "--as", "Ana", "--json"],
        input="undo\nAna asks Bo for 2: go fish\n",
    )
    last = json.loads(docs.output.splitlines()[-1])
    counts = {(c["place"], c["rank"]): (c["after"], c["kind"]) for c in last["changes"]["counts"]}
    assert counts[("Bo", "3")] == ([2], "forced")
    assert counts[("Ana", "3")] == ([2], "moved")
