"""A review of a log whose table voided an ask (S-PT §05: "Perante um pedido inválido ... pare e
combine uma correção justa"; ``correction: void``): the voided ask did not happen, so it has no
question for the public view to count (issue 30, round 2, item C: `review` of
samples/table-corrections.fish ended in KeyError: 'question:1')."""

from __future__ import annotations

from pathlib import Path

from clirun import invoke

from fishsolve import parse_log
from fishsolve.literature.review.game import review

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def test_review_of_the_corrections_sample_in_text_and_html(tmp_path: Path) -> None:
    sample = SAMPLES / "table-corrections.fish"
    code, out, err = invoke("review", sample)
    assert code == 0, err
    assert "Ben asked Fay for 9C: no" in out
    page = tmp_path / "review.html"
    code, _, err = invoke("review", sample, "--html", page)
    assert code == 0, err
    assert "Ben asked Fay for 9C" in page.read_text(encoding="utf-8")


def test_a_voided_ask_tells_nothing_and_the_next_ask_is_counted_from_before_it() -> None:
    # A full deal (the review counts the public view only where a run of asks begins): Omar's
    # second ask, voided, sits inside his run of asks.
    text = (SAMPLES / "full-deal-six.fish").read_text(encoding="utf-8")
    first = "Omar asks Priya for 9S: yes\n"
    text = text.replace(first, first + "Omar asks Nico for 4S: no\ncorrection: void\n", 1)
    report = review(parse_log(text))
    events = report.events
    assert events[1].text == "Omar asked Nico for 4S: no"
    assert events[1].ask is not None
    assert events[1].ask.information is None
    told = [e.ask.information for e in (events[0], events[3]) if e.ask is not None]
    assert all(info is not None and info.bits > 0 for info in told), told
