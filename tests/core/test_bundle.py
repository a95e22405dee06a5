"""The release bundle: contents, hashes, no raw values, spreadsheet safety, and the ledger's order."""
import hashlib
import json
import os
import re
import zipfile
from pathlib import Path

import pandas as pd
import pytest

from dpstudio.core.output import output_claim
from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import ChargedNotDelivered
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.pipeline.publish import publish
from dpstudio.core.base.locale_format import format_number
from dpstudio.report_pdf import write_pdf
from tests.conftest import SAMPLE_DATA


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


def fingerprint() -> str:
    return hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()


def release_sample(sample_frame, plan, ledger, out, budget=10):
    ledger.set_budget(fingerprint(), Budget.of(budget))
    return publish(sample_frame, plan, fingerprint(), out, ledger, pdf_writer=write_pdf, user="steward")


def test_bundle_contents_and_hashes(sample_frame, sample_plan, ledger, tmp_path):
    done = release_sample(sample_frame, sample_plan, ledger, tmp_path / "out")
    files = sorted(p.name for p in done.folder.iterdir())
    assert files == ["SHA256SUMS", "SHA256SUMS.sig", "plan.json", "public-key.pem", "release.csv", "release.json",
                     "release.xlsx", "report.html", "report.pdf", "test_results.perturbed.csv"]
    sums = dict(reversed(line.split("  ")) for line in (done.folder / "SHA256SUMS").read_text().splitlines())
    assert sorted(sums) == [f for f in files if f not in ("SHA256SUMS", "SHA256SUMS.sig")]  # its signature beside it
    for name, digest in sums.items():
        assert hashlib.sha256((done.folder / name).read_bytes()).hexdigest() == digest
    assert (done.folder / "report.pdf").read_bytes().startswith(b"%PDF")
    assert done.bundle_sha256 == hashlib.sha256((done.folder / "SHA256SUMS").read_bytes()).hexdigest()
    release = json.loads((done.folder / "release.json").read_text(encoding="utf-8"))
    assert "released_by" not in release and "publisher" not in release  # no one named unless asked
    book = zipfile.ZipFile(done.folder / "release.xlsx")
    sheets = [n for n in book.namelist() if n.startswith("xl/worksheets/sheet")]
    assert len(sheets) == 1 + 8  # a sheet describing the release, and one per query
    from openpyxl import load_workbook
    rr_sheet = list(load_workbook(done.folder / "release.xlsx")["test_results"].values)
    assert rr_sheet[1][:5] == ("test_result", "value", "ci95", "count", "count_ci95")
    rr = next(q for q in release["queries"] if q["kind"] == "randomized_response")
    assert rr_sheet[-1][:4] == ("answers (noisy row count)", rr["rows"], "ci95", rr["rows_ci95"])


def all_text(folder: Path) -> str:
    """Every file's text; the workbook's XML unzipped (the PDF is rendered from report.html)."""
    parts = []
    for path in folder.iterdir():
        if path.suffix == ".xlsx":
            with zipfile.ZipFile(path) as book:
                parts += [book.read(n).decode("utf-8") for n in book.namelist() if n.endswith(".xml")]
        elif path.suffix != ".pdf":
            parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def test_no_raw_value_reaches_the_bundle(sample_frame, sample_plan, ledger, tmp_path):
    done = release_sample(sample_frame, sample_plan, ledger, tmp_path / "out")
    text = all_text(done.folder)
    for column in ("patient_id", "name", "national_id", "zip", "admission_date"):
        for value in sample_frame[column].dropna().astype(str).unique():
            # as a value of its own: a zip code 01237 may occur by chance among a noisy number's digits
            # (the substring test first: the same answer, without a regular expression for every value)
            assert value not in text or not re.search(rf"(?<![\w.]){re.escape(value)}(?![\w])", text), (column, value)
    true_total = int(sample_frame["cost"].sum())
    assert str(true_total) not in text and f"{true_total:,}" not in text
    assert f'"rows": {len(sample_frame)}' not in text  # only the randomized-response row count (after truncation)


