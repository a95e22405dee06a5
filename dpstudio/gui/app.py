"""Start the desktop app."""
from __future__ import annotations

import sys


def main(argv=None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setOrganizationName("dpstudio")
    app.setApplicationName("dpstudio")
    from PySide6.QtGui import QIcon

    from ..resources import resource_path

    try:
        app.setWindowIcon(QIcon(str(resource_path("icons", "dpstudio.png"))))
    except FileNotFoundError:
        pass  # an icon is not worth failing for
    window = MainWindow()
    install_error_hook(window)
    window.show()
    return app.exec()


def install_error_hook(window) -> None:
    """An exception escaping a slot goes to the one error dialog; the app and its edits stay."""
    import traceback

    def hook(kind, error, trace):
        window.show_error(error, "".join(traceback.format_exception(kind, error, trace)))

    sys.excepthook = hook
