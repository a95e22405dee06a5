"""Database plumbing, beneath the engines: connecting by URL (the password kept out of everything written),
read-only sessions and queries, the drivers' and servers' errors in the steward's words, the drivers quieted,
a running statement stopped on Cancel, Spark's master checked and its session started, DuckDB's memory, and
whether the role may write.

Nothing here computes an answer: core.exact's engines do, on the connections and tables opened here. May import:
core.base.errors, core.base.progress, core.base.languages, core.base.words (messages) and dpstudio.terminal. Never core.exact (the
engines sit above it), core.plan, core.private, core.output or core.ledger.
"""
