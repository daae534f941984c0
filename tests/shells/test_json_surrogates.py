"""Half of a surrogate pair in a JSON log (issue 30, round 2, item A): JSON may escape a UTF-16
half alone (``"\\ud800"``), which is no character at all. Both families' readers refuse it,
wherever it is in the document, with one located error; ``check`` and ``convert`` agree (before,
``check`` passed such a comment and ``convert`` ended in a UnicodeEncodeError)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

from fishsolve.errors import NotationError
from fishsolve.text.jsonlocate import parse_json

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
LOGS = {
    "literature": SAMPLES / "wrong-claim.fish",
    "go-fish": SAMPLES / "gofish" / "go-fish-family.fish",
}


def _json_of(family: str, tmp_path: Path) -> dict[str, object]:
    out = tmp_path / f"{family}.json"
    code, _, err = invoke("convert", LOGS[family], "-o", out)
    assert code == 0, err
    data: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("family", sorted(LOGS))
@pytest.mark.parametrize(
    ("escape", "where"),
    [("\\ud800", "comment"), ("\\udfff", "comment"), ("\\ud83d", "key"), ("\\udc00", "player")],
)
def test_check_and_convert_refuse_a_lone_surrogate_at_its_line(
    family: str, escape: str, where: str, tmp_path: Path
) -> None:
    data = _json_of(family, tmp_path)
    comments = data.setdefault("comments", [])
    assert isinstance(comments, list)
    if where == "comment":
        comments.insert(0, {"after": 0, "text": "SURROGATE"})
    elif where == "key":
        data["SURROGATE"] = 1
    text = json.dumps(data, indent=2).replace("SURROGATE", f"x{escape}y")
    if where == "player":
        text = text.replace('"Ana"' if family == "literature" else '"Ben"', f'"B{escape}"', 1)
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.split("\n"), 1) if escape in row)
    for command in (["check"], ["convert", "--to", "text"]):
        code, out, err = invoke(*command, path)
        assert code == 1, (command, out, err)
        assert err.startswith(f"{path}:{line}:"), err
        assert f"{escape} is half of a surrogate pair, not a character" in err.split("\n")[0]
        assert "Traceback" not in err
    assert not (tmp_path / "bad.fish").exists()


def test_a_whole_pair_is_a_character_and_round_trips(tmp_path: Path) -> None:
    data = _json_of("literature", tmp_path)
    data["comments"] = [{"after": 0, "text": "FACE"}]
    path = tmp_path / "pair.json"
    path.write_text(json.dumps(data).replace("FACE", "smile \\ud83d\\ude00"), encoding="utf-8")
    code, out, err = invoke("convert", "--to", "text", path)
    assert code == 0, err
    assert "# smile \U0001f600\n" in out


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ('{"a": "\\ud800"}', 8),
        ('{"a": "\\ud800\\ud800\\udc00"}', 8),  # a high half, then a whole pair
        ('{"a": "\\udc00\\ud800"}', 8),  # the halves in the wrong order
        ('{"a": "\\ud800x\\udc00"}', 8),  # a character between the halves
        ('{"a": "ok", "b": "\\\\\\ud800"}', 21),  # after an escaped backslash
        ('{"a": "\\ud800\\n"}', 8),
    ],
)
def test_the_first_lone_half_is_located(text: str, column: int) -> None:
    with pytest.raises(NotationError) as info:
        parse_json(text, "g.json")
    assert info.value.location is not None
    assert (info.value.location.line, info.value.location.column) == (1, column)


@pytest.mark.parametrize(
    "text", ['{"a": "\\\\ud800"}', '{"a": "\\ud83d\\ude00"}', '{"a": "\\u00e9\\\\"}', '{"a": 1}']
)
def test_escapes_that_are_characters_are_read(text: str) -> None:
    assert parse_json(text) == json.loads(text)
