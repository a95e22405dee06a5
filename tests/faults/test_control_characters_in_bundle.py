"""Text from the data never reaches a file of the bundle or the terminal raw (issue 44). A plan's own names and
labels are refused at check when they hold a control character (test_malformed_plans' label cases); keys found in
the table ("discover") are the table's values, and here hold an escape sequence that sets a terminal's title, a
bell, DEL, C1 controls, a bidi override, a line separator and a formula. Every file of the bundle (each text
file's bytes, the workbook's members, the PDF's decoded text) holds them only as escapes, release.json keeps the
very values (as JSON's \\u escapes), and a text cell never starts a formula."""
from __future__ import annotations

import csv
import json
import zipfile

from tests.faults.conftest import COMPRESSED, assert_clean, raw_controls, sums_hold

KEYS = ["\x1b]0;pwned\x07", "del\x7fx", "csi\x9b2J", "North\u202eevil", "=cmd|' /C calc'!A0", "line\u2028sep",
        "soh\x01x"]
PEOPLE = 700  # a hundred people a key: every key is found, at either sex, far above the threshold


def write_table(path):
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["pid", "clinic", "sex"])
        writer.writerows([f"p{i:04d}", KEYS[i % len(KEYS)], "FM"[i // len(KEYS) % 2]] for i in range(PEOPLE))
    return path


def write_plan(path):
    found = {"epsilon": 1, "delta": 1e-7}
    plan = {"dpstudio_plan": 11, "columns": {"pid": "identifier", "clinic": "other", "sex": "quasi_identifier"},
            "privacy_unit": {"column": "pid", "max_rows": 1}, "budget": {"epsilon": 3, "delta": 1e-6},
            "queries": [{"id": "by_clinic", "kind": "histogram", "column": "clinic", "categories": "discover", **found},
                        {"id": "sex_by_clinic", "kind": "crosstab", "columns": ["sex", "clinic"],
                         "categories": {"sex": ["F", "M"], "clinic": "discover"}, **found},
                        {"id": "grouped", "kind": "count", "group_by": ["clinic"],
                         "categories": {"clinic": "discover"}, **found}],
            "reading": {"encoding": "utf-8", "delimiter": ",", "decimal": ".", "multiline": False,
                        "columns": {"pid": "text", "clinic": "text", "sex": "text"}}}
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


def test_keys_found_in_the_table_reach_no_file_of_the_bundle_raw(cli, tmp_path, private_ledger, crash_logs):
    table, plan, out = write_table(tmp_path / "clinics.csv"), write_plan(tmp_path / "plan.json"), tmp_path / "out"
    assert cli("check", plan, "--data", table).code == 0
    assert cli("ledger", "set-budget", "--data", table, "--plan", plan, "--epsilon", 10).code == 0
    released = cli("release", plan, "--data", table, "--out", out)
    assert_clean(released, {0}, [], crash_logs, written=out)
    files = sorted(p for p in out.iterdir())
    assert {p.suffix for p in files} >= {".csv", ".json", ".html", ".pdf", ".xlsx"} and sums_hold(out)
    assert raw_controls(out) == {}
    for path in files:  # the bytes themselves: nothing below 0x20 but tab, line feed and carriage return, no DEL
        if path.suffix not in COMPRESSED:
            assert not set(path.read_bytes()) & (set(range(0x20)) - {0x09, 0x0A, 0x0D} | {0x7F}), path.name
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    for query in release["queries"]:
        assert {cell["key"]["clinic"] for cell in query["cells"]} == set(KEYS), query["id"]
    csv_text = (out / "release.csv").read_text(encoding="utf-8")
    assert "clinic=\\x1b]0;pwned\\x07" in csv_text and "North\\u202eevil" in csv_text
    with zipfile.ZipFile(out / "release.xlsx") as book:
        xml = "".join(book.read(n).decode("utf-8") for n in book.namelist())
    assert "<f>" not in xml and "'=cmd|' /C calc'!A0" in xml and "\\x1b]0;pwned\\x07" in xml
    assert cli("verify", out).code == 0
