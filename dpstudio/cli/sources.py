"""The table a command works on: `--data` (a file or a database URL), `--table`, `--query`, `--engine`,
`--spark-master`, and the file options. Every command taking --data takes them all.

A file read into pandas is read under the plan's reading schema (inferred, with a notice, when the
plan has none). A database, a Spark table or a Parquet file read by DuckDB declares its own column
types: no reading schema plays a part. Passwords never pass through here: db_connect.py takes them
from the environment or a prompt.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..core.base.errors import InputError
from ..core.databases.db_connect import DEFAULT_TIMEOUT_SECONDS
from ..core.base.words.message import Message
# The core's readers (pandas, Ibis and DuckDB behind them) are imported in the functions that use them: start-up
# time (each command loads only what it uses; tests/cli/test_startup_imports.py).

def add_source_options(parser, language: str = "en", required: bool = True) -> None:
    """--data and the options that say how its table is read, their help said in `language`."""
    said = lambda message: message.said(language)  # noqa: E731
    parser.add_argument("--data", metavar="FILE|URL", help=said(Message(
        "the table: a CSV/TSV, Excel, Parquet, SPSS, SAS or Stata file, or a database URL (postgresql://USER@HOST:PORT/"
        "DB; the password comes from $DPSTUDIO_DB_PASSWORD, $PGPASSWORD or a prompt, never the URL){optional}",
        optional="" if required else Message(" (optional)"))))
    parser.add_argument("--table", metavar="SCHEMA.TABLE", help=said(Message(
        "the table in the database (with --engine spark: a table, view or Parquet path)")))
    parser.add_argument("--query", metavar="SELECT...",
                        help=said(Message("one read-only SELECT giving the rows, instead of --table")))
    parser.add_argument("--engine", default="auto", choices=("auto", "duckdb", "spark", "pandas"), help=said(Message(
        "where the exact answers are computed: auto (DuckDB for Parquet, pandas for other files, the database itself "
        "for a URL), duckdb, spark or pandas")))
    parser.add_argument("--spark-master", metavar="URL", help=said(Message(
        "with --engine spark: local[*] (default), spark://HOST:PORT or sc://HOST:PORT")))
    parser.add_argument("--memory-limit", metavar="SIZE", help=said(Message(
        "with DuckDB (a Parquet file, or --engine duckdb): the most memory it may use, e.g. 2GB or 512MB; what does "
        "not fit spills to a temporary folder (default: 80%% of this computer's memory)")))
    parser.add_argument("--timeout", metavar="SECONDS", type=float, help=said(Message(
        "with a database URL: the most seconds one statement may run on the server before it is stopped (default: "
        "{seconds}, or statement_timeout in $PGOPTIONS)", seconds=DEFAULT_TIMEOUT_SECONDS)))
    parser.add_argument("--encoding", help=said(Message(
        "the CSV file's encoding, if detection gets it wrong (e.g. gb18030)")))
    parser.add_argument("--delimiter", help=said(Message("the CSV file's delimiter, if sniffing gets it wrong")))
    parser.add_argument("--sheet", help=said(Message("the Excel sheet to read (default: the first)")))


@dataclass
class Opened:
    """A command's table: where its exact answers come from, and how the ledger names it."""

    source: object  # a TableSource
    name: str  # the ledger's name for the table (a file's name, a URL without password and the table)
    fingerprint: object = None  # a file's SHA-256, or a function computing it when an old ledger needs it (lets
    # an old ledger's file adopt its population: population_match.legacy_keys)
    loaded: object = None  # the LoadedTable, when a file was read into pandas


def spec_of(args):
    from ..core.exact.opening import DATA_NEEDED, SourceSpec

    if args.data is None and not (args.engine == "spark" and (args.table or args.query)):
        raise InputError(DATA_NEEDED)
    return SourceSpec(args.data, args.table, args.query, args.engine, args.spark_master,
                      memory_limit=getattr(args, "memory_limit", None), timeout=getattr(args, "timeout", None),
                      language=getattr(args, "language", None) or "en")


def in_place(args) -> bool:
    """Whether the table is read where it lies (a database, Spark, Parquet by DuckDB): no reading schema."""
    from ..core.exact.opening import check_spec, reads_in_place
    from ..core.databases.db_connect import is_database_url

    spec = spec_of(args)
    check_spec(spec)
    if getattr(args, "write_schema", False) and spec.engine == "auto" and not is_database_url(spec.data or ""):
        return False  # `check --write-schema` asks for the file's reading schema: the file is read as pandas reads it
    return reads_in_place(spec)


def open_for_plan(args, plan, tell):
    """The table for `plan` and the plan (with the reading schema used, for a file read into pandas). `tell`
    says each note (a Message) in the run's language (voice.Voice.tell)."""
    from ..core.exact.opening import open_source

    spec = spec_of(args)
    if in_place(args):
        if plan.reading is not None and plan.reading.columns and spec.engine != "spark":
            tell(Message("note: the table's own column types are used; the plan's reading section is not "
                         "(--engine pandas reads a file under it)"))
        opened = _opened_in_place(spec)  # a file's rows counted from its metadata; a database's by the plan's check
        return (with_rows(opened) if _local_file(spec) else opened), plan
    table, plan = load_for_plan(args, plan, tell)
    return Opened(open_source(spec, lambda: table.frame), table.source.name, _hash_of(table), table), plan


