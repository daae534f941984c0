"""Which view draws a report: chosen by the report's type, never by asking which family it is.

:data:`view` draws a report for the terminal, :data:`brief` gives the quick answer of a position
(a live step), :data:`page` writes a report as a self-contained HTML page, :data:`season_part`
and :data:`season_section` draw a family's part of a season. Each is a :class:`Dispatch`: a view
is found by the report's class (or a base of it), as ``functools.singledispatch`` would, but the
view is named by its module and function and imported the first time a report of that class is
drawn — so that registering every family's views costs no import, and drawing a check report
does not load the review's renderer. Each family registers its own views
(:meth:`~fishsolve.family.base.GameFamily.load_views`). A report of a class nobody registered is
shown as its JSON document's fields, one per line, so that a new family's reports read before it
has views of its own.

A view returns something rich can print, or None when it printed itself. A renderable wrapped in
:class:`Folded` is printed with its lines folded to the terminal's width (tables wrap their
cells), not soft-wrapped.
"""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from fishsolve.errors import Unsupported


@dataclass(frozen=True)
class Folded:
    """A renderable to print folded to the terminal's width (a wide table, a review)."""

    renderable: RenderableType


class Dispatch:
    """A function chosen by the class of its first argument, among views named by their module
    and function (``"fishsolve.literature.render.check:check_summary"``)."""

    def __init__(self, name: str, default: Callable[..., Any]) -> None:
        self.name = name
        self.default = default
        self._named: dict[str, str] = {}
        self._drawn: dict[type, Callable[..., Any]] = {}
        self._found: dict[type, Callable[..., Any]] = {}

    def register(self, kind: str | Callable[..., Any], function: str = "") -> Any:
        """Draw reports of the class ``kind`` (``"module.Class"``) with ``function``
        (``"module:name"``); or, as a decorator of a view whose first parameter is annotated
        with a report's class, with that view (as ``functools.singledispatch`` registers)."""
        if callable(kind):
            import typing

            hints = typing.get_type_hints(kind)
            first = next(iter(inspect.signature(kind).parameters))
            self._drawn[hints[first]] = kind
            self._found.clear()
            return kind
        self._named[kind] = function
        self._found.clear()
        return None

    def __call__(self, report: Any, *args: Any) -> Any:
        kind = type(report)
        found = self._found.get(kind)
        if found is None:
            found = self._find(kind)
            self._found[kind] = found
        return found(report, *args)

    def _find(self, kind: type) -> Callable[..., Any]:
        for base in kind.__mro__:
            drawn = self._drawn.get(base)
            if drawn is not None:
                return drawn
            named = self._named.get(f"{base.__module__}.{base.__qualname__}")
            if named is not None:
                module, _, function = named.partition(":")
                found: Callable[..., Any] = getattr(importlib.import_module(module), function)
                return found
        return self.default


def _fields(report: Any) -> RenderableType:
    text = Text()
    for key, value in report.to_dict().items():
        shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        text.append(f"{key}: ", style="bold")
        text.append(f"{shown}\n")
    text.rstrip()
    return text


def _whole(report: Any) -> RenderableType:
    shown = view(report)
    if isinstance(shown, Folded):
        return shown.renderable
    return Text("") if shown is None else shown


def _no_page(report: Any) -> str:
    raise Unsupported("--html", f"a {type(report).__name__}", "no page is drawn for it")


def _section_fields(section: Any, alone: bool) -> str:
    import html

    return f"<pre>{html.escape(json.dumps(section.to_dict(), indent=2))}</pre>"


view = Dispatch("view", _fields)
"""The terminal view of a report; by default its JSON fields, one per line."""
brief = Dispatch("brief", _whole)
"""The quick answer of a position's report (a live step, the live screen's pane); by default its
whole view."""
page = Dispatch("page", _no_page)
"""A report as one self-contained HTML page; raises Unsupported for a report without one."""
season_part = Dispatch("season_part", _whole)
"""A family's part of a season, for the terminal; by default its whole view."""
season_section = Dispatch("season_section", _section_fields)
"""A family's section of the season page, given whether it is the only one shown; by default its
JSON document, escaped."""

DISPATCHES = {d.name: d for d in (view, brief, page, season_part, season_section)}
"""Every dispatch, by name (a family's views say which each view belongs to)."""


def register(house: str, views: dict[str, dict[str, str]]) -> None:
    """Register a family's views: dispatch name -> report class -> view function, each named
    within the package ``house`` (``"reports.check.CheckReport"``: ``"render.check:summary"``)."""
    for name, kinds in views.items():
        for kind, function in kinds.items():
            DISPATCHES[name].register(f"{house}.{kind}", f"{house}.{function}")


view.register("fishsolve.family.simulated.Simulated", "fishsolve.render.sim:simulated_view")
view.register("fishsolve.family.moments.GamePuzzles", "fishsolve.render.moments:game_puzzles_view")
