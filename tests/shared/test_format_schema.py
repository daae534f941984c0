"""The record format's JSON Schema (fishsolve/text/spec/log.schema.json) and its version
(docs/format.md).

The schema accepts every sample log, in the JSON fishsolve writes of it (``convert --to json``
writes it with the same functions) and as shipped, and the JSON ``fishsolve import`` writes; a
document changed at one field is refused with the path of that field. The version: the files of
tests/golden/format-1/ are version 1 as written (``format: 1``, ``"fishsolve": 1``) and must keep
reading in every later fishsolve; a later version is refused at its line.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from fishsolve.errors import NotationError
from fishsolve.families import family_of
from fishsolve.gofish.notation.jsonform import fish_log_to_dict, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.literature.notation.jsonform import load_log
from fishsolve.literature.notation.jsonwrite import log_to_dict
from fishsolve.literature.notation.text import parse_log
from fishsolve.text.format import FORMAT_VERSION, log_schema
from fishsolve.text.reading import LogInput

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(ROOT.joinpath("samples").rglob("*.fish"))
OLD = ROOT / "tests" / "golden" / "format-1"


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    schema = log_schema()
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _as_json(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    if "game:" in text.split("\n\n", 1)[0]:
        return fish_log_to_dict(parse_fish_log(text, str(path)))
    return log_to_dict(parse_log(text, str(path)))


def test_every_sample_fits_the_schema(validator: Draft202012Validator) -> None:
    assert len(SAMPLES) > 40
    games = set()
    for path in SAMPLES:
        doc = _as_json(path)
        games.add(doc.get("game", "literature"))
        errors = list(validator.iter_errors(doc))
        assert not errors, (path, best_match(errors).message)
    assert games == {"literature", "go-fish", "authors", "simplified-fish"}
    # The JSON samples that are logs (a review's report has events too, but no version).
    docs = [
        json.loads(p.read_text(encoding="utf-8")) for p in ROOT.joinpath("samples").rglob("*.json")
    ]
    shipped = [doc for doc in docs if "fishsolve" in doc]
    assert shipped
    for doc in shipped:
        assert validator.is_valid(doc)


def test_imported_json_fits_the_schema(validator: Draft202012Validator) -> None:
    from fishsolve.families import family_of_source
    from fishsolve.family.requests import ImportRecord

    record = ROOT / "samples" / "import" / "openspiel-go_fish-3p.txt"
    family = family_of_source("openspiel")
    for view in (None, "public", "1"):
        imported = family.import_record(
            LogInput.read(record), ImportRecord("openspiel", view, "json")
        )
        assert validator.is_valid(json.loads(imported.text)), view


@pytest.mark.parametrize(
    ("where", "value", "path"),
    [
        (("events", 0, "answer"), "maybe", "$.events[0].answer"),
        (("events", 0, "type"), "bid", "$.events[0].type"),
        (("players",), ["Asha", "Ben"], "$.players"),
        (("fishsolve",), "1", "$.fishsolve"),
        (("hands", "Asha", 0), 7, "$.hands.Asha[0]"),
        (("events", 6, "outcome"), "maybe", "$.events[6].outcome"),
        (("comments",), [{"after": -1, "text": "x"}], "$.comments[0].after"),
    ],
)
def test_a_mutated_literature_document_fails_at_its_field(
    validator: Draft202012Validator, where: tuple[Any, ...], value: Any, path: str
) -> None:
    doc = _as_json(OLD / "literature.fish")
    assert validator.is_valid(doc)
    bad = copy.deepcopy(doc)
    target = bad
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    error = best_match(validator.iter_errors(bad))
    assert error is not None
    assert error.json_path == path


@pytest.mark.parametrize(
    ("where", "value", "path"),
    [
        (("game",), "poker", "$.game"),
        (("events", 0, "given"), -1, "$.events[0].given"),
        (("events", 1, "drawn"), 5, "$.events[1].drawn"),
        (("events", 0, "colour"), "red", "$.events[0]"),
        (("deal",), 0, "$.deal"),
    ],
)
def test_a_mutated_go_fish_document_fails_at_its_field(
    validator: Draft202012Validator, where: tuple[Any, ...], value: Any, path: str
) -> None:
    doc = _as_json(OLD / "gofish.fish")
    assert validator.is_valid(doc)
    bad = copy.deepcopy(doc)
    target = bad
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    error = best_match(validator.iter_errors(bad))
    assert error is not None
    assert error.json_path == path


def test_version_one_files_keep_reading(validator: Draft202012Validator) -> None:
    files = sorted(OLD.iterdir())
    assert [p.name for p in files] == [
        "gofish.fish",
        "gofish.json",
        "literature.fish",
        "literature.json",
    ]
    for path in files:
        text = path.read_text(encoding="utf-8")
        given = LogInput(str(path), text)
        family = family_of(given)
        assert family.check(given).to_dict()["ok"] is True
        if path.suffix == ".json":
            assert json.loads(text)["fishsolve"] == 1
            assert validator.is_valid(json.loads(text))
            log = load_fish_log(text) if family.key == "gofish" else load_log(text)
            twin = path.with_suffix(".fish").read_text(encoding="utf-8")
            parse = parse_fish_log if family.key == "gofish" else parse_log
            assert log.events == parse(twin).events
        else:
            assert text.splitlines()[1 if family.key == "literature" else 2] == "format: 1"


@pytest.mark.parametrize("name", ["literature.fish", "gofish.fish"])
def test_a_later_version_is_refused_at_its_line(name: str) -> None:
    text = (OLD / name).read_text(encoding="utf-8")
    later = text.replace("format: 1", f"format: {FORMAT_VERSION + 1}")
    parse = parse_fish_log if name.startswith("gofish") else parse_log
    with pytest.raises(NotationError) as caught:
        parse(later, name)
    err = caught.value
    assert err.message == (
        f"format {FORMAT_VERSION + 1} is newer than this fishsolve reads ({FORMAT_VERSION} and "
        "before); a later fishsolve wrote the log"
    )
    assert err.location is not None
    assert err.location.line == later.splitlines().index(f"format: {FORMAT_VERSION + 1}") + 1
    for bad in ("0", "x", "1 2"):
        with pytest.raises(NotationError, match="format"):
            parse(text.replace("format: 1", f"format: {bad}"), name)
