"""`dpstudio --self-test`: prove an installed or bundled dpstudio works end to end.

Opens the main window (offscreen when there is no screen), loads the bundled sample dataset and
plan, previews it, releases it into a temporary folder with a scratch ledger, checks every file
of the bundle against SHA256SUMS and its signature, and exits 0; any failure prints what failed
and exits 1.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
# Each check's modules are imported in the function that runs it: start-up, and a check of a part a machine lacks
# (the app's Qt, pyreadstat) fails alone, with its message.

EXPECTED = {"SHA256SUMS", "SHA256SUMS.sig", "public-key.pem", "plan.json", "release.csv", "release.json", "release.xlsx",
            "report.html", "report.pdf"}


def _wait(app, condition, seconds=120):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("timed out")
        app.processEvents()
        time.sleep(0.01)


def _other_formats(frame, work: Path) -> str:
    """Every reader the bundle ships: Parquet, Excel, Stata, SPSS round trips of the sample."""
    import pyreadstat

    from .core.io.loading import load_table

    small = frame.head(50)
    small.to_parquet(work / "t.parquet")
    small.to_excel(work / "t.xlsx", index=False)
    pyreadstat.write_dta(small.astype({"cost": "float64"}), str(work / "t.dta"))
    pyreadstat.write_sav(small.astype({"cost": "float64"}), str(work / "t.sav"))
    for name in ("t.parquet", "t.xlsx", "t.dta", "t.sav"):
        loaded = load_table(work / name)
        if len(loaded.frame) != len(small):
            raise AssertionError(f"{name} read back {len(loaded.frame)} rows")
    return "Parquet, Excel, Stata and SPSS read"


def _reports_in_every_language(out: Path) -> str:
    """The report's words and Babel's data for every language the app speaks are in the bundle."""
    from .core.base.languages import LANGUAGES
    from .core.output.report import build_report

    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    plan = json.loads((out / "plan.json").read_text(encoding="utf-8"))
    english = build_report({**release, "language": "en"}, plan, charts=False)
    for language in LANGUAGES:
        report = build_report({**release, "language": language}, plan, charts=False)
        if f"<html lang='{language}'>" not in report or (language != "en" and report == english):
            raise AssertionError(f"the report in {language} was not written in it")
    return f"report written in {', '.join(LANGUAGES)}"


def run() -> int:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    work = Path(tempfile.mkdtemp(prefix="dpstudio-self-test-"))
    os.environ["DPSTUDIO_LEDGER"] = str(work / "ledger.sqlite")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from .version import __version__
    from .gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = MainWindow(QSettings(str(work / "settings.ini"), QSettings.IniFormat))
    window.show()
    steps = []
    try:
        window.open_sample()
        _wait(app, lambda: window.project.table is not None and window.project.state.queries)
        steps.append(f"sample loaded: {len(window.project.table.frame):,} rows, "
                     f"{len(window.project.state.queries)} queries")
        steps.append(_other_formats(window.project.table.frame, work))
        page = window.preview_page
        page.recompute()
        _wait(app, lambda: page.table.rowCount() == len(window.project.state.queries))
        steps.append("preview computed")
        release = window.release_page
        release.set_lifetime_budget(10)
        out = work / "release"
        release.folder.setText(str(out))
        release.export(confirmed=True)
        _wait(app, lambda: not release.runner.running)
        names = {p.name for p in out.iterdir()} if out.exists() else set()
        missing = EXPECTED - names
        if missing:
            raise AssertionError(f"the bundle lacks {', '.join(sorted(missing))}")
        from .core.output.bundle_check import check_bundle

        check = check_bundle(out)  # `dpstudio verify`'s check: the files against SHA256SUMS, and its signature
        if check.problems or check.signed_by is None:
            raise AssertionError("; ".join(check.problems) or "the bundle is not signed")
        steps.append(f"release exported, signed and checked ({len(names)} files)")
        steps.append(_reports_in_every_language(out))
    except Exception as error:  # the self-test reports, it does not crash
        print(f"dpstudio {__version__} self-test FAILED after: {'; '.join(steps) or 'start'}: {error}",
              file=sys.stderr)
        return 1
    finally:
        window.close()
    shutil.rmtree(work, ignore_errors=True)
    print(f"dpstudio {__version__} self-test passed: " + "; ".join(steps))
    return 0
