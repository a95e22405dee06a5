"""dpstudio: publish statistics about patients under differential privacy."""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dpstudio")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0+unknown"


def release(table, plan) -> dict:
    """A fresh differentially private release of `table` (a pandas DataFrame) under `plan` (a dict).

    Pure: writes no files, hashes no cell (there is no ledger, so `dataset_fingerprint` is None)
    and draws new noise on every call. Raises PlanError for a plan that
    exceeds its budget, uses an identifier column, lacks bounds or names a missing column.
    """
    from .core.release import produce_release

    return produce_release(table, plan).release
