"""Compare a text with its golden file, or rewrite the file (DPSTUDIO_UPDATE_GOLDEN=1: README.md)."""
from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

FILES = Path(__file__).resolve().parent / "files"
UPDATING = os.environ.get("DPSTUDIO_UPDATE_GOLDEN") == "1"


def assert_golden(name: str, actual: str, words: bool = False) -> None:
    """`actual` equals the golden file `files/<name>` (`words`: but for spaces and where its lines end); with
    DPSTUDIO_UPDATE_GOLDEN=1 it becomes that file. On a difference the failure shows a unified diff, golden file
    first."""
    path = FILES / name
    if UPDATING:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8", newline="\n")
        return
    if not path.exists():
        pytest.fail(f"no golden file {path.relative_to(FILES.parent)}: make it with "
                    f"DPSTUDIO_UPDATE_GOLDEN=1 pytest tests/golden (README.md)", pytrace=False)
    expected = path.read_text(encoding="utf-8")
    if ("".join(actual.split()) != "".join(expected.split())) if words else (actual != expected):
        diff = difflib.unified_diff(expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                                    fromfile=f"golden/{name}", tofile="now")
        pytest.fail(f"{name} is not what it was frozen as (behaviour changed?):\n" + "".join(diff), pytrace=False)
