"""Several quantiles in the output: their name in the report, each cell's and each noise scale's quantile in words
(output/quantile_words.py), the fields of their entry."""
from __future__ import annotations

from ...base.locale_format import format_number
from ...base.words import say
from ...output.kind_output import KindOutput
from ...output.quantile_words import quantile_words
from .plan import QUANTILES


def scale_words(scale: dict, lang: str) -> str:
    """Its noise scale in the report's table of queries, one per quantile: "median 1.2, 0.25 quantile 1.2"."""
    return say(lang, ", ").join(f"{quantile_words(k, lang)} {format_number(v, lang)}" for k, v in scale.items())


def cell_words(cell: dict, lang: str) -> str:
    """A cell's key in the report: its quantile, "median" or "0.25 quantile"."""
    return quantile_words(cell["key"]["quantile"], lang)


QUANTILES_OUTPUT = KindOutput(kind=QUANTILES, name="quantiles, chosen jointly",
                              scale_words=scale_words, cell_words=cell_words,
                              release_fields=("cells", "ci95_unit", "candidates", "levels"))
