"""Take the README's screenshots: run under a display (xvfb-run -a python docs/screenshots/make_screenshots.py).

Opens the sample dataset, visits every step, previews, exports into a temporary folder, and saves
one PNG per step beside this script. Then the same walk on a real public table, covid_testing
(R package medicaldata; tests/data/covid_testing.csv), from the import dialog to the released
values, with covid_testing_plan.json (its categories and bounds from the table's public codebook):
covid-0-import.png to covid-5-release.png. Then every page in German, Chinese and Greek (lang-*.png).
Every shot is of a 1366x768 window.
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

    from dpstudio.core.plan import edits
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
    preview_and_release(app, window, tmp / "sample-release", 3, "")

    # the risk panel on a real public table (Toronto marijuana-possession arrests, carData::Arrests)
    window.open_table(HERE.parents[1] / "tests" / "data" / "toronto_arrests.csv")
    wait_for(window.loader.done, app)
    window.project.apply_suggestions()
    window.project.edit_plan("released is sensitive", lambda doc: edits.with_role(doc, "released", "sensitive"))
    window.steps.setCurrentRow(1)
    wait_for(window.columns_page.risk.runner.done, app)
    window.grab().save(str(HERE / "risk-toronto-arrests.png"))
    real_table_walk(app, window, tmp)
    languages_walk(app, window, tmp)
    window.close()


def languages_only():
    """Only the walk through the languages (python make_screenshots.py languages)."""
    import os

    from dpstudio.gui.main_window import MainWindow

    app = QApplication(sys.argv)
    tmp = Path(tempfile.mkdtemp())
    os.environ["DPSTUDIO_LEDGER"] = str(tmp / "ledger.sqlite")
    window = MainWindow(QSettings(str(tmp / "s.ini"), QSettings.IniFormat))
    window.resize(1366, 768)
    window.show()
    settle(app)
    languages_walk(app, window, tmp)
    window.close()


def languages_walk(app, window, tmp):
    """Every page in German, Chinese and Greek (issue 18): the import dialog on covid_testing, then the
    sample's steps, the column panel and the risk panel, the Queries page, the preview and the released
    values, as lang-de-0-import.png ... lang-el-5-release.png."""
    import os

    os.environ.pop("DPSTUDIO_LANGUAGE", None)
    for language in ("de", "zh", "el"):
        # a ledger each: the sample's lifetime budget of 10 holds three releases of 3, not four
        os.environ["DPSTUDIO_LEDGER"] = str(tmp / f"ledger-{language}.sqlite")
        window.choose_language(language, remember=False)
        dialog = window.import_file(HERE.parents[1] / "tests" / "data" / "covid_testing.csv")
        wait_for(dialog.runner.done, app)
        dialog.grab().save(str(HERE / f"lang-{language}-0-import.png"))
        dialog.reject()
        window.open_sample()
        wait_for(window.loader.done, app)
        window.steps.setCurrentRow(0)
        settle(app)
        window.grab().save(str(HERE / f"lang-{language}-1-data.png"))
        window.steps.setCurrentRow(1)
        window.columns_page.view.selectRow(7)  # diagnosis: its column panel
        settle(app)
        window.grab().save(str(HERE / f"lang-{language}-2-columns.png"))
        window.columns_page.side.setCurrentWidget(window.columns_page.risk)
        wait_for(window.columns_page.risk.runner.done, app, 5000)
        window.grab().save(str(HERE / f"lang-{language}-2-risk.png"))
        window.steps.setCurrentRow(2)
        window.queries_page.list.selectRow(2)
        settle(app)
        window.grab().save(str(HERE / f"lang-{language}-3-queries.png"))
        preview_and_release(app, window, tmp / f"release-{language}", 2, f"lang-{language}-")
    window.choose_language("en", remember=False)


def real_table_walk(app, window, tmp):
    """Every step on covid_testing: import, data, columns (rows per person), queries, preview, release."""
    import json

    from dpstudio.core.plan.document import PlanDocument
    from dpstudio.gui.project import plan_snapshot

    data = HERE.parents[1] / "tests" / "data" / "covid_testing.csv"
    plan = json.loads((HERE / "covid_testing_plan.json").read_text(encoding="utf-8"))
    dialog = window.import_file(data)
    wait_for(dialog.runner.done, app)
    dialog.grab().save(str(HERE / "covid-0-import.png"))
    dialog.open_button.click()
    wait_for(window.loader.done, app)
    document = PlanDocument.from_json(plan)
    window.project.edit_snapshot("Apply the plan", lambda snapshot: plan_snapshot(snapshot, document))
    for index, name in enumerate(["covid-1-data", "covid-2-columns", "covid-3-queries"]):
        window.steps.setCurrentRow(index)
        if index == 1:
            wait_for(window.columns_page.people_counter.done, app)
            window.grab().save(str(HERE / "covid-2-rows-per-person.png"))
            window.columns_page.view.selectRow(window.project.column_names.index("result"))
            settle(app)
            window.grab().save(str(HERE / "covid-2-column-detail.png"))
            window.columns_page.side.setCurrentWidget(window.columns_page.risk)
        if index == 2:
            window.queries_page.list.selectRow(2)
        settle(app, 800)
        window.grab().save(str(HERE / f"{name}.png"))
    preview_and_release(app, window, tmp / "covid-release", 1, "covid-")


def preview_and_release(app, window, folder: Path, row: int, prefix: str):
    """Steps 4 and 5: the preview with query `row` selected, then an export into `folder`."""
    window.steps.setCurrentRow(3)
    window.preview_page.recompute()
    wait_for(window.preview_page.runner.done, app)
    window.preview_page.table.selectRow(row)
    settle(app)
    window.grab().save(str(HERE / f"{prefix}4-preview.png"))
    window.steps.setCurrentRow(4)
    window.release_page.folder.setText(str(folder))
    window.release_page.set_lifetime_budget(10)
    settle(app)
    window.release_page.export(confirmed=True)
    wait_for(window.release_page.runner.done, app)
    settle(app, 800)
    window.grab().save(str(HERE / f"{prefix}5-release.png"))
    if prefix.startswith("covid"):  # the end of the released values: a quantile's interval, a mean's
        bar = window.release_page.result.verticalScrollBar()
        bar.setValue(bar.maximum())
        settle(app)
        window.grab().save(str(HERE / f"{prefix}5-release-values.png"))


if __name__ == "__main__":
    languages_only() if sys.argv[1:] == ["languages"] else main()
