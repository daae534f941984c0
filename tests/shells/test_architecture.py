"""The shape of the package: no import cycles, and the stage rules of pyproject.toml hold.

``lint-imports`` (run by CI) checks the layers between stages; a cycle inside one stage (two
modules of ``sim/`` importing each other) is no layer violation, so it is checked here, on the
import graph that import-linter itself builds (grimp), lazy and type-only imports included.
"""

from __future__ import annotations

import grimp
import pytest


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("fishsolve", cache_dir=None)


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    modules = sorted(graph.modules)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in modules:
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append(
                        (child, iter(sorted(graph.find_modules_directly_imported_by(child))))
                    )
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_no_import_cycles(graph: grimp.ImportGraph) -> None:
    # The root package re-exports the public API from every stage, so it is left out: it
    # imports everything and nothing imports it but the CLI's version string.
    sub = [m for m in graph.modules if m != "fishsolve"]
    cycles = [c for c in _cycles(graph) if set(c) <= set(sub)]
    assert cycles == []


def test_cycle_finder_finds_a_cycle() -> None:
    g = grimp.ImportGraph()
    for name in ("p", "p.a", "p.b", "p.c"):
        g.add_module(name)
    g.add_import(importer="p.a", imported="p.b")
    g.add_import(importer="p.b", imported="p.a")
    g.add_import(importer="p.b", imported="p.c")
    assert _cycles(g) == [["p.a", "p.b"]]


def test_every_stage_is_a_package_with_a_docstring(graph: grimp.ImportGraph) -> None:
    import importlib

    stages = ["game", "notation", "deduce", "explain", "review", "puzzles", "sim", "reports"]
    for stage in [*stages, "deduce.cpsat", "deduce.count"]:
        module = importlib.import_module(f"fishsolve.literature.{stage}")
        assert module.__doc__, stage
        assert "import" in module.__doc__.lower(), stage
