"""`convert` writes only what `check` accepts (issue 30, round 2, item B).

A Go Fish JSON log may say what no game could have (a book of the wrong size; a card drawn of the
rank asked for but not marked lucky) and what the text notation cannot say: `convert` used to
write such a log as text that `check` accepted, the book's cards dropped and the hidden draw
turned lucky. Now both families' `convert` refuses whatever `check` refuses, with the same error,
and writes nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]
BROKEN = sorted((ROOT / "tests" / "broken").iterdir())
SAMPLES = sorted(ROOT.joinpath("samples").glob("*.fish")) + sorted(
    ROOT.joinpath("samples", "gofish").glob("*.fish")
)


def _go_fish_json(tmp_path: Path) -> dict[str, object]:
    out = tmp_path / "family.json"
    code, _, err = invoke("convert", ROOT / "samples" / "gofish" / "go-fish-family.fish", "-o", out)
    assert code == 0, err
    data: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return data


def _a_book_of_one_card(data: dict[str, object]) -> str:
    events = data["events"]
    assert isinstance(events, list)
    book = next(e for e in events if e["type"] == "book")
    book["cards"] = [f"{book['rank']}C"]
    return "a book has 4 cards; 1 named"


def _a_lucky_draw_not_said(data: dict[str, object]) -> str:
    events = data["events"]
    assert isinstance(events, list)
    # "Asha asks Ben for 3: go fish, draws 9H": asked for 9 instead, the draw is the rank asked.
    ask = next(e for e in events if e.get("drawn") == "9H")
    ask["rank"] = "9"
    assert "lucky" not in ask
    return "the draw was 9H, of rank 9, the rank asked for"


@pytest.mark.parametrize("damage", [_a_book_of_one_card, _a_lucky_draw_not_said])
@pytest.mark.parametrize("to", ["text", "json"])
def test_convert_refuses_a_go_fish_json_log_that_check_refuses(
    damage: object, to: str, tmp_path: Path
) -> None:
    data = _go_fish_json(tmp_path)
    assert callable(damage)
    expected = damage(data)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    code, _, refused = invoke("check", path)
    assert code == 1
    assert expected in refused
    out = tmp_path / f"written.{to}"
    code, written, err = invoke("convert", "--to", to, path, "-o", out)
    assert (code, written, err) == (1, "", refused)
    assert not out.exists()


@pytest.mark.parametrize("path", BROKEN + SAMPLES, ids=lambda p: p.name)
def test_convert_refuses_exactly_what_check_refuses(path: Path) -> None:
    checked, _, check_err = invoke("check", path)
    converted, out, convert_err = invoke("convert", "--to", "text", path)
    assert converted == checked
    if checked:
        assert (out, convert_err) == ("", check_err)
    else:
        assert out
