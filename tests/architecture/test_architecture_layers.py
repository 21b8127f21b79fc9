"""The package layering contract (pyproject's [tool.importlinter]) holds, and no module imports itself back."""

from __future__ import annotations

import sys
from pathlib import Path

import grimp
import pytest

REPO = Path(__file__).resolve().parents[2]


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), run-time imports only."""
    adjacency = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in sorted(graph.modules)}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in adjacency[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for module in adjacency:
            if module not in index:
                visit(module)
    finally:
        sys.setrecursionlimit(limit)
    return found


def test_no_module_imports_itself_back() -> None:
    graph = grimp.build_graph("citeset", exclude_type_checking_imports=True)
    assert _cycles(graph) == []


def test_packages_import_only_the_layers_below_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlinter.cli import lint_imports

    monkeypatch.chdir(REPO)
    assert lint_imports(config_filename=str(REPO / "pyproject.toml")) == 0


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = grimp.ImportGraph()
    for importer, imported in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")):
        graph.add_import(importer=importer, imported=imported)
    assert _cycles(graph) == [["p.a", "p.b", "p.c"]]
