"""The release bundle: release.json and its files, the report and its charts, and delivering them
into the output folder (claimed before the charge).

May import: core.plan, core.private, core.base.errors. Never an engine.
"""
