"""Re-identification risk of the raw table over quasi-identifiers, for the steward's eyes only.

May import: core.plan, core.base.errors, core.io, core.base.words, core.exact (how persons are told apart;
on_engine.py: the engine's sources).
"""
