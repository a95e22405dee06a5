"""The desktop app's export of the 10^6-row table, from the click to done (issue 34: target ≤ 2 s).

python benchmarks/bench_gui_export.py [--rows 1000000] [--rounds 3] [--folder /tmp/dpstudio-engines]
                                      [--compare DIR] [--profile DIR] [--json FILE]

Each round starts a fresh process running the real app (MainWindow, offscreen Qt, QSettings in a temporary
ini naming a temporary ledger), which opens the workload's Parquet file with the workload's plan (six
queries, a row per person: engine_data.py, workload.py), sets a lifetime budget on the Release page, waits
until the ledger check and the preview are done, then clicks "Export release…" as a steward does
(QTest.mouseClick), waits for the confirmation, clicks its Yes, and waits for the export's worker. Times,
from perf_counter in the app's process:

  dialog    the click on Export to the confirmation shown (the app's work before the question)
  written   Yes to the moment the worker's export_release returned (bundle written, ledger charged)
  shown     Yes to the moment the page has shown the result (runner.done handled on the GUI thread)
  total     dialog + shown: the steward's wait, without the time spent reading the question

Each process exports twice (a second folder): the first is what a steward meets after opening the app (it
imports what the bundle needs), the second a later export. The medians of the rounds are printed with the
load average before and after. `--profile DIR` adds one process whose first export is profiled (cProfile,
the worker thread and the GUI thread apart) and prints where the time goes. `--compare DIR` adds, in each
round, a process running the dpstudio in DIR (e.g. `git archive COMMIT dpstudio resources | tar -x -C DIR`),
so that two versions are compared in the same rounds, and gives their ratio per round.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))


def _wait(app, condition, timeout: float = 600.0) -> None:
    """Process events until `condition()` holds (fails after `timeout` seconds)."""
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("the app did not get there in time")
        app.processEvents()
        time.sleep(0.002)


class _Profiled:
    """export_release under cProfile on the worker thread (a profile is per thread)."""

    def __init__(self, function):
        import cProfile

        self.function, self.profile = function, cProfile.Profile()

    def __call__(self, *args, **kwargs):
        self.profile.enable()
        try:
            return self.function(*args, **kwargs)
        finally:
            self.profile.disable()


def child(data: str, plan: str, scratch: str, profile: str | None) -> None:
    """One app process: open, budget, preview, then two exports clicked as a steward clicks them."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("DPSTUDIO_LANGUAGE", "en")
    started = time.perf_counter()
    if os.environ.get("BENCH_DPSTUDIO_CODE"):  # another version's dpstudio, before this checkout's
        sys.path.insert(0, os.environ["BENCH_DPSTUDIO_CODE"])
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    import dpstudio.gui.pages.release_page as release_page
    from dpstudio.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(Path(scratch) / "settings.ini"), QSettings.IniFormat)
    settings.setValue("ledger/path", str(Path(scratch) / "ledger.sqlite"))
    window = MainWindow(settings=settings)
    window.show()
    loaded = []
    window.loader.done.connect(lambda *_: loaded.append(time.perf_counter()))
    window.open_table(data, plan)
    _wait(app, lambda: loaded)
    figures = {"start": loaded[0] - started}
    page = window.release_page
    _wait(app, lambda: not page.ledger_runner.running)
    page.set_lifetime_budget(1000)
    _wait(app, lambda: not page.ledger_runner.running)
    figures["ledger check"] = time.perf_counter() - loaded[0]
    window.steps.setCurrentRow(3)
    previewed = []
    window.preview_page.runner.done.connect(lambda *_: previewed.append(1))
    window.preview_page.recompute()
    _wait(app, lambda: previewed or not window.preview_page.runner.running)
    window.steps.setCurrentRow(4)
    _wait(app, lambda: page.export_button.isEnabled(), 30)
    written, shown = [], []
    inner = release_page.export_release
    profiled = _Profiled(inner) if profile else None

    def export_release(*args, **kwargs):
        try:
            return (profiled or inner)(*args, **kwargs)
        finally:
            written.append(time.perf_counter())

    release_page.export_release = export_release  # the function the page starts on its worker, timed as it returns
    page.runner.done.connect(lambda *_: shown.append(time.perf_counter()))  # after the page's own _done
    page.runner.failed.connect(lambda error, details: print(details, file=sys.stderr))
    for number in (1, 2):
        marks: dict[str, float] = {}

        def answer():  # the steward reads the question, then clicks Yes
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox) and "yes" not in marks:
                marks["dialog"] = time.perf_counter()
                marks["yes"] = time.perf_counter()
                QTest.mouseClick(box.button(QMessageBox.Yes), Qt.LeftButton)
            elif "yes" not in marks:
                QTimer.singleShot(1, answer)

        page.folder.setText(str(Path(scratch) / f"release-{number}"))
        written.clear(), shown.clear()
        main_profile = None
        if profile and number == 1:
            import cProfile

            main_profile = cProfile.Profile()
            main_profile.enable()
        QTimer.singleShot(1, answer)
        clicked = time.perf_counter()
        QTest.mouseClick(page.export_button, Qt.LeftButton)  # returns once the question is answered
        _wait(app, lambda: shown)
        if main_profile is not None:
            main_profile.disable()
            _report_profile(profile, profiled.profile, main_profile)
        suffix = "" if number == 1 else " again"
        figures.update({f"dialog{suffix}": marks["dialog"] - clicked, f"written{suffix}": written[0] - marks["yes"],
                        f"shown{suffix}": shown[0] - marks["yes"],
                        f"total{suffix}": marks["dialog"] - clicked + shown[0] - marks["yes"]})
        bundle = sorted(p.name for p in (Path(scratch) / f"release-{number}").iterdir())
        assert "release.json" in bundle and "report.pdf" in bundle, bundle
    page.runner.wait()
    page.ledger_runner.wait()
    window.project.undo_stack.setClean()  # closed without the unsaved-changes question
    window.close()
    print(json.dumps(figures), flush=True)


