"""A Spark session for --engine spark: local[*], a cluster (spark://HOST:PORT) or Spark Connect (sc://).

One session per process (Spark allows one); a second source on the same master reuses it. Before the JVM
starts (which takes seconds, and which waits minutes for a master that is not there, writing Java traces on the
terminal), the master is checked (spark_master.py); a master that passes and still does not give a session within
START_SECONDS is given up on (docs/engines.md: the command ends within 40 seconds).
"""
from __future__ import annotations

import importlib.util
import logging
import os
import sys
import threading
from pathlib import Path

from platformdirs import user_log_dir

from ..base.errors import InputError
from ..base.words.message import Message
from .spark_master import HINT, check_master, is_local

# a master other than a local one has this long, counted from when dpstudio begins to start Spark, to give a session.
# Not shorter: it holds the JVM's and the SparkContext's own start, a healthy cluster's too, which took 39-46 s on a
# 2-core computer under a load of 9 (docs/engines.md); with Python's own start and end the command ends within 40 s
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
# each sc:// URL's session: Connect's own getOrCreate gives the process's first session whatever the URL
_CONNECT_SESSIONS: dict = {}
# what pyspark's connect client imports beyond dpstudio's own packages (pyspark's `connect` extra; dpstudio[spark])
CONNECT_MODULES = {"grpc": "grpcio", "grpc_status": "grpcio-status", "google.rpc": "googleapis-common-protos"}


def spark_connection(master: str):
    """An Ibis connection to a Spark session on `master`, or a clear refusal."""
    check_master(master)
    try:
        import ibis  # noqa: F401 - ibis.pyspark below
        from pyspark.sql import SparkSession
    except ImportError:
        raise spark_missing() from None
    if master.startswith("sc://"):
        _connect_client_present(master)
        # Spark Connect's own builder: pyspark.sql's would refuse beside a local session in the same process (the
        # app's), and would mark the whole process as Spark Connect's (SPARK_CONNECT_MODE_ENABLED)
        from pyspark.sql.connect.session import SparkSession as ConnectSession

        builder = ConnectSession.builder.remote(master).appName("dpstudio")
        session = lambda: _connect_session(builder, master)  # noqa: E731
    else:
        builder = SparkSession.builder.appName("dpstudio")
        # Spark's progress bar ("[Stage 0:> (0 + 1) / 1]") would go to the terminal, which is dpstudio's
        builder = builder.master(master).config("spark.ui.showConsoleProgress", "false")
        configuration = _log_configuration()
        if configuration:
            builder = builder.config("spark.driver.extraJavaOptions", f"-Dlog4j.configurationFile={configuration}")
        session = builder.getOrCreate
    connection = _started(session, master, None if is_local(master) else START_SECONDS)
    _quiet_query_logs()
    return connection


def _connect_session(builder, master: str):
    if master not in _CONNECT_SESSIONS:
        _CONNECT_SESSIONS[master] = builder.create()
    return _CONNECT_SESSIONS[master]


def _connect_client_present(master: str) -> None:
    """pyspark's connect client needs gRPC and Google's protos, which `pip install pyspark` leaves out."""
    missing = [package for module, package in CONNECT_MODULES.items() if not _importable(module)]
    if missing:
        raise InputError(Message("Spark Connect (sc://) needs Python packages that are not installed: {packages}",
                                 packages=", ".join(missing)), where=master,
                         hint=Message("Install them (python -m pip install 'dpstudio[spark]') and try again"))


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:  # its parent package is missing
        return False


def _started(session, master: str, seconds: float | None):
    """ibis.pyspark.connect(session()), told in the user's terms when it fails or (`seconds`) takes too
    long: a program on the master's port that is not a Spark master, or one that never accepts dpstudio, would keep
    Spark retrying for minutes."""

    # start-up: Ibis only when a Spark session starts
    import ibis

    ended: dict = {}
    fresh = not master.startswith("sc://") and _no_context_yet()  # a JVM this start launches: its to end

    def start():
        try:
            ended["connection"] = ibis.pyspark.connect(session())
        except Exception as error:  # noqa: BLE001 - Java, network and configuration failures alike
            ended["error"] = error
    starting = threading.Thread(target=start, name="dpstudio-spark-start", daemon=True)
    starting.start()
    starting.join(seconds)
    if starting.is_alive():
        if fresh:
            _end_half_started_jvm(starting)
        raise _too_long(master, round(seconds, 1))
    if "error" in ended:
        raise InputError(Message("cannot start a Spark session; Spark said: {reason}", reason=_reason(ended["error"])),
                         where=master, hint=HINT) from None
    return ended["connection"]


