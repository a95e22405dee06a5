"""δ needs a public population size above 1e-5; the report explains δ for it; no OS user is published."""
import json
import zipfile

import pandas as pd
import pytest

from dpstudio.core.ledger import book as ledger_module
from dpstudio.core.pipeline import publish as publish_module
from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import PlanError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from dpstudio.core.plan.rules import with_publisher
from dpstudio.core.preview.warnings import delta_warnings
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.output.report import build_report
from dpstudio.report_pdf import write_pdf
from tests.conftest import small_plan

GAUSS = {"id": "n", "kind": "count", "epsilon": 1, "mechanism": "discrete_gaussian"}


def messages(budget, query_delta) -> list[str]:
    return [str(p) for p in plan_problems(small_plan([{**GAUSS, "delta": query_delta}], budget=budget))]


def test_delta_up_to_1e5_needs_no_population():
    assert messages({"epsilon": 1, "delta": 1e-5}, 1e-5) == []


def test_delta_above_1e5_without_population_is_refused_for_the_total_and_each_query():
    found = messages({"epsilon": 1, "delta": 2e-5}, 2e-5)
    assert found == [
        "budget.delta: 2e-05 is above 1e-5, and no population size is declared (lower it (e.g. 1e-7), or declare "
        "the public number of people the table is drawn from as budget.population and keep delta below "
        "1/population)",
        "queries[0] ('n').delta: 2e-05 is above 1e-5, and no population size is declared (lower it (e.g. 1e-7), "
        "or declare the public number of people the table is drawn from as budget.population and keep delta "
        "below 1/population)"]
    assert [m.split(":")[0] for m in messages({"epsilon": 1, "delta": 2e-5}, 1e-6)] == ["budget.delta"]


def test_with_a_population_delta_must_be_below_one_over_it():
    assert messages({"epsilon": 1, "delta": 1e-3, "population": 999}, 1e-3) == []
    found = messages({"epsilon": 1, "delta": 1e-3, "population": 1000}, 1e-3)  # 1e-3 = 1/N: not below
    assert found[0] == ("budget.delta: 0.001 is not below 1/population = 1/1,000 (choose a delta well below "
                        "0.001, e.g. 1e-06)")
    assert found[1].startswith("queries[0] ('n').delta: 0.001 is not below 1/population = 1/1,000")
    # declaring a large population makes the rule stricter than 1e-5
    assert [m.split(":")[0] for m in messages({"epsilon": 1, "delta": 1e-5, "population": 10**6}, 1e-7)] \
        == ["budget.delta"]


@pytest.mark.parametrize("population", [0, -5, 2.5, "many", True])
def test_population_must_be_a_whole_number(population):
    found = messages({"epsilon": 1, "delta": 1e-7, "population": population}, 1e-7)
    assert found == [f"budget.population: {population!r} is not a whole number of people (give the size of the "
                     "population the table is drawn from, from public figures)"]


def test_population_round_trips_and_goes_into_the_release():
    plan = parse_plan(small_plan([{**GAUSS, "delta": 1e-7}], budget={"epsilon": 1, "delta": 1e-7,
                                                                     "population": 10**6}))
    assert plan.population == 10**6 and plan.to_dict()["budget"]["population"] == 10**6
    release = produce_release(pd.DataFrame({"age": [1, 2, 3]}), plan).release
    assert release["budget"]["population"] == 10**6


def test_report_says_what_delta_means_for_the_population():
    release = {"created": "2026-01-01T00:00:00+00:00", "dataset_fingerprint": "0" * 64, "privacy_unit": None,
               "neighbouring": "x", "queries": [],
               "budget": {"epsilon": 1, "delta": 1e-7, "population": 1_000_000, "composition": "x",
                          "limit": {"epsilon": 1, "delta": 1e-7}}}
    html = build_report(release, {}, charts=False)
    assert "δ = 1e-07 is, loosely, the chance for each person that the ε promise fails" in html
    assert "N = 1,000,000 people" in html and "at most N·δ = 0.1" in html and "below 1/N = 1e-06" in html
    del release["budget"]["population"]
    html = build_report(release, {}, charts=False)
    assert "stays below one for populations under 1/δ = 10,000,000 people" in html


