"""Rich rendering of `review` reports: the timeline, the missed claims, the summaries."""

from __future__ import annotations

from collections.abc import Callable

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.render.analysis import percent
from fishsolve.review.claims import MissedClaim
from fishsolve.review.game import EventReview, ReviewReport, Summary


def _half(key: str) -> str:
    return key.replace("-", " ")


def _highlights(event: EventReview, report: ReviewReport) -> Text:
    out = Text()

    def add(text: str, style: str) -> None:
        if out:
            out.append("\n")
        out.append(text, style=style)

    # Short labels: the column is narrow at 80 columns; the notes below the tables say more.
    if event.ask is not None and event.ask.illegal:
        add("illegal ask", "bold red")
    claim = event.claim
    if claim is not None and claim.verdict == "gamble":
        add(f"gamble {percent(claim.right)}", "yellow")
    elif claim is not None and claim.verdict == "blunder":
        add("blunder", "bold red")
    elif claim is not None and claim.verdict == "sound":
        add("sound", "green")
    for index in event.missed:
        add(f"missed: {report.missed_claims[index].player}", "magenta")
    return out


def _ask_cells(event: EventReview) -> tuple[Text, Text]:
    ask = event.ask
    if ask is None:
        return Text(""), Text("")
    chance = Text()
    if ask.chance is not None:
        good = ask.best_chance is not None and ask.chance == ask.best_chance
        chance.append(percent(ask.chance), style="bold green" if good else "")
        chance.append(f" / {percent(ask.best_chance)}", style="dim")
    info = Text()
    if ask.information is not None:
        i = ask.information
        info.append(f"{i.question_bits:.1f}+{i.answer_bits:.1f}")
    return chance, info


def timeline(report: ReviewReport) -> Table:
    """Every event with its ask numbers and highlights."""
    table = Table(
        title="Timeline",
        title_justify="left",
        header_style="bold",
        pad_edge=False,
        box=box.SIMPLE_HEAD,
    )
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("line", justify="right", style="dim", no_wrap=True)
    table.add_column("event", min_width=28)
    table.add_column("chance/best", justify="right", no_wrap=True)
    table.add_column("bits q+a", justify="right", no_wrap=True)
    table.add_column("highlights")
    for event in report.events:
        chance, info = _ask_cells(event)
        table.add_row(
            str(event.number),
            str(event.line) if event.line is not None else "",
            event.text,
            chance,
            info,
            _highlights(event, report),
        )
    return table


def _missed_row(m: MissedClaim) -> tuple[str, ...]:
    until = f"event {m.until}" if m.until is not None else "end"
    ended = f"{m.ended} by {m.claimed_by}" if m.claimed_by else m.ended
    scored = f"team {m.scored_by}" if m.scored_by else "nobody"
    if m.opponents_scored:
        scored += " (opponents)"
    return (
        m.player,
        _half(m.half_suit),
        f"after event {m.since}",
        f"{until} ({ended})",
        str(m.turns),
        str(m.events),
        scored,
    )


def missed_table(report: ReviewReport) -> RenderableType:
    """The missed claims, in the order they arose."""
    if not report.missed_claims:
        return Text("No missed claims.", style="dim")
    table = Table(title="Missed claims", title_justify="left", header_style="bold")
    for name in ("player", "half-suit", "provable", "until", "turns lost", "events", "scored by"):
        table.add_column(name, no_wrap=name != "until")
    for m in report.missed_claims:
        table.add_row(*_missed_row(m))
    return table


def _ask_row(s: Summary) -> tuple[str, ...]:
    quality = "—" if s.ask_quality is None else f"{s.ask_quality:.2f}"
    chance = f"{percent(s.mean_chance)} / {percent(s.mean_best_chance)}"
    return (
        s.name,
        str(s.asks),
        str(s.yes),
        quality,
        chance if s.rated_asks else "—",
        str(s.illegal_asks),
        f"{s.bits_given:.1f}",
        f"{s.question_bits:.1f}+{s.answer_bits:.1f}",
    )


def _claim_row(s: Summary) -> tuple[str, ...]:
    # Claims nobody could judge (the claimer's hand unknown) are not counted as judged.
    def judged(n: int) -> str:
        return str(n) if s.judged or not s.claims else "—"

    return (
        s.name,
        s.team,
        str(s.claims),
        str(s.right),
        judged(s.sound),
        judged(s.gambles),
        judged(s.blunders),
        str(s.missed),
    )


def _summary(
    report: ReviewReport,
    title: str,
    heads: tuple[str, ...],
    row: Callable[[Summary], tuple[str, ...]],
) -> Table:
    table = Table(title=title, title_justify="left", header_style="bold")
    for name in heads:
        left = name in ("player", "team")
        table.add_column(name, justify="left" if left else "right", no_wrap=True)
    for s in report.player_summaries:
        table.add_row(*row(s))
    table.add_section()
    for s in report.team_summaries:
        table.add_row(*row(s), style="bold")
    return table


def summary_table(report: ReviewReport) -> Group:
    """The summary per player, then per team, as two tables that fit 80 columns: asks, claims."""
    asks = _summary(
        report,
        "Summary: asks",
        ("player", "asks", "yes", "quality", "chance/best", "illegal", "bits", "q+a"),
        _ask_row,
    )
    claims = _summary(
        report,
        "Summary: claims",
        ("player", "team", "claims", "right", "sound", "gambles", "blunders", "missed"),
        _claim_row,
    )
    return Group(asks, claims)


def review_view(report: ReviewReport) -> RenderableType:
    """The whole report: a header, the timeline, the missed claims and the summary."""
    head = Text(f"{report.file}: ", style="bold")
    views = ", ".join(v.label for v in report.views)
    head.append(f"{len(report.events)} events; views: {views}; ")
    head.append(f"final score A {report.score[0]} – B {report.score[1]}")
    notes = Text(
        "chance/best: the exact chance of the ask in the asker's view, and of their best legal "
        "ask. bits q+a: what the ask told the public view (question + answer). illegal ask: the "
        "deal shows the asker held the card or no other card of its half-suit. gamble N%: a claim "
        "the claimer could not prove, right with chance N%; blunder: it could not be right; "
        "sound: proved; —: no claim judged (the log does not give the claimer's hand). missed: P = "
        "from here P could have proved a claim (see Missed claims). "
        "docs/review.md defines every figure.",
        style="dim",
    )
    return Group(head, timeline(report), missed_table(report), summary_table(report), notes)
