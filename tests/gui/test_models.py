from dpstudio.core.io.loading import load_table
from dpstudio.core.plan import edits
from dpstudio.core.plan.release_plan import PLAN_VERSION
from dpstudio.gui.models import ColumnsModel, DataFrameModel, QueriesModel, parse_categories
from dpstudio.core.plan.roles import ColumnRole
from dpstudio.gui.project import Project
from dpstudio.resources import sample_data, sample_plan
from tests.gui.conftest import apply_plan_to
import json

from PySide6.QtCore import Qt


def loaded_project():
    project = Project()
    project.set_table(load_table(sample_data()))
    apply_plan_to(project, json.loads(sample_plan().read_text(encoding="utf-8")), "plan")
    return project


def test_models_pass_qt_model_checks(qtmodeltester):
    project = loaded_project()
    for model in (DataFrameModel(project), ColumnsModel(project), QueriesModel(project)):
        if isinstance(model, DataFrameModel):
            model.reload()
        qtmodeltester.check(model)


def test_dataframe_model_formats_only_what_is_asked():
    project = loaded_project()
    model = DataFrameModel(project)
    model.reload()
    assert model.rowCount() == len(project.table.frame)
    assert model.headerData(0, Qt.Horizontal) == "patient_id"
    assert model.data(model.index(0, 5)) == project.table.frame.iat[0, 5]  # zip stays text with its zero


def test_columns_model_edits_are_undoable():
    project = loaded_project()
    model = ColumnsModel(project)
    row = project.column_names.index("ward")
    assert model.setData(model.index(row, ColumnsModel.ROLE), "quasi_identifier")
    assert project.state.columns["ward"].role.value == "quasi_identifier"
    assert model.data(model.index(row, ColumnsModel.ROLE)) == "Quasi-identifier"
    project.undo_stack.undo()
    assert project.state.columns["ward"].role.value == "other"
    assert model.setData(model.index(row, ColumnsModel.CATEGORIES), "A; B;  C ; A")
    assert project.state.columns["ward"].categories == ["A", "B", "C"]
    assert model.setData(model.index(row, ColumnsModel.LOW), "1")
    assert model.setData(model.index(row, ColumnsModel.HIGH), "9.5")
    assert project.state.columns["ward"].bounds == (1, 9.5)
    assert not model.setData(model.index(row, ColumnsModel.HIGH), "lots")


def test_parse_categories_keeps_numbers():
    assert parse_categories("1; 2\n3.5; x") == [1, 2, 3.5, "x"]


def test_project_plan_round_trips_the_sample():
    project = loaded_project()
    original = json.loads(sample_plan().read_text(encoding="utf-8"))
    plan = project.to_plan()
    assert plan["queries"][5]["bounds"] == [0, 100000]
    assert plan["privacy_unit"] == original["privacy_unit"]
    assert [q["id"] for q in plan["queries"]] == [q["id"] for q in original["queries"]]
    assert project.problems() == []


def test_a_plan_of_an_earlier_version_means_in_the_app_what_it_meant():
    """A plan applied migrates: a version 6 plan's sum_to cells stay only rounded (version 7 would clamp them), a
    version 4 plan's randomized response stays unclamped; saved again, the plan is version 8 and says so."""
    from dpstudio.core.plan.release_plan import parse_plan

    plan = json.loads(sample_plan().read_text(encoding="utf-8"))
    project = Project()
    project.set_table(load_table(sample_data()))
    for version, diagnoses, test_results in ((6, ["round"], None), (4, ["round"], []), (8, None, None)):
        older = {**plan, "dpstudio_plan": version,
                 "queries": [{k: v for k, v in q.items() if k != "postprocess"} for q in plan["queries"]]}
        apply_plan_to(project, older, "plan")
        queries = {q["id"]: q for q in project.state.queries}
        assert queries["diagnoses"].get("postprocess") == diagnoses, version
        assert queries["test_results"].get("postprocess") == test_results, version
        saved = parse_plan(project.to_plan())
        assert saved.query("diagnoses").postprocess == tuple(diagnoses or ("clamp_nonnegative", "round"))
        assert project.to_plan()["dpstudio_plan"] == PLAN_VERSION  # the version it writes today


def test_a_header_with_a_control_character_the_plan_does_not_use_is_left_out_of_it(tmp_path):
    """Issue 44: the plan refuses a name holding a control character; the app wrote every column of the table
    into the plan, so a table with one odd header, even unused, could never be released."""
    path = tmp_path / "odd.csv"
    path.write_text("pid,odd\x1bcol,age\na,1,30\nb,2,40\n", encoding="utf-8")
    project = Project()
    project.set_table(load_table(path))
    project.edit_plan("a count", lambda doc: edits.with_queries(doc, [*doc.query_list(),
                                                                      {"id": "n", "kind": "count", "epsilon": 0.5}]))
    assert "odd\x1bcol" not in project.to_plan()["columns"] and project.problems() == []

    project.edit_plan("role", lambda doc: edits.with_role(doc, "odd\x1bcol", ColumnRole.SENSITIVE))
    assert any("U+001B" in str(problem) for problem in project.problems())  # used: refused, and named
