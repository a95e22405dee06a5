"""The sum in the report's words."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from .plan import SUM

SUM_OUTPUT = KindOutput(kind=SUM, name="sum",
                        release_fields=("sensitivity",))
