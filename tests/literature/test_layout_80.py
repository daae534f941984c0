"""The terminal views at 80 and 120 columns, for six and eight players (issue 14, items 7, 14).

The analyze grid is read back from the screen: each cell, decoded with the key printed under
the grid, must name exactly the holders the JSON document gives for that card, and no line may be
wider than the terminal or cut with '…'. Names sharing initials (Al, Alex, Amy, ...) are the
hard case. The review's title, headers and missed-claims rows are checked the same way.
"""

from __future__ import annotations

import io
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

from fishsolve import review
from fishsolve.cli import app
from fishsolve.literature.render.review import review_view
from fishsolve.literature.review.claims import MissedClaim

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
WIDTHS = (80, 120)
EIGHT_INITIALS = dict(
    zip(
        ["Rosa", "Sam", "Tara", "Uri", "Vic", "Wen", "Xavi", "Yuri"],
        ["Al", "Alex", "Amy", "Ben", "Bea", "Cy", "Cal", "Dot"],
        strict=True,
    )
)
SIX_INITIALS = dict(
    zip(
        ["Maya", "Nico", "Priya", "Omar", "Lena", "Tom"],
        ["Al", "Alex", "Amy", "Ben", "Bea", "Cy"],
        strict=True,
    )
)


def _renamed(sample: str, names: dict[str, str], folder: Path) -> Path:
    """A copy of a sample log with its players renamed."""
    text = (SAMPLES / sample).read_text(encoding="utf-8")
    for old, new in names.items():
        text = re.sub(rf"\b{old}\b", new, text)
    path = folder / f"renamed-{sample}"
    path.write_text(text, encoding="utf-8")
    return path


def _cli(width: int, *args: str | Path) -> str:
    result = CliRunner().invoke(app, [str(a) for a in args], env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    return result.stdout


def _assert_fits(out: str, width: int) -> None:
    """No line wider than the terminal, nothing cut with '…'."""
    for line in out.splitlines():
        assert cell_len(line.rstrip()) <= width, line
    assert "…" not in out


def _title_phrases(doc: dict[str, Any]) -> list[str]:
    """The phrases of `analyze`'s title, from its JSON document: the file, the position, the
    score and the turn (docs/analyze.md; one line when the terminal is wide enough)."""
    where = f"after event {doc['at']} of {doc['events']}"
    if doc["line"]:
        where += f" (line {doc['line']})"
    if doc["at"] == 0:
        where = "before the first event"
    score = f"score A {doc['score']['A']} – B {doc['score']['B']}"
    if doc["turn"] is None:
        return [f"{doc['file']}:", f"{where};", score]
    return [f"{doc['file']}:", f"{where};", f"{score},", f"{doc['turn']}'s turn"]


def _assert_title(out: str, doc: dict[str, Any], width: int) -> None:
    """The title opens ``out``: its phrases, whole, filled greedily into lines of ``width``."""
    phrases = _title_phrases(doc)
    lines = out.splitlines()
    k = 0
    for line in lines:
        if k == len(phrases):
            break
        taken = 0
        text = ""
        while k + taken < len(phrases):
            longer = f"{text} {phrases[k + taken]}" if text else phrases[k + taken]
            if text and cell_len(longer) > width:
                break
            text, taken = longer, taken + 1
        # Each line is whole phrases, as many as fit (a phrase wider than the line stands alone).
        assert line.rstrip() == text, (line, text, phrases)
        k += taken
    assert k == len(phrases)


def _key(lines: list[str]) -> tuple[dict[str, str], list[str]]:
    """From the key under the grid: short name -> player, and the players ``any`` means."""
    start = next(i for i, line in enumerate(lines) if line.startswith("Key:"))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("Claimable:"))
    key = " ".join(line.strip() for line in lines[start:end])
    names = dict(re.findall(r"(\S+)=(\S+)", key))
    everyone = re.search(r"any: any of ([^(]*)\(", key)
    return names, ([names[s] for s in everyone.group(1).split()] if everyone else [])


def _decode(cell: str, names: dict[str, str], everyone: list[str]) -> set[str]:
    if cell == "any":
        return set(everyone)
    if cell.startswith("¬"):
        return set(everyone) - {names[s.removeprefix("¬")] for s in cell.split()}
    return {names[s] for s in cell.split()}


