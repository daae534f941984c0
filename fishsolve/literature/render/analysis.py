"""Rich rendering of `analyze` reports: the half-suit grid, claimable sets and sure asks."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.literature.deduce.view import ClaimableSet, ViewAnalysis
from fishsolve.literature.game.legality import ClaimTiming
from fishsolve.literature.render.explain import reason_summary
from fishsolve.literature.render.grid import legend, view_grid
from fishsolve.literature.reports.analyze import AnalysisReport, BriefView, ExplainedClaim
from fishsolve.render.common import CHOOSE_SEAT, Phrases, percent, words, wrapped

if TYPE_CHECKING:
    from fishsolve.literature.deduce.odds import ClaimOdds
    from fishsolve.literature.reports.risk import RiskReport


def odds_table(view: ViewAnalysis, team_of: dict[str, str]) -> Table:
    """Cards in play by players: the exact probability that each player holds each card now."""
    odds = view.odds or {}
    players = list(team_of)
    table = Table(box=None, padding=(0, 1, 0, 0), pad_edge=False, header_style="bold")
    table.add_column("card", no_wrap=True)
    for name in players:
        table.add_column(f"{name} ({team_of[name]})", justify="right", no_wrap=True)
    last_half = None
    for card in view.cards:
        if not card.in_play:
            continue
        if card.half_suit != last_half and last_half is not None:
            table.add_row()
        last_half = card.half_suit
        per = odds.get(card.card, {})
        cells = []
        for name in players:
            p = per.get(name)
            if p is None:
                cells.append(Text("·", style="dim"))
            elif p == 1:
                cells.append(Text("100%", style="bold green"))
            else:
                shade = "bold" if p >= Fraction(1, 2) else ("" if p >= Fraction(1, 5) else "dim")
                cells.append(Text(percent(p), style=shade))
        table.add_row(card.card, *cells)
    return table


def best_asks_title(view: ViewAnalysis, turn: str | None) -> Text:
    """Whose asks these are and whether they may ask now: 'Asha's best asks (not Asha's turn:
    Fay is on turn), by exact chance of a yes:'."""
    asker = view.hands[0] if view.hands else view.perspective
    return Text(
        f"{asker}'s best asks ({_when(asker, turn)}), by exact chance of a yes:", style="bold"
    )


def _when(player: str, turn: str | None) -> str:
    """Whether ``player`` is on turn: 'on turn now', 'not Asha's turn: Fay is on turn'."""
    if turn == player:
        return "on turn now"
    if turn is None:
        return "nobody is on turn yet"
    return f"not {player}'s turn: {turn} is on turn"


def best_asks_table(view: ViewAnalysis, limit: int = 8) -> RenderableType:
    """The viewer's legal asks, most likely to succeed first, each written as 'Asha asks Fay
    for 9S' (the target is never mistaken for the asker)."""
    asks = view.best_asks or ()
    if not asks:
        return Text("No legal ask.", style="dim")
    table = Table(box=None, padding=(0, 1, 0, 0), pad_edge=False, header_style="bold")
    table.add_column("ask")
    table.add_column("yes", justify="right")
    table.add_column("information", justify="right")
    for ask in asks[:limit]:
        table.add_row(
            f"{ask.asker} asks {ask.target} for {ask.card}",
            percent(ask.yes),
            f"{ask.bits:.2f} bits",
        )
    if len(asks) > limit:
        table.add_row(Text(f"... {len(asks) - limit} more (--json lists all)", style="dim"))
    return table


