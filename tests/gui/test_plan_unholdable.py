"""A plan whose parts are of a JSON type the app cannot hold (core/plan/plan_shape.py) is refused with the plan's
own problems, as `dpstudio check` names them, never as a bug; any other plan is applied without a crash."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QMessageBox

from dpstudio.core.base.errors import PlanError
from dpstudio.core.plan.plan_shape import refuse_unholdable
from dpstudio.gui.project import apply_plan
from dpstudio.gui.project_state import ColumnSettings, ProjectState
from dpstudio.resources import sample_data, sample_plan

from tests.core.test_plan_shape import JSON, PLANS, places, with_value

from .conftest import open_and_wait

SAMPLE = json.loads(sample_plan().read_text(encoding="utf-8"))
COLUMNS = ["patient_id", "age", "sex", "ward", "diagnosis", "length_of_stay", "zip"]


def _with(place: tuple, value) -> dict:
    return with_value(SAMPLE, place, value)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_plan_the_app_does_not_refuse_is_applied_without_a_crash(data):
    plan = data.draw(st.sampled_from(PLANS))
    plan = with_value(plan, data.draw(st.sampled_from(places(plan))), data.draw(JSON))
    try:
        refuse_unholdable(plan)
    except PlanError:
        return
    apply_plan(ProjectState(columns={name: ColumnSettings() for name in COLUMNS}), plan)


def _error_dialog(window) -> QMessageBox:
    boxes = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog" and b.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def test_a_plan_with_an_epsilon_in_words_is_refused_with_its_problem(qtbot, window, tmp_path):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(_with(("budget", "epsilon"), "one")), encoding="utf-8")
    with qtbot.waitSignal(window.loader.failed, timeout=30000):
        window.open_table(sample_data(), path)
    box = _error_dialog(window)
    assert box.windowTitle() == "The plan needs fixing"
    assert "The total budget's ε: \"one\" is text, not a number" in box.text()
    assert "bug" not in box.text() and window.project.table is None


def test_a_project_whose_plan_has_a_query_that_is_not_an_object_is_refused(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    path = tmp_path / "visits.dpstudio.json"
    window.project.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["plan"]["queries"][0] = ["not", "a", "query"]
    path.write_text(json.dumps(data), encoding="utf-8")
    window.open_project(str(path))
    box = _error_dialog(window)
    assert box.windowTitle() == "The plan needs fixing" and "bug" not in box.text()
    data["plan"]["queries"][0] = SAMPLE["queries"][0]
    data["categories_from_data"] = "ward"
    path.write_text(json.dumps(data), encoding="utf-8")
    box.close()
    window.open_project(str(path))
    assert '"categories_from_data"' in _error_dialog(window).text()


@pytest.mark.parametrize("place, value", [
    (("suppress_below",), 10**12),  # beyond what a spin box holds: shown as its largest, the plan's problem says
    (("privacy_unit", "max_rows"), 10**12),
    (("queries", 0, "epsilon"), 1e308),  # the budget meter's share is infinite
    (("privacy_unit", "column"), "not_in_this_table"),  # no rows per person to count
])
def test_a_plan_with_a_value_out_of_reach_opens_and_every_page_shows(qtbot, window, tmp_path, place, value):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(_with(place, value)), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), path))
    for row in range(window.steps.count()):
        window.steps.setCurrentRow(row)
        qtbot.wait(10)
    assert window.project.problems() or place == ("privacy_unit", "column")  # the reader names the others
