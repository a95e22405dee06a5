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
import sys

from ..errors import InputError
from ..words.message import Message

HINT = Message("Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, "
               "and that Java 17 is installed for a local master")


CONNECT_SECONDS = 5
# a spark:// master that took the connection has this long to accept dpstudio's application (docs/engines.md)
START_SECONDS = float(os.environ.get("DPSTUDIO_SPARK_START_SECONDS") or 30)
# Spark's own log (Java's lines, a failing master's retries) goes to this file in dpstudio's log folder, never to
# the steward's terminal; the message dpstudio prints names what went wrong
LOG_CONFIGURATION = """status = error
appender.file.type = File
appender.file.name = file
appender.file.fileName = {log}
appender.file.append = true
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = %d{{yy/MM/dd HH:mm:ss}} %p %c{{1}}: %m%n%ex
rootLogger.level = warn
rootLogger.appenderRef.file.ref = file
"""
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
        raise spark_missing() from None
    builder = SparkSession.builder.appName("dpstudio")
    if master.startswith("sc://"):
        builder = builder.remote(master)
    else:
        builder = builder.master(master)
        configuration = _log_configuration()
        if configuration:
            builder = builder.config("spark.driver.extraJavaOptions", f"-Dlog4j.configurationFile={configuration}")
    session = _started(builder, master, START_SECONDS if master.startswith("spark://") else None)
    _quiet_query_logs()
    return ibis.pyspark.connect(session)


def _started(builder, master: str, seconds: float | None):
    """builder.getOrCreate(), told in the user's terms when it fails or (`seconds`) takes too long: a program on
    the master's port that is not a Spark master, or one that never accepts dpstudio, would keep Spark retrying
    for minutes."""
    import threading

    ended: dict = {}

    def start():
        try:
            ended["session"] = builder.getOrCreate()
        except Exception as error:  # noqa: BLE001 - Java, network and configuration failures alike
            ended["error"] = error
    starting = threading.Thread(target=start, name="dpstudio-spark-start", daemon=True)
    starting.start()
    starting.join(seconds)
    if starting.is_alive():  # left behind: it ends with the process
        raise InputError(Message("the Spark master took the connection but did not start dpstudio's application "
                                 "within {seconds} seconds", seconds=round(seconds, 1)),
                         where=master, hint=Message("Check that --spark-master names a Spark master (its port, "
                                                    "7077 by default, not its web page's) and that it has workers "
                                                    "free; Spark's own log is in {log}", log=str(_log_file())))
    if "error" in ended:
        error = ended["error"]
        first = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise InputError(Message("cannot start a Spark session; Spark said: {reason}", reason=first), where=master,
                         hint=HINT) from None
    return ended["session"]


def _log_file():
    from pathlib import Path

    from platformdirs import user_log_dir

    return Path(user_log_dir("dpstudio", appauthor=False)) / "spark.log"


def _log_configuration() -> str:
    """A log4j2 configuration sending Spark's log to _log_file(), written next to it; its path."""
    log = _log_file()
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        configuration = log.with_name("spark-log4j2.properties")
        configuration.write_text(LOG_CONFIGURATION.format(log=log.as_posix()), encoding="utf-8")
    except OSError:  # no log folder: Spark logs as it would, to the terminal
        return ""
    return configuration.as_posix()


def spark_missing() -> InputError:
    """pyspark cannot be imported: the desktop bundle leaves Spark out (its Java libraries alone outweigh the app),
    a pip install lacks the extra."""
    if getattr(sys, "frozen", False):  # PyInstaller's bundle (packaging/dpstudio.spec excludes pyspark)
        return InputError(Message("the desktop app does not include Spark"),
                          hint=Message("Run --engine spark from dpstudio installed with pip (python -m pip install "
                                       "'dpstudio[spark]'), or read the data from a file or a database"))
    return InputError(Message("dpstudio cannot run Spark on this computer: pyspark is not installed"),
                      hint=Message("Install it (python -m pip install 'ibis-framework[{backend}]') and try again",
                                   backend="pyspark"))


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
