"""The Ibis aggregates the kinds' records (kinds/<kind>/exact.py) point to, each importing ibis_parts.py, and Ibis
with it, when an Ibis engine first asks for one: a command the pandas engine answers never imports Ibis (start-up
time: tests/cli/test_startup_imports.py). Each is ibis_parts.py's function of the same name."""
from __future__ import annotations


def cells_part(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.cells_part(*args, **kwargs)


def tables_part(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.tables_part(*args, **kwargs)


def shaped(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.shaped(*args, **kwargs)


def sum_part(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.sum_part(*args, **kwargs)


def quantile_part(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.quantile_part(*args, **kwargs)


def coded(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.coded(*args, **kwargs)


def filtered(*args, **kwargs):
    from . import ibis_parts  # start-up: Ibis only when an Ibis engine answers
    return ibis_parts.filtered(*args, **kwargs)
