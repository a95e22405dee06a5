"""The app shows how a table is read, keeps it in the project, and reads the data under it on Open."""
import json

import pandas as pd
import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from dpstudio.core.plan.release_plan import PLAN_VERSION
from tests.gui.conftest import by_name, open_and_wait

BASE = "id,stay,zip,ward\nP1,1.5,01067,Surgery\nP2,2,50667,Cardiology\nP3,3,52349,\n"
ADDED = {
    "a word in a number column": "P4,unknown,01234,Surgery\n".encode("utf-8"),
    "a CP1252 byte": "P4,4,01234,Caf\u00e9\n".encode("cp1252"),
    "a quote": b'P4,4,"0123""4",Surgery\n',
    "a stray quote": b'P4,"4,01234,Surgery\n',
    "an empty field": b"P4,,,\n",
    "a leading-zero code": b"P4,007,00001,0042\n",
}


def saved_project(qtbot, window, tmp_path):
    data = tmp_path / "t.csv"
    data.write_bytes(BASE.encode("utf-8"))
    open_and_wait(qtbot, window, lambda: window.open_table(data))
    project = tmp_path / "p.dpstudio.json"
    window.project.save(project)
    return data, project


def test_the_data_page_shows_the_inferred_schema_and_the_project_keeps_it(qtbot, window, tmp_path):
    _, project = saved_project(qtbot, window, tmp_path)
    assert "encoding utf-8" in by_name(window, QLabel, "How the file is read").text()
    types = by_name(window, QTableWidget, "Column types")
    assert [(types.item(r, 0).text(), types.item(r, 1).text()) for r in range(types.rowCount())] == [
        ("id", "text"), ("stay", "number"), ("zip", "text"), ("ward", "text")]
    saved = json.loads(project.read_text(encoding="utf-8"))
    assert saved["plan"]["dpstudio_plan"] == PLAN_VERSION  # the version it writes today
    assert saved["plan"]["reading"]["columns"] == {"id": "text", "stay": "number", "zip": "text", "ward": "text"}


@pytest.mark.parametrize("case", list(ADDED))
def test_opening_a_project_reads_grown_data_under_the_saved_schema(qtbot, window, tmp_path, case):
    data, project = saved_project(qtbot, window, tmp_path)
    before = window.project.table.frame.copy()
    schema = window.project.reading
    data.write_bytes(data.read_bytes() + ADDED[case])
    window.project.set_table(window.project.table)  # forget
    open_and_wait(qtbot, window, lambda: window.open_project(project))
    after = window.project.table.frame
    assert window.project.reading == schema and not window.project.table.inferred
    for name in before.columns:
        want = [None if pd.isna(v) else v for v in before[name]]
        assert [None if pd.isna(v) else v for v in after[name].iloc[:3]] == want, name


def test_a_project_whose_plan_has_no_schema_gets_one_with_a_notice(qtbot, window, tmp_path):
    _, project = saved_project(qtbot, window, tmp_path)
    saved = json.loads(project.read_text(encoding="utf-8"))
    del saved["plan"]["reading"]
    saved["plan"]["dpstudio_plan"] = 1
    project.write_text(json.dumps(saved), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_project(project))
    assert "did not say how to read the file, so it was inferred" in window.statusBar().currentMessage()
    assert window.project.to_plan()["reading"]["columns"]["stay"] == "number"


def test_the_inferred_schemas_notice_is_said_in_the_apps_language(qtbot, window, tmp_path, monkeypatch):
    """The status bar's "it was inferred (...)" names how the file is read in the app's language, again after a
    switch."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    _, project = saved_project(qtbot, window, tmp_path)
    saved = json.loads(project.read_text(encoding="utf-8"))
    del saved["plan"]["reading"]
    saved["plan"]["dpstudio_plan"] = 1
    project.write_text(json.dumps(saved), encoding="utf-8")
    window.language_actions["de"].trigger()
    open_and_wait(qtbot, window, lambda: window.open_project(project))
    german = window.statusBar().currentMessage()
    assert "Kodierung utf-8; Trennzeichen Komma" in german and "1 Zahlenspalte, 3 Textspalten" in german, german
    assert "encoding" not in german and "column" not in german
    window.language_actions["zh"].trigger()
    chinese = window.statusBar().currentMessage()
    assert "编码 utf-8；分隔符：逗号" in chinese and "1 个数字列，3 个文本列" in chinese, chinese
    window.language_actions["en"].trigger()
