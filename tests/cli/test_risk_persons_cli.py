"""`dpstudio risk --person`: the figures count people, by the rule asked for, from a CSV read into pandas
and from Parquet read by DuckDB (issue 31)."""
import json

import pytest

from dpstudio.core.risk.persons import PersonRule, assess
from tests.core.test_risk_persons import QI, TABLE


@pytest.fixture
def visits(tmp_path):
    path = tmp_path / "visits.csv"
    TABLE.to_csv(path, index=False)
    return path


def test_the_figures_count_people_by_the_rule_asked_for(run_cli, visits):
    code, out, err = run_cli("risk", "--data", visits, "--qi", "band,sex", "--sensitive", "dx", "--threshold", 0.4,
                             "--person", "patient", "--json")
    assert code == 0, err
    figures = json.loads(out)  # the hand count of tests/core/test_risk_persons.py, the set rule
    assert (figures["counts"], figures["person_rule"], figures["records"], figures["k"], figures["unique_records"],
            figures["rows_without_person"]) == ("people", "set", 6, 1, 1, 2)
    code, out, err = run_cli("risk", "--data", visits, "--qi", "band,sex", "--person", "patient", "--order-by",
                             "visit", "--person-rule", "first")
    assert code == 0, err
    assert out.startswith("Re-identification risk over band, sex (6 people, 2 classes) — for your eyes only, never "
                          "released\nEach person by their first row (ordered by visit). Left out: 2 rows without a "
                          "person id.\n")
    assert "The table is 3-anonymous" in out


def test_parquet_through_duckdb_gives_the_figures_of_the_frame(run_cli, tmp_path):
    path = tmp_path / "visits.parquet"
    TABLE.to_parquet(path, index=False)
    code, out, err = run_cli("risk", "--data", path, "--qi", "band,sex", "--sensitive", "dx", "--person", "patient",
                             "--order-by", "visit", "--person-rule", "last", "--json")
    assert code == 0, err
    expected = assess(TABLE, QI, ["dx"], 0.2, PersonRule("patient", "last", "visit")).to_dict()
    assert json.loads(out) == json.loads(json.dumps(expected))


def test_rows_are_counted_without_person_and_a_rule_without_person_is_refused(run_cli, visits):
    code, out, err = run_cli("risk", "--data", visits, "--qi", "band,sex", "--json")
    assert code == 0 and json.loads(out)["counts"] == "rows" and json.loads(out)["records"] == 15, err
    code, out, err = run_cli("risk", "--data", visits, "--qi", "band,sex", "--order-by", "visit")
    assert code == 2 and "--order-by and --person-rule need --person" in err
    with pytest.raises(SystemExit) as exit_:
        run_cli("risk", "--data", visits, "--qi", "band,sex", "--person", "patient", "--person-rule", "middle")
    assert exit_.value.code == 2
