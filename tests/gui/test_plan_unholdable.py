"""A plan whose parts are of a JSON type the app cannot hold (core/plan/plan_shape.py) is refused with the plan's
own problems, as `dpstudio check` names them, never as a bug; any other plan is applied without a crash."""
from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QMessageBox

from dpstudio.core.plan.plan_shape import wrong_parts
from dpstudio.gui.project import apply_plan
from dpstudio.gui.project_state import ColumnSettings, ProjectState
from dpstudio.resources import sample_data, sample_plan

from .conftest import open_and_wait

SAMPLE = json.loads(sample_plan().read_text(encoding="utf-8"))
COLUMNS = ["patient_id", "age", "sex", "ward", "diagnosis", "length_of_stay", "zip"]
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                 max_size=3), max_leaves=6)
PLACES = [(key,) for key in ("columns", "privacy_unit", "budget", "queries", "units", "publisher", "suppress_below",
                             "categories_from_data")] \
    + [("budget", key) for key in ("epsilon", "delta", "accounting", "population")] \
    + [("privacy_unit", key) for key in ("column", "max_rows", "order_by")] + [("columns", "sex")] \
    + [("queries", index, key) for index in range(len(SAMPLE["queries"]))
       for key in ("bounds", "categories", "column", "group_by", "epsilon", "id")] \
    + [("queries", index) for index in range(len(SAMPLE["queries"]))]


def _with(place: tuple, value) -> dict:
    plan = copy.deepcopy(SAMPLE)
    part = plan
    for key in place[:-1]:
        part = part[key]
    part[place[-1]] = value
    return plan


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(place=st.sampled_from(PLACES), value=JSON)
def test_a_plan_the_app_can_hold_is_applied_without_a_crash(place, value):
    plan = _with(place, value)
    if not wrong_parts(plan):
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
