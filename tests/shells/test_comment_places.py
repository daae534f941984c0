"""Comments before the first event keep their side of the headers (issue 30, round 2, item D: a
comment after the headers moved above `players:` in a text → JSON → text round trip). A comment
on a line of its own after the last header stays below the headers, in both families, in the
text and in the JSON (``"after_headers": true``); one above or between headers stays above them
(the canonical form reorders headers)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import invoke

LOGS = {
    "literature": """# above the headers
players: Asha Ben Cara Dev Eli Fay
# between headers
hand Asha: 2D 3D 4D 5D 7D QS KS AS

# below the headers
# and a second line
Ben asks Cara for 9C: no
# after event 1
""",
    "go-fish": """# above the headers
game: go-fish
players: Ana Bo
# between headers
start: Ana

# below the headers
# and a second line
Ana asks Bo for 5: go fish
# after event 1
""",
}


@pytest.mark.parametrize("family", sorted(LOGS))
def test_text_to_json_to_text_keeps_each_comment_in_its_place(family: str, tmp_path: Path) -> None:
    text = tmp_path / "game.fish"
    text.write_text(LOGS[family], encoding="utf-8")
    code, canonical, err = invoke("convert", "--to", "text", text)
    assert code == 0, err
    lines = canonical.splitlines()
    first_event = next(i for i, line in enumerate(lines) if "asks" in line)
    assert lines[0] == "# above the headers"
    assert lines[1] == "# between headers"
    assert lines[first_event - 2 : first_event] == ["# below the headers", "# and a second line"]
    assert lines[first_event - 3] == ""  # the blank line after the headers
    assert lines[first_event + 1] == "# after event 1"
    document = tmp_path / "game.json"
    code, _, err = invoke("convert", text, "-o", document)
    assert code == 0, err
    comments = json.loads(document.read_text(encoding="utf-8"))["comments"]
    assert [c.get("after_headers", False) for c in comments] == [False, False, True, True, False]
    code, again, err = invoke("convert", "--to", "text", document)
    assert (code, again) == (0, canonical), err


@pytest.mark.parametrize("family", sorted(LOGS))
@pytest.mark.parametrize(
    ("comment", "message"),
    [
        ({"after": 1, "text": "x", "after_headers": True}, "comments[0].after_headers: only"),
        ({"after": 0, "text": "x", "after_headers": "yes"}, "expected bool, found 'yes'"),
        ({"after": 9, "text": "x"}, "comments[0].after: expected 0 to 1 (events before)"),
    ],
)
def test_a_json_comment_the_text_could_not_hold_is_refused(
    family: str, comment: dict[str, object], message: str, tmp_path: Path
) -> None:
    text = tmp_path / "game.fish"
    text.write_text(LOGS[family], encoding="utf-8")
    document = tmp_path / "game.json"
    code, _, err = invoke("convert", text, "-o", document)
    assert code == 0, err
    data = json.loads(document.read_text(encoding="utf-8"))
    data["comments"] = [comment]
    document.write_text(json.dumps(data, indent=2), encoding="utf-8")
    code, _, err = invoke("check", document)
    assert code == 1
    assert message in err
