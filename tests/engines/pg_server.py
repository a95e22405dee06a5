"""A throwaway PostgreSQL 15 server for the engine tests: initdb on a temporary folder, a free port
on 127.0.0.1, password (SCRAM) authentication only, stopped and removed afterwards.

PostgreSQL refuses to run as root, so as root the server binaries run as the `postgres` system
user (Debian's package creates it). No unix socket is opened: only TCP on 127.0.0.1.
"""

from __future__ import annotations

import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

INSTALL_HINT = "install the server: apt-get install postgresql-15 (.ci/run does it on CI)"
ADMIN = "postgres"
STEWARD = "steward"
DATABASE = "hospital"
_SETTINGS = """
listen_addresses = '127.0.0.1'
port = {port}
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 20
shared_buffers = 16MB
"""


class ServerUnavailable(Exception):
    """The server cannot run on this machine; the message says why and how to fix it."""


def find_bindir() -> Path:
    """The folder holding initdb and pg_ctl (Debian keeps them off PATH)."""
    for candidate in _bindir_candidates():
        if (candidate / "initdb").is_file() and (candidate / "pg_ctl").is_file():
            return candidate
    raise ServerUnavailable(f"PostgreSQL 15's initdb and pg_ctl were not found; {INSTALL_HINT}")


def _bindir_candidates() -> list[Path]:
    found = [Path("/usr/lib/postgresql/15/bin")]
    for command in (["pg_config", "--bindir"], ["dpkg", "-L", "postgresql-15"]):
        found += [Path(line).parent if line.endswith("/initdb") else Path(line)
                  for line in _output_lines(command) if line.endswith(("/bin", "/initdb"))]
    return found


def _output_lines(command: list[str]) -> list[str]:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return []
    return done.stdout.splitlines() if done.returncode == 0 else []


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class ThrowawayPostgres:
    bindir: Path
    folder: Path
    port: int
    admin_password: str
    steward_password: str

    @property
    def url(self) -> str:
        """The steward's URL, without the password (it comes from the environment or a prompt)."""
        return f"postgresql://{STEWARD}@127.0.0.1:{self.port}/{DATABASE}"

    def connect_args(self, password: str | None = None) -> dict:
        return {"host": "127.0.0.1", "port": self.port, "user": STEWARD, "database": DATABASE,
                "password": self.steward_password if password is None else password}

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "immediate", "-s", "stop",
                  check=False)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _run(self, program: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [*_as_server_user(), str(self.bindir / program), *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if check and done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr or done.stdout}"
                               f"\n{self._log_tail()}")
        return done

    def _log_tail(self) -> str:
        log = self.folder / "server.log"
        return log.read_text(errors="replace")[-2000:] if log.exists() else ""


def _as_server_user() -> list[str]:
    """The command prefix that runs a server binary as a non-root user."""
    if os.geteuid() != 0:
        return []
    if shutil.which("runuser") is None or not _user_exists(ADMIN):
        raise ServerUnavailable("running as root needs the `postgres` user and runuser to start "
                                f"PostgreSQL as a non-root user; {INSTALL_HINT}")
    return ["runuser", "-u", ADMIN, "--"]


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


def start_server(settings: str = "") -> ThrowawayPostgres:
    """initdb + pg_ctl start on a fresh folder, then a `steward` role owning database `hospital`; `settings`
    (postgresql.conf lines) after the usual ones."""
    bindir = find_bindir()
    prefix = _as_server_user()
    folder = Path(tempfile.mkdtemp(prefix="dpstudio-pg-"))
    server = ThrowawayPostgres(bindir, folder, free_port(), secrets.token_urlsafe(18),
                               secrets.token_urlsafe(18))
    try:
        _initdb(server, prefix)
        _start(server, settings)
        _create_steward(server)
    except BaseException:
        server.stop()
        raise
    return server


def _initdb(server: ThrowawayPostgres, prefix: list[str]) -> None:
    password_file = server.folder / "admin-password"
    password_file.write_text(server.admin_password + "\n")
    if prefix:
        account = pwd.getpwnam(ADMIN)
        for path in (server.folder, password_file):
            os.chown(path, account.pw_uid, account.pw_gid)
    server._run("initdb", "-D", str(server.folder / "data"), "-U", ADMIN, "--pwfile",
                str(password_file), "--auth=scram-sha-256", "-E", "UTF8", "--no-locale",
                "--no-sync")
    password_file.unlink()


def _start(server: ThrowawayPostgres, settings: str = "", attempts: int = 3) -> None:
    """pg_ctl start -w; another process may take the free port in between, so retry on a new one."""
    for attempt in range(attempts):
        with open(server.folder / "data" / "postgresql.conf", "a", encoding="utf-8") as conf:
            conf.write(_SETTINGS.format(port=server.port) + settings)
        done = server._run("pg_ctl", "-D", str(server.folder / "data"), "-w", "-t", "60", "-l",
                           str(server.folder / "server.log"), "start", check=attempt == attempts - 1)
        if done.returncode == 0:
            return
        server.port = free_port()


def _create_steward(server: ThrowawayPostgres) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(host="127.0.0.1", port=server.port, user=ADMIN, dbname="postgres",
                         password=server.admin_password, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
            sql.Identifier(STEWARD), sql.Literal(server.steward_password)))
        admin.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(
            sql.Identifier(DATABASE), sql.Identifier(STEWARD)))
