"""dpstudio: publish statistics about patients under differential privacy."""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dpstudio")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0+unknown"


from .api import release  # noqa: E402 - light: it imports pandas, Ibis or DuckDB only when a source needs them

__all__ = ["release", "__version__"]
