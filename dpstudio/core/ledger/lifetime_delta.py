"""The lifetime δ a population's budget gets when the steward gives none: the app's Lifetime δ field
and `dpstudio ledger set-budget --delta` start from the same figure (docs/ledger.md).

A fixed 1e-6, not a plan's δ: a lifetime budget outlives any one plan (the CLI may set it with no plan
at all), and the plan's δ would leave nothing for a second release that needs δ. 1e-6 is ten releases
at the δ = 1e-7 the app suggests, and stays below the 1e-5 that the δ rule allows a whole plan
without a declared population (plan_rules.py), so the people's lifetime guarantee is one the rule
would accept for a single release. Laplace-only releases spend none of it.
"""
from __future__ import annotations

DEFAULT_LIFETIME_DELTA = 1e-6
