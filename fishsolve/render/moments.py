"""Critical moments in words, for the terminal and for the page, the same for every family
(:mod:`fishsolve.family.moments`): what the mover could know, what they could have done instead,
and the separate hindsight note."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.family.moments import (
    BLUNDER,
    BOOK_LEFT,
    GAMBLE,
    ILLEGAL_ASK,
    LACKED,
    MISSED_CLAIM,
    SURE_ASK_PASSED,
    WEAK_ASK,
    GamePuzzles,
    Moment,
    Side,
)
from fishsolve.render.common import percent


def lost(m: Moment) -> str:
    """The chance ``m`` lost: exact, or ``≈`` an estimate."""
    return percent(m.cost) if m.exact else f"≈{percent(m.cost)}"


def knew(m: Moment) -> str:
    """The "with what they knew" figure of ``m``, in words (an estimate says so, with the 95%
    interval of the chance lost)."""
    mark = "" if m.exact else "≈"
    chance, best = f"{mark}{percent(m.chance)}", f"{mark}{percent(m.best)}"
    cost = lost(m)
    if m.interval is not None:
        low, high = (round(100 * v) for v in m.interval)
        cost += f" lost; ESTIMATED, 95% interval {low}-{high}%"
    else:
        cost += " lost"
    if m.kind == SURE_ASK_PASSED:
        return f"a sure ask was there; the ask made had {chance} of a yes ({cost})"
    if m.kind == WEAK_ASK:
        return f"the ask had {chance} of a yes, the best legal ask {best} ({cost})"
    if m.kind == MISSED_CLAIM:
        return "the set could be proved (a sure claim) and the turn was let go"
    if m.kind == GAMBLE:
        return f"the claim was right in {percent(m.chance)} of the deals they could not rule out"
    if m.kind == BLUNDER:
        return "no deal they could not rule out made the claim right (0%)"
    if m.kind == ILLEGAL_ASK:
        return "the ask broke the asker rule (by the log's deal)"
    if m.kind == BOOK_LEFT:
        return "the book was certain to be completable and the turn was let go"
    if m.kind == LACKED:
        return "the asker provably held no card of the rank (a log error)"
    return f"{lost(m)} lost"


def answer(m: Moment) -> str:
    """What fishsolve proves of ``m``'s position: the better move."""
    if m.alternative is None:
        return f"{knew(m)[0].upper()}{knew(m)[1:]}."
    return f"Better: {m.alternative}."


def page_moments(
    moments: Sequence[Moment],
    critical: Sequence[Moment],
    sides: Sequence[Side],
    views: Sequence[str],
) -> dict[str, Any]:
    """The page data of the moments: ``moments`` (each with its view's index and its words),
    ``critical`` (indexes, the costliest first) and ``sides``."""
    index = {label: i for i, label in enumerate(views)}
    listed = []
    for m in moments:
        listed.append(
            {
                "event": m.event,
                "player": m.player,
                "team": m.team,
                "view": index.get(m.view, 0),
                "kind": m.kind,
                "cost": round(float(m.cost), 6),
                "exact": m.exact,
                "knew": knew(m),
                "alternative": m.alternative,
                "hindsight": m.hindsight,
                "hindsight_event": m.event if m.hindsight_event is None else m.hindsight_event,
                "question": m.question,
                "answer": answer(m),
            }
        )
    position = {id(m): i for i, m in enumerate(moments)}
    return {
        "moments": listed,
        "critical": [position[id(m)] for m in critical],
        "sides": [
            {
                "name": s.name,
                "team_row": s.is_team,
                "mistakes": s.mistakes,
                "cost": round(float(s.cost), 6),
                "estimated": s.estimated,
                "first": None if s.worst is None else position[id(s.worst)],
            }
            for s in sides
        ],
    }


