"""When Export is disabled, the Release page says why, with a link to the step where it is fixed."""
from PySide6.QtWidgets import QLabel, QPushButton

from dpstudio.core.plan import edits
from tests.gui.conftest import by_name, open_and_wait


def test_the_release_page_says_why_export_is_disabled_and_links_to_the_fix(qtbot, window):
    blocked = by_name(window, QLabel, "Why export is disabled")
    window.release_page.refresh()
    assert "open a table on <a href='step:0'>Data</a>" in blocked.text()
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    assert blocked.isHidden() and by_name(window, QPushButton, "Export release").isEnabled()
    window.project.edit_plan("Overspend", lambda doc: edits.with_budget(doc, epsilon=0.5))
    assert not blocked.isHidden() and not by_name(window, QPushButton, "Export release").isEnabled()
    assert "The total budget's ε" in blocked.text() and "budget.epsilon" not in blocked.text()
    assert "<a href='step:2'>Queries &amp; budget</a>" in blocked.text()
    blocked.linkActivated.emit("step:2")
    assert window.steps.currentRow() == 2
    window.project.undo_stack.undo()
    assert blocked.isHidden()


def test_the_saved_script_and_notebook_release_through_the_apps_ledger(qtbot, window, tmp_path, private_ledger):
    """The code the app hands out is charged to the ledger Export charges (the app's setting here, not
    $DPSTUDIO_LEDGER), under the population the page sees, with the report in the language chosen."""
    import json
    import subprocess
    import sys

    from PySide6.QtWidgets import QComboBox

    from dpstudio.core.ledger.book import Ledger
    from tests.gui.conftest import ledger_status

    apps = tmp_path / "app ledger" / "ledger.sqlite"
    window.settings.setValue("ledger/path", str(apps))
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    window.release_page.set_lifetime_budget(5)
    language = by_name(window, QComboBox, "Report language")
    language.setCurrentIndex(language.findData("zh"))
    assert by_name(window, QPushButton, "Save as Python script").isEnabled()
    (tmp_path / "work").mkdir()
    script = window.release_page.save_code("script", str(tmp_path / "work" / "plan.py"))
    assert "charged to the same ledger" in window.release_page.saved_note.text()  # beside the released values
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path / "work")
    assert run.returncode == 0, run.stderr
    assert "admissions - count" in run.stdout and "spent epsilon 3 of their lifetime budget 5" in run.stdout
    [folder] = [p for p in (tmp_path / "work").iterdir() if p.is_dir()]
    assert json.loads((folder / "release.json").read_text(encoding="utf-8"))["language"] == "zh"
    with Ledger(apps) as ledger:
        assert float(ledger.spent(window.release_page.population(ledger).id).epsilon) == 3
    assert not private_ledger.exists()
    book = json.loads(window.release_page.save_code("notebook", str(tmp_path / "plan.ipynb")).read_text())
    assert f"LEDGER = {str(apps)!r}" in "".join(book["cells"][1]["source"])
    window.project.edit_plan("Overspend", lambda doc: edits.with_budget(doc, epsilon=0.5))
    assert not by_name(window, QPushButton, "Save as notebook").isEnabled()


def test_released_values_are_shown_as_a_chart_and_a_table_per_query():
    from dpstudio.gui.pages.release_texts import released_values_html

    release = {"queries": [
        {"id": "n", "kind": "count", "value": 27570000.0, "ci95": 9.487},
        {"id": "h", "kind": "histogram", "cells": [{"key": {"sex": s}, "value": v, "ci95": 9.487}
                                                   for s, v in (("F", 12.0), ("M", 0.00001234))]
         + [{"key": {"sex": "(other)"}, "value": None, "ci95": None, "suppressed": True}]},
        {"id": "q", "kind": "quantile", "value": 42, "ci95": 43.2, "ci95_unit": "rows"}]}
    import re

    html = released_values_html(release)
    assert html.count("data:image/png;base64,") == 1  # a chart for the query with cells
    text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", html)
    assert "27,570,000" in text and "e+" not in text and "0.00001234" in text  # never scientific notation
    assert "<th>Cell</th><th>Value</th><th>Interval (at least 95%)</th>" in text and "suppressed (small-cell rule)" in text
    assert "± 43.2 places in the sorted values" in text and "rows in rank" not in text and "percentile" not in text
    assert "not the column's units: with at least 95% probability, at most that many values lie between" in text
    steward = released_values_html(release, charts=False, value_intervals={"q": (38.0, 47.5)},
                                   units={"q_column": "years"})  # the steward's own figures
    assert "± 43.2 places in the sorted values" in steward  # as the report says it
    assert "the values within those places lie between 38 and 47.5: for your eyes only" in steward


def test_the_link_to_the_fix_is_followed_from_the_keyboard(qtbot, window):
    from PySide6.QtCore import Qt

    open_and_wait(qtbot, window, window.open_sample)
    window.show()
    window.steps.setCurrentRow(4)
    window.project.edit_plan("Overspend", lambda doc: edits.with_budget(doc, epsilon=0.5))
    blocked = by_name(window, QLabel, "Why export is disabled")
    assert blocked.focusPolicy() & Qt.TabFocus
    blocked.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(blocked.hasFocus)
    qtbot.keyClick(blocked, Qt.Key_Tab)  # Tab inside the text chooses its link
    assert blocked.hasFocus() and blocked.selectedText()  # the link, chosen
    qtbot.keyClick(blocked, Qt.Key_Return)
    assert window.steps.currentRow() == 2


def test_a_count_released_below_zero_is_explained_under_its_values(qtbot, window):
    """The Release page says why a count is below 0, as the report does (core/private/below_zero.py)."""
    from dpstudio.core.private.below_zero import MARGINS_NOTE, UNCLAMPED_NOTE
    from dpstudio.gui.pages.release_texts import released_values_html

    release = {"queries": [
        {"id": "n", "kind": "count", "value": -3, "ci95": 9.0, "notes": [UNCLAMPED_NOTE]},
        {"id": "t", "kind": "crosstab", "cells": [{"key": {"sex": "F"}, "value": -0.5, "ci95": 4.0}],
         "notes": ["The margins and the total are sums of the released cells.", MARGINS_NOTE]},
        {"id": "m", "kind": "count", "value": 4, "ci95": 9.0, "notes": ["Rows whose value is missing are left out."]}]}
    html = released_values_html(release, charts=False)
    assert html.count("Read such a count as &quot;few or none&quot;") == 0  # quotes stay quotes in the page
    assert html.count('Read such a count as "few or none"') == 2
    assert "post-processing does not raise it to 0" in html and "still add up" in html
    assert "sums of the released cells" not in html and "left out" not in html  # the report's other notes
