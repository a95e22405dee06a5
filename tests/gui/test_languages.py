"""The app in the steward's language (issue 18, first pages: the window's menus, steps and help):
every word marked for translation has a finished translation in German, Chinese and Greek, the
compiled .qm files match their .ts files, the language switches at run time from the Language menu,
and DPSTUDIO_LANGUAGE forces it."""
import ast
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar

from dpstudio.core.base.languages import chosen_language, normalized
from dpstudio.core.plan.roles import ColumnRole

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("de", "zh", "el")


def marked_texts(path: Path) -> set[tuple[str, str]]:
    """The (context, text) pairs a module marks: QT_TRANSLATE_NOOP("Context", ...) and self.tr(...) in a class."""
    found = set()

    def visit(node, context):
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else context
            if isinstance(child, ast.Call):
                if getattr(child.func, "id", "") == "QT_TRANSLATE_NOOP":
                    found.add((child.args[0].value, child.args[1].value))
                elif getattr(child.func, "attr", "") == "tr" and getattr(child.func.value, "id", "") == "self":
                    found.add((context, child.args[0].value))
            visit(child, inner)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    visit(tree, None)
    for node in tree.body:  # a module's `_t = translator("Context")`: its _t("...") texts are marked too
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", "") == "translator"):
            context = node.value.args[0].value
            found |= {(context, call.args[0].value) for call in ast.walk(tree)
                      if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "_t"
                      and isinstance(call.args[0], ast.Constant)}
    return found


def fields(text: str) -> list:
    """The placeholders str.format fills in `text` (raises on a stray brace)."""
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def marking_modules() -> list[Path]:
    sys.path.insert(0, str(TRANSLATIONS))
    try:
        from update_translations import marking_modules as modules
    finally:
        sys.path.remove(str(TRANSLATIONS))
    return modules()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_text_has_a_finished_translation(language):
    tree = ET.parse(TRANSLATIONS / f"dpstudio_{language}.ts")
    sources = {(context.find("name").text, m.find("source").text): m.find("translation")
               for context in tree.iter("context") for m in context.iter("message")}
    modules = marking_modules()
    assert {"main_window.py", "data_page.py", "common_words.py"} <= {path.name for path in modules}
    marked = set().union(*(marked_texts(path) for path in modules))
    assert len(marked) >= 180 and marked <= set(sources), sorted(marked - set(sources))
    unfinished = [s for s, t in sources.items() if t.get("type") in ("unfinished", "vanished", "obsolete")
                  or not (t.text or "").strip()]
    assert unfinished == []
    for (_, source), translation in sources.items():  # a text filled in with format() keeps its placeholders
        if source.lstrip().startswith("<h3>"):
            continue  # the help: HTML, never formatted
        assert fields(source) == fields(translation.text), source


# PySide6's tool beside this Python (a virtual environment's bin, never activated by the README's command), or on PATH
LRELEASE = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which("pyside6-lrelease")


@pytest.mark.skipif(LRELEASE is None, reason="needs pyside6-lrelease (PySide6's tools)")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_translations_match_their_sources(language, tmp_path):
    compiled = tmp_path / "out.qm"
    subprocess.run([LRELEASE, str(TRANSLATIONS / f"dpstudio_{language}.ts"), "-qm", str(compiled)],
                   check=True, capture_output=True)
    assert compiled.read_bytes() == (TRANSLATIONS / f"dpstudio_{language}.qm").read_bytes()


def test_the_language_of_a_run():
    assert [normalized(c) for c in ("de_DE.UTF-8", "zh-Hans", "el", "fr_FR", "", None)] == ["de", "zh", "el", None,
                                                                                            None, None]
    assert chosen_language("zh", "de_DE", environ={"DPSTUDIO_LANGUAGE": "el"}) == "el"  # forced
    assert chosen_language("zh", "de_DE", environ={}) == "zh"  # the steward's choice
    assert chosen_language(None, "de_DE", environ={}) == "de"  # the system's
    assert chosen_language(None, "fr_FR", environ={}) == "en"