def critical_view(critical: Sequence[Moment], sides: Sequence[Side]) -> RenderableType:
    """The head of a terminal review: the critical moments, then each side's mistakes."""
    if not critical:
        return Text("Critical moments: none — every move was as good as its mover could know.")
    table = Table(
        title="Critical moments (chance lost, judged by what the mover knew)",
        title_justify="left",
        header_style="bold",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("who", no_wrap=True)
    table.add_column("lost", justify="right", no_wrap=True)
    table.add_column("mistake", overflow="fold")
    for m in critical:
        text = Text(f"{m.kind}: ", style="bold")
        text.append(knew(m))
        if m.alternative:
            text.append(f"\ninstead: {m.alternative}")
        if m.hindsight:
            text.append(f"\nin hindsight: {m.hindsight}", style="italic magenta")
        table.add_row(str(m.event), m.player, lost(m), text)
    each = ", ".join(_side(s) for s in sides)
    return Group(table, Text(f"Mistakes (chance lost in all): {each}", style="dim"))


def _side(s: Side) -> str:
    if s.estimated:
        return f"{s.name} {s.mistakes} (≈{float(s.cost):.2f}, {s.estimated} estimated)"
    return f"{s.name} {s.mistakes} ({float(s.cost):.2f})"


def game_puzzles_view(made: GamePuzzles) -> RenderableType:
    """What ``puzzle make --from`` wrote: one line per puzzle (file, grade, the moment, the
    question), the moments without a puzzle and why, then where the files went."""
    lines = Text()
    for i, p in enumerate(made.puzzles):
        if i:
            lines.append("\n")
        lines.append(p.name, style="bold")
        lines.append(f"  {p.grade or '?':6}  {p.question}  ")
        lines.append(
            f"(before event {p.moment.event}: {p.moment.player}'s {p.moment.kind})", style="dim"
        )
    parts: list[RenderableType] = [lines] if made.puzzles else []
    for m, why in made.skipped:
        parts.append(
            Text(f"event {m.event}, {m.player}'s {m.kind}: no puzzle ({why})", style="dim")
        )
    count = len(made.puzzles)
    files = "puzzle" if count == 1 else "puzzles"
    parts.append(
        Text(
            f"Wrote {count} {files} from {made.file} to {made.out} (.fish, .md and .html each)",
            style="dim",
        )
    )
    return Group(*parts)


def season_mistakes(
    players: Sequence[str], games: Sequence[tuple[str, str | None, Sequence[Moment], bool]]
) -> str:
    """The season page's list of each player's mistakes, each linked to its game's review page
    at that moment, in that player's view (``games``: file, date, the game's moments, and whether
    its page was written beside the season page; without one a mistake is listed unlinked).
    Every text is escaped."""
    from html import escape

    from fishsolve.render.review_page import moment_link

    out = [
        "<h2>Each player's mistakes</h2><p>The critical moments of every game, judged by what "
        "the player could know then: each opens the game's review page at that moment, in the "
        "player's view.</p>"
    ]
    for name in players:
        items = []
        total = 0.0
        estimated = 0
        played = set()
        for file, date, moments, linked in games:
            for m in moments:
                if m.player != name:
                    continue
                played.add(file)
                total += float(m.cost)
                estimated += not m.exact
                where = f"{date} {file}" if date else file
                words = escape(f"{where}, event {m.event}: {m.kind} ({lost(m)} lost)")
                if linked:
                    href = escape(moment_link(file, m.event, m.view), quote=True)
                    words = f'<a href="{href}">{words}</a>'
                items.append(f"<li>{words} — {escape(knew(m))}</li>")
        count = len(items)
        summary = escape(
            f"{name}: {count} mistake{'' if count == 1 else 's'} in {len(played)} "
            f"game{'' if len(played) == 1 else 's'}, chance lost "
            + (f"≈{total:.2f} ({estimated} estimated)" if estimated else f"{total:.2f}")
        )
        out.append(
            f'<details class="mistakes"><summary>{summary}</summary><ol>{"".join(items)}</ol>'
            "</details>"
        )
    return "".join(out)
