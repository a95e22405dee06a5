"""The ledger knows a table by its people: re-saved, re-sorted, converted or re-extracted, it is one population."""
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import BudgetExceeded, InputError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.population_match import declare_new, population_of, set_lifetime_budget, settle
from dpstudio.core.io.loading import load_table
from dpstudio.core.ledger import population_v1
from dpstudio.core.ledger.population import K, Sketch, compare, merge, sketch_table

PATIENTS = 3000  # more than K, so the sketches sample rather than list everyone


def admissions(ids, seed=0) -> pd.DataFrame:
    """One to three admissions per patient, with a few columns besides the id."""
    rng = np.random.default_rng(seed)
    rows = np.repeat(np.asarray(ids), rng.integers(1, 4, len(ids)))
    return pd.DataFrame({"patient_id": [f"P{i:06d}" for i in rows], "age": rng.integers(0, 100, len(rows)),
                         "ward": rng.choice(["A", "B", "C"], len(rows)),
                         "cost": np.round(rng.random(len(rows)) * 1e4, 2)})


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


@pytest.fixture
def first(tmp_path):
    path = tmp_path / "extract-2026-01.csv"
    admissions(range(PATIENTS)).to_csv(path, index=False)
    return path


def budget_of(ledger, path, column="patient_id"):
    table = load_table(path)
    match = population_of(ledger, table.frame, column, table.fingerprint)
    return match, (ledger.budget(match.id) if match.id else None)


def set_on(ledger, path, epsilon=5, column="patient_id", **kwargs) -> str:
    table = load_table(path)
    match = population_of(ledger, table.frame, column, table.fingerprint)
    return set_lifetime_budget(ledger, match, Budget.of(epsilon), path.name, **kwargs)


def copies(first, tmp_path):
    """The same patients: re-saved with CRLF, columns reordered, rows shuffled, converted to Parquet."""
    frame = load_table(first).frame
    crlf = tmp_path / "crlf.csv"
    crlf.write_bytes(first.read_bytes().replace(b"\n", b"\r\n"))
    reordered = tmp_path / "reordered.csv"
    frame[list(reversed(frame.columns))].to_csv(reordered, index=False)
    shuffled = tmp_path / "shuffled.csv"
    frame.sample(frac=1, random_state=7).to_csv(shuffled, index=False)
    parquet = tmp_path / "converted.parquet"
    frame.to_parquet(parquet, index=False)
    return [crlf, reordered, shuffled, parquet]


@pytest.mark.parametrize("column", ["patient_id", None], ids=["per person", "row-level"])
def test_the_same_people_in_another_file_reach_the_same_budget(ledger, first, tmp_path, column):
    population = set_on(ledger, first, column=column)
    for path in copies(first, tmp_path):
        assert load_table(path).fingerprint != load_table(first).fingerprint  # other bytes
        match, budget = budget_of(ledger, path, column)
        assert match.id == population and budget == Budget.of(5), path.name
        assert match.overlap.share == 1.0 and "100% of the people in common" in match.describe()


