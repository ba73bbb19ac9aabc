"""The package's modules import one another in one direction: no module, through any chain of
imports (including those only made for type checkers), imports itself again."""

import ast
from pathlib import Path
from typing import Dict, List, Set

PACKAGE = Path(__file__).resolve().parent.parent / "uistate"


def imports_within_package(path: Path) -> Set[str]:
    """The package's own modules that ``path`` imports anywhere in its text (``from .x import``,
    ``from . import x``), so an import hidden under ``if TYPE_CHECKING`` or in a function counts."""
    names: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                names.add(node.module.split(".")[0])
            else:
                names.update(alias.name for alias in node.names)
    return names


def import_graph() -> Dict[str, Set[str]]:
    modules = {path.stem: path for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    return {name: imports_within_package(path) & modules.keys() for name, path in modules.items()}


def find_cycle(graph: Dict[str, Set[str]]) -> List[str]:
    """One import cycle as a list of modules (first repeated at the end), or ``[]``."""
    visiting: List[str] = []
    done: Set[str] = set()

    def visit(name: str) -> List[str]:
        if name in visiting:
            return visiting[visiting.index(name):] + [name]
        if name in done:
            return []
        visiting.append(name)
        for imported in sorted(graph[name]):
            cycle = visit(imported)
            if cycle:
                return cycle
        visiting.pop()
        done.add(name)
        return []

    for name in sorted(graph):
        cycle = visit(name)
        if cycle:
            return cycle
    return []


def test_the_modules_import_each_other_without_a_cycle():
    assert find_cycle(import_graph()) == []


def test_the_cycle_finder_reports_a_cycle_it_is_given():
    assert find_cycle({"aio": {"store"}, "store": {"host"}, "host": {"aio"}}) == ["aio", "store", "host", "aio"]


def test_the_store_helpers_know_no_host_implementation():
    assert import_graph()["store"].isdisjoint({"host", "aio"})
