"""A throwaway PostgreSQL 15 server for the engine benchmarks (as tests/engines/pg_server.py starts
one for the tests): initdb on a temporary folder, a free port on 127.0.0.1, password login only,
run as the `postgres` user when we are root; stopped and removed by stop(). Unlike the test server
it keeps PostgreSQL's default memory settings (shared_buffers 128 MB), as a hospital's would.
"""
from __future__ import annotations

import io
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

BINDIR = Path("/usr/lib/postgresql/15/bin")
ADMIN, STEWARD, DATABASE = "postgres", "steward", "hospital"
SETTINGS = "listen_addresses = '127.0.0.1'\nport = {port}\nunix_socket_directories = ''\nfsync = off\n"
SQL_TYPES = {"int64": "bigint", "bool": "boolean", "double": "double precision", "string": "text",
             "large_string": "text"}


@dataclass
class Postgres:
    folder: Path
    port: int
    admin_password: str
    password: str  # the steward's

    @property
    def url(self) -> str:
        return f"postgresql://{STEWARD}@127.0.0.1:{self.port}/{DATABASE}"

    def connect(self, admin: bool = False):
        import psycopg

        return psycopg.connect(host="127.0.0.1", port=self.port, user=ADMIN if admin else STEWARD,
                               dbname="postgres" if admin else DATABASE,
                               password=self.admin_password if admin else self.password, autocommit=True)

    def stop(self) -> None:
        _run("pg_ctl", "-D", str(self.folder / "data"), "-m", "fast", "-s", "stop", check=False)
        shutil.rmtree(self.folder, ignore_errors=True)


def _prefix() -> list[str]:
    return ["runuser", "-u", ADMIN, "--"] if os.geteuid() == 0 else []


def _run(program: str, *args: str, check: bool = True) -> None:
    done = subprocess.run([*_prefix(), str(BINDIR / program), *args], capture_output=True, text=True)
    if check and done.returncode != 0:
        raise RuntimeError(f"{program} failed: {done.stderr or done.stdout}")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_postgres() -> Postgres:
    from psycopg import sql

    server = Postgres(Path(tempfile.mkdtemp(prefix="dpstudio-bench-pg-")), _free_port(),
                      secrets.token_urlsafe(18), secrets.token_urlsafe(18))
    secret = server.folder / "pw"
    secret.write_text(server.admin_password + "\n")
    if _prefix():
        account = pwd.getpwnam(ADMIN)
        for path in (server.folder, secret):
            os.chown(path, account.pw_uid, account.pw_gid)
    _run("initdb", "-D", str(server.folder / "data"), "-U", ADMIN, "--pwfile", str(secret),
         "--auth=scram-sha-256", "-E", "UTF8", "--no-locale", "--no-sync")
    (server.folder / "data" / "postgresql.conf").open("a").write(SETTINGS.format(port=server.port))
    _run("pg_ctl", "-D", str(server.folder / "data"), "-w", "-l", str(server.folder / "log"), "start")
    with server.connect(admin=True) as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
            sql.Identifier(STEWARD), sql.Literal(server.password)))
        admin.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(sql.Identifier(DATABASE), sql.Identifier(STEWARD)))
    return server


def load_parquet(server: Postgres, path: Path, table: str, batch_rows: int = 500_000) -> None:
    """The Parquet file's rows into a new table with the same column types (COPY, in batches)."""
    import pyarrow.csv as pacsv
    import pyarrow.parquet as pq
    from psycopg import sql

    parquet = pq.ParquetFile(path)
    columns = sql.SQL(", ").join(sql.SQL("{} {}").format(sql.Identifier(field.name), sql.SQL(SQL_TYPES[str(field.type)]))
                                 for field in parquet.schema_arrow)
    with server.connect() as con:
        con.execute(sql.SQL("CREATE TABLE {} ({})").format(sql.Identifier(table), columns))
        with con.cursor().copy(sql.SQL("COPY {} FROM STDIN (FORMAT csv)").format(sql.Identifier(table))) as copy:
            for batch in parquet.iter_batches(batch_size=batch_rows):
                buffer = io.BytesIO()
                pacsv.write_csv(batch, buffer, pacsv.WriteOptions(include_header=False))
                copy.write(buffer.getvalue())
        con.execute(sql.SQL("ANALYZE {}").format(sql.Identifier(table)))
