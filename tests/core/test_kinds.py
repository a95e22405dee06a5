"""The kind registry (core/kinds): one record per kind, registered once, agreeing with its specification; each
kind's name written only in its own package and the registry."""
import re
from pathlib import Path

from dpstudio.core.kinds import CELLS, KINDS, NAMES, QUERY_TYPES, kind_named, kind_of


def test_every_kind_is_registered_once_with_its_specification():  # QUERY_TYPES: read from KINDS
    assert NAMES == tuple(QUERY_TYPES)  # one each, in the order the plan's "use one of" hint names them
    for kind in KINDS:
        assert kind.query is QUERY_TYPES[kind.name] and kind.query.kind == kind.name
        assert kind_named(kind.name) is kind
        assert kind.query.counted == kind.counted  # the spec writes "of" where the kind counts
        assert kind.label and kind.help and kind.line


def test_a_name_that_is_no_kind_has_none():
    assert kind_named("median") is None and kind_named(["count"]) is None and kind_named(None) is None


def test_a_query_specification_has_its_kind():
    query = QUERY_TYPES["histogram"](id="h", epsilon=1, column="sex", categories=("F",))
    assert kind_of(query).name == "histogram" and kind_of(query).needs_categories


def test_what_the_kinds_say_of_themselves():
    says = lambda what: {k.name for k in KINDS if getattr(k, what)}  # noqa: E731
    assert says("needs_bounds") == {"sum", "mean", "quantile", "quantiles"}
    assert says("needs_categories") == {"histogram", "randomized_response"}
    assert says("grid") == {"crosstab", "marginals", "synthetic"}
    assert says("family") == {"marginals", "synthetic"}
    assert says("grouped") == {"count", "sum", "mean", "quantile"}
    assert says("discovers") == {"count", "histogram", "crosstab"}
    assert says("suppressible") == {"count", "histogram", "crosstab", "rows_per_person", "mean"}
    assert says("ranks") == {"quantile", "quantiles"}
    assert {k.name for k in KINDS if "sum_to" in k.fields} == {"histogram", "crosstab", "rows_per_person"}



def test_the_preview_layer_covers_every_kind():
    import importlib

    from dpstudio.core.preview.kind_previews import KIND_PREVIEWS, preview_of

    assert set(KIND_PREVIEWS) == set(KINDS) and all(p.kind is k for k, p in KIND_PREVIEWS.items())
    for kind in KINDS:  # each defined in its own package's preview.py
        module = importlib.import_module(f"dpstudio.core.kinds.{kind.name}.preview")
        assert KIND_PREVIEWS[kind] in vars(module).values()
    query = QUERY_TYPES["histogram"](id="h", epsilon=1, column="sex", categories=("F",))
    assert preview_of(query) is KIND_PREVIEWS[kind_of(query)] and preview_of(query).kind.name == "histogram"


def test_the_output_layer_covers_every_kind():
    import importlib

    from dpstudio.core.output.kind_outputs import KIND_OUTPUTS, output_of

    assert set(KIND_OUTPUTS) == set(KINDS) and all(o.kind is k for k, o in KIND_OUTPUTS.items())
    for kind in KINDS:  # each defined in its own package's output.py
        module = importlib.import_module(f"dpstudio.core.kinds.{kind.name}.output")
        assert KIND_OUTPUTS[kind] in vars(module).values()
    assert output_of("crosstab").name == "count per combination" and output_of("median") is None


def test_what_each_kind_adds_to_the_output():
    from dpstudio.core.output.kind_outputs import KIND_OUTPUTS

    has = lambda what: {k.name for k, o in KIND_OUTPUTS.items() if getattr(o, what)}  # noqa: E731
    assert has("section") == {"marginals", "synthetic"}  # its own section of the report
    assert has("scale_words") == {"marginals", "synthetic", "quantiles"}
    assert has("cell_words") == {"quantiles"}
    assert has("after_cells") == has("about") == has("estimated_counts") == has("sheet_rows") == {"randomized_response"}
    assert has("mechanism_words") == {"randomized_response"}  # its own mechanism, named as it is
    assert has("intro") == has("bundle_files") == has("public_entry") == has("entry_fields") == {"synthetic"}
    for kind, own in KIND_OUTPUTS.items():  # release.json: an entry without cells is a grouped kind's single value
        assert own.release_fields and ("cells" in own.release_fields or kind.grouped)


def test_what_the_kinds_require_of_a_plan():
    requires = {k.name: k.required for k in KINDS if k.required}
    assert requires == {"histogram": ("column",), "crosstab": ("columns",), "marginals": ("columns",),
                        "synthetic": ("columns",), "sum": ("column", "bounds"), "mean": ("column", "bounds"),
                        "quantile": ("column", "bounds", "quantile"), "quantiles": ("column", "bounds", "quantiles"),
                        "randomized_response": ("column", "categories")}
    for kind in KINDS:  # each names fields of its own
        assert set(kind.required + kind.needs_any_of + kind.needs_one_of) <= kind.fields
        assert bool(kind.columns_between) == ("columns" in kind.required)
    assert {k.name for k in KINDS if k.needs_any_of} == {"histogram", "crosstab"}
    assert {k.name for k in KINDS if k.needs_one_of} == {"marginals"}