def risk_view(report: RiskReport) -> RenderableType:
    """The odds of one claim."""
    odds = report.odds
    groups: dict[str, list[str]] = {}
    for card, owner in odds.owners.items():
        groups.setdefault(owner, []).append(card)
    # A head line that wraps between its phrases: an owner keeps their cards on their line.
    owners = [f"{o} {' '.join(cs)}" for o, cs in groups.items()]
    phrases = [
        Text(f"{report.file}:", style="bold"),
        Text(f"after event {report.at},", style="bold"),
        Text(f"{odds.claimer} claims", style="bold"),
        Text(f"{odds.half_suit.replace('-', ' ')}:"),
        *(Text(o + ("," if i < len(owners) - 1 else "")) for i, o in enumerate(owners)),
    ]
    if odds.choice != "given":
        phrases.append(Text(f" ({odds.choice} owners)", style="cyan"))
    head = Phrases(tuple(phrases))
    table = Table(box=None, padding=(0, 2, 0, 0), pad_edge=False)
    table.add_column("outcome")
    table.add_column("chance", justify="right")
    table.add_column("exactly", style="dim")
    rows = [("right", odds.right), ("wrong", odds.wrong)]
    if odds.annulled is not None:
        rows.append(("annulled", odds.annulled))
    for name, p in rows:
        table.add_row(name, percent(p), str(p))
    parts: list[RenderableType] = [head, table]
    if odds.opponents_hold:
        parts.append(words(_opponents_hold(odds), style="yellow"))
    if odds.out_of_turn:
        parts.append(
            words("Out of turn under the annul rule: the claim cannot be won.", style="yellow")
        )
    if not odds.timing.legal:
        parts.append(words(_illegal_now(odds.claimer, report.turn, odds.timing), style="yellow"))
    parts.append(
        words(
            f"Exact shares of the {report.deals:,} deals consistent with {odds.claimer}'s view.",
            style="dim",
        )
    )
    return Group(*parts)


def _opponents_hold(odds: ClaimOdds) -> str:
    """Which of the half-suit's cards are proved to be with the claimer's opponents, and whose:
    'All six high spades are proved to be with the opponents: Ben 9S 10S JS QS KS AS. A claim
    naming other owners for them cannot be right.'"""
    groups: dict[str, list[str]] = {}
    for card, holder in odds.opponents_hold.items():
        groups.setdefault(holder, []).append(card)
    held = ", ".join(f"{name} {' '.join(cards)}" for name, cards in groups.items())
    count = len(odds.opponents_hold)
    what = "All six " + odds.half_suit.replace("-", " ") + " are" if count == 6 else "Proved"
    return (
        f"{what} {'proved ' if count == 6 else ''}to be with the opponents: {held}. A claim naming "
        f"other owners for {'them' if count > 1 else 'it'} cannot be right."
    )


def _illegal_now(claimer: str, turn: str | None, timing: ClaimTiming) -> str:
    """Why ``claimer`` could not make the claim at this position, and what the chances mean."""
    if timing is ClaimTiming.END_GAME:
        why = f"a team has no cards left (the end-game), so only {turn}, on turn, may claim"
    else:
        why = f"it is {turn}'s turn, and under these rules a player claims only on their own turn"
    return (
        f"{claimer} could not make this claim now: {why}. "
        f"The chances are those of the same claim made on {claimer}'s turn."
    )


def _claims(view: ViewAnalysis) -> RenderableType:
    if not view.claimable:
        return Text("No half-suit is provably claimable.", style="dim")
    out = Text()
    for i, claim in enumerate(view.claimable):
        if i:
            out.append("\n")
        groups: dict[str, list[str]] = {}
        for card, owner in claim.owners.items():
            groups.setdefault(owner, []).append(card)
        owners = ", ".join(f"{o} {' '.join(cs)}" for o, cs in groups.items())
        who = f"team {claim.team}" if claim.team else "split between the teams"
        out.append(f"{claim.half_suit.replace('-', ' ')}", style="bold green")
        out.append(f" — {who}: {owners}")
        if claim.claimers:
            out.append(f"  (provable by {', '.join(claim.claimers)})", style="cyan")
        else:
            out.append("  (no single player can prove it alone)", style="yellow")
        if isinstance(claim, ExplainedClaim):
            out.append(f"\n    from {reason_summary(claim.reasons)}", style="dim")
    return out


def _asks(view: ViewAnalysis) -> RenderableType:
    if not view.successful_asks:
        return Text("No ask is certain to succeed.", style="dim")
    out = Text()
    for i, ask in enumerate(view.successful_asks):
        if i:
            out.append("\n")
        out.append(f"{ask.asker} asks {ask.target} for {ask.card}")
        if ask.on_turn:
            out.append("  (on turn now)", style="bold")
    return out


