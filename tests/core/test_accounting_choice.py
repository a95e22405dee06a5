"""Which accounting gives a plan the smaller errors, from its public parameters alone (issue 32)."""
import pytest

from dpstudio.core.preview.accounting_choice import compare_accounting
from dpstudio.core.preview.budget_planning import expected_halfwidth
from dpstudio.core.preview.public_expectations import PublicExpectations
from dpstudio.core.plan.release_plan import parse_plan


def plan(queries, delta=1e-6, accounting=None):
    budget = {"epsilon": 1, "delta": delta, **({"accounting": accounting} if accounting else {})}
    return {"dpstudio_plan": 9, "columns": {"ward": "other", "age": "other"}, "budget": budget, "queries": queries}


def many_gaussian_counts(count=20):
    return [{"id": f"q{i}", "kind": "count", "epsilon": 1 / count, "mechanism": "gaussian", "delta": 1e-6 / count}
            for i in range(count)]


def test_many_gaussian_queries_have_smaller_errors_under_zcdp():
    compared = compare_accounting(plan(many_gaussian_counts()), PublicExpectations())
    assert compared.smaller == "zcdp" and compared.queries == 20
    sequential = parse_plan(plan(many_gaussian_counts()))
    zcdp = parse_plan(plan([{k: v for k, v in q.items() if k != "delta"} for q in many_gaussian_counts()],
                           accounting="zcdp"))
    ratio = expected_halfwidth(zcdp, "q0", PublicExpectations()) / expected_halfwidth(sequential, "q0",
                                                                                        PublicExpectations())
    assert compared.zcdp_over_sequential == pytest.approx(ratio)  # every query alike: the ratio of one
    assert compared.smaller_by == pytest.approx(1 - ratio) and 0.5 < compared.smaller_by < 0.95


def test_a_few_laplace_queries_have_smaller_errors_under_sequential_accounting():
    few = [{"id": "a", "kind": "count", "epsilon": 0.5}, {"id": "b", "kind": "count", "epsilon": 0.5}]
    compared = compare_accounting(plan(few), PublicExpectations())
    assert compared.smaller == "sequential" and compared.zcdp_over_sequential > 1.5
    assert compared.smaller_by == pytest.approx(1 - 1 / compared.zcdp_over_sequential)


def test_a_zcdp_plan_is_compared_the_same_way_as_its_sequential_reading():
    zcdp_queries = [{k: v for k, v in q.items() if k != "delta"} for q in many_gaussian_counts()]
    from_zcdp = compare_accounting(plan(zcdp_queries, accounting="zcdp"), PublicExpectations())
    from_sequential = compare_accounting(plan(many_gaussian_counts()), PublicExpectations())
    assert from_zcdp.zcdp_over_sequential == pytest.approx(from_sequential.zcdp_over_sequential, rel=1e-3)


def test_nothing_to_compare_without_a_delta_or_queries_or_with_a_plan_that_has_problems():
    assert compare_accounting(plan([{"id": "a", "kind": "count", "epsilon": 0.5}], delta=0), PublicExpectations()) \
        is None
    assert compare_accounting(plan([]), PublicExpectations()) is None
    overspent = [{"id": "a", "kind": "count", "epsilon": 5}]
    assert compare_accounting(plan(overspent), PublicExpectations()) is None


def test_a_mean_is_compared_without_expected_rows_and_a_table_is_refused(sample_frame):
    mean = [{"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 0.5}]
    assert compare_accounting(plan(mean), PublicExpectations()).queries == 1
    with pytest.raises(TypeError):
        compare_accounting(sample_frame, PublicExpectations())
