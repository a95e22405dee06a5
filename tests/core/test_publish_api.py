"""`dpstudio.publish` releases from Python through the ledger, as the app and `dpstudio release` do (issue 30); the
uncharged release stays for library use, under a name that says so."""
import json

import ibis
import pytest

import dpstudio
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.population_match import population_of, set_lifetime_budget
from dpstudio.core.base.budget import Budget
from tests.conftest import SAMPLE_DATA


def records(path) -> int:
    with Ledger(path) as ledger:
        assert ledger.verify() == []
        return len(ledger.records())


def test_publish_is_charged_to_the_lifetime_budget_and_refused_over_it(tmp_path, private_ledger, sample_plan,
                                                                      sample_frame):
    with pytest.raises(dpstudio.BudgetExceeded, match="no lifetime budget is set"):
        dpstudio.publish(SAMPLE_DATA, sample_plan, out=tmp_path / "none")
    assert not (tmp_path / "none").exists()
    with Ledger(private_ledger) as ledger:
        set_lifetime_budget(ledger, population_of(ledger, sample_frame, "patient_id"), Budget.of(5), "sample", None)
    done = dpstudio.publish(SAMPLE_DATA, sample_plan, out=tmp_path / "one")
    assert done.folder == tmp_path / "one" and (done.folder / "SHA256SUMS").is_file()
    assert (float(done.spent.epsilon), float(done.lifetime.epsilon)) == (3, 5)
    written = json.loads((done.folder / "release.json").read_text(encoding="utf-8"))
    inline = {q["id"]: q.pop("perturbed_values") for q in done.release["queries"] if "perturbed_values" in q}
    assert list(inline) == ["test_results"] and len(inline["test_results"]) > 3000
    assert written["queries"][-1].pop("perturbed_values_file") == "test_results.perturbed.csv"
    assert written == done.release and written["dataset_fingerprint"] is not None  # release.json, as written
    before = records(private_ledger)
    parquet = tmp_path / "copies" / "admissions.parquet"
    parquet.parent.mkdir()
    sample_frame.to_parquet(parquet)
    con = ibis.duckdb.connect()
    # the file, its rows in a DataFrame, a Parquet copy read by DuckDB, an Ibis table: the same people, one budget
    for source in (SAMPLE_DATA, sample_frame, parquet, con.create_table("admissions", sample_frame)):
        with pytest.raises(dpstudio.BudgetExceeded, match=r"lifetime budget of 5 has 3 spent already \(left: 2\)"):
            dpstudio.publish(source, sample_plan, out=tmp_path / "two")
    assert not (tmp_path / "two").exists() and records(private_ledger) == before

    release = dpstudio.release_uncharged(SAMPLE_DATA, sample_plan)  # library use: charged to nothing, written nowhere
    assert len(release["queries"]) == 8 and release["dataset_fingerprint"] is None
    assert records(private_ledger) == before
    # beside the ledger: its files, and the sample of the Parquet copy it sketched (ledger/sample_memo.py)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copies", "ledger.sqlite", "ledger.sqlite.head",
                                                          "ledger.sqlite.key", "ledger.sqlite.samples",
                                                          "ledger.sqlite.signing-key", "one"]


def test_publish_charges_the_ledger_it_is_given(tmp_path, private_ledger, sample_plan, sample_frame):
    other = tmp_path / "other" / "ledger.sqlite"
    with Ledger(other) as ledger:
        set_lifetime_budget(ledger, population_of(ledger, sample_frame, "patient_id"), Budget.of(7), "sample", None)
    done = dpstudio.publish(sample_frame, sample_plan, out=tmp_path / "one", ledger=other, language="el")
    assert float(done.lifetime.epsilon) == 7 and done.release["language"] == "el"
    with pytest.raises(dpstudio.DpStudioError, match="no population of the ledger has an id starting with 'not-an"):
        dpstudio.publish(SAMPLE_DATA, sample_plan, out=tmp_path / "two", ledger=other, population="not-an-id")
    declared = dpstudio.publish(SAMPLE_DATA, sample_plan, out=tmp_path / "two", ledger=other,
                                population=done.population.id[:10])  # as `dpstudio release --population ID`
    assert declared.population.id == done.population.id and float(declared.spent.epsilon) == 6
    assert not private_ledger.exists()  # the default ledger ($DPSTUDIO_LEDGER) was not asked


def test_the_old_name_still_releases_and_warns_that_it_charges_nothing(sample_frame, sample_plan, private_ledger):
    with pytest.warns(FutureWarning, match=r"dpstudio.release charges no ledger.*dpstudio.publish\(source, plan, "
                                           r"out=FOLDER\).*dpstudio.release_uncharged"):
        release = dpstudio.release(sample_frame, sample_plan)
    assert len(release["queries"]) == 8 and not private_ledger.exists()


def test_publish_refuses_a_ledger_that_fails_its_verification(tmp_path, private_ledger, sample_plan, sample_frame):
    import sqlite3

    from tests.core.test_ledger_tamper import tamper_budget

    with Ledger(private_ledger) as ledger:
        set_lifetime_budget(ledger, population_of(ledger, sample_frame, "patient_id"), Budget.of(5), "sample", None)
    tamper_budget(private_ledger, "99")
    count = "SELECT count(*) FROM records"
    before = sqlite3.connect(private_ledger).execute(count).fetchone()[0]
    with pytest.raises(dpstudio.BudgetExceeded, match="has been changed outside dpstudio.*nothing was released or "
                                                      "charged"):
        dpstudio.publish(SAMPLE_DATA, sample_plan, out=tmp_path / "out")
    assert not (tmp_path / "out").exists()
    assert sqlite3.connect(private_ledger).execute(count).fetchone()[0] == before
