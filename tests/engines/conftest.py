"""Real engines for the engine tests (no mocks): a throwaway PostgreSQL 15 server and one local
Spark session, each started once per test run and stopped at its end.

Where a server cannot run (binaries or Java missing) its tests skip with the command that installs
it; with DPSTUDIO_REQUIRE_ENGINES=1 (set by .ci/run) they fail instead, so CI never passes by
skipping them.
"""

from __future__ import annotations

import os

import pytest

from tests.engines import frames, pg_server, spark_local


def unavailable(reason: str):
    if os.environ.get("DPSTUDIO_REQUIRE_ENGINES") == "1":
        pytest.fail(f"{reason} (DPSTUDIO_REQUIRE_ENGINES=1: engines may not be skipped)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server():
    """The running throwaway server (port, passwords, folder); stopped and removed at the end."""
    try:
        server = pg_server.start_server()
    except pg_server.ServerUnavailable as missing:
        unavailable(str(missing))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url(postgres_server) -> str:
    """postgresql://steward@127.0.0.1:PORT/hospital; the password is `postgres_password`."""
    return postgres_server.url


@pytest.fixture(scope="session")
def postgres_password(postgres_server) -> str:
    return postgres_server.steward_password


@pytest.fixture
def postgres_env(postgres_server, monkeypatch) -> str:
    """The steward's password in PGPASSWORD for this test only, as a steward would set it."""
    monkeypatch.setenv("PGPASSWORD", postgres_server.steward_password)
    return postgres_server.url


@pytest.fixture(scope="session")
def postgres_con(postgres_server):
    import ibis

    con = ibis.postgres.connect(**postgres_server.connect_args())
    yield con
    con.disconnect()


@pytest.fixture(scope="session")
def load_postgres_table(postgres_server, postgres_con):
    """load(name, frame) -> the Ibis table `name` on the server, holding frame's rows and types."""
    def load(name, frame):
        frames.load_into_postgres(postgres_server.connect_args(), name, frame)
        return postgres_con.table(name)
    return load


@pytest.fixture(scope="session")
def spark_session():
    """One local[2] SparkSession for the whole run (starting it takes about 10 s)."""
    if not spark_local.java_available():
        unavailable(f"Spark needs Java, which was not found; {spark_local.INSTALL_HINT}")
    session, scratch = spark_local.start_session()
    yield session
    spark_local.stop_session(session, scratch)


@pytest.fixture(scope="session")
def spark_con(spark_session):
    import ibis

    return ibis.pyspark.connect(spark_session)


@pytest.fixture(scope="session")
def load_spark_table(spark_con):
    """load(name, frame) -> an Ibis table (a temporary view) on the Spark session."""
    return lambda name, frame: frames.load_into_spark(spark_con, name, frame)


