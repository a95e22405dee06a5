"""Risk over persons on an engine (DuckDB: a Parquet file in file order, and a table without an order)
gives the figures pandas gives on the same rows (issue 31)."""
import ibis
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.exact.opening import SourceSpec, open_source
from dpstudio.core.exact.engine_source import EngineSource
from dpstudio.core.risk.on_engine import assess_on_engine, smallest_classes_on_engine
from dpstudio.core.risk.persons import PersonRule, assess, smallest_classes
from tests.core.test_risk_persons import QI, TABLE


@pytest.mark.parametrize("rule", ["set", "first", "last"])
@pytest.mark.parametrize("order_by", ["visit", None])
def test_parquet_through_duckdb_agrees_with_pandas(tmp_path, rule, order_by):
    path = tmp_path / "visits.parquet"
    TABLE.to_parquet(path, index=False)
    source = open_source(SourceSpec(str(path)))
    assert isinstance(source, EngineSource) and source.row_order is not None  # ties in file order, as pandas
    persons = PersonRule("patient", rule, order_by)
    on_engine = assess_on_engine(source, QI, ["dx"], 0.4, persons)
    assert on_engine == assess(TABLE, QI, ["dx"], 0.4, persons)
    assert (on_engine.counts, on_engine.records, on_engine.rows_without_person) == ("people", 6, 2)


def test_a_table_without_an_order_compares_sets_and_refuses_a_missing_column():
    source = EngineSource(ibis.memtable(TABLE), "duckdb", None, "a table in memory", rows_local=True)
    persons = PersonRule("patient")
    assert assess_on_engine(source, QI, ["dx"], 0.4, persons) == assess(TABLE, QI, ["dx"], 0.4, persons)
    with pytest.raises(InputError, match="the table has no column 'admitted'"):
        assess_on_engine(source, QI, [], 0.4, PersonRule("patient", "first", "admitted"))


@pytest.mark.parametrize("rule", ["set", "first", "last"])
def test_the_smallest_classes_on_an_engine_are_those_pandas_finds(tmp_path, rule):
    path = tmp_path / "visits.parquet"
    TABLE.to_parquet(path, index=False)
    persons = PersonRule("patient", rule, "visit")
    on_engine = smallest_classes_on_engine(open_source(SourceSpec(str(path))), QI, persons)
    in_memory = smallest_classes(TABLE, QI, persons)
    key = ["class size", *QI]
    assert on_engine.astype(str).sort_values(key).values.tolist() == in_memory.astype(str).sort_values(key).values.tolist()
