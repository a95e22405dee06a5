"""The bundle's libraries loaded on a second thread while a release works on the table (issue 47, fixed costs).

A release imports matplotlib (the report's charts, about 0.3 s) and Qt (report.pdf) only when it renders the
bundle, after the ledger's sketch and the answers: on the one thread that runs Python, after the table's work.
That work runs in DuckDB, which lets go of Python's lock while it runs, so a second thread can import them
meanwhile and the bundle finds them loaded (benchmarks/RESULTS.md, "Fixed costs of a release at 10^6 rows").

The thread only imports: it calls nothing the release calls, so the release draws and writes exactly as it
would without it (a module being imported here is waited for by the release's own import of it). It loads
what this plan's bundle uses: no chart, no matplotlib (tests/cli/test_startup_imports.py).
"""
from __future__ import annotations

import threading

from ..core.kinds import kind_of


def preload_bundle(plan) -> threading.Thread:
    """Start importing the libraries the bundle of `plan` (a ReleasePlan) will use; join the thread returned
    before the process ends."""
    thread = threading.Thread(target=_load, args=(draws_charts(plan),), name="dpstudio-preload", daemon=True)
    thread.start()
    return thread


def draws_charts(plan) -> bool:
    """Whether the report may draw a chart: a query with cells (a grouped one, or one whose kind has cells; a
    count, sum, mean or quantile without group_by has one value and no chart)."""
    return any(not kind_of(query).grouped or query.group_by for query in plan.queries)


def _load(charts: bool) -> None:
    # imported here, on this thread, and not at the top: loading them off the release's path is this thread's job
    try:
        if charts:
            from ..core.output import report_charts  # noqa: F401  matplotlib and its Agg canvas
        from PySide6 import QtCore, QtGui, QtWidgets  # noqa: F401  what report_pdf.write_pdf uses
    except ImportError:  # the release meets the same failure where it needs the module, and says so there
        return
