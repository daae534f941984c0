"""The puzzle headers of the notation: `question:` and `answer:`, in text and in JSON."""

from __future__ import annotations

import pytest

from fishsolve import NotationError, dump_log, load_log, parse_log, write_log
from fishsolve.literature.game.question import CLAIM, HOLDER

HEAD = "players: Asha Ben Cara Dev Eli Fay\nhand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
BODY = "\nBen asks Cara for 9C: no\nCara asks Dev for 3D: no\n"


@pytest.mark.parametrize(
    "line", ["question: who holds 6D?", "question: holder 6d", "question: 6D ?", "QUESTION: 6♦"]
)
def test_holder_question_spellings(line: str) -> None:
    log = parse_log(HEAD + line + BODY)
    assert log.question is not None
    assert (log.question.kind, str(log.question.card), log.question.keyed) == (HOLDER, "6D", False)


@pytest.mark.parametrize("line", ["question: what can you claim?", "question: claim"])
def test_claim_question_spellings(line: str) -> None:
    log = parse_log(HEAD + line + BODY)
    assert log.question is not None
    assert (log.question.kind, log.question.claims) == (CLAIM, None)


def test_answers_in_any_header_order_and_canonical_form() -> None:
    text = (
        "players: Asha Ben Cara Dev Eli Fay\n"
        "answer: high spades: Asha QS KS AS, Cara 9S 10S JS\n"
        "answer: LD: cara 6d, asha 2d 3d 4d 5d 7d\n"
        "question: claim\n"
        "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n" + BODY
    )
    log = parse_log(text)
    assert log.question is not None
    assert log.question.claims is not None
    assert [k.half_suit.code for k in log.question.claims] == ["LD", "HS"]  # deck order
    out = write_log(log)
    assert out.splitlines()[2:5] == [
        "question: what can you claim?",
        "answer: low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D",
        "answer: high spades: Cara 9S 10S JS, Asha QS KS AS",
    ]
    assert parse_log(out) == log
    assert write_log(parse_log(out)) == out


def test_holder_answer_round_trips_through_json() -> None:
    log = parse_log(HEAD + "question: who holds 6D?\nanswer: ca\n" + BODY)
    assert log.question is not None
    assert log.question.holder is not None
    assert log.question.holder.name == "Cara"
    data = dump_log(log)
    assert '"question": {\n    "kind": "holder",\n    "card": "6D",\n    "answer": "Cara"' in data
    assert load_log(data) == log
    assert parse_log(write_log(load_log(data))) == log


def test_claim_answer_round_trips_through_json() -> None:
    log = parse_log(
        HEAD + "question: what can you claim?\n"
        "answer: low diamonds: Asha 2D 3D 4D 5D 7D, Cara 6D\n" + BODY
    )
    back = load_log(dump_log(log))
    assert back == log
    assert back.question is not None
    assert back.question.claims is not None
    assert back.question.claims[0].owner_of[back.rules.deck.card("6D")].name == "Cara"
    unkeyed = parse_log(HEAD + "question: claim\n" + BODY)
    assert '"answer": null' in dump_log(unkeyed)
    assert load_log(dump_log(unkeyed)) == unkeyed


def test_a_log_without_a_question_writes_no_question_key() -> None:
    log = parse_log(HEAD + BODY)
    assert log.question is None
    assert '"question"' not in dump_log(log)


@pytest.mark.parametrize(
    ("lines", "where", "message"),
    [
        ("question: who has 6D", "3:11", r"expected the question 'who holds CARD\?'"),
        ("question: who holds 8D?", "3:21", "8D is not in the standard"),
        ("answer: Cara", "3:1", "an answer needs a 'question:' header"),
        ("question: 6D\nanswer: Cara Dev", "4:9", "expected the name of the player"),
        ("question: 6D\nanswer: Cara\nanswer: Dev", "5:1", "a holder question has one answer"),
        ("question: claim\nanswer: LD: Asha 2D 3D", "4:9", "no owner for 4D 5D 6D 7D"),
        ("question: claim\nanswer: Cara", "4:9", "'Cara' is not a half-suit"),
        ("question: claim\nanswer: LD: Asha 2D 3D 4D 5D 7D 9C", "4:33", "9C is not in low"),
        ("question: 6D\nquestion: claim", "4:1", "header 'question' appears twice"),
    ],
)
def test_located_errors(lines: str, where: str, message: str) -> None:
    with pytest.raises(NotationError, match=message) as info:
        parse_log(HEAD + lines + BODY)
    loc = info.value.location
    assert loc is not None
    assert f"{loc.line}:{loc.column}" == where


@pytest.mark.parametrize(
    ("question", "message"),
    [
        ({"kind": "who"}, "question.kind: expected 'holder' or 'claim'"),
        ({"kind": "holder", "card": "1H"}, "question.card"),
        ({"kind": "holder", "card": "6D", "answer": 3}, "question.answer: expected a player"),
        ({"kind": "claim", "answer": {}}, "question.answer: expected a list"),
        (
            {"kind": "claim", "answer": [{"half_suit": "LD", "owners": {"2D": "Asha"}}]},
            r"question.answer\[0\].owners: name the owner of all six",
        ),
    ],
)
def test_json_errors_name_the_path(question: dict[str, object], message: str) -> None:
    import json

    data = json.loads(dump_log(parse_log(HEAD + BODY)))
    data["question"] = question
    with pytest.raises(NotationError, match=message):
        load_log(json.dumps(data))
