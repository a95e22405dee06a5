"""`dpstudio` with no arguments opens the desktop app; with arguments, the command line."""
from __future__ import annotations

import sys


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--self-test"]:
        from .self_test import run

        return run()
    if not argv:
        try:
            from .gui.app import main as gui_main
        except ImportError as error:
            print(f"The desktop app needs PySide6 and matplotlib ({error}). Install them with: "
                  "python3 -m pip install -e .   (or use the command line: dpstudio --help)",
                  file=sys.stderr)
            return 2
        if _no_screen():
            print("dpstudio's window needs a screen, and none was found (no DISPLAY or WAYLAND_DISPLAY). "
                  "Start it from a desktop session, or use the command line: dpstudio --help", file=sys.stderr)
            return 2
        return gui_main()
    from .cli import main as cli_main

    return cli_main(argv)


def _no_screen() -> bool:
    import os

    return (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"))


if __name__ == "__main__":
    sys.exit(main())
