"""The release plan (a public format, docs/plan-format.md): parsing, migration, limits, the query
specifications with their sensitivities, column roles, and checks of a plan against a table.

May import: core.base.errors and core.base.exact_numbers / accountant (exact budgets). No engine, no noise.
"""
