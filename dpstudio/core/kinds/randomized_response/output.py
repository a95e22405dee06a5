"""Randomized response in the report's words."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from .plan import RANDOMIZED_RESPONSE

RANDOMIZED_RESPONSE_OUTPUT = KindOutput(kind=RANDOMIZED_RESPONSE, name="shares by randomized response")
