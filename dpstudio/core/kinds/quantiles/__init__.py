"""`"kind": "quantiles"`: several quantiles of a numeric column, chosen jointly (plan version 10). Its plan-level
record is plan.py."""
