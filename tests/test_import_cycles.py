"""No import circles in dpstudio, counting the imports inside functions (issue 45, step 3): grimp, import-linter's
own graph, reads every import statement of every module, a function's too."""
from __future__ import annotations

import grimp


def circles(graph) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each a circle of imports."""
    modules = graph.modules
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in modules:
                continue
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return found


def test_dpstudio_has_no_import_circle_even_through_a_functions_imports():
    graph = grimp.build_graph("dpstudio", cache_dir=None)
    assert len(graph.modules) > 300  # the whole package was read
    assert circles(graph) == []


def test_a_circle_is_found_where_there_is_one():
    graph = grimp.ImportGraph()
    for name in ("a", "a.b", "a.c", "a.d"):
        graph.add_module(name)
    graph.add_import(importer="a.b", imported="a.c")
    graph.add_import(importer="a.c", imported="a.b")  # inside a function or not: an import is an import
    graph.add_import(importer="a.c", imported="a.d")
    assert circles(graph) == [["a.b", "a.c"]]
