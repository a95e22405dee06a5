"""Start the desktop app."""
from __future__ import annotations

import sys
import traceback


def main(argv=None, open_path=None) -> int:
    """The app; with `open_path`, a table file or a saved project (.dpstudio.json) opened at once."""
    # start-up: `dpstudio --help` and the command line never load Qt
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setOrganizationName("dpstudio")
    app.setApplicationName("dpstudio")
    # start-up: `dpstudio --help` and the command line never load Qt
    from PySide6.QtGui import QIcon

    from ..resources import resource_path

    try:
        app.setWindowIcon(QIcon(str(resource_path("icons", "dpstudio.png"))))
    except FileNotFoundError:
        pass  # an icon is not worth failing for
    from ..report_pdf import add_bundled_font

    add_bundled_font()  # Greek and Chinese words on a machine without such fonts (after the system's)
    window = start_window(open_path)  # referenced until the app quits, so it is not collected
    code = app.exec()
    del window
    return code


def start_window(open_path=None):
    """The main window, shown; `open_path` opened once the event loop runs (a project by its name)."""
    # start-up: `dpstudio --help` and the command line never load Qt or the window
    from PySide6.QtCore import QTimer

    from .main_window import MainWindow

    window = MainWindow()
    install_error_hook(window)
    window.show()
    if open_path is not None:
        QTimer.singleShot(0, lambda: open_given(window, str(open_path)))
    return window


def is_project_file(path: str) -> bool:
    return path.lower().endswith(".dpstudio.json") or path.lower().endswith(".dpstudio")


def open_given(window, path: str) -> None:
    if is_project_file(path):
        window.open_project(path)
    else:
        window.import_file(path)


def install_error_hook(window) -> None:
    """An exception escaping a slot goes to the one error dialog; the app and its edits stay."""

    def hook(kind, error, trace):
        window.show_error(error, "".join(traceback.format_exception(kind, error, trace)))

    sys.excepthook = hook
