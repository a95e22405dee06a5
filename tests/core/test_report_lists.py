"""The report says its lists and its cells' names in its own language (issue 46): "Alter **or** Geschlecht" in a
German note, and "(other)" in a German family's and synthetic table's cells while the rest of the report says
"(sonstige)"."""
import pandas as pd
import pytest

from dpstudio.core.output.report import build_report
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.base.words.lists import listed_or
from dpstudio.core.base.words.stored_message import StoredMessage
from dpstudio.core.private.plan_drafts import OTHER_NOTE

FRAME = pd.DataFrame({"pid": [f"P{i}" for i in range(60)],
                      "Alter": [5 + (i * 7) % 90 for i in range(60)],
                      "Geschlecht": ["wmd"[i % 3] for i in range(60)],
                      "Station": ["A", "B", "C", "D"][:4] * 15})
COLUMNS = {"pid": "identifier", "Alter": "quasi_identifier", "Geschlecht": "quasi_identifier", "Station": "other"}


def plan(*queries, version=5):
    return {"dpstudio_plan": version, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": 1},
            "budget": {"epsilon": 100, "delta": 1e-6}, "queries": list(queries)}


LEFT_OUT = {"id": "t", "kind": "count", "epsilon": 50, "group_by": ["Alter", "Geschlecht"],
            "bins": {"Alter": [0, 18, 65, 120]}, "categories": {"Geschlecht": ["w", "m"]}, "other": False}


@pytest.mark.parametrize("language, said", [
    ("de", "Zeilen, deren Alter oder Geschlecht nicht in der Liste steht"),
    ("el", "Οι γραμμές των οποίων το Alter ή Geschlecht δεν περιλαμβάνεται"),
    ("zh", "Alter或Geschlecht 不在列表中")])
def test_a_notes_list_of_columns_is_said_in_the_reports_language(language, said):
    release = produce_release(FRAME, plan(LEFT_OUT)).release
    report = build_report({**release, "language": language}, {}, charts=False)
    assert said in report and " or " not in report.split("<h3>", 1)[1], language


def test_three_columns_and_names_holding_or_stay_as_written():
    note = StoredMessage(OTHER_NOTE, columns=["Alter", "Geschlecht", "Blut or Urin"])
    assert note == ("Rows whose Alter, Geschlecht, or Blut or Urin is not listed (or is missing) are left out of this "
                    "table: there is no (other) cell, and totals count the listed rows only.")
    assert note.said("de").startswith("Zeilen, deren Alter, Geschlecht oder Blut or Urin nicht ")
    assert listed_or(["5", "11"], "de") == "5 oder 11" and listed_or(["5", "10", "11"], "el") == "5, 10 ή 11"


def test_the_small_cell_rules_are_listed_in_the_reports_language():
    queries = [{"id": f"q{n}", "kind": "count", "epsilon": 10, "suppress_below": n} for n in (5, 10, 11)]
    release = produce_release(FRAME, plan(*queries)).release
    report = build_report({**release, "language": "de"}, {}, charts=False)
    assert "5, 10 oder 11" in report and "5 or 10" not in report


def test_a_familys_other_cells_are_said_in_the_reports_language():
    family = {"id": "family", "kind": "marginals", "columns": ["Geschlecht", "Station"], "epsilon": 20,
              "delta": 1e-7, "categories": {"Geschlecht": ["w", "m"], "Station": ["A", "B", "C"]}, "ways": [1, 2]}
    release = produce_release(FRAME, plan(family, version=10)).release
    report = build_report({**release, "language": "de"}, {}, charts=False)
    assert "(other)" not in report and report.count("(sonstige)") >= 3  # each table's (other) cells, the grid's too
