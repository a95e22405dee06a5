"""A core hint that names the command line's options reaches the app as the app's own hint, whole in its
language (issue 32): "tick New population on the Release page", never "--new-population --reason" nor an English
rewrite of it inside a German dialog; a hint only the command line can act on is left out."""
import ast
import re
from pathlib import Path

import pytest

import dpstudio
from dpstudio.core.base.errors import InputError
from dpstudio.core.base.words.message import Message, placeholders
from dpstudio.gui.problem_words import APP_HINTS, COMMAND_LINE, COMMAND_LINE_ONLY, app_hint
from dpstudio.gui.translation import install_language

CORE = Path(dpstudio.__file__).parent / "core"
ENGLISH = re.compile(r"\b(the|and|or|choose|page|ledger|reason|tick|file|population|Release|File|give|with|Open|"
                     r"other|programs|backup|sheets|list|folder|first|them)\b")


def _templates(node):
    for call in ast.walk(node):
        if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "Message":
            literals = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            yield from literals[:1]


def core_hints_naming_options() -> set[str]:
    """Every hint the core gives (hint=..., a refusal's fourth argument, a *_hint function's return, a *HINT*
    constant) whose template names a command line option or command."""
    found = set()
    for path in CORE.rglob("*.py"):
        if "words" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            places = []
            if isinstance(node, ast.Call):
                places += [k.value for k in node.keywords if k.arg == "hint"]
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                places += node.args[3:4] if name in ("BudgetExceeded", "LedgerRefusal") else []
            elif isinstance(node, ast.FunctionDef) and node.name.endswith("hint"):
                places += [r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None]
            elif isinstance(node, ast.Assign) and any("HINT" in getattr(t, "id", "") for t in node.targets):
                places.append(node.value)
            found |= {t for place in places for t in _templates(place) if COMMAND_LINE.search(t)}
    return found


def test_every_core_hint_naming_an_option_has_the_apps_own_or_is_the_command_lines_alone():
    found = core_hints_naming_options()
    assert len(found) >= 15  # the walk is not blind
    assert sorted(found - set(APP_HINTS) - COMMAND_LINE_ONLY) == []  # a new hint needs the app's words, or a reason
    assert sorted((set(APP_HINTS) | COMMAND_LINE_ONLY) - found) == []  # a reworded core hint is not left behind


def sample(template: str) -> Message:
    """The core's hint with a value for each of its placeholders (a population id, the workbook's sheets)."""
    values = {name: ["'Aufnahmen'", "'Stationen'"] if name == "sheets" else "3f2a9c1e0b7d" for name in
              placeholders(template)}
    return Message(template, **values)


@pytest.fixture
def speaking(qapp):
    yield install_language
    install_language("en")


@pytest.mark.parametrize("language", ["de", "zh"])
def test_each_app_hint_is_said_whole_in_the_apps_language(speaking, language):
    speaking(language)
    for template in APP_HINTS:
        said = app_hint(sample(template))
        assert said and "--" not in said and "dpstudio" not in said, (template, said)
        assert not ENGLISH.search(said), (template, said)
        if language == "zh":
            without_values = re.sub(r"3f2a9c1e0b7d|'Aufnahmen'|'Stationen'|IT|ε", "", said)
            assert not re.search(r"[A-Za-z]{2,}", without_values), (template, said)


def test_in_english_the_app_names_its_own_controls():
    for template in APP_HINTS:
        said = app_hint(sample(template))
        assert "--" not in said and not re.search(r"\bdpstudio (ledger|check)\b", said), said
    assert app_hint(sample('e.g. --new-population --reason "a new study; the 2025 cohort is a different consent"')) \
        == "Tick New population on the Release page and give the reason"


def test_a_hint_only_the_command_line_can_act_on_is_left_out(speaking):
    speaking("de")
    assert all(app_hint(Message(template)) is None for template in COMMAND_LINE_ONLY)
    assert app_hint("add --engine duckdb") is None  # a plain text naming an option, too
    assert app_hint(Message("Check the name (SCHEMA.TABLE; names are case-sensitive)")) == \
        "Prüfen Sie den Namen (SCHEMA.TABELLE; Groß- und Kleinschreibung zählt)"


def test_the_error_dialog_says_the_apps_hint_in_chinese(speaking):
    from dpstudio.gui.dialogs import error_text

    speaking("zh")
    sheets = "The workbook's sheets: {sheets}. Choose the one that holds the table (the app asks which; on the " \
             "command line, --sheet NAME)"
    _, text = error_text(InputError(Message("there is no sheet {sheet}", sheet="'Tabelle1'"), hint=sample(sheets)))
    assert text.endswith("该工作簿的工作表：'Aufnahmen', 'Stationen'。请重新打开该文件，并选择包含该表格的那一个。"), text
    assert "--" not in text and "command line" not in text
