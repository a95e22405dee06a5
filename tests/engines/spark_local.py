"""One small local Spark session for the whole test run (starting the JVM is the big cost).

The driver JVM runs with the C1 compiler only and the serial collector: that halves the start
(about 9 s instead of 18 s on a busy 2-core machine) and suits the tests' tiny queries. Benchmarks
must not copy these settings.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

INSTALL_HINT = "install Java 17: apt-get install openjdk-17-jre-headless (.ci/run does it on CI)"
_SETTINGS = {
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "2",
    "spark.default.parallelism": "2",
    "spark.driver.memory": "1g",
    "spark.sql.session.timeZone": "UTC",
    "spark.driver.host": "127.0.0.1",
    "spark.driver.bindAddress": "127.0.0.1",
    "spark.sql.execution.arrow.pyspark.enabled": "true",
    "spark.driver.extraJavaOptions": "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC",
}


def java_available() -> bool:
    java_home = os.environ.get("JAVA_HOME")
    if java_home and (Path(java_home) / "bin" / "java").is_file():
        return True
    return shutil.which("java") is not None


def start_session():
    """A `local[2]` SparkSession whose warehouse lives in a temporary folder."""
    from pyspark.sql import SparkSession

    scratch = tempfile.mkdtemp(prefix="dpstudio-spark-")
    builder = SparkSession.builder.master("local[2]").appName("dpstudio-tests")
    for key, value in {**_SETTINGS, "spark.sql.warehouse.dir": f"{scratch}/warehouse"}.items():
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session, scratch


def stop_session(session, scratch: str) -> None:
    session.stop()
    shutil.rmtree(scratch, ignore_errors=True)
