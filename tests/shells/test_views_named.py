"""Every view a family registers by name (fishsolve/render/views.py: a report's class and the
function drawing it, as dotted paths imported the first time a report of the class is drawn)
names a class and a function that exist. A class moved to another module would otherwise draw its
reports as a plain dump of their fields, silently."""

from __future__ import annotations

import importlib
import inspect

from fishsolve.families import families
from fishsolve.render.views import DISPATCHES


def test_every_named_view_names_a_class_and_a_function_that_exist() -> None:
    for family in families():
        family.load_views()
    checked = 0
    for dispatch in DISPATCHES.values():
        for kind, function in dispatch._named.items():
            module, _, name = kind.rpartition(".")
            cls = getattr(importlib.import_module(module), name, None)
            assert inspect.isclass(cls), kind
            # The dispatch finds a view by the class's own module (where it is defined).
            assert f"{cls.__module__}.{cls.__qualname__}" == kind, kind
            module, _, name = function.partition(":")
            assert callable(getattr(importlib.import_module(module), name, None)), function
            checked += 1
    assert checked >= 20
