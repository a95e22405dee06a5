"""The privacy unit's order_by (plan format 3) in the app: which of a person's rows are kept when they
have more than max_rows. A file offers its number columns after "(file order)"; a database table its date
and number columns after "(a random order per release)"; never text, never the person's own id."""
import json

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QRadioButton

from dpstudio.core.plan import edits
from tests.engines.conftest import (load_postgres_table, postgres_con, postgres_password,  # noqa: F401 - fixtures
                                    postgres_server, postgres_url)
from tests.gui.conftest import by_name, open_and_wait
from tests.gui.test_database_gui import open_database_table

ORDER = "Order of each person's rows"


def choose(combo: QComboBox, text: str) -> None:
    combo.setCurrentIndex(combo.findText(text))
    combo.activated.emit(combo.currentIndex())


def items(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


@pytest.fixture(scope="module")
def stays(load_postgres_table):  # noqa: F811 - the fixture imported above
    """public.stays: 12 rows of 4 patients, each admitted three times (a date, a number and a text column)."""
    frame = pd.DataFrame({"patient_id": [f"P{i % 4}" for i in range(12)],
                          "admitted": pd.to_datetime("2024-01-01") + pd.to_timedelta(np.arange(12)[::-1], unit="D"),
                          "length_of_stay": np.arange(12, dtype=float), "ward": ["cardio", "neuro"] * 6})
    load_postgres_table("stays", frame)
    return frame


def test_a_file_offers_file_order_and_its_number_columns_and_the_choice_round_trips(qtbot, window, tmp_path):
    from PySide6.QtCore import QSettings

    from dpstudio.gui.main_window import MainWindow

    open_and_wait(qtbot, window, window.open_sample)  # the sample plan: patient_id, at most 3 rows
    combo, note = by_name(window, QComboBox, ORDER), by_name(window, QLabel, "What the order means")
    assert combo.isEnabled() and combo.currentText() == "(file order)"
    assert items(combo) == ["(file order)", "national_id", "birth_year", "length_of_stay", "cost"]
    assert note.text() == ("A person with more than 3 rows keeps the first 3 rows in the file; the other rows are "
                           "left out.")
    choose(combo, "length_of_stay")
    assert window.project.state.order_by == "length_of_stay"
    assert window.project.to_plan()["privacy_unit"] == {"column": "patient_id", "max_rows": 3,
                                                        "order_by": "length_of_stay"}
    assert window.project.problems() == []
    assert "keeps the 3 rows with the lowest length_of_stay" in note.text()

    saved = tmp_path / "sample.dpstudio.json"
    window.project.save(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["plan"]["privacy_unit"]["order_by"] == "length_of_stay"
    again = MainWindow(QSettings(str(tmp_path / "again.ini"), QSettings.IniFormat))
    qtbot.addWidget(again)
    open_and_wait(qtbot, again, lambda: again.open_project(saved))
    assert again.project.state.order_by == "length_of_stay"
    assert by_name(again, QComboBox, ORDER).currentText() == "length_of_stay"


def test_clearing_the_person_column_clears_the_order_and_undo_brings_it_back(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    choose(by_name(window, QComboBox, ORDER), "cost")
    by_name(window, QRadioButton, "Privacy unit: one row").click()
    assert window.project.state.person_column is None and window.project.state.order_by is None
    assert window.project.to_plan()["privacy_unit"] is None
    combo = by_name(window, QComboBox, ORDER)
    assert not combo.isEnabled() and combo.currentText() == "(file order)"
    window.project.undo_stack.undo()
    assert window.project.state.order_by == "cost" and combo.currentText() == "cost" and combo.isEnabled()


def test_choosing_the_order_column_as_the_person_drops_it_from_the_order(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    choose(by_name(window, QComboBox, ORDER), "national_id")
    choose(by_name(window, QComboBox, "Person column"), "national_id")
    state = window.project.state
    assert state.person_column == "national_id" and state.order_by is None
    assert "national_id" not in items(by_name(window, QComboBox, ORDER))


def test_a_database_offers_a_random_order_and_its_date_and_number_columns(
        qtbot, window, stays, postgres_url, postgres_password, tmp_path):  # noqa: F811
    open_database_table(qtbot, window, postgres_url, postgres_password, "public.stays")
    def unit(doc):
        doc = edits.with_privacy_unit(doc, "patient_id", 2)
        return edits.with_queries(doc, [{"id": "stays", "kind": "count", "epsilon": 1.0}])
    window.project.edit_plan("Unit", unit)
    combo, note = by_name(window, QComboBox, ORDER), by_name(window, QLabel, "What the order means")
    assert items(combo) == ["(a random order per release)", "admitted", "length_of_stay"]
    assert note.text().startswith("A person with more than 2 rows keeps 2 rows drawn at random, afresh for each "
                                  "release")
    choose(combo, "admitted")
    assert window.project.to_plan()["privacy_unit"] == {"column": "patient_id", "max_rows": 2, "order_by": "admitted"}
    assert window.project.problems() == []
    assert "keeps the 2 rows with the earliest admitted" in note.text()
    saved = tmp_path / "db.dpstudio.json"
    window.project.save(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["plan"]["privacy_unit"]["order_by"] == "admitted"
