"""`"kind": "marginals"`: a family of tables measured once (plan version 10). Its plan-level record is plan.py."""
