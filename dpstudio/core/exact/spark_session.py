"""A Spark session for --engine spark: local[*], a cluster (spark://HOST:PORT) or Spark Connect (sc://).

One session per process (Spark allows one); a second source on the same master reuses it. Before the JVM
starts (which takes seconds, and which waits minutes for a master that is not there, writing Java traces on the
terminal), the master is checked: a form Spark knows, YARN's configuration present, and for spark:// and sc:// a
computer of that name that answers on the port (within CONNECT_SECONDS).
"""
from __future__ import annotations

import os
import re
import socket

from ..errors import InputError
from ..words.message import Message

HINT = Message("Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, "
               "and that Java 17 is installed for a local master")


CONNECT_SECONDS = 5
_LOCAL = re.compile(r"local(\[(\*|\d+)(,\s*\d+)?\])?|local-cluster\[\d+,\s*\d+,\s*\d+\]")
_SERVER = re.compile(r"(spark|sc)://([^/]+?)(/.*)?")
DEFAULT_PORTS = {"spark": 7077, "sc": 15002}


def check_master(master: str) -> None:
    """Refuses, in the user's terms, a master Spark would take long to fail on (see the module's docstring)."""
    if _LOCAL.fullmatch(master) or master.startswith("k8s://"):
        return
    if master in ("yarn", "yarn-client", "yarn-cluster"):
        if not (os.environ.get("HADOOP_CONF_DIR") or os.environ.get("YARN_CONF_DIR")):
            raise InputError(Message("Spark cannot find the YARN cluster: neither HADOOP_CONF_DIR nor YARN_CONF_DIR "
                                     "names its configuration"), where=master,
                             hint=Message("Set HADOOP_CONF_DIR to the folder of the cluster's configuration files, or "
                                          "give a spark://HOST:PORT master"))
        return
    server = _SERVER.fullmatch(master)
    if server is None:
        raise InputError(Message("Spark knows no master {master}", master=repr(master)), where=master, hint=HINT)
    for address in server.group(2).split(","):  # a standby master: spark://HOST1:PORT1,HOST2:PORT2
        _answers(master, address, DEFAULT_PORTS[server.group(1)])


def _answers(master: str, address: str, default_port: int) -> None:
    host, _, port = address.rpartition(":") if ":" in address.strip("[]") else (address, "", "")
    host = host.strip("[]") or address.strip("[]")
    if port and not port.isdigit():
        raise InputError(Message("Spark knows no master {master}", master=repr(master)), where=master, hint=HINT)
    port_number = int(port) if port else default_port
    try:
        with socket.create_connection((host, port_number), timeout=CONNECT_SECONDS):
            return
    except socket.gaierror:
        raise InputError(Message("no computer named {host} was found", host=host), where=master,
                         hint=Message("Check the host name in --spark-master, and this computer's network "
                                      "connection")) from None
    except OSError:
        raise InputError(Message("no Spark master answers at {host}, port {port}", host=host, port=str(port_number)),
                         where=master, hint=HINT) from None


def spark_connection(master: str):
    """An Ibis connection to a Spark session on `master`, or a clear refusal."""
    check_master(master)
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
