"""Known people keep their lifetime budget: under another privacy unit, and in extracts too small to judge."""
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import InputError
from dpstudio.core.ledger.fingerprint import fingerprint_key
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.population_match import population_of, set_lifetime_budget
from dpstudio.core.ledger.population import MIN_COMPARED, keyed_people, sketch_table

REGISTRY = 100_000


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


def patients(ids) -> pd.DataFrame:
    """A table with two person ids (one national id per patient id) and a few other columns."""
    ids = np.asarray(ids)
    return pd.DataFrame({"patient_id": [f"P{i:06d}" for i in ids], "national_id": 9_000_000 + ids * 7,
                         "age": ids % 97, "ward": np.array(["A", "B", "C"])[ids % 3]})


def set_budget(ledger, frame, column, epsilon, **kwargs) -> str:
    return set_lifetime_budget(ledger, population_of(ledger, frame, column), Budget.of(epsilon), "x.csv", **kwargs)


@pytest.mark.parametrize("first, then", [("patient_id", "national_id"), ("patient_id", None),
                                         (None, "patient_id"), ("national_id", None)])
def test_another_privacy_unit_does_not_make_known_people_new(ledger, first, then):
    frame = patients(range(3000))
    population = set_budget(ledger, frame, first, 5)
    again = population_of(ledger, frame.sample(frac=1, random_state=3), then)
    assert again.id == population and again.overlap.share == 1.0
    with pytest.raises(InputError, match="needs a reason"):  # a raise of the known budget, not a fresh one
        set_budget(ledger, frame, then, 50)
    assert ledger.budget(population) == Budget.of(5)
    assert set_budget(ledger, frame, then, 50, reason="a second study approved") == population


def test_a_row_level_population_is_compared_over_its_recorded_columns(ledger):
    frame = patients(range(3000))
    population = set_budget(ledger, frame, None, 5)
    record = next(r for r in ledger.records() if r.kind == "population")
    assert record.data["sketch"]["columns"] == ["age", "national_id", "patient_id", "ward"]
    wider = frame.assign(extra=1)  # a column more: the rows over the recorded columns are the same
    assert population_of(ledger, wider, "patient_id").id == population
    assert population_of(ledger, wider, None).id == population
    narrower = frame.drop(columns="ward")  # a column fewer: it cannot be compared (documented)
    assert population_of(ledger, narrower, None).id is None


def test_an_old_record_without_columns_is_compared_by_the_tables_columns(ledger):
    frame = patients(range(3000))
    sketch = sketch_table(frame, None, fingerprint_key(ledger.path)).to_dict()
    del sketch["columns"]
    ledger.add_population("old", {"sketch": sketch, "source": "old.csv"})
    match = population_of(ledger, frame, "national_id")
    assert match.id == "old"
    set_lifetime_budget(ledger, match, Budget.of(2), "new.csv")
    latest = [r for r in ledger.records() if r.kind == "population"][-1]
    assert latest.dataset == "old" and latest.data["sketch"]["columns"] == sorted(frame.columns)


def registry_with_budget(ledger):
    registry = patients(range(REGISTRY))
    return registry, set_budget(ledger, registry, "patient_id", 5)


def unsampled_extract(ledger, registry, size):
    """`size` patients of the registry none of whom falls under its sketch's threshold (the worst case)."""
    sketch = sketch_table(registry, "patient_id", fingerprint_key(ledger.path))
    keyed = keyed_people(registry, "patient_id", fingerprint_key(ledger.path))
    return registry[keyed > np.uint64(sketch.threshold())].head(size)


def test_a_small_extract_of_a_known_population_is_not_silently_new(ledger):
    registry, population = registry_with_budget(ledger)
    extract = unsampled_extract(ledger, registry, 50)
    match = population_of(ledger, extract, "patient_id")
    assert match.id is None and [p.id for p in match.undetermined] == [population]
    before = len(ledger.records())
    with pytest.raises(InputError, match="cannot tell whether the 50 people of this table belong to population"
                                         f" {population[:12]}") as refused:
        set_lifetime_budget(ledger, match, Budget.of(5), "extract.csv")
    assert f"--population {population[:12]}" in refused.value.hint and "--new-population" in refused.value.hint
    assert len(ledger.records()) == before


