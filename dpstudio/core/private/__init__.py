"""The private side of the seam, always in the steward's process: calibration, the single draw of
noise from OpenDP's samplers, post-processing, intervals and budget arithmetic.

May import: core.plan (query specs), the answer types (core/base/exact_answers.py), budgets (core/base/budget.py,
core/base/exact_numbers.py), core.base.errors. Never core.exact, never an engine.
"""
