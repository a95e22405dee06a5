"""The Release page's values as the report gives them: a mean with no estimate, a median's interval."""
import pandas as pd

FRAME = pd.DataFrame({"ward": ["A"] * 80 + ["B"] * 40, "stay": [10] * 80 + [40] * 40})


def test_a_mean_with_no_estimate_says_so_and_why_in_the_apps_language(qtbot, window, monkeypatch):
    from dpstudio.core.release import produce_release
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
