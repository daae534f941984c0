"""`fishsolve match`: a match scored from the logs of its games.

S-ES, Puntuación 4: "Puntuación de match (opcional): A lo largo de una sesión, se cuentan las
partidas ganadas; el primer equipo en ganar 5 partidas gana el match." Each game is read and
replayed as every command replays it (:func:`~fishsolve.literature.game.replay.replay`, which checks
every rule); its result is the replay's final score. A game that is not over is unfinished: listed,
not scored. A tie (equal scores at the end: 4-4, or 3-3 with annulled sets) counts for neither side,
and S-ES says "la siguiente partida se juega con los roles de inicio invertidos": the game after a
tie should be started by the other side. The sheet also lets the start be chosen "por acuerdo", so a
start that is not reversed is a note, never an error.

A side is the set of names of a team. Without rosters, the two teams of the first game are the
two sides, and every later game must seat exactly the same two sets of names (seats and team
letters may change: a side is found by its names). With rosters (``--sides``), each team must be
wholly within one roster, the two teams within different ones: substitutes are written into
their side's roster.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from fishsolve.errors import FishsolveError, Location, OptionError, UsageError
from fishsolve.literature.game.events import Ask, Claim, GameLog, Pass
from fishsolve.literature.game.replay import replay
from fishsolve.literature.notation.jsonform import Decoder
from fishsolve.literature.notation.load import read_log
from fishsolve.seating import Player, Team, folded
from fishsolve.text.reading import LogInput, LogPath, is_json, log_files, read_text

DEFAULT_TO = 5
"""Games a side must win to win the match (S-ES: "el primer equipo en ganar 5 partidas")."""

SIDES = ("1", "2")


@dataclass(frozen=True)
class Side:
    """One side of the match: its name (``1``, ``2``) and every player who played for it."""

    name: str
    players: list[str]


@dataclass(frozen=True)
class MatchGame:
    """One game of the match."""

    number: int
    """1-based, in the order the games were given."""
    file: str
    teams: dict[str, str]
    """Team letter of this log (``A``, ``B``) -> the side it is."""
    score: dict[str, int]
    """Sets won by each side, as the replay says."""
    over: bool
    result: str
    """``won``, ``tie`` or ``unfinished``."""
    winner: str | None
    started_by: str | None
    """The player who took the first turn (``start:``/``dealer:``, else the first to act)."""
    started_side: str | None
    start_check: str | None
    """After a tie: ``reversed``, ``not reversed`` or ``unknown``; None after any other game."""
    counted: bool
    """False for a game played after the match was decided."""
    wins: dict[str, int]
    """The match's games won by each side after this game."""


@dataclass(frozen=True)
class MatchNote:
    """Something worth saying about a game that does not stop the match being scored."""

    game: int
    file: str
    message: str


@dataclass(frozen=True)
class MatchReport:
    """What `match` says about a sequence of games."""

    files: list[str]
    to: int
    sides: list[Side]
    games: list[MatchGame]
    wins: dict[str, int]
    ties: int
    unfinished: int
    winner: str | None
    """The side that reached ``to`` wins first, or None while the match is undecided."""
    decided_at: int | None
    """The number of the game that decided the match."""
    notes: list[MatchNote] = field(default_factory=list)
    ok: bool = True

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"ok": self.ok, **{k: v for k, v in asdict(self).items() if k != "ok"}}


# -- the files ---------------------------------------------------------------------------------


def match_files(paths: Iterable[str | Path]) -> list[Path]:
    """The games named by ``paths``, in order: a directory stands for its ``*.fish`` and
    ``*.json`` files, sorted by name (not those of its subdirectories: a match is one folder;
    see :func:`~fishsolve.text.reading.log_files`)."""
    return log_files(paths)


# -- the sides ---------------------------------------------------------------------------------


def _key(name: str) -> str:
    return folded(name)  # as the table compares names: any case, an accent typed either way


