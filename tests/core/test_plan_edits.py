"""Edits of a plan document (core/plan/edits.py): each returns a new document with exactly one thing changed."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dpstudio.core.plan import edits
from dpstudio.core.plan.document import PlanDocument
from dpstudio.core.plan.roles import ColumnRole

MEAN = {"id": "m", "kind": "mean", "column": "age", "epsilon": 0.5}
HIST = {"id": "h", "kind": "histogram", "column": "sex", "of": "rows", "epsilon": 0.5}
GRID = {"id": "x", "kind": "crosstab", "columns": ["sex", "ward", "age"], "of": "rows", "epsilon": 0.5,
        "bins": {"age": [0, 50, 100]}, "categories": {"ward": "discover"}}
GROUPED = {"id": "g", "kind": "mean", "column": "age", "bounds": [0, 100], "group_by": ["sex"], "epsilon": 0.5}


def document(*queries, **fields) -> PlanDocument:
    return PlanDocument.from_json({
        "dpstudio_plan": 12, "columns": {"id": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier"},
        "privacy_unit": None, "budget": {"epsilon": 1.0, "delta": 0.0}, "queries": list(queries), **fields})


def test_an_edit_leaves_the_document_it_was_given_as_it_was():
    doc = document(MEAN)
    before = doc.to_json()
    edits.with_bounds(doc, "age", (0, 100))
    edits.with_role(doc, "age", ColumnRole.SENSITIVE)
    edits.with_budget(doc, epsilon=2.0)
    assert doc.to_json() == before


def test_roles_units_and_columns_from_the_data():
    doc = edits.with_role(document(), "age", ColumnRole.SENSITIVE)
    doc = edits.with_role(doc, "ward", "other")
    assert doc.to_json()["columns"] == {"id": "identifier", "age": "sensitive", "sex": "quasi_identifier",
                                        "ward": "other"}
    assert list(edits.without_column(doc, "age").to_json()["columns"]) == ["id", "sex", "ward"]
    with pytest.raises(ValueError):
        edits.with_role(doc, "age", "secret")
    doc = edits.with_unit(edits.with_unit(doc, "age", " years "), "sex", "")
    assert doc.to_json()["units"] == {"age": "years"}
    assert "units" not in edits.with_unit(doc, "age", "").to_json()
    assert edits.with_categories_from_data(doc, ["sex"]).to_json()["categories_from_data"] == ["sex"]
    assert "categories_from_data" not in edits.with_categories_from_data(doc, []).to_json()


def test_the_privacy_unit():
    doc = edits.with_privacy_unit(document(), "id", 3)
    assert doc.to_json()["privacy_unit"] == {"column": "id", "max_rows": 3}
    doc = edits.with_privacy_unit(doc, "id", 2, order_by="age")
    assert doc.to_json()["privacy_unit"] == {"column": "id", "max_rows": 2, "order_by": "age"}
    assert edits.with_privacy_unit(doc, None).to_json()["privacy_unit"] is None


def test_the_budget_changes_only_the_fields_given():
    doc = edits.with_budget(document(), epsilon=2.5)
    assert doc.to_json()["budget"] == {"epsilon": 2.5, "delta": 0.0}
    doc = edits.with_budget(doc, delta=1e-7, population=5000, accounting="zcdp")
    assert doc.to_json()["budget"] == {"epsilon": 2.5, "delta": 1e-7, "population": 5000, "accounting": "zcdp"}
    doc = edits.with_budget(doc, population=None, accounting="sequential")
    assert doc.to_json()["budget"] == {"epsilon": 2.5, "delta": 1e-7}


def test_publisher_small_cells_and_reading():
    doc = edits.with_publisher(document(), "  Data Office ")
    assert doc.to_json()["publisher"] == "Data Office"
    assert "publisher" not in edits.with_publisher(doc, "  ").to_json()
    assert edits.with_suppress_below(doc, 10).to_json()["suppress_below"] == 10
    assert "suppress_below" not in edits.with_suppress_below(doc, None).to_json()
    reading = {"format": "csv", "columns": {"age": "integer"}}
    assert edits.with_reading(doc, reading).to_json()["reading"] == reading
    assert "reading" not in edits.with_reading(edits.with_reading(doc, reading), None).to_json()


def test_queries_replaced_added_removed():
    doc = edits.with_query(document(MEAN), 1, HIST)
    assert [q["id"] for q in doc.to_json()["queries"]] == ["m", "h"]
    doc = edits.with_query(doc, 0, {**MEAN, "epsilon": 0.25})
    assert doc.to_json()["queries"][0] == {**MEAN, "epsilon": 0.25}
    assert edits.without_query(doc, 0).to_json()["queries"] == [HIST]
    assert edits.with_queries(doc, [HIST, MEAN]).to_json()["queries"] == [HIST, MEAN]
    with pytest.raises(IndexError):
        edits.with_query(doc, 3, MEAN)


def test_a_query_s_fields_set_in_place_or_last_and_none_left_out():
    counted = {"id": "h", "kind": "histogram", "column": "sex", "of": "people", "person_rule": "each_cell",
               "epsilon": 0.5}
    doc = edits.with_query_fields(document(MEAN, counted), 1, of="rows", person_rule=None)
    assert doc.to_json()["queries"] == [MEAN, {"id": "h", "kind": "histogram", "column": "sex", "of": "rows",
                                               "epsilon": 0.5}]
    doc = edits.with_query_fields(doc, 1, of="people", person_rule="one_cell")
    assert list(doc.to_json()["queries"][1].items()) == [("id", "h"), ("kind", "histogram"), ("column", "sex"),
                                                          ("of", "people"), ("epsilon", 0.5),
                                                          ("person_rule", "one_cell")]
    doc = edits.with_query_fields(doc, 0, sum_to=None)  # a field not there, left out: no change
    assert doc.to_json()["queries"][0] == MEAN
    with pytest.raises(IndexError):
        edits.with_query_fields(doc, 2, epsilon=1.0)


def test_each_query_s_epsilon_in_order():
    doc = edits.with_epsilons(document(MEAN, HIST, GRID), [0.25, 0.125])
    assert doc.to_json()["queries"] == [{**MEAN, "epsilon": 0.25}, {**HIST, "epsilon": 0.125}, GRID]
    assert list(doc.to_json()["queries"][0]) == ["id", "kind", "column", "epsilon"]  # ε keeps its place
    assert edits.with_epsilons(document(), []).to_json()["queries"] == []


def test_bounds_go_to_every_query_of_the_column_that_needs_them():
    doc = edits.with_bounds(document(MEAN, HIST, GROUPED), "age", (18, 90))
    queries = doc.to_json()["queries"]
    assert queries[0] == {**MEAN, "bounds": [18, 90]}
    assert queries[1] == HIST
    assert queries[2] == {**GROUPED, "bounds": [18, 90]}
    assert edits.with_bounds(doc, "age", None).to_json()["queries"][0] == MEAN
    assert "bounds" not in edits.with_bounds(doc, "age", None).to_json()["queries"][2]


def test_categories_go_where_the_query_lists_that_column():
    doc = edits.with_categories(document(HIST, GRID, GROUPED), "sex", ["F", "M"])
    queries = doc.to_json()["queries"]
    assert queries[0] == {**HIST, "categories": ["F", "M"]}
    assert queries[1]["categories"] == {"ward": "discover", "sex": ["F", "M"]}
    assert queries[2]["categories"] == {"sex": ["F", "M"]}
    assert edits.with_categories(doc, "ward", ["a"]).to_json()["queries"][1]["categories"]["ward"] == "discover"
    assert edits.with_categories(doc, "age", ["a"]).to_json()["queries"][1] == queries[1]  # binned there
    cleared = edits.with_categories(doc, "sex", None).to_json()["queries"]
    assert cleared[0] == HIST and cleared[1]["categories"] == {"ward": "discover"} and "categories" not in cleared[2]


def test_a_discovered_column_keeps_its_discover():
    found = {**HIST, "categories": "discover", "delta": 1e-7}
    assert edits.with_categories(document(found), "sex", ["F"]).to_json()["queries"] == [found]


def test_an_empty_grid_keeps_its_categories_object():
    grid = {"id": "x", "kind": "crosstab", "columns": ["sex", "age"], "of": "rows", "epsilon": 0.5,
            "categories": {"sex": ["F"]}}
    assert edits.with_categories(document(grid), "sex", []).to_json()["queries"][0]["categories"] == {}


def test_declared_bounds_and_lists_are_written_into_the_queries_as_the_app_writes_a_plan():
    grid = {"id": "x", "kind": "crosstab", "columns": ["ward", "sex", "age"], "of": "rows", "epsilon": 0.5,
            "bins": {"age": [0, 50, 100]}, "categories": {"ward": "discover", "stale": ["z"]}}
    grouped = {"id": "g", "kind": "count", "group_by": ["ward"], "of": "rows", "epsilon": 0.5}
    declared = {"age": ((0, 100), None), "sex": (None, ["F", "M"]), "ward": (None, [])}
    doc = edits.with_declared(document(MEAN, HIST, grid, grouped, GROUPED), declared)
    queries = doc.to_json()["queries"]
    assert queries[0] == {**MEAN, "bounds": [0, 100]}
    assert queries[1] == {**HIST, "categories": ["F", "M"]}
    assert list(queries[2]["categories"].items()) == [("ward", "discover"), ("sex", ["F", "M"])]  # in grid order
    assert queries[3] == grouped  # ward declares no list: no categories (the reader names the column)
    assert queries[4] == {**GROUPED, "bounds": [0, 100], "categories": {"sex": ["F", "M"]}}
    assert edits.with_declared(document(MEAN), {}).to_json()["queries"] == [MEAN]


COLUMNS = st.sampled_from(["age", "sex", "ward", "id", "new column"])
EDITS = st.one_of(
    st.tuples(st.just(edits.with_role), COLUMNS, st.sampled_from(list(ColumnRole))),
    st.tuples(st.just(edits.without_column), COLUMNS),
    st.tuples(st.just(edits.with_unit), COLUMNS, st.sampled_from(["", " years ", "kg"])),
    st.tuples(st.just(edits.with_privacy_unit), st.sampled_from([None, "id"]), st.integers(1, 5),
              st.sampled_from([None, "age"])),
    st.tuples(st.just(edits.with_bounds), COLUMNS, st.sampled_from([None, (0, 100), (1.5, 2.5)])),
    st.tuples(st.just(edits.with_categories), COLUMNS, st.sampled_from([None, [], ["F", "M"], ["a"]])),
    st.tuples(st.just(edits.with_query), st.integers(0, 1), st.sampled_from([MEAN, HIST, GRID, GROUPED])),
    st.tuples(st.just(edits.with_publisher), st.sampled_from(["", " Office "])),
    st.tuples(st.just(edits.with_suppress_below), st.sampled_from([None, 5])),
    st.tuples(st.just(edits.with_categories_from_data), st.sampled_from([[], ["sex"]])),
    st.tuples(st.just(edits.with_epsilons), st.sampled_from([[], [0.25], [0.25, 0.5, 1.0]])),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(EDITS, max_size=8), st.sampled_from([0.5, 2.0]), st.sampled_from([None, 1000]))
def test_any_edits_leave_a_document_that_comes_back_from_its_json(steps, epsilon, population):
    doc = document(MEAN, GRID)
    start = doc.to_json()
    edited = edits.with_budget(doc, epsilon=epsilon, population=population)
    for edit, *arguments in steps:
        edited = edit(edited, *arguments)
    assert doc.to_json() == start  # the document it began from is as it was
    assert PlanDocument.from_json(edited.to_json()) == edited
    hash(edited)
