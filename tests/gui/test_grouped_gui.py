"""The sample's table plan (group_by, bins, the small-cell rule) through the app: kept, previewed per
group, exported with a value per group and suppressed values shown as such."""
import json

import pytest
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPushButton

from tests.conftest import SAMPLE_DATA
from tests.gui.conftest import apply_plan_to, by_name, ledger_status, open_and_wait

TABLE_PLAN = SAMPLE_DATA.parent / "table_plan.json"


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_the_table_plan_is_previewed_and_exported_a_value_per_group(qtbot, window, private_ledger, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    plan = {**json.loads(TABLE_PLAN.read_text(encoding="utf-8")), "suppress_below": 300}  # some cells below it
    apply_plan_to(window.project, plan)
    kept = window.project.to_plan()
    assert window.project.problems() == [] and kept["suppress_below"] == 300
    assert [q.get("group_by") for q in kept["queries"]] == [["birth_year", "sex"], ["ward"], ["ward"], None]
    assert kept["queries"][3]["categories"] == "discover"  # the query's own, never a column's list
    assert "categories" not in kept["queries"][0] or kept["queries"][0]["categories"] == {"sex": ["F", "M"]}
    window.steps.setCurrentRow(3)
    qtbot.waitUntil(lambda: window.preview_page.table.rowCount() == 4, timeout=60000)
    window.steps.setCurrentRow(4)
    out = tmp_path / "tables"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    ledger_status(qtbot, window)
    by_name(window, QAbstractSpinBox, "Lifetime epsilon").setValue(5)
    by_name(window, QPushButton, "Set lifetime budget").click()
    assert "5 left" in ledger_status(qtbot, window)
    with qtbot.waitSignal(window.release_page.runner.done, timeout=60000):
        window.release_page.export(confirmed=True)
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    counts, means, medians, diagnoses = release["queries"]
    assert diagnoses["discovered"]["threshold"] == 101 and "(other)" not in str(diagnoses["cells"])
    assert len(counts["cells"]) == 10 and len(means["cells"]) == len(medians["cells"]) == 6  # "other": false
    hidden = [c for c in counts["cells"] + counts["margins"] if c.get("suppressed")]
    assert len(hidden) >= 2 and all(c["value"] is None for c in hidden)  # 261 and 275 men: below 300, and their
    # margins would give one of them: at least one more value is withheld
    assert all(c["value"] >= 0 and float(c["value"]).is_integer() for c in counts["cells"] if c["value"] is not None)
    assert "suppressed (small-cell rule)" in window.release_page.result.toPlainText()
