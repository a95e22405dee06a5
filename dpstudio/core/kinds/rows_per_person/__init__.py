"""`"kind": "rows_per_person"`: people by their number of rows (plan version 9). Its plan-level record is plan.py."""
