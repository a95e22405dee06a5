"""--spark-master checked before Spark's JVM starts (spark_session.py), so that a master Spark would take long to
fail on is refused within seconds, with a message naming it and what to check.

Spark gives up on a bad master only after a minute or more of retries (a standalone master: three registrations 20 s
apart; Kubernetes' client: with back-off; Spark Connect's client: fifteen), and on `local[0]` only after its JVM has
started. So: a local master's numbers are checked here (each at least 1, as Spark's own patterns want); a
`spark://`, `sc://` or `k8s://` host must answer on its port within CONNECT_SECONDS; a program there that closes the
connection at once or speaks first is no Spark master (a standalone master waits for the client to speak); and an
`sc://` port must answer HTTP/2, as Spark Connect's gRPC server does. What passes these and still does not start
Spark is given up on by spark_session.START_SECONDS.
"""
from __future__ import annotations

import os
import re
import socket
from urllib.parse import urlsplit

from ..base.errors import InputError
from ..base.words.message import Message

HINT = Message("Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, "
               "and that Java 17 is installed for a local master")
CONNECT_SECONDS = 5
# a standalone master is silent until the client speaks: a program that speaks or hangs up within this is another
LISTEN_SECONDS = 0.5
_LOCAL = re.compile(r"local(\[(\*|\d+)(\s*,\s*(\d+))?\])?|local-cluster\[\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\]")
_SERVER = re.compile(r"(spark|sc)://([^/]+?)(/.*)?")
DEFAULT_PORTS = {"spark": 7077, "sc": 15002}
# HTTP/2's client preface and an empty SETTINGS frame; an HTTP/2 server (Spark Connect's gRPC) answers with SETTINGS
_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
_SETTINGS = 4


def is_local(master: str) -> bool:
    return master.startswith("local")


def check_master(master: str) -> None:
    """Refuses, in the user's terms, a master Spark would take long to fail on (see the module's docstring)."""
    if is_local(master):
        _check_local(master)
        return
    if master.startswith("k8s://"):
        _check_kubernetes(master)
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
        raise _unknown(master)
    kind = server.group(1)
    for address in server.group(2).split(","):  # a standby master: spark://HOST1:PORT1,HOST2:PORT2
        host, port = _host_and_port(master, address, DEFAULT_PORTS[kind])
        silent = Message("no Spark Connect server answers at {host}, port {port}", host=host, port=str(port))
        with _connected(master, host, port, silent if kind == "sc" else None) as connection:
            if kind == "spark":
                _sounds_like_a_standalone_master(master, connection, host, port)
            elif not _secure(server.group(3) or ""):
                _answers_http2(master, connection, host, port)


def _unknown(master: str) -> InputError:
    return InputError(Message("Spark knows no master {master}", master=repr(master)), where=master, hint=HINT)


def _check_local(master: str) -> None:
    """local, local[N], local[*], local[N, F] (F tries per task), local-cluster[N, C, MB]: Spark's forms. A 0 in one
    is refused here: Spark itself refuses local[0] only once its JVM has started, in words of its own."""
    form = _LOCAL.fullmatch(master)
    if form is None:
        raise _unknown(master)
    numbers = [group for group in form.group(2, 4, 5, 6, 7) if group and group != "*"]
    if any(int(number) < 1 for number in numbers):
        raise InputError(Message("Spark cannot start {master}: each number in it must be at least 1",
                                 master=repr(master)), where=master,
                         hint=Message("Use local[*] (a thread for each core) or local[N] with N at least 1"))


def _check_kubernetes(master: str) -> None:
    """k8s://https://HOST:PORT (or k8s://HOST:PORT, https assumed): the cluster's API server must answer."""
    address = master[len("k8s://"):]
    parts = urlsplit(address if "://" in address else f"https://{address}")
    try:
        host, port = parts.hostname, parts.port
    except ValueError:  # a port that is not a number
        host = None
    if not host:
        raise _unknown(master)
    port = port or (80 if parts.scheme == "http" else 443)
    with _connected(master, host, port, Message("no Kubernetes API server answers at {host}, port {port}",
                                                host=host, port=str(port))):
        return


def _host_and_port(master: str, address: str, default_port: int) -> tuple[str, int]:
    host, _, port = address.rpartition(":") if ":" in address.strip("[]") else (address, "", "")
    host = host.strip("[]") or address.strip("[]")
    if port and not port.isdigit():
        raise _unknown(master)
    return host, int(port) if port else default_port


def _connected(master: str, host: str, port: int, silent: Message | None = None) -> socket.socket:
    try:
        return socket.create_connection((host, port), timeout=CONNECT_SECONDS)
    except socket.gaierror:
        raise InputError(Message("no computer named {host} was found", host=host), where=master,
                         hint=Message("Check the host name in --spark-master, and this computer's network "
                                      "connection")) from None
    except OSError:
        raise InputError(silent or Message("no Spark master answers at {host}, port {port}", host=host,
                                           port=str(port)), where=master, hint=HINT) from None


def _not_spark(master: str, said: Message) -> InputError:
    return InputError(said, where=master, hint=Message(
        "Check the port in --spark-master: a Spark master's (7077 by default, not its web page's) or a Spark Connect "
        "server's (15002 by default)"))


def _sounds_like_a_standalone_master(master: str, connection: socket.socket, host: str, port: int) -> None:
    """A standalone master says nothing until the client speaks: one that hangs up or speaks first is another
    program (a web server answering at once, a service that closes the door)."""
    connection.settimeout(LISTEN_SECONDS)
    try:
        connection.recv(1)  # a byte, or b"" when it hung up
    except socket.timeout:
        return  # silent, as a Spark master is
    except OSError:  # reset: hung up
        pass
    raise _not_spark(master, Message("the program at {host}, port {port} is not a Spark master: it took the "
                                     "connection but did not answer as one", host=host, port=str(port)))


def _answers_http2(master: str, connection: socket.socket, host: str, port: int) -> None:
    """Spark Connect is a gRPC server, which answers HTTP/2's preface with a SETTINGS frame."""
    connection.settimeout(CONNECT_SECONDS)
    frame = b""
    try:
        connection.sendall(_HTTP2_PREFACE)
        while len(frame) < 9:
            part = connection.recv(9 - len(frame))
            if not part:
                break
            frame += part
    except OSError:  # a timeout or a reset alike: no HTTP/2 server
        pass
    if len(frame) < 9 or frame[3] != _SETTINGS:
        raise _not_spark(master, Message("the program at {host}, port {port} is not a Spark Connect server: it took "
                                         "the connection but did not answer as one", host=host, port=str(port)))


def _secure(parameters: str) -> bool:
    """An sc:// master's TLS (use_ssl=true, or a token, which implies it): HTTP/2 then runs inside TLS, unprobed."""
    named = dict(part.partition("=")[::2] for part in parameters.strip("/").split(";") if part)
    return (named.get("use_ssl", "").lower() == "true" or "token" in named
            or bool(os.environ.get("SPARK_CONNECT_AUTHENTICATE_TOKEN")))