def test_preview_warns_about_delta_from_the_plan_alone():
    def plan(budget):
        return parse_plan(small_plan([{**GAUSS, "delta": budget["delta"]}], budget=budget))
    assert delta_warnings(plan({"epsilon": 1, "delta": 1e-9, "population": 10**6})) == []
    loose = delta_warnings(plan({"epsilon": 1, "delta": 1e-4, "population": 5000}))
    assert loose == ["δ = 0.0001 is not far below 1/N = 0.0002 (N = 5,000 people, as declared): up to N·δ = 0.5 "
                     "people could be exposed. Choose δ well below 1/N, e.g. 1e-07."]
    undeclared = delta_warnings(plan({"epsilon": 1, "delta": 1e-6}))
    assert undeclared and "fewer than 1,000,000 people" in undeclared[0]
    pure = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], budget={"epsilon": 1, "delta": 0})
    assert delta_warnings(parse_plan(pure)) == []


def test_publisher_field_and_option():
    plan = parse_plan({**small_plan([{"id": "n", "kind": "count", "epsilon": 1}]), "publisher": " Data Office "})
    assert plan.publisher == "Data Office" and plan.to_dict()["publisher"] == "Data Office"
    assert with_publisher(plan, "Ward 7").publisher == "Ward 7"
    with pytest.raises(PlanError, match="publisher: must be a name of 1 to 200 characters"):
        with_publisher(plan, "  ")
    assert [str(p) for p in plan_problems({**small_plan([{"id": "n", "kind": "count", "epsilon": 1}]),
                                           "publisher": 7})][0].startswith("publisher: must be a name")


def bundle_text(folder) -> str:
    parts = []
    for path in folder.iterdir():
        if path.suffix == ".xlsx":
            with zipfile.ZipFile(path) as book:
                parts += [book.read(n).decode("utf-8") for n in book.namelist()]
        elif path.suffix == ".pdf":  # rendered from report.html; its raw bytes hold the metadata
            parts.append(path.read_bytes().decode("latin-1"))
        else:
            parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


@pytest.mark.parametrize("publisher", [None, "Data Office, St Example Hospital"])
def test_no_operating_system_user_in_the_bundle(tmp_path, monkeypatch, publisher):
    monkeypatch.setattr(ledger_module, "current_user", lambda: "zqxuser4711")
    monkeypatch.setattr(publish_module, "current_user", lambda: "zqxuser4711")
    frame = pd.DataFrame({"age": [30, 40, 50] * 20})
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], columns={"age": "other"})
    if publisher:
        plan["publisher"] = publisher
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.set_budget("f" * 64, Budget.of(10))
        done = publish_module.publish(frame, plan, "f" * 64, tmp_path / "out", ledger, pdf_writer=write_pdf)
        assert ledger.records("f" * 64)[-1].user == "zqxuser4711"  # the private ledger keeps who did it
    text = bundle_text(done.folder)
    assert "zqxuser4711" not in text and "released_by" not in text
    release = json.loads((done.folder / "release.json").read_text(encoding="utf-8"))
    report = (done.folder / "report.html").read_text(encoding="utf-8")
    if publisher:
        assert release["publisher"] == publisher and f"by {publisher} with dpstudio" in report
    else:
        assert "publisher" not in release and " by " not in report.split("with dpstudio")[0]


def test_parse_plan_refuses_with_the_field_named():
    plan = small_plan([{**GAUSS, "delta": 1e-7}], budget={"epsilon": 1, "delta": 1e-4})
    with pytest.raises(PlanError, match=r"^budget\.delta: 0\.0001 is above 1e-5"):
        parse_plan(plan)
    plan["budget"]["population"] = 20_000  # 1e-4 is not below 1/20,000 = 5e-5
    with pytest.raises(PlanError, match=r"^budget\.delta: 0\.0001 is not below 1/population = 1/20,000"):
        parse_plan(plan)
    plan["budget"]["population"] = 9_999
    assert parse_plan(plan).population == 9_999
