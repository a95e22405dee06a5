"""`dpstudio.release_uncharged(source, plan)` from Python, wherever the table lives: for library use.

The source is opened as the CLI's --data opens it (core/exact/opening.py): a file read into pandas
under the plan's reading schema, a Parquet file read by DuckDB where it lies, a database by URL,
or an Ibis table or connection the caller already holds. Ibis, DuckDB and pandas are imported only
when the source needs them, so `import dpstudio` stays light. Nothing is written and no ledger is
asked: the caller keeps count of what is spent. A release charged to the ledger, as the app and
`dpstudio release` make it, is `dpstudio.publish` (api_publish.py), which opens its source here.

`dpstudio.release` is the old name of release_uncharged, kept so that existing callers still run; it
warns (FutureWarning) that it charges nothing, since its name reads like `dpstudio release`, which does.
"""
from __future__ import annotations

import os
import sys
import warnings
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable
from pathlib import Path

from .core.base.errors import InputError
# The engines, the plan's reading and the pipeline are imported in the function that uses them: `import dpstudio`
# stays light (start-up), and a source loads only its own engine.

SOURCES = ("a pandas DataFrame, a file path, a database URL with table=, an Ibis table, or an Ibis "
           "connection with table=")
_ENGINES = {"pyspark": "spark"}  # Ibis's backend name -> dpstudio's engine name


UNCHARGED_WARNING = ("dpstudio.release charges no ledger: each call is a fresh release that no lifetime budget "
                     "counts. Call dpstudio.publish(source, plan, out=FOLDER) to release under the ledger, as the "
                     "app and `dpstudio release` do, or dpstudio.release_uncharged(...) where you keep count "
                     "yourself")


def release(source, plan, *, table: str | None = None, memory_limit: str | None = None) -> dict:
    """The old name of `release_uncharged`: the same release, with a FutureWarning that it charges nothing."""
    warnings.warn(UNCHARGED_WARNING, FutureWarning, stacklevel=2)
    return release_uncharged(source, plan, table=table, memory_limit=memory_limit)


def release_uncharged(source, plan, *, table: str | None = None, memory_limit: str | None = None) -> dict:
    """A fresh differentially private release of `source` under `plan` (a dict or a ReleasePlan),
    charged to no ledger: for library use, where the caller keeps count of what is spent
    (`dpstudio.publish` charges the ledger and writes the release files).

    `source` is one of:
      - a pandas DataFrame;
      - a path (str or pathlib.Path) to a CSV/TSV, Excel, Parquet, SPSS, SAS or Stata file: Parquet is
        read by DuckDB where it lies (out of core); other files are read under the plan's `reading`
        section, which they need (``dpstudio check PLAN --data FILE --write-schema`` writes it);
      - a database URL (``postgresql://USER@HOST:PORT/DB``) with ``table="SCHEMA.TABLE"``; the password
        comes from $DPSTUDIO_DB_PASSWORD, the driver's own variable (PGPASSWORD) or a prompt;
      - an Ibis table expression (DuckDB, PostgreSQL, Spark, ...), e.g. ``con.table("admissions")`` or
        ``con.sql("SELECT ...")``;
      - an Ibis connection with ``table="SCHEMA.TABLE"``: ``release(con, plan, table="public.admissions")``.

    `memory_limit` (e.g. "2GB") caps DuckDB's memory for a Parquet path, as the CLI's --memory-limit
    does; what does not fit spills to a temporary folder.

    A database table or Ibis expression has no file order: when a person has more than `max_rows`
    rows, the plan's `privacy_unit.order_by` decides which are kept, else a keyed random order drawn
    afresh for each release. Only aggregates leave the engine; randomized response, which needs each
    row, is refused unless the rows are in this process (pandas, DuckDB).

    A synthetic query's entry (plan version 11) holds its rows in `synthetic_rows` (`.frame()` gives them as a
    pandas DataFrame), where release.json names the files that hold them.

    Pure: writes no files, asks no ledger, hashes no cell (`dataset_fingerprint` is None) and draws
    new noise on every call. Raises InputError for a source it cannot read (an unsupported object, a
    missing file, a table that does not exist) and PlanError for a plan that exceeds its budget, uses
    an identifier column, lacks bounds or names a missing column.
    """
    from .core.plan.release_plan import ReleasePlan, parse_plan
    from .core.pipeline.release import produce_release

    if not isinstance(plan, ReleasePlan):
        plan = parse_plan(plan)
    with opened_source(source, plan, table, memory_limit) as opened:
        return produce_release(opened, plan).release


@contextmanager
def opened_source(source, plan, table: str | None = None, memory_limit: str | None = None):
    """The TableSource for `source` (see release_uncharged); a connection opened here is closed on leaving."""
    with named_source(source, plan, table, memory_limit) as named:
        yield named.source


@dataclass(frozen=True)
class NamedSource:
    """An opened source with what the ledger knows it by, as the CLI's --data gives them (cli/sources.py: Opened)."""

    source: object  # a TableSource
    name: str  # the ledger's private name for the table: a file's name, a database's URL and table
    sha256: Callable[[], str | None] = lambda: None  # a file's SHA-256, computed only when asked

    def fingerprint(self) -> str | None:
        """A file's SHA-256, which lets a population adopt a pre-population ledger's records of the file
        (a Parquet file read where it lies is hashed only here: release_uncharged hashes nothing)."""
        return self.sha256()


