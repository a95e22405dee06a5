"""The budget's population size (for δ) and the release's publisher: editable, saved, in the plan."""
import json

from PySide6.QtWidgets import QLineEdit

from tests.gui.conftest import apply_plan_to, by_name, open_and_wait


def type_into(field: QLineEdit, text: str) -> None:
    field.setText(text)
    field.editingFinished.emit()


def test_population_field_sets_the_plan_and_the_delta_rule(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    type_into(by_name(window, QLineEdit, "Total delta"), "1e-4")
    assert "The total budget's δ: 0.0001 is above 1e-5, and no population size is declared" in \
        window.queries_page.plan_problems.text()
    type_into(by_name(window, QLineEdit, "Population size"), "2,000")
    assert window.project.state.population == 2000
    assert window.project.to_plan()["budget"] == {"epsilon": 3.0, "delta": 1e-4, "population": 2000}
    assert "budget's δ" not in window.queries_page.plan_problems.text()
    type_into(by_name(window, QLineEdit, "Population size"), "many")
    assert "whole number of people" in window.queries_page.plan_problems.text()
    assert window.project.state.population == 2000


def test_publisher_field_is_saved_with_the_project(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    assert "publisher" not in window.project.to_plan()
    type_into(by_name(window, QLineEdit, "Publisher"), "  Data Office, St Example Hospital ")
    assert window.project.to_plan()["publisher"] == "Data Office, St Example Hospital"
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["plan"]["publisher"] == "Data Office, St Example Hospital"
    window.project.undo_stack.undo()
    assert "publisher" not in window.project.to_plan() and by_name(window, QLineEdit, "Publisher").text() == ""
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    qtbot.waitUntil(lambda: window.project.state.publisher == "Data Office, St Example Hospital", timeout=5000)
    assert by_name(window, QLineEdit, "Publisher").text() == "Data Office, St Example Hospital"


def test_a_zcdp_plan_keeps_its_accounting_through_the_app(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    plan = window.project.to_plan()
    assert "accounting" not in plan["budget"]
    plan["budget"]["accounting"] = "zcdp"
    apply_plan_to(window.project, plan)
    assert window.project.to_plan()["budget"]["accounting"] == "zcdp"


def test_the_small_cell_rule_is_set_on_the_queries_page_and_kept_in_the_plan(qtbot, window, tmp_path):
    from PySide6.QtWidgets import QSpinBox

    open_and_wait(qtbot, window, window.open_sample)
    rule = by_name(window, QSpinBox, "Suppress values below")
    assert rule.value() == 0 and rule.text() == "off" and "suppress_below" not in window.project.to_plan()
    rule.setValue(11)
    assert window.project.to_plan()["suppress_below"] == 11
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["plan"]["suppress_below"] == 11
    window.project.undo_stack.undo()
    assert "suppress_below" not in window.project.to_plan() and rule.value() == 0
    plan = {**window.project.to_plan(), "suppress_below": 5}
    apply_plan_to(window.project, plan)
    assert rule.value() == 5 and window.project.to_plan()["suppress_below"] == 5


def test_a_binned_histogram_and_crosstab_keep_their_bins_through_the_app(qtbot, window):
    from dpstudio.core.plan.release_plan import parse_plan

    open_and_wait(qtbot, window, window.open_sample)
    plan = window.project.to_plan()
    plan["queries"] += [
        {"id": "ages", "kind": "histogram", "column": "birth_year", "bins": {"birth_year": [1900, 1960, 2025]},
         "epsilon": 0.1},
        {"id": "ages_by_sex", "kind": "crosstab", "columns": ["birth_year", "sex"],
         "bins": {"birth_year": [1900, 1960, 2025]}, "categories": {"sex": ["F", "M"]}, "epsilon": 0.1}]
    plan["budget"]["epsilon"] += 0.2
    apply_plan_to(window.project, plan)
    kept = window.project.to_plan()
    assert kept["queries"][-2]["bins"] == {"birth_year": [1900, 1960, 2025]} and "categories" not in kept["queries"][-2]
    assert kept["queries"][-1]["categories"] == {"sex": ["F", "M"]} and window.project.problems() == []
    assert parse_plan(kept).queries[-1].cell_keys()[0] == ("[1900, 1960)", "F")


def test_problems_are_placed_in_the_stewards_words_not_plan_paths():
    from dpstudio.core.base.errors import BudgetExceeded, PlanError, Problem
    from dpstudio.gui.dialogs import error_text

    title, text = error_text(PlanError([Problem(("queries", (2, "diagnoses"), "categories", "sex"), "the list is empty",
                                                "give at least one category")]))
    assert title == "The plan needs fixing"
    assert "• Query 'diagnoses', categories of sex: the list is empty (give at least one category)" in text
    assert "queries[" not in text
    title, _ = error_text(BudgetExceeded("epsilon", 2, 1, "lower the epsilons"))
    assert title == "Not enough privacy budget left"


def test_no_command_line_reaches_a_dialog():
    from dpstudio.core.base.errors import InputError
    from dpstudio.core.base.words.message import Message
    from dpstudio.gui.dialogs import error_text

    cases = [
        (InputError("a reason is needed", hint=Message('Give one, e.g. --reason "approved by the data protection '
                                                       'board, 2026-03"')),
         "Give the reason when the app asks for it."),
        (InputError("these people match two populations", hint=Message(
            'If they are part of {first}, add --population {first} (charged to its lifetime budget; in the app: '
            'choose it under Population on the Release page); if they are a different population, declare it: '
            '--new-population --reason "..."', first="A")),
         "If they are part of A, choose it in the population list on the Release page"),
        (InputError("odd delimiter", hint=Message("Give one character, such as , or ; (tab: --delimiter tab)")), None)]
    for error, said in cases:
        _, text = error_text(error)
        assert "--" not in text and "dpstudio ledger" not in text, text
        if said:
            assert said in text, text
