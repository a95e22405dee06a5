"""Reading tables: files (CSV, Excel, Parquet, SPSS/SAS/Stata) under a declared reading schema, and
a table's column names and types.

May import: core.base.errors, core.base.progress, and core.plan for the plan's reading section. Nothing here
adds noise or touches the ledger.
"""
