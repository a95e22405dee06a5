"""Every message the core gives a person is in the catalogue, in German, Chinese and Greek (issue 32).

The walk reads dpstudio's source (not a sample of runs, which would miss the rare error): every error of
the user's kind it raises (errors.DpStudioError and its subclasses, wherever defined) and every note or
warning it appends is made of Messages, never a bare English string or f-string; and every Message's
template has its three translations with the same placeholders, its plural forms where the language
has them. Then the rendering itself: figures in the language's marks, plural forms by CLDR's rule,
nested messages said in the same language, English untouched.
"""
from __future__ import annotations

import ast
import pickle
import re
from pathlib import Path

import pytest

import dpstudio
from dpstudio.core.base.errors import BudgetExceeded, Cancelled, ChargedNotDelivered, DpStudioError, InputError
from dpstudio.core.base.words.message import Message, catalogue, counted, placeholders, said

PACKAGE = Path(dpstudio.__file__).parent
CORE = PACKAGE / "core"
TRANSLATED = ("de", "zh", "el")
PLURAL = ("de", "el")  # languages with a one/other distinction (Chinese has none)
USER_ERRORS_BASE = {"DpStudioError", "InputError", "PlanError", "BudgetExceeded", "ChargedNotDelivered",
                    "Cancelled"}


def _modules(root: Path):
    for path in sorted(root.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _name(func) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _user_errors() -> set[str]:
    """DpStudioError's subclasses, by name, wherever the package defines them."""
    known, bases = set(USER_ERRORS_BASE), {}
    for _, tree in _modules(PACKAGE):
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = {_name(b) for b in node.bases}
    grown = True
    while grown:
        new = {name for name, parents in bases.items() if parents & known} - known
        known |= new
        grown = bool(new)
    return known


def _is_message_call(node) -> bool:
    return isinstance(node, ast.Call) and _name(node.func) in {"Message", "counted"}


# say(): the report's catalogue, which test_report_languages checks; Problem() and ProblemMessage(): a plan's
# problem, said by the catalogue's "problem" templates (test_every_problem_text_has_its_template below)
SAID = {"Message", "counted", "say", "Problem", "ProblemMessage"}


def _bare_texts(node):
    """The English string literals and f-strings in `node` (words: a letter in it), outside the calls that
    translate (Message, counted, say)."""
    if isinstance(node, ast.Call) and _name(node.func) in SAID:
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if any(c.isalpha() for c in node.value):
            yield node
        return
    if isinstance(node, ast.JoinedStr):
        if any(c.isalpha() for part in node.values if isinstance(part, ast.Constant) for c in part.value):
            yield node
        return
    for child in ast.iter_child_nodes(node):
        yield from _bare_texts(child)


def _a_place(node) -> bool:
    """A `where=` that names a place in a plan file ("plan", f"{where}.{key}", f"'{query.id}'"): no
    sentence, no space in it."""
    parts = [node.value] if isinstance(node, ast.Constant) else [
        p.value for p in getattr(node, "values", []) if isinstance(p, ast.Constant)]
    return isinstance(node, (ast.Constant, ast.JoinedStr)) and not any(" " in str(p) for p in parts)


def _assigned_texts(function, name: str):
    """Bare texts assigned to `name` in `function` (`message = f"..."; raise InputError(message)`)."""
    for node in ast.walk(function):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets) and node.value is not None:
                yield from _bare_texts(node.value)


def _functions(tree):
    """(node, its innermost enclosing function or the module)."""
    def visit(node, owner):
        for child in ast.iter_child_nodes(node):
            inner = child if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) else owner
            yield child, inner
            yield from visit(child, inner)
    yield from visit(tree, tree)


