"""Take the README's screenshots: run under a display (xvfb-run -a python docs/screenshots/make_screenshots.py).

Opens the sample dataset, visits every step, previews, exports into a temporary folder, and saves
one PNG per step beside this script.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).resolve().parent


def settle(app, ms=400):
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(signal, app, timeout=30000):
    loop = QEventLoop()
    signal.connect(lambda *_: loop.quit())
    QTimer.singleShot(timeout, loop.quit)
    loop.exec()
    settle(app)


def main():
    import os

    from dpstudio.gui.main_window import MainWindow

    app = QApplication(sys.argv)
    tmp = Path(tempfile.mkdtemp())
    os.environ["DPSTUDIO_LEDGER"] = str(tmp / "ledger.sqlite")  # a scratch ledger, not the user's
    window = MainWindow(QSettings(str(tmp / "s.ini"), QSettings.IniFormat))
    window.resize(1366, 768)  # the smallest common laptop screen: nothing may be cut off at this size
    window.show()
    settle(app)
    window.grab().save(str(HERE / "0-start.png"))
    window.open_sample()
    wait_for(window.loader.done, app)
    for index, name in enumerate(["1-data", "2-columns", "3-queries"]):
        window.steps.setCurrentRow(index)
        if index == 2:
            window.queries_page.list.selectRow(2)
        settle(app)
        window.grab().save(str(HERE / f"{name}.png"))
    window.steps.setCurrentRow(3)
    window.preview_page.recompute()
    wait_for(window.preview_page.runner.done, app)
    window.preview_page.table.selectRow(3)
    settle(app)
    window.grab().save(str(HERE / "4-preview.png"))
    window.steps.setCurrentRow(4)
    window.release_page.folder.setText(str(tmp / "sample-release"))
    window.release_page.set_lifetime_budget(10)
    settle(app)
    window.release_page.export(confirmed=True)
    wait_for(window.release_page.runner.done, app)
    window.grab().save(str(HERE / "5-release.png"))

    # the risk panel on a real public table (Toronto marijuana-possession arrests, carData::Arrests)
    window.open_table(HERE.parents[1] / "tests" / "data" / "toronto_arrests.csv")
    wait_for(window.loader.done, app)
    window.project.apply_suggestions()
    window.project.edit("released is sensitive",
                        lambda s: setattr(s.columns["released"], "role", type(s.columns["released"].role)("sensitive")))
    window.steps.setCurrentRow(1)
    wait_for(window.columns_page.risk.runner.done, app)
    window.grab().save(str(HERE / "risk-toronto-arrests.png"))
    window.close()


if __name__ == "__main__":
    main()
