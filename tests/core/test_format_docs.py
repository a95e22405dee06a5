"""The format documents state the code's facts: the versions in their titles, tables and examples, the kinds a
query may have, and which mechanisms each kind allows (docs/plan-format.md, docs/release-format.md)."""
import re
from pathlib import Path

from dpstudio.core.output.release_format import RELEASE_VERSION
from dpstudio.core.kinds import QUERY_TYPES
from dpstudio.core.plan.release_plan import PLAN_VERSION

DOCS = Path(__file__).resolve().parents[2] / "docs"
PLAN_DOC = (DOCS / "plan-format.md").read_text(encoding="utf-8")
RELEASE_DOC = (DOCS / "release-format.md").read_text(encoding="utf-8")


def test_the_plan_format_names_the_version_dpstudio_writes_and_those_it_reads():
    assert PLAN_DOC.startswith(f'# The plan format (`"dpstudio_plan": {PLAN_VERSION}`)')
    assert f"this document describes version `{PLAN_VERSION}`" in PLAN_DOC
    assert f"| `dpstudio_plan` | integer | yes | `{PLAN_VERSION}` (`1` to `{PLAN_VERSION - 1}` are read and migrated) |" \
        in PLAN_DOC
    assert f"its version is not one of `1` to `{PLAN_VERSION}`" in PLAN_DOC


def test_the_release_format_names_the_version_dpstudio_writes():
    assert RELEASE_DOC.startswith(f'# The release format (`"dpstudio_release": {RELEASE_VERSION}`)')
    assert f"describes version `{RELEASE_VERSION}`" in RELEASE_DOC
    examples = re.findall(r'"dpstudio_release": (\d+)', RELEASE_DOC)
    assert examples and all(int(v) == RELEASE_VERSION for v in examples), examples


def test_every_kind_is_listed_among_the_fields_every_query_has():
    row = next(line for line in PLAN_DOC.splitlines() if line.startswith("| `kind` | string | yes |"))
    assert set(re.findall(r"`(\w+)`", row)) - {"kind"} == set(QUERY_TYPES)


def test_the_mechanisms_table_says_which_kinds_each_mechanism_is_allowed_for():
    table = PLAN_DOC.split("## Mechanisms", 1)[1].split("\n\n", 2)[1]
    documented = {}
    for line in table.splitlines()[2:]:
        mechanism, allowed, _ = (cell.strip() for cell in line.strip("|").split("|"))
        documented[mechanism.strip("`")] = set(re.findall(r"\b[a-z_]+\b", re.sub(r"\(.*?\)", "", allowed)))
    in_code = {}
    for kind, query in QUERY_TYPES.items():
        for mechanism in query.mechanisms:
            in_code.setdefault(mechanism, set()).add(kind)
    assert documented == in_code
