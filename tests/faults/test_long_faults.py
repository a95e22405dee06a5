"""The fault suite's long cases: `pytest -m faults_long tests/faults` (CI runs them in a step of their own).

Every kill point for every other input format, a release of 10^6 rows, a 64 MB field, 10^5
columns and a zip-bomb workbook. Each is judged as the short cases are: exit 0 or a clear refusal
(2) before any charge, never 1, never a traceback, never a canary.
"""
import io
import json
import zipfile

import pytest

from tests.conftest import SAMPLE_PLAN
from tests.faults.canaries import CANARY, COLUMNS, canary_rows, write_canary_csv
from tests.faults.conftest import PLAN_COST, assert_clean, charged, sums_hold
from tests.faults.kill_runner import STEPS
from tests.faults.malformed_files import OTHER_CASES
from tests.faults.test_kill_release import TORN_IN_THE_LONG_RUN, kill_and_recover

pytestmark = pytest.mark.faults_long
FORMATS = [case for case in OTHER_CASES if case.readable]


def plan_for(data, folder, cli):
    """The sample plan with the reading schema of `data`, as `check --write-schema` keeps it."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    del plan["reading"]
    path = folder / "plan-for-this-file.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert cli("check", path, "--data", data, "--write-schema").code == 0
    return path


@pytest.mark.parametrize("case", FORMATS, ids=lambda case: case.suffix)
@pytest.mark.parametrize("step", STEPS)
def test_a_release_from_any_format_killed_at_any_step_leaves_the_ledger_honest(
        step, case, tmp_path, cli, rows, canaries, private_ledger, crash_logs):
    data = case.write(tmp_path, rows)
    plan = plan_for(data, tmp_path, cli)
    kill_and_recover(step, tmp_path, cli, data, plan, canaries, private_ledger, crash_logs)


@pytest.mark.parametrize("step", TORN_IN_THE_LONG_RUN)
def test_a_release_torn_in_any_file_leaves_the_ledger_honest(
        step, tmp_path, cli, canary_csv, canaries, private_ledger, crash_logs):
    kill_and_recover(step, tmp_path, cli, canary_csv, SAMPLE_PLAN, canaries, private_ledger, crash_logs)


def test_a_release_of_a_million_rows_is_whole_and_leaks_nothing(tmp_path, cli, canaries, private_ledger, crash_logs):
    rows = canary_rows(people=800_000)
    assert len(rows) == 1_000_000
    data = write_canary_csv(tmp_path / "million.csv", rows)
    assert cli("ledger", "set-budget", "--data", data, "--plan", SAMPLE_PLAN, "--epsilon", 10).code == 0
    released = cli("release", SAMPLE_PLAN, "--data", data, "--out", tmp_path / "out")
    assert_clean(released, {0}, canaries, crash_logs, written=tmp_path / "out")
    assert sums_hold(tmp_path / "out") and charged(private_ledger) == [PLAN_COST]


def test_a_64_mb_field_is_read_or_refused_cleanly(tmp_path, cli, rows, canaries, private_ledger, crash_logs):
    big = [dict(r) for r in rows]
    big[3]["name"] = CANARY + "n" * (64 << 20)
    data = write_canary_csv(tmp_path / "huge-field.csv", big)
    for argv in (("check", SAMPLE_PLAN, "--data", data), ("risk", "--data", data, "--qi", "sex,zip"),
                 ("ledger", "set-budget", "--data", data, "--plan", SAMPLE_PLAN, "--epsilon", 10),
                 ("release", SAMPLE_PLAN, "--data", data, "--out", tmp_path / "out")):
        assert_clean(cli(*argv), {0, 2}, canaries, crash_logs)
    assert charged(private_ledger) in ([], [PLAN_COST])


def test_a_hundred_thousand_columns_are_refused_or_read_cleanly(tmp_path, cli, canaries, crash_logs):
    header = ",".join(COLUMNS + [f"extra{i}" for i in range(100_000)])
    row = ",".join([f"{CANARY}P1", f"{CANARY} N", "7391046285", "1950", "F", "01234", "2024-01-01", "J44 COPD",
                    "Surgery", "3", "1000", "negative"] + ["1"] * 100_000)
    data = tmp_path / "wide.csv"
    data.write_text("\n".join([header] + [row] * 40) + "\n", encoding="utf-8")
    outcome = cli("check", SAMPLE_PLAN, "--data", data)
    assert_clean(outcome, {0, 2}, canaries, crash_logs)
    if outcome.code == 2:
        assert data.name in outcome.err


def zip_bomb(rows_in_sheet: int) -> bytes:
    """A workbook whose one sheet is a long run of identical rows: a small file that unpacks to gigabytes."""
    row = "<row>" + "".join(f'<c t="inlineStr"><is><t>{CANARY}</t></is></c>' for _ in range(12)) + "</row>"
    sheet = ('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
             "<sheetData>" + row * rows_in_sheet + "</sheetData></worksheet>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as book:
        book.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/'
                      'package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/'
                      'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/'
                      'worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
                      'spreadsheetml.worksheet+xml"/></Types>')
        book.writestr("_rels/.rels", '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
                      'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
                      'officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        book.writestr("xl/workbook.xml", '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/'
                      'spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
                      'relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>')
        book.writestr("xl/_rels/workbook.xml.rels", '<?xml version="1.0"?><Relationships xmlns="http://schemas.'
                      'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
                      'openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
                      "</Relationships>")
        book.writestr("xl/worksheets/sheet1.xml", sheet)
    return out.getvalue()


def test_a_zip_bomb_workbook_is_refused_before_it_is_unpacked(tmp_path, cli, canaries, private_ledger, crash_logs):
    data = tmp_path / "bomb.xlsx"
    data.write_bytes(zip_bomb(1_000_000))
    for argv in (("check", SAMPLE_PLAN, "--data", data), ("risk", "--data", data, "--qi", "sex"),
                 ("release", SAMPLE_PLAN, "--data", data, "--out", tmp_path / "out")):
        outcome = cli(*argv)
        assert_clean(outcome, {2}, canaries, crash_logs)
        assert data.name in outcome.err
    assert charged(private_ledger) == []