@dataclass(frozen=True)
class Rosters:
    """The players of each side, as ``--sides`` gives them (names compared ignoring case); an
    empty ``two`` stands for every player not in ``one``."""

    one: frozenset[str]
    two: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, text: str) -> Rosters:
        """``Asha,Cara,Eli,Gus/Ben,Dev,Fay``, or one roster alone."""
        parts = text.split("/")
        if len(parts) > 2:
            raise UsageError("expected two rosters separated by one '/'")
        rosters = []
        for part in parts:
            names = [n.strip() for n in part.split(",") if n.strip()]
            if not names:
                raise UsageError("expected comma-separated player names on each side of '/'")
            rosters.append(frozenset(_key(n) for n in names))
        if len(rosters) == 1:
            return cls(rosters[0])
        both = sorted(rosters[0] & rosters[1])
        if both:
            raise UsageError(f"{', '.join(both)} on both sides")
        return cls(rosters[0], rosters[1])

    @classmethod
    def option(cls, text: str) -> Rosters:
        """:meth:`parse` of what ``--sides`` was given, its errors naming the option."""
        try:
            return cls.parse(text)
        except UsageError as err:
            raise OptionError.bad("sides", text, err.message) from None

    def side_of(self, names: frozenset[str]) -> str | None:
        """The side whose roster holds every one of ``names``, or None."""
        if names <= self.one:
            return SIDES[0]
        if (self.two and names <= self.two) or (not self.two and not names & self.one):
            return SIDES[1]
        return None


def _players_location(log: GameLog, path: LogPath) -> Location | None:
    """Where the log names its players: the ``players:`` line, or the JSON ``players`` value."""
    found = log.header_location("players")
    if found is not None:
        return found
    try:
        text = read_text(path)
    except FishsolveError:
        return None
    return Decoder(str(path), text).locate("players") if is_json(path, text) else None


def _team_names(log: GameLog, team: Team) -> str:
    return ", ".join(p.name for p in log.table.members(team))


def _sides_of(
    log: GameLog,
    path: LogPath,
    known: list[frozenset[str]],
    shown: list[str],
    rosters: Rosters | None,
) -> dict[Team, str]:
    """Which side each team of ``log`` is; ``known`` holds the sides' names of the first game
    (compared ignoring case), ``shown`` the same names as they were written."""
    teams = log.table.teams
    names = [frozenset(_key(p.name) for p in log.table.members(t)) for t in teams]
    where = _players_location(log, path)
    prefix = "" if where is not None else f"{path}: "
    if rosters is None:
        if not known:
            known.extend(names)
            shown.extend(_team_names(log, t) for t in teams)
        if set(names) == set(known):
            return {t: SIDES[known.index(n)] for t, n in zip(teams, names, strict=True)}
        raise UsageError(
            f"{prefix}the teams ({_team_names(log, teams[0])} against "
            f"{_team_names(log, teams[1])}) are not the match's two sides ({shown[0]} against "
            f"{shown[1]}); name each side's players with --sides when players change",
            where,
        )
    sides: dict[Team, str] = {}
    for team, team_names in zip(teams, names, strict=True):
        side = rosters.side_of(team_names)
        if side is None:
            raise UsageError(
                f"{prefix}team {team.name} ({_team_names(log, team)}) is not within one side "
                "of --sides",
                where,
            )
        sides[team] = side
    if sides[teams[0]] == sides[teams[1]]:
        raise UsageError(
            f"{prefix}both teams are on side {sides[teams[0]]} of --sides "
            f"({_team_names(log, teams[0])}; {_team_names(log, teams[1])})",
            where,
        )
    return sides


# -- one game ----------------------------------------------------------------------------------


def starter(log: GameLog) -> Player | None:
    """Who took the first turn: the ``start:`` (or ``dealer:``) player, else the first to ask,
    pass or claim (as the replay gives the first turn); None for a log with neither."""
    if log.start is not None:
        return log.start
    for event in log.events:
        if isinstance(event, Ask):
            return event.asker
        if isinstance(event, Pass):
            return event.giver
        if isinstance(event, Claim):
            return event.claimer
    return None


@dataclass(frozen=True)
class _Played:
    file: str
    sides: dict[Team, str]
    score: dict[str, int]
    over: bool
    started_by: str | None
    started_side: str | None
    first_to_5: bool


def _play(path: LogPath, log: GameLog, sides: dict[Team, str]) -> _Played:
    final = replay(log).final
    first = starter(log)
    return _Played(
        file=str(path),
        sides=sides,
        score={sides[t]: final.score[t.index] for t in log.table.teams},
        over=final.over,
        started_by=first.name if first else None,
        started_side=sides[first.team] if first else None,
        first_to_5=log.rules.first_to_5,
    )


# -- the match ---------------------------------------------------------------------------------


