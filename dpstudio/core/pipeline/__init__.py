"""The top of the core: a release from a table and a plan (release.py), charged to the ledger and written
as a bundle (publish.py), and a bundle checked against the ledger's record of it (bundle_verify.py).

They import the rest of the core; nothing else in the core imports them (a contract in pyproject.toml).
The CLI, the Python API and the app call them.
"""
