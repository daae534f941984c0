"""The card grid of `analyze`: half-suits by cards, each cell saying who may hold the card now.

Cells are written in short names (the shortest prefix that no other player's name shares,
computed once per table) and in the shortest of three forms, so that eight players fit 80
columns (issue 14, item 7):

- a list of the possible holders: ``S U W``;
- ``any``: every player who may hold some card not yet located in this view;
- ``¬R ¬T``: any of those players but R and T (each player left out marked).

The key under the grid says what each short name stands for and, when a cell uses them, which
players ``any`` means. The players come from the view itself (the union of the possible holders
of its unlocated cards), so nothing here deduces anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fishsolve.literature.deduce.view import CardView, ViewAnalysis

ANY = "any"
NOT = "¬"


def short_names(names: Sequence[str]) -> dict[str, str]:
    """Shortest unambiguous prefixes, for compact grid cells.

    A name that is a prefix of another keeps its whole self; cells separate names by spaces, so
    the short names stay unambiguous.

    >>> short_names(["Asha", "Ben", "Cara"])
    {'Asha': 'A', 'Ben': 'B', 'Cara': 'C'}
    >>> short_names(["Al", "Alex", "Amy", "Ben", "Bea", "Dot"])
    {'Al': 'Al', 'Alex': 'Ale', 'Amy': 'Am', 'Ben': 'Ben', 'Bea': 'Bea', 'Dot': 'D'}
    """
    short = {}
    for name in names:
        for k in range(1, len(name) + 1):
            prefix = name[:k].lower()
            if sum(1 for other in names if other.lower().startswith(prefix)) == 1:
                short[name] = name[:k]
                break
        else:
            short[name] = name
    return short


def open_players(view: ViewAnalysis, seats: Sequence[str]) -> list[str]:
    """The players, in seat order, who may hold some in-play card whose holder is not proved:
    the players a cell's ``any`` stands for."""
    found: set[str] = set()
    for card in view.cards:
        if card.in_play and card.forced is None:
            found.update(card.holders, card.undecided)
    return [name for name in seats if name in found]


def holders_form(holders: Sequence[str], everyone: Sequence[str], short: dict[str, str]) -> str:
    """The shortest unambiguous writing of ``holders`` among ``everyone`` (a tie: the list).

    >>> names = ["Rosa", "Sam", "Tara", "Uri"]
    >>> short = short_names(names)
    >>> holders_form(["Sam", "Tara", "Uri"], names[1:], short)
    'any'
    >>> holders_form(["Sam", "Tara", "Uri"], names, short)
    '¬R'
    >>> holders_form(["Sam", "Uri"], names, short)
    'S U'
    >>> holders_form(["Sam"], names, short)
    'S'
    >>> holders_form(["Sam", "Tara"], ["Rosa", "Sam", "Tara", "Uri", "Vic", "Wen"], short_names(
    ...     ["Rosa", "Sam", "Tara", "Uri", "Vic", "Wen"]))
    'S T'
    >>> holders_form(["Sam", "Tara", "Uri", "Vic"], ["Rosa", "Sam", "Tara", "Uri", "Vic", "Wen"],
    ...     short_names(["Rosa", "Sam", "Tara", "Uri", "Vic", "Wen"]))
    '¬R ¬W'
    """
    listed = " ".join(short[n] for n in holders)
    forms = [listed]
    if set(holders) >= set(everyone):
        forms.append(ANY)
    elif set(holders) <= set(everyone):
        forms.append(" ".join(NOT + short[n] for n in everyone if n not in holders))
    return min(forms, key=len)


def _cell(
    view: CardView,
    short: dict[str, str],
    team_of: dict[str, str],
    mine: str | None,
    everyone: Sequence[str],
) -> Text:
    text = Text(view.card + "\n")
    if not view.in_play:
        return text
    forced = view.forced
    if forced is not None:
        style = "bold green" if team_of.get(forced) == mine else "bold red"
        if mine is None:
            style = "bold cyan"
        text.append(short[forced], style=style)
        return text
    if view.undecided:
        text.append(" ".join(short[n] for n in view.holders), style="dim")
        text.append(" ?" + " ".join(short[n] for n in view.undecided), style="yellow")
        return text
    text.append(holders_form(view.holders, everyone, short), style="dim")
    return text


