"""`"kind": "mean"`: the average of a numeric column within its bounds. Its plan-level record is plan.py."""
