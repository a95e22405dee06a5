"""A Parquet file the ledger has sketched is not sketched again: its sample is kept beside the ledger, sealed.

The kept sample must give exactly the match a new sketch gives, and a sample that was changed, a file that
changed, or a file changing while it is sketched must never be used: the table is sketched again.
"""
import os

import numpy as np
import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.exact import ibis_source
from dpstudio.core.exact.opening import parquet_source
from dpstudio.core.ledger import sample_memo
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.paths import samples_path
from dpstudio.core.ledger.population_match import population_of, set_lifetime_budget

from .test_population import admissions, ledger  # noqa: F401 (ledger: the fixture, a new ledger in tmp_path)

PATIENTS = 3000


@pytest.fixture
def parquet(tmp_path):
    path = tmp_path / "extract.parquet"
    admissions(range(PATIENTS)).to_parquet(path, index=False)
    return path


@pytest.fixture
def sketches(monkeypatch):
    """How many times an engine sketched a table (people_sample called)."""
    calls = []
    sampled = ibis_source.IbisSource.people_sample

    def counted(self, *args, **kwargs):
        calls.append(args[0])
        return sampled(self, *args, **kwargs)
    monkeypatch.setattr(ibis_source.IbisSource, "people_sample", counted)
    return calls


def matched(ledger, path, column="patient_id"):
    return population_of(ledger, parquet_source(path), column)


@pytest.mark.parametrize("column", ["patient_id", None], ids=["per person", "row-level"])
def test_the_same_file_is_sketched_once_and_matched_as_before(ledger, parquet, sketches, column):
    first = matched(ledger, parquet, column)
    population = set_lifetime_budget(ledger, first, Budget.of(5), parquet.name)
    assert len(sketches) == 1 and len(list(samples_path(ledger.path).iterdir())) == 1
    again = matched(ledger, parquet, column)
    assert len(sketches) == 1  # the kept sample, not the engine
    assert again.id == population and again.sketch == first.sketch
    assert np.array_equal(again.table.like(again.sketch)[1].hashes, first.table.like(first.sketch)[1].hashes)


def test_a_kept_sample_changed_by_one_byte_is_not_used(ledger, parquet, sketches):
    population = set_lifetime_budget(ledger, matched(ledger, parquet), Budget.of(5), parquet.name)
    [kept] = samples_path(ledger.path).iterdir()
    data = bytearray(kept.read_bytes())
    data[data.index(b"\n") + 5] ^= 1  # a hash of the sample: the population could otherwise look like other people
    kept.write_bytes(bytes(data))
    again = matched(ledger, parquet)
    assert len(sketches) == 2 and again.id == population
    assert kept.read_bytes() != bytes(data)  # sketched again, and kept again sealed


def test_a_changed_file_is_sketched_again(ledger, parquet, sketches, tmp_path):
    population = set_lifetime_budget(ledger, matched(ledger, parquet), Budget.of(5), parquet.name)
    admissions(range(PATIENTS, 2 * PATIENTS)).to_parquet(parquet, index=False)  # other people, same name
    other = matched(ledger, parquet)
    assert len(sketches) == 2 and other.id is None and other.id != population


def test_a_file_changing_while_it_is_sketched_is_not_kept(ledger, parquet, monkeypatch):
    hashed = sample_memo.file_content

    def then_touched(path):
        content = hashed(path)
        os.utime(path, ns=(content.stat[1] + 10 ** 9, content.stat[1] + 10 ** 9))
        return content
    monkeypatch.setattr("dpstudio.core.ledger.population_match.file_content", then_touched)
    matched(ledger, parquet)
    assert not samples_path(ledger.path).exists() or not list(samples_path(ledger.path).iterdir())


def test_another_ledgers_key_finds_nothing_kept(tmp_path, parquet, sketches):
    with Ledger(tmp_path / "one.sqlite") as one:
        matched(one, parquet)
    moved = samples_path(tmp_path / "two.sqlite")
    samples_path(tmp_path / "one.sqlite").rename(moved)  # one ledger's samples beside another ledger
    with Ledger(tmp_path / "two.sqlite") as two:
        matched(two, parquet)
    assert len(sketches) == 2


def test_only_the_samples_used_last_are_kept(tmp_path, ledger, monkeypatch):
    monkeypatch.setattr(sample_memo, "KEEP", 3)
    for i in range(5):
        path = tmp_path / f"part-{i}.parquet"
        admissions(range(i * 100, i * 100 + 50)).to_parquet(path, index=False)
        matched(ledger, path)
    assert len(list(samples_path(ledger.path).iterdir())) == 3
