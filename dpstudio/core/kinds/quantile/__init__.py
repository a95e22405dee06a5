"""`"kind": "quantile"`: a quantile (0.5: the median) of a numeric column. Its plan-level record is plan.py."""
