"""The persistent ledger of releases per population: its keyed chain, head, store, verification,
and which population (a keyed sketch of the people) a table is.

May import: core.plan, core.private (budgets), core.base.errors, core.output.signature (a public key's form and
fingerprint, for the data office's signing key: signing.py).
"""
