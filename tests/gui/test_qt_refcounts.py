"""A long session does not abort on PySide6's reference counting of None (dpstudio/gui/qt_refcounts.py): each
empty QVariant PySide6 6.12.0 turns into None counts None down once; the app keeps None, True and False alive."""
from __future__ import annotations

import os
import subprocess
import sys

CALLS = 200_000  # about three times what counts None down to zero from the app's start

SESSION = f"""
import sys
{{guard}}
from PySide6.QtWidgets import QApplication, QComboBox
app = QApplication([])
box = QComboBox()
box.addItem("an item without data")
for _ in range({CALLS}):
    box.currentData()  # None, from an empty QVariant
print("still running", sys.getrefcount(None) > 0)
"""


def _session(guard: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SESSION.format(guard=guard)], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_a_long_session_of_empty_qvariants_keeps_running_with_the_app_imported():
    done = _session("import dpstudio.gui")
    assert done.returncode == 0 and "still running True" in done.stdout, done.stderr[-500:]


def test_the_app_raises_the_counts_of_none_true_and_false_once_and_far():
    from dpstudio.gui.qt_refcounts import FAR_FROM_ZERO

    assert FAR_FROM_ZERO == 1 << 40
    if sys.version_info < (3, 12):
        assert min(sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)) > FAR_FROM_ZERO - 10**6
