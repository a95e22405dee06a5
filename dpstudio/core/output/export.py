"""Write a release to a folder: release.json, release.csv, the plan that ran, and for randomized
response the perturbed column. The folder appears whole or not at all: files go to a temporary
folder beside the target, which is renamed into place; an existing folder is never overwritten."""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .counted_words import counts_of
from .csv_text import csv_bytes

CSV_COLUMNS = ["query_id", "kind", "cell", "value", "ci95", "ci95_unit", "std_error", "epsilon", "delta",
               "mechanism", "noise_scale", "suppressed", "counts", "no_estimate"]  # suppressed: new in release
# format 4; counts: 8; no_estimate: 9


def margin_cells(query: dict) -> list[dict]:
    """A query's released margins and total as cells whose summed columns read "(all)" (release format 4)."""
    columns = list(query["cells"][0]["key"]) if query.get("cells") else []
    return [{**margin, "key": {c: margin["key"].get(c, "(all)") for c in columns}}
            for margin in query.get("margins") or [] if isinstance(margin, dict)]


def _flag(item: dict) -> str:
    """release.csv's `suppressed` column: "true" for a value withheld by the small-cell rule."""
    return "true" if item.get("suppressed") else ""


def _no_estimate(item: dict) -> str:
    """release.csv's `no_estimate` column: "true" for a mean published without a number (mean_draft.py)."""
    return "true" if item.get("no_estimate") else ""


def release_rows(release: dict) -> list[dict]:
    """One flat row per released value or cell."""
    rows = []
    for query in release["queries"]:
        scale = query["noise_scale"]
        common = {"query_id": query["id"], "kind": query["kind"], "epsilon": query["epsilon"],
                  "delta": query["delta"], "mechanism": query["mechanism"], "counts": counts_of(query),
                  "noise_scale": json.dumps(scale) if isinstance(scale, dict) else scale}
        if "cells" in query:
            for cell in query["cells"] + margin_cells(query):
                label = "; ".join(f"{k}={v}" for k, v in cell["key"].items())
                rows.append({**common, "cell": label, "value": cell["value"], "ci95": cell.get("ci95"),
                             "ci95_unit": query.get("ci95_unit", ""), "std_error": cell.get("std_error"),
                             "suppressed": _flag(cell), "no_estimate": _no_estimate(cell)})
        else:
            rows.append({**common, "cell": "", "value": query["value"], "ci95": query["ci95"],
                         "ci95_unit": query.get("ci95_unit", ""), "suppressed": _flag(query),
                         "no_estimate": _no_estimate(query)})
    return rows


def write_csv(path: Path, columns: list[str], rows: list[dict]) -> None:
    Path(path).write_bytes(csv_bytes(columns, rows))


def write_folder_atomically(out_dir, fill) -> Path:
    """Create `out_dir` whole or not at all: `fill(staging)` writes into a temporary folder beside it,
    which is then renamed into place. An existing non-empty folder is never overwritten."""
    out_dir = Path(out_dir)
    check_new_folder(out_dir)
    parent = out_dir.parent if str(out_dir.parent) else Path(".")
    try:
        parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.", suffix=".partial", dir=parent))
    except OSError as exc:
        raise InputError(Message("cannot create the output folder ({reason})", reason=str(exc.strerror)),
                         where=str(out_dir), hint=Message("Choose a folder you can write to")) from None
    try:
        fill(staging)
        umask = os.umask(0)
        os.umask(umask)
        staging.chmod(0o777 & ~umask)  # mkdtemp makes it owner-only; a release is meant to be handed on
        if out_dir.exists():
            out_dir.rmdir()
        os.replace(staging, out_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return out_dir


def check_new_folder(out_dir) -> None:
    """Refuse, before anything is charged, a folder the bundle could not be written to as a new folder."""
    out_dir = Path(out_dir)
    if out_dir.is_symlink():
        raise InputError(Message("the output folder is a symbolic link"), where=str(out_dir),
                         hint=Message("Give the path of a new folder itself; a release is never written through a "
                                      "link"))
    if out_dir.exists() and not out_dir.is_dir():
        raise InputError(Message("there is a file with the output folder's name"), where=str(out_dir),
                         hint=Message("Choose the path of a new folder for the release"))
    if out_dir.exists() and any(out_dir.iterdir()):
        raise InputError(Message("the output folder already exists and is not empty"), where=str(out_dir),
                         hint=Message("Choose a new folder; dpstudio never overwrites an earlier release"))