def score_match(
    files: Sequence[LogPath],
    to: int = DEFAULT_TO,
    rosters: Rosters | None = None,
    read: Callable[[LogPath], GameLog] = read_log,
    progress: Callable[[int, int], object] | None = None,
) -> MatchReport:
    """Read, replay and score the games at ``files`` (in order) as one match to ``to`` wins.

    Raises the first error of the first bad log (with its file, line and column), or a
    :class:`UsageError` naming the file whose teams are not the match's sides. ``read`` reads
    one log (a front end may refuse some files first); ``progress(done, total)`` is told the
    games done after each one (first with ``done`` 0).
    """
    if to < 1:
        raise UsageError(f"a match is won by winning at least 1 game, not {to}")
    known: list[frozenset[str]] = []
    shown: list[str] = []
    played: list[_Played] = []
    roster_names: dict[str, list[str]] = {s: [] for s in SIDES}
    if progress is not None:
        progress(0, len(files))
    for done, given in enumerate(files, start=1):
        path = given if isinstance(given, LogInput) else Path(given)
        log = read(path)
        sides = _sides_of(log, path, known, shown, rosters)
        for player in log.table.players:
            names = roster_names[sides[player.team]]
            if _key(player.name) not in {_key(n) for n in names}:
                names.append(player.name)
        played.append(_play(path, log, sides))
        if progress is not None:
            progress(done, len(files))
    return _tally(played, to, roster_names)


def _tally(played: list[_Played], to: int, roster_names: dict[str, list[str]]) -> MatchReport:
    wins = dict.fromkeys(SIDES, 0)
    ties = unfinished = 0
    winner: str | None = None
    decided_at: int | None = None
    notes: list[MatchNote] = []
    games: list[MatchGame] = []
    previous: _Played | None = None
    previous_result = ""
    for number, game in enumerate(played, start=1):

        def note(message: str, number: int = number, file: str = game.file) -> None:
            notes.append(MatchNote(number, file, message))

        counted = winner is None
        if decided_at is not None and number == decided_at + 1:
            later = len(played) - number
            these = f"this game and the {later} after it were" if later else "this game was"
            note(
                f"{these} played after side {winner} won the match at game {decided_at}: "
                "listed, not counted"
            )
        a, b = (game.score[s] for s in SIDES)
        game_winner: str | None = None
        if not game.over:
            result = "unfinished"
            unfinished += 1 if counted else 0
            why = f"not over at side 1 {a} – side 2 {b}: unfinished, not scored"
            if max(a, b) >= 5 and not game.first_to_5:
                why += (
                    " (a side has 5 sets, but without the first-to-5 rule a game goes on until "
                    "every set is settled)"
                )
            note(why)
        elif a == b:
            result = "tie"
            ties += 1 if counted else 0
        else:
            result = "won"
            game_winner = SIDES[0] if a > b else SIDES[1]
            if counted:
                wins[game_winner] += 1
                if wins[game_winner] >= to:
                    winner, decided_at = game_winner, number
        start_check = None
        if previous is not None and previous_result == "tie":
            start_check = _start_check(previous, game, number, note)
        games.append(
            MatchGame(
                number=number,
                file=game.file,
                teams={t.name: s for t, s in game.sides.items()},
                score=dict(game.score),
                over=game.over,
                result=result,
                winner=game_winner,
                started_by=game.started_by,
                started_side=game.started_side,
                start_check=start_check,
                counted=counted,
                wins=dict(wins),
            )
        )
        previous, previous_result = game, result
    return MatchReport(
        files=[g.file for g in played],
        to=to,
        sides=[Side(s, roster_names[s]) for s in SIDES],
        games=games,
        wins=wins,
        ties=ties,
        unfinished=unfinished,
        winner=winner,
        decided_at=decided_at,
        notes=notes,
    )


def _start_check(tied: _Played, game: _Played, number: int, note: Callable[[str], None]) -> str:
    """Whether ``game``, played after the tie ``tied``, was started by the other side."""
    if tied.started_side is None or game.started_side is None:
        note(f"game {number - 1} was a tie, and who started one of the two games is unknown")
        return "unknown"
    if tied.started_side != game.started_side:
        return "reversed"
    note(
        f"started by {game.started_by} (side {game.started_side}), the side that started the "
        f"tie of game {number - 1}; S-ES: after a 4-4 tie 'la siguiente partida se juega con los "
        "roles de inicio invertidos' (unless the table agreed otherwise: 'por acuerdo')"
    )
    return "not reversed"
