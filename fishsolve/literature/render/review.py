"""Rich rendering of `review` reports: the timeline, the missed claims, the summaries."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text

from fishsolve.literature.review.claims import MissedClaim
from fishsolve.literature.review.report import EventReview, ReviewReport, Summary
from fishsolve.render.common import Phrases, counted, percent, score_words
from fishsolve.render.moments import critical_view
from fishsolve.render.views import Folded


def _half(key: str) -> str:
    return key.replace("-", " ")


def _highlights(event: EventReview, report: ReviewReport) -> Text:
    out = Text()

    def add(text: str, style: str) -> None:
        if out:
            out.append("\n")
        out.append(text, style=style)

    # Short labels: the column is narrow at 80 columns; the notes below the tables say more.
    ask = event.ask
    if ask is not None and ask.illegal:
        add("illegal ask", "bold red")
    elif ask is not None and ask.best_chance == 1 and ask.chance is not None and ask.chance < 1:
        add("sure ask passed", "yellow")
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
    if m.until is None:
        until = END_OF_LOG
    else:
        ended = f"{m.ended} by {m.claimed_by}" if m.claimed_by else m.ended
        until = f"event {m.until}, {ended}"
    scored = f"team {m.scored_by}" if m.scored_by else "nobody"
    if m.opponents_scored:
        scored = f"opponents ({scored})"
    return (
        m.player,
        _half(m.half_suit),
        f"event {m.since}",
        until,
        str(m.turns),
        str(m.events),
        scored,
    )


END_OF_LOG = "end of log"
MISSED_HEADS = (
    "player",
    "half-suit",
    "provable after",
    "until",
    "turns lost",
    "events",
    "scored by",
)


def fit_widths(natural: list[int], floors: list[list[int]], room: int) -> list[int]:
    """Column widths within ``room``: the natural widths, then shrunk toward each list of
    ``floors`` in turn (the widest column first, one character at a time), never below the last.

    >>> fit_widths([6, 31, 18], [[6, 20, 11], [6, 10, 6]], 40)
    [6, 20, 14]
    """
    widths = list(natural)
    for floor in floors:
        while sum(widths) > room:
            shrinkable = [i for i, w in enumerate(widths) if w > floor[i]]
            if not shrinkable:
                break
            widest = max(shrinkable, key=lambda i: widths[i])
            widths[widest] -= 1
    return widths


def whole(column: int, cell: str) -> list[str]:
    """A cell kept on one line."""
    return [cell]


def words(column: int, cell: str) -> list[str]:
    """A cell wrapped between words."""
    return cell.split()


def words_but_names(column: int, cell: str) -> list[str]:
    """A cell wrapped between words, but a player's or a half-suit's name kept whole."""
    return [cell] if column < 2 else cell.split()


@dataclass(frozen=True)
class MissedTable:
    """The missed claims, in the order they arose, fitted to the terminal's width.

    Nothing is cut at 80 columns: no column is narrower than its header's longest word, 'until'
    keeps 'end of log' on one line, cells wrap between words, and a longer word folds.
    """

    rows: tuple[tuple[str, ...], ...]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        heads = [max(len(word) for word in head.split()) for head in MISSED_HEADS]
        heads[MISSED_HEADS.index("until")] = len(END_OF_LOG)

        def floor(part: Callable[[int, str], list[str]]) -> list[int]:
            return [
                max(heads[i], *(len(p) for row in self.rows for p in part(i, row[i])))
                for i in range(len(MISSED_HEADS))
            ]

        natural = [max(len(h), w) for h, w in zip(MISSED_HEADS, floor(whole), strict=True)]
        # The headers wrap first, then the cells between words (a name last), then words fold.
        floors = [floor(whole), floor(words_but_names), floor(words), heads]
        room = options.max_width - 3 * len(MISSED_HEADS) - 1  # borders and padding
        widths = fit_widths(natural, floors, room)
        table = Table(title="Missed claims", title_justify="left", header_style="bold")
        for head, width in zip(MISSED_HEADS, widths, strict=True):
            table.add_column(head, width=width, overflow="fold")
        for row in self.rows:
            table.add_row(*row)
        yield table


def missed_table(report: ReviewReport) -> RenderableType:
    """The missed claims (:class:`MissedTable`), or a line saying there are none."""
    if not report.missed_claims:
        return Text("No missed claims.", style="dim")
    return MissedTable(tuple(_missed_row(m) for m in report.missed_claims))


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


def _title(report: ReviewReport) -> tuple[RenderableType, ...]:
    """The file and the score, final or so far (the score never split), then the number of events
    and the views, which wrap between names."""
    score = Text(
        score_words(f"A {report.score[0]} – B {report.score[1]}", report.over, report.turn)
    )
    views = ", ".join(v.label for v in report.views)
    file = Text(f"{report.file}:", style="bold", overflow="fold")
    return Phrases((file, score)), Text(f"{counted(len(report.events), 'event')}; views: {views}")


def review_view(report: ReviewReport) -> RenderableType:
    """The whole report: a header, the timeline, the missed claims and the summary."""
    notes = Text(
        "chance/best: the exact chance of the ask in the asker's view, and of their best legal "
        "ask. bits q+a: what the ask told the public view (question + answer). illegal ask: the "
        "deal shows the asker held the card or no other card of its half-suit. gamble N%: a claim "
        "the claimer could not prove, right with chance N%; blunder: it could not be right; "
        "sound: proved; sure ask passed: an ask certain to get a yes was there; "
        "—: no claim judged (the log does not give the claimer's hand). missed: P = "
        "from here P could have proved a claim (see Missed claims). "
        "docs/review.md defines every figure.",
        style="dim",
    )
    return Group(
        *_title(report),
        critical_view(report.critical, report.sides),
        timeline(report),
        missed_table(report),
        summary_table(report),
        notes,
    )


def folded_review(report: ReviewReport) -> Folded:
    """The review, its tables wrapping their cells to the terminal's width."""
    return Folded(review_view(report))