def summary_table(report: AnalysisReport) -> Table:
    """One row per seat of a full deal: what that player could prove alone."""
    table = Table(title="What each player could prove from their own hand", title_justify="left")
    table.add_column("player", no_wrap=True)
    table.add_column("team")
    table.add_column("cards located", justify="right")
    table.add_column("claimable")
    table.add_column("sure asks")
    for view in report.views:
        claims = Text()
        for i, claim in enumerate(view.claimable):
            if i:
                claims.append("\n")
            claims.append(claim.half_suit.replace("-", " "), style="bold green")
            if isinstance(claim, ExplainedClaim):
                claims.append(f" (from {reason_summary(claim.reasons)})", style="dim")
        asks = Text()
        for i, ask in enumerate(view.successful_asks):
            if i:
                asks.append("\n")
            asks.append(f"{ask.card} from {ask.target}", style="bold" if ask.on_turn else "")
        table.add_row(
            view.perspective,
            report.teams.get(view.perspective, ""),
            f"{view.located}/{view.in_play}",
            claims or Text("—", style="dim"),
            asks or Text("—", style="dim"),
        )
    return table


def _head(report: AnalysisReport) -> Phrases:
    """The title: file, position, score and turn, wrapped only between those phrases (the file,
    'after event 26 of 26 (line 39);', 'score A 2 – B 1,', "Xavi's turn"); unwrapped, one line."""
    where = f"after event {report.at} of {report.events}"
    if report.line:
        where += f" (line {report.line})"
    if report.at == 0:
        where = "before the first event"
    score = f"score A {report.score['A']} – B {report.score['B']}"
    phrases = [
        Text(f"{report.file}:", style="bold", overflow="fold"),
        Text(f"{where};"),
        Text(score + ("," if report.turn else "")),
    ]
    if report.turn:
        phrases.append(Text(f"{report.turn}'s turn"))
    return Phrases(tuple(phrases))


def _no_answer(report: AnalysisReport) -> list[RenderableType]:
    """Why nothing is deduced (an impossible log, or undecided within the time limit), if so."""
    parts: list[RenderableType] = []
    if report.inconsistency is not None:
        bad = report.inconsistency
        line = f"line {bad.line}: " if bad.line else ""
        parts.append(
            Text(
                f"No deal fits this log: it becomes impossible at event {bad.event} "
                f"({line}{bad.text}). Nothing is deduced from an impossible log.",
                style="bold red",
            )
        )
        if bad.reasons:
            parts.append(Text("These lines cannot all be true together:", style="bold"))
            parts.append(Text("\n".join(f"- {c.sentence()}" for c in bad.reasons)))
    elif report.undecided is not None:
        parts.append(Text(f"Undecided: {report.undecided}.", style="bold yellow"))
    return parts


def _owners(claim: ClaimableSet) -> str:
    groups: dict[str, list[str]] = {}
    for card, owner in claim.owners.items():
        groups.setdefault(owner, []).append(card)
    return ", ".join(f"{o} {' '.join(cs)}" for o, cs in groups.items())


def _brief_lines(brief: BriefView, turn: str | None, indent: str, choose_seat: str) -> Text:
    """One view's quick answer: a line per claim, per sure ask, and the best ask (``choose_seat``:
    how the shell's user takes one seat's view, when the best ask needs it)."""
    one_seat = len(brief.hands) == 1
    out = Text()
    for claim in brief.claims:
        out.append(f"{indent}Claim: ", style="bold")
        out.append(claim.half_suit.replace("-", " "), style="bold green")
        out.append(f" — {_owners(claim)}")
        if not one_seat:
            who = f"team {claim.team}" if claim.team else "split between the teams"
            provers = ", ".join(claim.claimers) or "no single player"
            out.append(f"  ({who}; provable by {provers})", style="cyan")
        out.append("\n")
    if not brief.claims:
        out.append(f"{indent}Claim: ", style="bold")
        out.append("none provable\n", style="dim")
    for claim in brief.theirs:
        out.append(f"{indent}Their claim: ", style="bold")
        out.append(claim.half_suit.replace("-", " "), style="bold yellow")
        out.append(f" — {_owners(claim)}")
        who = f"team {claim.team}" if claim.team else "split between the teams"
        provers = ", ".join(claim.claimers) or "none of them alone"
        out.append(f"  ({who}; provable by {provers})\n", style="cyan")
    for ask in brief.sure_asks:
        out.append(f"{indent}Sure ask: ", style="bold")
        out.append(f"{ask.asker} asks {ask.target} for {ask.card}")
        out.append(f"  ({_when(ask.asker, turn)})\n", style="dim")
    if not brief.sure_asks:
        out.append(f"{indent}Sure ask: ", style="bold")
        out.append("none\n", style="dim")
    out.append(f"{indent}Best ask: ", style="bold")
    best = brief.best_ask
    if best is not None:
        out.append(f"{best.asker} asks {best.target} for {best.card}, {percent(best.yes)} yes")
        out.append(f"  ({_when(best.asker, turn)})", style="dim")
    elif brief.needs_seat:
        out.append(f"needs one player's view ({choose_seat})", style="dim")
    else:
        out.append("no legal ask", style="dim")
    return out


