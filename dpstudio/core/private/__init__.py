"""The private side of the seam, always in the steward's process: calibration, the single draw of
noise from OpenDP's samplers, post-processing, intervals and budget arithmetic.

May import: core.plan (query specs), core.exact's answer type, core.errors. Never an engine.
"""
