"""`"kind": "histogram"`: people or rows per category or bin of one column. Its plan-level record is plan.py."""
