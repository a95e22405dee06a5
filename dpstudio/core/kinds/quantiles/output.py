"""Several quantiles in the report's words (each cell's: output/quantile_words.py)."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from .plan import QUANTILES

QUANTILES_OUTPUT = KindOutput(kind=QUANTILES, name="quantiles, chosen jointly")
