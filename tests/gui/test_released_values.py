"""The Release page's values as the report gives them: a mean with no estimate, a median's interval."""
import html

import pandas as pd

FRAME = pd.DataFrame({"ward": ["A"] * 80 + ["B"] * 40, "stay": [10] * 80 + [40] * 40})


def test_a_mean_with_no_estimate_says_so_and_why_in_the_apps_language(qtbot, window, monkeypatch):
    from dpstudio.core.pipeline.release import produce_release
    from dpstudio.gui.pages.release_texts import released_values_html

    plan = {"dpstudio_plan": 4, "columns": {"ward": "other", "stay": "sensitive"}, "budget": {"epsilon": 100},
            "queries": [{"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": 40,
                         "group_by": ["ward"], "categories": {"ward": ["A", "B", "C"]}}]}
    release = produce_release(FRAME, plan).release
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    shown = released_values_html(release, charts=False)
    assert shown.count("<td>keine Schätzung (zu wenige Werte)</td><td></td>") == 2  # ward C and (other)
    assert "wird ohne Zahl veröffentlicht (keine Schätzung)" in shown  # the note, as the report says it
    window.language_actions["en"].trigger()
    assert released_values_html(release, charts=False).count("<td>no estimate (too few values)</td>") == 2


def test_a_medians_interval_reads_alike_on_the_release_page_in_the_report_and_the_preview(qtbot, window,
                                                                                         sample_frame, sample_plan):
    """One unit wherever public facts allow: places in the sorted values, in the report and on the Release page
    alike; the steward's values on this table on the Release page are the Preview's."""
    from dpstudio.core.output.report import build_report
    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.pipeline.release import produce_release
    from PySide6.QtWidgets import QLabel

    from tests.gui.conftest import by_name, open_and_wait
    from dpstudio.gui.pages.release_texts import released_values_html

    plan = {**sample_plan, "queries": [q for q in sample_plan["queries"] if q["kind"] == "quantile"],
            "units": {"birth_year": "years"}}
    outcome = produce_release(sample_frame, plan)
    entry = outcome.release["queries"][0]
    shown = released_values_html(outcome.release, charts=False, value_intervals=outcome.value_intervals,
                                 units=plan["units"])
    report = html.unescape(build_report(outcome.release, plan, charts=False))
    interval = f"± {entry['ci95']:.4g} places in the sorted values"
    assert interval in shown and interval in report and "percentile" not in shown + report
    said = "counts places in the sorted values, not years: with at least 95% probability, at most that many values"
    assert said in shown and said in report
    low, high = preview_plan(sample_frame, plan)[0].value_interval
    assert f"lie between {low:g} years and {high:g} years: for your eyes only" in shown
    assert f"between {low:g} years" not in report  # the steward's figure stays on the steward's screen
    open_and_wait(qtbot, window, window.open_sample)  # the Queries page says the ± the release will state
    window.steps.setCurrentRow(2)
    row = next(i for i, q in enumerate(window.project.state.queries) if q["id"] == entry["id"])
    window.queries_page.list.selectRow(row)
    live = by_name(window, QLabel, "Expected error").text()
    assert live.startswith(f"<b>±{entry['ci95']:.4g} places in the sorted values</b>"), live