def test_text_is_safe_to_open_in_a_spreadsheet(ledger, tmp_path):
    frame = pd.DataFrame({"dx": ["=HYPERLINK(\"http://x\")", "+1", "@SUM(A1)", "ok"] * 10})
    plan = {"dpstudio_plan": 1, "columns": {"dx": "sensitive"}, "budget": {"epsilon": 1},
            "queries": [{"id": "h", "kind": "histogram", "column": "dx", "epsilon": 1,
                         "categories": ["=HYPERLINK(\"http://x\")", "+1", "@SUM(A1)", "-2", "ok"]}]}
    ledger.set_budget("table", Budget.of(5))
    done = publish(frame, plan, "table", tmp_path / "out", ledger)
    csv_text = (done.folder / "release.csv").read_text(encoding="utf-8")
    assert "dx='=HYPERLINK" not in csv_text or "'dx='=HYPERLINK" in csv_text
    for line in csv_text.splitlines()[1:]:
        cell = line.split(",")[2]
        assert not cell.startswith(("=", "+", "-", "@")), line
    with zipfile.ZipFile(done.folder / "release.xlsx") as book:
        xml = "".join(book.read(n).decode() for n in book.namelist() if n.startswith("xl/worksheets"))
        strings = book.read("xl/sharedStrings.xml").decode() if "xl/sharedStrings.xml" in book.namelist() else ""
    assert "<f>" not in xml  # no formula anywhere
    assert "'=HYPERLINK" in strings + xml and "'+1" in strings + xml and "'@SUM(A1)" in strings + xml


def test_control_characters_in_keys_found_in_the_table_are_written_to_the_workbook_escaped(ledger, tmp_path):
    """A key found in the table may hold any character (a plan's own labels may not: plan/text_rule.py). openpyxl
    refuses C0 control characters: one is written as \\xNN (the JSON keeps it exactly, as \\u0001), rather than
    failing the release."""
    labels = ["a\x01b", "tab\tok", "c"]
    frame = pd.DataFrame({"dx": labels * 200})
    plan = {"dpstudio_plan": 5, "columns": {"dx": "sensitive"}, "budget": {"epsilon": 1, "delta": 1e-6},
            "queries": [{"id": "h", "kind": "histogram", "column": "dx", "epsilon": 1, "delta": 1e-7,
                         "categories": "discover"}]}
    ledger.set_budget("table", Budget.of(5, 1e-6))
    done = publish(frame, plan, "table", tmp_path / "out", ledger)
    from openpyxl import load_workbook

    sheet = load_workbook(done.folder / "release.xlsx")["h"]
    assert {row[0] for row in sheet.iter_rows(min_row=3, values_only=True)} == {"a\\x01b", "tab\tok", "c"}
    cells = json.loads((done.folder / "release.json").read_text(encoding="utf-8"))["queries"][0]["cells"]
    assert {c["key"]["dx"] for c in cells} == set(labels)


