"""`dpstudio.publish(source, plan, out=FOLDER)`: a release from Python, charged to the ledger as the app's
Export and `dpstudio release` charge it.

It adds no charging of its own: the source is opened and named as api.py opens it for
release_uncharged (a file under the plan's reading schema, Parquet by DuckDB, a database, an Ibis
table), and handed to the core's publish (core/pipeline/publish.py), which the CLI and the app call. So
everything that can be checked is checked before the charge; the table's people are found in the
ledger by their keyed sketch, the same population the app and the CLI find for the same data; a
release over the population's lifetime budget, or against a ledger that fails its own verification,
is refused (BudgetExceeded) with nothing charged or written; otherwise the noise is drawn once, the
release charged, and its files (the bundle `dpstudio release` writes) written into a new folder.

The scripts and notebooks the app saves (core/output/plan_code.py) call it.
"""
from __future__ import annotations


def publish(source, plan, *, out, ledger=None, population: str | None = None, language: str = "en",
            table: str | None = None, memory_limit: str | None = None):
    """Release `source` under `plan` (a dict or a ReleasePlan) into the new folder `out`, charged to the
    lifetime budget of the table's people in the ledger.

    `source`, `table` and `memory_limit` are as for `dpstudio.release_uncharged`. `ledger` is the
    ledger file (default: $DPSTUDIO_LEDGER, or ledger.sqlite in your data folder: the app's and
    `dpstudio release`'s default). `population` (an id or its start, as `ledger show` prints it)
    declares the table part of that known population, as `dpstudio release --population` does.
    `language` is the report's (en, de, zh, el).

    Returns what was published: `.folder`, `.release` (the content of release.json), `.ledger_record`,
    `.spent` and `.lifetime` (the population's budget, after this release), `.steward_notes` (about the
    table, for your eyes only; never in the release).

    Raises BudgetExceeded (nothing charged or written) when the release would exceed the lifetime budget,
    when no lifetime budget is set, or when the ledger fails its own verification; PlanError or
    InputError (nothing charged or written) for a plan or table that does not fit, or an `out` that is
    not a new folder; ChargedNotDelivered when the files could not all be written after the charge (the
    budget WAS spent; the message says where the partial files are).
    """
    # start-up: `import dpstudio` loads this module (dpstudio.publish); the ledger, plan and pipeline only when called
    from .api import named_source
    from .core.ledger.book import Ledger
    from .core.plan.release_plan import ReleasePlan, parse_plan
    from .core.pipeline.publish import publish as charge_and_write
    from .report_pdf import write_pdf

    plan = plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
    with named_source(source, plan, table, memory_limit) as named, Ledger(ledger) as book:
        return charge_and_write(named.source, plan, named.fingerprint, out, book, pdf_writer=write_pdf,
                                source=named.name, population=population, language=language)
