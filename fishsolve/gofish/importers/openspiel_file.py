"""Reading what OpenSpiel writes of a game: its name, its parameters and its action history.

Two forms are read (docs/import.md, with examples):

- **OpenSpiel's own**, as ``pyspiel.serialize_game_and_state(game, state)`` writes it: a
  ``[Game]`` section whose one line is the game with its parameters
  (``go_fish(players=3,ranks=6)``), and a ``[State]`` section with one action per line, the
  state's history; ``#`` lines and a ``[Meta]`` section are skipped;
- **JSON**: ``{"game": "go_fish", "parameters": {...}, "history": [...]}``, where ``game`` may
  carry its parameters as OpenSpiel names a game (``"go_fish(players=3)"``), ``parameters`` is
  what ``game.get_parameters()`` gives and ``history`` what ``state.history()`` gives.

Either way the result is a :class:`SpielRecord`, each action with the place it was written, so
that a refusal names the file, line and action.

>>> record = read_spiel("[Game]\\ngo_fish(players=3,end_on_first_out=True)\\n[State]\\n4\\n0\\n")
>>> record.game, record.parameters, record.actions
('go_fish', {'players': 3, 'end_on_first_out': True}, (4, 0))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from fishsolve.errors import Location, NotationError, clip, quote
from fishsolve.text.jsonlocate import LocatingDecoder, parse_json
from fishsolve.text.lines import LINE_END_RE

Value = int | float | bool | str
"""A game parameter's value, as OpenSpiel types them."""


@dataclass(frozen=True)
class SpielRecord:
    """A game as OpenSpiel recorded it.

    Attributes:
        game: the game's short name (``go_fish``).
        parameters: the parameters given (those left out take OpenSpiel's defaults).
        actions: the state's history: every chance outcome and every player's action, in order.
        places: where each action is written (a line of the file, a JSON path's line).
        where: where the game and its parameters are written.
    """

    game: str
    parameters: dict[str, Value]
    actions: tuple[int, ...]
    places: tuple[Location | None, ...] = ()
    where: Location | None = None

    def place(self, index: int) -> Location | None:
        """Where action ``index`` (0-based) is written."""
        return self.places[index] if index < len(self.places) else None


_GAME_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?\s*$")


def parse_game_string(text: str) -> tuple[str, dict[str, Value]]:
    """A game as OpenSpiel names it, ``short_name(key=value,...)``: its name and parameters.

    >>> parse_game_string("go_fish(players=4,ask_after_empty_draw=False,ranks=6)")
    ('go_fish', {'players': 4, 'ask_after_empty_draw': False, 'ranks': 6})

    Raises:
        NotationError: not a game's name with parameters.
    """
    match = _GAME_RE.match(text)
    if not match:
        raise NotationError(
            f"expected a game as OpenSpiel names it, e.g. go_fish(players=3); "
            f"found {quote(text.strip())}"
        )
    name, inside = match.group(1), match.group(2)
    parameters: dict[str, Value] = {}
    if inside and inside.strip():
        for part in inside.split(","):
            key, eq, value = part.partition("=")
            key = key.strip()
            if not eq or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
                raise NotationError(
                    f"expected key=value in the game's parameters; found {quote(part)}"
                )
            if key in parameters:
                raise NotationError(f"parameter {key!r} is given twice")
            parameters[key] = _value(value.strip())
    return name, parameters


def _value(text: str) -> Value:
    """A parameter's value as OpenSpiel writes it: True/False, a whole number, a number, or a
    string (kept as written)."""
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    if re.fullmatch(r"-?\d{1,18}", text):
        return int(text)
    try:
        return float(text)
    except ValueError:
        return text


def read_spiel(text: str, path: str | None = None, as_json: bool = False) -> SpielRecord:
    """The record in ``text`` (JSON with ``as_json``, else OpenSpiel's own form).

    Raises:
        NotationError: the text is neither form, at its line.
    """
    if as_json:
        return _Decoder(path, text).record(parse_json(text, path))
    return _read_serialized(text, path)


def _read_serialized(text: str, path: str | None) -> SpielRecord:
    lines = LINE_END_RE.split(text)
    section = None
    game_line: tuple[int, str] | None = None
    actions: list[int] = []
    places: list[Location | None] = []
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = Location(number, 1, raw, path)
        if re.fullmatch(r"\[[A-Za-z]+\]", line):
            section = line[1:-1].lower()
            if section not in ("meta", "game", "state"):
                raise NotationError(
                    f"unknown section {line}; OpenSpiel writes [Meta], [Game] and [State]", where
                )
            continue
        if section == "game":
            if game_line is not None:
                raise NotationError("the [Game] section holds one line: the game", where)
            game_line = (number, raw)
        elif section == "state":
            if not re.fullmatch(r"\d{1,9}", line):
                raise NotationError(
                    f"expected an action (a whole number) on each line of [State]; "
                    f"found {line[:40]!r}",
                    Location(number, raw.index(line[0]) + 1, raw, path),
                )
            actions.append(int(line))
            places.append(where)
        elif section is None:
            raise NotationError(
                "expected OpenSpiel's serialized game and state ([Game] with the game, [State] "
                "with one action a line) or a JSON record",
                where,
            )
    if game_line is None:
        raise NotationError(
            "the record has no [Game] section naming the game, e.g. go_fish(players=3)",
            Location(1, 1, lines[0] if lines else "", path),
        )
    number, raw = game_line
    where = Location(number, 1, raw, path)
    try:
        name, parameters = parse_game_string(raw)
    except NotationError as err:
        raise NotationError(err.message, where) from None
    return SpielRecord(name, parameters, tuple(actions), tuple(places), where)


class _Decoder(LocatingDecoder):
    def record(self, data: Any) -> SpielRecord:
        if not isinstance(data, dict):
            raise self.error("$", "expected a JSON object with 'game' and 'history'")
        for key in data:
            if key not in ("game", "parameters", "history"):
                raise self.error(key, f"unknown key {key!r}; expected game, parameters, history")
        game = self.get(data, "game", str, "$")
        name, parameters = self.wrap("game", parse_game_string, game)
        given = data.get("parameters", {})
        if not isinstance(given, dict):
            raise self.error("parameters", "expected an object of the game's parameters")
        for key, value in given.items():
            if not isinstance(value, bool | int | float | str):
                raise self.error(f"parameters.{key}", "expected a number, true, false or a string")
            if key in parameters and parameters[key] != value:
                raise self.error(
                    f"parameters.{key}",
                    f"{key} is {parameters[key]!r} in the game's name and {clip(repr(value))} here",
                )
            parameters[key] = value
        history = self.get(data, "history", list, "$")
        actions = []
        for i, action in enumerate(history):
            if type(action) is not int or action < 0:
                raise self.error(f"history[{i}]", "expected an action: a whole number, 0 or more")
            actions.append(action)
        places = tuple(self.locate(f"history[{i}]") for i in range(len(actions)))
        return SpielRecord(name, parameters, tuple(actions), places, self.locate("game"))