def _label(half: str, settled: dict[str, str]) -> Text:
    label = Text(half.replace("-", " "), style="bold")
    if half in settled:
        label.append(f"\n{settled[half]}", style="dim")
    return label


def view_grid(view: ViewAnalysis, team_of: dict[str, str], settled: dict[str, str]) -> Table:
    """Half-suits by cards, each cell showing who may hold the card now.

    No column is cut: the half-suit names keep their width, a settled set's note and a long
    cell wrap onto more lines, and a name longer than its column folds rather than ends in '…'.
    """
    short = short_names(list(team_of))
    everyone = open_players(view, list(team_of))
    mine = team_of.get(view.hands[0]) if view.hands else None
    if len({team_of[h] for h in view.hands}) > 1:
        mine = None
    rows: dict[str, list[CardView]] = {}
    for card in view.cards:
        rows.setdefault(card.half_suit, []).append(card)
    widest = max((len(half) for half in rows), default=0)
    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0), pad_edge=False)
    table.add_column("", min_width=widest, overflow="fold")
    for _ in range(6):
        table.add_column("", min_width=3, overflow="fold")
    for half, cards in rows.items():
        table.add_row(
            _label(half, settled), *(_cell(c, short, team_of, mine, everyone) for c in cards)
        )
    return table


def uses_compact_forms(view: ViewAnalysis, team_of: dict[str, str]) -> bool:
    """Whether some cell of the grid reads ``any`` or ``¬...`` (so the key must say what)."""
    short = short_names(list(team_of))
    everyone = open_players(view, list(team_of))
    return any(
        holders_form(c.holders, everyone, short).startswith((ANY, NOT))
        for c in view.cards
        if c.in_play and c.forced is None and not c.undecided
    )


def legend(team_of: dict[str, str], view: ViewAnalysis | None = None) -> RenderableType:
    """The key to the grid: the short names by team and, when cells use them, what ``any`` and
    ``¬`` mean (shown on a cell of the grid). Wraps at the terminal's width, each team on its
    own line."""
    short = short_names(list(team_of))
    key = Table.grid(padding=(0, 1, 0, 0))
    key.add_column(no_wrap=True, style="dim")
    key.add_column(style="dim")
    for i, team in enumerate(("A", "B")):
        members = " ".join(f"{short[n]}={n}" for n, t in team_of.items() if t == team)
        key.add_row("Key:" if i == 0 else "", f"team {team}: {members}")
    if view is not None and uses_compact_forms(view, team_of):
        everyone = " ".join(short[n] for n in open_players(view, list(team_of)))
        said = f"{ANY}: any of {everyone} (who may hold a card not yet located)"
        example = _left_out_example(view, team_of)
        if example is not None:
            cell, names = example
            said += f"; {NOT} marks a player left out of them ({cell}: any but {names})"
        key.add_row("", said)
    return Group(key)


def _left_out_example(view: ViewAnalysis, team_of: dict[str, str]) -> tuple[str, str] | None:
    """The first cell of the grid that leaves players out (``¬E ¬F``), with their names
    (``Emre and Farah``), to show in the key what ``¬`` means; None if no cell does."""
    short = short_names(list(team_of))
    full = {s: n for n, s in short.items()}
    everyone = open_players(view, list(team_of))
    for card in view.cards:
        if not card.in_play or card.forced is not None or card.undecided:
            continue
        cell = holders_form(card.holders, everyone, short)
        if cell.startswith(NOT):
            names = [full[s.removeprefix(NOT)] for s in cell.split()]
            return cell, names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[
                -1
            ]
    return None