def open_plain(args, tell) -> Opened:
    """The table without a plan (a file's reading schema inferred), refused when it has no rows."""
    from ..core.exact.opening import open_source

    spec = spec_of(args)
    if in_place(args):
        return with_rows(_opened_in_place(spec))
    table = load_file(args, tell)
    _refuse_no_rows(table)
    return Opened(open_source(spec, lambda: table.frame), table.source.name, _hash_of(table), table)


def with_rows(opened: Opened) -> Opened:
    """`opened`, refused when it has no rows, as a release refuses it: risk figures, a population and its budget
    are about people, and a table without rows has none (a file read into pandas is refused as it is read)."""
    if opened.loaded is None and opened.source.row_count() == 0:
        raise InputError(Message("the table has no rows"), where=opened.name,
                         hint=Message("Choose the table that holds the data"))
    return opened


def _refuse_no_rows(table) -> None:
    if len(table.frame) == 0:  # not "does not hold numbers": say what is really wrong, and where
        raise InputError(Message("the file has a header but no rows"), where=str(table.source),
                         hint=Message("Choose the file that holds the data"))


def _opened_in_place(spec) -> Opened:
    from ..core.exact.opening import open_source

    source = open_source(spec)
    if _local_file(spec):
        return Opened(source, Path(spec.data).name, lambda: _file_sha256(Path(spec.data)))
    return Opened(source, source.description)


def _local_file(spec) -> bool:
    """Whether the table is a file on this computer (a Parquet file DuckDB reads), not a database or Spark's."""
    from ..core.databases.db_connect import is_database_url

    return spec.data is not None and not is_database_url(spec.data) and spec.engine != "spark"


def _file_sha256(path: Path) -> str:
    """The whole file read once more for its hash: only for a ledger from before populations."""
    from ..core.io.file_hash import FileHasher

    return FileHasher(path).result()


def _hash_of(table):
    """A file read into pandas (unhashed): its SHA-256 computed when the ledger asks for it."""
    return table.fingerprint or (lambda: _file_sha256(Path(table.source)))


def load_file(args, tell):
    from ..core.io.loading import load_table

    table = load_table(args.data, encoding=args.encoding, delimiter=_delimiter(args), sheet=_sheet(args), hashed=False)
    for note in table.notes:
        tell(Message("note: {note}", note=note))
    return table


def load_for_plan(args, plan, tell):
    """The file read under the plan's reading schema; one inferred (with a notice) if it has none."""
    from ..core.pipeline.plan_table import load_for_plan as load

    table, plan, notices = load(plan, args.data, args.encoding, _delimiter(args), _sheet(args), hashed=False)
    for note in table.notes:
        tell(Message("note: {note}", note=note))
    _refuse_no_rows(table)
    for notice in notices:
        tell(Message("notice: {notice}", notice=notice))
    if table.inferred and not getattr(args, "write_schema", False):
        tell(Message("notice: to save it in the plan: dpstudio check {plan} --data {data} --write-schema",
                     plan=str(args.plan), data=str(args.data)))
    return table, plan


def write_schema(path, schema, tell) -> None:
    """The plan file with its reading section added, at the current version; everything else kept."""
    from ..core.plan.migration import migrate_plan
    from ..core.plan.release_plan import read_plan_file
    from ..core.base.visible_text import json_visible

    data = migrate_plan(read_plan_file(path))[0]  # an earlier plan keeps its meaning at the current version
    data["reading"] = schema.to_dict()
    text = json_visible(json.dumps(data, indent=2, ensure_ascii=False))  # a header's DEL, bidi override: \\u
    Path(path).write_text(text + "\n", encoding="utf-8")
    tell(Message("The reading schema ({schema}) was saved in {path}.", schema=schema.describe(), path=str(path)))


def risk_frame(args, columns, tell):
    """The rows over `columns` for the risk figures: a file's frame, or, for a table read where it lies,
    rebuilt from the engine's counts per combination of values (GROUP BY): no row is read one by one."""
    import pandas as pd

    opened = open_plain(args, tell)
    if opened.loaded is not None or not columns:
        return opened.loaded.frame if opened.loaded is not None else pd.DataFrame(columns=list(opened.source.column_kinds()))
    return opened.source.class_rows(columns)


def person_risk(args, quasi_identifiers, sensitive, persons, tell):
    """The risk figures counting persons: over a file's frame, or on the engine where the table lies
    (risk/on_engine.py: only counts, or distinct rows of the person and the chosen columns, come back)."""
    from ..core.risk.on_engine import assess_on_engine
    from ..core.risk.persons import assess

    opened = open_plain(args, tell)
    if opened.loaded is not None:
        return assess(opened.loaded.frame, quasi_identifiers, sensitive, args.threshold, persons)
    return assess_on_engine(opened.source, quasi_identifiers, sensitive, args.threshold, persons)


def _sheet(args):
    return int(args.sheet) if args.sheet and args.sheet.isdigit() else args.sheet


def _delimiter(args):
    return "\t" if args.delimiter in ("\\t", "tab") else args.delimiter