def test_perturbed_file_header_is_not_a_formula(ledger, tmp_path):
    name = '=HYPERLINK("http://x","y")'
    frame = pd.DataFrame({name: ["a", "b"] * 200})  # enough rows that the noisy row count (scale 10) is never 0
    plan = {"dpstudio_plan": 1, "columns": {name: "sensitive"}, "budget": {"epsilon": 1},
            "queries": [{"id": "rr", "kind": "randomized_response", "column": name, "epsilon": 1,
                         "categories": ["a", "b"]}]}
    ledger.set_budget("table", Budget.of(5))
    done = publish(frame, plan, "table", tmp_path / "out", ledger)
    lines = (done.folder / "rr.perturbed.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == '"\'=HYPERLINK(""http://x"",""y"")"'
    assert set(lines[1:]) <= {"a", "b", "(other)"} and len(lines) > 1


def test_a_crash_between_charging_and_writing_over_counts_and_keeps_the_chain(sample_frame, sample_plan, ledger,
                                                                             tmp_path, monkeypatch):
    def crash(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(output_claim, "write_file", crash)
    with pytest.raises(ChargedNotDelivered):
        release_sample(sample_frame, sample_plan, ledger, tmp_path / "out", budget=5)
    assert not (tmp_path / "out").exists()
    entries = ledger.releases(fingerprint())
    assert len(entries) == 1 and not entries[0].complete
    assert ledger.spent(fingerprint()) == Budget.of(3)  # the draw may exist in memory: it counts
    assert ledger.verify() == []


def test_the_ledger_is_charged_before_any_file_exists(sample_frame, sample_plan, ledger, tmp_path, monkeypatch):
    seen = []
    original = output_claim.write_file

    def spy(path, data):
        seen.append((len(ledger.releases(fingerprint())), os.path.lexists(tmp_path / "out"), path.name))
        original(path, data)
    monkeypatch.setattr(output_claim, "write_file", spy)
    release_sample(sample_frame, sample_plan, ledger, tmp_path / "out")
    assert seen[0] == (1, False, "release.json") and len(seen) == 10 and seen[-1][2] == "SHA256SUMS.sig"
    assert ledger.releases(fingerprint())[0].complete


def test_report_reads_its_figures_from_the_release(sample_frame, sample_plan, ledger, tmp_path):
    done = release_sample(sample_frame, sample_plan, ledger, tmp_path / "out")
    report = (done.folder / "report.html").read_text(encoding="utf-8")
    release = done.release
    for query in release["queries"]:
        if "value" in query:
            value = query["value"]
            shown = f"{value:,}" if isinstance(value, int) and abs(value) >= 10_000 else (
                str(value) if isinstance(value, int) else f"{round(value):,}" if abs(value) >= 10_000
                else f"{value:,.4g}")  # never scientific notation: 27,570,000 rather than 2.757e+07
            assert shown in report, query["id"]
    assert "e<sup>ε</sup> = 20.1" in report  # e^3
    assert "k·ε" in report and "hides both each person's value and whether the person is in the table" in report
    rr = next(q for q in release["queries"] if q["kind"] == "randomized_response")
    assert f"Answers released: {format_number(rr['rows'])}, a noisy count" in report
    assert "effectively exact" not in report and "rows answered is revealed" not in report
    assert release["dataset_fingerprint"] in report and fingerprint() not in report


def test_reports_render_chinese_and_greek_text(tmp_path):
    from dpstudio.core.output.report import build_report

    release = {"created": "2026-01-01T00:00:00+00:00", "dataset_fingerprint": "0" * 64, "privacy_unit": None,
               "neighbouring": "相邻 / γειτονικοί", "publisher": "张三 Γιάννης",
               "budget": {"epsilon": 1, "delta": 0, "limit": {"epsilon": 1, "delta": 0}, "composition": "x"},
               "queries": [{"id": "诊断", "kind": "histogram", "epsilon": 1, "delta": 0, "mechanism": "discrete_laplace",
                            "noise_scale": 1.0, "ci95": 3.0, "postprocess": [],
                            "cells": [{"key": {"诊断": "高血压"}, "value": 5, "ci95": 3.0},
                                      {"key": {"诊断": "Διάγνωση"}, "value": 7, "ci95": 3.0}]}]}
    html = build_report(release, {}, charts=False)
    assert "高血压" in html and "Διάγνωση" in html and "张三 Γιάννης" in html
    write_pdf(html, tmp_path / "r.pdf")
    assert (tmp_path / "r.pdf").stat().st_size > 1000


def test_the_ledger_state_stays_with_the_steward(sample_frame, sample_plan, ledger, tmp_path):
    """Which population a table joins, and whether it brings new people to record, depend on the data;
    so the ledger's record number and lifetime figures are not in the public bundle."""
    done = release_sample(sample_frame, sample_plan, ledger, tmp_path / "out", budget=7)
    report = (done.folder / "report.html").read_text(encoding="utf-8")
    assert "Lifetime" not in report and "ledger record" not in report.lower()
    assert "ε = 7" not in report and done.lifetime.epsilon == 7  # the lifetime budget is the steward's
    assert "releases about the same population carry the same one" in report


def test_release_json_never_holds_nan_or_infinity():
    from dpstudio.core.output.bundle import _json_bytes

    with pytest.raises(ValueError):
        _json_bytes({"value": float("inf")})
