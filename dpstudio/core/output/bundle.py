"""The release bundle: every file a steward hands over, rendered in memory, with SHA256SUMS.

release.json, release.csv, release.xlsx (a sheet per query and one describing the release),
plan.json, report.html, report.pdf (by a writer the caller supplies: Qt renders it outside the
core), the perturbed columns of randomized-response queries, and SHA256SUMS over all of them; signed
by the data office (a `signer`, core/ledger/signing.py): its public-key.pem among them, and
SHA256SUMS.sig beside SHA256SUMS (output/signature.py).
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .counted_words import counts_of
from ..base.visible_text import json_visible
from .kind_outputs import output_of
from .csv_text import cell_text, csv_bytes
from .export import CSV_COLUMNS, margin_cells, release_rows, write_folder_atomically
from .release_record import Release
from .report import build_report
from .signature import PUBLIC_KEY, SIGNATURE, SUMS, signature_bytes
from .workbook import Workbook


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def canonical_sha256(data: dict) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def render_bundle(release: dict, plan: dict, pdf_writer=None, signer=None) -> dict[str, bytes]:
    """Every file of the bundle, rendered in memory: file name -> bytes, SHA256SUMS (and its signature) last.

    Rendered before the ledger is charged, so that anything that cannot be rendered (or named,
    or stored) refuses the release before it spends anything. `pdf_writer(report_html) -> bytes`
    renders report.pdf (Qt, outside the core); without one the bundle has no PDF. `signer`
    (ledger/signing.py's Signer) signs it, and the report names its key; without one it is unsigned.
    """
    public = {**release, "queries": [_without_column(q) for q in release["queries"]]}
    files = {"release.json": _json_bytes(public), "plan.json": _json_bytes(plan),
             "release.csv": csv_bytes(CSV_COLUMNS, release_rows(release))}
    for query in release["queries"]:
        if "perturbed_values" in query:
            _add(files, perturbed_file(query), csv_bytes([query["column"]],
                                                         [{query["column"]: v} for v in query["perturbed_values"]]))
    for query in release["queries"]:  # a kind's own files (a synthetic table's rows): its output record's
        own = output_of(query.get("kind"))
        for name, data in (own.bundle_files(query) if own is not None and own.bundle_files else {}).items():
            _add(files, name, data)
    files["release.xlsx"] = xlsx_bytes(release)
    report = build_report(release, plan, signed_by=signer.fingerprint if signer is not None else None)
    files["report.html"] = report.encode("utf-8")
    if pdf_writer is not None:
        files["report.pdf"] = bytes(pdf_writer(report))
    if signer is not None:
        files[PUBLIC_KEY] = signer.public_pem
    files[SUMS] = sums_bytes(files)
    if signer is not None:
        files[SIGNATURE] = signature_bytes(signer.sign, files[SUMS])
    return files


def write_bundle(release: dict, plan: dict, out_dir, pdf_writer=None, signer=None) -> Path:
    """Write the whole bundle into the new folder `out_dir` (atomically); returns the folder.

    No ledger here: a release (publish.py) claims, charges and delivers in its own order."""
    files = render_bundle(release, plan, pdf_writer, signer)

    def fill(folder: Path) -> None:
        for name, data in files.items():
            (folder / name).write_bytes(data)
    return write_folder_atomically(out_dir, fill)


def sums_bytes(files: dict[str, bytes]) -> bytes:
    """SHA256SUMS over every other file (but its signature), by name, in `sha256sum` format."""
    lines = [f"{hashlib.sha256(files[name]).hexdigest()}  {name}\n" for name in sorted(files)
             if name not in (SUMS, SIGNATURE)]
    return "".join(lines).encode("utf-8")


def _add(files: dict, name: str, data: bytes) -> None:
    """Two perturbed columns whose ids differ only by case or punctuation would share a file name."""
    if name.casefold() in {taken.casefold() for taken in files}:
        raise InputError(Message("two queries would write the same file, {file}", file=name), where="queries",
                         hint=Message("Give the randomized-response queries ids that differ in letters or digits"))
    files[name] = data


def bundle_sha256(folder) -> str:
    """The bundle's fingerprint: the SHA-256 of its SHA256SUMS file."""
    return sha256_file(Path(folder) / SUMS)


def perturbed_file(query: dict) -> str:
    return re.sub(r"[^\w.-]", "_", f"{query['id']}.perturbed.csv")


def without_synthetic_rows(release: dict) -> dict:
    """The release with each synthetic query's rows replaced by the names of their files, as release.json has it."""
    return {**release, "queries": [_public_entry(q) for q in release["queries"]]}


def _public_entry(query: dict) -> dict:
    """The entry as release.json has it, as its kind's output record says (a synthetic table's files named)."""
    own = output_of(query.get("kind"))
    return own.public_entry(query) if own is not None and own.public_entry else query


def _without_column(query: dict) -> dict:
    """release.json names the perturbed-column file (a synthetic table's files) instead of listing every value."""
    if "perturbed_values" not in query:
        return _public_entry(query)
    out = {k: v for k, v in query.items() if k != "perturbed_values"}
    out["perturbed_values_file"] = perturbed_file(query)
    return out


def _json_bytes(data: dict) -> bytes:
    """Strict JSON: NaN or Infinity would make the file unreadable to other JSON readers (the plan
    refuses what could produce them, so this raising is a bug, caught before anything is charged). Control
    characters are \\u escapes (json.dumps leaves DEL, C1 and bidi overrides raw): the same values, never obeyed."""
    return (json_visible(json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False)) + "\n").encode("utf-8")