def _report_profile(folder: str, worker, gui) -> None:
    import pstats

    Path(folder).mkdir(parents=True, exist_ok=True)
    for name, profile in (("worker", worker), ("gui", gui)):
        path = Path(folder) / f"export-{name}.prof"
        profile.dump_stats(str(path))
        print(f"--- {name} thread ({path}), by cumulative time ---", file=sys.stderr)
        pstats.Stats(str(path), stream=sys.stderr).sort_stats("cumulative").print_stats(45)


def one_process(data: Path, plan: Path, profile: str | None = None, code: str | None = None) -> dict:
    scratch = tempfile.mkdtemp(prefix="bench-gui-export-")
    command = [sys.executable, str(Path(__file__).resolve()), "--child", str(data), str(plan), scratch]
    command += ["--profile", profile] if profile else []
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    env.update({"BENCH_DPSTUDIO_CODE": str(Path(code).resolve())} if code else {})
    done = subprocess.run(command, capture_output=True, text=True, cwd=code or ROOT, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"the app's process exited {done.returncode}:\n{done.stderr[-4000:]}")
    if profile:
        Path(profile, "profile.txt").write_text(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--folder", default="/tmp/dpstudio-engines", help="where the Parquet files are (or go)")
    parser.add_argument("--profile", help="also profile one process's first export into this folder")
    parser.add_argument("--compare", help="a folder holding another dpstudio whose app joins each round")
    parser.add_argument("--json", help="also write every round's figures here")
    parser.add_argument("--child", nargs=3, metavar=("DATA", "PLAN", "SCRATCH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child, args.profile)
        return
    from benchmarks.engine_data import parquet_path, write_parquet, write_plan

    data = write_parquet(args.rows, parquet_path(Path(args.folder), args.rows))
    plan = Path(tempfile.mkdtemp(prefix="bench-gui-plan-")) / "plan.json"
    write_plan(plan)
    rounds, compared, loads = [], [], []
    for number in range(args.rounds):
        before = os.getloadavg()
        rounds.append(one_process(data, plan))
        if args.compare:
            compared.append(one_process(data, plan, code=args.compare))
        loads.append((before, os.getloadavg()))
        print(f"round {number + 1} (load {_load(before)} -> {_load(loads[-1][1])}): "
              + ", ".join(f"{k} {v:.2f} s" for k, v in rounds[-1].items())
              + ("; compared: " + ", ".join(f"{k} {v:.2f} s" for k, v in compared[-1].items()) if compared else ""),
              flush=True)
    for name, found in (("this checkout", rounds), (f"compared ({args.compare})", compared)):
        if found:
            print(f"\n{name}: {args.rows:,} rows, {len(found)} rounds, medians (per round):")
        for key in found[0] if found else ():
            values = [r[key] for r in found]
            print(f"  {key:14} {statistics.median(values):6.2f} s  ({', '.join(f'{v:.2f}' for v in values)})")
    for key in ("total", "total again") if compared else ():
        ratios = [a[key] / b[key] for a, b in zip(rounds, compared)]
        print(f"  {key} / compared, per round: median {statistics.median(ratios):.2f}x "
              f"({', '.join(f'{r:.2f}x' for r in ratios)})")
    if args.profile:
        before = os.getloadavg()
        profiled = one_process(data, plan, args.profile)
        print(f"\nprofiled process (load {_load(before)} -> {_load(os.getloadavg())}; cProfile slows it): "
              + ", ".join(f"{k} {v:.2f} s" for k, v in profiled.items()) + f"; see {args.profile}/profile.txt")
    if args.json:
        Path(args.json).write_text(json.dumps({"rounds": rounds, "compared": compared, "loads": loads}, indent=1))


def _load(load) -> str:
    return " / ".join(f"{x:.2f}" for x in load)


if __name__ == "__main__":
    main()
