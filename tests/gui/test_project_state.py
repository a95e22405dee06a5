"""An undo step holds the project's state as the core's plan document and the app's own parts
(gui/project_state.py): the state comes back from it as it was, and the step cannot change."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from dpstudio.core.plan.roles import ColumnRole
from dpstudio.gui.project import ColumnSettings, ProjectState, apply_plan
from dpstudio.gui.project_state import (snapshot_of, state_of, with_declared_bounds, with_declared_categories,
                                        with_expected, with_weight, without_expectations)

ROOT = Path(__file__).resolve().parents[2]
PLANS = sorted(ROOT.glob("resources/sample/*plan.json"))


def state_from(path: Path) -> ProjectState:
    plan = json.loads(path.read_text(encoding="utf-8"))
    state = ProjectState(columns={name: ColumnSettings() for name in [*plan["columns"], "extra"]})
    apply_plan(state, plan, ["sex"])
    return state


@pytest.mark.parametrize("path", PLANS, ids=lambda p: p.name)
def test_a_state_comes_back_from_its_snapshot(path):
    state = state_from(path)
    assert state_of(snapshot_of(state)) == state
    state.person_column, state.max_rows, state.publisher, state.accounting = None, 2, " Office ", "zcdp"
    state.columns["extra"] = ColumnSettings(ColumnRole.SENSITIVE, (0, None), ["a"], True, " kg ")
    state.weights, state.planning = {"x": 2.0}, {"rows": 3000, "groups": {"ward": 5}}
    state.population, state.suppress_below = 5000, 10
    assert state_of(snapshot_of(state)) == state


def test_a_snapshot_does_not_change_when_its_state_does():
    state = state_from(PLANS[0])
    snapshot = snapshot_of(state)
    before = copy.deepcopy(state_of(snapshot))
    state.queries[0]["epsilon"] = 99
    state.columns["extra"].categories = ["x"]
    state_of(snapshot).queries.append({"id": "new"})
    assert state_of(snapshot) == before
    assert snapshot_of(state) != snapshot
    hash(snapshot.document)  # the plan document of an undo step is a value


def test_an_edit_of_the_document_leaves_the_states_defaults_where_it_leaves_a_field_out():
    from dataclasses import replace

    from dpstudio.core.plan import edits

    snapshot = snapshot_of(state_from(PLANS[0]))
    doc = edits.with_privacy_unit(snapshot.document, None)
    doc = edits.with_budget(doc, population=None, accounting="sequential")
    doc = edits.with_publisher(edits.with_suppress_below(doc, None), "")
    doc = edits.with_role(edits.without_query(doc, 0), "extra", ColumnRole.SENSITIVE)
    state = state_of(replace(snapshot, document=doc))
    assert (state.person_column, state.max_rows, state.order_by) == (None, 1, None)
    assert (state.population, state.accounting, state.publisher, state.suppress_below) == (None, "sequential", "",
                                                                                           None)
    assert state.columns["extra"].role is ColumnRole.SENSITIVE
    assert [q["id"] for q in state.queries] == [q["id"] for q in state_of(snapshot).queries][1:]
    assert snapshot_of(state_of(snapshot_of(state))) == snapshot_of(state)


def test_the_app_s_own_parts_change_with_edits_that_return_a_new_snapshot():
    snapshot = snapshot_of(state_from(PLANS[0]))
    before = state_of(snapshot)
    edited = with_declared_bounds(snapshot, "extra", [0, 95])
    edited = with_declared_categories(edited, "sex", ["F", "M", "X"], False)
    edited = with_weight(with_expected(edited, None, "rows", 3000), "x", 2.0)
    edited = with_expected(edited, "q", "groups", 5)
    state = state_of(edited)
    assert state_of(snapshot) == before  # the snapshot it began from is as it was
    assert (state.columns["extra"].bounds, state.columns["sex"].categories) == ((0, 95), ["F", "M", "X"])
    assert state.columns["sex"].categories_from_data is False
    assert (state.weights, state.planning) == ({**before.weights, "x": 2.0},
                                               {**before.planning, "rows": 3000, "queries": {"q": {"groups": 5}}})
    state = state_of(with_declared_categories(with_declared_bounds(edited, "extra", None), "sex", None, False))
    assert (state.columns["extra"].bounds, state.columns["sex"].categories) == (None, None)
    # a value of None leaves the expectation out; a query's place stays, as the app has always left it
    assert state_of(with_expected(edited, "q", "groups", None)).planning == {**before.planning, "rows": 3000,
                                                                               "queries": {"q": {}}}
    assert state_of(with_expected(edited, None, "rows", None)).planning == {**before.planning,
                                                                             "queries": {"q": {"groups": 5}}}
    forgotten = without_expectations(edited)
    assert state_of(forgotten).planning == {} and state_of(edited).planning["rows"] == 3000
    assert (forgotten.document, forgotten.declared, forgotten.weights) == (edited.document, edited.declared,
                                                                           edited.weights)


def test_a_plan_document_applied_to_a_snapshot_declares_its_queries_bounds_and_lists():
    from dpstudio.core.plan.document import PlanDocument
    from dpstudio.gui.project import plan_snapshot

    plan = json.loads((ROOT / "resources/sample/sample_plan.json").read_text(encoding="utf-8"))
    plan["queries"].append({"id": "found", "kind": "crosstab", "columns": ["sex", "ward"], "epsilon": 0.1,
                            "categories": {"sex": ["F"], "ward": "discover"}})
    start = snapshot_of(ProjectState(columns={name: ColumnSettings() for name in ["sex", "ward", "length_of_stay"]},
                                     weights={"x": 2.0}))
    snapshot = plan_snapshot(start, PlanDocument.from_json(plan), ["ward"], {"rows": 3000})
    state = state_of(snapshot)
    assert list(state.columns) == ["sex", "ward", "length_of_stay"]  # the table's columns, none of the plan's others
    assert state.columns["length_of_stay"].bounds == (0, 60) and state.columns["sex"].categories == ["F"]
    assert (state.columns["ward"].categories_from_data, state.columns["sex"].categories_from_data) == (True, False)
    assert state.queries[-1]["categories"] == {"ward": "discover"} and "bounds" not in state.queries[4]
    assert "bounds" in state.queries[5]  # cost is not one of the table's columns: the query keeps its own
    assert (state.epsilon, state.person_column, state.weights, state.planning) == (3.0, "patient_id", {"x": 2.0},
                                                                                   {"rows": 3000})
    assert state_of(plan_snapshot(start, PlanDocument.from_json(plan))).planning == {}
