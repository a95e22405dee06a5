"""The quantile in the report's words: "median" or "0.25 quantile" where its entry says which (output/quantile_words.py,
which several quantiles' cells share), else its name."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...output.quantile_words import quantile_words
from .plan import QUANTILE


def words(query: dict, language: str = "en") -> str | None:
    if query.get("quantile") is not None:
        return quantile_words(query["quantile"], language)
    return None


QUANTILE_OUTPUT = KindOutput(kind=QUANTILE, name="quantile", words=words,
                             release_fields=("ci95_unit", "candidates"))
