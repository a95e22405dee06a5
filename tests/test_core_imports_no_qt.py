"""The core (and the CLI) must run where Qt and pyplot are not installed."""
import subprocess
import sys

CODE = """
import importlib, pkgutil, sys
import dpstudio, dpstudio.cli.main, dpstudio.core
names = [m.name for m in pkgutil.walk_packages(dpstudio.core.__path__, 'dpstudio.core.')]
for name in names:
    importlib.import_module(name)
bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')
             or m == 'matplotlib.pyplot')
print(len(names), ','.join(bad))
"""


def test_core_imports_no_qt_or_pyplot():
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    count, bad = done.stdout.strip().split(" ", 1) if " " in done.stdout.strip() else (done.stdout.strip(), "")
    assert int(count) > 60 and bad == ""  # every module of the core was imported, none pulled in Qt or pyplot
