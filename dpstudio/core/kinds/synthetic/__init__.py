"""`"kind": "synthetic"`: synthetic rows drawn from a family of tables (plan version 11). Its plan-level record is
plan.py."""
