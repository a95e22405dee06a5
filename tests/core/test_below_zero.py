"""Counts published below 0 carry a note saying why (issue 17's policy on negative values)."""
import pandas as pd

import dpstudio
from dpstudio.core.output.report import build_report
from dpstudio.core.private.below_zero import MARGINS_NOTE, UNCLAMPED_NOTE, note_below_zero
from tests.conftest import small_plan


def test_a_note_only_where_a_count_is_below_zero():
    entries = [
        {"kind": "count", "value": -2},
        {"kind": "count", "value": 0},
        {"kind": "histogram", "cells": [{"value": 3}, {"value": -1}]},
        {"kind": "histogram", "cells": [{"value": 3}, {"value": None, "suppressed": True}]},
        {"kind": "crosstab", "margins": [{"value": -0.5}], "cells": [{"value": 1.5}], "notes": ["made consistent"]},
        {"kind": "sum", "value": -40.0},  # a sum's bounds say whether it can be below 0: not a count
        {"kind": "count", "margins": False, "value": 4},
    ]
    note_below_zero(entries)
    assert [e.get("notes") for e in entries] == [
        [UNCLAMPED_NOTE], None, [UNCLAMPED_NOTE], None, ["made consistent", MARGINS_NOTE], None, None]


def test_an_unclamped_count_below_zero_is_explained_in_the_report():
    frame = pd.DataFrame({"id": range(50), "sex": ["M"] * 50, "dx": "a"})
    queries = [{"id": "women", "kind": "count", "epsilon": 0.2, "postprocess": [],
                "where": [{"column": "sex", "in": ["F"]}]},
               {"id": "all", "kind": "count", "epsilon": 0.2}]
    seen_below = 0
    for _ in range(40):
        release = dpstudio.release_uncharged(frame, small_plan(queries))
        women, everyone = release["queries"]
        assert (women.get("notes") == [UNCLAMPED_NOTE]) == (women["value"] < 0)
        assert "notes" not in everyone and everyone["value"] >= 0  # clamped by default: never below 0
        if women["value"] < 0:
            seen_below += 1
            plan = small_plan(queries)
            assert "Read such a count as &quot;few or none&quot;" in build_report(release, plan, charts=False)
            assert "„wenige oder keine“" in build_report({**release, "language": "de"}, plan, charts=False)
    assert seen_below  # a true count of 0 with scale 5 lands below 0 in about half the draws