def test_any_small_extract_is_its_population_or_undetermined_never_new(ledger):
    registry, population = registry_with_budget(ledger)
    rng = np.random.default_rng(1)
    for size in (1, 20, 50, 200):
        for _ in range(5):
            match = population_of(ledger, registry.iloc[rng.choice(REGISTRY, size, replace=False)], "patient_id")
            assert match.id == population or [p.id for p in match.undetermined] == [population], size


def test_the_steward_joins_an_extract_to_its_population_by_an_id_prefix(ledger):
    registry, population = registry_with_budget(ledger)
    extract = unsampled_extract(ledger, registry, 50)
    joined = population_of(ledger, extract, "patient_id", join=population[:8])
    assert joined.id == population and joined.joined and "declared part of population" in joined.describe()
    assert set_lifetime_budget(ledger, joined, Budget.of(4), "extract.csv") == population
    record = [r for r in ledger.records() if r.kind == "population"][-1]
    assert record.dataset == population and record.data["joined"] is True and record.data["source"] == "extract.csv"
    with pytest.raises(InputError, match="no population of the ledger has an id starting with 'zz'"):
        population_of(ledger, extract, "patient_id", join="zz")


def test_the_steward_declares_an_extract_a_new_population_with_a_reason(ledger):
    registry, population = registry_with_budget(ledger)
    extract = unsampled_extract(ledger, registry, 50)
    declared = set_budget(ledger, extract, "patient_id", 1, new_population_reason="a separate consent cohort")
    assert declared != population
    record = [r for r in ledger.records() if r.kind == "population"][-1]
    assert record.data["declared_against"] == [population] and record.data["reason"] == "a separate consent cohort"
    assert population_of(ledger, extract, "patient_id").id == declared
    assert population_of(ledger, registry, "patient_id").id == population  # the extract does not take the registry


def test_joining_another_population_than_the_one_the_table_is_is_refused(ledger):
    first = set_budget(ledger, patients(range(3000)), "patient_id", 5)
    other = set_budget(ledger, patients(range(10_000, 13_000)), "patient_id", 5)
    with pytest.raises(InputError, match=f"these people are population {first[:12]}"):
        population_of(ledger, patients(range(3000)), "patient_id", join=other)


def test_people_new_enough_to_compare_are_still_new(ledger):
    registry_with_budget(ledger)
    size = 6000  # about 61 of them fall under the registry's threshold: more than MIN_COMPARED
    assert size * 1024 / REGISTRY > 2 * MIN_COMPARED
    match = population_of(ledger, patients(range(REGISTRY, REGISTRY + size)), "patient_id")
    assert match.id is None and match.undetermined == () and "new to the ledger" in match.describe()


def test_a_release_of_a_small_extract_is_refused_unless_joined(ledger, tmp_path):
    from dpstudio.core.pipeline.publish import publish
    from tests.conftest import small_plan

    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], budget={"epsilon": 1, "delta": 0},
                      columns={"patient_id": "identifier", "national_id": "other", "age": "other", "ward": "other"},
                      privacy_unit={"column": "national_id", "max_rows": 1})
    registry, population = registry_with_budget(ledger)
    extract = unsampled_extract(ledger, registry, 50)
    before = len(ledger.records())
    with pytest.raises(InputError, match="cannot tell whether the 50 people"):
        publish(extract, plan, None, tmp_path / "refused", ledger)
    assert len(ledger.records()) == before and not (tmp_path / "refused").exists()
    done = publish(extract, plan, None, tmp_path / "out", ledger, source="extract.csv", population=population[:10])
    assert done.population.id == population and ledger.spent(population) == Budget.of(1)
