"""`"kind": "randomized_response"`: each row's category, randomized. Its plan-level record is plan.py."""
