"""The kind registry (core/kinds): one record per kind, registered once, agreeing with its specification."""
from dpstudio.core.kinds import CELLS, KINDS, NAMES, QUERY_TYPES, kind_named, kind_of


def test_every_kind_is_registered_once_with_its_specification():
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
