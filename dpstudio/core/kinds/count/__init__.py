"""`"kind": "count"`: how many people or rows, optionally grouped. Its plan-level record is plan.py."""
