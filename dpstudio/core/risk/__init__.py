"""Re-identification risk of the raw table over quasi-identifiers, for the steward's eyes only.

May import: core.plan, core.errors.
"""
