"""Rich rendering of a Go Fish family review: the timeline, certain books, the summaries.
Computes nothing: every figure comes from the report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.render.common import Phrases, estimated_percent, score_words
from fishsolve.render.moments import critical_view
from fishsolve.render.views import Folded

if TYPE_CHECKING:  # the review's modules load the counter; rendering needs only their types
    from fishsolve.gofish.review.game import FishEventReview, FishReviewReport
    from fishsolve.gofish.review.highlights import AskChoice, AskReview, PlayerSummary


def _pct(x: float | None) -> str:
    if x is None:
        return "–"
    if 0 < x < 0.005:
        return "<1%"
    if 0.995 <= x < 1:
        return ">99%"
    return f"{round(100 * x)}%"


def _chance(choice: AskChoice) -> str:
    """An ask's chance of a yes: exact, or ``≈`` an estimate with its 95% interval."""
    return (
        _pct(choice.chance) if choice.exact else estimated_percent(choice.chance, choice.interval)
    )


def _ask_cells(e: FishEventReview) -> tuple[Text, Text]:
    ask = e.ask
    chance = Text()
    if ask is not None:
        if ask.chosen is not None and ask.best is not None:
            good = ask.place == 1
            style = "bold green" if good else ""
            chance.append(_chance(ask.chosen), style=style if ask.chosen.exact else "magenta")
            chance.append(f" / {_chance(ask.best)}", style="dim" if ask.best.exact else "magenta")
        elif ask.status != "counted":
            chance.append(ask.status, style="dim")
    told = Text()
    if e.told.answer is not None:
        q = f"{e.told.question:.1f}+" if e.told.question is not None else ""
        told.append(f"{q}{e.told.answer:.1f}")
    else:
        told.append(e.told.note, style="dim")
    return chance, told


def _highlights(e: FishEventReview) -> Text:
    out = Text()

    def add(text: str, style: str) -> None:
        if out:
            out.append("\n")
        out.append(text, style=style)

    ask = e.ask
    if ask is not None and ask.lacked:
        add("lacked the rank (log error)", "bold red")
    elif e.error:
        add(f"error: {e.error}", "bold red")
    if ask is not None and ask.sure_passed:
        words = ", ".join(a.words for a in ask.sure_passed)
        add(f"sure ask passed by: {words}", "yellow")
    if ask is not None and ask.chosen is not None and ask.chosen.chance == 1 and ask.chosen.exact:
        add("sure ask", "green")
    return out


def fish_review_view(report: FishReviewReport) -> RenderableType:
    """The whole review for the terminal."""
    score = ", ".join(f"{n} {s}" for n, s in report.score.items())
    head = Phrases(
        (
            Text(f"Review of {report.file or 'a game'}:", style="bold"),
            Text(f"{report.game};"),
            Text(score_words(score, report.over, report.turn), style="bold"),
        )
    )
    parts: list[RenderableType] = [head]
    coverage = ", ".join(
        f"{v.viewer} {c}/{n}" + (f" (+{k} estimated)" if k else "")
        for v in report.views
        for c, n in [report.coverage(v.viewer)]
        for k in [report.estimated(v.viewer)]
    )
    if report.precision is None:
        past = "Past the budget a position has no figures."
        if report.game == "go-fish" and any(a.status == "over budget" for a in _asks(report)):
            past += " `review --precision 8` estimates the asks past it (Go Fish, books of four)."
    else:
        past = (
            "Past the budget a position has no figures, except a seat's position just before "
            "its own ask (Go Fish): its chances are ESTIMATED (≈, with their 95% interval in "
            f"brackets; {report.precision} samples), beside the proved possibilities, or, when "
            "the proved possibilities settle the ask and the best ask, exact."
        )
    parts.append(
        Text(
            f"Positions counted exactly within the budget ({report.budget or 'none'} steps): "
            f"{coverage}. {past}",
            style="dim",
        )
    )
    for err in report.errors:
        parts.append(Text(f"log error: {err}", style="bold red"))
    parts.append(critical_view(report.critical, report.sides))
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    table.add_column("Event", overflow="fold")
    table.add_column("Yes / best", justify="right", no_wrap=True)
    table.add_column("Bits", justify="right", no_wrap=True)
    table.add_column("Highlights", overflow="fold")
    for e in report.events:
        chance, told = _ask_cells(e)
        table.add_row(str(e.number), e.text, chance, told, _highlights(e))
    parts.append(table)
    parts.append(
        Text(
            "Yes / best: the ask's exact chance of a yes in the asker's own view, and the best "
            "legal ask's (green: a best ask"
            + ("" if report.precision is None else "; ≈: an ESTIMATE, with its 95% interval")
            + "). Bits: what the question and the answer told the table (public view).",
            style="dim",
        )
    )
    if report.certain_books:
        books = Table(box=box.SIMPLE_HEAD, pad_edge=False, title="Books certain to be completable")
        for col in ("Player", "Rank", "Certain after event", "Laid at event", "Turns later"):
            books.add_column(col, justify="right" if col != "Player" else "left")
        for b in report.certain_books:
            books.add_row(
                b.player,
                b.rank,
                str(b.since),
                "–" if b.laid is None else str(b.laid),
                "–" if b.turns is None else str(b.turns),
            )
        parts.append(books)
    summary = Table(box=box.SIMPLE_HEAD, pad_edge=False, title="Players")
    cols = ("Player", "asks", "yes", "lucky", "books", "rated", "chance", "best", "quality")
    for col in (*cols, "sure passed", "lacked", "bits q+a"):
        summary.add_column(col, justify="left" if col == "Player" else "right")
    for s in report.summaries:
        summary.add_row(
            s.name,
            str(s.asks),
            str(s.yes),
            str(s.lucky),
            str(s.books),
            str(s.rated) + (f" ({s.estimated}≈)" if s.estimated else ""),
            *(_mean(s, value) for value in (s.mean_chance, s.mean_best, s.quality)),
            str(s.sure_passed),
            str(s.lacked),
            f"{s.question_bits:.1f}+{s.answer_bits:.1f}",
        )
    parts.append(summary)
    if any(s.estimated for s in report.summaries):
        parts.append(
            Text(
                "rated (n≈): n of the rated asks rest on ESTIMATED chances; the means marked ≈ "
                "include them.",
                style="dim",
            )
        )
    return Group(*parts)


def _asks(report: FishReviewReport) -> list[AskReview]:
    return [e.ask for e in report.events if e.ask is not None]


def _mean(s: PlayerSummary, value: float | None) -> str:
    """A player's mean: exact, or ``≈`` when some of its asks are estimated."""
    return _pct(value) if not s.estimated or value is None else "≈" + _pct(value)


def folded_fish_review(report: FishReviewReport) -> Folded:
    """The review, its tables wrapping their cells to the terminal's width."""
    return Folded(fish_review_view(report))