def _unsaid():
    """Each place in the core where a person would read English: `path:line: source`."""
    errors, found = _user_errors(), []
    for path, tree in _modules(CORE):
        for node, owner in _functions(tree):
            if not isinstance(node, ast.Call):
                continue
            called = _name(node.func)
            receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
            is_note = (called in {"append", "extend", "insert"} and receiver is not None
                       and any(word in ast.unparse(receiver).lower() for word in ("note", "warning")))
            if called in errors or is_note:
                arguments = [*node.args, *(k.value for k in node.keywords
                                           if not (k.arg == "where" and _a_place(k.value)))]
                if is_note:  # a note is the text appended, not the arguments of a call that makes it (ax.text)
                    arguments = [a for a in arguments if not isinstance(a, ast.Call)]
                bare = [t for a in arguments for t in _bare_texts(a)]
                bare += [t for a in arguments if isinstance(a, ast.Name) for t in _assigned_texts(owner, a.id)]
                found += [f"{path.relative_to(PACKAGE.parent)}:{t.lineno}: {ast.unparse(t)[:90]}" for t in bare]
    return found


def _templates():
    """(template or (one, other), the call's keyword names or None for **values, where) of every Message made."""
    made = []
    for path, tree in _modules(PACKAGE):
        for node in ast.walk(tree):
            if not _is_message_call(node):
                continue
            literals = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
            expected = 1 if _name(node.func) == "Message" else 3  # counted(count_name, one, other)
            if len(literals) < expected:
                continue  # Message(template, **values) in message.py itself, a template passed on
            named = None if any(k.arg is None for k in node.keywords) else {k.arg for k in node.keywords}
            template = literals[0] if expected == 1 else (literals[1], literals[2])
            made.append((template, named, where))
    return made


def test_the_core_says_nothing_in_bare_english():
    assert _unsaid() == []


def _skeleton(node) -> str | None:
    """An f-string or literal as a template without names: f"{n!r} is not {kind}" -> "{} is not {}"."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(p.value if isinstance(p, ast.Constant) else "{}" for p in node.values)
    return None


def test_every_problem_text_has_its_template():
    """Each plan problem the core writes with a literal text or f-string (its message and hint) has a template
    in the catalogue's "problem" family (with its translations, which test_problem_languages checks); each
    ProblemMessage(template, **values) names a template there, with its placeholders as the values' names."""
    from dpstudio.core.base.words.catalogue import PROBLEM, texts

    from dpstudio.core.base.words.problem_message import UNTRANSLATED

    TEXTS = texts(PROBLEM)

    known = {re.sub(r"\{\w+\}", "{}", template) for template in TEXTS}
    lacking, seen = [], 0
    for path, tree in _modules(CORE):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) == "Problem":
                texts = [*node.args[1:3], *(k.value for k in node.keywords if k.arg in ("message", "hint"))]
                for text in filter(None, map(_skeleton, texts)):
                    seen += 1
                    if text not in known:
                        lacking.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {text}")
            elif isinstance(node, ast.Call) and _name(node.func) == "ProblemMessage" and node.args:
                if not isinstance(node.args[0], ast.Constant):
                    continue  # made from a constant of the code (OTHER_CELL): test_problem_languages says it
                seen += 1
                template, named = node.args[0].value, {k.arg for k in node.keywords}
                named_all = None not in named  # with **values the names are not all in the call
                if (template in TEXTS) == (template in UNTRANSLATED) or named_all and named != placeholders(template):
                    lacking.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {template} {named}")
    assert seen > 40 and lacking == []


def test_the_walk_finds_a_bare_message(tmp_path):
    """The walk is not blind: an f-string raised, a literal hint, a text assigned then raised, a note."""
    source = ('def f(notes, n):\n    raise InputError(f"{n} rows")\n'
              'def g():\n    raise DpStudioError(Message("ok"), hint="fix it")\n'
              'def h(n):\n    message = f"{n} bad"\n    raise InputError(message)\n'
              'def i(notes):\n    notes.append("read as latin-1")\n'
              'def j(notes):\n    notes.append(Message("read as {x}", x=1))\n')
    tree = ast.parse(source)
    flagged = []
    for node, owner in _functions(tree):
        if isinstance(node, ast.Call) and (_name(node.func) in USER_ERRORS_BASE or _name(node.func) == "append"):
            arguments = [*node.args, *(k.value for k in node.keywords)]
            flagged += [t.lineno for a in arguments for t in _bare_texts(a)]
            flagged += [t.lineno for a in arguments if isinstance(a, ast.Name) for t in _assigned_texts(owner, a.id)]
    assert sorted(flagged) == [2, 4, 6, 9]