def _sheet_name(name: str, taken: set) -> str:
    base = re.sub(r"[\[\]:*?/\\]", "_", name)[:31] or "query"
    candidate, number = base, 2
    while candidate.lower() in taken:
        suffix = f"~{number}"
        candidate, number = base[:31 - len(suffix)] + suffix, number + 1
    taken.add(candidate.lower())
    return candidate


def write_xlsx(path: Path, release: dict) -> None:
    Path(path).write_bytes(xlsx_bytes(release))


def _suppressed_mark(item: dict, rule: list) -> list:
    """The `suppressed` column of a query under the small-cell rule, and a mean's `no estimate` column (release
    format 9): the word beside an empty value."""
    marks = {"suppressed": "suppressed" if item.get("suppressed") else "",
             "no estimate": "no estimate" if item.get("no_estimate") else ""}
    return [marks[column] for column in rule]


def _rule_columns(query: dict) -> list:
    """The columns that say why a value is empty: the small-cell rule's, a mean's with no estimate."""
    return (["suppressed"] if "suppress_below" in query else []) + (["no estimate"] if "estimate_from" in query
                                                                     else [])


def xlsx_bytes(release: dict) -> bytes:
    return workbook_bytes(release_sheets(release))


def release_sheets(release: dict) -> list[tuple[str, list[list]]]:
    """release.xlsx's sheets, a title and its rows: one describing the release, then one per query. Each cell as
    cell_text makes it: a number, None (an empty cell) or text (never a formula, control characters as escapes)."""
    record = Release.from_json(release)  # its sentences in English, as release.json stores them
    budget = record.budget
    about = [["dpstudio release", record.version], ["created", record.created],
             ["dataset fingerprint", record.dataset_fingerprint],
             ["privacy unit", record.privacy_unit_description.text if record.privacy_unit_description else ""],
             ["neighbouring tables", record.neighbouring.text], ["epsilon spent", budget.epsilon],
             ["delta spent", budget.delta], ["composition", budget.composition.text],
             *([["accounting", "zcdp"], ["rho spent", budget.rho]] if "rho" in budget.order else []),
             *([["small-cell rule", f"values below {record.suppress_below} suppressed"]]
               if record.suppress_below else []),
             *[["warning", w.text] for w in record.warnings]]
    sheets = [("Release", about)]
    taken = {"release"}
    for query in release["queries"]:
        rows = [["query", query["id"], "kind", query["kind"], "mechanism", query["mechanism"],
                 "epsilon", query["epsilon"], "delta", query["delta"],
                 *(["counts", counts_of(query)] if counts_of(query) else [])]]  # people or rows (format 8)
        if "cells" in query:
            columns = None  # the key columns of the table whose cells come next
            own = output_of(query["kind"])
            counts = list(own.estimated_counts) if own else []  # randomized response's estimated counts
            rule = _rule_columns(query)
            for cell in query["cells"] + margin_cells(query):
                if list(cell["key"]) != columns:  # the first table, or a family's next: a header of its columns
                    columns = list(cell["key"])
                    rows.append([*columns, "value", "ci95", *counts, *rule])
                rows.append([*cell["key"].values(), cell["value"], cell.get("ci95"), *(cell[c] for c in counts),
                             *_suppressed_mark(cell, rule)])
            if not query["cells"]:
                rows.append(["value", "ci95", *counts, *rule])
            rows += own.sheet_rows(query) if own and own.sheet_rows else []  # randomized response's answers
        else:
            rule = _rule_columns(query)
            rows += [["value", "ci95", *rule], [query["value"], query["ci95"], *_suppressed_mark(query, rule)]]
        sheets.append((_sheet_name(query["id"], taken), rows))
    return [(title, [[cell_text(v) for v in row] for row in rows]) for title, rows in sheets]


def workbook_bytes(sheets: list[tuple[str, list[list]]]) -> bytes:
    """The workbook of these sheets (title, rows), by the bundle's own writer (output/workbook.py); an empty text
    an empty cell, as openpyxl, release.xlsx's writer before, wrote it."""
    book = Workbook()
    for title, rows in sheets:
        book.add_sheet(title, [book.row(None if v == "" else v for v in row) for row in rows])
    return book.bytes()
