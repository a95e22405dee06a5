"""The command line: `dpstudio release`, `check`, `preview`, `ledger`, `verify`, `risk` (main.py runs them).

Nothing is imported here, so that `dpstudio.cli.main` loads only what a command needs (start-up time:
tests/cli/test_startup_imports.py).
"""