def test_the_language_changes_at_run_time_and_is_remembered(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    titles = lambda: [a.text() for a in window.menuBar().actions()]  # noqa: E731
    expected = {"de": ("1  Daten", "&Datei", "Hilfe", "Begriffe"), "zh": ("1  数据", "文件(&F)", "帮助", "术语"),
                "el": ("1  Δεδομένα", "&Αρχείο", "Βοήθεια", "Όροι"), "en": ("1  Data", "&File", "Help", "Words used here")}
    open_table = {"de": "Tabelle öffnen…", "zh": "打开表格…", "el": "Άνοιγμα πίνακα…", "en": "Open a table…"}
    export = {"de": "Veröffentlichung exportieren…", "zh": "导出发布…", "el": "Εξαγωγή δημοσίευσης…",
              "en": "Export release…"}
    sensitive = {"de": "Sensibel", "zh": "敏感", "el": "Ευαίσθητο", "en": "Sensitive"}
    for language, (step, menu, dock, heading) in expected.items():
        window.language_actions[language].trigger()
        assert window.language == language and window.language_actions[language].isChecked()
        assert window.steps.item(0).text() == step and titles()[0] == menu
        assert window.help.windowTitle() == dock and heading in window.help_text.toHtml()
        assert window.data_page.open_button.text() == open_table[language]
        assert window.release_page.export_button.text() == export[language]
        assert window.data_page.legend.swatches[ColumnRole.SENSITIVE].text().strip() == sensitive[language]
        toolbar = window.findChild(QToolBar, "main_toolbar")
        assert toolbar.windowTitle() == {"de": "Hauptwerkzeugleiste", "zh": "主工具栏", "el": "Κύρια γραμμή εργαλείων",
                                         "en": "Main toolbar"}[language]
    assert window.settings.value("language") == "en"


def test_dpstudio_language_forces_the_language_at_start(qtbot, tmp_path, monkeypatch):
    from dpstudio.gui.main_window import MainWindow

    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "el")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    settings.setValue("language", "de")  # the steward's choice gives way to the variable
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.language == "el" and window.steps.item(4).text() == "5  Δημοσίευση"
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "en")
    window.choose_language("en")  # back to English for the tests that follow in this process


def test_the_report_follows_the_app_language_until_the_steward_chooses(qtbot, window, tmp_path, monkeypatch):
    import json

    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    combo = window.release_page.report_language
    window.language_actions["zh"].trigger()
    assert combo.currentData() == "zh"  # following the app
    combo.setCurrentIndex(combo.findData("de"))
    combo.activated.emit(combo.currentIndex())  # what a steward's pick sends
    window.language_actions["el"].trigger()
    assert combo.currentData() == "de"  # chosen: it stays
    window.language_actions["en"].trigger()

    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    page.set_lifetime_budget(10)
    out = tmp_path / "release"
    page.folder.setText(str(out))
    with qtbot.waitSignal(page.runner.done, timeout=60000):
        page.export(confirmed=True)
    assert json.loads((out / "release.json").read_text(encoding="utf-8"))["language"] == "de"
    report = (out / "report.html").read_text(encoding="utf-8")
    assert "<h2>Was geschützt wurde</h2>" in report and "What was protected" not in report
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")


