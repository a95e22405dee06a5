"""dpstudio's pure core: no Qt, no pyplot. The CLI, the GUI and the tests all call it.

One seam runs through it: core.exact computes what a plan needs exactly, where the data lives;
core.private adds the noise in the steward's process. The packages:
io (reading tables), plan (the plan and its queries), exact (exact aggregates), private (noise,
budgets, post-processing), preview (expected error), output (bundle, report, delivery),
ledger (the persistent budget ledger), risk (re-identification risk); pipeline (at the top: release.py
and publish.py run a plan end to end); base (at the bottom: errors, languages, number formats,
progress, the Budget, the Message type and its catalogues) is shared by all.
"""
