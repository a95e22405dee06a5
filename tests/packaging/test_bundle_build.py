"""Build the desktop bundle with PyInstaller and run its self-test (about a minute on 2 cores)."""
import ctypes.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def missing_for_pyinstaller() -> list[str]:
    """What PyInstaller needs on Linux that a stock Debian may lack: objdump, and Python's shared library
    (Debian's python3 is linked statically; its libpython3.x package holds the library)."""
    if not sys.platform.startswith("linux"):
        return []
    missing = [] if shutil.which("objdump") else ["binutils"]
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    library = Path(sysconfig.get_config_var("LIBDIR") or "/", sysconfig.get_config_var("INSTSONAME") or "-")
    if not library.exists() and ctypes.util.find_library(f"python{version}") is None:
        missing.append(f"libpython{version}")
    return missing


def test_the_bundle_builds_and_passes_its_self_test(tmp_path):
    missing = missing_for_pyinstaller()
    if missing and not os.environ.get("DPSTUDIO_REQUIRE_BUNDLE"):  # CI sets it: there the bundle is always built
        pytest.skip(f"building the bundle needs {', '.join(missing)}: apt-get install {' '.join(missing)}")
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--check", "--dist",
                           str(tmp_path / "dist")], capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert "self-test passed" in done.stdout
    assert "MB unpacked" in done.stdout
    bundle = tmp_path / "dist" / "dpstudio"
    assert (bundle / "_internal" / "resources" / "sample" / "hospital_admissions.csv").exists()
    assert not list(bundle.rglob("toronto_arrests.csv")) and not list(bundle.rglob("conftest.py"))