def test_every_message_is_translated_with_its_placeholders():
    words = catalogue()
    problems = []
    for template, named, where in _templates():
        key = template if isinstance(template, str) else template[1]
        english = {key} if isinstance(template, str) else set(template)
        wanted = placeholders(key)
        if isinstance(template, tuple) and placeholders(template[0]) - wanted:
            problems.append(f"{where}: the one-form has a placeholder the other lacks")
        if named is not None and not wanted <= named:
            problems.append(f"{where}: {key!r} is given {sorted(named)}, not {sorted(wanted)}")
        if key not in words:
            problems.append(f"{where}: {key!r} is not in the catalogue")
            continue
        for language in TRANSLATED:
            translated = words[key].get(language)
            if not translated:
                problems.append(f"{where}: {key!r} has no {language}")
                continue
            forms = translated if isinstance(translated, tuple) else (translated,)
            if isinstance(template, tuple) and language in PLURAL and len(forms) != 2:
                problems.append(f"{where}: {key!r} needs a (one, other) pair in {language}")
            for form in forms:
                if placeholders(form) != wanted and not (len(forms) == 2 and form is forms[0]
                                                         and placeholders(form) <= wanted):
                    problems.append(f"{where}: {language} {form!r} has {placeholders(form)}, not {wanted}")
        del english
    assert problems == []


def test_no_message_is_left_over_in_the_catalogue():
    used = {t if isinstance(t, str) else t[1] for t, _, _ in _templates()}
    assert sorted(set(catalogue()) - used) == []


def test_a_message_is_its_english_sentence_and_says_itself_in_each_language():
    note = counted("count", "{count} row had no person id and was left out.",
                   "{count} rows had no person id and were left out.", count=1350)
    assert note == "1,350 rows had no person id and were left out."
    assert note.said("de") == "1.350 Zeilen hatten keine Personenkennung und wurden weggelassen."
    one = counted("count", "{count} row had no person id and was left out.",
                  "{count} rows had no person id and were left out.", count=1)
    assert one == "1 row had no person id and was left out."
    assert one.said("de") == "1 Zeile hatte keine Personenkennung und wurde weggelassen."
    assert one.said("el").startswith("1 γραμμή")
    assert note.said("zh").startswith("1,350 ")
    assert pickle.loads(pickle.dumps(note)).said("de") == note.said("de")


def test_an_error_says_its_parts_in_the_language_and_figures_in_its_marks():
    refused = BudgetExceeded("epsilon", 1.5, 0.5, hint=Message("Fix the plan and run again."))
    assert str(refused) == "epsilon: requested 1.5, but only 0.5 is available. Fix the plan and run again."
    assert refused.said("de") == ("epsilon: 1,5 verlangt, aber nur 0,5 verfügbar. Korrigieren Sie den Plan und "
                                  "starten Sie erneut.")
    assert Cancelled().said("el") == "Ακυρώθηκε· τίποτα δεν δαπανήθηκε ούτε γράφτηκε."


def test_a_nested_message_is_said_in_the_same_language(tmp_path):
    from dpstudio.core.base.budget import Budget
    from fractions import Fraction

    error = ChargedNotDelivered(Budget(Fraction(1), Fraction(0)), None, None, tmp_path, "disk full")
    german = error.said("de")
    assert "das Budget WURDE verbraucht: Epsilon 1, Delta 0" in german
    assert "konnte nicht aus dem Budgetbuch gelesen werden" in german
    assert "what is left" not in german


def test_a_plain_string_stays_as_it_was():
    assert said("a plain sentence", "de") == "a plain sentence"
    assert said(None, "de") is None
    plain = InputError("not from the catalogue")
    assert plain.said("zh") == "not from the catalogue."


