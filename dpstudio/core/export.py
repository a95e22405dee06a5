"""Write a release to a folder: release.json, release.csv, the plan that ran, and for randomized
response the perturbed column. The folder appears whole or not at all: files go to a temporary
folder beside the target, which is renamed into place; an existing folder is never overwritten."""
from __future__ import annotations

import csv
import json
import os
import shutil
import tempfile
from pathlib import Path

from .errors import InputError

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
CSV_COLUMNS = ["query_id", "kind", "cell", "value", "ci95", "std_error", "epsilon", "delta", "mechanism",
               "noise_scale"]


def spreadsheet_safe(value):
    """Text that a spreadsheet would run as a formula gets a leading apostrophe; numbers pass."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def release_rows(release: dict) -> list[dict]:
    """One flat row per released value or cell."""
    rows = []
    for query in release["queries"]:
        scale = query["noise_scale"]
        common = {"query_id": query["id"], "kind": query["kind"], "epsilon": query["epsilon"],
                  "delta": query["delta"], "mechanism": query["mechanism"],
                  "noise_scale": json.dumps(scale) if isinstance(scale, dict) else scale}
        if "cells" in query:
            for cell in query["cells"]:
                label = "; ".join(f"{k}={v}" for k, v in cell["key"].items())
                rows.append({**common, "cell": label, "value": cell["value"], "ci95": cell.get("ci95"),
                             "std_error": cell.get("std_error")})
        else:
            rows.append({**common, "cell": "", "value": query["value"], "ci95": query["ci95"]})
    return rows


def write_csv(path: Path, columns: list[str], rows: list[dict]) -> None:
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow({k: spreadsheet_safe("" if row.get(k) is None else row.get(k)) for k in columns})


def write_release(release: dict, plan: dict, out_dir) -> Path:
    """Write the release files into `out_dir`, which must not exist yet (or be empty)."""
    out_dir = Path(out_dir)
    if out_dir.exists() and (not out_dir.is_dir() or any(out_dir.iterdir())):
        raise InputError("the output folder already exists and is not empty", where=str(out_dir),
                         hint="Choose a new folder; dpstudio never overwrites an earlier release")
    parent = out_dir.parent if str(out_dir.parent) else Path(".")
    try:
        parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.", suffix=".partial", dir=parent))
    except OSError as exc:
        raise InputError(f"cannot create the output folder ({exc.strerror})", where=str(out_dir),
                         hint="Choose a folder you can write to") from None
    try:
        _write_files(release, plan, staging)
        if out_dir.exists():
            out_dir.rmdir()
        os.replace(staging, out_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return out_dir


def _write_files(release: dict, plan: dict, folder: Path) -> None:
    public = {**release, "queries": [_without_column(q) for q in release["queries"]]}
    (folder / "release.json").write_text(json.dumps(public, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (folder / "plan.json").write_text(json.dumps(plan, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    write_csv(folder / "release.csv", CSV_COLUMNS, release_rows(release))
    for query in release["queries"]:
        if "perturbed_values" in query:
            name = f"{query['id']}.perturbed.csv"
            rows = [{query["column"]: v} for v in query["perturbed_values"]]
            write_csv(folder / _safe_name(name), [query["column"]], rows)


def _without_column(query: dict) -> dict:
    """release.json names the perturbed-column file instead of listing every value inline."""
    if "perturbed_values" not in query:
        return query
    out = {k: v for k, v in query.items() if k != "perturbed_values"}
    out["perturbed_values_file"] = _safe_name(f"{query['id']}.perturbed.csv")
    return out


def _safe_name(name: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in name)
