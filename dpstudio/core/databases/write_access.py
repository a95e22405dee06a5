"""Whether the role dpstudio connects as may write the tables it reads: `dpstudio check` warns if so.

dpstudio reads PostgreSQL in read-only transactions (db_connect.py), but a read-only transaction does not
stop everything (docs/engines.md: large objects, a SECURITY DEFINER function's COPY ... TO PROGRAM or
lo_export, dblink's own connection). A role that may only SELECT is the surer guard, and the database's
administrator's to give: so this is a warning, never a refusal. It asks PostgreSQL itself
(has_table_privilege, which counts ownership, grants to PUBLIC and roles such as pg_write_all_data).
"""
from __future__ import annotations

from ..base.words.message import Message

WRITE_PRIVILEGES = "INSERT,UPDATE,DELETE,TRUNCATE"  # has_table_privilege: true if the role holds any of them
_WRITABLE = ("SELECT to_regclass(name)::text FROM unnest(%s::text[]) WITH ORDINALITY AS named(name, i) "
             "WHERE to_regclass(name) IS NOT NULL AND has_table_privilege(to_regclass(name), %s) ORDER BY i")


def write_access_warning(source, table: str | None = None, query: str | None = None) -> Message | None:
    """A warning (a Message, the role and the tables its values) when the role connected for `source` (a PostgreSQL
    table or query) is a superuser or may write the table named (`table`, SCHEMA.TABLE as --table takes it) or a
    table the `query` reads; else None."""
    if getattr(source, "engine", None) != "postgres":
        return None
    # psycopg: only for a PostgreSQL connection (the driver is loaded then)
    import psycopg

    con = source.table._find_backend().con
    names = [quoted(table)] if table else tables_read(query or "")
    try:
        with con.transaction():
            role, superuser = con.execute("SELECT current_user, current_setting('is_superuser') = 'on'").fetchone()
            writable = [row[0] for row in con.execute(_WRITABLE, (names, WRITE_PRIVILEGES)).fetchall()]
    except psycopg.Error:  # the question could not be asked (e.g. a name PostgreSQL cannot parse): no warning
        return None
    if superuser:
        return Message("the role {role} is a superuser and may change anything on the server. {sure}.", role=role,
                       sure=_ONLY_READ)
    if writable:
        return Message("the role {role} may change {tables} (it may INSERT, UPDATE, DELETE or TRUNCATE). {sure}, e.g. "
                       "one granted nothing but SELECT ON {table}.", role=role, tables=writable, table=writable[0],
                       sure=_ONLY_READ)
    return None


_ONLY_READ = Message("dpstudio reads in read-only transactions, but these do not stop everything (docs/engines.md says "
                     "what): connect as a role that may only read (SELECT)")


def quoted(name: str) -> str:
    """SCHEMA.TABLE as --table reads it (each part as written, case and all), quoted for PostgreSQL."""
    parts = [part.strip().strip('"') for part in name.split(".")]
    return ".".join('"' + part.replace('"', '""') + '"' for part in parts)


def tables_read(query: str) -> list[str]:
    """The tables and views the query names (not its WITH clauses' own names), sorted, as PostgreSQL reads them."""
    # start-up: SQLGlot only when a query's SQL is read
    import sqlglot
    from sqlglot import exp

    statement = sqlglot.parse_one(query, read="postgres")
    own = {cte.alias_or_name for cte in statement.find_all(exp.CTE)}
    found = []
    for node in statement.find_all(exp.Table, bfs=False):
        if not isinstance(node.this, exp.Identifier) or (not node.args.get("db") and node.name in own):
            continue  # a function in FROM, or a WITH clause's name
        name = exp.Table(this=node.this.copy(), db=node.args.get("db"), catalog=node.args.get("catalog"))
        found.append(name.sql("postgres"))
    return sorted(set(found))
