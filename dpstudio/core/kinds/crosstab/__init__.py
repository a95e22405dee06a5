"""`"kind": "crosstab"`: people or rows per combination of 2 or 3 columns. Its plan-level record is plan.py."""
