"""docs/plan.schema.json and docs/release.schema.json: generated from the code, equal to what the generators
write now, met by the sample plans and by their releases, and refusing broken documents."""
import copy
import hashlib
import json
from fractions import Fraction

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from dpstudio.core.base.errors import PlanError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.output.release_format import release_schema
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.schema import plan_schema, schema_text
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.publish import publish
from tests.conftest import ROOT, SAMPLE_DATA
from tests.faults.plan_space import plans
from tests.faults.plan_space_tables import tables

SAMPLES = sorted((ROOT / "resources" / "sample").glob("*.json"))
PLAN_SCHEMA = ROOT / "docs" / "plan.schema.json"
RELEASE_SCHEMA = ROOT / "docs" / "release.schema.json"
OTHER_KINDS = {  # the kinds no sample plan has, and a family with its tables listed, under zCDP
    "budget": {"epsilon": 3, "delta": 1e-7, "accounting": "zcdp"},
    "queries": [
        {"id": "stay_quartiles", "kind": "quantiles", "column": "length_of_stay", "bounds": [0, 60],
         "quantiles": [0.25, 0.5, 0.75], "epsilon": 0.5},
        {"id": "visits", "kind": "rows_per_person", "most": 4, "epsilon": 0.5},
        {"id": "sex_ward", "kind": "marginals", "columns": ["sex", "ward"], "tables": [["sex"], ["sex", "ward"]],
         "categories": {"sex": ["F", "M"], "ward": ["Surgery", "Psychiatry"]}, "epsilon": 0.5},
    ]}


def validator(path):
    return jsonschema.Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))


def refused(path, document) -> bool:
    return not validator(path).is_valid(document)


@pytest.mark.parametrize("path, generate", [(PLAN_SCHEMA, plan_schema), (RELEASE_SCHEMA, release_schema)])
def test_the_committed_schema_is_what_the_code_generates(path, generate):
    # python -m dpstudio.core.plan.schema and python -m dpstudio.core.output.release_format write them anew
    assert path.read_text(encoding="utf-8") == schema_text(generate())
    jsonschema.Draft202012Validator.check_schema(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_every_sample_plan_meets_the_plan_schema(sample):
    validator(PLAN_SCHEMA).validate(json.loads(sample.read_text(encoding="utf-8")))


def sample_plan_with(changes: dict) -> dict:
    plan = json.loads((ROOT / "resources" / "sample" / "sample_plan.json").read_text(encoding="utf-8"))
    return {**plan, **changes}


@pytest.mark.parametrize("plan", [json.loads(p.read_text(encoding="utf-8")) for p in SAMPLES] + [
    sample_plan_with(OTHER_KINDS)], ids=[p.name for p in SAMPLES] + ["other_kinds"])
def test_a_release_of_each_sample_plan_meets_the_release_schema(plan, sample_frame, tmp_path):
    dataset = hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.set_budget(dataset, Budget(Fraction(100), Fraction(1, 100_000)))
        done = publish(sample_frame, plan, dataset, tmp_path / "out", ledger, user="steward")
    validator(RELEASE_SCHEMA).validate(json.loads((done.folder / "release.json").read_text(encoding="utf-8")))
    validator(PLAN_SCHEMA).validate(json.loads((done.folder / "plan.json").read_text(encoding="utf-8")))


def broken_plans():
    plan = sample_plan_with({})
    yield "no budget", {k: v for k, v in plan.items() if k != "budget"}
    yield "no queries", {k: v for k, v in plan.items() if k != "queries"}
    wrong = copy.deepcopy(plan)
    wrong["queries"][0]["epsilon"] = "0.2"
    yield "an epsilon in quotes", wrong
    unknown = copy.deepcopy(plan)
    unknown["queries"][0]["kind"] = "median"
    yield "an unknown kind", unknown
    no_bounds = copy.deepcopy(plan)
    del no_bounds["queries"][4]["bounds"]
    yield "a mean without bounds", no_bounds
    stray = copy.deepcopy(plan)
    stray["queries"][0]["bounds"] = [0, 1]
    yield "a field its kind does not have", stray
    yield "an unknown top-level field", {**plan, "budgets": plan["budget"]}
    yield "an unknown role", {**plan, "columns": {**plan["columns"], "sex": "secret"}}
    yield "another version", {**plan, "dpstudio_plan": "12"}


@pytest.mark.parametrize("name, plan", list(broken_plans()), ids=[name for name, _ in broken_plans()])
def test_a_broken_plan_is_refused_by_the_schema_as_by_dpstudio(name, plan):
    assert refused(PLAN_SCHEMA, plan)
    with pytest.raises(PlanError):
        parse_plan(plan)


RELEASE = {
    "dpstudio_release": 14, "created": "2026-11-22T13:27:53+00:00", "dpstudio_version": "0.1.0", "language": "en",
    "dataset_fingerprint": None, "privacy_unit": None, "privacy_unit_description": "one row is one individual",
    "neighbouring": "one individual added or removed",
    "budget": {"epsilon": 1, "delta": 0, "limit": {"epsilon": 1, "delta": 0}, "composition": "sequential",
               "accounting": "sequential"},
    "queries": [{"id": "admissions", "kind": "count", "epsilon": 1, "delta": 0, "mechanism": "discrete_laplace",
                 "noise_scale": 1.0, "ci95": 3.0, "value": 3358, "sensitivity": 1, "of": "rows",
                 "postprocess": ["clamp_nonnegative"]}]}


def broken_releases():
    yield "no queries", {k: v for k, v in RELEASE.items() if k != "queries"}
    yield "an unknown language", {**RELEASE, "language": "fr"}
    entry = RELEASE["queries"][0]
    yield "a value in quotes", {**RELEASE, "queries": [{**entry, "value": "3358"}]}
    yield "an unknown kind", {**RELEASE, "queries": [{**entry, "kind": "median"}]}
    yield "a count with neither value nor cells", {**RELEASE, "queries": [{k: v for k, v in entry.items()
                                                                         if k != "value"}]}
    yield "a histogram without cells", {**RELEASE, "queries": [{**entry, "kind": "histogram"}]}


def test_the_release_example_meets_the_schema():
    validator(RELEASE_SCHEMA).validate(RELEASE)


@pytest.mark.parametrize("name, release", list(broken_releases()), ids=[name for name, _ in broken_releases()])
def test_a_broken_release_is_refused_by_the_schema(name, release):
    assert refused(RELEASE_SCHEMA, release)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_plan_dpstudio_reads_meets_the_plan_schema(data):
    """Over the plan space of the fault suite (every kind and field): a plan the reader accepts, and the plan a
    release writes of it, meet the schema (the schema refuses no plan dpstudio runs)."""
    plan = data.draw(plans(data.draw(tables())))
    try:
        parsed = parse_plan(plan)
    except PlanError:
        return
    validator(PLAN_SCHEMA).validate(plan)
    validator(PLAN_SCHEMA).validate(parsed.public_dict())
