"""A plan problem's message or hint as data: its English template (a msgid of msgctxt "problem") and its values.

A plan's reader says what is wrong as `ProblemMessage("{value} is not a number", value=repr(raw))`: the English
is the template with each value as an f-string would write it (so the command line, plan files and logs read as
before), and `said(language)` fills the language's own template from the catalogue with the same values, a figure
among them (a budget, a count: the placeholders in FIGURES) in the language's marks, any other value (a column, a
label, what was typed) exactly as it is. No regular expression reads the English back (issue 45, step 2): every
problem of the core (plan, kinds, io, exact, private) is made so.
"""
from __future__ import annotations

from ..languages import DEFAULT_LANGUAGE
from . import FIGURES, _figure
from .catalogue import PROBLEM, words
from .message import _PLACEHOLDER, Message, translated_into

# the templates of problems said in English in every language: no translation yet. Each is a problem only a plan
# file written by hand can have (not a JSON object, no or a wrong format version, a role, budget, accounting, query
# or filter of the wrong shape, a number given as text, an unknown kind), never one the app's plans have, so none
# was translated when the app's problems were (issue 18), and each stays English as it was before issue 45. A
# translator adds one to the .po files (msgctxt "problem") and takes it out of here; tests/core/
# test_message_catalogue.py checks that every ProblemMessage is in the catalogue or here, not both.
UNTRANSLATED = frozenset({
    "a plan must be a JSON object",
    "missing: this does not look like a dpstudio plan",
    'add "dpstudio_plan": {version}',
    "{found} is not a format version",
    'give the version as a whole number: "dpstudio_plan": {version}',
    "version {found} is not supported (this dpstudio reads versions 1 to {version})",
    "open it with the dpstudio that wrote it, or upgrade dpstudio",
    'must be an object, not {type}: give each column\'s role as {"name": "role"}',
    "unknown role {role}",
    'must be null or {"column": ..., "max_rows": k}',
    'missing: give the total budget as {"epsilon": E, "delta": D}',
    'must be an object, not {type}: give the total budget as {"epsilon": E, "delta": D}',
    "{value} is not a way of accounting",
    'use "sequential" (the queries\' epsilons and deltas add up) or "zcdp" (Gaussian noise composes under '
    'zero-concentrated DP: less noise for the same total)',
    "{text} is text, not a number",
    "write it without quotes: {number}",
    "{value} is not a number",
    "must be a list of queries, not {type}: a plan needs at least one query",
    "a query must be a JSON object",
    "{value} is {type}, not text",
    'give the id in quotes, e.g. "{id}"',
    "{value} is not a kind ({type}, not text)",
    "unknown kind {kind}",
    'must be a list of {"column": c, "in": [...]} or {"column": c, "between": [lo, hi]}',
    'must be {"column": c, "in": [values]} or {"column": c, "between": [lo, hi]}',
})


class ProblemMessage(Message):
    """A problem's message or hint: a "problem" template of the catalogue and its values, by name."""

    def __new__(cls, template: str, /, **values):
        made = str.__new__(cls, _filled(template, {name: str(value) for name, value in values.items()}))
        made.template, made.one, made.count_name, made.values = template, None, None, values
        return made

    def said(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The message in `language` (English for a template the catalogue lacks: a test forbids that)."""
        if not translated_into(language):
            return str.__str__(self)
        translated = words(language, PROBLEM).get(self.template)
        if translated is None:
            return str.__str__(self)
        return _filled(translated, {name: _figure(str(value), language) if name in FIGURES else str(value)
                                    for name, value in self.values.items()})

    def __reduce__(self):
        return (_remade, (self.template, self.values))


def _remade(template, values):
    return ProblemMessage(template, **values)


def _filled(template: str, values: dict[str, str]) -> str:
    """`template` with each `{name}` replaced by its value, by name (a template may hold the braces of JSON)."""
    return _PLACEHOLDER.sub(lambda m: values[m[1]] if m[1] in values else m[0], template)
