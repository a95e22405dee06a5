"""The core (and the CLI) must run where Qt and pyplot are not installed."""
import subprocess
import sys

CODE = """
import sys
import dpstudio, dpstudio.cli
from dpstudio.core import (accountant, answers, errors, export, loading, mechanisms, plan, queries, release,
                           release_queries, roles, table_checks, transforms)
bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')
             or m == 'matplotlib.pyplot')
print(','.join(bad))
"""


def test_core_imports_no_qt_or_pyplot():
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