def _no_context_yet() -> bool:
    # pyspark: the spark extra, loaded only when Spark is used
    from pyspark import SparkContext

    return SparkContext._active_spark_context is None


def _end_half_started_jvm(starting) -> None:
    """Spark's JVM, still starting a context for a master that does not answer, is ended: the process then ends at
    once (py4j's threads held it for 8 s and more), and a later start in the same process (the app's) is not kept
    waiting on the lock the stuck start holds (SparkContext._lock) but launches a JVM of its own."""
    try:
        # pyspark: the spark extra, loaded only when Spark is used
        from pyspark import SparkContext

        gateway = SparkContext._gateway  # the JVM this start launched
        if gateway is None:
            return  # still launching: it ends when this process does (its standard input closes)
        gateway.proc.kill()
    except Exception:  # noqa: BLE001 - nothing to end
        return
    py4j_complaints = _py4j_complaints_to_log()
    starting.join(10)  # its call into the JVM fails at once, and it lets go of the lock
    if starting.is_alive():
        return  # its complaint, when it comes, still goes to Spark's log
    _root_logger().removeHandler(py4j_complaints)
    try:
        gateway.shutdown()  # py4j's own threads
    except Exception:  # noqa: BLE001 - a gateway already down
        pass
    SparkContext._gateway = SparkContext._jvm = SparkContext._active_spark_context = None


def _py4j_complaints_to_log():
    """py4j tells the failed call into the ended JVM with logging.exception() on the root logger, which with no
    handler there sets one up writing "ERROR:root:Exception while sending command." and a Python traceback to the
    steward's terminal. A handler on the root logger, writing to Spark's own log (or nowhere), takes it instead."""
    try:
        _log_file().parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(_log_file(), encoding="utf-8")
    except OSError:  # no log folder
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    _root_logger().addHandler(handler)
    return handler


def _root_logger():
    return logging.getLogger()


def _too_long(master: str, seconds: float) -> InputError:
    if master.startswith("spark://"):
        return InputError(Message("the Spark master took the connection but did not start dpstudio's application "
                                  "within {seconds} seconds", seconds=seconds),
                          where=master, hint=Message("Check that --spark-master names a Spark master (its port, "
                                                     "7077 by default, not its web page's) and that it has workers "
                                                     "free; Spark's own log is in {log}", log=str(_log_file())))
    if master.startswith("sc://"):
        return InputError(Message("the Spark Connect server did not give dpstudio a session within {seconds} seconds",
                                  seconds=seconds), where=master,
                          hint=Message("Check that --spark-master names a running Spark Connect server (its port, "
                                       "15002 by default) that this computer may reach"))
    return InputError(Message("the cluster did not start dpstudio's Spark application within {seconds} seconds",
                              seconds=seconds), where=master,
                      hint=Message("Check that --spark-master names a running cluster with room for dpstudio's "
                                   "application; Spark's own log is in {log}", log=str(_log_file())))


def _reason(error: Exception) -> str:
    """The first line of what Spark said. A failure in Spark's JVM reaches Python as "An error occurred while calling
    None.org.apache.spark.api.java.JavaSparkContext": what Java said is its exception's message (and its root
    cause's, e.g. "Connection refused")."""
    said = [(str(error).strip().splitlines() or [type(error).__name__])[0]]
    java = getattr(error, "java_exception", None)
    try:
        found = []
        while java is not None and len(found) < 20:
            message = java.getMessage()
            if message and message.strip():
                found.append(message.strip().splitlines()[0])
            java = java.getCause()
    except Exception:  # noqa: BLE001 - a JVM that is gone: Python's line is all there is
        found = []
    if found:
        said = [found[0]] + ([found[-1]] if found[-1] not in found[0] else [])
    return " (".join(said) + ")" * (len(said) - 1)


def _log_file():
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
    try:
        # pyspark: the spark extra, loaded only when Spark is used
        from pyspark.logger import PySparkLogger
    except ImportError:  # an earlier pyspark logs nothing of the kind
        return
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        PySparkLogger.getLogger(name).setLevel(logging.CRITICAL + 1)