@contextmanager
def named_source(source, plan, table: str | None = None, memory_limit: str | None = None):
    """The NamedSource for `source` (see release_uncharged); a connection opened here is closed on leaving."""
    if memory_limit is not None and not _is_parquet(source):
        raise InputError("memory_limit= is for a Parquet file, which DuckDB reads where it lies",
                         hint="Leave memory_limit out, or configure your own connection "
                              "(e.g. ibis.duckdb.connect(memory_limit=\"2GB\"))")
    if isinstance(source, (str, os.PathLike)):
        named = _path_source(os.fspath(source), plan, table, memory_limit)
        try:
            yield named
        finally:
            _close(named.source)
        return
    opened = _object_source(source, table)
    yield NamedSource(opened, getattr(opened, "description", None) or f"a {type(source).__name__}")


def _object_source(source, table: str | None):
    pandas, ibis = sys.modules.get("pandas"), sys.modules.get("ibis")  # not loaded: source is neither
    if pandas is not None and isinstance(source, pandas.DataFrame):
        _no_table(table, "a DataFrame")
        from .core.exact.frame_source import FrameSource

        return FrameSource(source)
    if ibis is not None and isinstance(source, ibis.expr.types.Table):
        _no_table(table, "an Ibis table")
        return ibis_source(source, f"an Ibis table on {_backend(source).name}")
    if ibis is not None and isinstance(source, ibis.BaseBackend):
        return connection_source(source, table)
    from .core.exact.source import TableSource

    if isinstance(source, TableSource):
        return source
    raise InputError(f"dpstudio cannot read a {type(source).__module__}.{type(source).__name__}",
                     hint=f"Pass {SOURCES} (a polars frame: .to_pandas())")


def ibis_source(table, description: str):
    """An Ibis table as an engine source: no file order (keyed order per release, or the plan's
    order_by); its rows may be read here only when DuckDB holds them in this process."""
    from .core.exact.engine_source import EngineSource

    name = _backend(table).name
    engine = _ENGINES.get(name, name)
    return EngineSource(table, engine, None, description, rows_local=engine == "duckdb")


def connection_source(con, table: str | None):
    """The table named `table` (SCHEMA.TABLE, or TABLE) on an Ibis connection."""
    from .core.databases.tables import named_table

    if not table:
        raise InputError(f"an Ibis connection ({con.name}) needs the table's name",
                         hint='Pass table="SCHEMA.TABLE", e.g. dpstudio.publish(con, plan, out=FOLDER, '
                              'table="public.admissions")')
    engine = _ENGINES.get(con.name, con.name)
    return ibis_source(named_table(con, f"the {engine} connection", table), f"{engine} table {table}")


def _is_parquet(source) -> bool:
    from .core.exact.opening import PARQUET

    return isinstance(source, (str, os.PathLike)) and os.fspath(source).lower().endswith(PARQUET)


def _path_source(path: str, plan, table: str | None, memory_limit: str | None = None) -> NamedSource:
    """A file or a database URL, opened and named as the CLI's --data opens and names it."""
    from .core.exact.opening import SourceSpec, open_source
    from .core.databases.db_connect import is_database_url

    if is_database_url(path):
        if not table:
            raise InputError("a database URL needs the table's name", where=path,
                             hint='Pass table="SCHEMA.TABLE", e.g. dpstudio.publish(url, plan, out=FOLDER, '
                                  'table="public.t")')
        opened = open_source(SourceSpec(path, table=table))
        return NamedSource(opened, opened.description)
    _no_table(table, "a file")
    loaded = []
    opened = open_source(SourceSpec(path, memory_limit=memory_limit), lambda: _read_file(path, plan, loaded))
    if loaded:
        return NamedSource(opened, loaded[0].source.name, lambda: loaded[0].fingerprint)
    return NamedSource(opened, Path(path).name, lambda: _file_sha256(path))  # Parquet, read by DuckDB where it lies


def _file_sha256(path: str) -> str:
    from .core.io.file_hash import FileHasher

    return FileHasher(Path(path)).result()


def _read_file(path: str, plan, loaded: list):
    """The file in pandas, read under the plan's reading schema (a release never guesses one); the
    LoadedTable is kept in `loaded`, for its name and fingerprint."""
    from .core.pipeline.plan_table import load_for_plan

    if plan.reading is None:
        raise InputError("the plan does not say how to read the file (it has no \"reading\" section)", where=path,
                         hint=f"Run dpstudio check PLAN.json --data {path} --write-schema and look at the schema "
                              "it saves, or read the file yourself and pass the DataFrame")
    table, _, _ = load_for_plan(plan, path)
    loaded.append(table)
    return table.frame


def _backend(table):
    try:
        return table.get_backend()
    except Exception:  # noqa: BLE001 - Ibis's own error for an expression bound to no backend
        raise InputError("the Ibis table is bound to no connection",
                         hint="Take the table from a connection, e.g. con.table(\"admissions\")") from None


def _no_table(table: str | None, what: str) -> None:
    if table is not None:
        raise InputError(f"table= names a table in a database, and the source is {what}",
                         hint="Leave table= out, or pass a database URL or an Ibis connection")


def _close(source) -> None:
    """Disconnect a connection this module opened (a URL's database, DuckDB over a file)."""
    table = getattr(source, "table", None)
    if table is None:
        return
    try:
        table.get_backend().disconnect()
    except Exception:  # noqa: BLE001 - closing is a courtesy; the release is already made
        pass