def test_the_previews_sentences_follow_the_app_language(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    sentence = lambda: page.table.item(0, 6).text()  # noqa: E731  (the sample's first query: a count)
    assert sentence().startswith("The number of rows will be within ±45 of the true number with 95% probability")
    expected = {"de": "Die Zahl der Zeilen wird mit 95\xa0% Wahrscheinlichkeit höchstens ±45 von der wahren Zahl "
                      "abweichen.",
                "zh": "行数将以 95% 的概率落在真实行数 ±45 之内。",
                "el": "Ο αριθμός γραμμών θα απέχει το πολύ ±45 από τον πραγματικό αριθμό με πιθανότητα 95%."}
    headers = {"de": "Intervall", "zh": "区间", "el": "Διάστημα"}
    for language, text in expected.items():
        window.language_actions[language].trigger()
        assert sentence() == text
        assert page.table.horizontalHeaderItem(3).text() == headers[language]
        assert page.table.item(1, 4).text() == {"de": "3,8\xa0%", "zh": "3.8%", "el": "3,8%"}[language]
    window.language_actions["en"].trigger()
    assert sentence().startswith("The number of rows will be within ±45")


def test_the_window_fits_1366_pixels_in_every_language(qtbot, window, monkeypatch):
    """German and Greek words are long: the translated pages must still fit a 1366-pixel screen, loading too."""
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    for language in ("de", "zh", "el", "en"):
        window.language_actions[language].trigger()
        window.data_page.set_busy(True)  # the progress bar and Cancel show while a table loads
        assert window.minimumSizeHint().width() <= 1366, language
        window.data_page.set_busy(False)
        for step in range(5):
            window.steps.setCurrentRow(step)
            assert window.minimumSizeHint().width() <= 1366, (language, step)


def test_the_ledgers_sentence_follows_the_app_language(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    label = window.release_page.ledger_label
    qtbot.waitUntil(lambda: label.text().startswith("Ledger: these people are new"), timeout=30000)
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: label.text().startswith("Budgetbuch: diese Personen sind dem Budgetbuch neu"),
                    timeout=30000)
    assert "kein Gesamtbudget" in label.text() and "No lifetime budget" not in label.text()
    undo = next(a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(QKeySequence.Undo))
    assert undo.text() == "&Rückgängig" and undo.toolTip() == "Rückgängig: Plan anwenden" and undo.isEnabled()
    window.data_page.set_busy(True)
    window.language_actions["el"].trigger()  # a switch while a table loads keeps it loading
    assert not window.data_page.adjust_button.isEnabled() and window.data_page.info.text() == "Φόρτωση…"
    window.data_page.set_busy(False)
    window.language_actions["en"].trigger()
    assert window.release_page.export_button.accessibleDescription().startswith("Draws the noise once")
    assert undo.text() == "&Undo Apply the plan"


def test_the_release_pages_values_and_blocks_follow_the_app_language(qtbot, window, monkeypatch, sample_frame,
                                                                       sample_plan):
    from dpstudio.core.base.locale_format import format_number
    from dpstudio.core.pipeline.release import produce_release
    from dpstudio.gui.pages.release_texts import export_blocked_by, released_values_html

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    assert export_blocked_by(window.project) == ("Export noch nicht möglich: Öffnen Sie eine Tabelle unter "
                                                 "<a href='step:0'>Daten</a>.")
    release = produce_release(sample_frame, {**sample_plan, "suppress_below": 5}).release
    values = released_values_html(release, charts=False)
    assert values.startswith("<p>Veröffentlichte Werte (± ist ein Intervall, das den wahren Wert mit mindestens 95 % "
                             "Wahrscheinlichkeit enthält):</p>")
    assert "<th>Zelle</th><th>Wert</th><th>Intervall (mindestens 95 %)</th>" in values and "(sonstige)" in values
    diagnoses = next(q for q in release["queries"] if q["id"] == "diagnoses")  # ± 22.54, or a little more
    assert f"± {format_number(diagnoses['ci95'], 'de')}" in values and format_number(22.538, "de") == "22,54"
    window.language_actions["en"].trigger()
    assert "<th>Cell</th><th>Value</th><th>Interval (at least 95%)</th>" in released_values_html(release, charts=False)


def test_the_columns_page_switches_language_and_keeps_the_plan(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page, stack = window.columns_page, window.project.undo_stack
    window.steps.setCurrentRow(1)
    page.view.selectRow(7)
    before = (stack.count(), stack.index(), window.project.to_plan())
    for language, (unit, heads) in {"de": ("Wer geschützt wird (Schutzeinheit)", "Rolle"),
                                    "zh": ("保护谁（隐私保护单位）", "角色"),
                                    "el": ("Ποιος προστατεύεται (μονάδα προστασίας)", "Ρόλος")}.items():
        window.language_actions[language].trigger()
        assert page.unit.title() == unit
        assert page.model.headerData(1, Qt.Horizontal) == heads
        assert page.order_note.text().endswith({"de": "weggelassen.", "zh": "舍弃。", "el": "παραλείπονται."}[language])
    window.language_actions["en"].trigger()
    assert (stack.count(), stack.index(), window.project.to_plan()) == before  # a switch edits nothing
    assert page.selected_column() == "diagnosis" and page.person_column.currentText() == "patient_id"


def test_the_queries_page_speaks_the_language_and_reads_its_figures(qtbot, window, monkeypatch):
    """Issue 18: every word of the Queries page, its figures with the language's decimal mark, and a figure
    typed the language's way (0,5 and 250.000 in German) read as meant."""
    from PySide6.QtWidgets import QCheckBox

    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    window.steps.setCurrentRow(2)
    page.list.selectRow(2)  # the sample's histogram of diagnoses
    expected = {
        "de": ("Budget der Veröffentlichung", "Histogramm · Zeilen", "<b>Histogramm</b>: Wie viele Personen oder "
               "Zeilen in jede Kategorie oder Klasse einer Spalte fallen.", "<b>±22,54</b> mit 95 % Konfidenz, in "
               "jeder Zelle höchstens (vor Begrenzen oder Runden).", "ε verbraucht: 3 von 3",
               "Anzahl — wie viele Personen oder Zeilen", "Art", "0,400", "Nicht aufgeführte Werte als "
               "(sonstige) zählen"),
        "zh": ("总预算", "直方图 · 行", "<b>直方图</b>：每个类别或分组区间中有多少人或多少行（一列）。",
               "<b>±22.54</b>，置信度 95%，每个单元格至多如此（截断或取整之前）。", "已用 ε 3，共 3", "计数 — 多少人或多少行",
               "类型", "0.400", "将列表和分箱之外的值计为“（其他）”"),
        "el": ("Προϋπολογισμός της δημοσίευσης", "Ιστόγραμμα · γραμμές", "<b>Ιστόγραμμα</b>: Πόσα πρόσωπα ή γραμμές "
               "πέφτουν σε κάθε κατηγορία ή διάστημα μιας στήλης.", "<b>±22,54</b> με εμπιστοσύνη 95%, το πολύ σε κάθε "
               "κελί (πριν από περικοπή ή στρογγυλοποίηση).", "ε που δαπανήθηκε: 3 από 3", "Πλήθος — πόσα πρόσωπα ή "
               "γραμμές", "Είδος", "0,400", "Μέτρηση μη καταχωρισμένων τιμών ως «(άλλο)»"),
    }
    other = next(box for box in page.table_options.findChildren(QCheckBox) if box.accessibleName() == "Other cell")
    for language, (title, kind, kind_text, error, meter, action, label, epsilon, other_text) in expected.items():
        window.language_actions[language].trigger()
        assert page.budget.title() == title
        assert page.model.data(page.model.index(2, 1)) == kind
        assert page.kind_label.text() == kind_text and page.live_error.text() == error
        assert page.meter.format() == meter
        assert page.kind_actions["count"].text() == action
        assert page.form.labelForField(page.kind_label).text() == label
        assert page.epsilon.box.text() == epsilon  # the number box writes the language's decimal mark
        assert other.text() == other_text
    window.language_actions["de"].trigger()
    page.population.setText("250.000")  # German thousands
    page.population.editingFinished.emit()
    assert window.project.state.population == 250000
    page.list.selectRow(0)
    page.delta.setText("0,5e-7")
    page.delta.editingFinished.emit()
    assert window.project.state.queries[0]["delta"] == 5e-8
    editor = window.preview_page.expectations
    editor.table_rows.setText("1.200,5")
    editor.table_rows.editingFinished.emit()
    assert window.project.state.planning["rows"] == 1200.5 and editor.table_rows.text() == "1200,5"
    undo = next(a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence(QKeySequence.Undo))
    assert undo.toolTip() == "Rückgängig: Erwartete Zahl ändern"  # the steps are named in the language
    window.language_actions["el"].trigger()  # and named again in another
    assert undo.toolTip() == "Αναίρεση: Αλλαγή αναμενόμενου αριθμού"
    window.project.undo_stack.undo()
    assert undo.toolTip() == "Αναίρεση: Αλλαγή του δ του {}".format(window.project.state.queries[0]["id"])
    window.project.undo_stack.redo()
    window.language_actions["en"].trigger()
    assert undo.text() == "&Undo Change an expected number"
    assert page.budget.title() == "Total budget" and page.meter.format() == "ε spent 3 of 3"
    assert page.epsilon.box.text() == "0.200" and page.population.text() == "250000"  # the first query


def test_every_undo_step_is_named_by_a_marked_text():
    """An undo step's name is a text marked for translation (QT_TRANSLATE_NOOP("Steps", ...)), its values
    passed apart, never an f-string or a bare English text: each step can be named in the app's language."""
    marked = {text for context, text in set().union(*(marked_texts(path) for path in marking_modules()))
              if context == "Steps"}
    unnamed = []
    for path in sorted((ROOT / "dpstudio" / "gui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {node.targets[0].id: node.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                     and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)}
        for call in ast.walk(tree):
            if not (isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "edit" and call.args):
                continue
            step = call.args[0]
            if isinstance(step, ast.Name) and step.id in constants:
                step = constants[step.id]
            if isinstance(step, ast.IfExp):
                steps = [step.body, step.orelse]
            elif isinstance(step, ast.Subscript) and isinstance(constants.get(getattr(step.value, "id", "")), ast.Dict):
                steps = constants[step.value.id].values  # a table of steps: each of them
            else:
                steps = [step]
            for one in steps:
                marked_call = (isinstance(one, ast.Call) and getattr(one.func, "id", "") == "QT_TRANSLATE_NOOP"
                               and one.args[0].value == "Steps" and one.args[1].value in marked)
                passed_on = isinstance(one, ast.Name)  # a helper's parameter: its callers are checked here too
                if not (marked_call or passed_on):
                    unnamed.append(f"{path.name}:{call.lineno}")
    assert unnamed == []
    assert {"Set the bounds of {column}", "Change ε of {query}", "Distribute the budget"} <= marked


def test_a_bound_is_shown_and_read_in_the_languages_marks(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    model, name = window.columns_page.model, "length_of_stay"
    row = window.project.column_names.index(name)
    window.language_actions["de"].trigger()
    assert model.setData(model.index(row, model.HIGH), "60,5")
    assert window.project.state.columns[name].bounds[1] == 60.5
    assert model.data(model.index(row, model.HIGH)) == "60,5"
    window.language_actions["en"].trigger()
    assert model.data(model.index(row, model.HIGH)) == "60.5"


def test_the_column_roles_table_needs_no_sideways_scroll_at_1366_in_any_language(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.project.apply_suggestions()
    window.resize(1366, 768)
    window.show()
    window.steps.setCurrentRow(1)
    view = window.columns_page.view
    for language in ("de", "el", "zh", "en"):
        window.language_actions[language].trigger()
        qtbot.waitUntil(lambda: view.isVisible())
        qtbot.wait(50)  # the header's sizes follow the new words
        assert view.horizontalScrollBar().maximum() == 0, language


def test_the_query_list_shares_its_width_by_what_its_columns_hold(qtbot, window, monkeypatch):
    """At 1366 with the help open, the list shows every English id, kind and column whole; in the other
    languages it never scrolls sideways, and a cut text is whole in its tooltip."""
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.resize(1366, 768)
    window.show()
    window.steps.setCurrentRow(2)
    view = window.queries_page.list
    header = view.horizontalHeader()
    qtbot.waitUntil(view.isVisible)
    qtbot.wait(50)
    assert all(header.sectionSize(c) >= view.sizeHintForColumn(c) for c in range(4))
    for language in ("de", "zh", "el", "en"):
        window.language_actions[language].trigger()
        qtbot.wait(50)
        assert view.horizontalScrollBar().maximum() == 0, language
        index = view.model().index(7, 1)
        assert view.model().data(index, Qt.ToolTipRole) == view.model().data(index)


def test_a_query_problem_and_a_budget_problem_are_said_in_the_language(qtbot, window, monkeypatch):
    """The core's problems (core/base/words' catalogues, msgctxt "problem") under the query and under the budget, in the app's
    language, with their places (problem_words) and values; back in English as the core wrote them."""
    from PySide6.QtWidgets import QLabel, QLineEdit

    from tests.gui.conftest import by_name, open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    window.steps.setCurrentRow(2)
    page.list.selectRow(5)  # the sample's sum of cost
    page.column.setCurrentIndex(page.column.findData("ward"))  # a column without bounds
    page.column.activated.emit(page.column.currentIndex())
    total_delta = by_name(window, QLineEdit, "Total delta")
    total_delta.setText("1e-4")
    total_delta.editingFinished.emit()
    label = by_name(window, QLabel, "Query problems")
    english = ("• Bounds of 'ward': must be [lower, upper] (declare the range from what you know of the column, not "
               "from the data). Fix them on the Columns page, in the lower and upper bound of 'ward'.",
               "The total budget's δ: 0.0001 is above 1e-5, and no population size is declared (lower it (e.g. "
               "1e-7), or declare the public number of people the table is drawn from as budget.population and "
               "keep delta below 1/population)")
    assert (label.text(), page.plan_problems.text()) == english
    expected = {
        "de": ("• Schranken von 'ward': muss [untere Schranke, obere Schranke] sein (geben Sie den Bereich nach "
               "Ihrem Wissen über die Spalte an, nicht aus den Daten). Korrigieren Sie sie auf der Seite Spalten, in "
               "der unteren und oberen Schranke von 'ward'.",
               "Das δ des Budgets der Veröffentlichung: 0,0001 liegt über 1e-5, und es ist keine Populationsgröße angegeben "
               "(senken Sie es (z. B. 1e-7), oder geben Sie die öffentliche Zahl der Personen, aus denen die "
               "Tabelle stammt, als budget.population an und halten Sie Delta unter 1/Population)"),
        "zh": ("• 'ward' 的上下界：必须为 [下界, 上界]（请根据您对该列的了解声明取值范围，而不是根据数据）。请在“列”页面中，"
               "在 'ward' 的下界和上界处修改。",
               "总预算的 δ：0.0001 大于 1e-5，且未声明人群规模（请降低它（例如 1e-7），或将该表所抽取自的公开人数"
               "声明为 budget.population，并使 delta 小于 1/人群规模）"),
        "el": ("• Όρια της 'ward': πρέπει να είναι [κάτω όριο, άνω όριο] (δηλώστε το εύρος με βάση όσα γνωρίζετε "
               "για τη στήλη, όχι από τα δεδομένα). Διορθώστε τα στη σελίδα Στήλες, στο κάτω και στο άνω όριο της "
               "'ward'.",
               "Το δ του προϋπολογισμού της δημοσίευσης: το 0,0001 είναι πάνω από 1e-5 και δεν έχει δηλωθεί μέγεθος "
               "πληθυσμού (μειώστε το (π.χ. 1e-7) ή δηλώστε το δημόσιο πλήθος προσώπων από το οποίο προέρχεται ο "
               "πίνακας ως budget.population και κρατήστε το delta κάτω από 1/πληθυσμός)"),
    }
    for language, words in expected.items():
        window.language_actions[language].trigger()
        assert (label.text(), page.plan_problems.text()) == words
    window.language_actions["en"].trigger()
    assert (label.text(), page.plan_problems.text()) == english
    assert [p.message for p in window.project.problems()] == [  # the problems themselves stay English
        "must be [lower, upper]", "0.0001 is above 1e-5, and no population size is declared"]


def test_a_cross_tabs_editor_scrolls_at_768_pixels_instead_of_squeezing_its_rows(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.resize(1366, 640)  # shorter than the form: a laptop at 768 with a taller title bar and task bar
    window.show()
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(3)  # the sample's cross-tab: two rows of keys below a long form
    for language in ("en", "de", "el"):
        window.language_actions[language].trigger()
        keys = [w for w in page.table_options.findChildren(QWidget) if w.accessibleName().startswith("Keys of")]
        assert len(keys) == 2
        qtbot.waitUntil(lambda: all(w.height() >= w.minimumSizeHint().height() for w in keys), timeout=2000)
        assert window.minimumSizeHint().height() <= 700, language  # 768 less a title bar and a task bar
    window.language_actions["en"].trigger()


def test_an_undo_steps_words_and_figures_follow_a_later_language_switch(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.language_actions["de"].trigger()
    model = window.columns_page.model
    row = window.project.column_names.index("ward")
    model.setData(model.index(row, model.ROLE), "quasi_identifier")
    stack = window.project.undo_stack
    assert stack.undoText() == "ward als Quasi-Identifikator markieren"
    window.language_actions["en"].trigger()
    assert stack.undoText() == "Mark ward as quasi-identifier"