def _grid_cells(out: str) -> dict[str, str]:
    """Card code -> the text of its cell, read by the columns of each row's line of cards."""
    lines = out.splitlines()
    key_row = next(i for i, line in enumerate(lines) if line.startswith("Key:"))
    card_rows = [
        i
        for i, line in enumerate(lines[:key_row])
        if re.search(r"\s(2|9)[CDHS]\s+\S+\s+\S+\s+\S+", line)
    ]
    assert len(card_rows) == 8
    cells: dict[str, str] = {}
    for n, row in enumerate(card_rows):
        line = lines[row]
        found = [(m.start(), m.group()) for m in re.finditer(r"\b(?:10|[2-9JQKA])[CDHS]\b", line)]
        assert len(found) == 6, line
        bounds = [start for start, _ in found] + [10_000]
        below = lines[row + 1 : card_rows[n + 1] if n + 1 < len(card_rows) else key_row]
        for j, (start, card) in enumerate(found):
            parts = [text[start : bounds[j + 1]].strip() for text in below]
            cells[card] = " ".join(p for p in parts if p)
    return cells


def _players(log: Path) -> str:
    """The names on the log's ``players:`` line."""
    line = next(x for x in log.read_text(encoding="utf-8").splitlines() if x.startswith("players:"))
    return line.removeprefix("players:")


