"""Issue 14 §4: hostile plans and options exit 2 (bad input, nothing charged), never 1 (a bug).

Run in-process through dpstudio.cli.main.main, so the exit code and the message are checked together."""
import json

import pytest

from dpstudio.cli.main import main
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def run_main(capsys, *args):
    code = main([str(a) for a in args])
    captured = capsys.readouterr()
    return code, captured.err


def plan_file(tmp_path, change) -> str:
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    change(plan)
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


def _query(index, **fields):
    return lambda plan: plan["queries"][index].update(fields)


@pytest.mark.parametrize("change, expected", [
    (_query(5, bounds=[-1e308, 1e308]), "queries[5] ('total_cost').bounds: -1e+308 is beyond"),
    (_query(4, bounds=[-1e308, 1e308]), "queries[4] ('mean_stay').bounds: -1e+308 is beyond"),
    (_query(4, bounds=[0, 1e16]), "queries[4] ('mean_stay').bounds: 1e+16 is beyond"),
    (lambda plan: plan["privacy_unit"].update(max_rows=10**18), "privacy_unit.max_rows: 1000000000000000000 is more"),
    (_query(0, kind=["count"]), "queries[0] ('admissions').kind: [\"count\"] is not a kind"),
    (_query(0, kind="tally"), "queries[0] ('admissions').kind: unknown kind 'tally'"),
    (_query(0, id=5), "queries[0].id: 5 is a number, not text"),
    (lambda plan: plan.update(queries={}), "queries: must be a list of queries, not an object"),
])
def test_hostile_plans_exit_2_before_any_charge(capsys, tmp_path, change, expected):
    path = plan_file(tmp_path, change)
    for command in (["check", path], ["preview", path, "--data", SAMPLE_DATA],
                    ["release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out"]):
        code, err = run_main(capsys, *command)
        assert (code, expected in err) == (2, True), err
    assert not (tmp_path / "out").exists()


def test_the_widest_sum_and_mean_bounds_and_max_rows_are_previewed(capsys, tmp_path):
    """The limits with the smallest epsilon: every scale stays finite and fits in memory."""
    def widest(plan):
        plan["privacy_unit"]["max_rows"] = 1_000_000
        for query in plan["queries"]:
            query["epsilon"] = 0.0001
        plan["queries"][4]["bounds"] = plan["queries"][5]["bounds"] = [-1e15, 1e15]
    code, err = run_main(capsys, "preview", plan_file(tmp_path, widest), "--data", SAMPLE_DATA)
    assert code == 0, err


