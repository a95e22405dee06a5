"""`dpstudio` with no arguments opens the desktop app; with arguments, the command line."""
from __future__ import annotations

import atexit
import os
import sys
from pathlib import Path

from .core.base.words.message import Message
# The app, the self-test and the command line are imported in main() once chosen: start-up time (the command line
# loads no Qt; tests/cli/test_startup_imports.py), and a machine without PySide6 still runs the command line.


COMMAND_NAMES = ("release", "check", "preview", "ledger", "verify", "risk", "help")  # cli/main.py's (tests check)


def main(argv=None) -> int:
    as_program = argv is None  # `dpstudio ...` or `python -m dpstudio ...`, not a call from Python
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--self-test"]:
        from .self_test import run

        return run()
    open_path = argv[0] if len(argv) == 1 and _is_a_file_to_open(argv[0]) else None
    if open_path is not None and not Path(open_path).is_file():
        _tell(Message("dpstudio: {path}: no such file. Give a table file (CSV, Excel, Parquet, SPSS, SAS, Stata) or a "
                      "saved project (.dpstudio.json), or a command (dpstudio --help).", path=open_path))
        return 2
    if not argv or open_path is not None:
        try:
            from .gui.app import main as gui_main
        except ImportError as error:
            _tell(Message("The desktop app needs PySide6 and matplotlib ({error}). Install them with: python3 -m venv "
                          ".venv && .venv/bin/pip install -e .   (or use the command line: dpstudio --help)",
                          error=str(error)))
            return 2
        if _no_screen():
            _tell(Message("dpstudio's window needs a screen, and none was found (no DISPLAY or WAYLAND_DISPLAY). "
                          "Start it from a desktop session, or use the command line: dpstudio --help"))
            return 2
        return gui_main(open_path=open_path)
    from .cli.main import main as cli_main

    code = cli_main(argv)
    if as_program:
        leave(code)
    return code


def _tell(message) -> None:
    """A word before the app or the command line starts, in the terminal's language (cli/voice.py: run_language)."""
    from .cli.voice import Voice, run_language

    Voice(run_language(None)).tell(message)


def leave(code: int) -> None:
    """End the command-line process once its work is done and said: Python's exit handlers run
    (temporary folders, Spark's gateway), then the process ends without the C++ static destructors.
    There a native thread pool can abort at exit ("terminate called without an active exception",
    seen twice in CI with pyarrow 26 under load, after a refusal had been printed), turning a clean
    exit code into a crash."""
    try:
        atexit._run_exitfuncs()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):  # a closed pipe (`| head`): nothing more to say
                pass
        os._exit(code)


def _is_a_file_to_open(arg: str) -> bool:
    """`dpstudio FILE` opens the app with FILE; anything that is a command or an option goes to the CLI."""
    return not arg.startswith("-") and arg not in COMMAND_NAMES


def _no_screen() -> bool:
    return (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"))


if __name__ == "__main__":
    sys.exit(main())
