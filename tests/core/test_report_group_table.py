"""The report states group privacy once: one table of k·ε and k·e^((k−1)ε)·δ, with the figures
actually spent, however many queries, groups or cells the release has."""
import re

import pandas as pd

from dpstudio.core.output.report import build_report
from dpstudio.core.pipeline.release import produce_release
from tests.conftest import small_plan


def test_the_group_table_is_shown_once_with_the_budget_spent():
    frame = pd.DataFrame({"sex": ["F", "M", "F", "M"] * 5, "ward": ["A", "B", "A", "A"] * 5, "age": range(20)})
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 0.25},
                       {"id": "by_ward", "kind": "count", "epsilon": 0.25, "group_by": ["ward"],
                        "categories": {"ward": ["A", "B"]}},
                       {"id": "sex_ward", "kind": "crosstab", "columns": ["sex", "ward"], "epsilon": 0.5,
                        "categories": {"sex": ["F", "M"], "ward": ["A", "B"]}}],
                      columns={"sex": "quasi_identifier", "ward": "other", "age": "other"},
                      budget={"epsilon": 1, "delta": 1e-7})
    html = build_report(produce_release(frame, plan).release, plan, charts=False)
    assert html.count("<b>Groups:</b>") == 1 and html.count("<th>Group</th>") == 1
    rows = re.findall(r"<tr><td>(\d+) people \(e\.g\. a family\)</td><td>([^<]+)</td><td>([^<]+)</td></tr>", html)
    assert [(k, float(e)) for k, e, _ in rows] == [("2", 2.0), ("3", 3.0), ("5", 5.0)]
    assert [float(d) for _, _, d in rows] == [0.0, 0.0, 0.0]  # δ spent is 0 (discrete Laplace): 0 for groups too
