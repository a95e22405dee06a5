"""A plan whose name or label holds a control character (issue 44: `"\\u001b]0;pwned\\u0007"` in a category set
the terminal's title of whoever ran `cat release.csv`) is refused by `check` and by `release` before anything
is charged (exit 2), the place and the character said in each of the four languages, never printed raw."""
import json

import pytest

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN
from tests.faults.conftest import charged

WORDS = {"en": "holds a control character", "de": "enthält ein Steuerzeichen", "zh": "含有控制字符",
         "el": "περιέχει χαρακτήρα ελέγχου"}
TITLE = "M\x1b]0;pwned\x07"


@pytest.fixture
def titled_plan(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"][3]["categories"]["sex"][1] = TITLE
    plan["columns"]["ward\x07"] = plan["columns"].pop("ward")
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


@pytest.mark.parametrize("language", WORDS)
def test_check_says_the_place_and_the_character_in_each_language(run_cli, titled_plan, language):
    code, out, err = run_cli("--language", language, "check", titled_plan, "--data", SAMPLE_DATA)
    assert code == 2, err
    label = next(line for line in err.splitlines() if "categories.sex[1]" in line)
    assert "queries[3] ('sex_by_ward').categories.sex[1]" in label and '"M\\u001b]0;pwned\\u0007"' in label
    assert WORDS[language] in label and "U+001B ESCAPE" in label
    name = next(line for line in err.splitlines() if "U+0007 BELL" in line)
    assert name.lstrip(" -").startswith("columns") and '"ward\\u0007"' in name and WORDS[language] in name
    assert not {"\x1b", "\x07"} & set(out + err)


def test_release_refuses_it_before_any_charge(run_cli, titled_plan, tmp_path, private_ledger):
    code, _, err = run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10)
    assert code == 0, err
    code, _, err = run_cli("release", titled_plan, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert code == 2 and "categories.sex[1]" in err and "(U+001B ESCAPE)" in err, err
    assert charged(private_ledger) == [] and not (tmp_path / "out").exists()


def test_a_publisher_typed_on_the_command_line_is_refused_too(run_cli, tmp_path, private_ledger):
    run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10)
    code, _, err = run_cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "out",
                           "--publisher", "Data Office\u202e")
    assert code == 2 and "publisher" in err and "(U+202E RIGHT-TO-LEFT OVERRIDE)" in err, err
    assert charged(private_ledger) == [] and not (tmp_path / "out").exists()


def test_an_odd_header_the_plan_does_not_read_is_kept_in_the_schema_escaped_and_not_refused(run_cli, tmp_path):
    """The reading section's column names are the file's header as it is: `check --write-schema` writes them (DEL
    and a bidi override as JSON's \\u escapes, so `cat plan.json` obeys nothing), and the plan stays valid; the
    release copies only the columns the plan reads."""
    import csv

    table = tmp_path / "table.csv"
    with open(table, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["pid", "sex", "odd\x7f\u202ecol"])
        writer.writerows([f"p{i}", "FM"[i % 2], "x"] for i in range(50))
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"dpstudio_plan": 11, "columns": {"pid": "identifier", "sex": "quasi_identifier"},
                                "budget": {"epsilon": 1, "delta": 0},
                                "queries": [{"id": "n", "kind": "count", "epsilon": 1}]}), encoding="utf-8")
    code, _, err = run_cli("check", plan, "--data", table, "--write-schema")
    assert code == 0, err
    written = plan.read_text(encoding="utf-8")
    assert "\x7f" not in written and "\u202e" not in written and "odd\\u007f\\u202ecol" in written
    assert json.loads(written)["reading"]["columns"]["odd\x7f\u202ecol"] == "text"
    code, _, err = run_cli("check", plan, "--data", table)
    assert code == 0, err
