"""A Spark Connect server for the sc:// tests: pyspark's own (the wheel's jars/ hold spark-connect_*.jar), a local[1]
Spark with the Connect plugin, in a process of its own on a free port of 127.0.0.1; stopped when its standard input
closes.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.engines.spark_local import _SETTINGS

SERVER = """
import sys
from pyspark.sql import SparkSession

builder = SparkSession.builder.master("local[1]").appName("dpstudio-tests-connect")
for key, value in dict(arg.split("=", 1) for arg in sys.argv[1:]).items():
    builder = builder.config(key, value)
session = builder.getOrCreate()
session.sparkContext.setLogLevel("ERROR")
print("ready", flush=True)
sys.stdin.read()
session.stop()
"""


class ConnectUnavailable(Exception):
    """No Spark Connect server can run here (its jar is not in pyspark's, or it did not start)."""


def connect_jar() -> Path | None:
    import pyspark

    return next(iter(sorted((Path(pyspark.__file__).parent / "jars").glob("spark-connect_*.jar"))), None)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ConnectServer:
    def __init__(self, seconds: float = 180):
        if connect_jar() is None:
            raise ConnectUnavailable("pyspark's jars/ hold no spark-connect_*.jar, and no other can be had here")
        self.port = _free_port()
        self.url = f"sc://127.0.0.1:{self.port}"
        self.scratch = tempfile.mkdtemp(prefix="dpstudio-spark-connect-")
        settings = {**_SETTINGS, "spark.sql.warehouse.dir": f"{self.scratch}/warehouse",
                    "spark.plugins": "org.apache.spark.sql.connect.SparkConnectPlugin",
                    "spark.connect.grpc.binding.address": "127.0.0.1",
                    "spark.connect.grpc.binding.port": str(self.port)}
        self.log = open(Path(self.scratch) / "server.log", "w")  # noqa: SIM115 - closed in stop()
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("SPARK_REMOTE", "SPARK_CONNECT_MODE_ENABLED")}
        self.process = subprocess.Popen(
            [sys.executable, "-c", SERVER, *(f"{key}={value}" for key, value in settings.items())],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, env=environment)
        ready = self.process.stdout.readline()  # "ready", or "" when it ended
        if ready.strip() != "ready":
            self.stop()
            raise ConnectUnavailable(f"the Spark Connect server did not start: {self.log_text()[-2000:]}")
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:  # the plugin binds its port as the session starts; wait for it
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise ConnectUnavailable(f"the Spark Connect server took no connection: {self.log_text()[-2000:]}")

    def log_text(self) -> str:
        self.log.flush()
        return (Path(self.scratch) / "server.log").read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        import shutil

        shutil.rmtree(self.scratch, ignore_errors=True)
