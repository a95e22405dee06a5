"""The Queries page says which accounting gives this plan the smaller errors, before the steward chooses
(issue 32): worked out from the plan and public numbers, on a worker."""
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import apply_plan_to, by_name, open_and_wait


def with_queries(window, queries, delta=1e-6):
    plan = {**window.project.to_plan(), "queries": queries}
    plan["budget"] = {**plan["budget"], "epsilon": 1.0, "delta": delta}
    apply_plan_to(window.project, plan)


def advice(qtbot, window, words: str) -> str:
    label = by_name(window, QLabel, "Accounting comparison")
    qtbot.waitUntil(lambda: words in label.text(), timeout=60000)
    return label.text()


def test_many_gaussian_queries_are_told_zcdp_gives_smaller_errors(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    with_queries(window, [{"id": f"q{i}", "kind": "count", "epsilon": 0.05, "mechanism": "gaussian",
                           "delta": 5e-8} for i in range(20)])
    text = advice(qtbot, window, "zCDP gives errors about")
    assert text.startswith("For this plan, zCDP gives errors about ") and text.endswith("% smaller than sequential "
                                                                                         "accounting.")
    assert by_name(window, QLabel, "Accounting comparison").isVisible()


def test_a_few_laplace_queries_are_told_sequential_gives_smaller_errors(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    with_queries(window, [{"id": "a", "kind": "count", "epsilon": 0.5}, {"id": "b", "kind": "count", "epsilon": 0.5}])
    assert advice(qtbot, window, "sequential accounting gives") == \
        "For this plan, sequential accounting gives errors about 54% smaller than zCDP."


def test_without_a_delta_it_says_zcdp_needs_one(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    with_queries(window, [{"id": "a", "kind": "count", "epsilon": 0.5}], delta=0)
    assert advice(qtbot, window, "zCDP needs a δ above 0")


def test_the_advice_is_written_in_the_apps_language(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    with_queries(window, [{"id": "a", "kind": "count", "epsilon": 0.5}, {"id": "b", "kind": "count", "epsilon": 0.5}])
    advice(qtbot, window, "54%")
    window.choose_language("de", remember=False)
    try:
        assert "54\u00a0%" in advice(qtbot, window, "sequentielle")
    finally:
        window.choose_language("en", remember=False)
