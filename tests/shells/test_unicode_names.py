"""Players named in any script, with their accents (José, Zoë, Νίκος), through both families'
logs on the command line: read, checked, analysed from their seat (named in another case and
with the accent typed another way), and converted to JSON and back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from clirun import invoke

ROOT = Path(__file__).resolve().parents[2]


def test_a_literature_log_with_accented_names(tmp_path: Path) -> None:
    friday = (ROOT / "samples" / "friday-club.fish").read_text(encoding="utf-8")
    renamed = {"Asha": "José", "Ben": "Zoë", "Cara": "Νίκος"}
    for old, new in renamed.items():
        friday = friday.replace(old, new)
    path = tmp_path / "friday.fish"
    path.write_text(friday, encoding="utf-8")
    code, out, err = invoke("check", path)
    assert (code, err) == (0, "")
    assert "José (1), Νίκος (3)" in out
    code, out, err = invoke("analyze", path, "--as", "JOSE\u0301", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["perspective"] == "José"
    code, out, err = invoke("convert", path, "--to", "json")
    assert code == 0
    back = tmp_path / "back.json"
    back.write_text(out, encoding="utf-8")
    code, text, err = invoke("convert", back, "--to", "text")
    assert (code, err) == (0, "")
    code, again, _ = invoke("convert", path, "--to", "text")
    assert text == again


def test_a_go_fish_log_with_accented_names(tmp_path: Path) -> None:
    path = tmp_path / "fish.fish"
    path.write_text(
        "game: go-fish\nplayers: Zoë Müller\ndeck: 2 3 4\ndeal: 3\nhand Zoë: 2C 2D 3C\n\n"
        "Zoë asks Müller for 2: go fish\n",
        encoding="utf-8",
    )
    code, out, err = invoke("check", path)
    assert (code, err) == (0, "")
    code, out, err = invoke("analyze", path, "--as", "zoe\u0308", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["viewer"] == "Zoë"
