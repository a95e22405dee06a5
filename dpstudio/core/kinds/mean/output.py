"""The mean in the report's words."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from .plan import MEAN

MEAN_OUTPUT = KindOutput(kind=MEAN, name="mean",
                         release_fields=("components", "estimate_from"))