def brief_view(report: AnalysisReport, choose_seat: str = CHOOSE_SEAT) -> RenderableType:
    """`analyze --brief`: per view, what the viewer can claim, the sure asks and the best ask.
    ``choose_seat`` says how to take one seat's view (:data:`~fishsolve.render.common.CHOOSE_SEAT`:
    the command line's words; a web page names its own control)."""
    parts: list[RenderableType] = [_head(report)]
    problem = _no_answer(report)
    if problem:
        return Group(*parts, *problem)
    briefs = report.brief_views()
    for brief in briefs:
        if len(briefs) == 1:
            parts.append(Text(f"From {_view_name(brief.perspective)}:", style="bold underline"))
            parts.append(_brief_lines(brief, report.turn, "", choose_seat))
        else:
            team = report.teams.get(brief.perspective, "")
            parts.append(Text(f"{brief.perspective} (team {team})", style="bold underline"))
            parts.append(_brief_lines(brief, report.turn, "  ", choose_seat))
    return Group(*parts)


def _view_name(perspective: str) -> str:
    """'Asha's view', 'the public view', 'Team A's pooled view'."""
    if perspective == "public":
        return "the public view (no hand known)"
    if perspective.startswith("team"):
        return f"{perspective[:1].upper()}{perspective[1:]}'s pooled view"
    return f"{perspective}'s view"


def analysis_view(report: AnalysisReport) -> RenderableType:
    """The whole report: a header, then for each view its grid, claims and sure asks."""
    parts: list[RenderableType] = [_head(report)]
    problem = _no_answer(report)
    if problem:
        return Group(*parts, *problem)
    if len(report.views) > 1:
        parts.append(summary_table(report))
        parts.append(
            Text(
                "For one player's card grid: --as NAME (or --as public, --as team:A).", style="dim"
            )
        )
        return Group(*parts)
    for view in report.views:
        title = Text(f"\nFrom {view.perspective}'s view", style="bold underline")
        if view.perspective == "public":
            title = Text("\nPublic view (no hand known)", style="bold underline")
        elif view.perspective.startswith("team"):
            title = Text(
                f"\n{view.perspective[:1].upper()}{view.perspective[1:]}'s pooled view",
                style="bold underline",
            )
        parts.append(title)
        if len(report.views) == 1 and report.odds and view.odds is not None:
            parts.append(odds_table(view, report.teams))
            parts.append(
                words(
                    f"{view.deals:,} deals fit this view, each counted once; "
                    "percentages are exact shares of them.",
                    style="dim",
                )
            )
        elif len(report.views) == 1:
            parts.append(view_grid(view, report.teams, report.settled))
            parts.append(legend(report.teams, view))
        parts.append(Text("Claimable:", style="bold"))
        parts.append(_claims(view))
        parts.append(Text("Sure asks:", style="bold"))
        parts.append(_asks(view))
        if view.best_asks is not None:
            parts.append(wrapped(best_asks_title(view, report.turn)))
            parts.append(best_asks_table(view))
        if not view.complete:
            parts.append(
                Text("Some holders are undecided (solver time limit): marked '?'.", style="yellow")
            )
    return Group(*parts)


def analysis_or_brief(report: AnalysisReport) -> RenderableType:
    """`analyze`'s view: the quick answer with ``--brief``, else the whole analysis."""
    return brief_view(report) if report.brief else analysis_view(report)
