"""Counts with their nouns right in every language: one row is never "1 row(s)", "1 rows" or "die ersten 1
Zeile"; and a query's problem names its column and where in the app it is fixed."""
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from dpstudio.core.plan import edits
from dpstudio.gui.project_state import with_declared_bounds
from tests.gui.conftest import by_name, open_and_wait

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
EITHER = re.compile(r"\w\((s|n|en|e|es|ες|ές|-ές|α|ά|ων|οι)\)")  # row(s), Zeile(n), γραμμή(-ές)


def test_no_text_of_the_app_writes_a_count_as_one_or_many():
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        for message in ET.parse(ts).iter("message"):
            for text in (message.findtext("source"), message.findtext("translation")):
                assert not EITHER.search(text or ""), (ts.name, text)


def test_the_core_words_the_app_shows_have_one_and_many_apart():
    from dpstudio.core.base.words import all_texts
    from dpstudio.core.base.words.catalogue import STORED, texts

    before_format_9 = {english for english in texts(STORED) if "row(s)" in english}  # old releases' words
    for english, translations in all_texts().items():
        if english not in before_format_9:
            assert not any(EITHER.search(text) for text in (english, *translations.values())), english


@pytest.mark.parametrize("language, one, many", [
    ("en", "A person with more than 1 row keeps their first row in the file",
     "A person with more than 3 rows keeps the first 3 rows in the file"),
    ("de", "Eine Person mit mehr als 1 Zeile behält ihre erste Zeile in der Datei",
     "Eine Person mit mehr als 3 Zeilen behält die ersten 3 Zeilen in der Datei"),
    ("el", "Ένα πρόσωπο με περισσότερες από 1 γραμμή κρατά την πρώτη του γραμμή στο αρχείο", None),
])
def test_which_rows_a_person_keeps_reads_right_for_one_row(qtbot, window, monkeypatch, language, one, many):
    from dpstudio.gui.pages.columns_page import order_meaning

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions[language].trigger()
    try:
        assert order_meaning(None, None, 1, False).startswith(one)
        if many:
            assert order_meaning(None, None, 3, False).startswith(many)
        assert "1 " not in order_meaning("admission_date", "date", 1, False).split(" 1 ", 1)[1]  # no "the 1 row"
    finally:
        window.language_actions["en"].trigger()


def query_problems(window, query_id: str) -> str:
    row = next(i for i, q in enumerate(window.project.state.queries) if q["id"] == query_id)
    window.queries_page.list.selectRow(row)
    return by_name(window, QLabel, "Query problems").text()


def test_a_querys_problem_names_its_column_and_where_to_fix_it(qtbot, window, monkeypatch):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    window.project.edit_snapshot("Reverse", lambda s: with_declared_bounds(s, "length_of_stay", (60, 0)))
    assert query_problems(window, "mean_stay") == (
        "• Bounds of 'length_of_stay': the lower bound 60 must be below the upper bound 0. Fix them on the Columns "
        "page, in the lower and upper bound of 'length_of_stay'.")
    window.project.edit_plan("Bins", lambda doc: edits.with_query_fields(doc, 3, bins={"ward": [3, 1]}))
    said = query_problems(window, "sex_by_ward")
    assert said.startswith("• Bins of 'ward': the edges must be strictly increasing (") and \
        said.endswith("). Fix them under Table, in the bin edges of 'ward'."), said
    window.project.edit_plan("Filter",
                             lambda doc: edits.with_query_fields(doc, 0, where=[{"column": "sex", "in": []}]))
    assert query_problems(window, "admissions").startswith("• The filter on 'sex': ")
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    try:
        assert query_problems(window, "mean_stay").startswith("• Schranken von 'length_of_stay': ")
        assert query_problems(window, "mean_stay").endswith(
            "Korrigieren Sie sie auf der Seite Spalten, in der unteren und oberen Schranke von 'length_of_stay'.")
    finally:
        window.language_actions["en"].trigger()
