"""Expected error of every query, from the mechanisms' parameters alone: previews draw no noise,
spend no budget and can never be exported. The exact answers shown beside them are for the
steward's eyes only."""
from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from .errors import PlanError
from .plan import ReleasePlan, parse_plan, table_problems
from .release_queries import draft_plan, expected_all
from .transforms import bound_contributions


@dataclass(frozen=True)
class QueryPreview:
    id: str
    kind: str
    epsilon: float
    delta: float
    mechanism: str
    noise_scale: object
    ci95: object            # a number, or one per cell
    truth: object           # the exact answer (number, or one per cell): never published
    cells: list | None = None
    ci95_unit: str | None = None

    def relative_error(self):
        """95% half-width over the true answer (None where the truth is 0 or a rank is meant)."""
        if self.ci95_unit == "rows":
            return None
        if isinstance(self.truth, list):
            widths = self.ci95 if isinstance(self.ci95, list) else [self.ci95] * len(self.truth)
            return [w / abs(t) if t else None for w, t in zip(widths, self.truth)]
        return self.ci95 / abs(self.truth) if self.truth else None

    def sentence(self) -> str:
        """The interval in plain words."""
        if self.ci95_unit == "rows":
            return (f"The released value will be within ±{self.ci95:.0f} rows (in rank) of the true "
                    "quantile with 95% probability.")
        if isinstance(self.ci95, list):
            worst = max(c for c in self.ci95 if c == c)
            return f"Each share will be within ±{worst:.3f} of the true share with about 95% probability."
        what = {"count": "count", "histogram": "count in each cell", "crosstab": "count in each cell",
                "sum": "sum", "mean": "mean"}[self.kind]
        return f"The {what} will be within ±{_short(self.ci95)} of the true {what} with 95% probability."


def _short(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"


def preview_plan(frame: pd.DataFrame, plan: ReleasePlan | dict) -> list[QueryPreview]:
    """One QueryPreview per query of the plan. Raises PlanError if the plan does not fit the table."""
    if not isinstance(plan, ReleasePlan):
        plan = parse_plan(plan)
    problems = table_problems(plan, frame)
    if problems:
        raise PlanError(problems)
    unit = plan.privacy_unit
    rows = bound_contributions(frame, unit.column, unit.max_rows).frame
    drafts = draft_plan(plan, rows)
    out = []
    for query, draft, expected in zip(plan.queries, drafts, expected_all(drafts)):
        out.append(QueryPreview(id=query.id, kind=query.kind, epsilon=float(query.epsilon),
                                delta=float(query.delta), mechanism=draft.mechanism,
                                noise_scale=expected["noise_scale"], ci95=expected["ci95"],
                                truth=expected["truth"], cells=expected.get("cells"),
                                ci95_unit=expected.get("ci95_unit")))
    return out
