"""Whose knowledge an analysis uses: one seat, a team, or the public record."""

from __future__ import annotations

import re
from dataclasses import dataclass

from fishsolve.errors import PERSPECTIVE, POSITION, FishsolveError, Opt, OptionError
from fishsolve.literature.game.events import GameLog
from fishsolve.seating import Player

_TEAM_RE = re.compile(r"^team([\s:=].*|[ab]|)$", re.IGNORECASE | re.DOTALL)
"""``team:A``, ``team A``, ``teamB``, ``team=b``; but not a player called Teamo."""


@dataclass(frozen=True)
class Perspective:
    """Whose knowledge an analysis uses: the dealt hands assumed known, and who is looking."""

    label: str
    """'Asha', 'public', 'team A'."""
    hands: tuple[Player, ...]
    """Players whose dealt hands are known in this view."""
    viewers: tuple[Player, ...]
    """Players whose asks and claims the view is about (everyone, for the public view)."""


def public(log: GameLog) -> Perspective:
    """The view of someone who knows no hand: the public record only."""
    return Perspective("public", (), log.table.players)


def seat(player: Player) -> Perspective:
    """One player's own view: their dealt hand and the public record."""
    return Perspective(player.name, (player,), (player,))


def perspectives(log: GameLog, spec: str | None) -> list[Perspective]:
    """The perspectives that ``spec`` names: a player, ``public`` or ``team:A``.

    With no spec: each player whose hand the log gives (several on a full deal), or the public
    view when it gives none.

    Raises:
        OptionError: the spec names no player or team, or a view whose hands the log lacks; the
            message starts with ``perspective SPEC:`` (the command line says ``--as SPEC:``).
    """
    table = log.table
    if spec is None:
        known = log.known_players
        if not known:
            return [public(log)]
        return [seat(p) for p in known]
    text = spec.strip()
    if text.lower() == "public":
        return [public(log)]
    team_spec = _TEAM_RE.match(text)
    if team_spec:
        # Only the team's letter: 'team:Flo' or 'team:c' (a prefix of Cara) would silently
        # mean someone's team, which the user may not have meant.
        name = team_spec.group(1).lstrip(" \t:=").strip()
        teams = {t.name.lower(): t for t in table.teams}
        if name.lower() not in teams:
            found = f"'{name}' is not a team" if name else "the team is missing"
            raise OptionError.bad(
                PERSPECTIVE,
                spec,
                f"{found}; write team:A or team:B (for one player's view, write the name alone)",
            )
        team = teams[name.lower()]
        members = table.members(team)
        missing = [p.name for p in members if p not in log.hands]
        if missing:
            raise OptionError.bad(
                PERSPECTIVE,
                spec,
                f"the log does not give the hand of {', '.join(missing)}; a team view needs every "
                "member's hand",
            )
        return [Perspective(f"team {team.name}", members, members)]
    try:
        player = table.player(text)
    except FishsolveError as err:
        raise OptionError.bad(
            PERSPECTIVE, spec, f"{err.message}; or use 'public' or 'team:A'"
        ) from None
    if player not in log.hands:
        raise OptionError.bad(
            PERSPECTIVE,
            spec,
            f"the log does not give {player.name}'s hand (add 'hand {player.name}: ...'); "
            "it allows ",
            *_possible_views(log),
        )
    return [seat(player)]


def possible_views(log: GameLog) -> list[str]:
    """The views ``log`` allows: each seat whose hand it gives, each team whose every hand it
    gives (``team:A``), and ``public``."""
    table = log.table
    names = [p.name for p in log.known_players]
    names += [
        f"team:{t.name}" for t in table.teams if all(p in log.hands for p in table.members(t))
    ]
    names.append("public")
    return names


def _possible_views(log: GameLog) -> list[str | Opt]:
    """The views ``log`` allows, as message parts: ``perspective Ana, perspective team:A or
    perspective public``."""
    names = possible_views(log)
    parts: list[str | Opt] = []
    for i, name in enumerate(names):
        if i:
            parts.append(" or " if i == len(names) - 1 else ", ")
        parts += [Opt(PERSPECTIVE), f" {name}"]
    return parts


def position(log: GameLog, at: int | None) -> int:
    """The number of events of the position ``at`` names (None: after the whole log).

    Raises:
        OptionError: ``at`` is not between 0 and the number of events (message
            ``position N: ...``; the command line says ``--at N: ...``).
    """
    total = len(log.events)
    n = total if at is None else at
    if not 0 <= n <= total:
        raise OptionError.bad(POSITION, at, f"the log has events 0 to {total}")
    return n
