"""One build of the desktop bundle per test run, shared by every test of tests/packaging that needs it, also
across pytest-xdist's workers (the first to ask builds it, under a lock; the others read what it left)."""
import fcntl
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.engines.conftest import postgres_server  # noqa: F401 - the throwaway PostgreSQL server, as a fixture

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"


def pytest_collection_modifyitems(items):
    """Every test of the bundle on one pytest-xdist worker (pyproject's --dist loadgroup): the first builds it for
    minutes, and a test of it on the other worker would wait that long for the lock, idle."""
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.xdist_group("desktop-bundle"))


@dataclass(frozen=True)
class Build:
    returncode: int
    stdout: str
    stderr: str
    bundle: Path


def _build(where: Path) -> Build:
    missing = subprocess.run([sys.executable, str(BUILD), "--missing"], capture_output=True, text=True,
                             check=True).stdout.split()
    if missing and not os.environ.get("DPSTUDIO_REQUIRE_BUNDLE"):  # CI sets it: there the bundle is always built
        pytest.skip(f"building the bundle needs {', '.join(missing)}: apt-get install {' '.join(missing)}")
    done = subprocess.run([sys.executable, str(BUILD), "--check", "--dist", str(where / "dist")],
                          capture_output=True, text=True, timeout=1200)
    return Build(done.returncode, done.stdout, done.stderr, where / "dist" / "dpstudio")


@pytest.fixture(scope="session")
def built_bundle(tmp_path_factory, worker_id) -> Build:
    """`packaging/build.py --check` run once: its exit code, its output and the bundle's folder."""
    if worker_id == "master":  # no xdist
        return _build(tmp_path_factory.mktemp("bundle"))
    shared = tmp_path_factory.getbasetemp().parent  # the same folder for every worker of this run
    with open(shared / "bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        record = shared / "bundle.json"
        if record.exists():
            made = json.loads(record.read_text(encoding="utf-8"))
            return Build(made["returncode"], made["stdout"], made["stderr"], Path(made["bundle"]))
        (shared / "bundle").mkdir(exist_ok=True)
        build = _build(shared / "bundle")
        record.write_text(json.dumps({**build.__dict__, "bundle": str(build.bundle)}), encoding="utf-8")
        return build
