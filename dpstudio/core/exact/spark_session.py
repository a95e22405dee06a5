"""A Spark session for --engine spark: local[*], a cluster (spark://HOST:PORT) or Spark Connect (sc://).

One session per process (Spark allows one); a second source on the same master reuses it.
"""
from __future__ import annotations

from ..errors import InputError
from ..words.message import Message

HINT = Message("Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, "
               "and that Java 17 is installed for a local master")


def spark_connection(master: str):
    """An Ibis connection to a Spark session on `master`, or a clear refusal."""
    try:
        import ibis
        from pyspark.sql import SparkSession
    except ImportError:
        raise InputError(Message("dpstudio cannot run Spark on this computer: pyspark is not installed"),
                         hint=Message("Install it (python -m pip install 'ibis-framework[{backend}]') and try again",
                                      backend="pyspark")) from None
    builder = SparkSession.builder.appName("dpstudio")
    builder = builder.remote(master) if master.startswith("sc://") else builder.master(master)
    try:
        session = builder.getOrCreate()
    except Exception as error:  # noqa: BLE001 - Java, network and configuration failures alike
        first = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise InputError(Message("cannot start a Spark session; Spark said: {reason}", reason=first), where=master,
                         hint=HINT) from None
    _quiet_query_logs()
    return ibis.pyspark.connect(session)


def _quiet_query_logs() -> None:
    """pyspark (4) logs each failed query's whole Java stack to stderr in JSON before raising it; dpstudio tells
    the failure in the steward's words instead (driver_errors.py)."""
    import logging

    try:
        from pyspark.logger import PySparkLogger
    except ImportError:  # an earlier pyspark logs nothing of the kind
        return
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        PySparkLogger.getLogger(name).setLevel(logging.CRITICAL + 1)
