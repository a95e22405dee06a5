"""The query kinds, registered once: `KINDS`, each a `Kind` (kind.py) defined in a package of its own
(kinds/<name>/plan.py) with its query specification (kinds/<name>/query.py; `QUERY_TYPES` maps each name to it).
The plan's reader and the app dispatch on these records instead of comparing kind names: `kind_named("histogram")`
for a plan's JSON or the app's query dicts, `kind_of(query)` for a query specification.

This package is at the plan's level: it and each kind's plan.py import the plan, never a layer above it (the
import contracts in pyproject.toml say so). docs/architecture.md ("Query kinds") says how a kind's exact answer,
noise, expected error and report section join it, each from a module of the layer it belongs to."""
from __future__ import annotations

from ..plan.queries import Query
from .count.plan import COUNT
from .crosstab.plan import CROSSTAB
from .histogram.plan import HISTOGRAM
from .kind import CELLS, VALUES, Kind
from .marginals.plan import MARGINALS
from .mean.plan import MEAN
from .quantile.plan import QUANTILE
from .quantiles.plan import QUANTILES
from .randomized_response.plan import RANDOMIZED_RESPONSE
from .rows_per_person.plan import ROWS_PER_PERSON
from .sum.plan import SUM
from .synthetic.plan import SYNTHETIC

# in the order the plan's "use one of" hint and the app's Add query menu list them
KINDS: tuple[Kind, ...] = (COUNT, HISTOGRAM, CROSSTAB, SUM, MEAN, QUANTILE, RANDOMIZED_RESPONSE, ROWS_PER_PERSON,
                           MARGINALS, QUANTILES, SYNTHETIC)
_BY_NAME = {kind.name: kind for kind in KINDS}
NAMES = tuple(_BY_NAME)
QUERY_TYPES = {kind.name: kind.query for kind in KINDS}  # each kind's frozen specification (kinds/<kind>/query.py)


def kind_named(name) -> Kind | None:
    """The kind a plan's (or the app's) query names, or None for a name that is no kind (or no text)."""
    return _BY_NAME.get(name) if isinstance(name, str) else None


# the kind of a query dict that names none, or one that is no kind (its reader says so): it has no field of its
# own and says no to every question
UNKNOWN = Kind(name="", query=Query, read=lambda reader, item: {}, fields=frozenset(), label="", help="", line="")


def kind_said(query: dict) -> Kind:
    """The kind a query dict (a plan's JSON, the app's query) names; UNKNOWN where it names none."""
    return kind_named(query.get("kind")) or UNKNOWN


def kind_of(query) -> Kind:
    """The kind of a query specification (kinds/<kind>/query.py)."""
    return _BY_NAME[query.kind]


__all__ = ["KINDS", "NAMES", "QUERY_TYPES", "UNKNOWN", "Kind", "kind_named", "kind_said", "kind_of", "COUNT", "HISTOGRAM", "CROSSTAB", "SUM", "MEAN",
           "QUANTILE", "RANDOMIZED_RESPONSE", "ROWS_PER_PERSON", "MARGINALS", "QUANTILES", "SYNTHETIC", "CELLS", "VALUES"]
