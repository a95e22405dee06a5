"""`"kind": "sum"`: the total of a numeric column within its bounds. Its plan-level record is plan.py."""