CASES = [
    ("russian-fish-eight.fish", None, "public", "20"),
    ("russian-fish-eight.fish", None, "Sam", "8"),
    ("russian-fish-eight.fish", EIGHT_INITIALS, "public", "20"),
    ("russian-fish-eight.fish", EIGHT_INITIALS, "Al", "8"),
    ("russian-fish-eight.fish", EIGHT_INITIALS, "Bea", "16"),
    ("full-deal-six.fish", None, "public", "30"),
    ("full-deal-six.fish", SIX_INITIALS, "Amy", "10"),
    ("full-deal-six.fish", SIX_INITIALS, "public", "4"),
    ("friday-club.fish", None, "Asha", "2"),
]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize(("sample", "names", "seat", "at"), CASES)
def test_grid_reads_back_as_the_holders(
    sample: str,
    names: dict[str, str] | None,
    seat: str,
    at: str,
    width: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # a short file name in the title, as a user types it
    log = _renamed(sample, names or {}, tmp_path).relative_to(tmp_path)
    out = _cli(width, "analyze", log, "--as", seat, "--at", at)
    doc = json.loads(_cli(width, "analyze", log, "--as", seat, "--at", at, "--json"))
    truth = doc["cards"]
    _assert_fits(out, width)
    _assert_title(out, doc, width)
    lines = out.splitlines()
    for half in ("low", "high"):
        for suit in ("clubs", "diamonds", "hearts", "spades"):
            assert any(line.startswith(f"{half} {suit} ") for line in lines), (half, suit)
    short, everyone = _key(lines)
    assert set(short.values()) == set(re.findall(r"\S+", _players(log)))
    cells = _grid_cells(out)
    assert set(cells) == set(truth)
    for card, holders in truth.items():
        assert _decode(cells[card], short, everyone) == set(holders), (card, cells[card])


@pytest.mark.parametrize("width", WIDTHS)
def test_eight_players_with_shared_initials_stay_compact(width: int, tmp_path: Path) -> None:
    """The public view of eight players early on: 'any' and '¬' keep every cell on one line."""
    log = _renamed("russian-fish-eight.fish", EIGHT_INITIALS, tmp_path)
    out = _cli(width, "analyze", log, "--as", "public", "--at", "4")
    lines = out.splitlines()
    rows = [
        i for i, line in enumerate(lines) if re.match(r"(low|high) \w+ +2|(low|high) \w+ +9", line)
    ]
    assert len(rows) == 8
    for row in rows:  # the line of cards, then one line of holders, then the next half-suit
        assert lines[row + 2].startswith(("low ", "high ", "Key:")), lines[row : row + 3]
    assert "Key: team A: Al=Al Am=Amy Bea=Bea Ca=Cal" in out


TITLES = [
    ("russian-fish-eight.fish", ()),
    ("russian-fish-eight.fish", ("--brief",)),
    ("russian-fish-eight.fish", ("--at", "0")),
    ("russian-fish-eight.fish", ("--as", "public", "--at", "4", "--odds")),
    ("full-deal-six.fish", ("--at", "30", "--brief")),
    ("pass-after-claim.fish", ("--explain",)),
    ("friday-club.fish", ("--at", "5", "--brief")),
]


@pytest.mark.parametrize("width", [40, *WIDTHS])
@pytest.mark.parametrize(("sample", "args"), TITLES)
def test_analyze_title_wraps_between_phrases(
    sample: str, args: tuple[str, ...], width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The title (93 characters for the eight players' sample) keeps its phrases whole: at 80
    columns the score and turn go to a second line, at 120 it is one line as before."""
    monkeypatch.chdir(ROOT)
    log = f"samples/{sample}"
    out = _cli(width, "analyze", log, *args)
    doc = json.loads(_cli(width, "analyze", log, *args, "--json"))
    _assert_title(out, doc, width)
    one_line = " ".join(_title_phrases(doc))
    assert (out.splitlines()[0].rstrip() == one_line) == (cell_len(one_line) <= width)
    if width >= 80 and "--odds" not in args:  # the odds table is as wide as the seats need
        _assert_fits(out, width)


def test_a_file_name_wider_than_the_terminal_has_a_line_of_its_own(tmp_path: Path) -> None:
    folder = tmp_path / ("a-long-folder-name/" * 6)
    folder.mkdir(parents=True)
    log = folder / "friday-club.fish"
    log.write_text((SAMPLES / "friday-club.fish").read_text(encoding="utf-8"), encoding="utf-8")
    out = _cli(80, "analyze", log, "--at", "5", "--brief")
    assert out.splitlines()[:2] == [
        f"{log}:",
        "after event 5 of 7 (line 9); score A 0 – B 0, Fay's turn",
    ]
    _assert_title(out, json.loads(_cli(80, "analyze", log, "--at", "5", "--json")), 80)


# The review: a hand-made game of six on the small deck whose missed claim runs to the end of
# the log, reviewed in a fraction of a second; its rows are made as long as real ones get.


def _missed_report(tmp_name: str) -> object:
    from test_review import _hand_made

    log = _hand_made()
    report = review(replace(log, events=log.events[:8]), tmp_name)
    assert [m.until for m in report.missed_claims] == [None]
    claimed = MissedClaim(
        player="Xavier",
        half_suit="high-diamonds",
        owners={},
        since=12,
        until=23,
        ended="claimed",
        claimed_by="Maximilian",
        turns=2,
        passed=(14, 19),
        events=11,
        scored_by="B",
        opponents_scored=True,
    )
    return replace(report, missed_claims=(*report.missed_claims, claimed))


def _screen(renderable: object, width: int) -> str:
    """What the review command prints on a terminal ``width`` columns wide."""
    screen = io.StringIO()
    console = Console(file=screen, width=width, highlight=False, soft_wrap=True)
    console.print(renderable, soft_wrap=False)
    return screen.getvalue()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("file", ["samples/friday-club.fish", "a/" + "long-folder/" * 7 + "g.fish"])
def test_review_title_headers_and_missed_rows(width: int, file: str) -> None:
    report = _missed_report(file)
    out = _screen(review_view(report), width)  # type: ignore[arg-type]
    _assert_fits(out, width)
    lines = out.splitlines()
    # The title: the score so far of this unfinished game whole on one line, the views on the
    # next.
    assert any(
        re.search(r"unfinished \(\w+'s turn\), score so far A 0 – B 0$", line.rstrip())
        for line in lines[:4]
    ), lines[:4]
    assert any(line.startswith("8 events; views: Asha, Ben") for line in lines[:5])
    # Missed claims: every header word whole, 'end of log' on one line, names unbroken.
    start = next(i for i, line in enumerate(lines) if line.startswith("Missed claims"))
    table = lines[start : start + 14]
    heads = " ".join(line for line in table if line.startswith("┃"))
    for word in ("player", "half-suit", "provable", "after", "until", "turns", "lost", "events"):
        assert re.search(rf"(^|\s){re.escape(word)}(\s|$)", heads), (word, heads)
    assert "scored" in heads
    rows = [line for line in table if line.startswith("│")]
    assert any("Asha" in r and "low clubs" in r and "end of log" in r for r in rows), rows
    assert any("Xavier" in r and "high diamonds" in r and "event 12" in r for r in rows), rows
    words = {w for r in rows for w in r.replace("│", " ").split()}
    assert {"23,", "claimed", "Maximilian", "opponents", "(team", "B)"} <= words, words


@pytest.fixture(scope="module")
def authors_at_37() -> Any:
    """Authors after event 37 from Ben's view: over the counting budget, 52 cards placed."""
    from fishsolve.gofish.reports.analyze import analyze_fish

    report = analyze_fish(SAMPLES / "gofish" / "authors.fish", at=37)
    assert not report.exact
    assert len(report.cards) == 52
    return report


@pytest.mark.parametrize("width", WIDTHS)
def test_go_fish_cards_line_wraps_and_the_note_comes_before_the_table(
    authors_at_37: Any, width: int
) -> None:
    """Issue 30, 13: the "Cards" line was one line of 770 characters at 80 columns, and the note
    saying the counts "below" are proved was printed under the table."""
    from fishsolve.gofish.render.analysis import fish_analysis_view

    # The results' console soft-wraps (fishsolve.cli.output.stdout): printed as the CLI prints.
    screen = io.StringIO()
    Console(file=screen, width=width, highlight=False, soft_wrap=True).print(
        fish_analysis_view(authors_at_37)
    )
    out = screen.getvalue()
    _assert_fits(out, width)
    lines = [line.rstrip() for line in out.splitlines()]
    note = next(i for i, line in enumerate(lines) if line.startswith("too many deals"))
    table = next(i for i, line in enumerate(lines) if line.split()[:1] == ["rank"])
    assert note < table
    start = next(i for i, line in enumerate(lines) if line.startswith("Cards "))
    text = " ".join(lines[start:])[len("Cards ") :]
    # Every card whole on its line, read back as the report has it.
    cards = dict(entry.split(" ") for entry in text.split("; "))
    assert cards == {code: "/".join(places) for code, places in authors_at_37.cards.items()}
    assert len(lines) - start > 1  # wrapped: no line is wider than the terminal


# Issue 30, round 2, item D: prose that ran past 80 columns (the odds footnote, risk's head line
# and its out-of-turn note, tournament's head line and its intervals line, explain's steps, the
# puzzles made) wraps between words to the terminal's width, losing no word.
PROSE = [
    ("analyze", "samples/wrong-claim.fish", "--odds"),
    ("risk", "samples/wrong-claim.fish", "LH"),
    ("explain", "samples/wrong-claim.fish", "2H"),
    ("explain", "samples/gofish/go-fish-family.fish", "--at", "30", "Ben holds a 5"),
    ("tournament", "--bots", "random,random", "--games", "2", "-q"),
    ("tournament", "--game", "go-fish", "--bots", "random,random", "--games", "2", "-q"),
]


@pytest.mark.parametrize("width", [80])
@pytest.mark.parametrize("args", PROSE, ids=lambda a: " ".join(a[:2]))
def test_prose_wraps_to_the_terminal_and_keeps_every_word(
    width: int, args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # the files as a user names them (a head line keeps its file whole)
    narrow = _cli(width, *args)
    _assert_fits(narrow, width)
    wide = _cli(1000, *args)
    assert max(cell_len(line) for line in wide.splitlines()) > width  # there was prose to wrap
    assert narrow.split() == wide.split()  # only the line breaks differ


def test_puzzle_make_lists_each_puzzle_within_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    out = _cli(60, "puzzle", "make", "--count", "1", "-q", "--out", "p")
    _assert_fits(out, 60)
    assert "holder-medium-6p-s1-001" in out


# Issue 30, round 2, item D: a cell "¬B C" read as "not B, but C"; each player left out is marked,
# and the key shows what one such cell of the grid means.
@pytest.mark.parametrize(
    ("sample", "args"),
    [("friday-club.fish", ()), ("russian-fish-eight.fish", ("--as", "public", "--at", "4"))],
)
def test_a_cell_marks_each_player_left_out_and_the_key_reads_one(
    sample: str, args: tuple[str, ...]
) -> None:
    out = _cli(80, "analyze", SAMPLES / sample, *args)
    cells = _grid_cells(out)
    left_out = [cell for cell in cells.values() if "¬" in cell]
    assert left_out
    for cell in left_out:
        assert all(part.startswith("¬") for part in cell.split()), cell
    names, _ = _key(out.splitlines())
    example = left_out[0]
    spelled = [names[part.removeprefix("¬")] for part in example.split()]
    key = " ".join(" ".join(out[out.index("Key:") :].split("Claimable:")[0].split()).split())
    assert f"¬ marks a player left out of them ({example}: any but {' and '.join(spelled)})" in key
