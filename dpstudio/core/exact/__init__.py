"""The exact side of the seam: what a plan needs computed exactly (contribution bounding, filters,
clamping, counts per cell, clamped sums, counts per quantile candidate), where the data lives.

Its results never leave the steward's process and are never published: core.private adds the
noise. May import: core.plan, core.io, core.databases (the plumbing beneath the engines), core.base.errors. Never
core.private, core.output or core.ledger.
"""