def test_the_exact_layer_covers_every_kind():
    import importlib

    from dpstudio.core.exact.kind_answers import KIND_ANSWERS, exact_of

    assert set(KIND_ANSWERS) == set(KINDS) and all(e.kind is k for k, e in KIND_ANSWERS.items())
    for kind in KINDS:  # each defined in its own package's exact.py
        module = importlib.import_module(f"dpstudio.core.kinds.{kind.name}.exact")
        assert KIND_ANSWERS[kind] in vars(module).values()
        record = KIND_ANSWERS[kind]  # an answer on each engine: from its rows, an aggregate, a code per row or person
        assert record.answer or record.people_answer
        assert (record.part and record.decode) or record.row_codes or (record.people_part and record.decode)
        assert record.per_group == (kind.grouped and kind.counts != CELLS)  # a grouped count is cells
    query = QUERY_TYPES["histogram"](id="h", epsilon=1, column="sex", categories=("F",))
    assert exact_of(query) is KIND_ANSWERS[kind_of(query)] and exact_of(query).kind.name == "histogram"


def test_the_private_layer_covers_every_kind():
    import importlib

    from dpstudio.core.private.kind_drafts import KIND_DRAFTS, draft_named, draft_of

    assert set(KIND_DRAFTS) == set(KINDS) and all(d.kind is k for k, d in KIND_DRAFTS.items())
    for kind in KINDS:  # each defined in its own package's private.py
        module = importlib.import_module(f"dpstudio.core.kinds.{kind.name}.private")
        assert KIND_DRAFTS[kind] in vars(module).values()
        record = KIND_DRAFTS[kind]
        assert record.per_group == (kind.grouped and kind.counts != CELLS)  # a grouped count is cells
        assert not (record.counts_published or record.suppressed_by_count) or kind.suppressible
    query = QUERY_TYPES["histogram"](id="h", epsilon=1, column="sex", categories=("F",))
    assert draft_of(query) is KIND_DRAFTS[kind_of(query)] and draft_named("histogram") is draft_of(query)
    assert draft_named("median") is None



PRODUCT = Path(__file__).resolve().parents[2] / "dpstudio"
# A kind's name that is also another word of the plan, the release or the messages: "count" (the number a plural
# form's sentence counts, counted("count", ...); randomized response's estimated count in a cell; a mean's noise
# part), "sum" (a mean's noise part), "quantile" and "quantiles" (a field of those kinds' queries, named as the
# kind). For these the scan looks for the name said as a kind ("kind": "count", kind == "count", kind_named("sum"))
ALSO_ANOTHER_WORD = {"count", "sum", "quantile", "quantiles"}
# where a kind's quoted name may stand outside its package and the registry (path under dpstudio/: the reason);
# none today
ALLOWED: dict[str, dict[str, str]] = {}


def _kind_names_outside(name: str, product: Path = PRODUCT) -> list[str]:
    """Each line of the product's source outside the kind's package and the registry that writes the kind's name in
    quotes (grep -rn '"name"' dpstudio/, and with single quotes), as "path:line: text"."""
    quoted = [f'"{name}"', f"'{name}'"]
    as_kind = re.compile(r"kind\w*\W{1,8}[\"']" + name + r"[\"']")
    found = []
    for path in sorted(product.rglob("*.py")):
        where = path.relative_to(product).as_posix()
        if where.startswith(f"core/kinds/{name}/") or where == "core/kinds/__init__.py" \
                or where in ALLOWED.get(name, {}):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if as_kind.search(line) if name in ALSO_ANOTHER_WORD else any(q in line for q in quoted):
                found.append(f"{where}:{number}: {line.strip()}")
    return found


def test_a_kind_is_named_only_in_its_package_and_the_registry():
    """Issue 45's measure: adding a kind is one new package and its registration, so no other module names it:
    every layer asks the registry (kinds.KINDS, and each layer's records of the kinds). The catalogues (.po) hold
    the words ("mean", "quantile"), not the code, and are not read here."""
    for kind in KINDS:
        assert _kind_names_outside(kind.name) == [], kind.name


def test_the_scan_finds_a_kind_named_outside_its_package(tmp_path):
    module = tmp_path / "core" / "output" / "somewhere.py"
    module.parent.mkdir(parents=True)
    module.write_text('if query["kind"] == "synthetic":\n    pass\nWORDS = {"count": 1}\nif kind == \'count\': pass\n')
    assert _kind_names_outside("synthetic", tmp_path) == ['core/output/somewhere.py:1: if query["kind"] == "synthetic":']
    assert _kind_names_outside("count", tmp_path) == ["core/output/somewhere.py:4: if kind == 'count': pass"]
