"""A function-level import is there for a reason, and says it (issue 45, step 3): start-up (a command or the app
loads only what it uses: tests/cli/test_startup_imports.py), an optional extra (pyspark, psycopg), a module's
__getattr__. Each run of imports inside a function has a comment on one of its lines or on the line above it; a
module may instead say why once, in a comment at its top level ("... are imported in main() once chosen")."""
from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "dpstudio"
MODULE_WIDE = "imported in "  # "imported in the function that runs it", "imported in main()"


def _comment_lines(source: str) -> set[int]:
    return {token.start[0] for token in tokenize.generate_tokens(io.StringIO(source).readline)
            if token.type == tokenize.COMMENT}


def _import_runs(tree: ast.AST):
    """Each run of import statements next to each other in a function's body (or a block of it)."""
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for block in ast.walk(node):
            for field in ("body", "orelse", "finalbody", "handlers"):
                run = []
                statements = getattr(block, field, None)
                for statement in statements if isinstance(statements, list) else []:
                    if isinstance(statement, (ast.Import, ast.ImportFrom)):
                        run.append(statement)
                        continue
                    if run:
                        yield run
                    run = []
                if run:
                    yield run


def unexplained(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    comments = _comment_lines(source)
    if any(MODULE_WIDE in line for line in source.splitlines() if line.startswith("#")):
        return []
    found = []
    for run in _import_runs(ast.parse(source)):
        lines = set(range(run[0].lineno - 1, run[-1].end_lineno + 1))
        if not lines & comments:
            found.append(f"{path.relative_to(PACKAGE.parent)}:{run[0].lineno}")
    return sorted(set(found))


def test_every_import_inside_a_function_says_why():
    found = [place for path in sorted(PACKAGE.rglob("*.py")) for place in unexplained(path)]
    assert found == []


def test_an_import_in_a_function_without_a_comment_is_found(tmp_path):
    module = tmp_path / "dpstudio" / "m.py"
    module.parent.mkdir()
    module.write_text("def f():\n    import json\n\n    return json\n\n\ndef g():\n    import csv  # start-up\n"
                      "    import io\n    return csv, io\n", encoding="utf-8")
    global PACKAGE
    PACKAGE, before = module.parent, PACKAGE
    try:
        assert unexplained(module) == ["dpstudio/m.py:2"]
    finally:
        PACKAGE = before