def test_a_newer_extract_sharing_95_percent_of_patients_is_the_same_population(ledger, first, tmp_path):
    population = set_on(ledger, first)
    newer = tmp_path / "extract-2026-02.parquet"
    ids = [*range(PATIENTS // 20, PATIENTS), *range(PATIENTS, PATIENTS + PATIENTS // 20)]  # 5% left, 5% came
    admissions(ids, seed=1).to_parquet(newer, index=False)
    match, budget = budget_of(ledger, newer)
    assert match.id == population and budget == Budget.of(5)
    assert 0.9 <= match.overlap.share <= 1.0 and abs(match.overlap.shared_people - 0.95 * PATIENTS) < 0.1 * PATIENTS


def test_a_newer_row_level_extract_sharing_95_percent_of_rows_is_the_same_population(ledger, first, tmp_path):
    population = set_on(ledger, first, column=None)
    frame = load_table(first).frame
    newer = tmp_path / "newer.csv"
    cut = len(frame) // 20
    pd.concat([frame.iloc[cut:], admissions(range(10**6, 10**6 + cut // 2), seed=3)]).to_csv(newer, index=False)
    assert budget_of(ledger, newer, None)[0].id == population


def test_a_disjoint_population_gets_no_budget(ledger, first, tmp_path):
    set_on(ledger, first)
    other = tmp_path / "other-hospital.csv"
    admissions(range(10**6, 10**6 + PATIENTS), seed=2).to_csv(other, index=False)
    match, budget = budget_of(ledger, other)
    assert match.id is None and budget is None and "new to the ledger" in match.describe()
    with pytest.raises(BudgetExceeded, match="no lifetime budget is set"):
        ledger.check(match.id or "(new)", Budget.of(1))


def test_a_minority_overlap_is_not_the_population(ledger, first, tmp_path):
    set_on(ledger, first)
    third = tmp_path / "mostly-others.csv"
    admissions([*range(PATIENTS * 3 // 10), *range(10**6, 10**6 + PATIENTS * 7 // 10)]).to_csv(third, index=False)
    assert budget_of(ledger, third)[0].id is None


def test_a_drifting_registry_stays_recognised_through_merged_sketches(ledger, tmp_path):
    def extract(start, name):
        path = tmp_path / name
        admissions(range(start, start + PATIENTS)).to_csv(path, index=False)
        return path
    population = set_on(ledger, extract(0, "y1.csv"))
    for year in range(2, 6):  # each year 30% of the patients are new: year 5 shares no one with year 1
        path = extract((year - 1) * PATIENTS * 3 // 10, f"y{year}.csv")
        table = load_table(path)
        match = population_of(ledger, table.frame, "patient_id", table.fingerprint)
        assert match.id == population, year
        settle(ledger, match, path.name)
    assert ledger.verify() == []


def test_raising_needs_a_reason_which_is_recorded(ledger, first):
    population = set_on(ledger, first, epsilon=2)
    with pytest.raises(InputError, match="raising the lifetime budget .* needs a reason"):
        set_on(ledger, first, epsilon=4)
    assert ledger.budget(population) == Budget.of(2)
    set_on(ledger, first, epsilon=4, reason="approved by the board")
    change = ledger.budget_changes(population)[-1]
    assert ledger.budget(population) == Budget.of(4)
    assert change.data["reason"] == "approved by the board" and change.data["previous"]["epsilon"] == "2"
    set_on(ledger, first, epsilon=3)  # lowering needs no reason
    assert ledger.verify() == []


def test_lowering_below_what_was_spent_is_refused_with_the_figures(ledger, first):
    population = set_on(ledger, first, epsilon=5)
    ledger.charge(population, Budget.of(3), "plan", "out")
    with pytest.raises(InputError, match=r"below what has been spent \(asked: epsilon 2, delta 0; spent: epsilon 3"):
        set_on(ledger, first, epsilon=2)
    assert ledger.budget(population) == Budget.of(5)


def test_declaring_a_new_population_needs_a_reason_and_records_it(ledger, first, tmp_path):
    population = set_on(ledger, first)
    table = load_table(first)
    match = population_of(ledger, table.frame, "patient_id")
    with pytest.raises(InputError, match="needs a reason"):
        declare_new(ledger, match, "  ", "extract.csv")
    declared = set_on(ledger, first, epsilon=1, new_population_reason="new consent, new study")
    assert declared != population
    record = next(r for r in ledger.records(declared) if r.kind == "population")
    assert record.data["reason"] == "new consent, new study" and record.data["supersedes"] == [population]
    match, budget = budget_of(ledger, first)  # the declared population supersedes the one it was declared against
    assert match.id == declared and budget == Budget.of(1)


def test_ids_are_canonical_across_types_and_spaces():
    key = b"k" * 32
    sketches = {sketch_table(pd.DataFrame({"id": ids}), "id", key)
                for ids in ([1, 2, 3], [1.0, 2.0, 3.0], ["1", " 2", "3 "], [3, 1, 2, 2], [1, "2", 3.0, None],
                            ["\u30001", "2\t", "3", "", " "])}
    assert len(sketches) == 1 and next(iter(sketches)).people == 3


def test_the_older_schemes_ids_were_canonical_too():
    canonical_ids = population_v1.canonical_ids
    assert canonical_ids(pd.Series([17, 18, None], dtype="Int64")).tolist() == ["17", "18"]
    assert canonical_ids(pd.Series([17.0, 18.5, np.nan])).tolist() == ["17", "18.5"]
    assert canonical_ids(pd.Series([" 17", "17 ", "", None, "x"])).tolist() == ["17", "17", "x"]
    assert canonical_ids(pd.Series([17, "17", 17.0, True], dtype=object)).tolist() == ["17", "17", "17", "True"]


def test_row_sketch_ignores_column_order_and_number_types_but_not_content():
    key = b"k" * 32
    frame = pd.DataFrame({"a": [1, 2, None], "b": ["x", "y", None], "c": [0.5, -0.0, 2.0]})
    same = frame[["c", "a", "b"]].astype({"a": "float64"}).iloc[::-1]
    assert sketch_table(frame, None, key) == sketch_table(same, None, key)
    changed = frame.assign(b=["x", "y", "z"])
    assert compare(sketch_table(changed, None, key), sketch_table(frame, None, key)).shared_people == 2
    swapped = frame.rename(columns={"a": "c", "c": "a"})
    assert compare(sketch_table(swapped, None, key), sketch_table(frame, None, key)).shared_people == 0


def test_the_sketch_depends_on_the_key_and_holds_no_id():
    frame = pd.DataFrame({"id": [f"P{i}" for i in range(5000)]})
    one, two = sketch_table(frame, "id", b"a" * 32), sketch_table(frame, "id", b"b" * 32)
    assert len(one.hashes) == K and one.people == 5000
    assert not set(one.hashes) & set(two.hashes)
    assert "P1" not in str(one.to_dict()) and Sketch.from_dict(one.to_dict()) == one


def test_overlap_estimates_are_within_a_few_standard_errors():
    key = b"k" * 32
    for shared in (0.1, 0.5, 0.9):
        a = sketch_table(pd.DataFrame({"id": range(20000)}), "id", key)
        start = int(20000 * (1 - shared))
        b = sketch_table(pd.DataFrame({"id": range(start, start + 20000)}), "id", key)
        estimate = compare(b, a)
        assert abs(estimate.of_table - shared) < 6 * (0.25 / K) ** 0.5, shared
    small = sketch_table(pd.DataFrame({"id": range(500)}), "id", key)  # an extract: a 2.5% subset
    assert compare(small, a).share == 1.0 and compare(small, a).of_table == 1.0
    assert merge(a, small) == a  # nothing new to sample


OLD_SCHEMA = """
CREATE TABLE records (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    dataset TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('budget', 'release', 'complete')),
    created TEXT NOT NULL,
    user TEXT NOT NULL,
    data TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX records_dataset ON records (dataset);
CREATE TRIGGER records_no_update BEFORE UPDATE ON records
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER records_no_delete BEFORE DELETE ON records
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
"""


def old_ledger(path, file_sha256):
    """A ledger file as dpstudio wrote it before populations: a budget and a release keyed by a file hash."""
    import json
    import sqlite3

    from dpstudio.core.ledger.book import GENESIS, record_hash

    db = sqlite3.connect(path)
    db.executescript(OLD_SCHEMA)
    prev = GENESIS
    for kind, data in (("budget", {"epsilon": "5", "delta": "0"}),
                       ("release", {"epsilon": "3", "delta": "0", "plan_sha256": "p", "out_dir": "/out"})):
        text = json.dumps(data, sort_keys=True)
        digest = record_hash(prev, file_sha256, kind, "2026-01-01T00:00:00+00:00", "steward", text)
        db.execute("INSERT INTO records (dataset, kind, created, user, data, prev_hash, hash) VALUES (?,?,?,?,?,?,?)",
                   (file_sha256, kind, "2026-01-01T00:00:00+00:00", "steward", text, prev, digest))
        prev = digest
    db.commit()
    db.close()


def test_an_old_ledger_file_still_verifies_and_its_spending_still_counts(tmp_path, first):
    path = tmp_path / "old.sqlite"
    table = load_table(first)
    old_ledger(path, table.fingerprint)
    with Ledger(path) as ledger:
        assert ledger.verify() == [] and len(ledger.records()) == 2
        match = population_of(ledger, table.frame, "patient_id", table.fingerprint)
        assert match.id is None and match.legacy_key == table.fingerprint and "by its hash" in match.describe()
        with pytest.raises(InputError, match="needs a reason"):
            set_lifetime_budget(ledger, match, Budget.of(8), first.name)
        assert len(ledger.records()) == 2  # refused before anything was recorded
        population = settle(ledger, match, first.name)
        assert ledger.budget(population) == Budget.of(5) and ledger.spent(population) == Budget.of(3)
    with Ledger(path) as reopened:  # the upgraded file: the chain still verifies, copies still match
        crlf = copies(first, tmp_path)[0]
        match, budget = budget_of(reopened, crlf)
        assert reopened.verify() == [] and match.id == population and budget == Budget.of(5)
        with pytest.raises(BudgetExceeded, match="has 3 spent already"):
            reopened.charge(population, Budget.of(3), "p", "/out2")
        import sqlite3
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            reopened._db.execute("DELETE FROM records")


def test_the_files_hash_is_computed_only_for_a_ledger_from_before_populations(tmp_path, first):
    import hashlib

    asked = []

    def sha256():  # what the command line hands the ledger: the file read again, only when called
        asked.append(first.name)
        return hashlib.sha256(first.read_bytes()).hexdigest()

    table = load_table(first, hashed=False)
    assert table.fingerprint is None
    with Ledger(tmp_path / "new.sqlite") as ledger:  # populations only: no file hash can matter
        population = set_on(ledger, first)
        match = population_of(ledger, table.frame, "patient_id", sha256)
        assert match.id == population and asked == []
    old_ledger(tmp_path / "older.sqlite", sha256())
    asked.clear()
    with Ledger(tmp_path / "older.sqlite") as ledger:  # records keyed by this file's hash: it is computed
        match = population_of(ledger, table.frame, "patient_id", sha256)
        assert asked == [first.name] and match.id is None and match.legacy_key == sha256()
        population = settle(ledger, match, first.name)
        asked.clear()
        again = population_of(ledger, table.frame, "patient_id", sha256)  # adopted: the hash is not needed again
        assert again.id == population and asked == [] and ledger.spent(population) == Budget.of(3)


def test_two_stewards_setting_a_budget_at_once_make_one_population(tmp_path, first):
    table = load_table(first)
    with Ledger(tmp_path / "shared.sqlite") as one, Ledger(tmp_path / "shared.sqlite") as two:
        stale = population_of(one, table.frame, "patient_id")  # both see new people...
        population = set_lifetime_budget(two, population_of(two, table.frame, "patient_id"), Budget.of(2), "a")
        with pytest.raises(InputError, match="needs a reason"):  # ...but the second is a raise, decided afresh
            set_lifetime_budget(one, stale, Budget.of(9), "b")
        assert set_lifetime_budget(one, stale, Budget.of(1), "b") == population
        assert len([r for r in one.records() if r.kind == "population"]) == 1


def test_releases_of_copies_charge_one_budget_and_carry_one_fingerprint(ledger, first, tmp_path):
    from dpstudio.core.pipeline.publish import publish
    from tests.conftest import small_plan

    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], budget={"epsilon": 1, "delta": 0},
                      columns={"patient_id": "identifier", "age": "other", "ward": "other", "cost": "other"},
                      privacy_unit={"column": "patient_id", "max_rows": 3})
    population = set_on(ledger, first, epsilon=2)
    fingerprints = []
    for number, path in enumerate([first, copies(first, tmp_path)[3]]):
        table = load_table(path)
        done = publish(table.frame, plan, table.fingerprint, tmp_path / f"out{number}", ledger, source=path.name)
        fingerprints.append(done.release["dataset_fingerprint"])
        assert done.population.id == population
    assert fingerprints[0] == fingerprints[1] and len(fingerprints[0]) == 64
    assert ledger.spent(population) == Budget.of(2)
    with pytest.raises(BudgetExceeded, match="has 2 spent already"):
        publish(load_table(first).frame, plan, None, tmp_path / "out3", ledger)


def test_a_plan_that_does_not_fit_the_table_leaves_the_ledger_untouched(ledger, first, tmp_path):
    from dpstudio.core.base.errors import PlanError
    from dpstudio.core.pipeline.publish import publish
    from tests.conftest import small_plan

    plan = small_plan([{"id": "s", "kind": "sum", "epsilon": 1, "column": "no_such_column", "bounds": [0, 1]}],
                      budget={"epsilon": 1, "delta": 0}, columns={"patient_id": "identifier", "no_such_column": "other"},
                      privacy_unit={"column": "patient_id", "max_rows": 3})
    set_on(ledger, first, epsilon=2)
    before = len(ledger.records())
    ids = [*range(PATIENTS // 5, PATIENTS), *range(PATIENTS, PATIENTS + PATIENTS // 5)]  # new people to record
    with pytest.raises(PlanError, match="no_such_column"):
        publish(admissions(ids, seed=2), plan, None, tmp_path / "out", ledger, source="new-extract.csv")
    assert len(ledger.records()) == before


@pytest.mark.parametrize("column", ["patient_id", None])
def test_people_read_in_batches_give_the_sketch_of_the_whole_table(column):
    """The older scheme sketched a table larger than memory batch by batch: the same people, the same sketch
    and count (it still does, to compare a table with an old ledger's sketch)."""
    frame, key = admissions(range(PATIENTS), seed=7), b"k" * 32
    keyed_people, distinct_keyed_people = population_v1.keyed_people, population_v1.distinct_keyed_people
    sketch_of, sketch_of_distinct = population_v1.sketch_of, population_v1.sketch_of_distinct
    columns = [column] if column else list(frame.columns)
    batches = (frame[columns].iloc[start:start + 500] for start in range(0, len(frame), 500))
    distinct = distinct_keyed_people(batches, column, key)
    assert distinct.tolist() == np.unique(keyed_people(frame, column, key)).tolist()
    assert sketch_of_distinct(distinct, "person" if column else "row", ()) == \
        sketch_of(keyed_people(frame, column, key), "person" if column else "row", ())
    assert len(distinct) == (PATIENTS if column else len(frame.drop_duplicates()))


def test_a_sketch_made_before_is_reused_only_under_the_same_key_and_unit(ledger, first, tmp_path):
    """The app sketches a table it holds once; the match is still found against the ledger as it is now."""
    population = set_on(ledger, first)
    frame = load_table(first).frame
    checked = population_of(ledger, frame, "patient_id")
    again = population_of(ledger, frame, "patient_id", sketched=checked.table)
    assert again.table is checked.table and again.id == checked.id == population
    assert population_of(ledger, frame, None, sketched=checked.table).table is not checked.table  # row-level
    with Ledger(tmp_path / "other.sqlite") as other:  # another ledger's key: sketched afresh under it
        fresh = population_of(other, frame, "patient_id", sketched=checked.table)
        assert fresh.table is not checked.table and fresh.table.key != checked.table.key
        assert fresh.id is None and fresh.sketch != checked.sketch