def test_a_sentence_ends_in_its_own_languages_stop():
    from dpstudio.core.base.words.message import sentence

    assert sentence("查询只能读取：它是一条 DELETE 语句，而不是 SELECT") == "查询只能读取：它是一条 DELETE 语句，而不是 SELECT。"
    assert sentence("Die Abfrage ist ein DELETE") == "Die Abfrage ist ein DELETE."
    assert sentence("已结束。") == "已结束。"
    assert sentence("Done.") == "Done."


@pytest.mark.parametrize("language", TRANSLATED)
def test_an_unknown_language_is_refused(language):
    with pytest.raises(ValueError):
        Message("Fix the plan and run again.").said("xx")
    assert isinstance(DpStudioError(Message("Fix the plan and run again.")).said(language), str)


def _po(language: str):
    from babel.messages.pofile import read_po

    from dpstudio.core.base.words.catalogue import po_file

    with po_file(language).open("rb") as file:
        return read_po(file, locale=language)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_text_of_the_catalogue_is_said_in_every_language_with_its_placeholders_filled(language):
    """Every msgid of the language's .po file (issue 45), rendered by the lookup its msgctxt names, each
    placeholder filled: a translation has exactly the placeholders of its English (a plural's one-form may
    leave out the count), a text with plural forms has one per plural form of the language, each chosen by
    the language's rule, and no placeholder is left unfilled."""
    from dpstudio.core.base.words import say
    from dpstudio.core.base.words.stored_message import StoredMessage
    from dpstudio.core.base.words.catalogue import FAMILIES, PROBLEM, REPORT, STORED
    from dpstudio.core.base.words.problem_message import ProblemMessage

    catalogue, problems = _po(language), []
    assert catalogue.locale_identifier == language and catalogue.num_plurals == (1 if language == "zh" else 2)
    said = 0
    for entry in catalogue:
        if not entry.id:
            continue
        plural = isinstance(entry.id, tuple)
        english = entry.id[1] if plural else entry.id
        forms = tuple(entry.string) if plural else (entry.string,)
        wanted = placeholders(english)
        values = {name: f"«{name}»" for name in wanted}
        where = f"{language} {entry.context or ''} {english!r}"
        if len(forms) != (catalogue.num_plurals if plural else 1) or not all(f.strip() for f in forms):
            problems.append(f"{where}: {len(forms)} forms, not {catalogue.num_plurals}")
            continue
        for index, form in enumerate(forms):
            one_form = plural and index == 0 and len(forms) > 1
            if not (placeholders(form) <= wanted if one_form else placeholders(form) == wanted):
                problems.append(f"{where}: {form!r} has {sorted(placeholders(form))}, not {sorted(wanted)}")
        family = entry.context if entry.context in FAMILIES else None
        if family is None and plural:  # each form, chosen by the count (CLDR's rule, as said() chooses)
            count = "count" if "count" in wanted else sorted(wanted)[0]
            rendered = [Message(english, _one=entry.id[0], _count=count, **{**values, count: n}).said(language)
                        for n in (1, 2)]
            expected = [form.replace("{" + count + "}", str(n)) for n, form in
                        zip((1, 2), (forms[0], forms[-1]))]
            expected = [re.sub(r"\{(\w+)\}", lambda m: values.get(m[1], m[0]), text) for text in expected]
        elif family is None:
            rendered, expected = [Message(english, **values).said(language)], [forms[0]]
            expected = [re.sub(r"\{(\w+)\}", lambda m: values.get(m[1], m[0]), expected[0])]
        elif family in (REPORT, STORED):
            rendered, expected = [say(language, english, **values)], [forms[0].format(**values)]
            if family == STORED:  # and from a release's message: its template and values
                rendered.append(StoredMessage(english, **values).said(language))
                expected.append(expected[0])
        else:
            assert family == PROBLEM  # a plan problem's ProblemMessage: its template and values
            rendered = [ProblemMessage(english, **values).said(language)]
            expected = [re.sub(r"\{(\w+)\}", lambda m: values[m[1]], forms[0])]
        said += 1
        for got, want in zip(rendered, expected):
            if got != want or any("{" + name + "}" in got for name in wanted):
                problems.append(f"{where}: said {got!r}, not {want!r}")
    assert problems == []
    assert said > 1200
