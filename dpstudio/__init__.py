"""dpstudio: publish statistics about patients under differential privacy.

From Python, `dpstudio.publish(source, plan, out=FOLDER)` makes a release as the app and `dpstudio release`
do: charged to the ledger, refused over the lifetime budget, written into a new folder.
`dpstudio.release_uncharged(source, plan)` is for library use: it charges nothing and writes nothing.
"""
from __future__ import annotations

# light: they import pandas, Ibis, DuckDB or the ledger only when called
from .api import release, release_uncharged  # noqa: E402
from .api_publish import publish  # noqa: E402
from .core.base.errors import BudgetExceeded, ChargedNotDelivered, DpStudioError  # noqa: E402

__all__ = ["publish", "release_uncharged", "release", "DpStudioError", "BudgetExceeded", "ChargedNotDelivered",
           "__version__"]


def __getattr__(name: str):
    """`dpstudio.__version__`, read from the package's metadata (importlib.metadata, some 50 ms) when asked:
    not by every command that imports the package."""
    if name == "__version__":
        # a module's __getattr__: the version is read when asked for
        from .version import __version__

        return __version__
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