def test_a_plan_nested_5000_deep_exits_2(capsys, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    code, err = run_main(capsys, "check", path)
    assert code == 2 and "nested more than 64 levels deep" in err, err


def test_a_plan_nested_100_deep_exits_2(capsys, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"dpstudio_plan": 2, "description": ' + "[" * 100 + "]" * 100 + "}", encoding="utf-8")
    code, err = run_main(capsys, "check", path)
    assert code == 2 and "nested more than 64 levels deep" in err, err


@pytest.mark.parametrize("epsilon", ["nan", "inf", "-inf", "-1", "0"])
def test_set_budget_with_a_non_finite_or_negative_epsilon_exits_2(capsys, tmp_path, epsilon):
    ledger = tmp_path / "ledger.sqlite"
    code, err = run_main(capsys, "ledger", "set-budget", "--data", SAMPLE_DATA, f"--epsilon={epsilon}",
                         "--ledger", ledger)
    assert code == 2 and "--epsilon must be a number above 0" in err, err
    assert not ledger.exists()


def test_set_budget_with_a_non_finite_delta_exits_2(capsys, tmp_path):
    code, err = run_main(capsys, "ledger", "set-budget", "--data", SAMPLE_DATA, "--epsilon", "1",
                         "--delta", "nan", "--ledger", tmp_path / "l.sqlite")
    assert code == 2 and "--delta must be a number from 0 to below 1" in err, err


@pytest.mark.parametrize("old, new, expected", [
    ('"F"]}, {"column": "test_result"', '-Infinity]}, {"column": "test_result"',
     "queries[1] ('positive_tests_women').where[0].in[0]: -inf is not a finite number"),
    ('"categories": ["I10 Hypertension"', '"categories": [1e400',
     "queries[2] ('diagnoses').categories[0]: inf is not a finite"),
    ('"bounds": [0, 60]', '"bounds": [0, NaN]', "queries[4] ('mean_stay').bounds[1]: nan is not a finite number"),
    ('"id": "admissions"', '"id": "\\u001b[8mhidden"', "holds a control character"),
])
def test_plans_that_no_release_could_hold_exit_2_before_the_charge(capsys, tmp_path, old, new, expected):
    """Found by helper D's fault suite (D2): each passed check, was charged, then failed to be written."""
    text = SAMPLE_PLAN.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "plan.json"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    for command in (["check", path], ["release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out"]):
        code, err = run_main(capsys, *command)
        assert (code, expected in err) == (2, True), err
    assert not (tmp_path / "out").exists()


def test_a_kind_given_as_an_object_exits_2(capsys, tmp_path):
    code, err = run_main(capsys, "check", plan_file(tmp_path, _query(4, kind={})))
    assert code == 2 and "queries[4] ('mean_stay').kind: {} is not a kind (an object, not text)" in err, err


def test_a_python_warning_reaches_the_terminal_as_a_plain_note(capsys, tmp_path):
    """openpyxl warns about a sheet extension it drops; Python would print its own source path."""
    import zipfile

    import openpyxl

    book = openpyxl.Workbook()
    for row in [["a", "b"], *[[i, i % 2] for i in range(30)]]:
        book.active.append(row)
    book.save(tmp_path / "plain.xlsx")
    path = tmp_path / "extended.xlsx"
    extension = b'<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}"/></extLst></worksheet>'
    with zipfile.ZipFile(tmp_path / "plain.xlsx") as source, zipfile.ZipFile(path, "w") as out:
        for info in source.infolist():
            data = source.read(info.filename)
            out.writestr(info, data.replace(b"</worksheet>", extension) if "worksheets/" in info.filename else data)
    code, err = run_main(capsys, "risk", "--data", path, "--qi", "a")
    assert code == 0, err
    assert "note: Data Validation extension is not supported and will be removed" in err
    assert ".py" not in err and "UserWarning" not in err and "warn(msg)" not in err


@pytest.mark.parametrize("delimiter", [";;", ""])
def test_a_delimiter_of_other_than_one_character_exits_2(capsys, delimiter):
    code, err = run_main(capsys, "risk", "--data", SAMPLE_DATA, "--qi", "sex", f"--delimiter={delimiter}")
    assert code == 2 and "is not one character" in err, err


@pytest.mark.parametrize("field, value, expected", [
    ("columns", ["patient_id"], "columns: must be an object, not a list: give each column's role"),
    ("budget", 3, 'budget: must be an object, not a number: give the total budget as {"epsilon": E'),
    ("queries", "all", "queries: must be a list of queries, not text"),
])
def test_a_top_level_field_of_the_wrong_type_is_not_called_missing(capsys, tmp_path, field, value, expected):
    code, err = run_main(capsys, "check", plan_file(tmp_path, lambda plan: plan.update({field: value})))
    assert code == 2 and expected in err, err


def test_a_header_only_file_is_said_to_have_no_rows_with_its_name(capsys, tmp_path):
    """Every command that reads the table says so (issue 44: `risk` printed figures over 0 records, exit 0)."""
    path = tmp_path / "empty.csv"
    path.write_text(SAMPLE_DATA.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    ledger = tmp_path / "ledger.sqlite"
    for argv in (("check", SAMPLE_PLAN), ("preview", SAMPLE_PLAN), ("release", SAMPLE_PLAN, "--out", tmp_path / "out"),
                 ("risk", "--qi", "sex,zip"), ("risk", "--qi", "sex", "--person", "patient_id"),
                 ("ledger", "set-budget", "--plan", SAMPLE_PLAN, "--epsilon", "5", "--ledger", ledger),
                 ("ledger", "set-budget", "--person-column", "patient_id", "--epsilon", "5", "--ledger", ledger),
                 ("ledger", "show", "--plan", SAMPLE_PLAN, "--ledger", ledger)):
        code, err = run_main(capsys, *argv, "--data", path)
        assert code == 2 and f"error: {path}: the file has a header but no rows" in err, (argv, err)
        assert "does not hold numbers" not in err
    assert not (tmp_path / "out").exists()


def test_a_lone_surrogate_in_a_query_id_is_refused_and_printed_escaped(capsys, tmp_path):
    """Found by helper D's suite: the message itself failed to print (UnicodeEncodeError, exit 1)."""
    text = SAMPLE_PLAN.read_text(encoding="utf-8").replace('"id": "admissions"', '"id": "adm\\ud800issions"', 1)
    path = tmp_path / "plan.json"
    path.write_text(text, encoding="utf-8")
    code = main(["check", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and '"adm\\ud800issions" holds a control character' in err, err


@pytest.mark.parametrize("values, what", [([[1, 2], [3]], "lists"), ([{"a": 1}, {"a": 2}], "records (structs)")])
def test_a_parquet_nested_column_exits_2_in_risk_and_check(capsys, tmp_path, values, what):
    import pandas as pd

    path = tmp_path / "visits.parquet"
    pd.DataFrame({"visits": values, "sex": ["F", "M"]}).to_parquet(path)
    for command in (["risk", "--data", path, "--qi", "sex"], ["check", SAMPLE_PLAN, "--data", path]):
        code, err = run_main(capsys, *command)
        assert code == 2 and f"{path}: column 'visits' holds {what}, not one value per cell" in err, err
