"""Where a release's time goes on DuckDB, part by part (bench_people.py's plans): each query's part of the plan's
one aggregate query run alone, the bounding facts alone, and the whole UNION ALL, each timed to the last row.

python benchmarks/people_parts.py FILE.parquet PLAN.json [PLAN.json ...] [--explain] [--shared]
With --explain, also prints DuckDB's EXPLAIN ANALYZE of the whole query (the SQL Ibis compiles).
With --shared, an experiment (dpstudio's code unchanged, one function replaced in this process only): each
person's picked row is built once per (rule, where) and shared by the queries, and first_row without `where`
reads the bounding window's first row (its rank 0) instead of a window of its own; the answers are checked
against dpstudio's own.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def timed(expression) -> float:
    start = time.perf_counter()
    expression.to_pyarrow()
    return time.perf_counter() - start


def shared_picks():
    """Replace ibis_people.picked_rows (in this process) by one that shares each person's picked row."""
    from dpstudio.core.exact import ibis_people
    from dpstudio.core.exact.ibis_bounding import RANK
    from dpstudio.core.plan.counting_rule import FIRST_ROW

    original, made = ibis_people.picked_rows, {}

    def picked_rows(bounded, query, kinds, where):
        key = (id(bounded), query.person_rule, repr(query.where))
        if key not in made:
            if query.person_rule == FIRST_ROW and not query.where:
                rows = bounded.rows
                made[key] = rows.filter(rows[RANK] == 0).drop(RANK)
            else:
                made[key] = original(bounded, query, kinds, where)
        return made[key]
    ibis_people.picked_rows = picked_rows
    return original


def parts_of(path: str, plan_path: str, explain: bool) -> None:
    import ibis

    from dpstudio.core.exact.duckdb_sources import duckdb_parquet_source
    from dpstudio.core.exact.ibis_bounding import bound_rows
    from dpstudio.core.exact.ibis_parts import facts_part
    from dpstudio.core.exact.ibis_people import people_part
    from dpstudio.core.plan.release_plan import load_plan

    plan, source = load_plan(plan_path), duckdb_parquet_source(path)
    kinds = source.column_kinds()
    used = source.table.select(*source.used_columns(plan))
    bounded = bound_rows(used, plan.privacy_unit, kinds, source.row_order)
    parts = {q.id: people_part(i, q, bounded, plan.privacy_unit, kinds, q.id) for i, q in enumerate(plan.queries)}
    parts["facts"] = facts_part(len(plan.queries), bounded.facts)
    whole = ibis.union(*parts.values(), distinct=False)
    figures = {name: timed(part) for name, part in parts.items()}
    figures["whole query"] = timed(whole)
    print(f"{Path(plan_path).stem}: " + ", ".join(f"{name} {seconds:.2f} s" for name, seconds in figures.items()),
          flush=True)
    if explain:
        con = source.table._find_backend().con
        sql = ibis.to_sql(whole, dialect="duckdb")
        for row in con.execute(f"EXPLAIN ANALYZE {sql}").fetchall():
            print(row[-1])


def answers(path: str, plan_path: str) -> list:
    from dpstudio.core.exact.duckdb_sources import duckdb_parquet_source
    from dpstudio.core.plan.release_plan import load_plan

    prepared = duckdb_parquet_source(path).prepare(load_plan(plan_path))
    return [repr(answer) for answer in prepared.answers]


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    for plan_path in args[1:]:
        parts_of(args[0], plan_path, "--explain" in sys.argv)
    if "--shared" in sys.argv:
        before = {plan_path: answers(args[0], plan_path) for plan_path in args[1:]}
        shared_picks()
        print("with each person's picked row shared (an experiment):")
        for plan_path in args[1:]:
            parts_of(args[0], plan_path, False)
            same = answers(args[0], plan_path) == before[plan_path]
            print(f"  the same exact answers as dpstudio's: {same}", flush=True)


if __name__ == "__main__":
    main()
