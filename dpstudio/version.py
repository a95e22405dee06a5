"""dpstudio's version, from the installed package's metadata (pyproject.toml is its one source): a module of
its own so that the core can name it without importing the package's Python API."""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dpstudio")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0+unknown"
